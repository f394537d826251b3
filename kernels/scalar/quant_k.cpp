// Scalar kernels for the K-quant family (Q2_K..Q6_K, IQ4_XS) and their 8-bit
// activation type Q8_K. These are the plain references the AVX2 versions are
// tested against: every dot product first forms exact integer sums per block
// and only then scales them by the block's float factors.
#include <cstring>

#include "../blocks_k.h"
#include "../fp16.h"
#include "../type_kernels.h"
#include "quantize_k.h"

namespace synsema::kernels {
namespace {

// Q2_K and Q3_K quant e of a block: 2 bits at qs[32*(e/128) + e%32], shift 2*((e%128)/32).
inline int low2(const uint8_t* qs, int e) {
    return (qs[32 * (e / 128) + e % 32] >> (2 * ((e % 128) / 32))) & 3;
}
// Q4_K and Q5_K quant e: nibble (e/32)%2 of qs[32*(e/64) + e%32].
inline int nibble_k(const uint8_t* qs, int e) {
    return (qs[32 * (e / 64) + e % 32] >> (4 * ((e / 32) % 2))) & 0xf;
}
// Q6_K quant e in [0, 63].
inline int q6(const BlockQ6K& b, int e) {
    const int half = e / 128, l = e % 32, k = (e % 128) / 32;
    const int lo = (b.ql[64 * half + 32 * (k & 1) + l] >> (4 * (k >> 1))) & 0xf;
    const int hi = (b.qh[32 * half + l] >> (2 * k)) & 3;
    return lo | (hi << 4);
}
// IQ4_XS grid index e: nibble (e%32)/16 of qs[16*(e/32) + e%16].
inline int iq4_index(const BlockIQ4XS& b, int e) {
    return (b.qs[16 * (e / 32) + e % 16] >> (4 * ((e % 32) / 16))) & 0xf;
}
inline int hbit(const uint8_t* h, int e) { return (h[e % 32] >> (e / 32)) & 1; }

// ---- Q2_K
void q2k_dequantize(const void* src, float* dst, int64_t n) {
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockQ2K b = block_at<BlockQ2K>(src, i);
        const float d = fp16_to_fp32(b.d), dmin = fp16_to_fp32(b.dmin);
        for (int e = 0; e < kQK_K; ++e) {
            const uint8_t sc = b.scales[e / 16];
            dst[e] = d * float(sc & 0xf) * float(low2(b.qs, e)) - dmin * float(sc >> 4);
        }
    }
}
float q2k_dot(int64_t n, const void* w, const void* a) {
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const BlockQ2K xi = block_at<BlockQ2K>(w, i);
        const BlockQ8K yi = block_at<BlockQ8K>(a, i);
        int sumi = 0, summs = 0;
        for (int e = 0; e < kQK_K; ++e) sumi += (xi.scales[e / 16] & 0xf) * low2(xi.qs, e) * yi.qs[e];
        for (int j = 0; j < 16; ++j) summs += (xi.scales[j] >> 4) * yi.bsums[j];
        const float dall = yi.d * fp16_to_fp32(xi.d);
        const float dmin = yi.d * fp16_to_fp32(xi.dmin);
        sum += dall * float(sumi) - dmin * float(summs);
    }
    return sum;
}

// ---- Q3_K
void q3k_dequantize(const void* src, float* dst, int64_t n) {
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockQ3K b = block_at<BlockQ3K>(src, i);
        int8_t sc[16];
        unpack_q3k_scales(b.scales, sc);
        const float d = fp16_to_fp32(b.d);
        for (int e = 0; e < kQK_K; ++e) {
            const int group = e / 16;
            dst[e] = d * float(sc[group]) * float(low2(b.qs, e) + 4 * hbit(b.hmask, e) - 4);
        }
    }
}
float q3k_dot(int64_t n, const void* w, const void* a) {
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const BlockQ3K xi = block_at<BlockQ3K>(w, i);
        const BlockQ8K yi = block_at<BlockQ8K>(a, i);
        int8_t sc[16];
        unpack_q3k_scales(xi.scales, sc);
        int sumi = 0;
        for (int e = 0; e < kQK_K; ++e)
            sumi += sc[e / 16] * (low2(xi.qs, e) + 4 * hbit(xi.hmask, e) - 4) * yi.qs[e];
        sum += yi.d * fp16_to_fp32(xi.d) * float(sumi);
    }
    return sum;
}

// ---- Q4_K
void q4k_dequantize(const void* src, float* dst, int64_t n) {
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockQ4K b = block_at<BlockQ4K>(src, i);
        uint8_t sc[8], m[8];
        unpack_q4k_scales(b.scales, sc, m);
        const float d = fp16_to_fp32(b.d), dmin = fp16_to_fp32(b.dmin);
        for (int e = 0; e < kQK_K; ++e) {
            const int group = e / 32;
            dst[e] = d * float(sc[group]) * float(nibble_k(b.qs, e)) - dmin * float(m[group]);
        }
    }
}
float q4k_dot(int64_t n, const void* w, const void* a) {
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const BlockQ4K xi = block_at<BlockQ4K>(w, i);
        const BlockQ8K yi = block_at<BlockQ8K>(a, i);
        uint8_t sc[8], m[8];
        unpack_q4k_scales(xi.scales, sc, m);
        int sumi = 0, summs = 0;
        for (int e = 0; e < kQK_K; ++e) sumi += sc[e / 32] * nibble_k(xi.qs, e) * yi.qs[e];
        for (int j = 0; j < 8; ++j) summs += m[j] * (yi.bsums[2 * j] + yi.bsums[2 * j + 1]);
        const float d = yi.d * fp16_to_fp32(xi.d);
        const float dmin = yi.d * fp16_to_fp32(xi.dmin);
        sum += d * float(sumi) - dmin * float(summs);
    }
    return sum;
}

// ---- Q5_K
void q5k_dequantize(const void* src, float* dst, int64_t n) {
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockQ5K b = block_at<BlockQ5K>(src, i);
        uint8_t sc[8], m[8];
        unpack_q4k_scales(b.scales, sc, m);
        const float d = fp16_to_fp32(b.d), dmin = fp16_to_fp32(b.dmin);
        for (int e = 0; e < kQK_K; ++e) {
            const int q = nibble_k(b.qs, e) + 16 * hbit(b.qh, e);
            const int group = e / 32;
            dst[e] = d * float(sc[group]) * float(q) - dmin * float(m[group]);
        }
    }
}
float q5k_dot(int64_t n, const void* w, const void* a) {
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const BlockQ5K xi = block_at<BlockQ5K>(w, i);
        const BlockQ8K yi = block_at<BlockQ8K>(a, i);
        uint8_t sc[8], m[8];
        unpack_q4k_scales(xi.scales, sc, m);
        int sumi = 0, summs = 0;
        for (int e = 0; e < kQK_K; ++e)
            sumi += sc[e / 32] * (nibble_k(xi.qs, e) + 16 * hbit(xi.qh, e)) * yi.qs[e];
        for (int j = 0; j < 8; ++j) summs += m[j] * (yi.bsums[2 * j] + yi.bsums[2 * j + 1]);
        const float d = yi.d * fp16_to_fp32(xi.d);
        const float dmin = yi.d * fp16_to_fp32(xi.dmin);
        sum += d * float(sumi) - dmin * float(summs);
    }
    return sum;
}

// ---- Q6_K
void q6k_dequantize(const void* src, float* dst, int64_t n) {
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockQ6K b = block_at<BlockQ6K>(src, i);
        const float d = fp16_to_fp32(b.d);
        for (int e = 0; e < kQK_K; ++e) {
            const int group = e / 16;
            dst[e] = d * float(b.scales[group]) * float(q6(b, e) - 32);
        }
    }
}
float q6k_dot(int64_t n, const void* w, const void* a) {
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const BlockQ6K xi = block_at<BlockQ6K>(w, i);
        const BlockQ8K yi = block_at<BlockQ8K>(a, i);
        int sumi = 0;
        for (int e = 0; e < kQK_K; ++e) sumi += xi.scales[e / 16] * (q6(xi, e) - 32) * yi.qs[e];
        sum += yi.d * fp16_to_fp32(xi.d) * float(sumi);
    }
    return sum;
}

// ---- IQ4_XS
void iq4xs_dequantize(const void* src, float* dst, int64_t n) {
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockIQ4XS b = block_at<BlockIQ4XS>(src, i);
        const float d = fp16_to_fp32(b.d);
        for (int e = 0; e < kQK_K; ++e)
            dst[e] = d * float(iq4xs_scale(b, e / 32) - 32) * float(kIQ4NLValues[iq4_index(b, e)]);
    }
}
float iq4xs_dot(int64_t n, const void* w, const void* a) {
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const BlockIQ4XS xi = block_at<BlockIQ4XS>(w, i);
        const BlockQ8K yi = block_at<BlockQ8K>(a, i);
        int sumi = 0;
        for (int e = 0; e < kQK_K; ++e)
            sumi += (iq4xs_scale(xi, e / 32) - 32) * kIQ4NLValues[iq4_index(xi, e)] * yi.qs[e];
        sum += yi.d * fp16_to_fp32(xi.d) * float(sumi);
    }
    return sum;
}

// ---- Q8_K (activations; also usable as a weight type in tests)
void q8k_dequantize(const void* src, float* dst, int64_t n) {
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockQ8K b = block_at<BlockQ8K>(src, i);
        for (int e = 0; e < kQK_K; ++e) dst[e] = b.d * float(b.qs[e]);
    }
}
float q8k_dot(int64_t n, const void* w, const void* a) {
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const BlockQ8K xi = block_at<BlockQ8K>(w, i);
        const BlockQ8K yi = block_at<BlockQ8K>(a, i);
        int sumi = 0;
        for (int e = 0; e < kQK_K; ++e) sumi += xi.qs[e] * yi.qs[e];
        sum += xi.d * yi.d * float(sumi);
    }
    return sum;
}

// The scalar tile is just the dot product per (row, token) pair.
template <float (*Dot)(int64_t, const void*, const void*)>
void tile_by_dots(int64_t n, const void* w, size_t w_stride, int nr, const void* a, size_t a_stride,
                  int nc, float* out, size_t ldo) {
    const auto* wb = static_cast<const uint8_t*>(w);
    const auto* ab = static_cast<const uint8_t*>(a);
    for (int r = 0; r < nr; ++r)
        for (int c = 0; c < nc; ++c) out[c * ldo + r] = Dot(n, wb + r * w_stride, ab + c * a_stride);
}

constexpr TypeKernels kQ2K{DType::Q2_K, DType::Q8_K, q2k_dequantize, quantize_row_q2k, q2k_dot, tile_by_dots<q2k_dot>};
constexpr TypeKernels kQ3K{DType::Q3_K, DType::Q8_K, q3k_dequantize, quantize_row_q3k, q3k_dot, tile_by_dots<q3k_dot>};
constexpr TypeKernels kQ4K{DType::Q4_K, DType::Q8_K, q4k_dequantize, quantize_row_q4k, q4k_dot, tile_by_dots<q4k_dot>};
constexpr TypeKernels kQ5K{DType::Q5_K, DType::Q8_K, q5k_dequantize, quantize_row_q5k, q5k_dot, tile_by_dots<q5k_dot>};
constexpr TypeKernels kQ6K{DType::Q6_K, DType::Q8_K, q6k_dequantize, quantize_row_q6k, q6k_dot, tile_by_dots<q6k_dot>};
constexpr TypeKernels kIQ4XS{DType::IQ4_XS, DType::Q8_K, iq4xs_dequantize, quantize_row_iq4xs,
                             iq4xs_dot, tile_by_dots<iq4xs_dot>};
constexpr TypeKernels kQ8K{DType::Q8_K, DType::Q8_K, q8k_dequantize, quantize_row_q8k, q8k_dot};

}  // namespace

const TypeKernels* scalar_kquant_kernels(DType t) {
    switch (t) {
        case DType::Q2_K: return &kQ2K;
        case DType::Q3_K: return &kQ3K;
        case DType::Q4_K: return &kQ4K;
        case DType::Q5_K: return &kQ5K;
        case DType::Q6_K: return &kQ6K;
        case DType::IQ4_XS: return &kIQ4XS;
        case DType::Q8_K: return &kQ8K;
        default: return nullptr;
    }
}

}  // namespace synsema::kernels
