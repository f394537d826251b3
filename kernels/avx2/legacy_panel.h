// AVX2 kernels over Q5_0 and Q8_0 panels (kernels/panel_q5_0.h,
// panel_q8_0.h). Include only from avx2/ files.
//
// Decode: per block of 8 rows, a few loads give the 8 tile vectors (Q5_0: a
// mask or shift for the nibbles, a shift and a mask for the fifth bits; Q8_0:
// the bytes themselves), each dotted with the token's 4 bytes broadcast; no
// per-row horizontal sums. Prefill: the legacy tile of legacy_tile.h, its
// pieces filled from panels.
//
// Integer sums (the dot of the tile's form of the values, minus the offset x
// the block's activation sum) and float steps are those of legacy_tile.h:
// results are identical.
#pragma once
#include <vector>

#include "../panel_q5_0.h"
#include "../panel_q8_0.h"
#include "legacy_tile.h"
#include "stream_prefetch.h"

namespace synsema::kernels::avx2 {
inline namespace SYNSEMA_ISA_TAG {

#if defined(SYNSEMA_AVX512)
// 32 bytes from p0 in the low half, 32 from p1 in the high half.
inline __m512i load2x256(const void* p0, const void* p1) {
    const __m256i lo = _mm256_loadu_si256(static_cast<const __m256i*>(p0));
    return _mm512_inserti64x4(_mm512_castsi256_si512(lo), _mm256_loadu_si256(static_cast<const __m256i*>(p1)), 1);
}
#endif

// Q5_0: unsigned 5-bit values (the tile subtracts 16 x sum(a)).
struct Q5_0PanelForm {
    using W = DecodeQ5_0;
    using Block = PanelQ5_0;
    // The fifth bit of tile vector k, at bit 4 of each byte (bit k of qh's bytes).
    template <int k>
    static __m256i fifth_bit(__m256i qh) {
        const __m256i moved = k <= 4 ? _mm256_slli_epi16(qh, 4 - k) : _mm256_srli_epi16(qh, k - 4);
        return _mm256_and_si256(moved, _mm256_set1_epi8(0x10));
    }
    template <int h>
    static void pair(const Block* p, __m256i qh, __m256i v[8]) {
        const __m256i low4 = _mm256_set1_epi8(0x0f);
        const __m256i q = load256(p->qs[h]);
        v[h] = _mm256_or_si256(_mm256_and_si256(q, low4), fifth_bit<h>(qh));
        v[h + 4] = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(q, 4), low4), fifth_bit<h + 4>(qh));
    }
    // The 8 tile vectors of one panel block: unsigned values 0..31 (no signs).
    static void vectors(const Block* p, __m256i v[8], __m256i* /*sign*/) {
        const __m256i qh = load256(p->qh);
        pair<0>(p, qh, v);
        pair<1>(p, qh, v);
        pair<2>(p, qh, v);
        pair<3>(p, qh, v);
    }
#if defined(SYNSEMA_AVX512)
    // The same 8 vectors of two blocks at once: block p0 in the low half, p1 in the high.
    template <int k>
    static __m512i fifth_bit(__m512i qh) {
        const __m512i moved = k <= 4 ? _mm512_slli_epi16(qh, 4 - k) : _mm512_srli_epi16(qh, k - 4);
        return _mm512_and_si512(moved, _mm512_set1_epi8(0x10));
    }
    template <int h>
    static void pair(const Block* p0, const Block* p1, __m512i qh, __m512i v[8]) {
        const __m512i low4 = _mm512_set1_epi8(0x0f);
        const __m512i q = load2x256(p0->qs[h], p1->qs[h]);
        v[h] = _mm512_or_si512(_mm512_and_si512(q, low4), fifth_bit<h>(qh));
        v[h + 4] = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(q, 4), low4), fifth_bit<h + 4>(qh));
    }
    static void vectors(const Block* p0, const Block* p1, __m512i v[8]) {
        const __m512i qh = load2x256(p0->qh, p1->qh);
        pair<0>(p0, p1, qh, v);
        pair<1>(p0, p1, qh, v);
        pair<2>(p0, p1, qh, v);
        pair<3>(p0, p1, qh, v);
    }
#endif
};

// Q8_0: signed bytes; v + 128 for the VNNI tiles, magnitude and sign on plain AVX2.
struct Q8_0PanelForm {
    using W = DecodeQ8_0;
    using Block = PanelQ8_0;
    static void vectors(const Block* p, __m256i v[8], __m256i* sign) {
        for (int k = 0; k < 8; ++k) {
            const __m256i q = load256(reinterpret_cast<const uint8_t*>(p->qs[k]));
            if constexpr (tile_sign_trick<W>()) {
                sign[k] = q;
                v[k] = _mm256_sign_epi8(q, q);
            } else {  // tile_offset<W>() == 128
                v[k] = _mm256_xor_si256(q, _mm256_set1_epi8(char(0x80)));
            }
        }
    }
#if defined(SYNSEMA_AVX512)
    static void vectors(const Block* p0, const Block* p1, __m512i v[8]) {
        for (int k = 0; k < 8; ++k)
            v[k] = _mm512_xor_si512(load2x256(p0->qs[k], p1->qs[k]), _mm512_set1_epi8(char(0x80)));
    }
#endif
};

template <class Form>
struct LegacyPanelKernel {
    using W = typename Form::W;
    using Block = typename Form::Block;
    static constexpr bool kSignTrick = tile_sign_trick<W>();

    static __m256 scales(const Block* p) {
        return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p->d)));
    }
    static const Block* block(const uint8_t* panel, int64_t b) {
        return reinterpret_cast<const Block*>(panel + b * int64_t(sizeof(Block)));
    }

    // One panel (8 rows) x one token whose per-block numbers are info[0..nb).
    static void gemv(int64_t nb, const uint8_t* panel, const uint8_t* act, const ActInfo* info, float* out) {
        __m256 acc = _mm256_setzero_ps();
        int64_t b = 0;
#if defined(SYNSEMA_AVX512)
        // Two blocks of the panel per 512-bit vector (the same one stream through memory): the
        // integer sums in half the instructions, then each block's float step in order, as below.
        for (; b + 1 < nb; b += 2) {
            const Block* p = block(panel, b);
            prefetch_ahead(p, 2 * sizeof(Block));
            const uint8_t* a = act + b * int64_t(kActBytes) + 2;
            __m512i v[8];
            Form::vectors(p, p + 1, v);
            const __m512i acts = load2x256(a, a + kActBytes);  // block b's 32 bytes low, b + 1's high
            const auto both = [](int k) { return _mm512_inserti64x4(_mm512_set1_epi32(k), _mm256_set1_epi32(8 + k), 1); };
            __m512i x0 = _mm512_inserti64x4(_mm512_set1_epi32(info[b].start), _mm256_set1_epi32(info[b + 1].start), 1);
            __m512i x1 = _mm512_setzero_si512();
            for (int k = 0; k < 8; k += 2) {
                x0 = _mm512_dpbusd_epi32(x0, v[k], _mm512_permutexvar_epi32(both(k), acts));
                x1 = _mm512_dpbusd_epi32(x1, v[k + 1], _mm512_permutexvar_epi32(both(k + 1), acts));
            }
            const __m512i sum = _mm512_add_epi32(x0, x1);
            acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(_mm512_castsi512_si256(sum)),
                                  _mm256_mul_ps(scales(p), _mm256_set1_ps(info[b].d)), acc);
            acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(_mm512_extracti64x4_epi64(sum, 1)),
                                  _mm256_mul_ps(scales(p + 1), _mm256_set1_ps(info[b + 1].d)), acc);
        }
#endif
        for (; b < nb; ++b) {
            const Block* p = block(panel, b);
            prefetch_ahead(p, sizeof(Block));
            const uint8_t* a = act + b * int64_t(kActBytes) + 2;
            __m256i v[8], sign[kSignTrick ? 8 : 1];
            Form::vectors(p, v, sign);
            // Two chains of dot products (even and odd k), not one of eight: one chain
            // waits on each vpdpbusd's latency, which capped one-thread decode of a
            // Q5_0/Q8_0 file below what a core streams. Integer sums: the same result.
            __m256i x0 = _mm256_set1_epi32(info[b].start), x1 = _mm256_setzero_si256();
            for (int k = 0; k < 8; k += 2) {
                const __m256i b0 = _mm256_set1_epi32(int(load_u32(a + 4 * k)));
                const __m256i b1 = _mm256_set1_epi32(int(load_u32(a + 4 * k + 4)));
                if constexpr (kSignTrick) {
                    x0 = dot_u8s8_acc(x0, v[k], _mm256_sign_epi8(b0, sign[k]));
                    x1 = dot_u8s8_acc(x1, v[k + 1], _mm256_sign_epi8(b1, sign[k + 1]));
                } else {
                    x0 = dot_u8s8_acc(x0, v[k], b0);
                    x1 = dot_u8s8_acc(x1, v[k + 1], b1);
                }
            }
            const __m256i sum = _mm256_add_epi32(x0, x1);
            acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(sum), _mm256_mul_ps(scales(p), _mm256_set1_ps(info[b].d)), acc);
        }
        _mm256_storeu_ps(out, acc);
    }

    // Blocks [b0, b0 + nblocks) of npanels (<= kRowVecs) panels into the tile's piece.
    static void decode_piece(const uint8_t* panels, size_t ps, int npanels, int64_t b0, int nblocks, Piece& piece) {
        for (int b = 0; b < nblocks; ++b)
            for (int g = 0; g < kRowVecs; ++g) {
                piece.m[b][g] = _mm256_setzero_ps();  // no minimum
                if (g >= npanels) {  // past the band's last panel: zeros, never stored
                    for (int k = 0; k < 8; ++k) piece.v[b][k][g] = _mm256_setzero_si256();
                    piece.d[b][g] = _mm256_setzero_ps();
                    continue;
                }
                const Block* p = block(panels + g * ps, b0 + b);
                __m256i v[8], sign[kSignTrick ? 8 : 1];
                Form::vectors(p, v, sign);
                for (int k = 0; k < 8; ++k) piece.v[b][k][g] = v[k];
                if constexpr (kSignTrick)
                    for (int k = 0; k < 8; ++k) piece.sign[b][k][g] = sign[k];
                piece.d[b][g] = scales(p);
            }
    }

    // gemm_tile's contract over np panels (8 np rows), panel_stride bytes apart.
    static void gemm(int64_t n, const void* panels, size_t panel_stride, int np, const void* a, size_t a_stride, int nc,
                     float* out, size_t ldo) {
        const int64_t nb = n / kLegacyBlock;
        const auto* pb = static_cast<const uint8_t*>(panels);
        const auto* ab = static_cast<const uint8_t*>(a);
        thread_local std::vector<ActInfo> info;  // grown once per thread: no allocation in steady state
        if (info.size() < size_t(nc) * size_t(nb)) info.resize(size_t(nc) * size_t(nb));
        act_info<W>(ab, a_stride, nc, nb, info.data());
        if (nc == 1) {
            for (int i = 0; i < np; ++i) gemv(nb, pb + i * panel_stride, ab, info.data(), out + kPanelRows * i);
            return;
        }
        legacy_tiles<W>(nb, np * kPanelRows, ab, a_stride, nc, info.data(), out, ldo,
                        [&](int r0, int rows, int64_t b0, int nblocks, Piece& p) {
                            decode_piece(pb + (r0 / kPanelRows) * panel_stride, panel_stride, rows / kPanelRows, b0,
                                         nblocks, p);
                        });
    }
};

using PanelQ5_0Kernel = LegacyPanelKernel<Q5_0PanelForm>;
using PanelQ8_0Kernel = LegacyPanelKernel<Q8_0PanelForm>;

}  // namespace SYNSEMA_ISA_TAG
}  // namespace synsema::kernels::avx2
