// CPU feature detection, done once at first use.
#pragma once

namespace synsema::kernels {

struct CpuFeatures {
    bool avx2 = false;
    bool fma = false;
    bool f16c = false;
    bool avx512f = false;
    bool sha = false;
};

const CpuFeatures& cpu_features();
// True when the AVX2 kernels may run: AVX2, FMA and F16C present, and not
// disabled by SYNSEMA_FORCE_SCALAR=1 (for testing the scalar path end to end).
bool use_avx2();
const char* kernel_path_name();

}  // namespace synsema::kernels
