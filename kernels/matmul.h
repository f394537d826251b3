// Matrix products of a weight matrix (any runnable DType) with F32 activations.
#pragma once
#include <cstdint>
#include <span>
#include <vector>

#include "dtype.h"
#include "panel.h"
#include "thread_pool.h"

namespace synsema::kernels {

// A weight matrix as stored in GGUF: `rows` rows of `cols` elements each
// (ne[1] x ne[0]), rows contiguous, each row_bytes(type, cols) long.
struct Matrix {
    DType type = DType::F32;
    const void* data = nullptr;
    int64_t cols = 0;  // ne[0]: the dot-product length
    int64_t rows = 0;  // ne[1]: the number of outputs
    // Optional: rows [0, panel_rows) also packed as panels (TypeKernels::
    // pack_panel; panel_rows a multiple of 8), which matmul reads instead of
    // `data` for them. `data` still holds every row (the rest, and lookups).
    const void* panels = nullptr;
    int64_t panel_rows = 0;
};

// Bytes of w's panels: 0 when its type has no panel form on this CPU's
// kernel path, or it has fewer than 8 rows.
uint64_t panel_storage_bytes(const Matrix& w);
// True when rows of w's type can be read back from its panels on this CPU's
// kernel path, so a matrix that is also looked up by row (a tied embedding
// table) can live as panels alone.
bool panels_serve_row_lookups(const Matrix& w);
// Packs panels [begin, end) of w (rows 8 begin .. 8 end - 1) into dst, which
// holds panel_storage_bytes(w) bytes. Panels are independent: threads may
// pack disjoint ranges.
void pack_panels(const Matrix& w, void* dst, int64_t begin, int64_t end);
// w reading rows [0, 8 floor(rows / 8)) from the panels packed at dst.
Matrix with_panels(const Matrix& w, const void* dst);

// Reusable buffers so the per-token path never allocates after warm-up.
struct MatmulScratch {
    struct Converted {
        DType type = DType::F32;
        std::vector<uint8_t> bytes;  // x converted to `type`
    };
    std::vector<Converted> activations;  // one per activation type in use
};

// y[t][r] = sum_k W[r][k] * x[t][k] for t < n_tokens, r < w.rows.
// x is [n_tokens][w.cols], y is [n_tokens][w.rows], both row-major.
void matmul(ThreadPool& pool, const Matrix& w, const float* x, int64_t n_tokens, float* y,
            MatmulScratch& scratch);

// One product of a group: y = x w^T, plus bias[r] on every output row when
// bias is set. y is [n_tokens][w->rows].
struct MatmulTarget {
    const Matrix* w = nullptr;
    float* y = nullptr;
    const float* bias = nullptr;  // [w->rows] or null
};
// At most this many matrices per group.
constexpr size_t kMaxMatmulGroup = 8;

// Several matrices over the SAME activations x (Q, K and V; gate and up): x
// is converted once per activation type, and the rows of all of them are
// split across the threads as ONE job, so a decode token pays one dispatch
// per group instead of one per matrix (and none for the biases). Results
// are bit for bit those of separate matmul calls followed by the bias adds.
// Every w must have the same cols; the y buffers must not overlap.
void matmul(ThreadPool& pool, std::span<const MatmulTarget> group, const float* x, int64_t n_tokens,
            MatmulScratch& scratch);

// Copies row `row` of w into dst as floats (embedding lookup), from its
// panel when w has one for that row (TypeKernels::unpack_panel_row).
void dequantize_row(const Matrix& w, int64_t row, float* dst);

}  // namespace synsema::kernels
