// The CPU's peak rate of 256-bit int8 dot steps (vpdpbusd), for bench-kernels:
// the ceiling of every quantized prefill GEMM on this CPU, to set against the
// decode GEMV (which is bounded by memory instead). Compiled with -mavxvnni;
// call only when the CPU has AVX-VNNI.
#include "dot_peak.h"

#include <chrono>

namespace {

// 12 independent accumulator chains: enough to cover the instruction's
// latency at two per cycle, few enough to stay in registers. Written in
// assembly: from intrinsics, GCC merged identical chains into one, and with
// distinct ones it spilled accumulators to the stack inside the loop.
double one_thread_gops(long iterations) {
    const long n = iterations;
    const auto start = std::chrono::steady_clock::now();
    asm volatile(
        "vpcmpeqb %%ymm14, %%ymm14, %%ymm14\n\t"
        "vpcmpeqb %%ymm15, %%ymm15, %%ymm15\n\t"
        "1:\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm0\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm1\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm2\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm3\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm4\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm5\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm6\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm7\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm8\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm9\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm10\n\t"
        "%{vex%} vpdpbusd %%ymm14, %%ymm15, %%ymm11\n\t"
        "dec %0\n\t"
        "jnz 1b\n\t"
        "vzeroupper"
        : "+r"(iterations)
        :
        : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11",
          "xmm14", "xmm15", "cc");
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // Each step: 8 lanes x 4 byte products, 2 ops (multiply, add) each.
    return double(n) * 12.0 * 64.0 / seconds / 1e9;
}

}  // namespace

double int8_dot_peak_gops(int threads) {
    constexpr long kIterations = 100'000'000;
    // A lambda: its own type per file, so the two ISAs never share an instantiation.
    return rate_on_threads(threads, kIterations, [](long n) { return one_thread_gops(n); });
}
