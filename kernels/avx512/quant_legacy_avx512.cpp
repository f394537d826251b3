// The legacy-type kernels of avx2/quant_legacy.cpp compiled for AVX-512 (this
// file gets -mavx512f/bw/vl/dq/vnni; the table is avx512_legacy_kernels):
// the same source, its dot steps as EVEX vpdpbusd and its prefill tiles on
// 512-bit vectors (avx512/tile512.h). One source for every target, as
// quant_legacy_vnni.cpp does for AVX-VNNI.
#define SYNSEMA_AVX512 1
#include "../avx2/quant_legacy.cpp"  // NOLINT(bugprone-suspicious-include)
