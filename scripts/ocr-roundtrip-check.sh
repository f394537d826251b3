#!/bin/sh
# Issue 22's round trip: a scanned input is redacted by synsema-cli, and the
# output must (1) have no text layer (pdftotext reads nothing), (2) carry no
# metadata, none of the input's, and (3) give back no gold identifier of at
# least 4 characters when its pages are OCR'd again, exactly or at edit
# distance <= 1 (tests/tools/ocr-roundtrip-check does 2 and 3).
#
#   scripts/ocr-roundtrip-check.sh [--build DIR] [--ocr-lang L] [--keep-tiff] INPUT GOLD.json
#   scripts/ocr-roundtrip-check.sh [--build DIR] [--ocr-lang L] --redacted OUT [--input INPUT] GOLD.json
#   scripts/ocr-roundtrip-check.sh [--build DIR] [--ocr-lang L] [--keep-tiff] --scans DIR --gold DIR [--gold DIR ...]
#
# The first form redacts INPUT (synsema-cli redact INPUT --ocr-lang L --out
# TMP, whose output is TMP/<stem>.redacted.pdf; with --keep-tiff a TIFF
# input's is TMP/<stem>.redacted.tif) and checks the output; the
# second checks an output made already; the third redacts and checks every
# <stem>.<variant>.<ext> in DIR (make-scans' output) against
# <stem>.gold.json of the --gold folders. --build is the build tree
# (default build). pdftotext reads PDF outputs only: a TIFF has no text
# layer, and the checker refuses any tag but the pixels'. Exit 0: every
# check passed; 1: one failed; 2: a check could not be made (e.g. a
# synsema-cli without OCR).
#
# Wiring: `redact --ocr-lang` and the OCR of image pages come with #22's OCR
# engine; until it has landed the redaction step says so and exits 2.
set -eu
cd "$(dirname "$0")/.."
build=build
lang=eng
redacted=""
input=""
scans=""
golds=""
keep_tiff=""
while [ $# -gt 0 ]; do
    case "$1" in
        --build) build=$2; shift 2 ;;
        --ocr-lang) lang=$2; shift 2 ;;
        --redacted) redacted=$2; shift 2 ;;
        --input) input=$2; shift 2 ;;
        --keep-tiff) keep_tiff=--keep-tiff; shift ;;
        --scans) scans=$2; shift 2 ;;
        --gold) golds="$golds $2"; shift 2 ;;
        -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "ocr-roundtrip-check: unknown option $1" >&2; exit 2 ;;
        *) break ;;
    esac
done
cli=$build/app/synsema-cli
checker=$build/tests/tools/ocr-roundtrip-check/ocr-roundtrip-check
for tool in "$cli" "$checker"; do
    [ -x "$tool" ] || { echo "ocr-roundtrip-check: $tool is not built (cmake --build $build --target synsema-cli ocr-roundtrip-check)" >&2; exit 2; }
done
# The checker is a test tool outside app/: it finds the OCR helper (synsema-ocr,
# engine/ocr/ocr_helper.h) through SYNSEMA_OCR_HELPER.
if [ -z "${SYNSEMA_OCR_HELPER-}" ] && [ -x "$build/app/synsema-ocr" ]; then
    SYNSEMA_OCR_HELPER=$(cd "$build/app" && pwd)/synsema-ocr
    export SYNSEMA_OCR_HELPER
fi
command -v pdftotext >/dev/null || { echo "ocr-roundtrip-check: pdftotext is missing (poppler-utils)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# redact INPUT: prints the output's path, or says why there is none (exit 2).
redact() {
    if ! "$cli" redact --help 2>/dev/null | grep -q -- '--ocr-lang'; then
        echo "ocr-roundtrip-check: this synsema-cli has no 'redact --ocr-lang' (the OCR of #22 is not in this build)" >&2
        return 2
    fi
    out=$work/$(basename "$1").out
    mkdir -p "$out"
    "$cli" redact "$1" --ocr-lang "$lang" $keep_tiff --out "$out" >"$out.log" 2>&1 || {
        echo "ocr-roundtrip-check: synsema-cli redact $1 failed:" >&2; sed 's/^/  /' "$out.log" >&2; return 2; }
    stem=$(basename "$1"); stem=${stem%.*}
    ext=pdf
    [ -n "$keep_tiff" ] && case "$1" in *.tif|*.tiff|*.TIF|*.TIFF) ext=tif ;; esac
    [ -f "$out/$stem.redacted.$ext" ] || {
        echo "ocr-roundtrip-check: no $stem.redacted.$ext from synsema-cli redact $1; it wrote: $(ls "$out")" >&2; return 2; }
    echo "$out/$stem.redacted.$ext"
}

# check OUTPUT GOLD [INPUT]: the three checks; returns 0, 1 or 2.
check() {
    status=0
    case "$1" in
        *.tif) ;;  # no text layer to read; the checker looks at its tags
        *)
            text=$(pdftotext -q "$1" - | tr -d ' \t\r\n\f' | wc -c)
            if [ "$text" -ne 0 ]; then
                echo "FAIL pdftotext: $1 has a text layer ($text characters)"
                status=1
            else
                echo "ok   pdftotext reads nothing"
            fi ;;
    esac
    rc=0
    if [ -n "${3-}" ]; then
        "$checker" --input "$3" "$1" "$2" || rc=$?
    else
        "$checker" "$1" "$2" || rc=$?
    fi
    [ "$rc" -gt "$status" ] && status=$rc
    return "$status"
}

if [ -n "$scans" ]; then
    [ -n "$golds" ] || { echo "ocr-roundtrip-check: --scans needs --gold DIR" >&2; exit 2; }
    passed=0; failed=0; unchecked=0
    for f in "$scans"/*.*.*; do
        name=$(basename "$f")
        [ "$name" = manifest.json ] && continue
        gold=""; best=0
        for dir in $golds; do
            for g in "$dir"/*.gold.json; do
                s=$(basename "$g" .gold.json)
                case "$name" in "$s".*.*) [ ${#s} -gt "$best" ] && { gold=$g; best=${#s}; } ;; esac
            done
        done
        [ -n "$gold" ] || { echo "skipped $name: no gold of its stem"; continue; }
        echo "== $name"
        rc=0
        output=$(redact "$f") || rc=$?
        [ "$rc" -eq 0 ] && { check "$output" "$gold" "$f" || rc=$?; }
        case $rc in 0) passed=$((passed + 1)) ;; 1) failed=$((failed + 1)) ;; *) unchecked=$((unchecked + 1)) ;; esac
    done
    echo "round trips: $passed passed, $failed failed, $unchecked not checked"
    [ "$failed" -gt 0 ] && exit 1
    [ "$unchecked" -gt 0 ] && exit 2
    exit 0
fi

if [ -n "$redacted" ]; then
    [ $# -eq 1 ] || { echo "ocr-roundtrip-check: --redacted OUT needs GOLD.json" >&2; exit 2; }
    rc=0; check "$redacted" "$1" ${input:+"$input"} || rc=$?
    exit "$rc"
fi
[ $# -eq 2 ] || { echo "ocr-roundtrip-check: give INPUT and GOLD.json (--help)" >&2; exit 2; }
output=$(redact "$1") || exit $?
rc=0; check "$output" "$2" "$1" || rc=$?
exit "$rc"
