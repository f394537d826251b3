// Matrix products of a weight matrix (any runnable DType) with F32 activations.
#pragma once
#include <cstdint>
#include <vector>

#include "dtype.h"
#include "thread_pool.h"

namespace synsema::kernels {

// A weight matrix as stored in GGUF: `rows` rows of `cols` elements each
// (ne[1] x ne[0]), rows contiguous, each row_bytes(type, cols) long.
struct Matrix {
    DType type = DType::F32;
    const void* data = nullptr;
    int64_t cols = 0;  // ne[0]: the dot-product length
    int64_t rows = 0;  // ne[1]: the number of outputs
};

// Reusable buffers so the per-token path never allocates after warm-up.
struct MatmulScratch {
    std::vector<uint8_t> activations;  // x converted to the weight's act_type
};

// y[t][r] = sum_k W[r][k] * x[t][k] for t < n_tokens, r < w.rows.
// x is [n_tokens][w.cols], y is [n_tokens][w.rows], both row-major.
void matmul(ThreadPool& pool, const Matrix& w, const float* x, int64_t n_tokens, float* y,
            MatmulScratch& scratch);

// Copies row `row` of w into dst as floats (embedding lookup).
void dequantize_row(const Matrix& w, int64_t row, float* dst);

}  // namespace synsema::kernels
