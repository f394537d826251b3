// The build's identity: version, git revision and the data folders it knows.
#pragma once
#include <string>

namespace synsema {

std::string version();          // "0.1.0"
std::string git_revision();     // "abc123def456" or "unknown"
std::string version_string();   // "synsema 0.1.0 (git abc123def456)"
std::string source_arch_dir();  // archs/ in the source tree this binary was built from
std::string source_resources_dir();  // resources/ in the source tree this binary was built from
std::string install_data_dir(); // e.g. /usr/share/synsema

}  // namespace synsema
