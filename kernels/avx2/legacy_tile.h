// The AVX2 micro-kernels of the legacy types (Q4_0 ... IQ4_NL) against Q8_0
// activations (include only from avx2/ files).
//
// Every path accumulates every row the same way, block by block in order:
//   acc = fma(float(x_b), d_w[b] * d_a[b], acc)   x_b: the block's exact int32 dot
//   acc = fma(float(s_b), m_w[b] * d_a[b], acc)   (types with a minimum; s_b: sum of a's quants)
// and vector lanes always hold different ROWS, never parts of one row. So
// decode (GEMV), prefill (tile) and vec_dot agree bit for bit, and one
// conversion plus one FMA serves 8 rows.
//
// Decode (one token) reads kRows = 8 rows side by side straight from memory:
// each row's block dot comes out as 8 int32 lanes, and a hadd tree across the
// 8 rows (fold8) turns them into one vector of the 8 rows' block sums. (Q5_0
// matrices the engine only multiplies go through panels, legacy_panel.h.)
//
// Prefill decodes 16 rows x kPieceBlocks blocks ONCE into an L1 piece with the
// rows interleaved: vector k of block b holds quant bytes 4k..4k+3 of each of
// 8 rows, so one dot step against the token's 4 bytes broadcast adds 4
// products to every row's lane (with AVX-VNNI that is one vpdpbusd per 32
// multiply-adds, and no horizontal sums at all). Each broadcast serves two
// such 8-row vectors: with one, the broadcast loads capped the tile at about
// 2/3 of the speed it reaches with two (measured: 210 vs 320 GOP/s per
// thread's worth of dot steps). Every token of the chunk then runs over the
// piece, kTileTokens at a time. The per-token numbers each block needs (its
// scale, its quant sum) are computed once per call (ActInfo).
#pragma once
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstring>
#include <vector>

#include "legacy_decode.h"
#include "row_lanes.h"
#if defined(SYNSEMA_AVX512)
#include "../avx512/tile512.h"
#endif

namespace synsema::kernels::avx2 {
inline namespace SYNSEMA_ISA_TAG {

constexpr int kRows = 8;          // rows per pass: the 8 float lanes
// Prefill: 8-row vectors per piece (AVX-512: two 16-row vectors, avx512/tile512.h).
constexpr int kRowVecs = kAvx512 ? 4 : 2;
constexpr int kTileRows = kRows * kRowVecs;
constexpr int kTileTokens = 4;    // prefill: tokens per register tile
constexpr int kPieceBlocks = 64 / kRowVecs;  // prefill: blocks per decoded piece (16-32 KiB)
constexpr int kTokenGroup = 64;   // prefill: tokens whose accumulators live on the stack
constexpr size_t kActBytes = sizeof(BlockQ8_0);

inline __m256i load256(const uint8_t* p) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)); }

// The fp16 values at p + offsets[r] (r < 8) as floats; the gather reads 4
// bytes at each, all inside the block.
inline __m256 fp16x8(const uint8_t* p, __m256i offsets) {
    const __m256i g = _mm256_i32gather_epi32(reinterpret_cast<const int*>(p), offsets, 1);
    const __m256i h = _mm256_packus_epi32(_mm256_and_si256(g, _mm256_set1_epi32(0xffff)), _mm256_setzero_si256());
    return _mm256_cvtph_ps(_mm256_castsi256_si128(_mm256_permute4x64_epi64(h, 0x08)));
}
// The fp16 values at p, p + stride, p + 2 stride, p + 3 stride.
inline __m128 fp16x4(const uint8_t* p, size_t stride) {
    uint64_t packed = 0;
    for (int r = 0; r < 4; ++r) packed |= uint64_t(load_u16(p + r * stride)) << (16 * r);
    return _mm_cvtph_ps(_mm_cvtsi64_si128(int64_t(packed)));
}

// ---- One row's block dot (decode): 8 int32 lanes, exact.
// start = -kOffset x (lane sums of a) for the types read as unsigned values.
template <class W>
inline __m256i row_dot(const uint8_t* b, __m256i a8, __m256i start) {
    if constexpr (W::kOffset > 0) {
        return dot_u8s8_acc(start, W::unsigned_values(b), a8);
    } else {
        const __m256i v = W::values(b);
        if constexpr (W::kSigned) return dot_signed(_mm256_sign_epi8(v, v), v, a8);
        else return dot_unsigned(v, a8);
    }
}

// Decode prefetches the row group 2 groups ahead: a row of an 896-wide
// matrix is only ~600 bytes, too short a stream for the hardware prefetcher,
// and 8 rows are read side by side (without this the Q5_0 GEMV of the
// Qwen2.5-0.5B-like file waited on DRAM latency for most lines). The group
// is contiguous, so block step b prefetches its share of the group's lines
// in order: a few prefetches per step instead of one per row.
struct GroupPrefetch {
    const char* next;  // the first line not yet prefetched
    const char* end;   // the end of the group 2 groups ahead
    int64_t step;      // bytes per block step
    GroupPrefetch() : next(nullptr), end(nullptr), step(0) {}  // prefetches nothing
    GroupPrefetch(const uint8_t* w, size_t ws, int rows, int64_t nb)
        : next(reinterpret_cast<const char*>(w + 2 * rows * ws)),
          end(next + rows * ws),
          step(nb > 0 ? (int64_t(rows * ws) + nb - 1) / nb : 0) {}  // rows of 0 columns: nb = 0
    __attribute__((always_inline)) void operator()() {
        const char* stop = std::min(next + step, end);
        for (; next < stop; next += 64) _mm_prefetch(next, _MM_HINT_T0);
    }
};

// NR (8, 4 or 1) rows x 1 token, weights decoded on the fly (decode, vec_dot).
template <class W, int NR>
void direct_rows(int64_t nb, const uint8_t* w, size_t ws, const uint8_t* a, float* out) {
    static_assert(NR == 8 || NR == 4 || NR == 1);
    __m256 acc8 = _mm256_setzero_ps();
    __m128 acc4 = _mm_setzero_ps();
    float acc1 = 0;
    __m256i offsets = _mm256_setzero_si256();
    if constexpr (NR == 8) offsets = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), _mm256_set1_epi32(int(ws)));
    // One row (vec_dot) is a single stream the hardware prefetcher follows.
    [[maybe_unused]] GroupPrefetch prefetch = NR > 1 ? GroupPrefetch(w, ws, NR, nb) : GroupPrefetch();
    for (int64_t b = 0; b < nb; ++b) {
        const uint8_t* wb = w + b * int64_t(W::kBytes);
        const uint8_t* ab = a + b * int64_t(kActBytes);
        if constexpr (NR > 1) prefetch();
        const __m256i a8 = load256(ab + 2);
        __m256i start = _mm256_setzero_si256();
        if constexpr (W::kOffset > 0) start = _mm256_sub_epi32(start, dot_u8s8(_mm256_set1_epi8(W::kOffset), a8));
        __m256i x[NR];
        for (int r = 0; r < NR; ++r) x[r] = row_dot<W>(wb + r * ws, a8, start);
        const float da = fp16_at(ab);
        [[maybe_unused]] float sa = 0;
        if constexpr (W::kHasMin) sa = float(hsum_i32(sum_bytes(a8)));
        if constexpr (NR == 8) {
            const __m256 vda = _mm256_set1_ps(da);
            acc8 = _mm256_fmadd_ps(_mm256_cvtepi32_ps(fold8(x)), _mm256_mul_ps(fp16x8(wb, offsets), vda), acc8);
            if constexpr (W::kHasMin)
                acc8 = _mm256_fmadd_ps(_mm256_set1_ps(sa), _mm256_mul_ps(fp16x8(wb + 2, offsets), vda), acc8);
        } else if constexpr (NR == 4) {
            const __m128 vda = _mm_set1_ps(da);
            acc4 = _mm_fmadd_ps(_mm_cvtepi32_ps(fold4_rows(x)), _mm_mul_ps(fp16x4(wb, ws), vda), acc4);
            if constexpr (W::kHasMin) acc4 = _mm_fmadd_ps(_mm_set1_ps(sa), _mm_mul_ps(fp16x4(wb + 2, ws), vda), acc4);
        } else {
            acc1 = std::fma(float(hsum_i32(x[0])), fp16_at(wb) * da, acc1);
            if constexpr (W::kHasMin) acc1 = std::fma(sa, fp16_at(wb + 2) * da, acc1);
        }
    }
    if constexpr (NR == 8) _mm256_storeu_ps(out, acc8);
    else if constexpr (NR == 4) _mm_storeu_ps(out, acc4);
    else out[0] = acc1;
}

// ---- Prefill.

// How a type's weights meet the broadcast activation bytes in the tile: as
// unsigned bytes u with x = dot(u, a) - kTileOffset * sum(a) (kOffset types
// read unsigned; with VNNI, signed types as v + 128, where maddubs would
// saturate but vpdpbusd cannot), or with the sign trick (plain AVX2, signed).
template <class W>
constexpr int tile_offset() {
    if constexpr (W::kOffset > 0) return W::kOffset;
    else if constexpr (W::kSigned && kHasVnni) return 128;
    else return 0;
}
template <class W>
constexpr bool tile_sign_trick() { return W::kSigned && tile_offset<W>() == 0; }

// kPieceBlocks blocks of kTileRows rows as 8-row vectors g, interleaved (rows
// past the band are zero). The row vectors of one step are adjacent, so a
// 512-bit load takes two.
struct alignas(64) Piece {
    __m256i v[kPieceBlocks][8][kRowVecs];     // v[b][k][g] lane r: bytes 4k..4k+3 of row 8g+r's block b, tile form
    __m256i sign[kPieceBlocks][8][kRowVecs];  // the signed values (sign-trick types only)
    __m256 d[kPieceBlocks][kRowVecs], m[kPieceBlocks][kRowVecs];  // lane r: row 8g+r's scale (and minimum)
};

// Block b of `rows` rows (8 at most; fewer, or none, at the band's end) into
// the piece's 8-row vector g.
template <class W>
void decode_rows(const uint8_t* w, size_t ws, int rows, int b, Piece& p, int g) {
    __m256i v[8], s[8];
    alignas(16) uint16_t d[8] = {}, m[8] = {};
    for (int r = 0; r < kRows; ++r) {
        if (r >= rows) {
            v[r] = s[r] = _mm256_setzero_si256();
            continue;
        }
        const uint8_t* blk = w + r * ws + b * W::kBytes;
        d[r] = load_u16(blk);
        if constexpr (W::kHasMin) m[r] = load_u16(blk + 2);
        if constexpr (W::kOffset > 0) {
            v[r] = W::unsigned_values(blk);
        } else if constexpr (tile_offset<W>() == 128) {
            v[r] = _mm256_xor_si256(W::values(blk), _mm256_set1_epi8(char(0x80)));
        } else {
            s[r] = W::values(blk);
            v[r] = W::kSigned ? _mm256_sign_epi8(s[r], s[r]) : s[r];
        }
    }
    transpose8x32(v);
    for (int k = 0; k < 8; ++k) p.v[b][k][g] = v[k];
    if constexpr (tile_sign_trick<W>()) {
        transpose8x32(s);
        for (int k = 0; k < 8; ++k) p.sign[b][k][g] = s[k];
    }
    p.d[b][g] = _mm256_cvtph_ps(_mm_load_si128(reinterpret_cast<const __m128i*>(d)));
    p.m[b][g] = _mm256_cvtph_ps(_mm_load_si128(reinterpret_cast<const __m128i*>(m)));
}

template <class W>
void decode_piece(const uint8_t* w, size_t ws, int rows, int nblocks, Piece& p) {
    for (int b = 0; b < nblocks; ++b)
        for (int g = 0; g < kRowVecs; ++g) decode_rows<W>(w + g * kRows * ws, ws, rows - g * kRows, b, p, g);
}

// What every row needs of one token's block: -kTileOffset x sum(a), its scale
// and (types with a minimum) sum(a) as a float. Computed once per call.
struct ActInfo {
    int32_t start;
    float d, sum;
};

template <class W>
void act_info(const uint8_t* a, size_t as, int nc, int64_t nb, ActInfo* info) {
    for (int c = 0; c < nc; ++c)
        for (int64_t b = 0; b < nb; ++b) {
            const uint8_t* blk = a + c * as + b * int64_t(kActBytes);
            const int sum = hsum_i32(sum_bytes(load256(blk + 2)));
            info[c * nb + b] = {-tile_offset<W>() * sum, fp16_at(blk), float(sum)};
        }
}

// The kTileRows rows of a piece x C tokens; accumulators (acc_mem[kRowVecs c
// + g]: token c, row vector g) in memory between pieces.
template <class W, int C>
void run_tile(const Piece& p, int nblocks, const uint8_t* a, size_t as, const ActInfo* info, int64_t nb,
              __m256* acc_mem) {
#if defined(SYNSEMA_AVX512)
    static_assert(!tile_sign_trick<W>(), "the VNNI tiles take signed types as v + 128");
    avx512::legacy_tile<W::kHasMin, C, kRowVecs>(p, nblocks, a, as, info, nb, acc_mem);
}
#else
    __m256 acc[kRowVecs * C];
    for (int i = 0; i < kRowVecs * C; ++i) acc[i] = acc_mem[i];
    for (int b = 0; b < nblocks; ++b) {
        __m256i x[C][kRowVecs];
        for (int c = 0; c < C; ++c)
            for (int g = 0; g < kRowVecs; ++g) x[c][g] = _mm256_set1_epi32(info[c * nb + b].start);
        for (int k = 0; k < 8; ++k) {
            __m256i v[kRowVecs];
            for (int g = 0; g < kRowVecs; ++g) v[g] = _mm256_load_si256(&p.v[b][k][g]);
            for (int c = 0; c < C; ++c) {
                const __m256i ab = _mm256_set1_epi32(int(load_u32(a + c * as + b * kActBytes + 2 + 4 * k)));
                for (int g = 0; g < kRowVecs; ++g) {
                    if constexpr (tile_sign_trick<W>())
                        x[c][g] = dot_u8s8_acc(x[c][g], v[g], _mm256_sign_epi8(ab, _mm256_load_si256(&p.sign[b][k][g])));
                    else
                        x[c][g] = dot_u8s8_acc(x[c][g], v[g], ab);
                }
            }
        }
        for (int c = 0; c < C; ++c) {
            const ActInfo& ai = info[c * nb + b];
            const __m256 vda = _mm256_set1_ps(ai.d);
            for (int g = 0; g < kRowVecs; ++g) {
                __m256& out = acc[kRowVecs * c + g];
                out = _mm256_fmadd_ps(_mm256_cvtepi32_ps(x[c][g]), _mm256_mul_ps(p.d[b][g], vda), out);
                if constexpr (W::kHasMin)
                    out = _mm256_fmadd_ps(_mm256_set1_ps(ai.sum), _mm256_mul_ps(p.m[b][g], vda), out);
            }
        }
    }
    for (int i = 0; i < kRowVecs * C; ++i) acc_mem[i] = acc[i];
}
#endif

// The last ntok < kTileTokens tokens: one tile of exactly ntok.
template <class W, int C>
void run_tail(const Piece& p, int nblocks, const uint8_t* a, size_t as, const ActInfo* info, int64_t nb, int ntok,
              __m256* acc) {
    if constexpr (C > 0) {
        if (ntok == C) run_tile<W, C>(p, nblocks, a, as, info, nb, acc);
        else run_tail<W, C - 1>(p, nblocks, a, as, info, nb, ntok, acc);
    }
}

template <class W>
void run_tokens(const Piece& p, int nblocks, const uint8_t* a, size_t as, const ActInfo* info, int64_t nb, int ntok,
                __m256* acc) {
    int c = 0;
    for (; c + kTileTokens <= ntok; c += kTileTokens)
        run_tile<W, kTileTokens>(p, nblocks, a + c * as, as, info + c * nb, nb, acc + kRowVecs * c);
    run_tail<W, kTileTokens - 1>(p, nblocks, a + c * as, as, info + c * nb, nb, ntok - c, acc + kRowVecs * c);
}

// Prefill over nr rows x nc tokens (info: act_info of the nc tokens): per
// 16 rows and group of tokens, decode(r0, rows, b0, nblocks, piece) fills a
// piece of blocks [b0, b0 + nblocks), and every token of the group runs over it.
template <class W, class Decode>
void legacy_tiles(int64_t nb, int nr, const uint8_t* ab, size_t a_stride, int nc, const ActInfo* info, float* out,
                  size_t ldo, Decode&& decode) {
    thread_local std::vector<Piece> piece_storage(1);
    Piece& piece = piece_storage[0];
    alignas(64) __m256 acc[kRowVecs * kTokenGroup];
    for (int r0 = 0; r0 < nr; r0 += kTileRows) {
        const int rows = std::min(kTileRows, nr - r0);
        for (int c0 = 0; c0 < nc; c0 += kTokenGroup) {
            const int ntok = std::min(kTokenGroup, nc - c0);
            for (int i = 0; i < kRowVecs * ntok; ++i) acc[i] = _mm256_setzero_ps();
            for (int64_t b0 = 0; b0 < nb; b0 += kPieceBlocks) {
                // 1. Decode this piece of the 16 rows once...
                const int nblocks = int(std::min<int64_t>(kPieceBlocks, nb - b0));
                decode(r0, rows, b0, nblocks, piece);
                // 2. ...and run every token of the group over it.
                run_tokens<W>(piece, nblocks, ab + c0 * a_stride + b0 * kActBytes, a_stride, info + c0 * nb + b0, nb,
                              ntok, acc);
            }
            store_tile(acc, kRowVecs, ntok, rows, out + c0 * ldo + r0, ldo);
        }
    }
}

// out[c * ldo + r] = dot(weight row r, token c) for r < nr, c < nc.
template <class W>
void legacy_gemm_tile(int64_t n, const void* w, size_t w_stride, int nr, const void* a, size_t a_stride, int nc,
                      float* out, size_t ldo) {
    const int64_t nb = n / kLegacyBlock;
    const auto* wb = static_cast<const uint8_t*>(w);
    const auto* ab = static_cast<const uint8_t*>(a);
    if (nc == 1) {  // decode: rows in groups, weights straight from memory
        int r = 0;
        // The gather's offsets are int32: rows of over 256 MB go 4 or 1 at a time.
        if (w_stride <= size_t(INT_MAX / kRows))
            for (; r + 8 <= nr; r += 8) direct_rows<W, 8>(nb, wb + r * w_stride, w_stride, ab, out + r);
        for (; r + 4 <= nr; r += 4) direct_rows<W, 4>(nb, wb + r * w_stride, w_stride, ab, out + r);
        for (; r < nr; ++r) direct_rows<W, 1>(nb, wb + r * w_stride, w_stride, ab, out + r);
        return;
    }
    // Per-call scratch, grown once per thread: no allocation in steady state.
    thread_local std::vector<ActInfo> info;
    if (info.size() < size_t(nc) * size_t(nb)) info.resize(size_t(nc) * size_t(nb));
    act_info<W>(ab, a_stride, nc, nb, info.data());
    legacy_tiles<W>(nb, nr, ab, a_stride, nc, info.data(), out, ldo,
                    [&](int r0, int rows, int64_t b0, int nblocks, Piece& p) {
                        decode_piece<W>(wb + r0 * w_stride + b0 * W::kBytes, w_stride, rows, nblocks, p);
                    });
}

template <class W>
float legacy_vec_dot(int64_t n, const void* w, const void* a) {
    float out;
    direct_rows<W, 1>(n / kLegacyBlock, static_cast<const uint8_t*>(w), 0, static_cast<const uint8_t*>(a), &out);
    return out;
}

}  // namespace SYNSEMA_ISA_TAG
}  // namespace synsema::kernels::avx2
