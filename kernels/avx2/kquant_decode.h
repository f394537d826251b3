// AVX2 decoders of the K-quant super-blocks into DecodedK (avx2/kquant_tile.h);
// include only from avx2/ files. Each one turns the packed bits of one
// 256-element super-block into 8 x 32 quant bytes in element order (see the
// element map in blocks_k.h) and its scales into madd-ready int16 vectors.
// Scales are unpacked with 32-bit SWAR and SIMD shuffles, never byte by byte.
#pragma once
#include <cstddef>
#include <type_traits>

#include "../blocks_k.h"
#include "kquant_tile.h"
#include "simd_k.h"

namespace synsema::kernels::avx2k {

inline uint16_t u16_at(const uint8_t* p) { uint16_t v; std::memcpy(&v, p, 2); return v; }

// 16 int16 scales, one per group of 16 elements -> scale[k] for chunks of 32.
inline void scales_per_16(__m256i sc16, DecodedK& o) {
    for (int h = 0; h < 2; ++h) {
        const __m256i lane = lane_scales(sc16, h);
        for (int j = 0; j < 4; ++j) o.scale[4 * h + j] = _mm256_shuffle_epi8(lane, pick16(2 * j, 2 * j + 1));
    }
}
// 8 int16 scales (both 128-bit lanes), one per group of 32 -> scale[k] = scale k everywhere.
inline void scales_per_32(__m256i sc8x2, DecodedK& o) {
    for (int k = 0; k < 8; ++k) o.scale[k] = _mm256_shuffle_epi8(sc8x2, pick16(k, k));
}

// Q2_K: 2-bit quants, 4-bit scale and 4-bit min per group of 16.
struct DecodeQ2K {
    static constexpr size_t kBlockBytes = sizeof(BlockQ2K);
    static constexpr Offset kOffset = Offset::FloatMin;
    static constexpr bool kSigned = false;
    static void decode(const uint8_t* b, DecodedK& o) {
        const __m128i sc = loadu128(b + offsetof(BlockQ2K, scales));
        const __m128i low4 = _mm_set1_epi8(0x0f);
        scales_per_16(_mm256_cvtepu8_epi16(_mm_and_si128(sc, low4)), o);
        o.mins = _mm256_cvtepu8_epi16(_mm_and_si128(_mm_srli_epi16(sc, 4), low4));
        const __m256i low2 = _mm256_set1_epi8(3);
        for (int h = 0; h < 2; ++h) {
            const __m256i q = loadu(b + offsetof(BlockQ2K, qs) + 32 * h);
            for (int j = 0; j < 4; ++j) o.q[4 * h + j] = _mm256_and_si256(srl16(q, 2 * j), low2);
        }
        o.d = fp16(u16_at(b + offsetof(BlockQ2K, d)));
        o.dmin = fp16(u16_at(b + offsetof(BlockQ2K, dmin)));
    }
};

// Q3_K: 2 low bits + 1 high bit (stored as q + 4), 6-bit signed scales per 16.
struct DecodeQ3K {
    static constexpr size_t kBlockBytes = sizeof(BlockQ3K);
    static constexpr Offset kOffset = Offset::Integer;
    static constexpr bool kSigned = false;
    static void decode(const uint8_t* b, DecodedK& o) {
        // 12 bytes -> 16 6-bit scales: low nibbles from bytes 0-7, top 2 bits from 8-11.
        uint32_t u[3];
        std::memcpy(u, b + offsetof(BlockQ3K, scales), 12);
        const __m128i packed = _mm_setr_epi32(int((u[0] & 0x0f0f0f0fu) | ((u[2] & 0x03030303u) << 4)),
                                              int((u[1] & 0x0f0f0f0fu) | (((u[2] >> 2) & 0x03030303u) << 4)),
                                              int(((u[0] >> 4) & 0x0f0f0f0fu) | (((u[2] >> 4) & 0x03030303u) << 4)),
                                              int(((u[1] >> 4) & 0x0f0f0f0fu) | (((u[2] >> 6) & 0x03030303u) << 4)));
        const __m256i sc16 = _mm256_cvtepi8_epi16(_mm_sub_epi8(packed, _mm_set1_epi8(32)));
        scales_per_16(sc16, o);
        o.mins = _mm256_slli_epi16(sc16, 2);  // the +4 bias: 4 * scale per group
        const __m256i low2 = _mm256_set1_epi8(3), four = _mm256_set1_epi8(4);
        const __m256i hmask = loadu(b + offsetof(BlockQ3K, hmask));
        for (int h = 0; h < 2; ++h) {
            const __m256i q = loadu(b + offsetof(BlockQ3K, qs) + 32 * h);
            for (int j = 0; j < 4; ++j) {
                const int k = 4 * h + j;
                const __m256i high = _mm256_and_si256(_mm256_slli_epi16(srl16(hmask, k), 2), four);
                o.q[k] = _mm256_or_si256(_mm256_and_si256(srl16(q, 2 * j), low2), high);
            }
        }
        o.d = fp16(u16_at(b + offsetof(BlockQ3K, d)));
        o.dmin = 0;
    }
};

// Q4_K / Q5_K: 4-bit quants (+ a fifth bit), 6-bit scale and min per group of 32.
template <bool kFive>
struct DecodeQ45K {
    using Block = std::conditional_t<kFive, BlockQ5K, BlockQ4K>;
    static constexpr size_t kBlockBytes = sizeof(Block);
    static constexpr Offset kOffset = Offset::FloatMin;
    static constexpr bool kSigned = false;
    static void decode(const uint8_t* b, DecodedK& o) {
        // 8 scales then 8 mins, built in a register.
        const Q4kScaleWords w = q4k_scale_words(b + offsetof(Block, scales));
        const __m128i sm8 = _mm_setr_epi32(int(w.scales_lo), int(w.scales_hi), int(w.mins_lo), int(w.mins_hi));
        const __m256i scales = _mm256_cvtepu8_epi16(sm8);  // lanes 0-7 scales, 8-15 mins
        scales_per_32(_mm256_permute2x128_si256(scales, scales, 0x00), o);
        // Mins per group of 16 for madd with bsums: m0 m0 m1 m1 ... m7 m7.
        const __m128i dup = _mm_setr_epi8(8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15);
        o.mins = _mm256_cvtepu8_epi16(_mm_shuffle_epi8(sm8, dup));
        const __m256i low4 = _mm256_set1_epi8(0x0f);
        const uint8_t* qs = b + offsetof(Block, qs);
        for (int j = 0; j < 4; ++j) {
            const __m256i q = loadu(qs + 32 * j);
            o.q[2 * j] = _mm256_and_si256(q, low4);
            o.q[2 * j + 1] = _mm256_and_si256(_mm256_srli_epi16(q, 4), low4);
        }
        if constexpr (kFive) {
            const __m256i qh = loadu(b + offsetof(BlockQ5K, qh)), bit4 = _mm256_set1_epi8(0x10);
            for (int k = 0; k < 8; ++k) {
                const __m256i high = k <= 4 ? _mm256_slli_epi16(qh, 4 - k) : srl16(qh, k - 4);
                o.q[k] = _mm256_or_si256(o.q[k], _mm256_and_si256(high, bit4));
            }
        }
        o.d = fp16(u16_at(b + offsetof(Block, d)));
        o.dmin = fp16(u16_at(b + offsetof(Block, dmin)));
    }
};

// Q6_K: 4 low bits + 2 high bits (stored as q + 32), int8 scales per 16.
struct DecodeQ6K {
    static constexpr size_t kBlockBytes = sizeof(BlockQ6K);
    static constexpr Offset kOffset = Offset::Integer;
    static constexpr bool kSigned = false;
    static void decode(const uint8_t* b, DecodedK& o) {
        const __m256i sc16 = _mm256_cvtepi8_epi16(loadu128(b + offsetof(BlockQ6K, scales)));
        scales_per_16(sc16, o);
        o.mins = _mm256_slli_epi16(sc16, 5);  // the +32 bias: 32 * scale per group
        const __m256i low4 = _mm256_set1_epi8(0x0f), high2 = _mm256_set1_epi8(0x30);
        for (int h = 0; h < 2; ++h) {
            const __m256i ql0 = loadu(b + offsetof(BlockQ6K, ql) + 64 * h);
            const __m256i ql1 = loadu(b + offsetof(BlockQ6K, ql) + 64 * h + 32);
            const __m256i qh = loadu(b + offsetof(BlockQ6K, qh) + 32 * h);
            // qh bits 2k..2k+1 are the high bits of chunk 4h+k; move them to bits 4-5.
            o.q[4 * h + 0] = _mm256_or_si256(_mm256_and_si256(ql0, low4), _mm256_and_si256(_mm256_slli_epi16(qh, 4), high2));
            o.q[4 * h + 1] = _mm256_or_si256(_mm256_and_si256(ql1, low4), _mm256_and_si256(_mm256_slli_epi16(qh, 2), high2));
            o.q[4 * h + 2] = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(ql0, 4), low4), _mm256_and_si256(qh, high2));
            o.q[4 * h + 3] = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(ql1, 4), low4),
                                             _mm256_and_si256(_mm256_srli_epi16(qh, 2), high2));
        }
        o.d = fp16(u16_at(b + offsetof(BlockQ6K, d)));
        o.dmin = 0;
    }
};

// IQ4_XS: 4-bit indices into the signed non-linear grid, 6-bit scales per 32.
struct DecodeIQ4XS {
    static constexpr size_t kBlockBytes = sizeof(BlockIQ4XS);
    static constexpr Offset kOffset = Offset::None;
    static constexpr bool kSigned = true;
    static void decode(const uint8_t* b, DecodedK& o) {
        const uint32_t low = [&] { uint32_t v; std::memcpy(&v, b + offsetof(BlockIQ4XS, scales_l), 4); return v; }();
        const uint32_t high = u16_at(b + offsetof(BlockIQ4XS, scales_h));
        alignas(16) int16_t sc[8];
        for (int k = 0; k < 8; ++k) sc[k] = int16_t(int(((low >> 4 * k) & 0xf) | (((high >> 2 * k) & 3) << 4)) - 32);
        const __m128i sc8 = _mm_load_si128(reinterpret_cast<const __m128i*>(sc));
        scales_per_32(_mm256_set_m128i(sc8, sc8), o);
        o.mins = _mm256_setzero_si256();
        const __m256i grid = _mm256_broadcastsi128_si256(loadu128(kIQ4NLValues));
        const __m256i low4 = _mm256_set1_epi8(0x0f);
        for (int k = 0; k < 8; ++k) {
            // Chunk k: low nibbles of qs[16k..16k+15] (elements 0-15), then their high nibbles.
            const __m128i packed = loadu128(b + offsetof(BlockIQ4XS, qs) + 16 * k);
            const __m256i idx = _mm256_and_si256(_mm256_set_m128i(_mm_srli_epi16(packed, 4), packed), low4);
            const __m256i v = _mm256_shuffle_epi8(grid, idx);
            o.sign[k] = v;
            o.q[k] = _mm256_sign_epi8(v, v);
        }
        o.d = fp16(u16_at(b + offsetof(BlockIQ4XS, d)));
        o.dmin = 0;
    }
};

}  // namespace synsema::kernels::avx2k
