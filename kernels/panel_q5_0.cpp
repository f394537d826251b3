#include "panel_q5_0.h"

#include <cstring>

#include "blocks_legacy.h"

namespace synsema::kernels {
namespace {

// Bits i, i + 4, ..., i + 28 of x -> bits 0..7, in three shift-or steps
// (a loop over 32 single bits made packing a 0.5B model 0.2 s slower).
uint8_t every_fourth_bit(uint32_t x, int i) {
    uint32_t t = (x >> i) & 0x11111111u;
    t = (t | (t >> 3)) & 0x03030303u;
    t = (t | (t >> 6)) & 0x000f000fu;
    return uint8_t(t | (t >> 12));
}

}  // namespace

void pack_panel_q5_0(const void* rows, size_t row_stride, int64_t n, void* out) {
    const auto* src = static_cast<const uint8_t*>(rows);
    auto* dst = static_cast<uint8_t*>(out);
    for (int64_t b = 0; b < n / 32; ++b) {
        PanelQ5_0 p;
        for (int r = 0; r < kPanelRows; ++r) {
            BlockQ5_0 blk;
            std::memcpy(&blk, src + r * row_stride + b * int64_t(sizeof blk), sizeof blk);
            p.d[r] = blk.d;
            uint32_t qh;
            std::memcpy(&qh, blk.qh, 4);
            for (int i = 0; i < 4; ++i) p.qh[4 * r + i] = every_fourth_bit(qh, i);
            // Byte j of the file's qs holds elements j (low) and 16 + j (high): already the panel's pairing.
            for (int h = 0; h < 4; ++h) std::memcpy(p.qs[h] + 4 * r, blk.qs + 4 * h, 4);
        }
        std::memcpy(dst + b * int64_t(sizeof p), &p, sizeof p);
    }
}

void unpack_panel_row_q5_0(const void* panel, int r, int64_t n, void* row) {
    const auto* src = static_cast<const uint8_t*>(panel);
    auto* dst = static_cast<uint8_t*>(row);
    for (int64_t b = 0; b < n / 32; ++b) {
        PanelQ5_0 p;
        std::memcpy(&p, src + b * int64_t(sizeof p), sizeof p);
        BlockQ5_0 blk;
        blk.d = p.d[r];
        uint32_t qh = 0;
        for (int i = 0; i < 4; ++i)
            for (int k = 0; k < 8; ++k) qh |= uint32_t((p.qh[4 * r + i] >> k) & 1) << (4 * k + i);
        std::memcpy(blk.qh, &qh, 4);
        for (int h = 0; h < 4; ++h) std::memcpy(blk.qs + 4 * h, p.qs[h] + 4 * r, 4);
        std::memcpy(dst + b * int64_t(sizeof blk), &blk, sizeof blk);
    }
}

}  // namespace synsema::kernels
