#!/bin/sh
# CI, after the normal build and test run (.ci/run): the same code under the
# sanitizers, then every fuzz target for a minute, then clang-tidy.
#
#   1. ASan + UBSan (clang-14): every ctest test but the few excluded below,
#      built in build-fuzz: the same build as the fuzz targets (step 3), so
#      the instrumented engine is compiled once for both. (Until Dec 2026 this
#      was a GCC build of its own, build-asan: a second instrumented build of
#      everything, a fifth of CI's time.)
#   2. TSan (GCC): the engine's threaded tests (thread pool, matmul,
#      sessions), built in build-tsan.
#   3. libFuzzer (clang-14): every target in tests/fuzz for
#      SYNSEMA_FUZZ_SECONDS (default 60) each, in build-fuzz, two at a time
#      (one core each).
#   4. clang-tidy over engine/ and kernels/ (scripts/clang-tidy.sh).
#
# Each stage prints its wall time. Skip stages with SYNSEMA_CI_SKIP, e.g.
# SYNSEMA_CI_SKIP="tidy fuzz". Jobs: SYNSEMA_JOBS (default 2).
set -eu
cd "$(dirname "$0")/.."
src=$(pwd)
jobs=${SYNSEMA_JOBS:-2}
skip=${SYNSEMA_CI_SKIP-}
started=$(date +%s)
san_flags="-O1 -g1 -DNDEBUG"

stage() { echo "=== $1 ($(( $(date +%s) - started )) s elapsed)"; }
skipped() { case " $skip " in *" $1 "*) echo "=== $1 skipped (SYNSEMA_CI_SKIP)"; return 0;; esac; return 1; }

# The ctest tests to build under ASan: every test whose name is a build
# target (the fidelity reruns on other kernel paths reuse tst_fidelity_quant;
# tst_layers is a script), except tst_package_install (it packs the release
# binaries and lints the .deb: packaging, not memory safety, and it would pull
# in the GUI binary), tst_cli_libraries (it inspects the GUI binary) and
# tst_make_scans (a test tool's deterministic images: half a minute of
# rendering under ASan, with no engine code in it; the OCR import it feeds is
# covered by tst_documents_ocr and the image_import fuzz target), and
# tst_gguf_hostile_asan (the normal build's ASan copy of tst_gguf_hostile:
# here tst_gguf_hostile itself runs under ASan).
asan_excluded='tst_package_install|tst_cli_libraries|tst_ui_responsiveness|tst_make_scans|tst_gguf_hostile_asan'
test_targets() {
    ctest --test-dir "$1" -N | sed -n 's/^ *Test *#[0-9]*: *//p' | grep -v -E "^($asan_excluded)\$" |
        while read -r t; do ninja -C "$1" -t query "$t" >/dev/null 2>&1 && echo "$t"; done | tr '\n' ' '
}

fuzz_targets=$(sed -n 's/^targets="\(.*\)"$/\1/p' tests/fuzz/run-all.sh)
# clang with ASan under gold warns once per instrumented object that it cannot
# export the sanitizer's local helper symbols: harmless, and thousands of lines.
quiet_build() {
    mkdir -p build-fuzz
    log=build-fuzz/ci-build.log
    if ! "$@" >"$log" 2>&1; then grep -v 'Cannot export local symbol' "$log" | tail -n 200; exit 1; fi
    grep -v 'Cannot export local symbol' "$log" | grep -E 'warning|error' | head -n 50 || true
}

if ! skipped asan; then
    stage "ASan + UBSan (clang, with the fuzz targets): configure and build the tests"
    # The fuzz build's configuration (tests/fuzz/build-fuzz.sh: -O1, line
    # tables, ASan+UBSan and libFuzzer's coverage in every library); the
    # fuzz targets are built here too, so step 3 only runs them.
    # shellcheck disable=SC2086
    quiet_build tests/fuzz/build-fuzz.sh "$src/build-fuzz" $fuzz_targets
    # shellcheck disable=SC2046
    quiet_build cmake --build build-fuzz -j"$jobs" --target $(test_targets build-fuzz)
    stage "ASan + UBSan: run the tests"
    # Also excluded: tst_ui_responsiveness measures frame times, which ASan's
    # 2-3x slowdown turns into a measurement of the sanitizer. The fidelity
    # reruns are kept (same binary, other kernel paths).
    # Leak checking stays on for tst_gguf_hostile_asan (tests/CMakeLists.txt);
    # here Qt's and fontconfig's process-lifetime allocations would drown it.
    ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        ctest --test-dir build-fuzz --output-on-failure -j"$jobs" -E "^($asan_excluded)\$"
fi

if ! skipped tsan; then
    stage "TSan: configure and build the threaded tests"
    # The engine's own threading: the pool, threaded matmul, cancelling a
    # session from another thread. The UI's engine thread is not here: it
    # hands values over through Qt's queued connections, whose locks live in
    # a Qt that is not built with TSan, so every hand-over reads as a race.
    # These tests link the inference core alone (SYNSEMA_CORE_ONLY_TESTS in
    # tests/CMakeLists.txt), so this build compiles 90 files, not 240.
    tsan_tests="tst_thread_pool tst_matmul tst_session"
    cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$san_flags" \
        -DSYNSEMA_TSAN=ON -DSYNSEMA_BUILD_GUI=OFF >/dev/null
    # shellcheck disable=SC2086
    cmake --build build-tsan -j"$jobs" --target $tsan_tests
    stage "TSan: run the threaded tests"
    regex="^($(echo $tsan_tests | tr ' ' '|'))\$"
    # Qt's own libraries are not built with TSan, so their internal locking is
    # invisible to it; reports whose every frame is inside Qt are suppressed
    # (scripts/tsan.supp). Races in our code are still reported.
    TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$src/scripts/tsan.supp" \
        ctest --test-dir build-tsan --output-on-failure -j1 -R "$regex"
fi

if ! skipped fuzz; then
    stage "libFuzzer: every target for ${SYNSEMA_FUZZ_SECONDS:-60} s"
    tests/fuzz/run-all.sh "${SYNSEMA_FUZZ_SECONDS:-60}" "$src/build-fuzz"
fi

if ! skipped tidy; then
    stage "clang-tidy: engine/ and kernels/"
    scripts/clang-tidy.sh build-tests
fi

stage "sanitizers, fuzzing and clang-tidy passed"
