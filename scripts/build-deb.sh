#!/bin/sh
# Builds the synsema .deb from a clean tree, and its SBOM beside it:
#   scripts/build-deb.sh [OUT_DIR]        (default: build-deb/dist)
# Configures Release in a fresh build folder (build-deb/, removed first), builds
# the two programs and the packaging files (man pages, icons, changelog.gz),
# runs `cpack -G DEB`, then writes OUT_DIR/synsema_<version>_<arch>.sbom.json and
# runs lintian. See packaging/README.md.
set -eu
cd "$(dirname "$0")/.."
src=$(pwd)
build="$src/build-deb"
out=${1:-"$build/dist"}
jobs=${JOBS:-2}

rm -rf "$build"
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSYNSEMA_BUILD_TESTS=OFF
cmake --build "$build" --target synsema synsema-cli synsema_package_files -j"$jobs"
mkdir -p "$out"
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$build/cpack"

deb=$(ls "$build"/cpack/*.deb)
cp "$deb" "$out/"
deb="$out/$(basename "$deb")"
revision=$(sed -n 's/^#define SYNSEMA_GIT_REVISION "\(.*\)"$/\1/p' "$build/engine/generated/engine/util/git_revision.h")
cmake -DDEB="$deb" -DOUT="${deb%.deb}.sbom.json" -DGIT_REVISION="$revision" -P "$src/packaging/sbom.cmake"

# Errors fail the build; the remaining warnings are explained in packaging/README.md.
lintian --fail-on error "$deb"
echo "build-deb: $deb"
echo "build-deb: ${deb%.deb}.sbom.json"
