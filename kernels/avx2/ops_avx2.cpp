// AVX2+FMA+F16C versions of the ops building blocks (ops_table.h), compiled
// with -mavx2 -mfma -mf16c and tested against kernels/scalar/ops_scalar.cpp.
//
// Accuracy (tests/tst_ops.cpp checks each): add, scale, rope, rms_norm and the
// F32/F16 KV store are bit-identical or within one rounding of the scalar
// reference (same operations in the same order; sums in double). exp_ps and
// tanh_ps below are within 2-3 ulp (relative error < 4e-7) of std::exp /
// std::tanh over the whole float range, including overflow to inf, gradual
// underflow to 0 and NaN propagation, so silu, gelu, softcap and softmax stay
// within 1e-6 relative of the reference. Attention uses std::exp/std::tanh for
// its scores (a few per key, not per element) and SIMD for the q.k dot products
// and the value accumulation, so only the summation order differs.
#include <immintrin.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "../ops_table.h"

namespace synsema::kernels {
namespace {

inline __m256 splat(float v) { return _mm256_set1_ps(v); }

// e^x: x = n ln2 + r with |r| <= ln2/2 (ln2 split in two for an exact
// reduction), e^r by Cephes' degree-7 polynomial, then 2^n applied as two
// power-of-two factors so that results down to the subnormal range and up to
// overflow round once, like std::exp.
inline __m256 exp_ps(__m256 x) {
    x = _mm256_min_ps(splat(89.0f), x);  // operand order: NaN in x propagates
    x = _mm256_max_ps(splat(-110.0f), x);
    const __m256 n = _mm256_round_ps(_mm256_mul_ps(x, splat(1.44269504088896341f)),
                                     _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m256 r = _mm256_fnmadd_ps(n, splat(0.693359375f), x);
    r = _mm256_fnmadd_ps(n, splat(-2.12194440e-4f), r);
    __m256 p = splat(1.9875691500e-4f);
    p = _mm256_fmadd_ps(p, r, splat(1.3981999507e-3f));
    p = _mm256_fmadd_ps(p, r, splat(8.3334519073e-3f));
    p = _mm256_fmadd_ps(p, r, splat(4.1665795894e-2f));
    p = _mm256_fmadd_ps(p, r, splat(1.6666665459e-1f));
    p = _mm256_fmadd_ps(p, r, splat(5.0000001201e-1f));
    const __m256 y = _mm256_add_ps(_mm256_fmadd_ps(p, _mm256_mul_ps(r, r), r), splat(1.0f));
    // 2^n = 2^n1 * 2^n2 with n1 = floor(n/2): both factors are normal floats.
    const __m256i ni = _mm256_cvtps_epi32(n);
    const __m256i n1 = _mm256_srai_epi32(ni, 1), n2 = _mm256_sub_epi32(ni, n1);
    const __m256 s1 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(n1, _mm256_set1_epi32(127)), 23));
    const __m256 s2 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(n2, _mm256_set1_epi32(127)), 23));
    return _mm256_mul_ps(_mm256_mul_ps(y, s1), s2);
}

// tanh(x) = sign(x) * e/(e+2) with e = expm1(2|x|): a Taylor series of expm1
// (through y^10/10!, error < 2e-8 relative) below |x| = 0.5, where the
// subtraction in e^y - 1 would cancel; 1 - 2/(e^y + 1) above it.
inline __m256 tanh_ps(__m256 x) {
    const __m256 sign_bit = splat(-0.0f);
    const __m256 ax = _mm256_andnot_ps(sign_bit, x);
    const __m256 y = _mm256_add_ps(ax, ax);
    // Small: expm1(y) = y (1 + y/2 (1 + y/3 (1 + ... (1 + y/10)))).
    __m256 s = splat(1.0f);
    for (int k = 10; k >= 2; --k) s = _mm256_fmadd_ps(_mm256_mul_ps(y, splat(1.0f / float(k))), s, splat(1.0f));
    const __m256 em1 = _mm256_mul_ps(y, s);
    const __m256 small = _mm256_div_ps(em1, _mm256_add_ps(em1, splat(2.0f)));
    const __m256 large =
        _mm256_sub_ps(splat(1.0f), _mm256_div_ps(splat(2.0f), _mm256_add_ps(exp_ps(y), splat(1.0f))));
    const __m256 t = _mm256_blendv_ps(large, small, _mm256_cmp_ps(ax, splat(0.5f), _CMP_LT_OQ));
    // NaN: ax is NaN, the comparison false, exp_ps(NaN) NaN -> large is NaN.
    return _mm256_or_ps(t, _mm256_and_ps(x, sign_bit));
}

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

// 8 cached values at element index i as floats.
inline __m256 load8(DType type, const void* base, int64_t i) {
    if (type == DType::F16)
        return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(static_cast<const uint16_t*>(base) + i)));
    return _mm256_loadu_ps(static_cast<const float*>(base) + i);
}
inline float load1(DType type, const void* base, int64_t i) {
    return type == DType::F16 ? _cvtsh_ss(static_cast<const uint16_t*>(base)[i]) : static_cast<const float*>(base)[i];
}
inline float hsum(__m256 v) {
    __m128 lo = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    lo = _mm_add_ps(lo, _mm_movehl_ps(lo, lo));
    lo = _mm_add_ss(lo, _mm_movehdup_ps(lo));
    return _mm_cvtss_f32(lo);
}

// acc[d0, d0 + 8 NV) = acc * rescale + sum over the chunk's n keys of
// w[j] x V[key c0 + j][d0, ...]: NV vectors stay in registers for the whole
// chunk (one load and store of acc per chunk, not per key).
template <int NV>
void accumulate_values(float* acc, float rescale, const float* w, int64_t n, const KvLayerView& cache, int64_t vb0,
                       int64_t stride, int64_t d0) {
    __m256 a[NV];
    for (int i = 0; i < NV; ++i) a[i] = _mm256_mul_ps(_mm256_load_ps(acc + d0 + 8 * i), splat(rescale));
    for (int64_t j = 0; j < n; ++j) {
        const __m256 vw = splat(w[j]);
        const int64_t vb = vb0 + j * stride + d0;
        for (int i = 0; i < NV; ++i) a[i] = _mm256_fmadd_ps(vw, load8(cache.type, cache.v, vb + 8 * i), a[i]);
    }
    for (int i = 0; i < NV; ++i) _mm256_store_ps(acc + d0 + 8 * i, a[i]);
}

// Scores of one head against keys [c0, c0 + n) (scaled, soft-capped), padded
// with -inf to whole vectors; returns their maximum.
float chunk_scores(const AttentionParams& p, const float* q, const KvLayerView& cache, int64_t hk, int64_t c0,
                   int64_t n, float* scores) {
    const int64_t kv_width = p.n_head_kv * p.head_dim, hd = p.head_dim, hd8 = hd & ~int64_t(7);
    for (int64_t j = 0; j < n; ++j) {
        const int64_t kb = (c0 + j) * kv_width + hk * hd;
        __m256 d0 = _mm256_setzero_ps(), d1 = _mm256_setzero_ps();
        int64_t d = 0;
        for (; d + 16 <= hd8; d += 16) {
            d0 = _mm256_fmadd_ps(_mm256_loadu_ps(q + d), load8(cache.type, cache.k, kb + d), d0);
            d1 = _mm256_fmadd_ps(_mm256_loadu_ps(q + d + 8), load8(cache.type, cache.k, kb + d + 8), d1);
        }
        if (d < hd8) {
            d0 = _mm256_fmadd_ps(_mm256_loadu_ps(q + d), load8(cache.type, cache.k, kb + d), d0);
            d += 8;
        }
        float s = hsum(_mm256_add_ps(d0, d1));
        for (; d < hd; ++d) s += q[d] * load1(cache.type, cache.k, kb + d);
        scores[j] = s * p.scale;
    }
    // Padding of -inf: exp gives 0 and the maximum is unchanged.
    const int64_t n8 = (n + 7) & ~int64_t(7);
    for (int64_t j = n; j < n8; ++j) scores[j] = -INFINITY;
    __m256 vmax = splat(-INFINITY);
    for (int64_t j = 0; j < n8; j += 8) {
        __m256 s = _mm256_load_ps(scores + j);
        if (p.softcap > 0) s = _mm256_mul_ps(splat(p.softcap), tanh_ps(_mm256_mul_ps(s, splat(1.0f / p.softcap))));
        _mm256_store_ps(scores + j, s);
        vmax = _mm256_max_ps(vmax, s);
    }
    __m128 m4 = _mm_max_ps(_mm256_castps256_ps128(vmax), _mm256_extractf128_ps(vmax, 1));
    m4 = _mm_max_ps(m4, _mm_movehl_ps(m4, m4));
    m4 = _mm_max_ss(m4, _mm_movehdup_ps(m4));
    return _mm_cvtss_f32(m4);
}

// One head's online-softmax state across chunks.
struct HeadState {
    float running_max = -INFINITY;
    double running_sum = 0;
    alignas(32) float acc[kMaxHeadDim];
};

// Adds one chunk (keys [c0, c0 + n), scores as made by chunk_scores) to a head.
void add_chunk(const AttentionParams& p, const KvLayerView& cache, int64_t hk, int64_t c0, int64_t n, float chunk_max,
               float* scores, HeadState& st) {
    const int64_t kv_width = p.n_head_kv * p.head_dim, hd = p.head_dim, hd8 = hd & ~int64_t(7);
    const int64_t n8 = (n + 7) & ~int64_t(7);
    const float new_max = std::max(st.running_max, chunk_max);
    const float rescale = std::exp(st.running_max - new_max);
    __m256 vsum = _mm256_setzero_ps();
    for (int64_t j = 0; j < n8; j += 8) {
        const __m256 w = exp_ps(_mm256_sub_ps(_mm256_load_ps(scores + j), splat(new_max)));
        _mm256_store_ps(scores + j, w);  // now the chunk's weights
        vsum = _mm256_add_ps(vsum, w);
    }
    st.running_sum = st.running_sum * rescale + double(hsum(vsum));
    const int64_t vb0 = c0 * kv_width + hk * hd;
    int64_t d = 0;
    for (; d + 32 <= hd8; d += 32) accumulate_values<4>(st.acc, rescale, scores, n, cache, vb0, kv_width, d);
    if (d + 16 <= hd8) accumulate_values<2>(st.acc, rescale, scores, n, cache, vb0, kv_width, d), d += 16;
    if (d < hd8) accumulate_values<1>(st.acc, rescale, scores, n, cache, vb0, kv_width, d), d += 8;
    for (; d < hd; ++d) {
        float x = st.acc[d] * rescale;
        for (int64_t j = 0; j < n; ++j) x += scores[j] * load1(cache.type, cache.v, vb0 + j * kv_width + d);
        st.acc[d] = x;
    }
    st.running_max = new_max;
}

// The scalar algorithm (online softmax over chunks of 64 keys) with SIMD dot
// products, the scores through exp_ps / tanh_ps 8 at a time and the value
// sums in registers across a chunk. The heads of a KV group go through each
// chunk together, so its 64 key and value rows are read from memory once and
// from L1 by the other heads (with one head per call, every head of the group
// read the whole cache again: 7 times for Qwen2.5-0.5B).
void attention_heads(const AttentionParams& p, const float* q, int64_t n_heads, int64_t pos, const KvLayerView& cache,
                     int64_t hk, float* out) {
    constexpr int64_t kChunk = 64, kMaxHeads = 8;
    const int64_t hd = p.head_dim, hd8 = hd & ~int64_t(7);
    for (int64_t h0 = 0; h0 < n_heads; h0 += kMaxHeads) {  // 8 heads' state: 16 KiB at most on the stack
        const int64_t nh = std::min(kMaxHeads, n_heads - h0);
        HeadState state[kMaxHeads];
        alignas(32) float scores[kChunk];
        for (int64_t h = 0; h < nh; ++h) std::fill(state[h].acc, state[h].acc + hd, 0.0f);
        const int64_t first = p.window > 0 ? std::max<int64_t>(0, pos - p.window + 1) : 0;
        for (int64_t c0 = first; c0 <= pos; c0 += kChunk) {
            const int64_t n = std::min(pos + 1, c0 + kChunk) - c0;
            for (int64_t h = 0; h < nh; ++h) {
                const float chunk_max = chunk_scores(p, q + (h0 + h) * hd, cache, hk, c0, n, scores);
                add_chunk(p, cache, hk, c0, n, chunk_max, scores, state[h]);
            }
        }
        for (int64_t h = 0; h < nh; ++h) {
            const HeadState& st = state[h];
            float* o = out + (h0 + h) * hd;
            const float inv = st.running_sum > 0 ? float(1.0 / st.running_sum) : 0.0f;
            int64_t d = 0;
            for (; d < hd8; d += 8) _mm256_storeu_ps(o + d, _mm256_mul_ps(_mm256_load_ps(st.acc + d), splat(inv)));
            for (; d < hd; ++d) o[d] = st.acc[d] * inv;
        }
    }
}

constexpr OpsKernels kAvx2Ops{rms_norm_row, rope_head, swiglu, geglu,       silu,         gelu_tanh,
                              softcap,      add,       scale,  softmax_row, kv_store_row, attention_heads};

}  // namespace

const OpsKernels& avx2_ops_kernels() { return kAvx2Ops; }

}  // namespace synsema::kernels
