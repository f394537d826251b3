#include "panel_q6k.h"

#include <cstring>

#include "blocks_k.h"

namespace synsema::kernels {
namespace {

// ggml's Q6_K element map: element e = 128 h + 32 t + l takes the low 4 bits
// from nibble t / 2 of ql[64 h + 32 (t % 2) + l] and the high 2 bits from bits
// 2t, 2t + 1 of qh[32 h + l]. q[256] (values 0..63) -> the block's ql and qh.
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
    constexpr uint64_t kLow4 = 0x0f0f0f0f0f0f0f0fULL, kLow2 = 0x0303030303030303ULL;
    const auto* src = static_cast<const uint8_t*>(rows);
    auto* dst = static_cast<uint8_t*>(out);
    for (int64_t b = 0; b < n / kQK_K; ++b) {
        PanelQ6K p;
        for (int r = 0; r < kPanelRows; ++r) {
            const auto blk = block_at<BlockQ6K>(src + r * row_stride, b);
            p.d[r] = blk.d;
            // Chunk c = 4h + t is the run l = 0..31 of ggml's map (above):
            // low 4 bits in nibble t / 2 of ql[64h + 32 (t % 2) + l], high 2 in
            // bits 2t of qh[32h + l]. Both runs are contiguous, so the panel
            // bytes are made 8 at a time in 64-bit words (a byte loop made
            // loading a 7B model's 1.1 GB of Q6_K several seconds slower).
            for (int c = 0; c < 8; ++c) {
                const int h = c / 4, t = c % 4;
                p.scales[c][r][0] = blk.scales[2 * c];
                p.scales[c][r][1] = blk.scales[2 * c + 1];
                uint64_t lo[4], hi[4];
                std::memcpy(lo, blk.ql + 64 * h + 32 * (t % 2), 32);
                std::memcpy(hi, blk.qh + 32 * h, 32);
                for (int w = 0; w < 4; ++w) {
                    lo[w] = (lo[w] >> (4 * (t / 2))) & kLow4;  // low 4 bits of elements 8w .. 8w + 7
                    hi[w] = (hi[w] >> (2 * t)) & kLow2;        // their high 2 bits
                }
                // Tile vector k < 4 holds elements 4k .. 4k + 3 in its low nibbles, k + 4 those + 16 in its high ones.
                const uint64_t ql0 = lo[0] | (lo[2] << 4), ql1 = lo[1] | (lo[3] << 4);
                put_row_words(p.ql[c], r, ql0, ql1);
                // qh[c][j] bits 2t' hold the high bits of tile vector 4j + t' (elements 16j + 4t' + i).
                for (int j = 0; j < 2; ++j) {
                    const uint64_t a = hi[2 * j], bq = hi[2 * j + 1];
                    const uint32_t bits = uint32_t(a) | (uint32_t(a >> 32) << 2) | (uint32_t(bq) << 4) | (uint32_t(bq >> 32) << 6);
                    std::memcpy(p.qh[c][j] + 4 * r, &bits, 4);
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
