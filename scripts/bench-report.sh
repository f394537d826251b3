#!/bin/sh
# Reproduces the figures of docs/performance.md: builds a Release tree, makes
# the benchmark models with the project's own writer (random weights, real
# shapes, llama.cpp-like type mixes), and runs `synsema-cli bench` on each,
# 2 threads. Run it on a quiet machine: other load skews every figure.
#   scripts/bench-report.sh [OUT_DIR]     (default /tmp/synsema-bench)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-/tmp/synsema-bench}
BUILD="$ROOT/build-release"
mkdir -p "$OUT"

cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$BUILD" --target synsema-cli bench-kernels
CLI="$BUILD/app/synsema-cli"

make_model() {  # like type file
  [ -f "$OUT/$3" ] || "$CLI" make-model --like "$1" --type "$2" "$OUT/$3"
}
make_model qwen2.5-0.5b q4_k_m qwen05-q4km.gguf
make_model qwen2.5-0.5b q8_0 qwen05-q8_0.gguf
make_model qwen2.5-3b q4_k_m qwen3b-q4km.gguf

# Headline figures: prefill 512, decode 128, load, RSS, bandwidth; 5 repeats.
for m in qwen05-q4km qwen05-q8_0 qwen3b-q4km; do
  "$CLI" bench --model "$OUT/$m.gguf" --threads 2 --repeat 5 --json > "$OUT/$m.json"
done
# Thread scaling: the 1-thread figures, and 1 against 2 threads pair by pair in one run.
"$CLI" bench --model "$OUT/qwen05-q4km.gguf" --threads 1 --repeat 5 --json > "$OUT/qwen05-q4km-1t.json"
"$CLI" bench --model "$OUT/qwen05-q4km.gguf" --prompt-tokens 16 --gen-tokens 128 --threads 2 --repeat 9 --scaling \
  --json > "$OUT/qwen05-q4km-scaling.json"
# Prompt-length sweep with its plot, and prefix reuse (400 shared + 20 new tokens).
"$CLI" bench --model "$OUT/qwen05-q4km.gguf" --threads 2 --repeat 3 --sweep 128,256,512,1024,2048,4096 \
  --plot "$ROOT/docs/performance-sweep.png" --prefix-reuse 400 --json > "$OUT/qwen05-q4km-sweep.json"
# Kernel throughput and bandwidth share (kernels/README.md).
"$BUILD/tests/bench/bench-kernels" --big --types q4_K,q6_K,q8_0,q5_0 > "$OUT/kernels-big.txt"
"$BUILD/tests/bench/bench-kernels" --kernels > "$OUT/kernels-1t.txt"
echo "results in $OUT"
