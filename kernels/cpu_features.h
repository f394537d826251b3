// CPU feature detection, done once at first use.
#pragma once

namespace synsema::kernels {

struct CpuFeatures {
    bool avx2 = false;
    bool fma = false;
    bool f16c = false;
    bool avx_vnni = false;  // VEX-encoded vpdpbusd/vpdpwssd on 256-bit vectors (not AVX-512)
    bool avx512f = false;
    bool avx512bw = false;
    bool avx512vl = false;
    bool avx512dq = false;
    bool avx512vnni = false;  // EVEX vpdpbusd/vpdpwssd, 128 to 512 bits
    bool avx512bf16 = false;
    bool os_saves_zmm = false;  // XCR0: the OS saves the opmask and all 512-bit registers
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
// True when the AVX-512 kernels may run (512-bit tiles with EVEX vpdpbusd):
// use_avx2(), AVX-512 F/BW/VL/DQ/VNNI with the OS saving the 512-bit state,
// and neither SYNSEMA_NO_AVX512=1 nor SYNSEMA_NO_VNNI=1 (which selects the
// plain AVX2 path) set. AVX-VNNI itself is not needed.
bool use_avx512();
// "scalar", "avx2", "avx2+vnni" or "avx512".
const char* kernel_path_name();

}  // namespace synsema::kernels
