// The Q4_K "panel": 8 weight rows interleaved, super-block by super-block,
// for matrices that are only multiplied (never looked up by row). The engine
// packs such matrices once at load (TypeKernels::pack_panel).
//
// Why: in the file's layout every row's super-block needs its 6-bit scales
// unpacked and its chunk dots scaled one by one, so the decode GEMV was
// compute-bound at about 22 GB/s per thread. In a panel the scales are plain
// bytes and the quants are already in the prefill tile's form (4 consecutive
// elements of each of 8 rows per 32 bytes), so one broadcast of 4 activation
// bytes and one dot step cover 8 rows, 8 rows are ONE sequential stream, and
// the prefill tile decodes a piece with a mask and a shift.
//
// The integer sums and float steps are the same as for the file's layout
// (kernels/avx2/kquant_tile.h), so results agree bit for bit.
#pragma once
#include <cstddef>
#include <cstdint>

#include "panel.h"

namespace synsema::kernels {

// Super-block b of 8 rows (elements 256b .. 256b + 255 of each row).
struct PanelQ4K {
    uint16_t d[kPanelRows];           // fp16 scale of the scales, per row
    uint16_t dmin[kPanelRows];        // fp16 scale of the mins, per row
    uint8_t scales[8][kPanelRows];    // [group g of 32 elements][row]: 6-bit scale
    uint8_t mins[4][kPanelRows][2];   // [group pair p][row][g - 2p]: 6-bit min
    uint8_t qs[8][4][4 * kPanelRows]; // [g][h][4 row + i]: low nibble = element 32g + 4h + i,
                                      //                   high nibble = element 32g + 16 + 4h + i
};
static_assert(sizeof(PanelQ4K) == 1184);

// Bytes of one panel of 8 rows of n elements (n a multiple of 256).
inline uint64_t panel_q4k_bytes(int64_t n) { return uint64_t(n / 256) * sizeof(PanelQ4K); }

// 8 Q4_K rows of n elements, row_stride bytes apart -> one panel at out.
void pack_panel_q4k(const void* rows, size_t row_stride, int64_t n, void* out);
// Row r (< 8) of a panel -> the file's bytes of that row (row lookups of a
// matrix kept only as panels).
void unpack_panel_row_q4k(const void* panel, int r, int64_t n, void* row);

}  // namespace synsema::kernels
