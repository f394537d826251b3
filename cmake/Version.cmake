# The git revision, baked into engine/util/version_info.cpp so that `--version` and every attestation
# name the exact build: read on every build (cmake/GitRevision.cmake), not once at configure time.
find_package(Git QUIET)
set(SYNSEMA_GIT_REVISION_HEADER "${CMAKE_BINARY_DIR}/engine/generated/engine/util/git_revision.h")
add_custom_target(synsema_git_revision
  COMMAND "${CMAKE_COMMAND}" -DSOURCE_DIR=${CMAKE_SOURCE_DIR} -DOUTPUT=${SYNSEMA_GIT_REVISION_HEADER}
          "-DGIT_EXECUTABLE=${GIT_EXECUTABLE}" -P "${CMAKE_SOURCE_DIR}/cmake/GitRevision.cmake"
  BYPRODUCTS "${SYNSEMA_GIT_REVISION_HEADER}"
  COMMENT "Reading the git revision"
  VERBATIM)
