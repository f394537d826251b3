// The Q6_K panel: 8 weight rows interleaved super-block by super-block (see
// panel.h), for the matrices the engine multiplies and for a tied embedding
// table read by row from the same copy (unpack_panel_row_q6k). The quants
// stay 4 + 2 bits (the panel is exactly as large as the 8 rows), but already
// in the prefill tile's form: a mask or a shift gives "4 consecutive quants
// of each of 8 rows", dotted with the token's 4 bytes broadcast, and each
// group of 16 is scaled once for the 8 rows. Same exact integer sums S and O
// and float steps as the file's layout (avx2/kquant_tile.h): identical results.
#pragma once
#include <cstddef>
#include <cstdint>

#include "panel.h"

namespace synsema::kernels {

// Super-block b of 8 rows. Chunk c holds elements 32c .. 32c + 31; its tile
// vector k (k < 8) holds elements 32c + 4k .. + 3 of each row.
struct PanelQ6K {
    uint16_t d[kPanelRows];             // fp16 super-block scale, per row
    int8_t scales[8][kPanelRows][2];    // [c][row][j]: the scale of group 2c + j (16 elements)
    uint8_t ql[8][4][4 * kPanelRows];   // [c][h][4 row + i]: low nibble = low 4 bits of tile vector h,
                                        //                    high nibble = of tile vector 4 + h
    uint8_t qh[8][2][4 * kPanelRows];   // [c][j][4 row + i]: bits 2t, 2t + 1 = high 2 bits of tile vector 4j + t
};
static_assert(sizeof(PanelQ6K) == 8 * 210);

// Bytes of one panel of 8 rows of n elements (n a multiple of 256).
inline uint64_t panel_q6k_bytes(int64_t n) { return uint64_t(n / 256) * sizeof(PanelQ6K); }

// 8 Q6_K rows of n elements, row_stride bytes apart -> one panel at out.
void pack_panel_q6k(const void* rows, size_t row_stride, int64_t n, void* out);
// Row r (< 8) of a panel -> the file's bytes of that row.
void unpack_panel_row_q6k(const void* panel, int r, int64_t n, void* row);

}  // namespace synsema::kernels
