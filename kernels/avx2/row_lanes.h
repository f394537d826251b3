// Helpers for kernels whose vector lanes hold ROWS (include only from avx2/
// files): per-row int32 vectors folded into one vector of row sums, and the
// 8x8 dword transpose that interleaves 8 rows for the prefill tiles.
#pragma once
#include <immintrin.h>

#include <cstddef>

#include "int_dot.h"

namespace synsema::kernels::avx2 {
inline namespace SYNSEMA_ISA_TAG {

inline int hsum_i32(__m256i v) {
    __m128i s = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4e));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0xb1));
    return _mm_cvtsi128_si32(s);
}

// Four 8-lane int32 vectors -> [sum of lanes 0-3 of each | sum of lanes 4-7 of each].
inline __m256i fold4(const __m256i* x) {
    return _mm256_hadd_epi32(_mm256_hadd_epi32(x[0], x[1]), _mm256_hadd_epi32(x[2], x[3]));
}
// Eight rows' 8-lane int32 vectors -> lane r = the sum of row r's lanes.
inline __m256i fold8(const __m256i x[8]) {
    const __m256i lo = fold4(x), hi = fold4(x + 4);
    return _mm256_add_epi32(_mm256_permute2x128_si256(lo, hi, 0x20), _mm256_permute2x128_si256(lo, hi, 0x31));
}
// Four rows' 8-lane int32 vectors -> lane r = the sum of row r's lanes.
inline __m128i fold4_rows(const __m256i x[4]) {
    const __m256i f = fold4(x);
    return _mm_add_epi32(_mm256_castsi256_si128(f), _mm256_extracti128_si256(f, 1));
}

// A tile's results to memory: acc[row_vecs c + v] holds, in lane r, row
// 8 v + r for token c; out[c ldo + row] = that, for the first `rows` rows
// and ntok tokens (a partial last vector stores only its rows).
inline void store_tile(const __m256* acc, int row_vecs, int ntok, int rows, float* out, size_t ldo) {
    alignas(32) float lanes[8];
    for (int c = 0; c < ntok; ++c) {
        float* o = out + size_t(c) * ldo;
        int v = 0;
        for (; 8 * v + 8 <= rows; ++v) _mm256_storeu_ps(o + 8 * v, acc[row_vecs * c + v]);  // whole vectors
        if (8 * v < rows) {
            _mm256_store_ps(lanes, acc[row_vecs * c + v]);
            for (int r = 0; r < rows - 8 * v; ++r) o[8 * v + r] = lanes[r];
        }
    }
}

// 8 rows of 8 dwords -> vector k = dword k of every row.
inline void transpose8x32(__m256i r[8]) {
    __m256i t[8], u[8];
    for (int i = 0; i < 4; ++i) {
        t[2 * i] = _mm256_unpacklo_epi32(r[2 * i], r[2 * i + 1]);
        t[2 * i + 1] = _mm256_unpackhi_epi32(r[2 * i], r[2 * i + 1]);
    }
    for (int h = 0; h < 2; ++h) {
        const __m256i* th = t + 4 * h;
        u[4 * h + 0] = _mm256_unpacklo_epi64(th[0], th[2]);
        u[4 * h + 1] = _mm256_unpackhi_epi64(th[0], th[2]);
        u[4 * h + 2] = _mm256_unpacklo_epi64(th[1], th[3]);
        u[4 * h + 3] = _mm256_unpackhi_epi64(th[1], th[3]);
    }
    for (int k = 0; k < 4; ++k) {
        r[k] = _mm256_permute2x128_si256(u[k], u[k + 4], 0x20);
        r[k + 4] = _mm256_permute2x128_si256(u[k], u[k + 4], 0x31);
    }
}

}  // namespace SYNSEMA_ISA_TAG
}  // namespace synsema::kernels::avx2
