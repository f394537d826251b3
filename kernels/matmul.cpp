#include "matmul.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

#include "ops_table.h"
#include "type_kernels.h"

namespace synsema::kernels {
namespace {

// Threads split the weight rows in multiples of this (the micro-tile height).
constexpr int64_t kRowGrain = 4;
// ...and in whole panels when the matrix has them (kernels/panel.h).
constexpr int64_t kPanelGrain = kPanelRows;
// Prefill splits them in whole prefill tiles (32 rows on the AVX-512 path, 16
// or 8 on the AVX2 ones): with 8-row pieces, K and V (128 rows in Qwen2.5)
// went to the threads in 16-row bands that filled half of each 32-row tile.
constexpr int64_t kPrefillGrain = 32;
// Prefill walks the tokens in chunks whose converted activations fit in about
// half of a per-core L2, so they stay hot while each thread's weight rows
// stream past them once per chunk.
constexpr uint64_t kActChunkBytes = 384 * 1024;

const TypeKernels& kernels_for(DType t) {
    const auto* k = type_kernels(t);
    if (!k) throw std::invalid_argument("no kernels for weight type " + dtype_name(uint32_t(t)));
    return *k;
}

uint64_t checked_row_bytes(DType t, int64_t cols) {
    const auto bytes = cols >= 0 ? row_bytes(t, uint64_t(cols)) : std::nullopt;
    if (!bytes)
        throw std::invalid_argument("row of " + std::to_string(cols) + " elements is not whole " +
                                    dtype_name(uint32_t(t)) + " blocks");
    return *bytes;
}

// Rows [rb, re) x tokens [t0, t0 + nc) by dot products, for types without a tile.
void tile_by_dots(const TypeKernels& k, int64_t cols, const uint8_t* w, uint64_t w_row_bytes, int64_t nr,
                  const uint8_t* a, uint64_t a_row_bytes, int64_t nc, float* out, int64_t ldo) {
    for (int64_t r = 0; r < nr; ++r)
        for (int64_t c = 0; c < nc; ++c)
            out[c * ldo + r] = k.vec_dot(cols, w + uint64_t(r) * w_row_bytes, a + uint64_t(c) * a_row_bytes);
}

// Converts x once to act type t (per group, not per matrix); returns the bytes.
const uint8_t* converted_activations(ThreadPool& pool, DType t, const float* x, int64_t cols, int64_t n_tokens,
                                     MatmulScratch& scratch) {
    MatmulScratch::Converted* slot = nullptr;
    for (auto& c : scratch.activations)
        if (c.type == t) slot = &c;
    if (!slot) slot = &scratch.activations.emplace_back(MatmulScratch::Converted{t, {}});
    const TypeKernels& ak = kernels_for(t);
    const uint64_t row = checked_row_bytes(t, cols);
    const size_t need = size_t(row * uint64_t(n_tokens));
    if (slot->bytes.size() < need) slot->bytes.resize(need);
    uint8_t* dst = slot->bytes.data();
    pool.parallel_for(n_tokens, 1, [&](int64_t b, int64_t e) {
        for (int64_t tk = b; tk < e; ++tk) ak.quantize_row(x + tk * cols, dst + uint64_t(tk) * row, cols);
    });
    return dst;
}

// One matrix of a group, ready to run: its kernels, activations and the
// range of work units (grain rows each) it holds in the group's job.
struct Part {
    const TypeKernels* k = nullptr;
    const Matrix* w = nullptr;
    float* y = nullptr;
    const float* bias = nullptr;
    uint64_t w_row_bytes = 0;
    const uint8_t* acts = nullptr;
    uint64_t act_row_bytes = 0;
    uint64_t panel_stride = 0;  // 0: no panels
    int64_t grain = kRowGrain;
    int64_t first_unit = 0, units = 0;

    // Rows [rb, re) x tokens [0, nc) of the activations at a, into out (ldo
    // floats per token): panels for the packed rows, the file's layout after.
    void band(int64_t rb, int64_t re, const uint8_t* a, int64_t nc, float* out, size_t ldo) const {
        const auto* wbase = static_cast<const uint8_t*>(w->data);
        if (!k->gemm_tile) {
            tile_by_dots(*k, w->cols, wbase + uint64_t(rb) * w_row_bytes, w_row_bytes, re - rb, a, act_row_bytes, nc,
                         out, int64_t(ldo));
            return;
        }
        if (panel_stride && rb < w->panel_rows) {
            const int64_t pe = std::min(re, w->panel_rows);
            k->panel_gemm(w->cols, static_cast<const uint8_t*>(w->panels) + uint64_t(rb / kPanelGrain) * panel_stride,
                          panel_stride, int((pe - rb) / kPanelGrain), a, act_row_bytes, int(nc), out, ldo);
            out += pe - rb;
            rb = pe;
        }
        if (rb < re)
            k->gemm_tile(w->cols, wbase + uint64_t(rb) * w_row_bytes, w_row_bytes, int(re - rb), a, act_row_bytes,
                         int(nc), out, ldo);
    }

    // Rows [rb, re) for all n_tokens: one pass over the tokens for decode;
    // for prefill, chunk by chunk of tokens, so every weight block is decoded
    // once per several tokens while it is in L1. Then the bias on those rows.
    void rows(int64_t rb, int64_t re, int64_t n_tokens) const {
        const int64_t chunk_tokens =
            n_tokens == 1 ? 1
                          : std::clamp<int64_t>(int64_t(kActChunkBytes / std::max<uint64_t>(1, act_row_bytes)) &
                                                    ~int64_t(1),
                                                2, n_tokens);
        for (int64_t t0 = 0; t0 < n_tokens; t0 += chunk_tokens)
            band(rb, re, acts + uint64_t(t0) * act_row_bytes, std::min(chunk_tokens, n_tokens - t0),
                 y + t0 * w->rows + rb, size_t(w->rows));
        if (bias)
            for (int64_t t = 0; t < n_tokens; ++t) ops_kernels().add(y + t * w->rows + rb, bias + rb, re - rb);
    }
};

}  // namespace

void matmul(ThreadPool& pool, const Matrix& w, const float* x, int64_t n_tokens, float* y,
            MatmulScratch& scratch) {
    const MatmulTarget one{&w, y, nullptr};
    matmul(pool, std::span<const MatmulTarget>(&one, 1), x, n_tokens, scratch);
}

void matmul(ThreadPool& pool, std::span<const MatmulTarget> group, const float* x, int64_t n_tokens,
            MatmulScratch& scratch) {
    if (group.empty()) return;
    if (group.size() > kMaxMatmulGroup)
        throw std::invalid_argument("a matmul group of " + std::to_string(group.size()) + " matrices exceeds " +
                                    std::to_string(kMaxMatmulGroup));
    const int64_t cols = group[0].w->cols;
    std::array<Part, kMaxMatmulGroup> parts;
    int64_t total_units = 0;
    for (size_t i = 0; i < group.size(); ++i) {
        const Matrix& w = *group[i].w;
        if (w.cols != cols)
            throw std::invalid_argument("a matmul group mixes " + std::to_string(cols) + " and " +
                                        std::to_string(w.cols) + " columns");
        Part& p = parts[i];
        p.k = &kernels_for(w.type);
        p.w = &w;
        p.y = group[i].y;
        p.bias = group[i].bias;
        p.w_row_bytes = checked_row_bytes(w.type, w.cols);
        const bool panels = w.panels && w.panel_rows > 0 && p.k->panel_gemm;
        p.panel_stride = panels ? p.k->panel_bytes(w.cols) : 0;
        p.grain = n_tokens > 1 ? kPrefillGrain : panels ? kPanelGrain : kRowGrain;
        p.first_unit = total_units;
        p.units = std::max<int64_t>(0, (w.rows + p.grain - 1) / p.grain);
        total_units += p.units;
    }
    if (n_tokens <= 0 || total_units == 0) return;

    // 1. Convert the activations once per type the dot products consume.
    for (size_t i = 0; i < group.size(); ++i) {
        Part& p = parts[i];
        const DType at = p.k->act_type;
        p.act_row_bytes = at == DType::F32 ? uint64_t(cols) * sizeof(float) : checked_row_bytes(at, cols);
        for (size_t j = 0; j < i && !p.acts; ++j)
            if (parts[j].k->act_type == at) p.acts = parts[j].acts;
        if (!p.acts)
            p.acts = at == DType::F32 ? reinterpret_cast<const uint8_t*>(x)
                                      : converted_activations(pool, at, x, cols, n_tokens, scratch);
    }

    // 2. One job over the units of every matrix: each claimed range of units
    // runs the rows it covers in each matrix (decode: a GEMV band; prefill:
    // the register-blocked tile over band x token chunks).
    pool.parallel_for(total_units, 1, [&](int64_t ub, int64_t ue) {
        for (size_t i = 0; i < group.size(); ++i) {
            const Part& p = parts[i];
            const int64_t b = std::max(ub, p.first_unit), e = std::min(ue, p.first_unit + p.units);
            if (b >= e) continue;
            p.rows((b - p.first_unit) * p.grain, std::min(p.w->rows, (e - p.first_unit) * p.grain), n_tokens);
        }
    });
}

uint64_t panel_storage_bytes(const Matrix& w) {
    const TypeKernels& k = kernels_for(w.type);
    checked_row_bytes(w.type, w.cols);
    if (!k.pack_panel || w.rows < kPanelRows) return 0;
    return uint64_t(w.rows / kPanelRows) * k.panel_bytes(w.cols);
}

bool panels_serve_row_lookups(const Matrix& w) { return kernels_for(w.type).unpack_panel_row != nullptr; }

void pack_panels(const Matrix& w, void* dst, int64_t begin, int64_t end) {
    const TypeKernels& k = kernels_for(w.type);
    const uint64_t row = checked_row_bytes(w.type, w.cols), panel = k.panel_bytes(w.cols);
    for (int64_t i = begin; i < end; ++i)
        k.pack_panel(static_cast<const uint8_t*>(w.data) + uint64_t(i * kPanelRows) * row, row, w.cols,
                     static_cast<uint8_t*>(dst) + uint64_t(i) * panel);
}

Matrix with_panels(const Matrix& w, const void* dst) {
    Matrix m = w;
    m.panels = dst;
    m.panel_rows = w.rows / kPanelRows * kPanelRows;
    return m;
}

void dequantize_row(const Matrix& w, int64_t row, float* dst) {
    const TypeKernels& k = kernels_for(w.type);
    const uint64_t rb = checked_row_bytes(w.type, w.cols);
    if (w.panels && row < w.panel_rows) {
        // The file's pages of packed rows may be gone (weight_panels.cpp): the
        // row's bytes come back from its panel, then dequantize as usual.
        if (!k.unpack_panel_row)
            throw std::invalid_argument("no row lookup from " + dtype_name(uint32_t(w.type)) + " panels");
        thread_local std::vector<uint8_t> bytes;  // grown once per thread
        if (bytes.size() < rb) bytes.resize(size_t(rb));
        k.unpack_panel_row(static_cast<const uint8_t*>(w.panels) + uint64_t(row / kPanelRows) * k.panel_bytes(w.cols),
                           int(row % kPanelRows), w.cols, bytes.data());
        k.dequantize_row(bytes.data(), dst, w.cols);
        return;
    }
    k.dequantize_row(static_cast<const uint8_t*>(w.data) + uint64_t(row) * rb, dst, w.cols);
}

}  // namespace synsema::kernels
