#!/bin/sh
# Configures (on first use) and builds fuzz targets in BUILD_DIR with clang-14
# and -DSYNSEMA_FUZZ=ON. Usage: tests/fuzz/build-fuzz.sh BUILD_DIR TARGET...
# (TARGET without the fuzz_ prefix). The seed maker is always built.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 BUILD_DIR TARGET..." >&2; exit 2; }
src=$(cd "$(dirname "$0")/../.." && pwd)
build=$1
shift
if [ ! -f "$build/CMakeCache.txt" ]; then
    # -O1 -gline-tables-only: what libFuzzer recommends; full debug info
    # doubles the ASan build time for nothing a stack trace needs. The GUI
    # stays configured (only built when asked for): CI's ASan stage builds
    # the whole test suite here (scripts/ci-sanitizers.sh), and
    # tst_cli_egress runs the GUI binary.
    CC=clang-14 CXX=clang++-14 cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Fuzz \
        -DCMAKE_CXX_FLAGS_FUZZ="-O1 -gline-tables-only" -DCMAKE_C_FLAGS_FUZZ="-O1 -gline-tables-only" \
        -DSYNSEMA_FUZZ=ON >/dev/null
fi
targets=""
for t in "$@"; do targets="$targets fuzz_$t"; done
# shellcheck disable=SC2086
cmake --build "$build" --target $targets fuzz_seed_maker -j"${SYNSEMA_JOBS:-2}" >/dev/null
