// Float vectors of 8 lanes (F32x8, AVX2+FMA+F16C) behind one small interface,
// so that the kernels written against it (exp and tanh below, the blocked
// attention of attention_rows.h) compile for 8 lanes here and for 16 lanes on
// the AVX-512 path (avx512/simd_f32x16.h), from one source. Include only from
// files compiled with -mavx2 -mfma -mf16c.
#pragma once
#include <immintrin.h>

#include <cstdint>

// The AVX2 and AVX-512 compilations never share an inline function (the
// linker could otherwise keep the AVX-512 copy for both): each gets its own
// inline namespace, as int_dot.h does for the integer kernels.
#if defined(SYNSEMA_AVX512)
#define SYNSEMA_SIMD_TAG evex512
#else
#define SYNSEMA_SIMD_TAG vex256
#endif

namespace synsema::kernels::simd {
inline namespace SYNSEMA_SIMD_TAG {

struct F32x8 {
    using V = __m256;
    using I = __m256i;
    static constexpr int N = 8;

    static V zero() { return _mm256_setzero_ps(); }
    static V set1(float v) { return _mm256_set1_ps(v); }
    static V load(const float* p) { return _mm256_loadu_ps(p); }
    static V load_f16(const uint16_t* p) { return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))); }
    static void store(float* p, V v) { _mm256_storeu_ps(p, v); }
    static V add(V a, V b) { return _mm256_add_ps(a, b); }
    static V sub(V a, V b) { return _mm256_sub_ps(a, b); }
    static V mul(V a, V b) { return _mm256_mul_ps(a, b); }
    static V div(V a, V b) { return _mm256_div_ps(a, b); }
    static V fmadd(V a, V b, V c) { return _mm256_fmadd_ps(a, b, c); }
    static V fnmadd(V a, V b, V c) { return _mm256_fnmadd_ps(a, b, c); }
    // min/max return b when either is NaN (minps/maxps): pass the value that may be NaN as b.
    static V min(V a, V b) { return _mm256_min_ps(a, b); }
    static V max(V a, V b) { return _mm256_max_ps(a, b); }
    static V and_not(V a, V b) { return _mm256_andnot_ps(a, b); }
    static V and_(V a, V b) { return _mm256_and_ps(a, b); }
    static V or_(V a, V b) { return _mm256_or_ps(a, b); }
    static V round_nearest(V x) { return _mm256_round_ps(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
    static I to_int(V x) { return _mm256_cvtps_epi32(x); }
    // 2^n for integer lanes n in the normal range.
    static V pow2(I n) {
        return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(n, _mm256_set1_epi32(127)), 23));
    }
    static I half_floor(I n) { return _mm256_srai_epi32(n, 1); }
    static I isub(I a, I b) { return _mm256_sub_epi32(a, b); }
    // lanes where a < b take if_lt, the others if_ge (ordered compare: NaN takes if_ge).
    static V select_lt(V a, V b, V if_lt, V if_ge) {
        return _mm256_blendv_ps(if_ge, if_lt, _mm256_cmp_ps(a, b, _CMP_LT_OQ));
    }
    // Lanes of x where lane index >= n (n in 0..N) replaced by v.
    static V fill_from(V x, int n, float v) {
        const __m256i idx = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
        const __m256 keep = _mm256_castsi256_ps(_mm256_cmpgt_epi32(_mm256_set1_epi32(n), idx));
        return _mm256_blendv_ps(_mm256_set1_ps(v), x, keep);
    }
    static float reduce_max(V v) {
        __m128 m = _mm_max_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
        m = _mm_max_ps(m, _mm_movehl_ps(m, m));
        m = _mm_max_ss(m, _mm_movehdup_ps(m));
        return _mm_cvtss_f32(m);
    }
    static float reduce_add(V v) {
        __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
        s = _mm_add_ps(s, _mm_movehl_ps(s, s));
        s = _mm_add_ss(s, _mm_movehdup_ps(s));
        return _mm_cvtss_f32(s);
    }
};

// e^x: x = n ln2 + r with |r| <= ln2/2 (ln2 split in two for an exact
// reduction), e^r by Cephes' degree-7 polynomial, then 2^n applied as two
// power-of-two factors so that results down to the subnormal range and up to
// overflow round once, like std::exp. Within 2-3 ulp of std::exp; NaN
// propagates; -inf gives 0.
template <class S>
inline typename S::V exp(typename S::V x) {
    x = S::min(S::set1(89.0f), x);  // operand order: NaN in x propagates
    x = S::max(S::set1(-110.0f), x);
    const auto n = S::round_nearest(S::mul(x, S::set1(1.44269504088896341f)));
    auto r = S::fnmadd(n, S::set1(0.693359375f), x);
    r = S::fnmadd(n, S::set1(-2.12194440e-4f), r);
    auto p = S::set1(1.9875691500e-4f);
    p = S::fmadd(p, r, S::set1(1.3981999507e-3f));
    p = S::fmadd(p, r, S::set1(8.3334519073e-3f));
    p = S::fmadd(p, r, S::set1(4.1665795894e-2f));
    p = S::fmadd(p, r, S::set1(1.6666665459e-1f));
    p = S::fmadd(p, r, S::set1(5.0000001201e-1f));
    const auto y = S::add(S::fmadd(p, S::mul(r, r), r), S::set1(1.0f));
    // 2^n = 2^n1 * 2^n2 with n1 = floor(n/2): both factors are normal floats.
    const auto ni = S::to_int(n);
    const auto n1 = S::half_floor(ni), n2 = S::isub(ni, n1);
    return S::mul(S::mul(y, S::pow2(n1)), S::pow2(n2));
}

// tanh(x) = sign(x) * e/(e+2) with e = expm1(2|x|): a Taylor series of expm1
// (through y^10/10!, error < 2e-8 relative) below |x| = 0.5, where the
// subtraction in e^y - 1 would cancel; 1 - 2/(e^y + 1) above it.
template <class S>
inline typename S::V tanh(typename S::V x) {
    const auto sign_bit = S::set1(-0.0f);
    const auto ax = S::and_not(sign_bit, x);
    const auto y = S::add(ax, ax);
    // Small: expm1(y) = y (1 + y/2 (1 + y/3 (1 + ... (1 + y/10)))).
    auto s = S::set1(1.0f);
    for (int k = 10; k >= 2; --k) s = S::fmadd(S::mul(y, S::set1(1.0f / float(k))), s, S::set1(1.0f));
    const auto em1 = S::mul(y, s);
    const auto small = S::div(em1, S::add(em1, S::set1(2.0f)));
    const auto large = S::sub(S::set1(1.0f), S::div(S::set1(2.0f), S::add(exp<S>(y), S::set1(1.0f))));
    const auto t = S::select_lt(ax, S::set1(0.5f), small, large);
    // NaN: ax is NaN, the comparison false, exp(NaN) NaN -> large is NaN.
    return S::or_(t, S::and_(x, sign_bit));
}

}  // namespace SYNSEMA_SIMD_TAG
}  // namespace synsema::kernels::simd
