#include "arch_registry.h"

#include <algorithm>
#include <filesystem>

#include "engine/arch/arch_parser.h"
#include "engine/util/error.h"
#include "engine/util/data_dirs.h"

namespace synsema::arch {
namespace fs = std::filesystem;

namespace {
// Only plain names map to files: no separators or dots, so a GGUF's
// general.architecture cannot point outside the arch folders.
bool safe_name(const std::string& name) {
    if (name.empty() || name.size() > 64) return false;
    return std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
}
}  // namespace

std::string user_arch_dir() { return user_data_dir(DataKind::Archs); }

std::vector<std::string> default_arch_dirs() { return data_search_dirs(DataKind::Archs); }

bool arch_file_exists(const std::string& name, const std::vector<std::string>& dirs) {
    if (!safe_name(name)) return false;
    std::error_code ec;
    for (const auto& d : dirs)
        if (fs::is_regular_file(fs::path(d) / (name + ".arch"), ec)) return true;
    return false;
}

FoundArch find_arch(const std::string& name, const std::vector<std::string>& dirs) {
    if (!safe_name(name))
        throw Error(ErrorKind::Unsupported, "architecture name '" + name + "' is not a valid file name");
    std::string searched;
    for (const auto& d : dirs) {
        const fs::path p = fs::path(d) / (name + ".arch");
        std::error_code ec;
        searched += "\n  " + p.string();
        if (!fs::is_regular_file(p, ec)) continue;
        FoundArch found{p.string(), parse_arch_file(p.string())};
        if (std::find(found.def.names.begin(), found.def.names.end(), name) == found.def.names.end())
            throw Error(ErrorKind::Arch, found.path + ":" + std::to_string(found.def.names_loc.line) + ":" +
                                             std::to_string(found.def.names_loc.column) + ": file is named " + name +
                                             ".arch but declares 'arch' for other names");
        return found;
    }
    throw Error(ErrorKind::NotFound, "no architecture file for '" + name + "'; searched:" + searched);
}

}  // namespace synsema::arch
