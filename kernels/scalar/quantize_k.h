// Reference quantizers of the K-quant family: float rows -> blocks, producing
// the same bytes as llama.cpp's llama-quantize (no importance matrix). Used by
// the scalar and AVX2 tables alike (quantizing weights is not on the hot
// path); quantize_row_q8k is the scalar reference of the activation quantizer.
#pragma once
#include <cstdint>

namespace synsema::kernels {

void quantize_row_q2k(const float* src, void* dst, int64_t n);
void quantize_row_q3k(const float* src, void* dst, int64_t n);
void quantize_row_q4k(const float* src, void* dst, int64_t n);
void quantize_row_q5k(const float* src, void* dst, int64_t n);
void quantize_row_q6k(const float* src, void* dst, int64_t n);
void quantize_row_iq4xs(const float* src, void* dst, int64_t n);
void quantize_row_q8k(const float* src, void* dst, int64_t n);

// llama.cpp's rounding: nearest integer, ties to even, for |x| < 2^22.
inline int nearest_int(float x) {
    const float biased = x + 12582912.f;  // 1.5 * 2^23: the integer lands in the mantissa
    int32_t bits;
    static_assert(sizeof(bits) == sizeof(biased));
    __builtin_memcpy(&bits, &biased, 4);
    return (bits & 0x007fffff) - 0x00400000;
}

// nearest_int(a * b) as llama.cpp's builds compute it: compiled with FMA
// contraction, the product and the 1.5 * 2^23 bias are fused into one rounding.
// Reproducing that (std::fma is exact on every CPU) is what makes our bytes
// match llama-quantize's output.
inline int nearest_int_fused(float a, float b) {
    const float biased = __builtin_fmaf(a, b, 12582912.f);
    int32_t bits;
    __builtin_memcpy(&bits, &biased, 4);
    return (bits & 0x007fffff) - 0x00400000;
}

}  // namespace synsema::kernels
