#!/bin/bash
# Runs fuzz targets one after another, each until its process has had
# CPU_SECONDS of CPU time (user + system), then stops it with SIGINT (libFuzzer
# prints its final stats). Unlike -max_total_time (wall clock), the budget
# holds on a busy machine: a target that shares its core just runs longer.
# Run two of these side by side on a 2-core machine.
#   tests/fuzz/run-campaign.sh CPU_SECONDS TARGET...     e.g. 1800 gguf_reader arch
# Logs: BUILD/fuzz-logs/TARGET.campaign.log, ending with one line
#   "exit RC end HH:MM:SS wall W s cpu C s".
# -timeout is 120 s here, not 10: pausing the machine for a measurement
# (SIGSTOP) counts against the unit being run.
set -u
[ $# -ge 2 ] || { echo "usage: $0 CPU_SECONDS TARGET..." >&2; exit 2; }
budget=$1
shift
src=$(cd "$(dirname "$0")/../.." && pwd)
build=${SYNSEMA_FUZZ_BUILD:-$src/build-fuzz}
tick=$(getconf CLK_TCK)
status=0
for t in "$@"; do
    # Build, seed and configure exactly as run-fuzz.sh does, with no time limit.
    corpus=$build/fuzz-corpus/$t
    artifacts=$build/fuzz-artifacts/$t
    log=$build/fuzz-logs/$t.campaign.log
    mkdir -p "$corpus" "$artifacts" "$build/fuzz-logs"
    start=$(date +%s)
    echo "start $(date -u +%H:%M:%S)" >"$log"
    "$src/tests/fuzz/run-fuzz.sh" "$t" 1000000 "$build" -timeout=120 >>"$log" 2>&1 &
    pid=$!
    cpu=0
    while kill -0 "$pid" 2>/dev/null; do
        # Fields 14 and 15 of /proc/PID/stat (utime, stime), counted after
        # the ")" that ends the command name. run-fuzz.sh execs the fuzzer,
        # so the pid is the fuzzer's once it is built.
        stat=$(cat "/proc/$pid/stat" 2>/dev/null) || break
        read -r -a f <<<"${stat##*) }"
        cpu=$(((f[11] + f[12]) / tick))
        if [ "$cpu" -ge "$budget" ]; then
            kill -INT "$pid"
            break
        fi
        sleep 5
    done
    wait "$pid"
    rc=$?
    # 72: libFuzzer's exit code after SIGINT, i.e. the budget ran out.
    [ "$rc" -eq 72 ] || [ "$rc" -eq 0 ] || status=1
    echo "exit $rc end $(date -u +%H:%M:%S) wall $(($(date +%s) - start)) s cpu $cpu s" >>"$log"
    echo "$t: exit $rc, cpu $cpu s (log: $log)"
done
exit $status
