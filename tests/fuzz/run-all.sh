#!/bin/sh
# Runs every fuzz target for SECONDS each (CI: 60), SYNSEMA_FUZZ_JOBS at a time
# (default: SYNSEMA_JOBS, else 2; a libFuzzer process uses one core), and
# prints one line per target: executions, coverage (cov) and features (ft).
# Usage: tests/fuzz/run-all.sh SECONDS [BUILD_DIR]
# Longer runs: tests/fuzz/run-all.sh 1800   (30 minutes per target)
# Exit status: non-zero when any target found something (see BUILD_DIR/fuzz-artifacts/).
set -u
[ $# -ge 1 ] || { echo "usage: $0 SECONDS [BUILD_DIR]" >&2; exit 2; }
seconds=$1
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=${2:-${SYNSEMA_FUZZ_BUILD:-$src/build-fuzz}}
jobs=${SYNSEMA_FUZZ_JOBS:-${SYNSEMA_JOBS:-2}}
targets="gguf_reader gguf_forward arch tokenizer chat_template ollama_manifest hf_ref docx_import pdf_import redact image_import"
mkdir -p "$build/fuzz-logs"
# One build of every target first: parallel runs must not share a ninja.
# shellcheck disable=SC2086
"$here/build-fuzz.sh" "$build" $targets || exit 1
# Each run leaves its exit status beside its log; the table is printed after.
# shellcheck disable=SC2016
printf '%s\n' $targets | SYNSEMA_FUZZ_BUILT=1 xargs -P "$jobs" -I{} sh -c \
    '"$1/run-fuzz.sh" "$2" "$3" "$4" >"$4/fuzz-logs/$2.log" 2>&1; echo $? >"$4/fuzz-logs/$2.status"' \
    run-one "$here" {} "$seconds" "$build"
failed=""
for t in $targets; do
    log=$build/fuzz-logs/$t.log
    if [ "$(cat "$build/fuzz-logs/$t.status" 2>/dev/null)" = 0 ]; then status=ok; else status=FOUND; failed="$failed $t"; fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n1)
    last=$(grep -E '^#[0-9]+' "$log" | tail -n1)
    cov=$(echo "$last" | sed -n 's/.*cov: \([0-9]*\).*/\1/p')
    ft=$(echo "$last" | sed -n 's/.*ft: \([0-9]*\).*/\1/p')
    printf '%-16s %-5s %6ss  execs %-10s cov %-6s ft %s\n' "$t" "$status" "$seconds" "${runs:-?}" "${cov:-?}" "${ft:-?}"
done
if [ -n "$failed" ]; then
    echo "fuzz findings in:$failed (logs in $build/fuzz-logs, inputs in $build/fuzz-artifacts)" >&2
    exit 1
fi
