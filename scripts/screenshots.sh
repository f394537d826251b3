#!/bin/sh
# Regenerates docs/screenshots/*.png from a real run of the synsema window
# under Xvfb. Usage: scripts/screenshots.sh BUILD_DIR [MODEL.gguf]
# The window is driven by synsema's own --screenshot-tour option, which opens
# each tab in turn (loading MODEL when given) and saves a PNG of the window,
# and one of the Proof tab verifying the report it exported (proof-verify.png).
set -eu
build=${1:?usage: scripts/screenshots.sh BUILD_DIR [MODEL.gguf]}
model=${2:-}
out="$(cd "$(dirname "$0")/.." && pwd)/docs/screenshots"
mkdir -p "$out"
export QT_QPA_PLATFORM=xcb
export XDG_CONFIG_HOME="$(mktemp -d)"
# A throwaway installation key signs the report the tour exports and verifies
# (proof-verify.png): the runner's own key is neither used nor created.
export XDG_DATA_HOME="$(mktemp -d)"
exec xvfb-run -a -s "-screen 0 1280x800x24" "$build/app/synsema" --screenshot-tour "$out" ${model:+--model "$model"}
