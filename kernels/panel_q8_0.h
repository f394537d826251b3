// The Q8_0 panel: 8 weight rows interleaved block by block (see panel.h), for
// the matrices the engine multiplies (and, with unpack_panel_row_q8_0, for a
// tied embedding table read by row from the same single copy). In the file's
// layout the decode GEMV reads 8 rows side by side and folds each row's
// 8 partial sums with a tree of horizontal adds; in a panel, 8 loads of 32
// bytes give the 8 tile vectors (4 consecutive elements of each of 8 rows),
// each dotted with the token's 4 bytes broadcast, and the 8 rows are one
// sequential stream. Same integer sums and float steps as the file's layout
// (avx2/legacy_tile.h): identical results.
#pragma once
#include <cstddef>
#include <cstdint>

#include "panel.h"

namespace synsema::kernels {

// Block b (elements 32b .. 32b + 31) of 8 rows.
struct PanelQ8_0 {
    uint16_t d[kPanelRows];         // fp16 scale, per row
    int8_t qs[8][4 * kPanelRows];   // [k][4 row + i]: element 4k + i
};
static_assert(sizeof(PanelQ8_0) == 272);

// Bytes of one panel of 8 rows of n elements (n a multiple of 32).
inline uint64_t panel_q8_0_bytes(int64_t n) { return uint64_t(n / 32) * sizeof(PanelQ8_0); }

// 8 Q8_0 rows of n elements, row_stride bytes apart -> one panel at out.
void pack_panel_q8_0(const void* rows, size_t row_stride, int64_t n, void* out);
// Row r (< 8) of a panel -> the file's bytes of that row.
void unpack_panel_row_q8_0(const void* panel, int r, int64_t n, void* row);

}  // namespace synsema::kernels
