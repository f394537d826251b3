#include "panel_q6k.h"

#include <cstring>

#include "blocks_k.h"

namespace synsema::kernels {
namespace {

// ggml's Q6_K element map: element e = 128 h + 32 t + l takes the low 4 bits
// from nibble t / 2 of ql[64 h + 32 (t % 2) + l] and the high 2 bits from bits
// 2t, 2t + 1 of qh[32 h + l]. Packing runs once per matrix at load (a 7B
// model's Q6_K matrices are ~1 GB), so this walks whole 32-element runs.
void values_of(const BlockQ6K& blk, uint8_t q[256]) {
    for (int h = 0; h < 2; ++h)
        for (int t = 0; t < 4; ++t)
            for (int l = 0; l < 32; ++l) {
                const uint8_t low = (blk.ql[64 * h + 32 * (t % 2) + l] >> (4 * (t / 2))) & 15;
                const uint8_t high = (blk.qh[32 * h + l] >> (2 * t)) & 3;
                q[128 * h + 32 * t + l] = uint8_t(low | (high << 4));
            }
}

void block_of(const uint8_t q[256], BlockQ6K& blk) {
    std::memset(blk.ql, 0, sizeof blk.ql);
    std::memset(blk.qh, 0, sizeof blk.qh);
    for (int h = 0; h < 2; ++h)
        for (int t = 0; t < 4; ++t)
            for (int l = 0; l < 32; ++l) {
                const uint8_t v = q[128 * h + 32 * t + l];
                blk.ql[64 * h + 32 * (t % 2) + l] |= uint8_t((v & 15) << (4 * (t / 2)));
                blk.qh[32 * h + l] |= uint8_t((v >> 4) << (2 * t));
            }
}

}  // namespace

void pack_panel_q6k(const void* rows, size_t row_stride, int64_t n, void* out) {
    const auto* src = static_cast<const uint8_t*>(rows);
    auto* dst = static_cast<uint8_t*>(out);
    for (int64_t b = 0; b < n / kQK_K; ++b) {
        PanelQ6K p;
        std::memset(&p, 0, sizeof p);
        for (int r = 0; r < kPanelRows; ++r) {
            const auto blk = block_at<BlockQ6K>(src + r * row_stride, b);
            p.d[r] = blk.d;
            uint8_t q[256];
            values_of(blk, q);
            for (int c = 0; c < 8; ++c) {
                p.scales[c][r][0] = blk.scales[2 * c];
                p.scales[c][r][1] = blk.scales[2 * c + 1];
                for (int k = 0; k < 8; ++k)
                    for (int i = 0; i < 4; ++i) {
                        const uint8_t v = q[32 * c + 4 * k + i];
                        p.ql[c][k % 4][4 * r + i] |= uint8_t((v & 15) << (k < 4 ? 0 : 4));
                        p.qh[c][k / 4][4 * r + i] |= uint8_t((v >> 4) << (2 * (k % 4)));
                    }
            }
        }
        std::memcpy(dst + b * int64_t(sizeof p), &p, sizeof p);
    }
}

void unpack_panel_row_q6k(const void* panel, int r, int64_t n, void* row) {
    const auto* src = static_cast<const uint8_t*>(panel);
    auto* dst = static_cast<uint8_t*>(row);
    for (int64_t b = 0; b < n / kQK_K; ++b) {
        PanelQ6K p;
        std::memcpy(&p, src + b * int64_t(sizeof p), sizeof p);
        BlockQ6K blk;
        blk.d = p.d[r];
        uint8_t q[256];
        for (int c = 0; c < 8; ++c) {
            blk.scales[2 * c] = p.scales[c][r][0];
            blk.scales[2 * c + 1] = p.scales[c][r][1];
            for (int k = 0; k < 8; ++k)
                for (int i = 0; i < 4; ++i) {
                    const int low = (p.ql[c][k % 4][4 * r + i] >> (k < 4 ? 0 : 4)) & 15;
                    const int high = (p.qh[c][k / 4][4 * r + i] >> (2 * (k % 4))) & 3;
                    q[32 * c + 4 * k + i] = uint8_t(low | (high << 4));
                }
        }
        block_of(q, blk);
        std::memcpy(dst + b * int64_t(sizeof blk), &blk, sizeof blk);
    }
}

}  // namespace synsema::kernels
