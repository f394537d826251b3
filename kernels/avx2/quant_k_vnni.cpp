// The K-quant kernels of quant_k.cpp compiled a second time, for CPUs with
// AVX-VNNI: the same source, with int_dot.h's steps as VNNI instructions (this
// file gets -mavxvnni; the table is avx_vnni_kquant_kernels). Including the
// .cpp keeps ONE source for both targets, as Highway's foreach_target does.
#define SYNSEMA_AVX_VNNI 1
#include "quant_k.cpp"  // NOLINT(bugprone-suspicious-include)
