// CPU feature detection, done once at first use.
#pragma once

namespace synsema::kernels {

struct CpuFeatures {
    bool avx2 = false;
    bool fma = false;
    bool f16c = false;
    bool avx_vnni = false;  // VEX-encoded vpdpbusd/vpdpwssd on 256-bit vectors (not AVX-512)
    bool avx512f = false;
    bool sha = false;
};

const CpuFeatures& cpu_features();
// True when the AVX2 kernels may run: AVX2, FMA and F16C present, and not
// disabled by SYNSEMA_FORCE_SCALAR=1 (for testing the scalar path end to end).
bool use_avx2();
// True when the quantized kernels may also use AVX-VNNI: use_avx2() and the
// CPU has it, and not disabled by SYNSEMA_NO_VNNI=1 (for testing the plain
// AVX2 path on a CPU that has VNNI).
bool use_avx_vnni();
// "scalar", "avx2" or "avx2+vnni".
const char* kernel_path_name();

}  // namespace synsema::kernels
