// Finds architecture files. Search order (engine/util/data_dirs.h): the user
// folder ($XDG_DATA_HOME or ~/.local/share)/synsema/archs, then the installed
// <exe dir>/../share/synsema/archs, then the source tree's archs/. The first
// NAME.arch found wins, and the caller is told which file it was.
#pragma once
#include <string>
#include <vector>

#include "engine/arch/arch_ast.h"

namespace synsema::arch {

std::string user_arch_dir();
std::vector<std::string> default_arch_dirs();

struct FoundArch {
    std::string path;
    ArchDef def;
};

// Parses DIR/NAME.arch from the first directory that has it; throws
// Error(NotFound) listing every directory searched, or Error(Arch) when the
// file is broken or does not declare NAME.
FoundArch find_arch(const std::string& name, const std::vector<std::string>& dirs);

// True when some directory has NAME.arch (no parsing; for listings).
bool arch_file_exists(const std::string& name, const std::vector<std::string>& dirs);

}  // namespace synsema::arch
