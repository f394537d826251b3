#include "panel_q4k.h"

#include <bit>
#include <cstring>

#include "blocks_k.h"

namespace synsema::kernels {

// The 64-bit words below hold 8 bytes in memory order.
static_assert(std::endian::native == std::endian::little);

void pack_panel_q4k(const void* rows, size_t row_stride, int64_t n, void* out) {
    const auto* src = static_cast<const uint8_t*>(rows);
    auto* dst = static_cast<uint8_t*>(out);
    for (int64_t b = 0; b < n / kQK_K; ++b) {
        PanelQ4K p;
        for (int r = 0; r < kPanelRows; ++r) {
            const auto blk = block_at<BlockQ4K>(src + r * row_stride, b);
            p.d[r] = blk.d;
            p.dmin[r] = blk.dmin;
            uint8_t sc[8], mn[8];
            unpack_q4k_scales(blk.scales, sc, mn);
            for (int g = 0; g < 8; ++g) {
                p.scales[g][r] = sc[g];
                p.mins[g / 2][r][g % 2] = mn[g];
            }
            // Group g's elements are nibble g % 2 of qs[32 (g / 2) .. + 31].
            // Its panel bytes are element e | element e + 16 << 4 for e < 16,
            // made 8 at a time in 64-bit words (a byte loop made loading a
            // 2 GB model several seconds slower).
            for (int g = 0; g < 8; ++g) {
                const uint8_t* q = blk.qs + 32 * (g / 2);
                const int shift = 4 * (g % 2);
                constexpr uint64_t kLow = 0x0f0f0f0f0f0f0f0fULL;
                uint64_t w[4];
                std::memcpy(w, q, 32);
                const uint64_t out0 = ((w[0] >> shift) & kLow) | (((w[2] >> shift) & kLow) << 4);  // e = 0..7
                const uint64_t out1 = ((w[1] >> shift) & kLow) | (((w[3] >> shift) & kLow) << 4);  // e = 8..15
                put_row_words(p.qs[g], r, out0, out1);
            }
        }
        std::memcpy(dst + b * int64_t(sizeof p), &p, sizeof p);
    }
}

void unpack_panel_row_q4k(const void* panel, int r, int64_t n, void* row) {
    const auto* src = static_cast<const uint8_t*>(panel);
    auto* dst = static_cast<uint8_t*>(row);
    for (int64_t b = 0; b < n / kQK_K; ++b) {
        PanelQ4K p;
        std::memcpy(&p, src + b * int64_t(sizeof p), sizeof p);
        BlockQ4K blk;
        blk.d = p.d[r];
        blk.dmin = p.dmin[r];
        uint8_t sc[8], mn[8];
        for (int g = 0; g < 8; ++g) {
            sc[g] = p.scales[g][r];
            mn[g] = p.mins[g / 2][r][g % 2];
        }
        // The inverse of unpack_q4k_scales: 16 6-bit fields fill the 12 bytes exactly.
        for (int j = 0; j < 4; ++j) {
            blk.scales[j] = uint8_t(sc[j] | ((sc[j + 4] >> 4) << 6));
            blk.scales[4 + j] = uint8_t(mn[j] | ((mn[j + 4] >> 4) << 6));
            blk.scales[8 + j] = uint8_t((sc[j + 4] & 15) | ((mn[j + 4] & 15) << 4));
        }
        for (int g = 0; g < 8; ++g)
            for (int e = 0; e < 32; ++e) {
                const int h = (e % 16) / 4, i = e % 4;
                const uint8_t q = (p.qs[g][h][4 * r + i] >> (e < 16 ? 0 : 4)) & 15;
                uint8_t& byte = blk.qs[32 * (g / 2) + e];
                byte = g % 2 ? uint8_t((byte & 0x0f) | (q << 4)) : uint8_t((byte & 0xf0) | q);
            }
        std::memcpy(dst + b * int64_t(sizeof blk), &blk, sizeof blk);
    }
}

}  // namespace synsema::kernels
