// AVX2 kernels over Q4_K and Q6_K panels (kernels/panel_q4k.h, panel_q6k.h):
// 8 rows interleaved, scales as plain bytes, quants in the prefill tile's
// form. Include only from avx2/ files.
//
// Decode (one token): per group of 32 elements, 4 loads of 32 bytes give
// 8 vectors of "4 consecutive quants of each of the 8 rows" (mask, or shift
// and mask), each dotted with the token's 4 bytes broadcast (one vpdpbusd
// with AVX-VNNI), and the group's sum is scaled once for all 8 rows. About a
// quarter of the instructions of the row-by-row path over the file's layout.
//
// Prefill: the shared tile of kquant_tile.h, its pieces filled from panels
// (a mask or shift per vector, no scale unpacking).
//
// The exact int32 sums S and O and the float step are those of
// kquant_tile.h, so panels, the file's layout and vec_dot agree bit for bit.
#pragma once
#include <cstring>

#include "../panel_q4k.h"
#include "../panel_q6k.h"
#include "kquant_decode.h"
#include "kquant_tile.h"
#include "stream_prefetch.h"

namespace synsema::kernels::avx2k {
inline namespace SYNSEMA_ISA_TAG {


struct PanelQ4KKernel {
    using K = KQuantKernel<DecodeQ45K<false>>;
    using Piece = K::Piece;
    static constexpr size_t kAct = sizeof(BlockQ8K);
    static constexpr size_t kQs = offsetof(BlockQ8K, qs), kBsums = offsetof(BlockQ8K, bsums);

    static __m256i broadcast4(const uint8_t* p) { return _mm256_set1_epi32(int(load_u32(p))); }
    // 8 bytes (one per row) -> 8 int32 lanes.
    static __m256i bytes_to_i32(const uint8_t* p) {
        return _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p)));
    }

    // S for the 8 rows of one panel super-block against one token (lane r: row r).
    static __m256i panel_sums(const PanelQ4K* p, const uint8_t* a) {
        const __m256i low4 = _mm256_set1_epi8(0x0f);
        __m256i s = _mm256_setzero_si256();
        for (int g = 0; g < 8; ++g) {
            // An eighth of the block's prefetches per group, not all 19 lines at the block's
            // start: see PanelQ6KKernel::panel_sums.
            prefetch_ahead(reinterpret_cast<const uint8_t*>(p) + g * (sizeof(PanelQ4K) / 8), sizeof(PanelQ4K) / 8);
            const uint8_t* ag = a + kQs + 32 * g;
            if constexpr (avx2::kHasVnni) {
                // Two chains of 4 dot steps: exact int32 sums of the group.
                __m256i x0 = _mm256_setzero_si256(), x1 = _mm256_setzero_si256();
                for (int h = 0; h < 4; ++h) {
                    const __m256i q = loadu(p->qs[g][h]);
                    x0 = avx2::dot_u8s8_acc(x0, _mm256_and_si256(q, low4), broadcast4(ag + 4 * h));
                    x1 = avx2::dot_u8s8_acc(x1, _mm256_and_si256(_mm256_srli_epi16(q, 4), low4), broadcast4(ag + 16 + 4 * h));
                }
                s = _mm256_add_epi32(s, _mm256_mullo_epi32(_mm256_add_epi32(x0, x1), bytes_to_i32(p->scales[g])));
            } else {
                // int16 pair sums: 8 maddubs of at most 2 x 15 x 127 each stay
                // below 32767, so they add without saturating; one madd with
                // the row's scale (in both halves of its lane) finishes the group.
                __m256i x = _mm256_setzero_si256();
                for (int h = 0; h < 4; ++h) {
                    const __m256i q = loadu(p->qs[g][h]);
                    x = _mm256_add_epi16(x, _mm256_maddubs_epi16(_mm256_and_si256(q, low4), broadcast4(ag + 4 * h)));
                    x = _mm256_add_epi16(x, _mm256_maddubs_epi16(_mm256_and_si256(_mm256_srli_epi16(q, 4), low4),
                                                                 broadcast4(ag + 16 + 4 * h)));
                }
                const __m128i sc = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p->scales[g]));
                s = _mm256_add_epi32(s, _mm256_madd_epi16(x, _mm256_cvtepu8_epi16(_mm_unpacklo_epi8(sc, sc))));
            }
        }
        return s;
    }

    // O for the 8 rows: sum over groups of min x (the group's activation sum).
    static __m256i panel_offsets(const PanelQ4K* p, const uint8_t* a) {
        int32_t group_sum[8];
        for (int g = 0; g < 8; ++g) group_sum[g] = int32_t(load_i16(a + kBsums + 4 * g)) + load_i16(a + kBsums + 4 * g + 2);
        __m256i o = _mm256_setzero_si256();
        for (int q = 0; q < 4; ++q) {
            // |group sum| <= 32 x 127: an int16 pair (group 2q, group 2q + 1).
            const uint32_t pair = uint32_t(uint16_t(group_sum[2 * q])) | (uint32_t(uint16_t(group_sum[2 * q + 1])) << 16);
            const __m256i mins = _mm256_cvtepu8_epi16(loadu128(p->mins[q]));
            o = avx2::madd_acc(o, mins, _mm256_set1_epi32(int(pair)));
        }
        return o;
    }

    static __m256 fp16x8(const uint16_t* h) { return _mm256_cvtph_ps(loadu128(h)); }

    // One panel (8 rows) x one token.
    static void gemv(int64_t nb, const uint8_t* panel, const uint8_t* act, float* out) {
        __m256 acc = _mm256_setzero_ps();
        const __m256 sign = _mm256_set1_ps(-0.0f);
        for (int64_t b = 0; b < nb; ++b) {
            const auto* p = reinterpret_cast<const PanelQ4K*>(panel + b * int64_t(sizeof(PanelQ4K)));
            const uint8_t* a = act + b * int64_t(kAct);
            const __m256i s = panel_sums(p, a), o = panel_offsets(p, a);
            acc = rows_step<Offset::FloatMin>(s, o, fp16x8(p->d), _mm256_xor_ps(fp16x8(p->dmin), sign), load_f32(a), acc);
        }
        _mm256_storeu_ps(out, acc);
    }

    // Super-blocks [b0, b0 + np) of npanels (<= kRowVecs) panels into the tile's piece.
    static void decode_piece(const uint8_t* panels, size_t ps, int npanels, int64_t b0, int np, Piece& piece) {
        const __m256i low4 = _mm256_set1_epi8(0x0f);
        const __m256 sign = _mm256_set1_ps(-0.0f);
        for (int v = 0; v < K::kRowVecs; ++v)
            for (int b = 0; b < np; ++b) {
                if (v >= npanels) {  // past the band's last panel: zeros, never stored
                    K::clear_row_vector(piece, b, v);
                    continue;
                }
                const auto* p = reinterpret_cast<const PanelQ4K*>(panels + v * ps + (b0 + b) * int64_t(sizeof(PanelQ4K)));
                for (int g = 0; g < 8; ++g) {
                    for (int h = 0; h < 4; ++h) {
                        const __m256i q = loadu(p->qs[g][h]);
                        piece.q[b][8 * g + h][v] = _mm256_and_si256(q, low4);
                        piece.q[b][8 * g + 4 + h][v] = _mm256_and_si256(_mm256_srli_epi16(q, 4), low4);
                    }
                    piece.scale[b][g][v] = bytes_to_i32(p->scales[g]);
                }
                // The tile wants, per group g, the int16 pair (min g, min g) per row.
                for (int q = 0; q < 4; ++q) {
                    const __m256i m = _mm256_cvtepu8_epi16(loadu128(p->mins[q]));  // (min 2q, min 2q + 1)
                    piece.mins[b][2 * q][v] = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(m, 0xa0), 0xa0);
                    piece.mins[b][2 * q + 1][v] = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(m, 0xf5), 0xf5);
                }
                piece.d[b][v] = fp16x8(p->d);
                piece.neg_dmin[b][v] = _mm256_xor_ps(fp16x8(p->dmin), sign);
            }
    }

};

// Q6_K panels (kernels/panel_q6k.h): chunk c's 8 tile vectors come from 4
// low-nibble and 2 high-bit vectors with a mask or a shift each; each group
// of 16 is scaled once for the 8 rows; the +32 bias comes off as
// 32 x madd(scales, bsums), as for the file's layout.
struct PanelQ6KKernel {
    using K = KQuantKernel<DecodeQ6K>;
    using Piece = K::Piece;
    static constexpr size_t kAct = sizeof(BlockQ8K);
    static constexpr size_t kQs = offsetof(BlockQ8K, qs), kBsums = offsetof(BlockQ8K, bsums);

    // Bits 2t, 2t + 1 of each byte moved to bits 4, 5 (16-bit shifts: bits
    // crossing into a neighbouring byte land outside the mask).
    template <int t>
    static __m256i high_bits(__m256i qh) {
        const __m256i high2 = _mm256_set1_epi8(0x30);
        if constexpr (t == 0) return _mm256_and_si256(_mm256_slli_epi16(qh, 4), high2);
        else if constexpr (t == 1) return _mm256_and_si256(_mm256_slli_epi16(qh, 2), high2);
        else if constexpr (t == 2) return _mm256_and_si256(qh, high2);
        else return _mm256_and_si256(_mm256_srli_epi16(qh, 2), high2);
    }
    template <int t>
    static void pair(const PanelQ6K* p, int c, __m256i h0, __m256i h1, __m256i v[8]) {
        const __m256i low4 = _mm256_set1_epi8(0x0f);
        const __m256i q = loadu(p->ql[c][t]);
        v[t] = _mm256_or_si256(_mm256_and_si256(q, low4), high_bits<t>(h0));
        v[4 + t] = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(q, 4), low4), high_bits<t>(h1));
    }
    // Chunk c's 8 tile vectors: quants 0..63 (the +32 bias still in).
    static void chunk(const PanelQ6K* p, int c, __m256i v[8]) {
        const __m256i h0 = loadu(p->qh[c][0]), h1 = loadu(p->qh[c][1]);
        pair<0>(p, c, h0, h1, v);
        pair<1>(p, c, h0, h1, v);
        pair<2>(p, c, h0, h1, v);
        pair<3>(p, c, h0, h1, v);
    }
    // Chunk c's scales as int16 pairs per row lane: (scale 2c, scale 2c + 1).
    static __m256i scale_pairs(const PanelQ6K* p, int c) { return _mm256_cvtepi8_epi16(loadu128(p->scales[c])); }

    // S for the 8 rows of one panel super-block against one token (lane r: row r).
    static __m256i panel_sums(const PanelQ6K* p, const uint8_t* a) {
        __m256i s = _mm256_setzero_si256();
        for (int c = 0; c < 8; ++c) {
            // The prefetches of the block 4 KiB ahead, an eighth per chunk (4 lines, one or
            // two twice), not all 27 lines in one burst at the block's start: the burst
            // stalled on the core's miss buffers (perf: 14% of this GEMV's samples on it) and
            // the GEMV read 11 GB/s against 22-26 for the other panel types. Spread, one-
            // thread decode of the 0.5B-like Q4_K_M file (half its ffn_down matrices are
            // Q6_K) went from 58-61 to 69-70 tok/s on a 2-vCPU Zen 4 EPYC (three alternating runs).
            prefetch_ahead(reinterpret_cast<const uint8_t*>(p) + c * (sizeof(PanelQ6K) / 8), sizeof(PanelQ6K) / 8);
            const uint8_t* ac = a + kQs + 32 * c;
            __m256i v[8];
            chunk(p, c, v);
            const __m256i sc = scale_pairs(p, c);
            if constexpr (avx2::kHasVnni) {
                __m256i x0 = _mm256_setzero_si256(), x1 = _mm256_setzero_si256();
                for (int k = 0; k < 4; ++k) {
                    x0 = avx2::dot_u8s8_acc(x0, v[k], PanelQ4KKernel::broadcast4(ac + 4 * k));
                    x1 = avx2::dot_u8s8_acc(x1, v[4 + k], PanelQ4KKernel::broadcast4(ac + 16 + 4 * k));
                }
                const __m256i even = _mm256_srai_epi32(_mm256_slli_epi32(sc, 16), 16), odd = _mm256_srai_epi32(sc, 16);
                s = _mm256_add_epi32(s, _mm256_add_epi32(_mm256_mullo_epi32(x0, even), _mm256_mullo_epi32(x1, odd)));
            } else {
                // int16 pair sums of two maddubs (at most 2 x 2 x 63 x 127 = 32004:
                // no saturation), then one madd with the group's scale in both halves.
                const __m256i even = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(sc, 0xa0), 0xa0);
                const __m256i odd = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(sc, 0xf5), 0xf5);
                for (int j = 0; j < 2; ++j) {
                    const __m256i scale = j ? odd : even;
                    for (int h = 0; h < 2; ++h) {
                        const int k = 4 * j + 2 * h;
                        const __m256i y = _mm256_add_epi16(
                            _mm256_maddubs_epi16(v[k], PanelQ4KKernel::broadcast4(ac + 4 * k)),
                            _mm256_maddubs_epi16(v[k + 1], PanelQ4KKernel::broadcast4(ac + 4 * k + 4)));
                        s = _mm256_add_epi32(s, _mm256_madd_epi16(y, scale));
                    }
                }
            }
        }
        return s;
    }

    // O for the 8 rows: 32 x sum over groups of scale x (the group's activation sum).
    static __m256i panel_offsets(const PanelQ6K* p, const uint8_t* a) {
        __m256i o = _mm256_setzero_si256();
        for (int c = 0; c < 8; ++c)
            o = avx2::madd_acc(o, scale_pairs(p, c), _mm256_set1_epi32(int(load_u32(a + kBsums + 4 * c))));
        return _mm256_slli_epi32(o, 5);
    }

    // One panel (8 rows) x one token.
    static void gemv(int64_t nb, const uint8_t* panel, const uint8_t* act, float* out) {
        __m256 acc = _mm256_setzero_ps();
        for (int64_t b = 0; b < nb; ++b) {
            const auto* p = reinterpret_cast<const PanelQ6K*>(panel + b * int64_t(sizeof(PanelQ6K)));
            const uint8_t* a = act + b * int64_t(kAct);
            acc = rows_step<Offset::Integer>(panel_sums(p, a), panel_offsets(p, a), PanelQ4KKernel::fp16x8(p->d),
                                             _mm256_setzero_ps(), load_f32(a), acc);
        }
        _mm256_storeu_ps(out, acc);
    }

    // Super-blocks [b0, b0 + np) of npanels (<= kRowVecs) panels into the tile's piece.
    static void decode_piece(const uint8_t* panels, size_t ps, int npanels, int64_t b0, int np, Piece& piece) {
        for (int v = 0; v < K::kRowVecs; ++v)
            for (int b = 0; b < np; ++b) {
                if (v >= npanels) {  // past the band's last panel: zeros, never stored
                    K::clear_row_vector(piece, b, v);
                    continue;
                }
                const auto* p = reinterpret_cast<const PanelQ6K*>(panels + v * ps + (b0 + b) * int64_t(sizeof(PanelQ6K)));
                for (int c = 0; c < 8; ++c) {
                    __m256i q[8];
                    chunk(p, c, q);
                    for (int k = 0; k < 8; ++k) piece.q[b][8 * c + k][v] = q[k];
                    const __m256i sc = scale_pairs(p, c);
                    piece.scale[b][2 * c][v] = _mm256_srai_epi32(_mm256_slli_epi32(sc, 16), 16);
                    piece.scale[b][2 * c + 1][v] = _mm256_srai_epi32(sc, 16);
                    piece.mins[b][c][v] = _mm256_slli_epi16(sc, 5);  // the +32 bias: 32 x scale per group
                }
                piece.d[b][v] = PanelQ4KKernel::fp16x8(p->d);
                piece.neg_dmin[b][v] = _mm256_setzero_ps();
            }
    }

};

// gemm_tile's contract over np panels (8 np rows, panel_stride bytes apart) of
// a K-quant panel kernel: its GEMV for one token, the shared tile (its pieces
// filled by the kernel's decode_piece) for more.
template <class Kernel>
void panel_gemm(int64_t n, const void* panels, size_t panel_stride, int np, const void* a, size_t a_stride, int nc,
                float* out, size_t ldo) {
    const int64_t nb = n / kQK_K;
    const auto* pb = static_cast<const uint8_t*>(panels);
    const auto* ab = static_cast<const uint8_t*>(a);
    if (nc == 1) {
        for (int i = 0; i < np; ++i) Kernel::gemv(nb, pb + i * panel_stride, ab, out + kPanelRows * i);
        return;
    }
    Kernel::K::tiles(nb, np * kPanelRows, ab, a_stride, nc, out, ldo,
                     [&](int r0, int rows, int64_t b0, int n_blocks, typename Kernel::Piece& p) {
                         Kernel::decode_piece(pb + (r0 / kPanelRows) * panel_stride, panel_stride, rows / kPanelRows, b0,
                                              n_blocks, p);
                     });
}

}  // namespace SYNSEMA_ISA_TAG
}  // namespace synsema::kernels::avx2k
