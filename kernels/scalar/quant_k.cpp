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
    const auto* blocks = static_cast<const BlockQ2K*>(src);
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockQ2K& b = blocks[i];
        const float d = fp16_to_fp32(b.d), dmin = fp16_to_fp32(b.dmin);
        for (int e = 0; e < kQK_K; ++e) {
            const uint8_t sc = b.scales[e / 16];
            dst[e] = d * float(sc & 0xf) * float(low2(b.qs, e)) - dmin * float(sc >> 4);
        }
    }
}
float q2k_dot(int64_t n, const void* w, const void* a) {
    const auto* x = static_cast<const BlockQ2K*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        int sumi = 0, summs = 0;
        for (int e = 0; e < kQK_K; ++e) sumi += (x[i].scales[e / 16] & 0xf) * low2(x[i].qs, e) * y[i].qs[e];
        for (int j = 0; j < 16; ++j) summs += (x[i].scales[j] >> 4) * y[i].bsums[j];
        const float dall = y[i].d * fp16_to_fp32(x[i].d);
        const float dmin = y[i].d * fp16_to_fp32(x[i].dmin);
        sum += dall * float(sumi) - dmin * float(summs);
    }
    return sum;
}

// ---- Q3_K
void q3k_dequantize(const void* src, float* dst, int64_t n) {
    const auto* blocks = static_cast<const BlockQ3K*>(src);
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockQ3K& b = blocks[i];
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
    const auto* x = static_cast<const BlockQ3K*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        int8_t sc[16];
        unpack_q3k_scales(x[i].scales, sc);
        int sumi = 0;
        for (int e = 0; e < kQK_K; ++e)
            sumi += sc[e / 16] * (low2(x[i].qs, e) + 4 * hbit(x[i].hmask, e) - 4) * y[i].qs[e];
        sum += y[i].d * fp16_to_fp32(x[i].d) * float(sumi);
    }
    return sum;
}

// ---- Q4_K
void q4k_dequantize(const void* src, float* dst, int64_t n) {
    const auto* blocks = static_cast<const BlockQ4K*>(src);
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockQ4K& b = blocks[i];
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
    const auto* x = static_cast<const BlockQ4K*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        uint8_t sc[8], m[8];
        unpack_q4k_scales(x[i].scales, sc, m);
        int sumi = 0, summs = 0;
        for (int e = 0; e < kQK_K; ++e) sumi += sc[e / 32] * nibble_k(x[i].qs, e) * y[i].qs[e];
        for (int j = 0; j < 8; ++j) summs += m[j] * (y[i].bsums[2 * j] + y[i].bsums[2 * j + 1]);
        const float d = y[i].d * fp16_to_fp32(x[i].d);
        const float dmin = y[i].d * fp16_to_fp32(x[i].dmin);
        sum += d * float(sumi) - dmin * float(summs);
    }
    return sum;
}

// ---- Q5_K
void q5k_dequantize(const void* src, float* dst, int64_t n) {
    const auto* blocks = static_cast<const BlockQ5K*>(src);
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockQ5K& b = blocks[i];
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
    const auto* x = static_cast<const BlockQ5K*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        uint8_t sc[8], m[8];
        unpack_q4k_scales(x[i].scales, sc, m);
        int sumi = 0, summs = 0;
        for (int e = 0; e < kQK_K; ++e)
            sumi += sc[e / 32] * (nibble_k(x[i].qs, e) + 16 * hbit(x[i].qh, e)) * y[i].qs[e];
        for (int j = 0; j < 8; ++j) summs += m[j] * (y[i].bsums[2 * j] + y[i].bsums[2 * j + 1]);
        const float d = y[i].d * fp16_to_fp32(x[i].d);
        const float dmin = y[i].d * fp16_to_fp32(x[i].dmin);
        sum += d * float(sumi) - dmin * float(summs);
    }
    return sum;
}

// ---- Q6_K
void q6k_dequantize(const void* src, float* dst, int64_t n) {
    const auto* blocks = static_cast<const BlockQ6K*>(src);
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockQ6K& b = blocks[i];
        const float d = fp16_to_fp32(b.d);
        for (int e = 0; e < kQK_K; ++e) {
            const int group = e / 16;
            dst[e] = d * float(b.scales[group]) * float(q6(b, e) - 32);
        }
    }
}
float q6k_dot(int64_t n, const void* w, const void* a) {
    const auto* x = static_cast<const BlockQ6K*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        int sumi = 0;
        for (int e = 0; e < kQK_K; ++e) sumi += x[i].scales[e / 16] * (q6(x[i], e) - 32) * y[i].qs[e];
        sum += y[i].d * fp16_to_fp32(x[i].d) * float(sumi);
    }
    return sum;
}

// ---- IQ4_XS
void iq4xs_dequantize(const void* src, float* dst, int64_t n) {
    const auto* blocks = static_cast<const BlockIQ4XS*>(src);
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K) {
        const BlockIQ4XS& b = blocks[i];
        const float d = fp16_to_fp32(b.d);
        for (int e = 0; e < kQK_K; ++e)
            dst[e] = d * float(iq4xs_scale(b, e / 32) - 32) * float(kIQ4NLValues[iq4_index(b, e)]);
    }
}
float iq4xs_dot(int64_t n, const void* w, const void* a) {
    const auto* x = static_cast<const BlockIQ4XS*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        int sumi = 0;
        for (int e = 0; e < kQK_K; ++e)
            sumi += (iq4xs_scale(x[i], e / 32) - 32) * kIQ4NLValues[iq4_index(x[i], e)] * y[i].qs[e];
        sum += y[i].d * fp16_to_fp32(x[i].d) * float(sumi);
    }
    return sum;
}

// ---- Q8_K (activations; also usable as a weight type in tests)
void q8k_dequantize(const void* src, float* dst, int64_t n) {
    const auto* blocks = static_cast<const BlockQ8K*>(src);
    for (int64_t i = 0; i < n / kQK_K; ++i, dst += kQK_K)
        for (int e = 0; e < kQK_K; ++e) dst[e] = blocks[i].d * float(blocks[i].qs[e]);
}
float q8k_dot(int64_t n, const void* w, const void* a) {
    const auto* x = static_cast<const BlockQ8K*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        int sumi = 0;
        for (int e = 0; e < kQK_K; ++e) sumi += x[i].qs[e] * y[i].qs[e];
        sum += x[i].d * y[i].d * float(sumi);
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
