#include "attestation.h"

#include <filesystem>

#include <spdlog/spdlog.h>

#include "engine/arch/arch_registry.h"
#include "engine/attest/atomic_file.h"
#include "engine/egress/egress_check.h"
#include "engine/gguf/gguf_file.h"
#include "engine/sources/source_fs.h"
#include "engine/util/error.h"
#include "kernels/cpu_features.h"
#include "engine/util/version_info.h"

namespace synsema::attest {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// Shared libraries mapped into this process whose name says they are the engine.
std::vector<std::string> mapped_engine_libraries() {
    std::vector<std::string> found;
    for (const std::string& path : egress::mapped_files())
        if (fs::path(path).filename().string().rfind("libsynsema_engine", 0) == 0) found.push_back(path);
    return found;
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

}  // namespace

FileDigest digest_file(const std::string& path, HashCache* cache, const HashProgress& progress,
                       const std::string& expected_sha256) {
    FileDigest d;
    d.path = path;
    d.real_path = sources::follow_links(path).path;
    d.expected_sha256 = expected_sha256;
    const auto id = file_identity(path);
    if (!id) throw Error(ErrorKind::Io, path + ": cannot be read for hashing");
    d.size = id->size;
    if (cache)
        if (const auto hit = cache->lookup(*id)) {
            d.sha256 = hit->sha256;
            d.computed_at = hit->computed_at;
            d.reused = true;
        }
    if (!d.reused) {
        d.sha256 = sha256_file(path, progress);
        d.computed_at = utc_now_iso8601();
        // Only remember the hash if the file did not change while it was read.
        const auto after = file_identity(path);
        if (cache && after && after->mtime_ns == id->mtime_ns && after->size == id->size)
            cache->store(*id, d.real_path, {d.sha256, d.computed_at});
    }
    d.content_address_mismatch = !expected_sha256.empty() && expected_sha256 != d.sha256;
    return d;
}

RunDigest make_run_digest(std::string kind, std::string_view input, std::string_view output) {
    return {std::move(kind), sha256_bytes(input), sha256_bytes(output), input.size(), output.size(), utc_now_iso8601()};
}

Attestation attest_model(const sources::ResolvedModel& model, const AttestOptions& options) {
    Attestation a;
    a.created_at = utc_now_iso8601();
    a.model_requested = model.requested;
    a.model_name = model.entry.name;
    a.model_source = sources::source_kind_name(model.entry.source);
    a.engine_version = version();
    a.git_revision = git_revision();
    a.kernel_path = kernels::kernel_path_name();
    a.egress = egress::lock_status();
    HashCache cache(options.cache_path.empty() ? HashCache::default_path() : options.cache_path);
    HashCache* use = options.use_cache ? &cache : nullptr;

    // The architecture file this model runs with.
    const auto& files = model.entry.files;
    if (files.empty()) throw Error(ErrorKind::Invalid, "model '" + model.requested + "' has no weight files");
    std::string arch_path;
    try {
        const auto header = gguf::GgufFile::open(files[0].path);
        a.architecture = std::string(header->get_string("general.architecture").value_or(""));
        const auto dirs = options.arch_dirs.empty() ? arch::default_arch_dirs() : options.arch_dirs;
        if (!a.architecture.empty()) arch_path = arch::find_arch(a.architecture, dirs).path;
    } catch (const Error& e) {
        a.warnings.push_back(std::string("no architecture file: ") + e.what());
    }

    // Everything to hash, for one progress bar.
    const std::string exe = fs::read_symlink("/proc/self/exe").string();
    const auto engine_libs = mapped_engine_libraries();
    uint64_t total = size_of("/proc/self/exe") + (arch_path.empty() ? 0 : size_of(arch_path));
    for (const auto& f : files) total += size_of(f.path);
    for (const auto& l : engine_libs) total += size_of(l);
    uint64_t done = 0;
    auto next = [&](const std::string& path, const std::string& expected = "") {
        FileDigest d = digest_file(path, use, offset_progress(options.progress, done, total), expected);
        done += d.size;
        return d;
    };

    for (const auto& f : files) {
        a.weights.push_back(next(f.path, f.expected_sha256));
        a.weights_size += a.weights.back().size;
        const FileDigest& d = a.weights.back();
        if (d.content_address_mismatch) {
            a.tampering_suspected = true;
            const std::string w = "POSSIBLE TAMPERING: " + d.real_path + " is named by sha256 " + d.expected_sha256 +
                                  " but its bytes hash to " + d.sha256;
            spdlog::error("{}", w);
            a.warnings.push_back(w);
        }
    }
    if (!arch_path.empty()) a.arch_file = next(arch_path);
    a.engine_binary = next("/proc/self/exe");
    a.engine_binary.path = exe;
    for (const auto& l : engine_libs) a.engine_libraries.push_back(next(l));
    a.engine_library = engine_libs.empty() ? "linked into the executable (static library)" : "shared library";
    if (!a.egress.locked())
        a.warnings.push_back(a.egress.disabled ? "the egress lock was disabled by " + a.egress.disabled_by
                                               : "the egress lock is not in place");
    if (use) cache.save();
    return a;
}

nlohmann::json to_json(const Attestation& a) {
    json j;
    j["schema"] = "synsema-attestation/1";
    j["created_at"] = a.created_at;
    j["tampering_suspected"] = a.tampering_suspected;
    json weights = json::array();
    for (const auto& w : a.weights) weights.push_back(digest_json(w));
    j["model"] = {{"requested", a.model_requested}, {"name", a.model_name},   {"source", a.model_source},
                  {"size", a.weights_size},         {"files", weights},       {"sha256", a.weights.size() == 1 ? a.weights[0].sha256 : ""}};
    j["arch"] = {{"name", a.architecture}, {"file", a.arch_file.path.empty() ? json(nullptr) : digest_json(a.arch_file)}};
    json libs = json::array();
    for (const auto& l : a.engine_libraries) libs.push_back(digest_json(l));
    j["engine"] = {{"version", a.engine_version}, {"git_revision", a.git_revision}, {"binary", digest_json(a.engine_binary)},
                   {"kernels", a.kernel_path}, {"library", a.engine_library}, {"shared_libraries", libs}};
    j["egress"] = egress::to_json(a.egress);
    j["runs"] = json::array();
    for (const auto& r : a.runs)
        j["runs"].push_back({{"kind", r.kind}, {"input_sha256", r.input_sha256}, {"output_sha256", r.output_sha256},
                             {"input_bytes", r.input_bytes}, {"output_bytes", r.output_bytes}, {"finished_at", r.finished_at}});
    j["warnings"] = a.warnings;
    return j;
}

std::string to_text(const Attestation& a) {
    std::string t;
    auto line = [&](const std::string& k, const std::string& v) { t += k + ": " + v + "\n"; };
    auto hashed = [](const FileDigest& d) {
        return d.sha256 + "  (" + (d.reused ? "reused from cache, computed " : "computed ") + d.computed_at + ")";
    };
    if (a.tampering_suspected) t += "!!! POSSIBLE TAMPERING: a blob's bytes do not match its content address !!!\n";
    line("created", a.created_at);
    line("model", a.model_name + " (" + a.model_source + ", requested as '" + a.model_requested + "')");
    line("weights size", std::to_string(a.weights_size) + " bytes");
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
    for (const auto& l : a.engine_libraries) line("  " + l.path, hashed(l));
    line("egress lock", a.egress.locked() ? "on (seccomp" + std::string(a.egress.landlock_net ? " + Landlock" : "") + ")"
                        : a.egress.disabled ? "OFF (" + a.egress.disabled_by + ")" : "NOT IN PLACE");
    for (const auto& r : a.runs) {
        line(r.kind + " input sha256", r.input_sha256);
        line(r.kind + " output sha256", r.output_sha256);
    }
    for (const auto& w : a.warnings) line("warning", w);
    return t;
}

}  // namespace synsema::attest
