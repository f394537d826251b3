// Float vectors of 16 lanes (AVX-512 F/DQ) behind the interface of
// avx2/simd_f32.h's F32x8, for the kernels written against it. Include only
// from files compiled with the AVX-512 options (kernels/CMakeLists.txt).
#pragma once
#include <immintrin.h>

#include <cstdint>

#include "../avx2/simd_f32.h"

namespace synsema::kernels::simd {
inline namespace SYNSEMA_SIMD_TAG {

struct F32x16 {
    using V = __m512;
    using I = __m512i;
    static constexpr int N = 16;

    static V zero() { return _mm512_setzero_ps(); }
    static V set1(float v) { return _mm512_set1_ps(v); }
    static V load(const float* p) { return _mm512_loadu_ps(p); }
    static V load_f16(const uint16_t* p) { return _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p))); }
    static void store(float* p, V v) { _mm512_storeu_ps(p, v); }
    static V add(V a, V b) { return _mm512_add_ps(a, b); }
    static V sub(V a, V b) { return _mm512_sub_ps(a, b); }
    static V mul(V a, V b) { return _mm512_mul_ps(a, b); }
    static V div(V a, V b) { return _mm512_div_ps(a, b); }
    static V fmadd(V a, V b, V c) { return _mm512_fmadd_ps(a, b, c); }
    static V fnmadd(V a, V b, V c) { return _mm512_fnmadd_ps(a, b, c); }
    // vminps/vmaxps return the second operand when either is NaN, as on AVX2.
    static V min(V a, V b) { return _mm512_min_ps(a, b); }
    static V max(V a, V b) { return _mm512_max_ps(a, b); }
    static V and_not(V a, V b) { return _mm512_andnot_ps(a, b); }
    static V and_(V a, V b) { return _mm512_and_ps(a, b); }
    static V or_(V a, V b) { return _mm512_or_ps(a, b); }
    static V round_nearest(V x) { return _mm512_roundscale_ps(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
    static I to_int(V x) { return _mm512_cvtps_epi32(x); }
    static V pow2(I n) {
        return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_add_epi32(n, _mm512_set1_epi32(127)), 23));
    }
    static I half_floor(I n) { return _mm512_srai_epi32(n, 1); }
    static I isub(I a, I b) { return _mm512_sub_epi32(a, b); }
    static V select_lt(V a, V b, V if_lt, V if_ge) {
        return _mm512_mask_blend_ps(_mm512_cmp_ps_mask(a, b, _CMP_LT_OQ), if_ge, if_lt);
    }
    static V fill_from(V x, int n, float v) {
        const __mmask16 keep = n >= 16 ? __mmask16(0xffff) : __mmask16((1u << n) - 1);
        return _mm512_mask_blend_ps(keep, _mm512_set1_ps(v), x);
    }
    static float reduce_max(V v) { return _mm512_reduce_max_ps(v); }
    static float reduce_add(V v) { return _mm512_reduce_add_ps(v); }
};

}  // namespace SYNSEMA_SIMD_TAG
}  // namespace synsema::kernels::simd
