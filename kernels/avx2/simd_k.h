// Small AVX2 helpers shared by the K-quant kernels (avx2/quant_k*.cpp only;
// include from files compiled with -mavx2 -mfma -mf16c).
#pragma once
#include <immintrin.h>

#include <cstdint>

#include "int_dot.h"

namespace synsema::kernels::avx2k {
inline namespace SYNSEMA_ISA_TAG {

inline float hsum(__m256 v) {
    __m128 lo = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    lo = _mm_add_ps(lo, _mm_movehl_ps(lo, lo));
    lo = _mm_add_ss(lo, _mm_movehdup_ps(lo));
    return _mm_cvtss_f32(lo);
}

inline __m256i loadu(const void* p) { return _mm256_loadu_si256(static_cast<const __m256i*>(p)); }
inline __m128i loadu128(const void* p) { return _mm_loadu_si128(static_cast<const __m128i*>(p)); }

// 16 int16 scales [s0..s7 | s8..s15] -> both 128-bit lanes holding s[8h..8h+7].
inline __m256i lane_scales(__m256i scales16, int h) {
    return h == 0 ? _mm256_permute2x128_si256(scales16, scales16, 0x00)
                  : _mm256_permute2x128_si256(scales16, scales16, 0x11);
}

// pshufb mask giving int16 element `lo` of each lane in the low lane and
// element `hi` in the high lane (8 copies each).
inline __m256i pick16(int lo, int hi) {
    const __m128i l = _mm_set1_epi16(short(((2 * lo + 1) << 8) | (2 * lo)));
    const __m128i h = _mm_set1_epi16(short(((2 * hi + 1) << 8) | (2 * hi)));
    return _mm256_inserti128_si256(_mm256_castsi128_si256(l), h, 1);
}

// Per-lane shift of every 16-bit element by a run-time count.
inline __m256i srl16(__m256i v, int count) { return _mm256_srl_epi16(v, _mm_cvtsi32_si128(count)); }

inline float fp16(uint16_t h) { return _cvtsh_ss(h); }

}  // namespace SYNSEMA_ISA_TAG
}  // namespace synsema::kernels::avx2k
