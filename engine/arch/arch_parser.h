// Parser for architecture files. The language has statements, sections and
// expressions only: no conditionals, loops, includes or I/O, so a file from a
// deployer is data, not code. Errors are synsema::Error(ErrorKind::Arch) with
// "FILE:LINE:COLUMN: expected ..., found ...".
#pragma once
#include <string>
#include <string_view>

#include "engine/arch/arch_ast.h"

namespace synsema::arch {

// Files above this size are refused before parsing (real ones are ~2 KB).
inline constexpr size_t kMaxArchFileBytes = 256 * 1024;

ArchDef parse_arch(std::string_view text, const std::string& file_name);
ArchDef parse_arch_file(const std::string& path);

}  // namespace synsema::arch
