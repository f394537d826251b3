// Threaded entry points of ops.h. Each splits its work across the pool and
// calls the building blocks of the table chosen once for this CPU
// (ops_table.h): the scalar reference or the AVX2 versions.
#include "ops.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include "cpu_features.h"
#include "ops_table.h"

namespace synsema::kernels {
namespace {

// Element-wise work is split in chunks of at least this many elements: a
// dispatch to the pool costs about a microsecond (an add of 896 floats took
// 1.3 us on 2 threads, 0.4 us inline), more than a smaller chunk saves.
constexpr int64_t kElemGrain = 4096;

}  // namespace

const OpsKernels* ops_kernels(KernelPath path) {
    // The ops have no integer dots: the VNNI path's ops are the AVX2 ones.
    if (path == KernelPath::Avx512) return use_avx512() ? &avx512_ops_kernels() : nullptr;
    if (path == KernelPath::Avx2Vnni) return use_avx_vnni() ? &avx2_ops_kernels() : nullptr;
    if (path == KernelPath::Avx2) return use_avx2() ? &avx2_ops_kernels() : nullptr;
    return &scalar_ops_kernels();
}

const OpsKernels& ops_kernels() {
    static const OpsKernels& chosen =
        use_avx512() ? avx512_ops_kernels() : use_avx2() ? avx2_ops_kernels() : scalar_ops_kernels();
    return chosen;
}

void rms_norm(ThreadPool& pool, const float* x, const float* w, float* y, int64_t rows, int64_t n,
              float eps) {
    const OpsKernels& k = ops_kernels();
    pool.parallel_for(rows, 1, [&](int64_t b, int64_t e) {
        for (int64_t r = b; r < e; ++r) k.rms_norm_row(x + r * n, w, y + r * n, n, eps);
    });
}

void rope(ThreadPool& pool, float* x, int64_t n_tokens, int64_t n_heads, int64_t head_dim,
          const int32_t* positions, const RopeParams& p) {
    const OpsKernels& k = ops_kernels();
    const int64_t half = p.n_rot / 2;
    pool.parallel_for(n_tokens, 1, [&](int64_t b, int64_t e) {
        // cos, sin per rotated pair; n_rot <= head_dim <= kMaxHeadDim
        float cos_t[kMaxHeadDim / 2], sin_t[kMaxHeadDim / 2];
        for (int64_t t = b; t < e; ++t) {
            // Angles in double precision, once per token for all heads.
            const double pos = double(positions[t]) * p.position_scale;
            for (int64_t i = 0; i < half; ++i) {
                double theta = pos * std::pow(p.freq_base, -2.0 * double(i) / double(p.n_rot));
                if (p.freq_factors) theta /= double(p.freq_factors[i]);
                cos_t[i] = float(std::cos(theta) * p.attn_factor);
                sin_t[i] = float(std::sin(theta) * p.attn_factor);
            }
            for (int64_t h = 0; h < n_heads; ++h)
                k.rope_head(x + t * n_heads * head_dim + h * head_dim, cos_t, sin_t, half, p.style);
        }
    });
}

void swiglu(ThreadPool& pool, const float* gate, const float* up, float* out, int64_t n) {
    const OpsKernels& k = ops_kernels();
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) { k.swiglu(gate + b, up + b, out + b, e - b); });
}

void geglu(ThreadPool& pool, const float* gate, const float* up, float* out, int64_t n) {
    const OpsKernels& k = ops_kernels();
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) { k.geglu(gate + b, up + b, out + b, e - b); });
}

void silu(ThreadPool& pool, float* x, int64_t n) {
    const OpsKernels& k = ops_kernels();
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) { k.silu(x + b, e - b); });
}

void gelu_tanh(ThreadPool& pool, float* x, int64_t n) {
    const OpsKernels& k = ops_kernels();
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) { k.gelu_tanh(x + b, e - b); });
}

void softcap(ThreadPool& pool, float* x, int64_t n, float cap) {
    const OpsKernels& k = ops_kernels();
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) { k.softcap(x + b, e - b, cap); });
}

void add(ThreadPool& pool, float* x, const float* y, int64_t n) {
    const OpsKernels& k = ops_kernels();
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) { k.add(x + b, y + b, e - b); });
}

void scale(ThreadPool& pool, float* x, float s, int64_t n) {
    const OpsKernels& k = ops_kernels();
    pool.parallel_for(n, kElemGrain, [&](int64_t b, int64_t e) { k.scale(x + b, s, e - b); });
}

void softmax_row(float* x, int64_t n) { ops_kernels().softmax_row(x, n); }

void kv_store(ThreadPool& pool, const KvLayerView& cache, const float* k, const float* v, int64_t n_tokens,
              int64_t n_head_kv, int64_t head_dim, const int32_t* positions) {
    const OpsKernels& ops = ops_kernels();
    const size_t elem = cache.type == DType::F16 ? 2 : 4;
    const int64_t kv_width = n_head_kv * head_dim;
    pool.parallel_for(n_tokens, 1, [&](int64_t b, int64_t e) {
        // A key row is converted whole, then spread over its block's columns (kv_key_index).
        thread_local std::vector<uint8_t> key_row;
        if (key_row.size() < size_t(kv_width) * elem) key_row.resize(size_t(kv_width) * elem);
        auto* keys = static_cast<uint8_t*>(cache.k);
        auto* values = static_cast<uint8_t*>(cache.v);
        for (int64_t t = b; t < e; ++t) {
            const int64_t pos = positions[t];
            for (int64_t h = 0; h < n_head_kv; ++h) {
                const size_t at = size_t(kv_value_index(cache.n_ctx, head_dim, h, 0, pos)) * elem;
                ops.kv_store_row(cache.type, values + at, v + t * kv_width + h * head_dim, head_dim);
            }
            ops.kv_store_row(cache.type, key_row.data(), k + t * kv_width, kv_width);
            // A head's dimensions are kKvBlock elements apart in its block (kv_key_index).
            for (int64_t h = 0; h < n_head_kv; ++h) {
                uint8_t* key = keys + size_t(kv_key_index(cache.n_ctx, head_dim, h, 0, pos)) * elem;
                const uint8_t* row = key_row.data() + size_t(h * head_dim) * elem;
                for (int64_t d = 0; d < head_dim; ++d) std::memcpy(key + size_t(d * kKvBlock) * elem, row + size_t(d) * elem, elem);
            }
        }
    });
}

void attention(ThreadPool& pool, const AttentionParams& p, const float* q, int64_t n_tokens,
               const int32_t* positions, const KvLayerView& cache, float* out) {
    const OpsKernels& k = ops_kernels();
    const int64_t q_width = p.n_head * p.head_dim;
    const int64_t group = p.n_head / p.n_head_kv;
    // A job is a block of tokens x a block of heads of one KV group: every
    // key and value row it needs is read once for all of them. Blocks of
    // about 96 query rows; smaller when there would be too few jobs to keep
    // the threads busy (decode: the group's heads are split across threads
    // when there are fewer KV heads than threads).
    int64_t per_job = group;
    while (per_job > 1 && n_tokens * p.n_head_kv * ((group + per_job - 1) / per_job) < pool.size())
        per_job = (per_job + 1) / 2;
    const int64_t head_blocks = (group + per_job - 1) / per_job;
    int64_t tokens_per_job = std::max<int64_t>(1, 96 / per_job);
    while (tokens_per_job > 1 && (n_tokens + tokens_per_job - 1) / tokens_per_job * p.n_head_kv * head_blocks <
                                     2 * int64_t(pool.size()))
        tokens_per_job = (tokens_per_job + 1) / 2;
    const int64_t token_blocks = (n_tokens + tokens_per_job - 1) / tokens_per_job;
    pool.parallel_for(token_blocks * p.n_head_kv * head_blocks, 1, [&](int64_t b, int64_t e) {
        for (int64_t job = b; job < e; ++job) {
            const int64_t tb = job / (p.n_head_kv * head_blocks), kv = job / head_blocks % p.n_head_kv,
                          blk = job % head_blocks;
            const int64_t t0 = tb * tokens_per_job, nt = std::min(tokens_per_job, n_tokens - t0);
            const int64_t h0 = kv * group + blk * per_job, nh = std::min(per_job, group - blk * per_job);
            const int64_t offset = t0 * q_width + h0 * p.head_dim;
            k.attention(p, q + offset, q_width, nt, nh, positions + t0, cache, kv, out + offset, q_width);
        }
    });
}

}  // namespace synsema::kernels
