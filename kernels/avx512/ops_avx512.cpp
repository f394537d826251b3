// The ops table of the AVX-512 path: the AVX2 building blocks (avx2/ops_avx2.cpp),
// except attention, which runs the blocked kernel of avx2/attention_rows.h on
// 16-lane vectors (its score and value FMAs advance 16 keys or dimensions).
// The element-wise ops are a small share of a token and stay 8 lanes wide.
#define SYNSEMA_AVX512 1
#include "../avx2/attention_rows.h"
#include "../ops_table.h"
#include "simd_f32x16.h"

namespace synsema::kernels {
namespace {

void attention(const AttentionParams& p, const float* q, int64_t q_stride, int64_t n_tok, int64_t n_heads,
               const int32_t* positions, const KvLayerView& cache, int64_t hk, float* out, int64_t out_stride) {
    simd::AttentionRows<simd::F32x16>::run(p, q, q_stride, n_tok, n_heads, positions, cache, hk, out, out_stride);
}

}  // namespace

const OpsKernels& avx512_ops_kernels() {
    static const OpsKernels table = [] {
        OpsKernels t = avx2_ops_kernels();
        t.attention = attention;
        return t;
    }();
    return table;
}

}  // namespace synsema::kernels
