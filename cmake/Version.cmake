# Version and git revision, baked into engine/util/version_info.cpp so that
# `--version` and every attestation name the exact build.
find_package(Git QUIET)
set(SYNSEMA_GIT_REVISION "unknown")
if(GIT_FOUND AND EXISTS "${CMAKE_SOURCE_DIR}/.git")
  execute_process(COMMAND "${GIT_EXECUTABLE}" describe --always --dirty --abbrev=12
                  WORKING_DIRECTORY "${CMAKE_SOURCE_DIR}"
                  OUTPUT_VARIABLE SYNSEMA_GIT_REVISION OUTPUT_STRIP_TRAILING_WHITESPACE
                  ERROR_QUIET)
  if(NOT SYNSEMA_GIT_REVISION)
    set(SYNSEMA_GIT_REVISION "unknown")
  endif()
endif()
