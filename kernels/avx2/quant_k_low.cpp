// AVX2 dot products of Q2_K, Q3_K and IQ4_XS weights with Q8_K activations
// (integer multiply-adds per block; see avx2/quant_k.cpp for the scheme).
#include "../blocks_k.h"
#include "simd_k.h"

namespace synsema::kernels {
using namespace avx2k;

// Q2_K: 16 groups of 16, 4-bit scale (low nibble) and min (high nibble).
float avx2_q2k_dot(int64_t n, const void* w, const void* a) {
    const auto* x = static_cast<const BlockQ2K*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    const __m256i low2 = _mm256_set1_epi8(3);
    const __m128i low4 = _mm_set1_epi8(0x0f);
    __m256 acc = _mm256_setzero_ps(), acc_m = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const float d = y[i].d * fp16(x[i].d);
        const float dmin = -y[i].d * fp16(x[i].dmin);
        const __m128i sc_bytes = loadu128(x[i].scales);
        const __m256i scales16 = _mm256_cvtepu8_epi16(_mm_and_si128(sc_bytes, low4));
        const __m256i mins16 = _mm256_cvtepu8_epi16(_mm_and_si128(_mm_srli_epi16(sc_bytes, 4), low4));
        // Mins: sum_j m_j * bsums_j.
        const __m256i mins_dot = _mm256_madd_epi16(mins16, loadu(y[i].bsums));
        acc_m = _mm256_fmadd_ps(_mm256_set1_ps(dmin), _mm256_cvtepi32_ps(mins_dot), acc_m);
        __m256i sumi = _mm256_setzero_si256();
        for (int h = 0; h < 2; ++h) {
            const __m256i scl = lane_scales(scales16, h);
            const __m256i q = loadu(x[i].qs + 32 * h);
            const int8_t* q8 = y[i].qs + 128 * h;
            for (int k = 0; k < 4; ++k) {
                const __m256i q2 = _mm256_and_si256(srl16(q, 2 * k), low2);
                const __m256i p = _mm256_maddubs_epi16(q2, loadu(q8 + 32 * k));
                sumi = _mm256_add_epi32(sumi, _mm256_madd_epi16(_mm256_shuffle_epi8(scl, pick16(2 * k, 2 * k + 1)), p));
            }
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(d), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum(_mm256_add_ps(acc, acc_m));
}

// Q3_K: 16 groups of 16, 6-bit signed scales, quants stored as q+4.
float avx2_q3k_dot(int64_t n, const void* w, const void* a) {
    const auto* x = static_cast<const BlockQ3K*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    const __m256i low2 = _mm256_set1_epi8(3), one = _mm256_set1_epi8(1);
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const float d = y[i].d * fp16(x[i].d);
        alignas(16) int8_t sc[16];
        unpack_q3k_scales(x[i].scales, sc);
        const __m256i sc16 = _mm256_cvtepi8_epi16(_mm_load_si128(reinterpret_cast<const __m128i*>(sc)));
        // The +4 offset: 4 * sum_j sc_j * bsums_j, subtracted up front.
        const __m256i offset = _mm256_madd_epi16(sc16, loadu(y[i].bsums));
        __m256i sumi = _mm256_sub_epi32(_mm256_setzero_si256(), _mm256_slli_epi32(offset, 2));
        const __m256i hmask = loadu(x[i].hmask);
        for (int h = 0; h < 2; ++h) {
            const __m256i scl = lane_scales(sc16, h);
            const __m256i q = loadu(x[i].qs + 32 * h);
            const int8_t* q8 = y[i].qs + 128 * h;
            for (int k = 0; k < 4; ++k) {
                const __m256i q2 = _mm256_and_si256(srl16(q, 2 * k), low2);
                const __m256i hb = _mm256_slli_epi16(_mm256_and_si256(srl16(hmask, 4 * h + k), one), 2);
                const __m256i p = _mm256_maddubs_epi16(_mm256_or_si256(q2, hb), loadu(q8 + 32 * k));
                sumi = _mm256_add_epi32(sumi, _mm256_madd_epi16(_mm256_shuffle_epi8(scl, pick16(2 * k, 2 * k + 1)), p));
            }
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(d), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum(acc);
}

// IQ4_XS: 8 groups of 32, 6-bit scales (offset 32), 4-bit indices into the
// non-linear grid. Grid values are signed, so the product uses the sign trick:
// |v| (unsigned) times the activation carrying v's sign.
float avx2_iq4xs_dot(int64_t n, const void* w, const void* a) {
    const auto* x = static_cast<const BlockIQ4XS*>(w);
    const auto* y = static_cast<const BlockQ8K*>(a);
    const __m256i grid = _mm256_broadcastsi128_si256(loadu128(kIQ4NLValues));
    const __m256i low4 = _mm256_set1_epi8(0x0f);
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const float d = y[i].d * fp16(x[i].d);
        __m256i sumi = _mm256_setzero_si256();
        for (int ib = 0; ib < 8; ib += 2) {
            const __m256i q = loadu(x[i].qs + 16 * ib);
            const __m256i lo = _mm256_and_si256(q, low4), hi = _mm256_and_si256(_mm256_srli_epi16(q, 4), low4);
            // Group ib = low nibbles then high nibbles of bytes 0..15; group ib+1 of bytes 16..31.
            const __m256i v1 = _mm256_shuffle_epi8(grid, _mm256_permute2x128_si256(lo, hi, 0x20));
            const __m256i v2 = _mm256_shuffle_epi8(grid, _mm256_permute2x128_si256(lo, hi, 0x31));
            const __m256i a1 = loadu(y[i].qs + 32 * ib), a2 = loadu(y[i].qs + 32 * ib + 32);
            const __m256i p1 = _mm256_maddubs_epi16(_mm256_sign_epi8(v1, v1), _mm256_sign_epi8(a1, v1));
            const __m256i p2 = _mm256_maddubs_epi16(_mm256_sign_epi8(v2, v2), _mm256_sign_epi8(a2, v2));
            const __m256i s1 = _mm256_set1_epi16(short(iq4xs_scale(x[i], ib) - 32));
            const __m256i s2 = _mm256_set1_epi16(short(iq4xs_scale(x[i], ib + 1) - 32));
            sumi = _mm256_add_epi32(sumi, _mm256_add_epi32(_mm256_madd_epi16(p1, s1), _mm256_madd_epi16(p2, s2)));
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(d), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum(acc);
}

}  // namespace synsema::kernels
