#include "cpu_features.h"

#include <cstdlib>
#include <cstring>

namespace synsema::kernels {
namespace {

bool env_is_1(const char* name) {
    const char* v = std::getenv(name);
    return v && std::strcmp(v, "1") == 0;
}

}  // namespace

const CpuFeatures& cpu_features() {
    static const CpuFeatures features = [] {
        CpuFeatures f;
#if defined(__x86_64__) || defined(__i386__)
        __builtin_cpu_init();
        f.avx2 = __builtin_cpu_supports("avx2");
        f.fma = __builtin_cpu_supports("fma");
        f.avx512f = __builtin_cpu_supports("avx512f");
        unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
        __asm__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(1), "c"(0));
        f.f16c = (ecx >> 29) & 1u;
        const bool osxsave = (ecx >> 27) & 1u;
        __asm__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(7), "c"(0));
        f.sha = (ebx >> 29) & 1u;
        f.avx512dq = (ebx >> 17) & 1u;
        f.avx512bw = (ebx >> 30) & 1u;
        f.avx512vl = (ebx >> 31) & 1u;
        f.avx512vnni = (ecx >> 11) & 1u;
        __asm__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(7), "c"(1));
        f.avx_vnni = (eax >> 4) & 1u;
        f.avx512bf16 = (eax >> 5) & 1u;
        if (osxsave) {
            // XCR0 bits 1-2 (SSE, AVX) and 5-7 (opmask, upper ZMM0-15, ZMM16-31).
            unsigned lo = 0, hi = 0;
            __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
            f.os_saves_zmm = (lo & 0xe6u) == 0xe6u;
        }
#endif
        return f;
    }();
    return features;
}

bool use_avx2() {
    static const bool enabled = [] {
        if (env_is_1("SYNSEMA_FORCE_SCALAR")) return false;
        const auto& f = cpu_features();
        return f.avx2 && f.fma && f.f16c;
    }();
    return enabled;
}

bool use_avx_vnni() {
    static const bool enabled = !env_is_1("SYNSEMA_NO_VNNI") && use_avx2() && cpu_features().avx_vnni;
    return enabled;
}

bool use_avx512() {
    static const bool enabled = [] {
        if (env_is_1("SYNSEMA_NO_AVX512") || env_is_1("SYNSEMA_NO_VNNI") || !use_avx2()) return false;
        const auto& f = cpu_features();
        return f.avx512f && f.avx512bw && f.avx512vl && f.avx512dq && f.avx512vnni && f.os_saves_zmm;
    }();
    return enabled;
}

const char* kernel_path_name() {
    return use_avx512() ? "avx512" : use_avx_vnni() ? "avx2+vnni" : use_avx2() ? "avx2" : "scalar";
}

}  // namespace synsema::kernels
