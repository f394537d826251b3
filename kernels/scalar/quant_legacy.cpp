// Scalar kernels for Q4_0, Q4_1, Q5_0, Q5_1, Q8_0 and IQ4_NL: the reference
// the AVX2 path is tested against.
//
// The quantizers reproduce ggml's reference quantizers (quantize_row_*_ref,
// and for IQ4_NL the imatrix-free quantize_iq4_nl), so a tensor quantized here
// is byte-identical to one made by llama-quantize. llama.cpp's release builds
// contract `x * id + 0.5f`-style roundings into one FMA; we write std::fma
// there so the rare half-way cases round the same way (tst_kernels_legacy
// checks every block of ../shared's tiny-llama files).
//
// Every type multiplies against Q8_0 activations. For Q4_1/Q5_1 ggml uses
// Q8_1, whose only extra is the block sum of the activations stored as fp16;
// we compute that sum exactly as an integer inside the dot product instead,
// which keeps one activation format for all types and avoids Q8_1's rounding
// of the sum.
#include <algorithm>
#include <cfloat>
#include <cmath>

#include "../blocks_legacy.h"
#include "../type_kernels.h"

namespace synsema::kernels {
namespace {

constexpr int kHalf = kLegacyBlock / 2;

// C's float -> small int conversion (truncation) as the ggml reference uses
// it, made total: NaN gives 0 and out-of-range values clamp instead of being
// undefined. Identical to the plain cast for every finite in-range value.
inline int trunc_to_int(float v) {
    if (!(v == v)) return 0;
    if (v >= 255.f) return 255;
    if (v <= -128.f) return -128;
    return int(v);
}

inline int8_t round_to_int8(float v) {  // roundf, NaN -> 0
    if (!(v == v)) return 0;
    const float r = std::round(v);
    return int8_t(r > 127.f ? 127.f : (r < -128.f ? -128.f : r));
}

// Largest magnitude and the signed value that has it (first one wins).
inline float signed_absmax(const float* x) {
    float amax = 0, max = 0;
    for (int j = 0; j < kLegacyBlock; ++j)
        if (amax < std::fabs(x[j])) { amax = std::fabs(x[j]); max = x[j]; }
    return max;
}

inline void min_max(const float* x, float& min, float& max) {
    min = FLT_MAX;
    max = -FLT_MAX;
    for (int j = 0; j < kLegacyBlock; ++j) {
        if (x[j] < min) min = x[j];
        if (x[j] > max) max = x[j];
    }
}

// ---- Q4_0 -------------------------------------------------------------
void q4_0_quantize(const float* x, void* dst, int64_t n) {
    auto* y = static_cast<uint8_t*>(dst);
    for (int64_t b = 0; b < n / kLegacyBlock; ++b, x += kLegacyBlock, y += sizeof(BlockQ4_0)) {
        const float d = signed_absmax(x) / -8;
        const float id = d ? 1.0f / d : 0.0f;
        store_u16(y, fp32_to_fp16(d));
        for (int j = 0; j < kHalf; ++j) {
            const int lo = std::min(15, trunc_to_int(std::fma(x[j], id, 8.5f)));
            const int hi = std::min(15, trunc_to_int(std::fma(x[j + kHalf], id, 8.5f)));
            y[2 + j] = uint8_t(lo | (hi << 4));
        }
    }
}
void q4_0_dequantize(const void* src, float* x, int64_t n) {
    const auto* b = static_cast<const uint8_t*>(src);
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, b += sizeof(BlockQ4_0), x += kLegacyBlock) {
        const float d = load_fp16(b);
        for (int j = 0; j < kHalf; ++j) {
            x[j] = float((b[2 + j] & 0xF) - 8) * d;
            x[j + kHalf] = float((b[2 + j] >> 4) - 8) * d;
        }
    }
}
float q4_0_dot(int64_t n, const void* w, const void* a) {
    const auto* wb = static_cast<const uint8_t*>(w);
    const auto* ab = static_cast<const uint8_t*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, wb += sizeof(BlockQ4_0), ab += sizeof(BlockQ8_0)) {
        const auto* q = reinterpret_cast<const int8_t*>(ab + 2);
        int isum = 0;
        for (int j = 0; j < kHalf; ++j)
            isum += ((wb[2 + j] & 0xF) - 8) * q[j] + ((wb[2 + j] >> 4) - 8) * q[j + kHalf];
        sum += float(isum) * (load_fp16(wb) * load_fp16(ab));
    }
    return sum;
}

// ---- Q4_1 -------------------------------------------------------------
void q4_1_quantize(const float* x, void* dst, int64_t n) {
    auto* y = static_cast<uint8_t*>(dst);
    for (int64_t b = 0; b < n / kLegacyBlock; ++b, x += kLegacyBlock, y += sizeof(BlockQ4_1)) {
        float min, max;
        min_max(x, min, max);
        const float d = (max - min) / 15;
        const float id = d ? 1.0f / d : 0.0f;
        store_u16(y, fp32_to_fp16(d));
        store_u16(y + 2, fp32_to_fp16(min));
        for (int j = 0; j < kHalf; ++j) {
            const int lo = std::min(15, trunc_to_int(std::fma(x[j] - min, id, 0.5f)));
            const int hi = std::min(15, trunc_to_int(std::fma(x[j + kHalf] - min, id, 0.5f)));
            y[4 + j] = uint8_t(lo | (hi << 4));
        }
    }
}
void q4_1_dequantize(const void* src, float* x, int64_t n) {
    const auto* b = static_cast<const uint8_t*>(src);
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, b += sizeof(BlockQ4_1), x += kLegacyBlock) {
        const float d = load_fp16(b), m = load_fp16(b + 2);
        for (int j = 0; j < kHalf; ++j) {
            x[j] = float(b[4 + j] & 0xF) * d + m;
            x[j + kHalf] = float(b[4 + j] >> 4) * d + m;
        }
    }
}
float q4_1_dot(int64_t n, const void* w, const void* a) {
    const auto* wb = static_cast<const uint8_t*>(w);
    const auto* ab = static_cast<const uint8_t*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, wb += sizeof(BlockQ4_1), ab += sizeof(BlockQ8_0)) {
        const auto* q = reinterpret_cast<const int8_t*>(ab + 2);
        int isum = 0, asum = 0;
        for (int j = 0; j < kHalf; ++j) {
            isum += (wb[4 + j] & 0xF) * q[j] + (wb[4 + j] >> 4) * q[j + kHalf];
            asum += q[j] + q[j + kHalf];
        }
        const float da = load_fp16(ab);
        sum += float(isum) * (load_fp16(wb) * da) + float(asum) * (load_fp16(wb + 2) * da);
    }
    return sum;
}

// ---- Q5_0 / Q5_1 ------------------------------------------------------
// Packs 32 five-bit values: low nibbles into qs, fifth bits into qh.
void pack_5bit(const int* l, uint8_t* qh, uint8_t* qs) {
    uint32_t high = 0;
    for (int j = 0; j < kHalf; ++j) {
        qs[j] = uint8_t((l[j] & 0xF) | ((l[j + kHalf] & 0xF) << 4));
        high |= uint32_t((l[j] >> 4) & 1) << j;
        high |= uint32_t((l[j + kHalf] >> 4) & 1) << (j + kHalf);
    }
    store_u32(qh, high);
}
// Element i of a 5-bit block, 0..31.
inline int q5_value(const uint8_t* qh, const uint8_t* qs, int i) {
    const int nib = i < kHalf ? (qs[i] & 0xF) : (qs[i - kHalf] >> 4);
    return nib | int((load_u32(qh) >> i) & 1) << 4;
}

void q5_0_quantize(const float* x, void* dst, int64_t n) {
    auto* y = static_cast<uint8_t*>(dst);
    for (int64_t b = 0; b < n / kLegacyBlock; ++b, x += kLegacyBlock, y += sizeof(BlockQ5_0)) {
        const float d = signed_absmax(x) / -16;
        const float id = d ? 1.0f / d : 0.0f;
        store_u16(y, fp32_to_fp16(d));
        int l[kLegacyBlock];
        for (int j = 0; j < kLegacyBlock; ++j) l[j] = std::min(31, trunc_to_int(std::fma(x[j], id, 16.5f)));
        pack_5bit(l, y + 2, y + 6);
    }
}
void q5_0_dequantize(const void* src, float* x, int64_t n) {
    const auto* b = static_cast<const uint8_t*>(src);
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, b += sizeof(BlockQ5_0), x += kLegacyBlock) {
        const float d = load_fp16(b);
        for (int j = 0; j < kLegacyBlock; ++j) x[j] = float(q5_value(b + 2, b + 6, j) - 16) * d;
    }
}
float q5_0_dot(int64_t n, const void* w, const void* a) {
    const auto* wb = static_cast<const uint8_t*>(w);
    const auto* ab = static_cast<const uint8_t*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, wb += sizeof(BlockQ5_0), ab += sizeof(BlockQ8_0)) {
        const auto* q = reinterpret_cast<const int8_t*>(ab + 2);
        int isum = 0;
        for (int j = 0; j < kLegacyBlock; ++j) isum += (q5_value(wb + 2, wb + 6, j) - 16) * q[j];
        sum += float(isum) * (load_fp16(wb) * load_fp16(ab));
    }
    return sum;
}

void q5_1_quantize(const float* x, void* dst, int64_t n) {
    auto* y = static_cast<uint8_t*>(dst);
    for (int64_t b = 0; b < n / kLegacyBlock; ++b, x += kLegacyBlock, y += sizeof(BlockQ5_1)) {
        float min, max;
        min_max(x, min, max);
        const float d = (max - min) / 31;
        const float id = d ? 1.0f / d : 0.0f;
        store_u16(y, fp32_to_fp16(d));
        store_u16(y + 2, fp32_to_fp16(min));
        int l[kLegacyBlock];
        // ggml casts to uint8_t without a clamp; 31 is the largest value reachable.
        for (int j = 0; j < kLegacyBlock; ++j) l[j] = trunc_to_int(std::fma(x[j] - min, id, 0.5f));
        pack_5bit(l, y + 4, y + 8);
    }
}
void q5_1_dequantize(const void* src, float* x, int64_t n) {
    const auto* b = static_cast<const uint8_t*>(src);
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, b += sizeof(BlockQ5_1), x += kLegacyBlock) {
        const float d = load_fp16(b), m = load_fp16(b + 2);
        for (int j = 0; j < kLegacyBlock; ++j) x[j] = float(q5_value(b + 4, b + 8, j)) * d + m;
    }
}
float q5_1_dot(int64_t n, const void* w, const void* a) {
    const auto* wb = static_cast<const uint8_t*>(w);
    const auto* ab = static_cast<const uint8_t*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, wb += sizeof(BlockQ5_1), ab += sizeof(BlockQ8_0)) {
        const auto* q = reinterpret_cast<const int8_t*>(ab + 2);
        int isum = 0, asum = 0;
        for (int j = 0; j < kLegacyBlock; ++j) {
            isum += q5_value(wb + 4, wb + 8, j) * q[j];
            asum += q[j];
        }
        const float da = load_fp16(ab);
        sum += float(isum) * (load_fp16(wb) * da) + float(asum) * (load_fp16(wb + 2) * da);
    }
    return sum;
}

// ---- Q8_0 -------------------------------------------------------------
void q8_0_quantize(const float* x, void* dst, int64_t n) {
    auto* y = static_cast<uint8_t*>(dst);
    for (int64_t b = 0; b < n / kLegacyBlock; ++b, x += kLegacyBlock, y += sizeof(BlockQ8_0)) {
        float amax = 0;
        for (int j = 0; j < kLegacyBlock; ++j) amax = std::max(amax, std::fabs(x[j]));
        const float d = amax / 127;
        const float id = d ? 1.0f / d : 0.0f;
        store_u16(y, fp32_to_fp16(d));
        for (int j = 0; j < kLegacyBlock; ++j) y[2 + j] = uint8_t(round_to_int8(x[j] * id));
    }
}
void q8_0_dequantize(const void* src, float* x, int64_t n) {
    const auto* b = static_cast<const uint8_t*>(src);
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, b += sizeof(BlockQ8_0), x += kLegacyBlock) {
        const float d = load_fp16(b);
        for (int j = 0; j < kLegacyBlock; ++j) x[j] = float(int8_t(b[2 + j])) * d;
    }
}
float q8_0_dot(int64_t n, const void* w, const void* a) {
    const auto* wb = static_cast<const uint8_t*>(w);
    const auto* ab = static_cast<const uint8_t*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, wb += sizeof(BlockQ8_0), ab += sizeof(BlockQ8_0)) {
        int isum = 0;
        for (int j = 0; j < kLegacyBlock; ++j) isum += int(int8_t(wb[2 + j])) * int(int8_t(ab[2 + j]));
        sum += float(isum) * (load_fp16(wb) * load_fp16(ab));
    }
    return sum;
}

// ---- IQ4_NL -----------------------------------------------------------
// Index of the codebook entry nearest to v (ties go up, as in ggml).
int nearest_iq4nl(float v) {
    if (v <= kIQ4NLValues[0]) return 0;
    if (v >= kIQ4NLValues[15]) return 15;
    int lo = 0, hi = 15;
    while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        if (v < kIQ4NLValues[mid]) hi = mid; else lo = mid;
    }
    return v - kIQ4NLValues[hi - 1] < kIQ4NLValues[hi] - v ? hi - 1 : hi;
}

// Weighted least-squares fit of scale d for the indices chosen at 1/id:
// returns sum(w q x) and sum(w q^2) with weights w = x^2 (no imatrix).
void iq4nl_fit(const float* x, float id, float& sumqx, float& sumq2) {
    sumqx = sumq2 = 0;
    for (int j = 0; j < kLegacyBlock; ++j) {
        const float q = kIQ4NLValues[nearest_iq4nl(id * x[j])];
        const float w = x[j] * x[j];
        sumqx += w * q * x[j];
        sumq2 += w * q * q;
    }
}

// The imatrix-free IQ4_NL scale search for one 32-element block: fit the
// scale for the indices chosen at max/127, then for 15 candidate scales around
// max/-127 and 15 around max/113, and keep the best weighted fit. (ggml's
// quantize_row_iq4_nl_impl tries only the max/-127 side; the llama-quantize
// that produced ../shared's iq4_nl files also tries the positive side, and
// matching its bytes is what makes our GGUF writer interchangeable with it.)
float iq4nl_best_scale(const float* x) {
    float amax = 0, max = 0;
    for (int j = 0; j < kLegacyBlock; ++j)
        if (std::fabs(x[j]) > amax) { amax = std::fabs(x[j]); max = x[j]; }
    if (amax < 1e-15f) return 0;
    constexpr int kTries = 7;
    float sumqx, sumq2;
    iq4nl_fit(x, 1 / (-max / kIQ4NLValues[0]), sumqx, sumq2);
    float d = sumqx / sumq2;
    float best = d * sumqx;
    for (int t = -kTries; t <= kTries; ++t) {
        // Map max near either end of the codebook (negative and positive scales).
        for (int end : {kIQ4NLValues[0], kIQ4NLValues[15]}) {
            iq4nl_fit(x, float(t + end) / max, sumqx, sumq2);
            if (sumq2 > 0 && sumqx * sumqx > best * sumq2) {
                d = sumqx / sumq2;
                best = d * sumqx;
            }
        }
    }
    return d;
}

void iq4nl_quantize(const float* x, void* dst, int64_t n) {
    auto* y = static_cast<uint8_t*>(dst);
    for (int64_t b = 0; b < n / kLegacyBlock; ++b, x += kLegacyBlock, y += sizeof(BlockIQ4_NL)) {
        const float d = iq4nl_best_scale(x);
        store_u16(y, fp32_to_fp16(d));
        // Indices are re-chosen for the final (unrounded) scale.
        const float id = d ? 1 / d : 0;
        for (int j = 0; j < kHalf; ++j)
            y[2 + j] = uint8_t(nearest_iq4nl(id * x[j]) | (nearest_iq4nl(id * x[j + kHalf]) << 4));
    }
}
void iq4nl_dequantize(const void* src, float* x, int64_t n) {
    const auto* b = static_cast<const uint8_t*>(src);
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, b += sizeof(BlockIQ4_NL), x += kLegacyBlock) {
        const float d = load_fp16(b);
        for (int j = 0; j < kHalf; ++j) {
            x[j] = float(kIQ4NLValues[b[2 + j] & 0xF]) * d;
            x[j + kHalf] = float(kIQ4NLValues[b[2 + j] >> 4]) * d;
        }
    }
}
float iq4nl_dot(int64_t n, const void* w, const void* a) {
    const auto* wb = static_cast<const uint8_t*>(w);
    const auto* ab = static_cast<const uint8_t*>(a);
    float sum = 0;
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, wb += sizeof(BlockIQ4_NL), ab += sizeof(BlockQ8_0)) {
        const auto* q = reinterpret_cast<const int8_t*>(ab + 2);
        int isum = 0;
        for (int j = 0; j < kHalf; ++j)
            isum += kIQ4NLValues[wb[2 + j] & 0xF] * q[j] + kIQ4NLValues[wb[2 + j] >> 4] * q[j + kHalf];
        sum += float(isum) * (load_fp16(wb) * load_fp16(ab));
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

constexpr TypeKernels kQ4_0{DType::Q4_0, DType::Q8_0, q4_0_dequantize, q4_0_quantize, q4_0_dot,
                            tile_by_dots<q4_0_dot>};
constexpr TypeKernels kQ4_1{DType::Q4_1, DType::Q8_0, q4_1_dequantize, q4_1_quantize, q4_1_dot,
                            tile_by_dots<q4_1_dot>};
constexpr TypeKernels kQ5_0{DType::Q5_0, DType::Q8_0, q5_0_dequantize, q5_0_quantize, q5_0_dot,
                            tile_by_dots<q5_0_dot>};
constexpr TypeKernels kQ5_1{DType::Q5_1, DType::Q8_0, q5_1_dequantize, q5_1_quantize, q5_1_dot,
                            tile_by_dots<q5_1_dot>};
constexpr TypeKernels kQ8_0{DType::Q8_0, DType::Q8_0, q8_0_dequantize, q8_0_quantize, q8_0_dot,
                            tile_by_dots<q8_0_dot>};
constexpr TypeKernels kIQ4_NL{DType::IQ4_NL, DType::Q8_0, iq4nl_dequantize, iq4nl_quantize, iq4nl_dot,
                              tile_by_dots<iq4nl_dot>};

}  // namespace

const TypeKernels* scalar_legacy_kernels(DType t) {
    switch (t) {
        case DType::Q4_0: return &kQ4_0;
        case DType::Q4_1: return &kQ4_1;
        case DType::Q5_0: return &kQ5_0;
        case DType::Q5_1: return &kQ5_1;
        case DType::Q8_0: return &kQ8_0;
        case DType::IQ4_NL: return &kIQ4_NL;
        default: return nullptr;
    }
}

}  // namespace synsema::kernels
