#!/bin/sh
# Runs one fuzz target for SECONDS. Usage (from anywhere):
#   tests/fuzz/run-fuzz.sh TARGET SECONDS [BUILD_DIR] [extra libFuzzer flags...]
# BUILD_DIR defaults to $SYNSEMA_FUZZ_BUILD, else build-fuzz in the source tree,
# configured (on first use) by build-fuzz.sh. The target and the seed maker
# are built first. The growing corpus lives in
# BUILD_DIR/fuzz-corpus/TARGET, crash inputs land in BUILD_DIR/fuzz-artifacts/TARGET.
# Exit status: 0 when the time ran out without a finding, else libFuzzer's.
set -eu
[ $# -ge 2 ] || { echo "usage: $0 TARGET SECONDS [BUILD_DIR] [libFuzzer flags...]" >&2; exit 2; }
target=$1
seconds=$2
src=$(cd "$(dirname "$0")/../.." && pwd)
build=${3:-${SYNSEMA_FUZZ_BUILD:-$src/build-fuzz}}
[ $# -ge 3 ] && shift 3 || shift 2
# run-all.sh builds every target once, before it starts them in parallel.
[ "${SYNSEMA_FUZZ_BUILT:-0}" = 1 ] || "$src/tests/fuzz/build-fuzz.sh" "$build" "$target"
corpus=$build/fuzz-corpus/$target
seeds=$build/fuzz-seeds
artifacts=$build/fuzz-artifacts/$target
mkdir -p "$corpus" "$artifacts"
"$build/tests/fuzz/fuzz_seed_maker" "$seeds" "$target" >/dev/null
# One input may take at most 10 s and 2 GB; -malloc_limit_mb catches single
# huge allocations (an unchecked size from the file) as findings.
exec "$build/tests/fuzz/fuzz_$target" "$corpus" "$seeds/$target" \
    -dict="$src/tests/fuzz/dict/$target.dict" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=1024 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 "$@"
