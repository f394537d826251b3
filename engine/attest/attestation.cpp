#include "attestation.h"

#include <fcntl.h>

#include <algorithm>
#include <filesystem>

#include <spdlog/spdlog.h>

#include "engine/arch/arch_registry.h"
#include "engine/attest/atomic_file.h"
#include "engine/egress/egress_check.h"
#include "engine/egress/process_state.h"
#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_set.h"
#include "engine/util/error.h"
#include "engine/util/input_file.h"
#include "engine/util/unique_fd.h"
#include "engine/util/version_info.h"
#include "kernels/cpu_features.h"

namespace synsema::attest {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

bool is_shared_library(const std::string& path) {
    const std::string name = fs::path(path).filename().string();
    return name.find(".so") != std::string::npos;
}

json identity_json(const FileIdentity& id) {
    return {{"device", id.device}, {"inode", id.inode}, {"size", id.size}, {"mtime_ns", id.mtime_ns},
            {"ctime_ns", id.ctime_ns}};
}

json digest_json(const FileDigest& d) {
    json j = {{"path", d.path},
              {"real_path", d.real_path},
              {"size", d.size},
              {"sha256", d.sha256},
              {"hash", d.reused ? "reused from cache" : "computed now"},
              {"computed_at", d.computed_at}};
    if (!d.expected_sha256.empty())
        j["content_address"] = {{"expected_sha256", d.expected_sha256}, {"match", !d.content_address_mismatch}};
    if (d.changed_while_hashed) j["changed_while_hashed"] = true;
    return j;
}

// Adds the progress of one file to the bytes of the files before it.
HashProgress offset_progress(const HashProgress& total, uint64_t before, uint64_t grand_total) {
    if (!total) return {};
    return [=](uint64_t done, uint64_t) { return total(before + done, grand_total); };
}

uint64_t size_of(const std::string& path) {
    std::error_code ec;
    const auto s = fs::file_size(path, ec);
    return ec ? 0 : uint64_t(s);
}

void add_tampering(Attestation& a, TamperFinding t) {
    a.tampering_suspected = true;
    const std::string w = to_text(t);
    spdlog::error("{}", w);
    a.warnings.push_back(w);
    a.tampering.push_back(std::move(t));
}

// Content-address mismatches and files that changed while they were hashed.
void check_weights(Attestation& a) {
    for (const FileDigest& d : a.weights) {
        if (d.content_address_mismatch)
            add_tampering(a, {d.real_path, "the file is named by sha256 " + d.expected_sha256 + " but its bytes hash to " + d.sha256,
                              d.identity, d.identity});
        if (d.changed_while_hashed)
            add_tampering(a, {d.real_path, "the file changed while it was being hashed", d.identity, identity_of_path(d.real_path)});
    }
}

// The arch file, the running binary and every mapped library: what ran.
class EngineHasher {
public:
    EngineHasher(Attestation& a, HashCache* cache, const AttestOptions& options) : a_(a), cache_(cache), options_(options) {
        exe_ = fs::read_symlink("/proc/self/exe").string();
        for (const auto& m : egress::mapped_file_records())
            if (m.path != exe_ && is_shared_library(m.path)) libraries_.push_back(m);
    }

    uint64_t bytes_to_hash() const {
        uint64_t total = size_of("/proc/self/exe");
        for (const auto& l : libraries_) total += size_of(l.path);
        return total;
    }

    void hash(const std::string& arch_path, uint64_t& done, uint64_t total) {
        auto next_progress = [&] { return offset_progress(options_.progress, done, total); };
        if (!arch_path.empty()) {
            a_.arch_file = digest_file(arch_path, cache_, next_progress());
            done += a_.arch_file.size;
        }
        // The running image itself, even when the file on disk was replaced.
        UniqueFd exe(::open("/proc/self/exe", O_RDONLY | O_CLOEXEC));
        if (!exe.valid()) throw Error(ErrorKind::Io, "/proc/self/exe: cannot be opened for hashing");
        a_.engine_binary = digest_fd(exe.get(), exe_, exe_, nullptr, next_progress());
        done += a_.engine_binary.size;
        for (const auto& lib : libraries_) {
            const InputFile in = open_input(lib.path);
            if (in.identity.inode != lib.inode)
                a_.warnings.push_back(lib.path + ": the library on disk is not the one mapped into this process");
            a_.libraries.push_back(digest_fd(in.fd.get(), lib.path, in.real_path, nullptr, next_progress()));
            done += a_.libraries.back().size;
            if (fs::path(lib.path).filename().string().rfind("libsynsema_engine", 0) == 0)
                a_.engine_libraries.push_back(a_.libraries.back());
        }
        a_.engine_library = a_.engine_libraries.empty() ? "linked into the executable (static library)" : "shared library";
    }

private:
    Attestation& a_;
    HashCache* cache_;
    const AttestOptions& options_;
    std::string exe_;
    std::vector<egress::MappedFile> libraries_;
};

// What every report says of the process: versions, kernels, the lock, the loader.
void describe_process(Attestation& a) {
    a.created_at = utc_now_iso8601();
    a.engine_version = version();
    a.git_revision = git_revision();
    a.kernel_path = kernels::kernel_path_name();
    a.egress = egress::lock_status();
    a.loader_environment = egress::loader_environment();
    for (const auto& v : a.loader_environment)
        a.warnings.push_back(v + " is set: code other than the attested binaries may have been loaded");
    if (!a.egress.locked())
        a.warnings.push_back(a.egress.disabled ? "the egress lock was disabled by " + a.egress.disabled_by
                                               : "the egress lock is not in place");
    for (const auto& fd : a.egress.inherited_kept)
        a.warnings.push_back("descriptor inherited at start and kept: " + fd);
}

std::string arch_path_for(Attestation& a, const std::string& first_file, const std::vector<std::string>& arch_dirs) {
    try {
        const auto header = gguf::GgufFile::open(first_file);
        a.architecture = std::string(header->get_string("general.architecture").value_or(""));
        const auto dirs = arch_dirs.empty() ? arch::default_arch_dirs() : arch_dirs;
        if (!a.architecture.empty()) return arch::find_arch(a.architecture, dirs).path;
    } catch (const Error& e) {
        a.warnings.push_back(std::string("no architecture file: ") + e.what());
    }
    return {};
}

void describe_model(Attestation& a, const sources::ResolvedModel& model) {
    a.model_requested = model.requested;
    a.model_name = model.entry.name;
    a.model_source = sources::source_kind_name(model.entry.source);
    if (model.entry.files.empty()) throw Error(ErrorKind::Invalid, "model '" + model.requested + "' has no weight files");
}

}  // namespace

RunDigest make_run_digest(std::string kind, std::string_view input, std::string_view output) {
    return {std::move(kind), sha256_bytes(input), sha256_bytes(output), input.size(), output.size(), utc_now_iso8601()};
}

std::vector<std::string> expected_sha256s(const sources::ResolvedModel& model) {
    std::vector<std::string> out;
    for (const auto& f : model.entry.files) out.push_back(f.expected_sha256);
    return out;
}

Attestation attest_model(const sources::ResolvedModel& model, const AttestOptions& options) {
    Attestation a;
    describe_model(a, model);
    describe_process(a);
    HashCache cache(options.cache_path.empty() ? HashCache::default_path() : options.cache_path);
    HashCache* use = options.use_cache ? &cache : nullptr;
    const auto& files = model.entry.files;
    const std::string arch_path = arch_path_for(a, files[0].path, options.arch_dirs);

    EngineHasher engine(a, use, options);
    uint64_t total = engine.bytes_to_hash() + (arch_path.empty() ? 0 : size_of(arch_path));
    for (const auto& f : files) total += size_of(f.path);
    uint64_t done = 0;
    a.weights_hashed_through = "each file opened for this report";
    for (const auto& f : files) {
        a.weights.push_back(digest_file(f.path, use, offset_progress(options.progress, done, total), f.expected_sha256));
        done += a.weights.back().size;
        a.weights_size += a.weights.back().size;
    }
    check_weights(a);
    engine.hash(arch_path, done, total);
    if (use) cache.save();
    return a;
}

Attestation attest_loaded(const LoadedModel& model, const AttestOptions& options, std::vector<FileDigest> weights) {
    if (!model.resolved || !model.files) throw Error(ErrorKind::Invalid, "attest_loaded: no model");
    Attestation a;
    describe_model(a, *model.resolved);
    describe_process(a);
    a.architecture = std::string(model.files->first().get_string("general.architecture").value_or(""));
    HashCache cache(options.cache_path.empty() ? HashCache::default_path() : options.cache_path);
    HashCache* use = options.use_cache ? &cache : nullptr;

    EngineHasher engine(a, use, options);
    uint64_t total = engine.bytes_to_hash() + (model.arch_path.empty() ? 0 : size_of(model.arch_path));
    if (weights.empty()) total += model.files->total_bytes();
    uint64_t done = 0;
    a.weights_hashed_through = "the descriptors the loaded model was mapped through";
    if (weights.empty()) {
        weights = digest_mapped(*model.files, expected_sha256s(*model.resolved), use,
                                offset_progress(options.progress, 0, total));
        done += model.files->total_bytes();
    }
    a.weights = std::move(weights);
    for (const auto& w : a.weights) a.weights_size += w.size;
    check_weights(a);
    for (auto& t : check_mapped(*model.files)) add_tampering(a, std::move(t));
    engine.hash(model.arch_path, done, total);
    if (!model.arch_sha256_at_load.empty() && !a.arch_file.sha256.empty() && a.arch_file.sha256 != model.arch_sha256_at_load)
        add_tampering(a, {a.arch_file.real_path,
                          "the arch file changed after it was read at load (sha256 then " + model.arch_sha256_at_load +
                              ", now " + a.arch_file.sha256 + ")",
                          std::nullopt, a.arch_file.identity});
    if (use) cache.save();
    return a;
}

bool all_computed_now(const Attestation& a) {
    auto now = [](const FileDigest& d) { return !d.reused; };
    return std::all_of(a.weights.begin(), a.weights.end(), now) && std::all_of(a.libraries.begin(), a.libraries.end(), now) &&
           now(a.arch_file) && now(a.engine_binary);
}

nlohmann::json to_json(const Attestation& a) {
    json j;
    j["schema"] = "synsema-attestation/1";
    j["created_at"] = a.created_at;
    j["tampering_suspected"] = a.tampering_suspected;
    json weights = json::array();
    for (const auto& w : a.weights) weights.push_back(digest_json(w));
    j["model"] = {{"requested", a.model_requested}, {"name", a.model_name},   {"source", a.model_source},
                  {"size", a.weights_size},         {"files", weights},       {"sha256", a.weights.size() == 1 ? a.weights[0].sha256 : ""},
                  {"hashed_through", a.weights_hashed_through}};
    j["arch"] = {{"name", a.architecture}, {"file", a.arch_file.path.empty() ? json(nullptr) : digest_json(a.arch_file)}};
    json engine_libs = json::array();
    for (const auto& l : a.engine_libraries) engine_libs.push_back(digest_json(l));
    json libs = json::array();
    for (const auto& l : a.libraries) libs.push_back(digest_json(l));
    j["engine"] = {{"version", a.engine_version}, {"git_revision", a.git_revision}, {"binary", digest_json(a.engine_binary)},
                   {"kernels", a.kernel_path}, {"library", a.engine_library}, {"shared_libraries", engine_libs},
                   {"mapped_libraries", libs}, {"loader_environment", a.loader_environment}};
    j["egress"] = egress::to_json(a.egress);
    j["runs"] = json::array();
    for (const auto& r : a.runs)
        j["runs"].push_back({{"kind", r.kind}, {"input_sha256", r.input_sha256}, {"output_sha256", r.output_sha256},
                             {"input_bytes", r.input_bytes}, {"output_bytes", r.output_bytes}, {"finished_at", r.finished_at}});
    j["tampering"] = json::array();
    for (const auto& t : a.tampering)
        j["tampering"].push_back({{"file", t.file}, {"what", t.what},
                                  {"at_load", t.before ? identity_json(*t.before) : json(nullptr)},
                                  {"now", t.after ? identity_json(*t.after) : json(nullptr)}});
    j["warnings"] = a.warnings;
    return j;
}

std::string to_text(const Attestation& a) {
    std::string t;
    auto line = [&](const std::string& k, const std::string& v) { t += k + ": " + v + "\n"; };
    auto hashed = [](const FileDigest& d) {
        return d.sha256 + "  (" + (d.reused ? "reused from cache, computed " : "computed ") + d.computed_at + ")";
    };
    if (a.tampering_suspected) t += "!!! POSSIBLE TAMPERING: see the warnings below !!!\n";
    line("created", a.created_at);
    line("model", a.model_name + " (" + a.model_source + ", requested as '" + a.model_requested + "')");
    line("weights size", std::to_string(a.weights_size) + " bytes");
    line("weights hashed through", a.weights_hashed_through);
    for (const auto& w : a.weights) {
        line("weights", w.path + (w.real_path != w.path ? " -> " + w.real_path : ""));
        line("  sha256", hashed(w));
        if (!w.expected_sha256.empty())
            line("  content address", w.content_address_mismatch ? "MISMATCH (expected " + w.expected_sha256 + ")" : "matches");
    }
    line("architecture", a.architecture);
    line("arch file", a.arch_file.path.empty() ? "(none found)" : a.arch_file.path);
    if (!a.arch_file.path.empty()) line("  sha256", hashed(a.arch_file));
    line("engine", "synsema " + a.engine_version + " (git " + a.git_revision + ")");
    line("kernels", a.kernel_path);
    line("engine binary", a.engine_binary.path);
    line("  sha256", hashed(a.engine_binary));
    line("engine library", a.engine_library);
    line("mapped libraries", std::to_string(a.libraries.size()));
    for (const auto& l : a.libraries) line("  " + l.path, l.sha256);
    line("egress lock", a.egress.locked() ? "on (seccomp" + std::string(a.egress.landlock_abi > 0 ? " + Landlock" : "") + ")"
                        : a.egress.disabled ? "OFF (" + a.egress.disabled_by + ")" : "NOT IN PLACE");
    for (const auto& r : a.runs) {
        line(r.kind + " input sha256", r.input_sha256);
        line(r.kind + " output sha256", r.output_sha256);
    }
    for (const auto& w : a.warnings) line("warning", w);
    return t;
}

}  // namespace synsema::attest
