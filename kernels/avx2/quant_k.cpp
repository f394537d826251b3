// AVX2 kernels for Q4_K, Q5_K and Q6_K weights against Q8_K activations, the
// Q8_K activation quantizer, and the K-quant table. Dot products use integer
// multiply-adds (maddubs: unsigned quant x signed activation -> int16 pairs;
// madd with the sub-block scales -> int32), so every block's integer sum is
// exact; the per-block float scale is applied with one FMA into 8 lanes.
#include "../blocks_k.h"
#include "../type_kernels.h"
#include "simd_k.h"

namespace synsema::kernels {

float avx2_q2k_dot(int64_t n, const void* w, const void* a);    // avx2/quant_k_low.cpp
float avx2_q3k_dot(int64_t n, const void* w, const void* a);    // avx2/quant_k_low.cpp
float avx2_iq4xs_dot(int64_t n, const void* w, const void* a);  // avx2/quant_k_low.cpp
const TypeKernels* scalar_kquant_kernels(DType t);              // scalar/quant_k.cpp

namespace {
using namespace avx2k;

// ---- Q8_K activations: bit-identical to the scalar reference.
void q8k_quantize(const float* src, void* dst, int64_t n) {
    auto* blocks = static_cast<BlockQ8K*>(dst);
    for (int64_t ib = 0; ib < n / kQK_K; ++ib) {
        const float* x = src + ib * kQK_K;
        BlockQ8K& y = blocks[ib];
        // 1. Largest and smallest value -> the signed value of largest magnitude.
        __m256 vmax = _mm256_loadu_ps(x), vmin = vmax;
        for (int j = 8; j < kQK_K; j += 8) {
            const __m256 v = _mm256_loadu_ps(x + j);
            vmax = _mm256_max_ps(vmax, v);
            vmin = _mm256_min_ps(vmin, v);
        }
        __m128 mx = _mm_max_ps(_mm256_castps256_ps128(vmax), _mm256_extractf128_ps(vmax, 1));
        __m128 mn = _mm_min_ps(_mm256_castps256_ps128(vmin), _mm256_extractf128_ps(vmin, 1));
        mx = _mm_max_ps(mx, _mm_movehl_ps(mx, mx));
        mn = _mm_min_ps(mn, _mm_movehl_ps(mn, mn));
        mx = _mm_max_ss(mx, _mm_movehdup_ps(mx));
        mn = _mm_min_ss(mn, _mm_movehdup_ps(mn));
        const float hi = _mm_cvtss_f32(mx), lo = _mm_cvtss_f32(mn);
        float max = hi > -lo ? hi : lo;
        if (hi == -lo) {  // +m and -m both present: the first one wins, as in the reference
            for (int j = 0; j < kQK_K; ++j)
                if (x[j] == hi || x[j] == lo) { max = x[j]; break; }
        }
        if (max == 0) {
            y.d = 0;
            for (int j = 0; j < kQK_K; j += 32) _mm256_storeu_si256(reinterpret_cast<__m256i*>(y.qs + j), _mm256_setzero_si256());
            for (int j = 0; j < 16; ++j) y.bsums[j] = 0;
            continue;
        }
        // 2. Scale, round to nearest even, pack to int8 (saturation = the reference's MIN(127)).
        const float iscale = -127.f / max;
        const __m256 vs = _mm256_set1_ps(iscale);
        const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
        alignas(32) uint64_t sums[4];
        for (int j = 0; j < kQK_K; j += 32) {
            const __m256i i0 = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + j), vs));
            const __m256i i1 = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + j + 8), vs));
            const __m256i i2 = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + j + 16), vs));
            const __m256i i3 = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + j + 24), vs));
            const __m256i p = _mm256_packs_epi16(_mm256_packs_epi32(i0, i1), _mm256_packs_epi32(i2, i3));
            const __m256i q = _mm256_permutevar8x32_epi32(p, order);
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(y.qs + j), q);
            // 3. Group sums of 16: bias to unsigned, sum 8 bytes at a time.
            const __m256i s = _mm256_sad_epu8(_mm256_xor_si256(q, _mm256_set1_epi8(char(0x80))), _mm256_setzero_si256());
            _mm256_store_si256(reinterpret_cast<__m256i*>(sums), s);
            y.bsums[j / 16] = int16_t(int(sums[0] + sums[1]) - 16 * 128);
            y.bsums[j / 16 + 1] = int16_t(int(sums[2] + sums[3]) - 16 * 128);
        }
        y.d = 1 / iscale;
    }
}

// ---- Q4_K: 8 groups of 32, 6-bit scales and mins.
// Unpacks the 12 scale bytes into 8 int16 scales (low 128) and 8 int16 mins (high 128).
inline __m256i q4k_scales_mins(const uint8_t packed[12]) {
    alignas(16) uint8_t sm[16];
    unpack_q4k_scales(packed, sm, sm + 8);
    return _mm256_cvtepu8_epi16(_mm_load_si128(reinterpret_cast<const __m128i*>(sm)));
}

template <bool kFive>
float q45k_dot(int64_t n, const void* w, const void* a) {
    const auto* y = static_cast<const BlockQ8K*>(a);
    const __m256i low4 = _mm256_set1_epi8(0x0f), one = _mm256_set1_epi8(1);
    __m256 acc = _mm256_setzero_ps();
    __m128 acc_m = _mm_setzero_ps();
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const uint8_t *qs, *scale_bytes, *qh = nullptr;
        uint16_t d16, dmin16;
        if constexpr (kFive) {
            const auto& b = static_cast<const BlockQ5K*>(w)[i];
            qs = b.qs; scale_bytes = b.scales; qh = b.qh; d16 = b.d; dmin16 = b.dmin;
        } else {
            const auto& b = static_cast<const BlockQ4K*>(w)[i];
            qs = b.qs; scale_bytes = b.scales; d16 = b.d; dmin16 = b.dmin;
        }
        const float d = y[i].d * fp16(d16);
        const float dmin = -y[i].d * fp16(dmin16);
        const __m256i sm = q4k_scales_mins(scale_bytes);
        // Mins: sum_j m_j * (sum of the 32 activations of group j), from bsums.
        const __m256i bs = loadu(y[i].bsums);
        const __m128i group_sums = _mm_hadd_epi16(_mm256_castsi256_si128(bs), _mm256_extracti128_si256(bs, 1));
        const __m128i mins_dot = _mm_madd_epi16(_mm256_extracti128_si256(sm, 1), group_sums);
        acc_m = _mm_fmadd_ps(_mm_set1_ps(dmin), _mm_cvtepi32_ps(mins_dot), acc_m);
        // Scales: 64 elements per step, low nibbles = group 2j, high = group 2j+1.
        const __m256i scales = _mm256_permute2x128_si256(sm, sm, 0x00);
        __m256i hbits = kFive ? loadu(qh) : _mm256_setzero_si256();
        __m256i sumi = _mm256_setzero_si256();
        const int8_t* q8 = y[i].qs;
        for (int j = 0; j < 4; ++j) {
            const __m256i q4 = loadu(qs + 32 * j);
            __m256i ql = _mm256_and_si256(q4, low4);
            __m256i qh4 = _mm256_and_si256(_mm256_srli_epi16(q4, 4), low4);
            if constexpr (kFive) {
                ql = _mm256_or_si256(ql, _mm256_slli_epi16(_mm256_and_si256(hbits, one), 4));
                qh4 = _mm256_or_si256(qh4, _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(hbits, 1), one), 4));
                hbits = _mm256_srli_epi16(hbits, 2);
            }
            const __m256i pl = _mm256_maddubs_epi16(ql, loadu(q8 + 64 * j));
            const __m256i ph = _mm256_maddubs_epi16(qh4, loadu(q8 + 64 * j + 32));
            const __m256i sl = _mm256_shuffle_epi8(scales, pick16(2 * j, 2 * j));
            const __m256i sh = _mm256_shuffle_epi8(scales, pick16(2 * j + 1, 2 * j + 1));
            sumi = _mm256_add_epi32(sumi, _mm256_add_epi32(_mm256_madd_epi16(sl, pl), _mm256_madd_epi16(sh, ph)));
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(d), _mm256_cvtepi32_ps(sumi), acc);
    }
    __m128 m = _mm_add_ps(acc_m, _mm_movehl_ps(acc_m, acc_m));
    m = _mm_add_ss(m, _mm_movehdup_ps(m));
    return hsum(acc) + _mm_cvtss_f32(m);
}

float q4k_dot(int64_t n, const void* w, const void* a) { return q45k_dot<false>(n, w, a); }
float q5k_dot(int64_t n, const void* w, const void* a) { return q45k_dot<true>(n, w, a); }

// ---- Q6_K: 16 groups of 16, int8 scales, quants stored as q+32.
float q6k_dot(int64_t n, const void* w, const void* a) {
    const auto* x = static_cast<const BlockQ6K*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    const __m256i low4 = _mm256_set1_epi8(0x0f), low2 = _mm256_set1_epi8(3);
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const float d = y[i].d * fp16(x[i].d);
        const __m256i sc16 = _mm256_cvtepi8_epi16(loadu128(x[i].scales));
        // The +32 offset: 32 * sum_j sc_j * bsums_j, subtracted up front.
        const __m256i offset = _mm256_madd_epi16(sc16, loadu(y[i].bsums));
        __m256i sumi = _mm256_sub_epi32(_mm256_setzero_si256(), _mm256_slli_epi32(offset, 5));
        for (int h = 0; h < 2; ++h) {
            const __m256i scl = lane_scales(sc16, h);
            const __m256i ql0 = loadu(x[i].ql + 64 * h), ql1 = loadu(x[i].ql + 64 * h + 32);
            const __m256i qh = loadu(x[i].qh + 32 * h);
            const int8_t* q8 = y[i].qs + 128 * h;
            const __m256i nib[4] = {_mm256_and_si256(ql0, low4), _mm256_and_si256(ql1, low4),
                                    _mm256_and_si256(_mm256_srli_epi16(ql0, 4), low4),
                                    _mm256_and_si256(_mm256_srli_epi16(ql1, 4), low4)};
            const __m256i top[4] = {_mm256_and_si256(qh, low2), _mm256_and_si256(_mm256_srli_epi16(qh, 2), low2),
                                    _mm256_and_si256(_mm256_srli_epi16(qh, 4), low2),
                                    _mm256_and_si256(_mm256_srli_epi16(qh, 6), low2)};
            for (int k = 0; k < 4; ++k) {
                const __m256i q6 = _mm256_or_si256(nib[k], _mm256_slli_epi16(top[k], 4));
                const __m256i p = _mm256_maddubs_epi16(q6, loadu(q8 + 32 * k));
                sumi = _mm256_add_epi32(sumi, _mm256_madd_epi16(_mm256_shuffle_epi8(scl, pick16(2 * k, 2 * k + 1)), p));
            }
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(d), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum(acc);
}

float q8k_dot(int64_t n, const void* w, const void* a) {
    const auto* x = static_cast<const BlockQ8K*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        __m256i sumi = _mm256_setzero_si256();
        for (int j = 0; j < kQK_K; j += 32) {
            const __m256i xv = loadu(x[i].qs + j), yv = loadu(y[i].qs + j);
            const __m256i p = _mm256_maddubs_epi16(_mm256_sign_epi8(xv, xv), _mm256_sign_epi8(yv, xv));
            sumi = _mm256_add_epi32(sumi, _mm256_madd_epi16(p, _mm256_set1_epi16(1)));
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(x[i].d * y[i].d), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum(acc);
}

}  // namespace

const TypeKernels* avx2_kquant_kernels(DType t) {
    // Dequantizers and weight quantizers are shared with the scalar path: they
    // are not on the hot path (embedding lookup of one row, model writing).
    const TypeKernels* s = scalar_kquant_kernels(t);
    if (!s) return nullptr;
    static const TypeKernels q2k{DType::Q2_K, DType::Q8_K, scalar_kquant_kernels(DType::Q2_K)->dequantize_row,
                                 scalar_kquant_kernels(DType::Q2_K)->quantize_row, avx2_q2k_dot};
    static const TypeKernels q3k{DType::Q3_K, DType::Q8_K, scalar_kquant_kernels(DType::Q3_K)->dequantize_row,
                                 scalar_kquant_kernels(DType::Q3_K)->quantize_row, avx2_q3k_dot};
    static const TypeKernels q4k{DType::Q4_K, DType::Q8_K, scalar_kquant_kernels(DType::Q4_K)->dequantize_row,
                                 scalar_kquant_kernels(DType::Q4_K)->quantize_row, q4k_dot};
    static const TypeKernels q5k{DType::Q5_K, DType::Q8_K, scalar_kquant_kernels(DType::Q5_K)->dequantize_row,
                                 scalar_kquant_kernels(DType::Q5_K)->quantize_row, q5k_dot};
    static const TypeKernels q6k{DType::Q6_K, DType::Q8_K, scalar_kquant_kernels(DType::Q6_K)->dequantize_row,
                                 scalar_kquant_kernels(DType::Q6_K)->quantize_row, q6k_dot};
    static const TypeKernels iq4xs{DType::IQ4_XS, DType::Q8_K, scalar_kquant_kernels(DType::IQ4_XS)->dequantize_row,
                                   scalar_kquant_kernels(DType::IQ4_XS)->quantize_row, avx2_iq4xs_dot};
    static const TypeKernels q8k{DType::Q8_K, DType::Q8_K, scalar_kquant_kernels(DType::Q8_K)->dequantize_row,
                                 q8k_quantize, q8k_dot};
    switch (t) {
        case DType::Q2_K: return &q2k;
        case DType::Q3_K: return &q3k;
        case DType::Q4_K: return &q4k;
        case DType::Q5_K: return &q5k;
        case DType::Q6_K: return &q6k;
        case DType::IQ4_XS: return &iq4xs;
        case DType::Q8_K: return &q8k;
        default: return nullptr;
    }
}

}  // namespace synsema::kernels
