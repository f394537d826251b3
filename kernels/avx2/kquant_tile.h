// The register-blocked K-quant micro-kernel shared by every 256-element type
// (include only from avx2/ files, compiled with -mavx2 -mfma -mf16c).
//
// A decoder (avx2/kquant_decode.h) streams one weight super-block as 8 chunks
// of 32 quant bytes in element order, each with an int16 scale vector laid out
// for _mm256_madd_epi16. The accumulation below is then the same for all
// types. Prefill stores each super-block of a weight row (DecodedK) once per
// group of up to kTokenGroup tokens into an L1 buffer and runs those tokens
// over it, kTileTokens per register tile. Decode (one token: vec_dot, or
// gemm_tile with one token) consumes the chunks straight from registers: with
// a single token, the round trip through L1 cost more than the arithmetic.
// Both paths form the same exact int32 sums and the same float operations in
// the same order, so gemm_tile and vec_dot agree bit for bit.
//
// Per super-block and token (a = Q8_K activation block, da its scale):
//   sumi  = sum_k madd(scale[k], maddubs(q[k], a[32k..32k+31]))   exact int32 x 8 lanes
//   sumi -= madd(mins, bsums)                                       (kIntOffset types)
//   acc   = fma(float(sumi), d * da, acc)
//   acc   = fma(float(madd(mins, bsums)), -dmin * da, acc)          (kFloatMin types)
#pragma once
#include <algorithm>
#include <cstring>

#include "../blocks_k.h"
#include "simd_k.h"

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

// acc += the super-block's float contribution, given its int32 lane sums.
template <Offset kOffset>
inline __m256 finish(const KHeader& h, __m256i sumi, const uint8_t* a, __m256 acc) {
    const float da = load_f32(a);
    if constexpr (kOffset == Offset::None) {
        return _mm256_fmadd_ps(_mm256_cvtepi32_ps(sumi), _mm256_set1_ps(h.d * da), acc);
    } else {
        const __m256i offset = _mm256_madd_epi16(h.mins, loadu(a + offsetof(BlockQ8K, bsums)));
        if constexpr (kOffset == Offset::Integer) {
            const __m256i s = _mm256_sub_epi32(sumi, offset);
            return _mm256_fmadd_ps(_mm256_cvtepi32_ps(s), _mm256_set1_ps(h.d * da), acc);
        } else {
            acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(sumi), _mm256_set1_ps(h.d * da), acc);
            return _mm256_fmadd_ps(_mm256_cvtepi32_ps(offset), _mm256_set1_ps(-h.dmin * da), acc);
        }
    }
}

// acc[c] += contribution of one stored super-block and the matching Q8_K
// block of token c (activation blocks a[c]).
template <Offset kOffset, bool kSigned, int NC>
inline void accumulate(const DecodedK& w, const uint8_t* const a[NC], __m256 acc[NC]) {
    __m256i sumi[NC];
    for (int c = 0; c < NC; ++c) sumi[c] = _mm256_setzero_si256();
    for (int k = 0; k < 8; ++k) {
        const __m256i q = _mm256_load_si256(&w.q[k]);
        for (int c = 0; c < NC; ++c) sumi[c] = add_chunk<kSigned>(sumi[c], q, w.sign[k], w.scale[k], a[c], k);
    }
    for (int c = 0; c < NC; ++c) acc[c] = finish<kOffset>(w.h, sumi[c], a[c], acc[c]);
}

// D: a decoder with kBlockBytes, kOffset, kSigned and stream(block, sink).
template <class D>
struct KQuantKernel {
    static void decode_to(const uint8_t* block, DecodedK& o) {
        o.h = D::stream(block, [&](int k, __m256i q, [[maybe_unused]] __m256i sign, __m256i scale) {
            o.q[k] = q;
            if constexpr (D::kSigned) o.sign[k] = sign;
            o.scale[k] = scale;
        });
    }

    static constexpr size_t kAct = sizeof(BlockQ8K);
    static constexpr int kTileTokens = 4;   // tokens per register tile
    static constexpr int kPiece = 8;        // super-blocks decoded per pass (~6.4 KiB, L1)
    static constexpr int kTokenGroup = 64;  // tokens whose float accumulators live on the stack

    // Accumulates super-blocks [0, np) of the decoded piece into NC tokens' accumulators.
    template <int NC>
    static void run_tokens(const DecodedK* piece, int np, const uint8_t* a, size_t a_stride, __m256* acc_mem) {
        __m256 acc[NC];
        const uint8_t* rows[NC];
        for (int c = 0; c < NC; ++c) acc[c] = acc_mem[c];
        for (int b = 0; b < np; ++b) {
            for (int c = 0; c < NC; ++c) rows[c] = a + c * a_stride + b * kAct;
            accumulate<D::kOffset, D::kSigned, NC>(piece[b], rows, acc);
        }
        for (int c = 0; c < NC; ++c) acc_mem[c] = acc[c];
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
        DecodedK piece[kPiece];
        __m256 acc[kTokenGroup];
        for (int r = 0; r < nr; ++r) {
            const uint8_t* row = wb + r * w_stride;
            for (int c0 = 0; c0 < nc; c0 += kTokenGroup) {
                const int ng = std::min(kTokenGroup, nc - c0);
                for (int c = 0; c < ng; ++c) acc[c] = _mm256_setzero_ps();
                for (int64_t b0 = 0; b0 < nb; b0 += kPiece) {
                    // 1. Decode kPiece super-blocks of this row once...
                    const int np = int(std::min<int64_t>(kPiece, nb - b0));
                    for (int b = 0; b < np; ++b) decode_to(row + (b0 + b) * D::kBlockBytes, piece[b]);
                    // 2. ...and run every token of the group over them, kTileTokens at a time.
                    const uint8_t* ap = ab + (c0 * a_stride) + b0 * kAct;
                    int c = 0;
                    for (; c + kTileTokens <= ng; c += kTileTokens)
                        run_tokens<kTileTokens>(piece, np, ap + c * a_stride, a_stride, acc + c);
                    switch (ng - c) {
                        case 3: run_tokens<3>(piece, np, ap + c * a_stride, a_stride, acc + c); break;
                        case 2: run_tokens<2>(piece, np, ap + c * a_stride, a_stride, acc + c); break;
                        case 1: run_tokens<1>(piece, np, ap + c * a_stride, a_stride, acc + c); break;
                        default: break;
                    }
                }
                for (int c = 0; c < ng; ++c) out[(c0 + c) * ldo + r] = hsum(acc[c]);
            }
        }
    }

    // Decode: one token, super-block by super-block, each chunk used as it is
    // decoded (the same arithmetic as the tile).
    static float vec_dot(int64_t n, const void* w, const void* a) {
        const auto* wb = static_cast<const uint8_t*>(w);
        const auto* ab = static_cast<const uint8_t*>(a);
        __m256 acc = _mm256_setzero_ps();
        for (int64_t b = 0; b < n / kQK_K; ++b) {
            const uint8_t* act = ab + b * kAct;
            __m256i sumi = _mm256_setzero_si256();
            const KHeader h = D::stream(wb + b * D::kBlockBytes, [&](int k, __m256i q, __m256i sign, __m256i scale) {
                sumi = add_chunk<D::kSigned>(sumi, q, sign, scale, act, k);
            });
            acc = finish<D::kOffset>(h, sumi, act, acc);
        }
        return hsum(acc);
    }
};

}  // namespace SYNSEMA_ISA_TAG
}  // namespace synsema::kernels::avx2k
