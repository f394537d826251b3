// The AVX2 micro-kernels of the legacy types (Q4_0 ... IQ4_NL) against Q8_0
// activations (include only from avx2/ files).
//
// Blocks are taken in groups of kGroup = 4. Each block's integer dot product
// (maddubs/madd, 8 int32 lanes) is folded with its neighbours by a hadd tree
// into ONE vector [b0 b1 b2 b3 | b0 b1 b2 b3] (low/high 16 elements), so one
// int->float conversion and one FMA with the 4 scale products
// d_w[j] * d_a[j] serve 4 blocks. That halves the multiply-port work per
// block, which bounds both decode (4-5 bit types) and prefill.
//
// Prefill (several tokens) decodes kTileRows rows x kPieceGroups groups ONCE
// into an L1 buffer and runs every token of the chunk over them, kTileTokens
// at a time; decode (one token) takes kDirectRows rows straight from memory
// (independent accumulator chains hide the FMA latency). Every (row, token)
// pair runs step() group by group in the same order on every path, so
// gemm_tile and vec_dot agree bit for bit.
#pragma once
#include <algorithm>

#include "legacy_decode.h"

namespace synsema::kernels::avx2 {

constexpr int kGroup = 4;         // blocks per float conversion
constexpr int kDirectRows = 4;    // decode: rows per pass over the token
constexpr int kTileRows = 2;      // prefill: decoded rows per register tile
constexpr int kTileTokens = 4;    // prefill: tokens per register tile
constexpr int kPieceGroups = 8;   // groups decoded per pass: 2 rows x 8 x 320 B = 5 KiB
constexpr int kTokenGroup = 64;   // tokens whose accumulators live on the stack
constexpr size_t kActBytes = sizeof(BlockQ8_0);

// A decoded group of weight blocks; blocks past the row's end are zero.
struct alignas(32) DecodedGroup {
    __m256i q[kGroup], magnitude[kGroup];
    __m256 d, m;  // [d0 d1 d2 d3 d0 d1 d2 d3], likewise the minimums
};

// The fp16 values at p, p + stride, ... (count of them, the rest 0) as
// [f0 f1 f2 f3 f0 f1 f2 f3]; gathered in a general register, converted once.
inline __m256 fp16x4(const uint8_t* p, size_t stride, int count) {
    uint64_t packed = 0;
    for (int j = 0; j < count; ++j) packed |= uint64_t(load_u16(p + j * stride)) << (16 * j);
    const __m128 f = _mm_cvtph_ps(_mm_cvtsi64_si128(int64_t(packed)));
    return _mm256_set_m128(f, f);
}

// Four 8-lane int32 vectors -> [sum of lanes 0-3 of each | sum of lanes 4-7 of each].
inline __m256i fold4(const __m256i x[kGroup]) {
    return _mm256_hadd_epi32(_mm256_hadd_epi32(x[0], x[1]), _mm256_hadd_epi32(x[2], x[3]));
}

template <class W>
inline void decode_group(const uint8_t* b, int count, DecodedGroup& o) {
    for (int j = 0; j < kGroup; ++j) {
        o.q[j] = j < count ? W::values(b + j * W::kBytes) : _mm256_setzero_si256();
        o.magnitude[j] = W::kSigned ? _mm256_sign_epi8(o.q[j], o.q[j]) : o.q[j];
    }
    o.d = fp16x4(b, W::kBytes, count);  // every legacy block starts with its fp16 d...
    o.m = W::kHasMin ? fp16x4(b + 2, W::kBytes, count) : _mm256_setzero_ps();  // ...then m
}

// A token's activation group: the scales [da0..da3 | da0..da3] and, for types
// with a minimum, the per-block sums of its quants in the same layout.
struct ActGroup {
    __m256 d, sums;
};
template <class W>
inline ActGroup act_group(const uint8_t* act, int count) {
    ActGroup g{fp16x4(act, kActBytes, count), _mm256_setzero_ps()};
    if constexpr (W::kHasMin) {
        __m256i s[kGroup];
        for (int j = 0; j < kGroup; ++j)
            s[j] = j < count ? sum_bytes(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(act + j * kActBytes + 2)))
                             : _mm256_setzero_si256();
        g.sums = _mm256_cvtepi32_ps(fold4(s));
    }
    return g;
}

// acc += the group's contribution: float(int dots) * (d_w * d_a) [+ float(sum a) * (m_w * d_a)].
template <class W>
inline __m256 step(const DecodedGroup& w, const uint8_t* act, int count, const ActGroup& a, __m256 acc) {
    __m256i x[kGroup];
    for (int j = 0; j < kGroup; ++j) {
        if (j >= count) {
            x[j] = _mm256_setzero_si256();
            continue;
        }
        const __m256i q8 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(act + j * kActBytes + 2));
        x[j] = W::kSigned ? dot_signed(w.magnitude[j], w.q[j], q8) : dot_unsigned(w.q[j], q8);
    }
    acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(fold4(x)), _mm256_mul_ps(w.d, a.d), acc);
    if constexpr (W::kHasMin) acc = _mm256_fmadd_ps(a.sums, _mm256_mul_ps(w.m, a.d), acc);
    return acc;
}

// Decode prefetches the same group of the rows 2 x NR ahead. A row of a
// 896-wide matrix is only ~600 bytes, too short a stream for the hardware
// prefetcher to pick up, and NR rows are read side by side: without this the
// GEMV waits on DRAM latency for most lines instead of streaming (measured on
// the Qwen2.5-0.5B-like Q4_K_M file: Q5_0 GEMV was 4x slower per byte than Q8_0).
template <class W, int NR>
__attribute__((always_inline)) inline void prefetch_rows_ahead(const uint8_t* w, size_t ws) {
    if constexpr (NR > 1) {
        for (int r = 0; r < NR; ++r)
            for (size_t off = 0; off < kGroup * W::kBytes; off += 64)
                _mm_prefetch(reinterpret_cast<const char*>(w + (r + 2 * NR) * ws + off), _MM_HINT_T0);
    }
}

// One group of NR rows x 1 token (always inlined: count is a constant in the main loop).
template <class W, int NR>
__attribute__((always_inline)) inline void direct_group(const uint8_t* w, size_t ws, const uint8_t* act, int count,
                                                        __m256 acc[NR]) {
    prefetch_rows_ahead<W, NR>(w, ws);
    const ActGroup ag = act_group<W>(act, count);
    if constexpr (W::kOffset > 0) {
        // Unsigned values; kOffset * (lane sums of a) per block, shared by the NR rows.
        __m256i a8[kGroup], offset[kGroup];
        for (int j = 0; j < count; ++j) {
            a8[j] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(act + j * kActBytes + 2));
            offset[j] = _mm256_madd_epi16(_mm256_maddubs_epi16(_mm256_set1_epi8(W::kOffset), a8[j]),
                                          _mm256_set1_epi16(1));
        }
        for (int r = 0; r < NR; ++r) {
            __m256i x[kGroup];
            for (int j = 0; j < kGroup; ++j)
                x[j] = j < count ? _mm256_sub_epi32(dot_unsigned(W::unsigned_values(w + r * ws + j * W::kBytes), a8[j]),
                                                    offset[j])
                                 : _mm256_setzero_si256();
            const __m256 d = fp16x4(w + r * ws, W::kBytes, count);
            acc[r] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(fold4(x)), _mm256_mul_ps(d, ag.d), acc[r]);
        }
        return;
    }
    for (int r = 0; r < NR; ++r) {
        DecodedGroup blk;
        decode_group<W>(w + r * ws, count, blk);
        acc[r] = step<W>(blk, act, count, ag, acc[r]);
    }
}

// NR rows x 1 token, weights decoded on the fly (decode, vec_dot).
template <class W, int NR>
void direct_rows(int64_t nb, const uint8_t* w, size_t ws, const uint8_t* a, float* out) {
    __m256 acc[NR];
    for (auto& v : acc) v = _mm256_setzero_ps();
    const int64_t full = nb / kGroup;
    for (int64_t g = 0; g < full; ++g)
        direct_group<W, NR>(w + g * kGroup * W::kBytes, ws, a + g * kGroup * kActBytes, kGroup, acc);
    if (const int tail = int(nb - full * kGroup); tail > 0)
        direct_group<W, NR>(w + full * kGroup * W::kBytes, ws, a + full * kGroup * kActBytes, tail, acc);
    for (int r = 0; r < NR; ++r) out[r] = hsum(acc[r]);
}

// R decoded rows x C tokens over the ngroups groups of a piece (the last one
// holding last_count blocks); accumulators in memory between pieces.
template <class W, int R, int C>
void run_tile(const DecodedGroup (*piece)[kPieceGroups], int ngroups, int last_count, const uint8_t* a, size_t as,
              __m256* acc_mem) {
    __m256 acc[R][C];
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) acc[r][c] = acc_mem[r * kTokenGroup + c];
    for (int g = 0; g < ngroups; ++g) {
        const int count = g + 1 < ngroups ? kGroup : last_count;
        for (int c = 0; c < C; ++c) {
            const uint8_t* act = a + c * as + g * kGroup * kActBytes;
            if (count == kGroup) {  // the common case, with every count test folded away
                const ActGroup ag = act_group<W>(act, kGroup);
                for (int r = 0; r < R; ++r) acc[r][c] = step<W>(piece[r][g], act, kGroup, ag, acc[r][c]);
            } else {
                const ActGroup ag = act_group<W>(act, count);
                for (int r = 0; r < R; ++r) acc[r][c] = step<W>(piece[r][g], act, count, ag, acc[r][c]);
            }
        }
    }
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) acc_mem[r * kTokenGroup + c] = acc[r][c];
}

template <class W, int R>
void run_tokens(const DecodedGroup (*piece)[kPieceGroups], int ngroups, int last_count, const uint8_t* a, size_t as,
                int ntokens, __m256* acc) {
    int c = 0;
    for (; c + kTileTokens <= ntokens; c += kTileTokens)
        run_tile<W, R, kTileTokens>(piece, ngroups, last_count, a + c * as, as, acc + c);
    switch (ntokens - c) {
        case 3: run_tile<W, R, 3>(piece, ngroups, last_count, a + c * as, as, acc + c); break;
        case 2: run_tile<W, R, 2>(piece, ngroups, last_count, a + c * as, as, acc + c); break;
        case 1: run_tile<W, R, 1>(piece, ngroups, last_count, a + c * as, as, acc + c); break;
        default: break;
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
        for (; r + kDirectRows <= nr; r += kDirectRows)
            direct_rows<W, kDirectRows>(nb, wb + r * w_stride, w_stride, ab, out + r);
        for (; r < nr; ++r) direct_rows<W, 1>(nb, wb + r * w_stride, w_stride, ab, out + r);
        return;
    }
    constexpr int64_t kPieceBlocks = int64_t(kPieceGroups) * kGroup;
    DecodedGroup piece[kTileRows][kPieceGroups];
    __m256 acc[kTileRows * kTokenGroup];
    for (int r0 = 0; r0 < nr; r0 += kTileRows) {
        const int rows = std::min(kTileRows, nr - r0);
        for (int c0 = 0; c0 < nc; c0 += kTokenGroup) {
            const int ntok = std::min(kTokenGroup, nc - c0);
            for (auto& v : acc) v = _mm256_setzero_ps();
            for (int64_t b0 = 0; b0 < nb; b0 += kPieceBlocks) {
                // 1. Decode this piece of each row once...
                const int nblocks = int(std::min(kPieceBlocks, nb - b0));
                const int ngroups = (nblocks + kGroup - 1) / kGroup;
                const int last_count = nblocks - (ngroups - 1) * kGroup;
                for (int r = 0; r < rows; ++r)
                    for (int g = 0; g < ngroups; ++g)
                        decode_group<W>(wb + (r0 + r) * w_stride + (b0 + g * kGroup) * W::kBytes,
                                        g + 1 < ngroups ? kGroup : last_count, piece[r][g]);
                // 2. ...and run every token of the group over it.
                const uint8_t* ap = ab + c0 * a_stride + b0 * kActBytes;
                if (rows == kTileRows) run_tokens<W, kTileRows>(piece, ngroups, last_count, ap, a_stride, ntok, acc);
                else run_tokens<W, 1>(piece, ngroups, last_count, ap, a_stride, ntok, acc);
            }
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < ntok; ++c) out[(c0 + c) * ldo + r0 + r] = hsum(acc[r * kTokenGroup + c]);
        }
    }
}

template <class W>
float legacy_vec_dot(int64_t n, const void* w, const void* a) {
    float out;
    direct_rows<W, 1>(n / kLegacyBlock, static_cast<const uint8_t*>(w), 0, static_cast<const uint8_t*>(a), &out);
    return out;
}

}  // namespace synsema::kernels::avx2
