// Per-type kernels: the functions that know a weight type's block layout.
//
// Every runnable DType has one TypeKernels entry. The entry for this CPU is
// chosen once (cpu_features.h) and then used by matmul and the embedding
// lookup; the scalar entries stay reachable so tests can compare the two.
#pragma once
#include <cstdint>

#include "dtype.h"

namespace synsema::kernels {

struct TypeKernels {
    DType type;
    // Activations are converted to this type before vec_dot: F32 for float
    // weights, Q8_0 or Q8_K (8-bit, integer dot products) for quantized ones.
    DType act_type;
    // Block row -> floats. n is a multiple of the block size.
    void (*dequantize_row)(const void* src, float* dst, int64_t n);
    // Floats -> block row (the reference quantizer, used by the GGUF writer
    // and to quantize activations into act_type).
    void (*quantize_row)(const float* src, void* dst, int64_t n);
    // Dot product of one weight row with one activation row stored as act_type.
    float (*vec_dot)(int64_t n, const void* weights, const void* activations);
    // Optional register-blocked tile for prefill (nullptr: matmul loops over
    // vec_dot). Computes out[c * ldo + r] = dot(weight row r, activation row c)
    // for r < nr, c < nc; each weight block is loaded once and used for all nc
    // activation rows. Rows are w_stride / a_stride bytes apart.
    void (*gemm_tile)(int64_t n, const void* w, size_t w_stride, int nr, const void* a,
                      size_t a_stride, int nc, float* out, size_t ldo) = nullptr;
    // Optional panel form (e.g. kernels/panel_q4k.h): 8 rows interleaved for
    // matrices that are only multiplied, packed once at load. nullptr when the
    // type has none on this path. panel_bytes(n): one panel of 8 rows of n
    // elements. pack_panel: 8 rows, row_stride bytes apart -> one panel.
    // panel_gemm: gemm_tile's contract over np panels (8 np rows),
    // panel_stride bytes apart, with results identical to gemm_tile's.
    uint64_t (*panel_bytes)(int64_t n) = nullptr;
    void (*pack_panel)(const void* rows, size_t row_stride, int64_t n, void* panel) = nullptr;
    void (*panel_gemm)(int64_t n, const void* panels, size_t panel_stride, int np, const void* a, size_t a_stride,
                       int nc, float* out, size_t ldo) = nullptr;
    // Row r (< 8) of a panel back to the file's bytes of that row (row
    // lookups of a matrix kept only as panels, e.g. a tied embedding table).
    void (*unpack_panel_row)(const void* panel, int r, int64_t n, void* row) = nullptr;
};

// Avx2Vnni: the AVX2 kernels with AVX-VNNI integer dots for the quantized
// types (its float types and ops are the AVX2 ones). Avx512: the quantized
// kernels with 512-bit prefill tiles and EVEX integer dots (avx512/), the
// AVX2 float types, and ops whose attention runs on 512-bit vectors.
enum class KernelPath { Scalar, Avx2, Avx2Vnni, Avx512 };

// The entry for this CPU's best path, or nullptr when the type is not runnable.
const TypeKernels* type_kernels(DType t);
// The entry of a specific path (nullptr if absent or the CPU lacks it).
const TypeKernels* type_kernels(DType t, KernelPath path);

// Scalar tables per type family, defined in kernels/scalar/*.cpp.
const TypeKernels* scalar_float_kernels(DType t);
const TypeKernels* scalar_quant_kernels(DType t);
// AVX2+FMA+F16C tables, defined in kernels/avx2/*.cpp (compiled with -mavx2).
const TypeKernels* avx2_float_kernels(DType t);
const TypeKernels* avx2_quant_kernels(DType t);
// The same quantized kernels compiled with -mavxvnni (avx2/quant_*_vnni.cpp).
const TypeKernels* avx_vnni_quant_kernels(DType t);
// ...and with AVX-512 (avx512/quant_*_avx512.cpp: 512-bit prefill tiles).
const TypeKernels* avx512_quant_kernels(DType t);

}  // namespace synsema::kernels
