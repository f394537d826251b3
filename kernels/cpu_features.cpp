#include "cpu_features.h"

#include <cstdlib>
#include <cstring>

namespace synsema::kernels {

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
        __asm__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(7), "c"(0));
        f.sha = (ebx >> 29) & 1u;
        __asm__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(7), "c"(1));
        f.avx_vnni = (eax >> 4) & 1u;
#endif
        return f;
    }();
    return features;
}

bool use_avx2() {
    static const bool enabled = [] {
        const char* force = std::getenv("SYNSEMA_FORCE_SCALAR");
        if (force && std::strcmp(force, "1") == 0) return false;
        const auto& f = cpu_features();
        return f.avx2 && f.fma && f.f16c;
    }();
    return enabled;
}

bool use_avx_vnni() {
    static const bool enabled = [] {
        const char* off = std::getenv("SYNSEMA_NO_VNNI");
        if (off && std::strcmp(off, "1") == 0) return false;
        return use_avx2() && cpu_features().avx_vnni;
    }();
    return enabled;
}

const char* kernel_path_name() { return use_avx_vnni() ? "avx2+vnni" : use_avx2() ? "avx2" : "scalar"; }

}  // namespace synsema::kernels
