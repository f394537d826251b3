// The register-blocked K-quant micro-kernel shared by every 256-element type
// (include only from avx2/ files, compiled with -mavx2 -mfma -mf16c).
//
// A decoder (avx2/quant_k.cpp) turns one weight super-block into DecodedK:
// its 256 quants as bytes in element order plus int16 scale vectors laid out
// for _mm256_madd_epi16. The accumulation below is then the same for all
// types. Prefill decodes each super-block of a weight row once per group of
// up to kTokenGroup tokens into an L1 buffer and runs those tokens over it,
// kTileTokens per register tile; decode (vec_dot, or gemm_tile with one token)
// is the same code with one token, so gemm_tile and vec_dot agree bit for bit.
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

struct alignas(32) DecodedK {
    __m256i q[8];      // elements 32k..32k+31: unsigned quants, or |value| for signed types
    __m256i sign[8];   // signed types only: the values, whose signs move onto the activations
    __m256i scale[8];  // int16: lanes 0-7 scale the first 16 elements of chunk k, 8-15 the rest
    __m256i mins;      // int16 multiplier of each group of 16 activations (bsums)
    float d, dmin;     // fp16 super-block factors
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

// acc[c] += contribution of one decoded weight super-block and the matching
// Q8_K block of token c (activation blocks a[c]).
template <Offset kOffset, bool kSigned, int NC>
inline void accumulate(const DecodedK& w, const uint8_t* const a[NC], __m256 acc[NC]) {
    constexpr size_t kQs = offsetof(BlockQ8K, qs), kBsums = offsetof(BlockQ8K, bsums);
    __m256i sumi[NC];
    for (int c = 0; c < NC; ++c) sumi[c] = _mm256_setzero_si256();
    for (int k = 0; k < 8; ++k) {
        const __m256i q = _mm256_load_si256(&w.q[k]);
        for (int c = 0; c < NC; ++c) {
            __m256i act = loadu(a[c] + kQs + 32 * k);
            if constexpr (kSigned) act = _mm256_sign_epi8(act, w.sign[k]);
            const __m256i pairs = _mm256_maddubs_epi16(q, act);
            sumi[c] = _mm256_add_epi32(sumi[c], _mm256_madd_epi16(w.scale[k], pairs));
        }
    }
    for (int c = 0; c < NC; ++c) {
        const float da = load_f32(a[c]);
        if constexpr (kOffset == Offset::None) {
            acc[c] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(sumi[c]), _mm256_set1_ps(w.d * da), acc[c]);
        } else {
            const __m256i offset = _mm256_madd_epi16(w.mins, loadu(a[c] + kBsums));
            if constexpr (kOffset == Offset::Integer) {
                const __m256i s = _mm256_sub_epi32(sumi[c], offset);
                acc[c] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(s), _mm256_set1_ps(w.d * da), acc[c]);
            } else {
                acc[c] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(sumi[c]), _mm256_set1_ps(w.d * da), acc[c]);
                acc[c] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(offset), _mm256_set1_ps(-w.dmin * da), acc[c]);
            }
        }
    }
}

// D: a decoder with kBlockBytes, kOffset, kSigned and decode(block, DecodedK&).
template <class D>
struct KQuantKernel {
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
                    for (int b = 0; b < np; ++b) D::decode(row + (b0 + b) * D::kBlockBytes, piece[b]);
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

    // Decode: one token, super-block by super-block (same arithmetic as the tile).
    static float vec_dot(int64_t n, const void* w, const void* a) {
        const auto* wb = static_cast<const uint8_t*>(w);
        const uint8_t* ab = static_cast<const uint8_t*>(a);
        __m256 acc[1] = {_mm256_setzero_ps()};
        DecodedK block;
        for (int64_t b = 0; b < n / kQK_K; ++b) {
            D::decode(wb + b * D::kBlockBytes, block);
            const uint8_t* rows[1] = {ab + b * kAct};
            accumulate<D::kOffset, D::kSigned, 1>(block, rows, acc);
        }
        return hsum(acc[0]);
    }
};

}  // namespace synsema::kernels::avx2k
