#include "services/verify/report_files.h"

#include <filesystem>
#include <set>

#include "engine/util/error.h"
#include "engine/util/sha256.h"

namespace synsema::verify {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

bool is_sha256(const json& j) {
    if (!j.is_string()) return false;
    const auto& s = j.get_ref<const std::string&>();
    return s.size() == 64 && s.find_first_not_of("0123456789abcdef") == std::string::npos;
}

std::string string_at(const json& j, const std::string& key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

void collect(const json& j, std::vector<NamedFile>& out, std::set<std::pair<std::string, std::string>>& seen) {
    auto add = [&](NamedFile f) {
        if (f.path.empty() || !seen.insert({f.path, f.expected_sha256}).second) return;
        out.push_back(std::move(f));
    };
    if (j.is_object()) {
        if (j.contains("sha256") && is_sha256(j["sha256"]) && (j.contains("path") || j.contains("file"))) {
            NamedFile f{string_at(j, j.contains("path") ? "path" : "file"), {}, j["sha256"].get<std::string>()};
            if (const std::string real = string_at(j, "real_path"); !real.empty() && real != f.path) f.other_paths.push_back(real);
            add(std::move(f));
        }
        for (const auto& [key, value] : j.items()) {
            const std::string suffix = "_sha256";
            if (key.size() > suffix.size() && key.ends_with(suffix) && is_sha256(value)) {
                const std::string base = key.substr(0, key.size() - suffix.size());
                NamedFile f{string_at(j, base), {}, value.get<std::string>()};
                if (const std::string real = string_at(j, base + "_real_path"); !real.empty() && real != f.path)
                    f.other_paths.push_back(real);
                add(std::move(f));
            }
            if (key != "signature") collect(value, out, seen);
        }
    } else if (j.is_array()) {
        for (const auto& e : j) collect(e, out, seen);
    }
}

}  // namespace

std::vector<NamedFile> files_named_in(const json& report) {
    std::vector<NamedFile> out;
    std::set<std::pair<std::string, std::string>> seen;
    collect(report, out, seen);
    return out;
}

const char* file_state_name(FileState s) {
    switch (s) {
        case FileState::Match: return "match";
        case FileState::Mismatch: return "mismatch";
        case FileState::Missing: return "missing";
    }
    return "missing";
}

FileCheck check_file(const NamedFile& f, const std::string& files_dir, const std::atomic<bool>* stop) {
    FileCheck c{f, {}, {}, FileState::Missing, {}};
    std::vector<std::string> candidates;
    if (!files_dir.empty()) candidates.push_back((fs::path(files_dir) / fs::path(f.path).filename()).string());
    candidates.push_back(f.path);
    for (const auto& p : f.other_paths) candidates.push_back(p);
    for (const auto& path : candidates) {
        std::error_code ec;
        if (!fs::exists(path, ec)) continue;
        c.found_at = path;
        try {
            c.found_sha256 = sha256_file(path, [stop](uint64_t, uint64_t) { return !stop || !stop->load(); });
            c.state = c.found_sha256 == f.expected_sha256 ? FileState::Match : FileState::Mismatch;
        } catch (const std::exception& e) {
            if (const auto* error = dynamic_cast<const Error*>(&e); error && error->kind() == ErrorKind::Cancelled) throw;
            c.error = e.what();  // exists but cannot be read: not the file the report names
            c.state = FileState::Mismatch;
        }
        return c;
    }
    return c;
}

}  // namespace synsema::verify
