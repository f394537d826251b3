#!/bin/sh
# Runs clang-tidy-14 (checks in .clang-tidy) over every engine/ and kernels/
# source in a build's compile_commands.json. Fails on any finding.
# Usage: scripts/clang-tidy.sh [BUILD_DIR]   (default: build-tests, the CI build)
set -eu
cd "$(dirname "$0")/.."
build=${1:-build-tests}
[ -f "$build/compile_commands.json" ] || { echo "$build/compile_commands.json is missing: configure $build first" >&2; exit 2; }
src=$(pwd)
# GCC-only flags in the database are unknown to clang; drop them instead of failing.
run-clang-tidy-14 -quiet -p "$build" -j "${SYNSEMA_JOBS:-2}" \
    -extra-arg=-Wno-unknown-warning-option -extra-arg=-Wno-unused-command-line-argument \
    "^$src/(engine|kernels)/.*\\.cpp\$" 2>&1 | sed 's/\x1b\[[0-9;]*m//g' | grep -v '^[0-9]* warnings\? generated\.$' \
    | tee "$build/clang-tidy.log" >/dev/null
# (run-clang-tidy may colour its output: the escape codes are stripped above,
# or the grep below would never see a finding.)
if grep -q ': \(warning\|error\): ' "$build/clang-tidy.log"; then
    grep ': \(warning\|error\): ' "$build/clang-tidy.log" | sort -u
    echo "clang-tidy: findings above (full log: $build/clang-tidy.log)" >&2
    exit 1
fi
echo "clang-tidy: engine/ and kernels/ clean"
