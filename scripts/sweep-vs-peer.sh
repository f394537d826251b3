#!/bin/sh
# Prefill speed against prompt length for both engines, and the plot of it in
# docs/performance.md: the peer's llama-bench (pp tests at each length) and
# `synsema-cli bench --sweep` (prefill from an empty cache at each length, then
# decode after it), one after the other, alternating PAIRS times. The plot
# shows the last pair; the JSON files of every run are kept in OUT_DIR.
#
#   scripts/sweep-vs-peer.sh [-p PEER_BENCH] [-t THREADS] [-r REPS] [-n PAIRS]
#                            [-l LENGTHS] [-c SYNSEMA_CLI] [-o OUT_DIR] FILE.gguf PLOT.png
#
# Defaults as scripts/bench-vs-peer.sh; LENGTHS 128,256,512,1024,2048,4096,
# PAIRS 1, REPS 3, OUT_DIR /tmp/synsema-sweep. If the peer cannot run here,
# only our sweep is drawn and the script says so.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PEER="$ROOT/../shared/peers/ik_llama/llama-bench.sh"
THREADS=2
REPS=3
PAIRS=1
LENGTHS=128,256,512,1024,2048,4096
CLI="$ROOT/build-release/app/synsema-cli"
OUT=/tmp/synsema-sweep
PEER_ARGS=${PEER_ARGS:--fa 0}

usage() { sed -n '2,/^set -eu/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2; }
while getopts "p:t:r:n:l:c:o:h" opt; do
  case $opt in
    p) PEER=$OPTARG ;;
    t) THREADS=$OPTARG ;;
    r) REPS=$OPTARG ;;
    n) PAIRS=$OPTARG ;;
    l) LENGTHS=$OPTARG ;;
    c) CLI=$OPTARG ;;
    o) OUT=$OPTARG ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
[ $# -eq 2 ] || usage
MODEL=$1
PLOT=$2
[ -f "$MODEL" ] || { echo "sweep-vs-peer: no such model file: $MODEL" >&2; exit 2; }
[ -x "$CLI" ] || { echo "sweep-vs-peer: no synsema-cli at $CLI" >&2; exit 2; }
mkdir -p "$OUT"

peer_ok=1
# shellcheck disable=SC2086
if [ ! -x "$PEER" ] || ! "$PEER" -m "$MODEL" -t "$THREADS" -p 8 -n 0 -r 1 $PEER_ARGS -o json >/dev/null 2>&1; then
  echo "sweep-vs-peer: the peer cannot run here ($PEER); drawing our sweep alone." >&2
  peer_ok=0
fi

i=1
while [ "$i" -le "$PAIRS" ]; do
  peer_report=""
  if [ "$peer_ok" -eq 1 ]; then
    echo "sweep-vs-peer: pair $i: peer, prompts $LENGTHS" >&2
    # shellcheck disable=SC2086
    "$PEER" -m "$MODEL" -t "$THREADS" -p "$LENGTHS" -n 0 -r "$REPS" $PEER_ARGS -o json >"$OUT/peer-$i.json"
    peer_report="--plot-peer $OUT/peer-$i.json"
  fi
  echo "sweep-vs-peer: pair $i: synsema, prompts $LENGTHS" >&2
  # shellcheck disable=SC2086
  "$CLI" bench --model "$MODEL" --threads "$THREADS" --repeat "$REPS" --no-load-timing --prompt-tokens 16 --gen-tokens 1 \
    --sweep "$LENGTHS" --plot "$PLOT" $peer_report --json >"$OUT/synsema-$i.json"
  i=$((i + 1))
done
echo "sweep-vs-peer: plot in $PLOT, reports in $OUT" >&2
