#include "matmul.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "type_kernels.h"

namespace synsema::kernels {
namespace {

// Threads split the weight rows in multiples of this (the micro-tile height).
constexpr int64_t kRowGrain = 4;
// ...and in whole panels when the matrix has them (kernels/panel.h).
constexpr int64_t kPanelGrain = kPanelRows;
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

}  // namespace

void matmul(ThreadPool& pool, const Matrix& w, const float* x, int64_t n_tokens, float* y,
            MatmulScratch& scratch) {
    const TypeKernels& k = kernels_for(w.type);
    const uint64_t w_row_bytes = checked_row_bytes(w.type, w.cols);
    if (n_tokens <= 0 || w.rows <= 0) return;

    // 1. Convert the activations once to the type the dot product consumes.
    const void* acts = x;
    uint64_t act_row_bytes = uint64_t(w.cols) * sizeof(float);
    if (k.act_type != DType::F32) {
        const TypeKernels& ak = kernels_for(k.act_type);
        act_row_bytes = checked_row_bytes(k.act_type, w.cols);
        const size_t need = size_t(act_row_bytes * uint64_t(n_tokens));
        if (scratch.activations.size() < need) scratch.activations.resize(need);
        uint8_t* dst = scratch.activations.data();
        pool.parallel_for(n_tokens, 1, [&](int64_t b, int64_t e) {
            for (int64_t t = b; t < e; ++t)
                ak.quantize_row(x + t * w.cols, dst + t * act_row_bytes, w.cols);
        });
        acts = dst;
    }
    const auto* wbase = static_cast<const uint8_t*>(w.data);
    const auto* abase = static_cast<const uint8_t*>(acts);

    // 2a. Decode (one token): a GEMV, rows split across threads. A type with a
    // tile runs it as a band x 1 tile (several rows per pass over the token,
    // bit-identical to vec_dot per row).
    const bool panels = w.panels && w.panel_rows > 0 && k.panel_gemm;
    const int64_t grain = panels ? kPanelGrain : kRowGrain;
    const uint64_t panel_stride = panels ? k.panel_bytes(w.cols) : 0;
    // Rows [rb, re) x tokens: panels for the packed rows, the file's layout after.
    auto band = [&](int64_t rb, int64_t re, const uint8_t* a, int64_t nc, float* out, size_t ldo) {
        if (panels && rb < w.panel_rows) {
            const int64_t pe = std::min(re, w.panel_rows);
            k.panel_gemm(w.cols, static_cast<const uint8_t*>(w.panels) + uint64_t(rb / kPanelGrain) * panel_stride,
                         panel_stride, int((pe - rb) / kPanelGrain), a, act_row_bytes, int(nc), out, ldo);
            out += pe - rb;
            rb = pe;
        }
        if (rb < re)
            k.gemm_tile(w.cols, wbase + uint64_t(rb) * w_row_bytes, w_row_bytes, int(re - rb), a, act_row_bytes,
                        int(nc), out, ldo);
    };
    if (n_tokens == 1) {
        pool.parallel_for(w.rows, grain, [&](int64_t rb, int64_t re) {
            if (k.gemm_tile) {
                band(rb, re, abase, 1, y + rb, 1);
                return;
            }
            for (int64_t r = rb; r < re; ++r) y[r] = k.vec_dot(w.cols, wbase + uint64_t(r) * w_row_bytes, abase);
        });
        return;
    }

    // 2b. Prefill: each claimed band of weight rows runs, chunk by chunk of
    // tokens, the register-blocked tile over band x chunk, so every weight
    // block is decoded once per several tokens while it is in L1.
    const int64_t chunk_tokens =
        std::clamp<int64_t>(int64_t(kActChunkBytes / std::max<uint64_t>(1, act_row_bytes)) & ~int64_t(1), 2,
                            n_tokens);
    pool.parallel_for(w.rows, grain, [&](int64_t rb, int64_t re) {
        const uint8_t* wband = wbase + uint64_t(rb) * w_row_bytes;
        for (int64_t t0 = 0; t0 < n_tokens; t0 += chunk_tokens) {
            const int64_t nc = std::min(chunk_tokens, n_tokens - t0);
            const uint8_t* achunk = abase + uint64_t(t0) * act_row_bytes;
            float* out = y + t0 * w.rows + rb;
            if (k.gemm_tile)
                band(rb, re, achunk, nc, out, size_t(w.rows));
            else
                tile_by_dots(k, w.cols, wband, w_row_bytes, re - rb, achunk, act_row_bytes, nc, out, w.rows);
        }
    });
}

uint64_t panel_storage_bytes(const Matrix& w) {
    const TypeKernels& k = kernels_for(w.type);
    checked_row_bytes(w.type, w.cols);
    if (!k.pack_panel || w.rows < kPanelRows) return 0;
    return uint64_t(w.rows / kPanelRows) * k.panel_bytes(w.cols);
}

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
    k.dequantize_row(static_cast<const uint8_t*>(w.data) + uint64_t(row) * rb, dst, w.cols);
}

}  // namespace synsema::kernels
