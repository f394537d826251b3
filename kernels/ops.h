// Threaded element-wise and attention kernels over row-major F32 activations.
// They know nothing of models: the engine passes shapes and pointers.
#pragma once
#include <cstdint>

#include "dtype.h"
#include "thread_pool.h"

namespace synsema::kernels {

// y[r] = x[r] / rms(x[r]) * w, for `rows` rows of n. w may be null (no scale).
// x and y may alias.
void rms_norm(ThreadPool& pool, const float* x, const float* w, float* y, int64_t rows, int64_t n,
              float eps);

enum class RopeStyle {
    Normal,  // rotates element pairs (2i, 2i+1): Llama
    NeoX,    // rotates element pairs (i, i + n_rot/2): Qwen, Phi-3, Gemma
};

struct RopeParams {
    RopeStyle style = RopeStyle::Normal;
    int64_t n_rot = 0;                     // rotated dimensions per head (<= head_dim)
    double freq_base = 10000.0;            // theta_i = p * base^(-2i/n_rot)
    double position_scale = 1.0;           // linear scaling: p = position * position_scale
    const float* freq_factors = nullptr;   // [n_rot/2] divisors of each frequency (LongRoPE), or null
    double attn_factor = 1.0;              // multiplies cos and sin (LongRoPE magnitude scaling)
};

// Rotates each head of x in place: x is [n_tokens][n_heads * head_dim] and token t
// sits at positions[t]. Angles are computed in double precision.
void rope(ThreadPool& pool, float* x, int64_t n_tokens, int64_t n_heads, int64_t head_dim,
          const int32_t* positions, const RopeParams& params);

// out = silu(gate) * up, over n elements (SwiGLU).
void swiglu(ThreadPool& pool, const float* gate, const float* up, float* out, int64_t n);
// out = gelu_tanh(gate) * up, over n elements (GeGLU).
void geglu(ThreadPool& pool, const float* gate, const float* up, float* out, int64_t n);
void silu(ThreadPool& pool, float* x, int64_t n);
void gelu_tanh(ThreadPool& pool, float* x, int64_t n);
// x = cap * tanh(x / cap)
void softcap(ThreadPool& pool, float* x, int64_t n, float cap);
// x[i] += y[i]
void add(ThreadPool& pool, float* x, const float* y, int64_t n);
// x[i] *= s
void scale(ThreadPool& pool, float* x, float s, int64_t n);
// In-place softmax of one row.
void softmax_row(float* x, int64_t n);

// One layer's KV cache, F32 or F16, one KV head after another: each head's
// values per position (rows of head_dim), its keys in blocks of kKvBlock
// positions with each dimension contiguous over the block's positions.
// - Keys by block and dimension: attention reads a chunk of keys as the score
//   tiles want them (one key per lane), where rows would have to be transposed
//   on every call (half of decode's attention time at a 4,096-token context).
// - Head after head: the thread that attends with one KV head reads one
//   sequential stream of keys and one of values, which the prefetchers follow;
//   with positions outermost each 64-key chunk touched new pages of every head.
// (docs/performance.md, issue #24.)
inline constexpr int64_t kKvBlock = 64;
// Positions a cache of n_ctx holds, rounded up to whole key blocks.
inline int64_t kv_padded_ctx(int64_t n_ctx) { return (n_ctx + kKvBlock - 1) / kKvBlock * kKvBlock; }
// Element index of the key of kv head h, dimension d, at pos, in a cache of n_ctx positions.
inline int64_t kv_key_index(int64_t n_ctx, int64_t head_dim, int64_t h, int64_t d, int64_t pos) {
    return ((h * (kv_padded_ctx(n_ctx) / kKvBlock) + pos / kKvBlock) * head_dim + d) * kKvBlock + pos % kKvBlock;
}
// Element index of the value of kv head h, dimension d, at pos.
inline int64_t kv_value_index(int64_t n_ctx, int64_t head_dim, int64_t h, int64_t d, int64_t pos) {
    return (h * n_ctx + pos) * head_dim + d;
}
struct KvLayerView {
    DType type = DType::F32;
    void* k = nullptr;  // [n_kv_heads][kv_padded_ctx(n_ctx) / kKvBlock][head_dim][kKvBlock]
    void* v = nullptr;  // [n_kv_heads][n_ctx][head_dim]
    int64_t n_ctx = 0;
};

struct AttentionParams {
    int64_t n_head = 0;
    int64_t n_head_kv = 0;
    int64_t head_dim = 0;
    float scale = 1.0f;   // multiplies q.k
    float softcap = 0.0f; // > 0: scores = c * tanh(scores / c) before the mask
    int64_t window = 0;   // > 0: a query at p sees keys at p-window+1 .. p
};

inline constexpr int64_t kMaxHeadDim = 512;

// Writes k and v ([n_tokens][n_head_kv*head_dim]) into the cache at positions[t].
void kv_store(ThreadPool& pool, const KvLayerView& cache, const float* k, const float* v, int64_t n_tokens,
              int64_t n_head_kv, int64_t head_dim, const int32_t* positions);

// Causal attention of q ([n_tokens][n_head*head_dim]) over the cache: a query
// at positions[t] sees cached keys 0..positions[t] (limited by the window).
// Softmax is computed online in chunks so no score matrix is materialised.
void attention(ThreadPool& pool, const AttentionParams& p, const float* q, int64_t n_tokens,
               const int32_t* positions, const KvLayerView& cache, float* out);

}  // namespace synsema::kernels
