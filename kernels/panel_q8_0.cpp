#include "panel_q8_0.h"

#include <cstring>

#include "blocks_legacy.h"

namespace synsema::kernels {

void pack_panel_q8_0(const void* rows, size_t row_stride, int64_t n, void* out) {
    const auto* src = static_cast<const uint8_t*>(rows);
    auto* dst = static_cast<uint8_t*>(out);
    for (int64_t b = 0; b < n / 32; ++b) {
        PanelQ8_0 p;
        for (int r = 0; r < kPanelRows; ++r) {
            const uint8_t* blk = src + r * row_stride + b * int64_t(sizeof(BlockQ8_0));
            std::memcpy(&p.d[r], blk, 2);
            for (int k = 0; k < 8; ++k) std::memcpy(p.qs[k] + 4 * r, blk + 2 + 4 * k, 4);
        }
        std::memcpy(dst + b * int64_t(sizeof p), &p, sizeof p);
    }
}

void unpack_panel_row_q8_0(const void* panel, int r, int64_t n, void* row) {
    const auto* src = static_cast<const uint8_t*>(panel);
    auto* dst = static_cast<uint8_t*>(row);
    for (int64_t b = 0; b < n / 32; ++b) {
        PanelQ8_0 p;
        std::memcpy(&p, src + b * int64_t(sizeof p), sizeof p);
        uint8_t* blk = dst + b * int64_t(sizeof(BlockQ8_0));
        std::memcpy(blk, &p.d[r], 2);
        for (int k = 0; k < 8; ++k) std::memcpy(blk + 2 + 4 * k, p.qs[k] + 4 * r, 4);
    }
}

}  // namespace synsema::kernels
