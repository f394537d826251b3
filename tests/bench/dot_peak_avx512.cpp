// The CPU's peak rate of 512-bit int8 dot steps (EVEX vpdpbusd on zmm), for
// bench-kernels on the AVX-512 path: the ceiling of its prefill tiles.
// Compiled with -mavx512f -mavx512vnni; call only when use_avx512().
#include <chrono>

#include "dot_peak.h"

namespace {

// 12 independent accumulator chains, in assembly for the reason dot_peak_vnni.cpp gives.
double one_thread_gops(long iterations) {
    const long n = iterations;
    const auto start = std::chrono::steady_clock::now();
    asm volatile(
        "vpternlogd $0xff, %%zmm14, %%zmm14, %%zmm14\n\t"
        "vpternlogd $0xff, %%zmm15, %%zmm15, %%zmm15\n\t"
        "1:\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm0\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm1\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm2\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm3\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm4\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm5\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm6\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm7\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm8\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm9\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm10\n\t"
        "vpdpbusd %%zmm14, %%zmm15, %%zmm11\n\t"
        "dec %0\n\t"
        "jnz 1b\n\t"
        "vzeroupper"
        : "+r"(iterations)
        :
        : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11",
          "xmm14", "xmm15", "cc");
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // Each step: 16 lanes x 4 byte products, 2 ops (multiply, add) each.
    return double(n) * 12.0 * 128.0 / seconds / 1e9;
}

}  // namespace

double int8_dot_peak_zmm_gops(int threads) {
    constexpr long kIterations = 50'000'000;
    // A lambda: its own type per file, so the two ISAs never share an instantiation.
    return rate_on_threads(threads, kIterations, [](long n) { return one_thread_gops(n); });
}
