// The K-quant kernels of avx2/quant_k.cpp compiled for AVX-512 (this file
// gets -mavx512f/bw/vl/dq/vnni; the table is avx512_kquant_kernels): the same
// source, its dot steps as EVEX vpdpbusd/vpdpwssd and its prefill tiles on
// 512-bit vectors (avx512/tile512.h).
#define SYNSEMA_AVX512 1
#include "../avx2/quant_k.cpp"  // NOLINT(bugprone-suspicious-include)
