// Scalar reference implementations of the ops building blocks (ops_table.h).
// They are the definition the AVX2 versions are tested against: plain loops,
// std::exp / std::tanh, double accumulation for the norms and sums.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "../fp16.h"
#include "../ops_table.h"

namespace synsema::kernels {
namespace {

inline float silu1(float x) { return x / (1.0f + std::exp(-x)); }
// gelu_tanh(x) = 0.5 x (1 + tanh(u)) = x / (1 + exp(-2u)): the same function,
// written without the cancellation of 1 + tanh(u) for negative u.
inline float gelu_tanh1(float x) {
    constexpr float kSqrt2OverPi = 0.7978845608028654f;
    const float u = kSqrt2OverPi * x * (1.0f + 0.044715f * x * x);
    return x / (1.0f + std::exp(-2.0f * u));
}

void rms_norm_row(const float* x, const float* w, float* y, int64_t n, float eps) {
    double ss = 0;
    for (int64_t i = 0; i < n; ++i) ss += double(x[i]) * x[i];
    const float inv = float(1.0 / std::sqrt(ss / double(n) + double(eps)));
    if (w)
        for (int64_t i = 0; i < n; ++i) y[i] = x[i] * inv * w[i];
    else
        for (int64_t i = 0; i < n; ++i) y[i] = x[i] * inv;
}

void rope_head(float* v, const float* cos, const float* sin, int64_t half, RopeStyle style) {
    for (int64_t i = 0; i < half; ++i) {
        const int64_t a = style == RopeStyle::Normal ? 2 * i : i;
        const int64_t b = style == RopeStyle::Normal ? 2 * i + 1 : i + half;
        const float x0 = v[a], x1 = v[b];
        v[a] = x0 * cos[i] - x1 * sin[i];
        v[b] = x0 * sin[i] + x1 * cos[i];
    }
}

void swiglu(const float* gate, const float* up, float* out, int64_t n) {
    for (int64_t i = 0; i < n; ++i) out[i] = silu1(gate[i]) * up[i];
}
void geglu(const float* gate, const float* up, float* out, int64_t n) {
    for (int64_t i = 0; i < n; ++i) out[i] = gelu_tanh1(gate[i]) * up[i];
}
void silu(float* x, int64_t n) {
    for (int64_t i = 0; i < n; ++i) x[i] = silu1(x[i]);
}
void gelu_tanh(float* x, int64_t n) {
    for (int64_t i = 0; i < n; ++i) x[i] = gelu_tanh1(x[i]);
}
void softcap(float* x, int64_t n, float cap) {
    for (int64_t i = 0; i < n; ++i) x[i] = cap * std::tanh(x[i] / cap);
}
void add(float* x, const float* y, int64_t n) {
    for (int64_t i = 0; i < n; ++i) x[i] += y[i];
}
void scale(float* x, float s, int64_t n) {
    for (int64_t i = 0; i < n; ++i) x[i] *= s;
}

void softmax_row(float* x, int64_t n) {
    float m = -INFINITY;
    for (int64_t i = 0; i < n; ++i) m = std::max(m, x[i]);
    double sum = 0;
    for (int64_t i = 0; i < n; ++i) {
        x[i] = std::exp(x[i] - m);
        sum += x[i];
    }
    const float inv = float(1.0 / sum);
    for (int64_t i = 0; i < n; ++i) x[i] *= inv;
}

void kv_store_row(DType type, void* dst, const float* src, int64_t n) {
    if (type == DType::F16) {
        auto* d = static_cast<uint16_t*>(dst);
        for (int64_t i = 0; i < n; ++i) d[i] = fp32_to_fp16(src[i]);
    } else {
        std::memcpy(dst, src, size_t(n) * sizeof(float));
    }
}

inline float load_cached(DType type, const void* base, int64_t index) {
    return type == DType::F16 ? fp16_to_fp32(static_cast<const uint16_t*>(base)[index])
                              : static_cast<const float*>(base)[index];
}

// Online softmax over chunks of keys: scores of a chunk, rescale the running
// sum and accumulator to the new maximum, then add the chunk's weighted values.
void attention_head(const AttentionParams& p, const float* q, int64_t pos, const KvLayerView& cache, int64_t hk,
                    float* out) {
    constexpr int64_t kChunk = 64;
    float scores[kChunk];
    float acc[kMaxHeadDim];
    const int64_t first = p.window > 0 ? std::max<int64_t>(0, pos - p.window + 1) : 0;
    float running_max = -INFINITY;
    double running_sum = 0;
    std::fill(acc, acc + p.head_dim, 0.0f);
    for (int64_t c0 = first; c0 <= pos; c0 += kChunk) {
        const int64_t c1 = std::min(pos + 1, c0 + kChunk);
        float chunk_max = -INFINITY;
        for (int64_t j = c0; j < c1; ++j) {
            float s = 0;
            for (int64_t d = 0; d < p.head_dim; ++d)
                s += q[d] * load_cached(cache.type, cache.k, kv_key_index(cache.n_ctx, p.head_dim, hk, d, j));
            s *= p.scale;
            if (p.softcap > 0) s = p.softcap * std::tanh(s / p.softcap);
            scores[j - c0] = s;
            chunk_max = std::max(chunk_max, s);
        }
        const float new_max = std::max(running_max, chunk_max);
        const float rescale = std::exp(running_max - new_max);
        running_sum *= rescale;
        for (int64_t d = 0; d < p.head_dim; ++d) acc[d] *= rescale;
        for (int64_t j = c0; j < c1; ++j) {
            const float w = std::exp(scores[j - c0] - new_max);
            running_sum += w;
            const int64_t vb = kv_value_index(cache.n_ctx, p.head_dim, hk, 0, j);
            for (int64_t d = 0; d < p.head_dim; ++d) acc[d] += w * load_cached(cache.type, cache.v, vb + d);
        }
        running_max = new_max;
    }
    const float inv = running_sum > 0 ? float(1.0 / running_sum) : 0.0f;
    for (int64_t d = 0; d < p.head_dim; ++d) out[d] = acc[d] * inv;
}

// The reference does each token and head on its own.
void attention(const AttentionParams& p, const float* q, int64_t q_stride, int64_t n_tok, int64_t n_heads,
               const int32_t* positions, const KvLayerView& cache, int64_t hk, float* out, int64_t out_stride) {
    for (int64_t t = 0; t < n_tok; ++t)
        for (int64_t h = 0; h < n_heads; ++h)
            attention_head(p, q + t * q_stride + h * p.head_dim, positions[t], cache, hk,
                           out + t * out_stride + h * p.head_dim);
}

constexpr OpsKernels kScalarOps{rms_norm_row, rope_head, swiglu, geglu,   silu,         gelu_tanh,
                                softcap,      add,       scale,  softmax_row, kv_store_row, attention};

}  // namespace

const OpsKernels& scalar_ops_kernels() { return kScalarOps; }

}  // namespace synsema::kernels
