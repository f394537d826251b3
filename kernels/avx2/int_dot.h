// The integer dot-product steps shared by the quantized kernels (include only
// from avx2/ and avx512/ files). The avx2/ quant sources are compiled three
// times: for plain AVX2; with -mavxvnni and SYNSEMA_AVX_VNNI defined, where
// each step below is ONE VNNI instruction instead of two or three (vpdpbusd /
// vpdpwssd also accumulate); and with AVX-512 and SYNSEMA_AVX512 defined
// (avx512/), where the steps are the EVEX forms of the same instructions and
// the prefill tiles run on 512-bit vectors. All forms give the same int32
// lanes: the kernels only feed maddubs values whose pairs cannot saturate
// int16 (|u * s| <= 128 * 127, so a pair stays within 32512), which is the
// one place they could differ.
//
// Everything in the avx2/ headers lives in the inline namespace
// SYNSEMA_ISA_TAG, so the compilations never share an inline function (the
// linker would otherwise be free to keep one ISA's copy for all).
#pragma once
#include <immintrin.h>

#if defined(SYNSEMA_AVX512)
#define SYNSEMA_ISA_TAG evex512
#elif defined(SYNSEMA_AVX_VNNI)
#define SYNSEMA_ISA_TAG vnni
#else
#define SYNSEMA_ISA_TAG plain
#endif

namespace synsema::kernels::avx2 {
inline namespace SYNSEMA_ISA_TAG {

#if defined(SYNSEMA_AVX_VNNI) || defined(SYNSEMA_AVX512)
inline constexpr bool kHasVnni = true;
#else
inline constexpr bool kHasVnni = false;
#endif
#if defined(SYNSEMA_AVX512)
inline constexpr bool kAvx512 = true;
#else
inline constexpr bool kAvx512 = false;
#endif

// acc + (sum over each 4-byte lane of u8 u * s8 s).
inline __m256i dot_u8s8_acc(__m256i acc, __m256i u, __m256i s) {
#if defined(SYNSEMA_AVX512)
    return _mm256_dpbusd_epi32(acc, u, s);
#elif defined(SYNSEMA_AVX_VNNI)
    return _mm256_dpbusd_avx_epi32(acc, u, s);
#else
    return _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(u, s), _mm256_set1_epi16(1)));
#endif
}

// Sum over each 4-byte lane of u8 u * s8 s.
inline __m256i dot_u8s8(__m256i u, __m256i s) {
#if defined(SYNSEMA_AVX512)
    return _mm256_dpbusd_epi32(_mm256_setzero_si256(), u, s);
#elif defined(SYNSEMA_AVX_VNNI)
    return _mm256_dpbusd_avx_epi32(_mm256_setzero_si256(), u, s);
#else
    return _mm256_madd_epi16(_mm256_maddubs_epi16(u, s), _mm256_set1_epi16(1));
#endif
}

// acc + madd(a, b): int16 pairs multiplied and summed into int32 lanes.
inline __m256i madd_acc(__m256i acc, __m256i a, __m256i b) {
#if defined(SYNSEMA_AVX512)
    return _mm256_dpwssd_epi32(acc, a, b);
#elif defined(SYNSEMA_AVX_VNNI)
    return _mm256_dpwssd_avx_epi32(acc, a, b);
#else
    return _mm256_add_epi32(acc, _mm256_madd_epi16(a, b));
#endif
}

}  // namespace SYNSEMA_ISA_TAG
}  // namespace synsema::kernels::avx2
