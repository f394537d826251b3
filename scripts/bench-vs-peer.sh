#!/bin/sh
# Side-by-side speed against the peer engine (ik_llama.cpp's llama-bench, see
# ../shared/peers/ik_llama/README.md) on the same files and thread count.
#
#   scripts/bench-vs-peer.sh [-p PEER_BENCH] [-n PAIRS] [-t THREADS] [-r REPS]
#                            [-c SYNSEMA_CLI] [-j JSON_OUT] FILE.gguf...
#
# For each file it runs the two engines PAIRS times, alternating which goes
# first, each run measuring prefill of 512 tokens from an empty cache and 128
# decoded tokens from an empty context (llama-bench's pp512 and tg128; ours:
# `bench --prompt-tokens 512 --decode-context 1 --gen-tokens 128`). A run's
# figure is its engine's own summary of REPS repetitions (llama-bench: the
# mean; synsema: the median). Each pair gives ours / peer; the table and the
# JSON report the median of the pairs' ratios with their min and max, and the
# median speeds. This VM drifts from minute to minute, so only ratios of runs
# taken side by side mean much.
#
# Defaults: PEER_BENCH ../shared/peers/ik_llama/llama-bench.sh (beside the
# repository), PAIRS 5, THREADS 2, REPS 3, SYNSEMA_CLI build-release/app/
# synsema-cli. PEER_ARGS (environment) adds options to every peer run; the
# default is the README's `-fa 0`. If the peer cannot run here (missing, or a
# CPU without the instructions it was built for), the script says so and
# exits 0.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PEER="$ROOT/../shared/peers/ik_llama/llama-bench.sh"
PAIRS=5
THREADS=2
REPS=3
CLI="$ROOT/build-release/app/synsema-cli"
JSON_OUT=""
PEER_ARGS=${PEER_ARGS:--fa 0}
PROMPT=512
GEN=128

usage() { sed -n '2,/^set -eu/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2; }
while getopts "p:n:t:r:c:j:h" opt; do
  case $opt in
    p) PEER=$OPTARG ;;
    n) PAIRS=$OPTARG ;;
    t) THREADS=$OPTARG ;;
    r) REPS=$OPTARG ;;
    c) CLI=$OPTARG ;;
    j) JSON_OUT=$OPTARG ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || usage
for f in "$@"; do
  [ -f "$f" ] || { echo "bench-vs-peer: no such model file: $f" >&2; exit 2; }
done
[ -x "$CLI" ] || { echo "bench-vs-peer: no synsema-cli at $CLI (build it: cmake --build build-release --target synsema-cli)" >&2; exit 2; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# Can the peer run here? A tiny run on the first file tells.
# shellcheck disable=SC2086
if [ ! -x "$PEER" ]; then
  echo "bench-vs-peer: the peer's llama-bench is not at $PEER; nothing to compare against here." >&2
  echo "Compare with the figures in the issues instead." >&2
  exit 0
fi
# shellcheck disable=SC2086
if ! "$PEER" -m "$1" -t "$THREADS" -p 8 -n 0 -r 1 $PEER_ARGS -o json >"$TMP/probe.json" 2>"$TMP/probe.err"; then
  echo "bench-vs-peer: the peer cannot run on this machine ($PEER exited with an error:" >&2
  tail -n 3 "$TMP/probe.err" >&2
  echo "); it is built for AVX-512 CPUs. Compare with the figures in the issues instead." >&2
  exit 0
fi

# llama-bench JSON (one key per line) -> "avg_ts" of the test whose n_prompt/n_gen match.
peer_rate() {  # json n_prompt n_gen
  awk -v np="$2" -v ng="$3" '
    /"n_prompt":/ { gsub(/[^0-9]/, "", $2); p = $2 }
    /"n_gen":/ { gsub(/[^0-9]/, "", $2); g = $2 }
    /"avg_ts":/ { gsub(/[ ,]/, "", $2); if (p == np && g == ng) print $2 }' "$1"
}
run_peer() {  # file -> "prefill decode"
  # shellcheck disable=SC2086
  "$PEER" -m "$1" -t "$THREADS" -p "$PROMPT" -n "$GEN" -r "$REPS" $PEER_ARGS -o json >"$TMP/peer.json" 2>"$TMP/peer.err" ||
    { echo "bench-vs-peer: the peer failed on $1:" >&2; tail -n 5 "$TMP/peer.err" >&2; exit 1; }
  echo "$(peer_rate "$TMP/peer.json" "$PROMPT" 0) $(peer_rate "$TMP/peer.json" 0 "$GEN")"
}
run_ours() {  # file -> "prefill decode"
  "$CLI" bench --model "$1" --threads "$THREADS" --prompt-tokens "$PROMPT" --gen-tokens "$GEN" \
    --decode-context 1 --repeat "$REPS" --no-load-timing >"$TMP/ours.txt" 2>"$TMP/ours.err" ||
    { echo "bench-vs-peer: synsema-cli bench failed on $1:" >&2; tail -n 5 "$TMP/ours.err" >&2; exit 1; }
  awk '/^kernel path: / { print $3 > "'"$TMP"'/kernel_path" }' "$TMP/ours.txt"
  awk '/^prefill / { p = $4 } /^decode / { d = $6 } END { print p, d }' "$TMP/ours.txt"
}

# median / min / max of the numbers on stdin
stats() { sort -g | awk '{ v[NR] = $1 } END { printf "%s %s %s\n", v[int((NR + 1) / 2)], v[1], v[NR] }'; }

started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
commit=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)
dirty=$(git -C "$ROOT" status --porcelain --untracked-files=no 2>/dev/null | head -n 1)
[ -z "$dirty" ] || commit="$commit+changes"
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
echo "bench-vs-peer: $started, commit $commit, $THREADS threads, $PAIRS pairs of $REPS repetitions, load average $load" >&2

: >"$TMP/rows"
for f in "$@"; do
  name=$(basename "$f")
  : >"$TMP/pairs"
  i=1
  while [ "$i" -le "$PAIRS" ]; do
    if [ $((i % 2)) -eq 1 ]; then
      peer=$(run_peer "$f"); ours=$(run_ours "$f")
    else
      ours=$(run_ours "$f"); peer=$(run_peer "$f")
    fi
    case "$(echo "$ours $peer" | wc -w)" in
      4) ;;
      *) echo "bench-vs-peer: could not read both speeds of both engines on $f (ours: '$ours', peer: '$peer')" >&2; exit 1 ;;
    esac
    echo "$ours $peer" >>"$TMP/pairs"
    echo "  $name pair $i: ours $ours, peer $peer (prefill, decode tok/s)" >&2
    i=$((i + 1))
  done
  op=$(awk '{ print $1 }' "$TMP/pairs" | stats); od=$(awk '{ print $2 }' "$TMP/pairs" | stats)
  pp=$(awk '{ print $3 }' "$TMP/pairs" | stats); pd=$(awk '{ print $4 }' "$TMP/pairs" | stats)
  rp=$(awk '{ printf "%.4f\n", $1 / $3 }' "$TMP/pairs" | stats)
  rd=$(awk '{ printf "%.4f\n", $2 / $4 }' "$TMP/pairs" | stats)
  echo "$name|$op|$od|$pp|$pd|$rp|$rd|$(tr '\n' ';' <"$TMP/pairs")" >>"$TMP/rows"
done

# The table (medians; ratio ranges over the pairs).
printf '\n| file | prefill %s: ours / peer tok/s | ratio (min-max) | decode %s: ours / peer tok/s | ratio (min-max) |\n' "$PROMPT" "$GEN"
printf '|---|---|---|---|---|\n'
awk -F'|' '{
  split($2, op, " "); split($3, od, " "); split($4, pp, " "); split($5, pd, " "); split($6, rp, " "); split($7, rd, " ")
  printf "| %s | %.1f / %.1f | **%.2fx** (%.2f-%.2f) | %.1f / %.1f | **%.2fx** (%.2f-%.2f) |\n",
    $1, op[1], pp[1], rp[1], rp[2], rp[3], od[1], pd[1], rd[1], rd[2], rd[3] }' "$TMP/rows"
kernel_path=$(cat "$TMP/kernel_path" 2>/dev/null || echo unknown)
printf '\n%s, commit %s, kernel path %s, %s threads, %s pairs x %s repetitions; peer options: %s\n' "$started" "$commit" \
  "$kernel_path" "$THREADS" "$PAIRS" "$REPS" "$PEER_ARGS"

json=$(awk -F'|' -v started="$started" -v commit="$commit" -v kernel_path="$kernel_path" -v threads="$THREADS" -v pairs="$PAIRS" -v reps="$REPS" \
  -v peer="$PEER" -v peer_args="$PEER_ARGS" -v prompt="$PROMPT" -v gen="$GEN" '
  function stat(s,   a) { split(s, a, " "); return sprintf("{\"median\": %s, \"min\": %s, \"max\": %s}", a[1], a[2], a[3]) }
  function q(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); return "\"" s "\"" }
  BEGIN {
    printf "{\n  \"started\": %s,\n  \"commit\": %s,\n  \"kernel_path\": %s,\n  \"threads\": %s,\n  \"pairs\": %s,\n  \"repetitions\": %s,\n", q(started), q(commit), q(kernel_path), threads, pairs, reps
    printf "  \"peer\": %s,\n  \"peer_args\": %s,\n  \"prefill_tokens\": %s,\n  \"decode_tokens\": %s,\n  \"files\": [", q(peer), q(peer_args), prompt, gen
  }
  {
    n = split($8, runs, ";"); list = ""
    for (i = 1; i <= n; i++) if (runs[i] != "") { split(runs[i], v, " "); list = list (list == "" ? "" : ", ") sprintf("[%s, %s, %s, %s]", v[1], v[2], v[3], v[4]) }
    printf "%s\n    {\"file\": %s,\n     \"ours_prefill_tok_s\": %s, \"peer_prefill_tok_s\": %s, \"prefill_ratio\": %s,\n", (NR > 1 ? "," : ""), q($1), stat($2), stat($4), stat($6)
    printf "     \"ours_decode_tok_s\": %s, \"peer_decode_tok_s\": %s, \"decode_ratio\": %s,\n", stat($3), stat($5), stat($7)
    printf "     \"pairs_ours_prefill_decode_peer_prefill_decode\": [%s]}", list
  }
  END { printf "\n  ]\n}\n" }' "$TMP/rows")
printf '\n%s\n' "$json"
[ -z "$JSON_OUT" ] || printf '%s\n' "$json" >"$JSON_OUT"
