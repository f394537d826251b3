#include "data_dirs.h"

#include <cstdlib>
#include <filesystem>

#include "engine/util/version_info.h"

namespace synsema {
namespace fs = std::filesystem;

std::string data_subdir(DataKind kind) {
    switch (kind) {
        case DataKind::Archs: return "archs";
        case DataKind::JudgePresets: return "judge";
        case DataKind::RedactionPolicies: return "policies";
        case DataKind::RedactionData: return "redact";
    }
    return "archs";
}

std::string user_data_dir(DataKind kind) {
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return std::string(xdg) + "/synsema/" + data_subdir(kind);
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::string(home) + "/.local/share/synsema/" + data_subdir(kind);
    return {};
}

std::string installed_data_dir(DataKind kind) {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (ec || exe.empty()) return {};
    return (exe.parent_path() / ".." / "share" / "synsema" / data_subdir(kind)).lexically_normal().string();
}

std::string source_data_dir(DataKind kind) {
    if (kind == DataKind::Archs) return source_arch_dir();
    return source_resources_dir() + "/" + data_subdir(kind);
}

std::vector<std::string> data_search_dirs(DataKind kind) {
    std::vector<std::string> dirs;
    for (auto dir : {user_data_dir(kind), installed_data_dir(kind), source_data_dir(kind)})
        if (!dir.empty()) dirs.push_back(std::move(dir));
    return dirs;
}

}  // namespace synsema
