// The K-quant micro-kernels shared by every 256-element type (include only
// from avx2/ files, compiled with -mavx2 -mfma -mf16c).
//
// A decoder (avx2/kquant_decode.h) streams one weight super-block as 8 chunks
// of 32 quant bytes in element order, each with an int16 scale vector laid out
// for _mm256_madd_epi16. Per super-block every path forms, for every row, the
// exact int32 sums
//   S = sum_k madd(scale[k], maddubs(q[k], a[32k..32k+31]))   (= sum over groups of scale * dot)
//   O = madd(mins, bsums)                                     (types with a bias or minimum)
// and accumulates them the same way, super-block by super-block in order:
//   acc = fma(float(S), d * da, acc)                 IQ4_XS
//   acc = fma(float(S - O), d * da, acc)             Q3_K, Q6_K (stored biases)
//   acc = fma(float(S), d * da, acc); acc = fma(float(O), -dmin * da, acc)   Q2_K, Q4_K, Q5_K
// with vector lanes holding ROWS, so decode, prefill and vec_dot agree bit for
// bit and one conversion and FMA serve 8 rows.
//
// Decode (one token) takes one row at a time and consumes its chunks in
// registers as they are decoded (storing a decoded super-block to L1 and
// reading it back for a single token cost more than the arithmetic); Q4_K
// matrices the engine only multiplies go through panels instead
// (kquant_panel.h), which skip most of the decoding. Prefill
// decodes kTileRows rows (16 with VNNI, else 8) x kPiece super-blocks ONCE
// into an L1 piece with the rows interleaved in 8-row vectors (vector K holds
// quant bytes 4K..4K+3 of 8 rows, plus one int32 vector of their scales per
// group), so one dot step against the token's 4 bytes broadcast adds 4
// products to every row's lane (one vpdpbusd with AVX-VNNI), each broadcast
// feeds every row vector, and each group's dot is scaled with one vpmulld.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include "../blocks_k.h"
#include "row_lanes.h"
#include "simd_k.h"
#if defined(SYNSEMA_AVX512)
#include "../avx512/tile512.h"
#endif

namespace synsema::kernels::avx2k {
inline namespace SYNSEMA_ISA_TAG {

// What a super-block contributes besides its chunks.
struct KHeader {
    __m256i mins;   // int16 multiplier of each group of 16 activations (bsums)
    float d, dmin;  // fp16 super-block factors
};

struct alignas(32) DecodedK {
    __m256i q[8];      // elements 32k..32k+31: unsigned quants, or |value| for signed types
    __m256i sign[8];   // signed types only: the values, whose signs move onto the activations
    __m256i scale[8];  // int16: lanes 0-7 scale the first 16 elements of chunk k, 8-15 the rest
    KHeader h;
};

// How a type's decoded super-block combines with the activations.
enum class Offset {
    None,      // sumi is the answer (IQ4_XS)
    Integer,   // quants stored with a bias: sumi -= madd(mins, bsums) (Q3_K, Q6_K)
    FloatMin,  // separate minimum with its own fp16 factor dmin (Q2_K, Q4_K, Q5_K)
};

inline int16_t load_i16(const uint8_t* p) {
    int16_t v;
    std::memcpy(&v, p, 2);
    return v;
}
inline uint32_t load_u32(const uint8_t* p) {
    uint32_t v;
    std::memcpy(&v, p, 4);
    return v;
}
inline float load_f32(const uint8_t* p) {
    float v;
    std::memcpy(&v, p, 4);
    return v;
}

// sumi += chunk k's exact int32 lane sums against one token's activation block a.
template <bool kSigned>
inline __m256i add_chunk(__m256i sumi, __m256i q, __m256i sign, __m256i scale, const uint8_t* a, int k) {
    __m256i act = loadu(a + offsetof(BlockQ8K, qs) + 32 * k);
    if constexpr (kSigned) act = _mm256_sign_epi8(act, sign);
    return avx2::madd_acc(sumi, scale, _mm256_maddubs_epi16(q, act));
}

// ---- Lanes = rows: the float step shared by every path.

// acc += one super-block of 8 rows (prefill) or one row (decode), given their
// exact sums (lane r = row r).
template <Offset kOffset>
inline __m256 rows_step(__m256i s, __m256i o, __m256 d, __m256 neg_dmin, float da, __m256 acc) {
    const __m256 vda = _mm256_set1_ps(da);
    if constexpr (kOffset == Offset::Integer) s = _mm256_sub_epi32(s, o);
    acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(s), _mm256_mul_ps(d, vda), acc);
    if constexpr (kOffset == Offset::FloatMin) acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(o), _mm256_mul_ps(neg_dmin, vda), acc);
    return acc;
}
template <Offset kOffset>
inline float rows_step(int s, int o, float d, float neg_dmin, float da, float acc) {
    if constexpr (kOffset == Offset::Integer) s -= o;
    acc = std::fma(float(s), d * da, acc);
    if constexpr (kOffset == Offset::FloatMin) acc = std::fma(float(o), neg_dmin * da, acc);
    return acc;
}

// D: a decoder with kBlockBytes, kOffset, kSigned, kScaleGroup and stream(block, sink).
template <class D>
struct KQuantKernel {
    static constexpr size_t kAct = sizeof(BlockQ8K);
    static constexpr int kRows = 8;         // rows per pass: the 8 float lanes
    // Prefill: 8-row vectors per piece, sharing each broadcast. Two help the
    // one-instruction VNNI dot (the broadcasts were the limit); on plain AVX2
    // the three-instruction dot is the limit, and two cost 3-17% in spills.
    // AVX-512 runs two 16-row vectors (avx512/tile512.h): four here.
    static constexpr int kRowVecs = avx2::kAvx512 ? 4 : avx2::kHasVnni ? 2 : 1;
    static constexpr int kTileRows = kRows * kRowVecs;
    static constexpr int kTileTokens = 4;   // prefill: tokens per register tile
    static constexpr int kPiece = kRowVecs >= 4 ? 1 : 4 / kRowVecs;  // prefill: super-blocks per piece (~12 KiB)
    static constexpr int kTokenGroup = 64;  // prefill: tokens whose accumulators live on the stack
    static constexpr int kGroups = kQK_K / D::kScaleGroup;     // scales per super-block: 16 or 8
    static constexpr int kDwordsPerGroup = D::kScaleGroup / 4;  // interleaved vectors per group
    // Signed quants (IQ4_XS) enter the tile as v + 128 with VNNI (vpdpbusd
    // cannot saturate; 128 x the group's activation sum is taken off exactly)
    // and with the sign trick on plain AVX2 (maddubs would saturate).
    static constexpr bool kBias128 = D::kSigned && avx2::kHasVnni;
    static constexpr bool kSignTrick = D::kSigned && !avx2::kHasVnni;
    // D::kOffset as a number for the 512-bit tile: 0 None, 1 Integer, 2 FloatMin.
    static constexpr int kOffsetKind = D::kOffset == Offset::None ? 0 : D::kOffset == Offset::Integer ? 1 : 2;

    // ---- Decode.

    struct RowSums {
        __m256i s, o;
        float d, neg_dmin;
    };
    // One row's super-block against one token: S and O as 8 int32 lanes each.
    static RowSums row_sums(const uint8_t* block, const uint8_t* act) {
        __m256i sumi = _mm256_setzero_si256();
        const KHeader h = D::stream(block, [&](int k, __m256i q, __m256i sign, __m256i scale) {
            sumi = add_chunk<D::kSigned>(sumi, q, sign, scale, act, k);
        });
        __m256i o = _mm256_setzero_si256();
        if constexpr (D::kOffset != Offset::None) o = _mm256_madd_epi16(h.mins, loadu(act + offsetof(BlockQ8K, bsums)));
        return {sumi, o, h.d, -h.dmin};
    }

    // One row x one token, each chunk used as it is decoded. Rows go one at a
    // time: a single sequential stream per thread, which the hardware
    // prefetcher follows (8 rows side by side, like the legacy GEMV, took
    // Q6_K from 43-53 to 36-42 GB/s on matrices larger than L3, even with
    // the legacy GEMV's group prefetch).
    static float vec_dot(int64_t n, const void* w, const void* a) {
        const auto* wb = static_cast<const uint8_t*>(w);
        const auto* ab = static_cast<const uint8_t*>(a);
        float acc = 0;
        for (int64_t b = 0; b < n / kQK_K; ++b) {
            const uint8_t* act = ab + b * int64_t(kAct);
            const RowSums rs = row_sums(wb + b * int64_t(D::kBlockBytes), act);
            acc = rows_step<D::kOffset>(avx2::hsum_i32(rs.s), avx2::hsum_i32(rs.o), rs.d, rs.neg_dmin, load_f32(act), acc);
        }
        return acc;
    }

    // ---- Prefill.

    // Super-blocks of kTileRows rows as 8-row vectors v (lane r: row 8v + r).
    // The row vectors of one step are adjacent, so a 512-bit load takes two.
    struct alignas(64) Piece {
        __m256i q[kPiece][64][kRowVecs];                      // [b][K][v]: quant bytes 4K..4K+3 (tile form)
        __m256i sign[kSignTrick ? kPiece : 1][64][kRowVecs];  // the signed values (sign trick only)
        __m256i scale[kPiece][16][kRowVecs];                  // [b][g][v]: the scale of group g (int32)
        __m256i mins[kPiece][8][kRowVecs];                    // [b][i][v]: bsums multipliers 2i, 2i+1 (int16 pair)
        __m256 d[kPiece][kRowVecs], neg_dmin[kPiece][kRowVecs];
    };

    // Row vector v of super-block b of a piece set to zero (rows past a band's end).
    static void clear_row_vector(Piece& p, int b, int v) {
        for (auto& q : p.q[b]) q[v] = _mm256_setzero_si256();
        for (auto& sc : p.scale[b]) sc[v] = _mm256_setzero_si256();
        for (auto& m : p.mins[b]) m[v] = _mm256_setzero_si256();
        p.d[b][v] = p.neg_dmin[b][v] = _mm256_setzero_ps();
    }

    static void decode_to(const uint8_t* block, DecodedK& o) {
        o.h = D::stream(block, [&](int k, __m256i q, [[maybe_unused]] __m256i sign, __m256i scale) {
            o.q[k] = q;
            if constexpr (D::kSigned) o.sign[k] = sign;
            o.scale[k] = scale;
        });
    }
    // Group g's scale of a decoded super-block (int16 lane 0 or 8 of its chunk's madd vector).
    static int32_t group_scale(const DecodedK& dk, int g) {
        const int chunk = g * D::kScaleGroup / 32, lane = (g * D::kScaleGroup % 32) / 2;
        int16_t v;
        std::memcpy(&v, reinterpret_cast<const char*>(&dk.scale[chunk]) + 2 * lane, 2);
        return v;
    }

    // Super-blocks [b0, b0 + np) of `rows` (<= kTileRows) rows, interleaved into p.
    static void decode_piece(const uint8_t* w, size_t ws, int rows, int64_t b0, int np, Piece& p) {
        for (int v = 0; v < kRowVecs; ++v) decode_rows(w + v * kRows * ws, ws, rows - v * kRows, b0, np, p, v);
    }
    // The same for `rows` (8 at most; fewer, or none, at the band's end) rows into row vector rv.
    static void decode_rows(const uint8_t* w, size_t ws, int rows, int64_t b0, int np, Piece& p, int rv) {
        DecodedK dk[kRows];
        for (int b = 0; b < np; ++b) {
            for (int r = 0; r < kRows; ++r) {
                if (r < rows) {
                    decode_to(w + r * ws + (b0 + b) * int64_t(D::kBlockBytes), dk[r]);
                } else {
                    std::memset(static_cast<void*>(&dk[r]), 0, sizeof(DecodedK));
                }
            }
            for (int k = 0; k < 8; ++k) {
                __m256i v[kRows];
                for (int r = 0; r < kRows; ++r)
                    v[r] = kBias128 ? _mm256_xor_si256(dk[r].sign[k], _mm256_set1_epi8(char(0x80))) : dk[r].q[k];
                avx2::transpose8x32(v);
                for (int j = 0; j < 8; ++j) p.q[b][8 * k + j][rv] = v[j];
                if constexpr (kSignTrick) {
                    for (int r = 0; r < kRows; ++r) v[r] = dk[r].sign[k];
                    avx2::transpose8x32(v);
                    for (int j = 0; j < 8; ++j) p.sign[b][8 * k + j][rv] = v[j];
                }
            }
            for (int g = 0; g < kGroups; ++g) {
                alignas(32) int32_t sc[kRows];
                for (int r = 0; r < kRows; ++r) sc[r] = group_scale(dk[r], g);
                p.scale[b][g][rv] = _mm256_load_si256(reinterpret_cast<const __m256i*>(sc));
            }
            __m256i m[kRows];
            alignas(32) float d[kRows], neg_dmin[kRows];
            for (int r = 0; r < kRows; ++r) {
                m[r] = dk[r].h.mins;
                d[r] = dk[r].h.d;
                neg_dmin[r] = -dk[r].h.dmin;
            }
            avx2::transpose8x32(m);
            for (int i = 0; i < 8; ++i) p.mins[b][i][rv] = m[i];
            p.d[b][rv] = _mm256_load_ps(d);
            p.neg_dmin[b][rv] = _mm256_load_ps(neg_dmin);
        }
    }

    // The kTileRows rows of a piece x C tokens; accumulators (acc_mem[kRowVecs
    // c + v]: token c, row vector v) in memory between pieces.
    template <int C>
    static void run_tile(const Piece& p, int np, const uint8_t* a, size_t as, __m256* acc_mem) {
#if defined(SYNSEMA_AVX512)
        avx512::kquant_tile<KQuantKernel, C>(p, np, a, as, acc_mem);
    }
#else
        constexpr size_t kQs = offsetof(BlockQ8K, qs), kBsums = offsetof(BlockQ8K, bsums);
        __m256 acc[C][kRowVecs];
        for (int c = 0; c < C; ++c)
            for (int v = 0; v < kRowVecs; ++v) acc[c][v] = acc_mem[kRowVecs * c + v];
        for (int b = 0; b < np; ++b) {
            const uint8_t* ab[C];
            for (int c = 0; c < C; ++c) ab[c] = a + c * as + b * kAct;
            __m256i s[C][kRowVecs];
            for (int c = 0; c < C; ++c)
                for (int v = 0; v < kRowVecs; ++v) s[c][v] = _mm256_setzero_si256();
            for (int g = 0; g < kGroups; ++g) {
                __m256i x[C][kRowVecs];
                for (int c = 0; c < C; ++c) {
                    x[c][0] = _mm256_setzero_si256();
                    if constexpr (kBias128) {
                        const int sum = int(load_i16(ab[c] + kBsums + 4 * g)) + load_i16(ab[c] + kBsums + 4 * g + 2);
                        x[c][0] = _mm256_set1_epi32(-128 * sum);
                    }
                    for (int v = 1; v < kRowVecs; ++v) x[c][v] = x[c][0];
                }
                for (int j = 0; j < kDwordsPerGroup; ++j) {
                    const int K = g * kDwordsPerGroup + j;
                    __m256i q[kRowVecs];
                    for (int v = 0; v < kRowVecs; ++v) q[v] = _mm256_load_si256(&p.q[b][K][v]);
                    for (int c = 0; c < C; ++c) {
                        const __m256i bc = _mm256_set1_epi32(int(load_u32(ab[c] + kQs + 4 * K)));
                        for (int v = 0; v < kRowVecs; ++v) {
                            if constexpr (kSignTrick)
                                x[c][v] = avx2::dot_u8s8_acc(x[c][v], q[v], _mm256_sign_epi8(bc, _mm256_load_si256(&p.sign[b][K][v])));
                            else
                                x[c][v] = avx2::dot_u8s8_acc(x[c][v], q[v], bc);
                        }
                    }
                }
                for (int v = 0; v < kRowVecs; ++v) {
                    const __m256i sc = _mm256_load_si256(&p.scale[b][g][v]);
                    for (int c = 0; c < C; ++c) s[c][v] = _mm256_add_epi32(s[c][v], _mm256_mullo_epi32(x[c][v], sc));
                }
            }
            for (int c = 0; c < C; ++c)
                for (int v = 0; v < kRowVecs; ++v) {
                    __m256i o = _mm256_setzero_si256();
                    if constexpr (D::kOffset != Offset::None)
                        for (int i = 0; i < 8; ++i)
                            o = avx2::madd_acc(o, p.mins[b][i][v], _mm256_set1_epi32(int(load_u32(ab[c] + kBsums + 4 * i))));
                    acc[c][v] = rows_step<D::kOffset>(s[c][v], o, p.d[b][v], p.neg_dmin[b][v], load_f32(ab[c]), acc[c][v]);
                }
        }
        for (int c = 0; c < C; ++c)
            for (int v = 0; v < kRowVecs; ++v) acc_mem[kRowVecs * c + v] = acc[c][v];
    }
#endif

    // Prefill over nr rows x nc tokens: per kTileRows rows and per group of
    // tokens, decode(r0, rows, b0, np, piece) fills a piece, and every token
    // of the group runs over it.
    template <class Decode>
    static void tiles(int64_t nb, int nr, const uint8_t* ab, size_t a_stride, int nc, float* out, size_t ldo,
                      Decode&& decode) {
        thread_local std::vector<Piece> piece_storage(1);  // per thread, allocated once
        Piece& piece = piece_storage[0];
        alignas(64) __m256 acc[kRowVecs * kTokenGroup];
        for (int r0 = 0; r0 < nr; r0 += kTileRows) {
            const int rows = std::min(kTileRows, nr - r0);
            for (int c0 = 0; c0 < nc; c0 += kTokenGroup) {
                const int ng = std::min(kTokenGroup, nc - c0);
                for (int i = 0; i < kRowVecs * ng; ++i) acc[i] = _mm256_setzero_ps();
                for (int64_t b0 = 0; b0 < nb; b0 += kPiece) {
                    // 1. Decode kPiece super-blocks of the kTileRows rows once...
                    const int np = int(std::min<int64_t>(kPiece, nb - b0));
                    decode(r0, rows, b0, np, piece);
                    // 2. ...and run every token of the group over them, kTileTokens at a time.
                    const uint8_t* ap = ab + c0 * a_stride + b0 * kAct;
                    int c = 0;
                    for (; c + kTileTokens <= ng; c += kTileTokens) run_tile<kTileTokens>(piece, np, ap + c * a_stride, a_stride, acc + kRowVecs * c);
                    switch (ng - c) {
                        case 3: run_tile<3>(piece, np, ap + c * a_stride, a_stride, acc + kRowVecs * c); break;
                        case 2: run_tile<2>(piece, np, ap + c * a_stride, a_stride, acc + kRowVecs * c); break;
                        case 1: run_tile<1>(piece, np, ap + c * a_stride, a_stride, acc + kRowVecs * c); break;
                        default: break;
                    }
                }
                avx2::store_tile(acc, kRowVecs, ng, rows, out + c0 * ldo + r0, ldo);
            }
        }
    }

    // out[c * ldo + r] = dot(weight row r, token c) for r < nr, c < nc.
    static void gemm_tile(int64_t n, const void* w, size_t w_stride, int nr, const void* a, size_t a_stride,
                          int nc, float* out, size_t ldo) {
        const int64_t nb = n / kQK_K;
        const auto* wb = static_cast<const uint8_t*>(w);
        const auto* ab = static_cast<const uint8_t*>(a);
        if (nc == 1) {  // decode: nothing to reuse, so straight from registers
            for (int r = 0; r < nr; ++r) out[r] = vec_dot(n, wb + r * w_stride, ab);
            return;
        }
        tiles(nb, nr, ab, a_stride, nc, out, ldo, [&](int r0, int rows, int64_t b0, int np, Piece& p) {
            decode_piece(wb + r0 * w_stride, w_stride, rows, b0, np, p);
        });
    }
};

}  // namespace SYNSEMA_ISA_TAG
}  // namespace synsema::kernels::avx2k
