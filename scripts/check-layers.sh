#!/bin/sh
# The floors of the tree, by includes: app -> ui -> services -> engine -> kernels,
# and inside engine util -> core -> platform -> features. A folder may include
# its own layer and the layers below it, never one above; nothing in engine/ or
# kernels/ includes Qt. Prints every offending line and exits 1, else 0.
# (The linker checks the engine's layers too: tests/layers.)
set -eu
cd "$(dirname "$0")/.."
fail=0
# check FOLDER 'REGEX of forbidden includes' 'why'
check() {
    hits=$(grep -rnE "^#include [<\"]($2)" "$1" --include='*.h' --include='*.cpp' 2>/dev/null || true)
    if [ -n "$hits" ]; then
        echo "$hits" | sed "s/^/layer violation ($3): /"
        fail=1
    fi
}
engine_util='engine/util/'
engine_core='engine/(gguf|tokenizer|arch|model|sampling|session|jinja|chat)/'
engine_platform='engine/(sources|attest|egress)/'
engine_features='engine/(judge|redact)/'
check kernels "engine/|services/|ui/|app/|Q[A-Za-z]+[> ]|Qt" "kernels use nothing above them"
check engine "services/|ui/|app/|Q[A-Za-z]+[> ]|Qt[A-Za-z]*/" "engine/ is Qt-free and below services"
check engine/util "$engine_core|$engine_platform|$engine_features" "engine util is the floor"
for d in gguf tokenizer arch model sampling session jinja chat; do
    check engine/$d "$engine_platform|$engine_features" "engine core uses neither platform nor features"
done
for d in sources attest egress; do check engine/$d "$engine_features" "engine platform does not use features"; done
check services "ui/|app/|QtWidgets|QWidget|QDialog|QMainWindow" "services sit below the window"
check ui "app/" "ui sits below app"
[ "$fail" -eq 0 ] && echo "check-layers: every include points down"
exit "$fail"
