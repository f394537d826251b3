// The 512-bit prefill tiles of the AVX-512 build (include only from the
// avx2/ tile headers, compiled with SYNSEMA_AVX512 and -mavx512f/bw/vl/dq/vnni).
//
// The pieces are those of the 256-bit tiles (avx2/legacy_tile.h,
// avx2/kquant_tile.h): weight rows interleaved so that a vector's lane r
// holds 4 consecutive quant bytes of row r, the 8-row vectors of one step
// adjacent in memory. A 512-bit load therefore takes 16 rows at once, and one
// vpdpbusd against a token's 4 activation bytes broadcast adds 4 products to
// each of 16 rows: twice the work per instruction of the AVX-VNNI tile. The
// tile holds two such vectors (32 rows) x 4 tokens, so each broadcast feeds
// two dots and each weight load four.
//
// Per lane the integer sums and float steps are exactly those of the 256-bit
// tiles (same exact int32 sums, same cvt/mul/fma sequence), so every path's
// prefill, its decode and the AVX2 kernels agree bit for bit.
#pragma once
#include <immintrin.h>

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace synsema::kernels::avx512 {

inline uint32_t u32_at(const uint8_t* p) {
    uint32_t v;
    std::memcpy(&v, p, 4);
    return v;
}
inline float f32_at(const uint8_t* p) {
    float v;
    std::memcpy(&v, p, 4);
    return v;
}
inline __m512i load_rows(const __m256i* two_row_vecs) {
    return _mm512_load_si512(static_cast<const void*>(two_row_vecs));
}
inline __m512 load_rows(const __m256* two_row_vecs) { return _mm512_load_ps(static_cast<const void*>(two_row_vecs)); }

// Legacy types (32-element blocks) against Q8_0 activations: acc_mem[R c + v]
// (R = the piece's 8-row vectors, v < R) holds token c's float sums of rows
// 8v .. 8v + 7. info[c nb + b]: {start = -offset x sum(a), d_a, sum(a)}.
template <bool kHasMin, int C, int R, class Piece, class Info>
inline void legacy_tile(const Piece& p, int nblocks, const uint8_t* a, size_t as, const Info* info, int64_t nb,
                        __m256* acc_mem) {
    constexpr int Z = R / 2;  // 16-row vectors
    constexpr size_t kActBytes = 34;  // BlockQ8_0
    __m512 acc[C][Z];
    for (int c = 0; c < C; ++c)
        for (int z = 0; z < Z; ++z) acc[c][z] = load_rows(acc_mem + R * c + 2 * z);
    for (int b = 0; b < nblocks; ++b) {
        __m512i x[C][Z];
        for (int c = 0; c < C; ++c)
            for (int z = 0; z < Z; ++z) x[c][z] = _mm512_set1_epi32(info[c * nb + b].start);
        for (int k = 0; k < 8; ++k) {
            __m512i q[Z];
            for (int z = 0; z < Z; ++z) q[z] = load_rows(&p.v[b][k][2 * z]);
            for (int c = 0; c < C; ++c) {
                const __m512i bc = _mm512_set1_epi32(int(u32_at(a + c * as + b * kActBytes + 2 + 4 * k)));
                for (int z = 0; z < Z; ++z) x[c][z] = _mm512_dpbusd_epi32(x[c][z], q[z], bc);
            }
        }
        for (int c = 0; c < C; ++c) {
            const __m512 vda = _mm512_set1_ps(info[c * nb + b].d);
            for (int z = 0; z < Z; ++z) {
                acc[c][z] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(x[c][z]), _mm512_mul_ps(load_rows(&p.d[b][2 * z]), vda),
                                            acc[c][z]);
                if constexpr (kHasMin)
                    acc[c][z] = _mm512_fmadd_ps(_mm512_set1_ps(info[c * nb + b].sum),
                                                _mm512_mul_ps(load_rows(&p.m[b][2 * z]), vda), acc[c][z]);
            }
        }
    }
    for (int c = 0; c < C; ++c)
        for (int z = 0; z < Z; ++z) _mm512_store_ps(static_cast<void*>(acc_mem + R * c + 2 * z), acc[c][z]);
}

// K-quants (256-element super-blocks) against Q8_K activations. K is the
// avx2k::KQuantKernel of the type: its Piece, group layout and offset kind.
// Per super-block: S = sum over groups of scale x (exact group dot), O =
// madd(mins, bsums), then acc = fma(float(S [- O]), d da, acc) [+ the dmin
// step], as rows_step does.
template <class K, int C>
inline void kquant_tile(const typename K::Piece& p, int np, const uint8_t* a, size_t as, __m256* acc_mem) {
    constexpr int R = K::kRowVecs, Z = R / 2;
    constexpr size_t kQs = 4, kBsums = 4 + 256, kAct = 292;  // BlockQ8K: float d, int8 qs[256], int16 bsums[16]
    __m512 acc[C][Z];
    for (int c = 0; c < C; ++c)
        for (int z = 0; z < Z; ++z) acc[c][z] = load_rows(acc_mem + R * c + 2 * z);
    for (int b = 0; b < np; ++b) {
        const uint8_t* ab[C];
        for (int c = 0; c < C; ++c) ab[c] = a + c * as + b * kAct;
        __m512i s[C][Z];
        for (int c = 0; c < C; ++c)
            for (int z = 0; z < Z; ++z) s[c][z] = _mm512_setzero_si512();
        for (int g = 0; g < K::kGroups; ++g) {
            __m512i x[C][Z];
            for (int c = 0; c < C; ++c) {
                __m512i start = _mm512_setzero_si512();
                if constexpr (K::kBias128) {
                    int16_t b0, b1;
                    std::memcpy(&b0, ab[c] + kBsums + 4 * g, 2);
                    std::memcpy(&b1, ab[c] + kBsums + 4 * g + 2, 2);
                    start = _mm512_set1_epi32(-128 * (int(b0) + int(b1)));
                }
                for (int z = 0; z < Z; ++z) x[c][z] = start;
            }
            for (int j = 0; j < K::kDwordsPerGroup; ++j) {
                const int kk = g * K::kDwordsPerGroup + j;
                __m512i q[Z];
                for (int z = 0; z < Z; ++z) q[z] = load_rows(&p.q[b][kk][2 * z]);
                for (int c = 0; c < C; ++c) {
                    const __m512i bc = _mm512_set1_epi32(int(u32_at(ab[c] + kQs + 4 * kk)));
                    for (int z = 0; z < Z; ++z) x[c][z] = _mm512_dpbusd_epi32(x[c][z], q[z], bc);
                }
            }
            for (int z = 0; z < Z; ++z) {
                const __m512i sc = load_rows(&p.scale[b][g][2 * z]);
                for (int c = 0; c < C; ++c) s[c][z] = _mm512_add_epi32(s[c][z], _mm512_mullo_epi32(x[c][z], sc));
            }
        }
        for (int c = 0; c < C; ++c) {
            const __m512 vda = _mm512_set1_ps(f32_at(ab[c]));
            for (int z = 0; z < Z; ++z) {
                __m512i o = _mm512_setzero_si512();
                if constexpr (K::kOffsetKind != 0)
                    for (int i = 0; i < 8; ++i)
                        o = _mm512_dpwssd_epi32(o, load_rows(&p.mins[b][i][2 * z]),
                                                _mm512_set1_epi32(int(u32_at(ab[c] + kBsums + 4 * i))));
                __m512i sum = s[c][z];
                if constexpr (K::kOffsetKind == 1) sum = _mm512_sub_epi32(sum, o);  // stored bias (Q3_K, Q6_K)
                acc[c][z] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(sum), _mm512_mul_ps(load_rows(&p.d[b][2 * z]), vda),
                                            acc[c][z]);
                if constexpr (K::kOffsetKind == 2)  // separate minimum (Q2_K, Q4_K, Q5_K)
                    acc[c][z] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(o), _mm512_mul_ps(load_rows(&p.neg_dmin[b][2 * z]), vda),
                                                acc[c][z]);
            }
        }
    }
    for (int c = 0; c < C; ++c)
        for (int z = 0; z < Z; ++z) _mm512_store_ps(static_cast<void*>(acc_mem + R * c + 2 * z), acc[c][z]);
}

}  // namespace synsema::kernels::avx512
