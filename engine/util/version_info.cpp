#include "version_info.h"

#include "engine/util/git_revision.h"
#include "engine/util/version_config.h"

namespace synsema {

std::string version() { return SYNSEMA_VERSION; }
std::string git_revision() { return SYNSEMA_GIT_REVISION; }
std::string version_string() { return "synsema " + version() + " (git " + git_revision() + ")"; }
std::string source_arch_dir() { return SYNSEMA_SOURCE_ARCH_DIR; }
std::string source_resources_dir() { return SYNSEMA_SOURCE_RESOURCES_DIR; }
std::string install_data_dir() { return SYNSEMA_INSTALL_DATA_DIR; }

}  // namespace synsema
