// AVX2+FMA+F16C versions of the ops building blocks (ops_table.h), compiled
// with -mavx2 -mfma -mf16c and tested against kernels/scalar/ops_scalar.cpp.
//
// Accuracy (tests/tst_ops.cpp checks each): add, scale, rope, rms_norm and the
// F32/F16 KV store are bit-identical or within one rounding of the scalar
// reference (same operations in the same order; sums in double). exp_ps and
// tanh_ps below are within 2-3 ulp (relative error < 4e-7) of std::exp /
// std::tanh over the whole float range, including overflow to inf, gradual
// underflow to 0 and NaN propagation, so silu, gelu, softcap and softmax stay
// within 1e-6 relative of the reference. Attention (avx2/attention_rows.h)
// differs from the reference only in its summation order.
#include <immintrin.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "../ops_table.h"
#include "attention_rows.h"
#include "simd_f32.h"

namespace synsema::kernels {
namespace {

inline __m256 splat(float v) { return _mm256_set1_ps(v); }

// exp and tanh: avx2/simd_f32.h (shared with the attention kernel and the AVX-512 path).
inline __m256 exp_ps(__m256 x) { return simd::exp<simd::F32x8>(x); }
inline __m256 tanh_ps(__m256 x) { return simd::tanh<simd::F32x8>(x); }

inline __m256 silu_ps(__m256 x) {
    return _mm256_div_ps(x, _mm256_add_ps(splat(1.0f), exp_ps(_mm256_sub_ps(_mm256_setzero_ps(), x))));
}
// x / (1 + exp(-2u)), u = sqrt(2/pi) x (1 + 0.044715 x^2), in the scalar order of operations.
inline __m256 gelu_ps(__m256 x) {
    const __m256 inner = _mm256_add_ps(splat(1.0f), _mm256_mul_ps(_mm256_mul_ps(splat(0.044715f), x), x));
    const __m256 u = _mm256_mul_ps(_mm256_mul_ps(splat(0.7978845608028654f), x), inner);
    return _mm256_div_ps(x, _mm256_add_ps(splat(1.0f), exp_ps(_mm256_mul_ps(splat(-2.0f), u))));
}

// Applies f to x[0..n): 8 lanes at a time, the tail through a zero-padded vector.
template <class F>
inline void map_inplace(float* x, int64_t n, F f) {
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) _mm256_storeu_ps(x + i, f(_mm256_loadu_ps(x + i)));
    if (i < n) {
        alignas(32) float tail[8] = {};
        std::memcpy(tail, x + i, size_t(n - i) * 4);
        _mm256_store_ps(tail, f(_mm256_load_ps(tail)));
        std::memcpy(x + i, tail, size_t(n - i) * 4);
    }
}
template <class F>
inline void map_gated(const float* gate, const float* up, float* out, int64_t n, F f) {
    int64_t i = 0;
    for (; i + 8 <= n; i += 8)
        _mm256_storeu_ps(out + i, _mm256_mul_ps(f(_mm256_loadu_ps(gate + i)), _mm256_loadu_ps(up + i)));
    if (i < n) {
        alignas(32) float g[8] = {}, u[8] = {};
        std::memcpy(g, gate + i, size_t(n - i) * 4);
        std::memcpy(u, up + i, size_t(n - i) * 4);
        _mm256_store_ps(g, _mm256_mul_ps(f(_mm256_load_ps(g)), _mm256_load_ps(u)));
        std::memcpy(out + i, g, size_t(n - i) * 4);
    }
}

// Sum of squares in double: 8 floats -> two 4-double FMAs.
double sum_squares(const float* x, int64_t n) {
    __m256d a0 = _mm256_setzero_pd(), a1 = _mm256_setzero_pd();
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        const __m256 v = _mm256_loadu_ps(x + i);
        const __m256d lo = _mm256_cvtps_pd(_mm256_castps256_ps128(v)), hi = _mm256_cvtps_pd(_mm256_extractf128_ps(v, 1));
        a0 = _mm256_fmadd_pd(lo, lo, a0);
        a1 = _mm256_fmadd_pd(hi, hi, a1);
    }
    alignas(32) double lanes[4];
    _mm256_store_pd(lanes, _mm256_add_pd(a0, a1));
    double ss = (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
    for (; i < n; ++i) ss += double(x[i]) * x[i];
    return ss;
}

void rms_norm_row(const float* x, const float* w, float* y, int64_t n, float eps) {
    const float inv = float(1.0 / std::sqrt(sum_squares(x, n) / double(n) + double(eps)));
    const __m256 vinv = splat(inv);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256 v = _mm256_mul_ps(_mm256_loadu_ps(x + i), vinv);
        if (w) v = _mm256_mul_ps(v, _mm256_loadu_ps(w + i));
        _mm256_storeu_ps(y + i, v);
    }
    for (; i < n; ++i) y[i] = w ? x[i] * inv * w[i] : x[i] * inv;
}

// Same products and sums as the scalar rotation (no FMA), so results are identical.
void rope_head(float* v, const float* cos, const float* sin, int64_t half, RopeStyle style) {
    int64_t i = 0;
    if (style == RopeStyle::Normal) {
        const __m256i dup = _mm256_setr_epi32(0, 0, 1, 1, 2, 2, 3, 3);
        for (; i + 4 <= half; i += 4) {
            const __m256 x = _mm256_loadu_ps(v + 2 * i);  // x0 x1 of 4 pairs
            const __m256 c = _mm256_permutevar8x32_ps(_mm256_castps128_ps256(_mm_loadu_ps(cos + i)), dup);
            const __m256 s = _mm256_permutevar8x32_ps(_mm256_castps128_ps256(_mm_loadu_ps(sin + i)), dup);
            const __m256 swapped = _mm256_permute_ps(x, 0xB1);  // x1 x0
            // even lanes x0 c - x1 s, odd lanes x1 c + x0 s
            _mm256_storeu_ps(v + 2 * i, _mm256_addsub_ps(_mm256_mul_ps(x, c), _mm256_mul_ps(swapped, s)));
        }
        for (; i < half; ++i) {
            const float x0 = v[2 * i], x1 = v[2 * i + 1];
            v[2 * i] = x0 * cos[i] - x1 * sin[i];
            v[2 * i + 1] = x0 * sin[i] + x1 * cos[i];
        }
        return;
    }
    for (; i + 8 <= half; i += 8) {
        const __m256 x0 = _mm256_loadu_ps(v + i), x1 = _mm256_loadu_ps(v + i + half);
        const __m256 c = _mm256_loadu_ps(cos + i), s = _mm256_loadu_ps(sin + i);
        _mm256_storeu_ps(v + i, _mm256_sub_ps(_mm256_mul_ps(x0, c), _mm256_mul_ps(x1, s)));
        _mm256_storeu_ps(v + i + half, _mm256_add_ps(_mm256_mul_ps(x0, s), _mm256_mul_ps(x1, c)));
    }
    for (; i < half; ++i) {
        const float x0 = v[i], x1 = v[i + half];
        v[i] = x0 * cos[i] - x1 * sin[i];
        v[i + half] = x0 * sin[i] + x1 * cos[i];
    }
}

void swiglu(const float* gate, const float* up, float* out, int64_t n) { map_gated(gate, up, out, n, silu_ps); }
void geglu(const float* gate, const float* up, float* out, int64_t n) { map_gated(gate, up, out, n, gelu_ps); }
void silu(float* x, int64_t n) { map_inplace(x, n, silu_ps); }
void gelu_tanh(float* x, int64_t n) { map_inplace(x, n, gelu_ps); }
void softcap(float* x, int64_t n, float cap) {
    const __m256 c = splat(cap);
    map_inplace(x, n, [c](__m256 v) { return _mm256_mul_ps(c, tanh_ps(_mm256_div_ps(v, c))); });
}
void add(float* x, const float* y, int64_t n) {
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) _mm256_storeu_ps(x + i, _mm256_add_ps(_mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i)));
    for (; i < n; ++i) x[i] += y[i];
}
void scale(float* x, float s, int64_t n) {
    const __m256 vs = splat(s);
    map_inplace(x, n, [vs](__m256 v) { return _mm256_mul_ps(v, vs); });
}

void softmax_row(float* x, int64_t n) {
    // 1. Maximum (exact in any order).
    __m256 vmax = splat(-INFINITY);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) vmax = _mm256_max_ps(vmax, _mm256_loadu_ps(x + i));
    alignas(32) float lanes[8];
    _mm256_store_ps(lanes, vmax);
    float m = -INFINITY;
    for (float l : lanes) m = std::max(m, l);
    for (; i < n; ++i) m = std::max(m, x[i]);
    // 2. Exponentials, summed in double.
    const __m256 vm = splat(m);
    __m256d s0 = _mm256_setzero_pd(), s1 = _mm256_setzero_pd();
    for (i = 0; i + 8 <= n; i += 8) {
        const __m256 e = exp_ps(_mm256_sub_ps(_mm256_loadu_ps(x + i), vm));
        _mm256_storeu_ps(x + i, e);
        s0 = _mm256_add_pd(s0, _mm256_cvtps_pd(_mm256_castps256_ps128(e)));
        s1 = _mm256_add_pd(s1, _mm256_cvtps_pd(_mm256_extractf128_ps(e, 1)));
    }
    alignas(32) double dl[4];
    _mm256_store_pd(dl, _mm256_add_pd(s0, s1));
    double sum = (dl[0] + dl[1]) + (dl[2] + dl[3]);
    if (i < n) {
        map_inplace(x + i, n - i, [vm](__m256 v) { return exp_ps(_mm256_sub_ps(v, vm)); });
        for (; i < n; ++i) sum += x[i];
    }
    // 3. Normalise.
    scale(x, float(1.0 / sum), n);
}

void kv_store_row(DType type, void* dst, const float* src, int64_t n) {
    if (type != DType::F16) {
        std::memcpy(dst, src, size_t(n) * sizeof(float));
        return;
    }
    auto* d = static_cast<uint8_t*>(dst);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8)
        _mm_storeu_si128(reinterpret_cast<__m128i*>(d + 2 * i),
                         _mm256_cvtps_ph(_mm256_loadu_ps(src + i), _MM_FROUND_TO_NEAREST_INT));
    for (; i < n; ++i) {
        const uint16_t h = _cvtss_sh(src[i], _MM_FROUND_TO_NEAREST_INT);
        std::memcpy(d + 2 * i, &h, 2);
    }
}

// Attention: the blocked kernel of avx2/attention_rows.h, 8 lanes wide.
void attention(const AttentionParams& p, const float* q, int64_t q_stride, int64_t n_tok, int64_t n_heads,
               const int32_t* positions, const KvLayerView& cache, int64_t hk, float* out, int64_t out_stride) {
    simd::AttentionRows<simd::F32x8>::run(p, q, q_stride, n_tok, n_heads, positions, cache, hk, out, out_stride);
}

constexpr OpsKernels kAvx2Ops{rms_norm_row, rope_head, swiglu, geglu,       silu,         gelu_tanh,
                              softcap,      add,       scale,  softmax_row, kv_store_row, attention};

}  // namespace

const OpsKernels& avx2_ops_kernels() { return kAvx2Ops; }

}  // namespace synsema::kernels
