// The per-path building blocks of ops.h: single-threaded kernels over one row,
// one head or one range of elements. ops.cpp splits the work across threads and
// calls the table picked ONCE for this CPU (ops_kernels()); tests compare the
// AVX2 and AVX-512 tables against the scalar reference table directly.
#pragma once
#include <cstdint>

#include "ops.h"
#include "type_kernels.h"

namespace synsema::kernels {

struct OpsKernels {
    // y = x / rms(x) * w (w may be null), one row of n; x and y may alias.
    void (*rms_norm_row)(const float* x, const float* w, float* y, int64_t n, float eps);
    // Rotates one head: pair i is (2i, 2i+1) (Normal) or (i, i + half) (NeoX),
    // by the angle whose cosine/sine are cos[i]/sin[i], for i < half.
    void (*rope_head)(float* v, const float* cos, const float* sin, int64_t half, RopeStyle style);
    void (*swiglu)(const float* gate, const float* up, float* out, int64_t n);
    void (*geglu)(const float* gate, const float* up, float* out, int64_t n);
    void (*silu)(float* x, int64_t n);
    void (*gelu_tanh)(float* x, int64_t n);
    void (*softcap)(float* x, int64_t n, float cap);
    void (*add)(float* x, const float* y, int64_t n);
    void (*scale)(float* x, float s, int64_t n);
    void (*softmax_row)(float* x, int64_t n);
    // Stores n floats as the cache's element type (F32 copy or F16 round-to-nearest-even).
    void (*kv_store_row)(DType type, void* dst, const float* src, int64_t n);
    // n_tok query tokens, token t at positions[t] with n_heads consecutive
    // query heads at q + t q_stride (head_dim floats each), all against kv
    // head hk of the cache -> out + t out_stride, same layout. A query at
    // position p sees the cached keys 0..p (the last `window` of them with a
    // sliding window). The SIMD paths read each key and value row once per
    // call, whatever the number of tokens and heads (avx2/attention_rows.h);
    // the scalar reference does one token and head at a time.
    void (*attention)(const AttentionParams& p, const float* q, int64_t q_stride, int64_t n_tok, int64_t n_heads,
                      const int32_t* positions, const KvLayerView& cache, int64_t hk, float* out, int64_t out_stride);
};

// The table of a specific path (nullptr when the CPU lacks it).
const OpsKernels* ops_kernels(KernelPath path);
// The table for this CPU, chosen once (SYNSEMA_FORCE_SCALAR=1 forces scalar).
const OpsKernels& ops_kernels();

const OpsKernels& scalar_ops_kernels();  // kernels/scalar/ops_scalar.cpp
const OpsKernels& avx2_ops_kernels();    // kernels/avx2/ops_avx2.cpp
const OpsKernels& avx512_ops_kernels();  // kernels/avx512/ops_avx512.cpp: the AVX2 ops, attention 16 lanes wide

}  // namespace synsema::kernels
