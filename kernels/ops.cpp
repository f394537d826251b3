#include "ops.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "fp16.h"

namespace synsema::kernels {
namespace {

// Element-wise work is split in cache-line-friendly chunks.
constexpr int64_t kElemGrain = 256;

inline float silu1(float x) { return x / (1.0f + std::exp(-x)); }
inline float gelu_tanh1(float x) {
    constexpr float kSqrt2OverPi = 0.7978845608028654f;
    return 0.5f * x * (1.0f + std::tanh(kSqrt2OverPi * x * (1.0f + 0.044715f * x * x)));
}

inline float load_kv(const KvLayerView& c, int64_t index) {
    return c.type == DType::F16 ? fp16_to_fp32(static_cast<const uint16_t*>(c.k)[index])
                                : static_cast<const float*>(c.k)[index];
}
inline float load_v(const KvLayerView& c, int64_t index) {
    return c.type == DType::F16 ? fp16_to_fp32(static_cast<const uint16_t*>(c.v)[index])
                                : static_cast<const float*>(c.v)[index];
}

}  // namespace

void rms_norm(ThreadPool& pool, const float* x, const float* w, float* y, int64_t rows, int64_t n,
              float eps) {
    pool.parallel_for(rows, 1, [&](int64_t b, int64_t e) {
        for (int64_t r = b; r < e; ++r) {
            const float* xr = x + r * n;
            float* yr = y + r * n;
            double ss = 0;
            for (int64_t i = 0; i < n; ++i) ss += double(xr[i]) * xr[i];
            const float inv = float(1.0 / std::sqrt(ss / double(n) + double(eps)));
            if (w)
                for (int64_t i = 0; i < n; ++i) yr[i] = xr[i] * inv * w[i];
            else
                for (int64_t i = 0; i < n; ++i) yr[i] = xr[i] * inv;
        }
    });
}

void rope(ThreadPool& pool, float* x, int64_t n_tokens, int64_t n_heads, int64_t head_dim,
          const int32_t* positions, const RopeParams& p) {
    const int64_t half = p.n_rot / 2;
    pool.parallel_for(n_tokens, 1, [&](int64_t b, int64_t e) {
        float cs[kMaxHeadDim];  // cos, sin per rotated pair; n_rot <= head_dim <= kMaxHeadDim
        for (int64_t t = b; t < e; ++t) {
            const double pos = double(positions[t]) * p.position_scale;
            for (int64_t i = 0; i < half; ++i) {
                double theta = pos * std::pow(p.freq_base, -2.0 * double(i) / double(p.n_rot));
                if (p.freq_factors) theta /= double(p.freq_factors[i]);
                cs[2 * i] = float(std::cos(theta) * p.attn_factor);
                cs[2 * i + 1] = float(std::sin(theta) * p.attn_factor);
            }
            for (int64_t h = 0; h < n_heads; ++h) {
                float* v = x + t * n_heads * head_dim + h * head_dim;
                for (int64_t i = 0; i < half; ++i) {
                    const int64_t a = p.style == RopeStyle::Normal ? 2 * i : i;
                    const int64_t c = p.style == RopeStyle::Normal ? 2 * i + 1 : i + half;
                    const float x0 = v[a], x1 = v[c];
                    v[a] = x0 * cs[2 * i] - x1 * cs[2 * i + 1];
                    v[c] = x0 * cs[2 * i + 1] + x1 * cs[2 * i];
                }
            }
        }
    });
}

void swiglu(ThreadPool& pool, const float* gate, const float* up, float* out, int64_t n) {
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i) out[i] = silu1(gate[i]) * up[i];
    });
}

void geglu(ThreadPool& pool, const float* gate, const float* up, float* out, int64_t n) {
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i) out[i] = gelu_tanh1(gate[i]) * up[i];
    });
}

void silu(ThreadPool& pool, float* x, int64_t n) {
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i) x[i] = silu1(x[i]);
    });
}

void gelu_tanh(ThreadPool& pool, float* x, int64_t n) {
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i) x[i] = gelu_tanh1(x[i]);
    });
}

void softcap(ThreadPool& pool, float* x, int64_t n, float cap) {
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i) x[i] = cap * std::tanh(x[i] / cap);
    });
}

void add(ThreadPool& pool, float* x, const float* y, int64_t n) {
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i) x[i] += y[i];
    });
}

void add_row_bias(ThreadPool& pool, float* x, const float* bias, int64_t rows, int64_t n) {
    pool.parallel_for(rows, 1, [&](int64_t b, int64_t e) {
        for (int64_t r = b; r < e; ++r)
            for (int64_t i = 0; i < n; ++i) x[r * n + i] += bias[i];
    });
}

void scale(ThreadPool& pool, float* x, float s, int64_t n) {
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i) x[i] *= s;
    });
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

void kv_store(ThreadPool& pool, const KvLayerView& cache, const float* k, const float* v,
              int64_t n_tokens, int64_t kv_width, const int32_t* positions) {
    pool.parallel_for(n_tokens, 1, [&](int64_t b, int64_t e) {
        for (int64_t t = b; t < e; ++t) {
            const int64_t base = int64_t(positions[t]) * kv_width;
            if (cache.type == DType::F16) {
                auto* kd = static_cast<uint16_t*>(cache.k) + base;
                auto* vd = static_cast<uint16_t*>(cache.v) + base;
                for (int64_t i = 0; i < kv_width; ++i) {
                    kd[i] = fp32_to_fp16(k[t * kv_width + i]);
                    vd[i] = fp32_to_fp16(v[t * kv_width + i]);
                }
            } else {
                auto* kd = static_cast<float*>(cache.k) + base;
                auto* vd = static_cast<float*>(cache.v) + base;
                std::copy(k + t * kv_width, k + (t + 1) * kv_width, kd);
                std::copy(v + t * kv_width, v + (t + 1) * kv_width, vd);
            }
        }
    });
}

void attention(ThreadPool& pool, const AttentionParams& p, const float* q, int64_t n_tokens,
               const int32_t* positions, const KvLayerView& cache, float* out) {
    const int64_t q_width = p.n_head * p.head_dim;
    const int64_t kv_width = p.n_head_kv * p.head_dim;
    const int64_t group = p.n_head / p.n_head_kv;
    pool.parallel_for(n_tokens * p.n_head, 1, [&](int64_t b, int64_t e) {
        constexpr int64_t kChunk = 64;
        float scores[kChunk];
        float acc[kMaxHeadDim];
        for (int64_t job = b; job < e; ++job) {
            const int64_t t = job / p.n_head, h = job % p.n_head, hk = h / group;
            const float* qv = q + t * q_width + h * p.head_dim;
            const int64_t pos = positions[t];
            const int64_t first = p.window > 0 ? std::max<int64_t>(0, pos - p.window + 1) : 0;
            float running_max = -INFINITY;
            double running_sum = 0;
            std::fill(acc, acc + p.head_dim, 0.0f);
            for (int64_t c0 = first; c0 <= pos; c0 += kChunk) {
                const int64_t c1 = std::min(pos + 1, c0 + kChunk);
                float chunk_max = -INFINITY;
                for (int64_t j = c0; j < c1; ++j) {
                    const int64_t kb = j * kv_width + hk * p.head_dim;
                    float s = 0;
                    for (int64_t d = 0; d < p.head_dim; ++d) s += qv[d] * load_kv(cache, kb + d);
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
                    const int64_t vb = j * kv_width + hk * p.head_dim;
                    for (int64_t d = 0; d < p.head_dim; ++d) acc[d] += w * load_v(cache, vb + d);
                }
                running_max = new_max;
            }
            float* o = out + t * q_width + h * p.head_dim;
            const float inv = running_sum > 0 ? float(1.0 / running_sum) : 0.0f;
            for (int64_t d = 0; d < p.head_dim; ++d) o[d] = acc[d] * inv;
        }
    });
}

}  // namespace synsema::kernels
