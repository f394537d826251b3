// The Q5_0 panel: 8 weight rows interleaved block by block (see panel.h),
// for the matrices the engine only multiplies. In the file's layout each
// row's block needs its 32 fifth bits spread to bytes (a shuffle, a compare
// and masks), which kept the decode GEMV compute-bound at about 18 GB/s per
// thread. Here the fifth bits of "4 consecutive elements of 8 rows" sit in
// one bit of each byte of a single vector, so a shift and a mask give them.
// Same integer sums and float steps as the file's layout (avx2/legacy_tile.h):
// identical results.
#pragma once
#include <cstddef>
#include <cstdint>

#include "panel.h"

namespace synsema::kernels {

// Block b (elements 32b .. 32b + 31) of 8 rows. Tile vector k (k < 8) holds
// elements 4k .. 4k + 3 of each row.
struct PanelQ5_0 {
    uint16_t d[kPanelRows];            // fp16 scale, per row
    uint8_t qh[4 * kPanelRows];        // [4 row + i]: bit k = fifth bit of element 4k + i
    uint8_t qs[4][4 * kPanelRows];     // [h][4 row + i]: low nibble = element 4h + i,
                                       //                 high nibble = element 16 + 4h + i
};
static_assert(sizeof(PanelQ5_0) == 176);

// Bytes of one panel of 8 rows of n elements (n a multiple of 32).
inline uint64_t panel_q5_0_bytes(int64_t n) { return uint64_t(n / 32) * sizeof(PanelQ5_0); }

// 8 Q5_0 rows of n elements, row_stride bytes apart -> one panel at out.
void pack_panel_q5_0(const void* rows, size_t row_stride, int64_t n, void* out);
// Row r (< 8) of a panel -> the file's bytes of that row.
void unpack_panel_row_q5_0(const void* panel, int r, int64_t n, void* row);

}  // namespace synsema::kernels
