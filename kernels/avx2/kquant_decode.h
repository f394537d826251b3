// AVX2 decoders of the K-quant super-blocks (avx2/kquant_tile.h); include only
// from avx2/ files. Each one turns the packed bits of one 256-element
// super-block into 8 x 32 quant bytes in element order (see the element map in
// blocks_k.h) and its scales into madd-ready int16 vectors.
//
// A decoder STREAMS: stream(block, sink) calls sink(k, q, sign, scale) for the
// chunks k = 0..7 in order, as soon as each is ready, and returns the
// super-block's KHeader. The decode path (one token) consumes each chunk in
// registers; the prefill tile stores them into DecodedK (decode_to) and reuses
// them for many tokens. Same values either way, so the two agree bit for bit.
// Scales are unpacked with 32-bit SWAR and SIMD shuffles, never byte by byte.
#pragma once
#include <cstddef>
#include <type_traits>

#include "../blocks_k.h"
#include "kquant_tile.h"
#include "simd_k.h"

namespace synsema::kernels::avx2k {
inline namespace SYNSEMA_ISA_TAG {

inline uint16_t u16_at(const uint8_t* p) { uint16_t v; std::memcpy(&v, p, 2); return v; }

// Chunk k's madd scale vector from 16 int16 scales, one per group of 16
// elements, given lane = lane_scales(sc16, k / 4).
inline __m256i scale_per_16(__m256i lane, int k) { return _mm256_shuffle_epi8(lane, pick16(2 * (k % 4), 2 * (k % 4) + 1)); }
// Chunk k's scale vector from 8 int16 scales (in both 128-bit lanes), one per group of 32.
inline __m256i scale_per_32(__m256i sc8x2, int k) { return _mm256_shuffle_epi8(sc8x2, pick16(k, k)); }

// Q2_K: 2-bit quants, 4-bit scale and 4-bit min per group of 16.
struct DecodeQ2K {
    static constexpr size_t kBlockBytes = sizeof(BlockQ2K);
    static constexpr Offset kOffset = Offset::FloatMin;
    static constexpr bool kSigned = false;
    static constexpr int kScaleGroup = 16;  // elements per scale
    template <class Sink>
    static KHeader stream(const uint8_t* b, Sink&& sink) {
        const __m128i sc = loadu128(b + offsetof(BlockQ2K, scales));
        const __m128i low4 = _mm_set1_epi8(0x0f);
        const __m256i sc16 = _mm256_cvtepu8_epi16(_mm_and_si128(sc, low4));
        const __m256i low2 = _mm256_set1_epi8(3);
        for (int h = 0; h < 2; ++h) {
            const __m256i lane = lane_scales(sc16, h);
            const __m256i q = loadu(b + offsetof(BlockQ2K, qs) + 32 * h);
            for (int j = 0; j < 4; ++j) {
                const __m256i qk = _mm256_and_si256(srl16(q, 2 * j), low2);
                sink(4 * h + j, qk, qk, scale_per_16(lane, j));
            }
        }
        return {_mm256_cvtepu8_epi16(_mm_and_si128(_mm_srli_epi16(sc, 4), low4)), fp16(u16_at(b + offsetof(BlockQ2K, d))),
                fp16(u16_at(b + offsetof(BlockQ2K, dmin)))};
    }
};

// Q3_K: 2 low bits + 1 high bit (stored as q + 4), 6-bit signed scales per 16.
struct DecodeQ3K {
    static constexpr size_t kBlockBytes = sizeof(BlockQ3K);
    static constexpr Offset kOffset = Offset::Integer;
    static constexpr bool kSigned = false;
    static constexpr int kScaleGroup = 16;  // elements per scale
    template <class Sink>
    static KHeader stream(const uint8_t* b, Sink&& sink) {
        // 12 bytes -> 16 6-bit scales: low nibbles from bytes 0-7, top 2 bits from 8-11.
        uint32_t u[3];
        std::memcpy(u, b + offsetof(BlockQ3K, scales), 12);
        const __m128i packed = _mm_setr_epi32(int((u[0] & 0x0f0f0f0fu) | ((u[2] & 0x03030303u) << 4)),
                                              int((u[1] & 0x0f0f0f0fu) | (((u[2] >> 2) & 0x03030303u) << 4)),
                                              int(((u[0] >> 4) & 0x0f0f0f0fu) | (((u[2] >> 4) & 0x03030303u) << 4)),
                                              int(((u[1] >> 4) & 0x0f0f0f0fu) | (((u[2] >> 6) & 0x03030303u) << 4)));
        const __m256i sc16 = _mm256_cvtepi8_epi16(_mm_sub_epi8(packed, _mm_set1_epi8(32)));
        const __m256i low2 = _mm256_set1_epi8(3), four = _mm256_set1_epi8(4);
        const __m256i hmask = loadu(b + offsetof(BlockQ3K, hmask));
        for (int h = 0; h < 2; ++h) {
            const __m256i lane = lane_scales(sc16, h);
            const __m256i q = loadu(b + offsetof(BlockQ3K, qs) + 32 * h);
            for (int j = 0; j < 4; ++j) {
                const int k = 4 * h + j;
                const __m256i high = _mm256_and_si256(_mm256_slli_epi16(srl16(hmask, k), 2), four);
                const __m256i qk = _mm256_or_si256(_mm256_and_si256(srl16(q, 2 * j), low2), high);
                sink(k, qk, qk, scale_per_16(lane, j));
            }
        }
        // The +4 bias: 4 * scale per group.
        return {_mm256_slli_epi16(sc16, 2), fp16(u16_at(b + offsetof(BlockQ3K, d))), 0.0f};
    }
};

// Q4_K / Q5_K: the 12 packed bytes at p (blocks_k.h's q4k_scale_words) ->
// bytes 0-7 the 8 scales, 8-15 the 8 mins, as 32-bit lanes [scales 0-3,
// scales 4-7, mins 0-3, mins 4-7]. Seven vector operations instead of about
// twenty scalar ones and the moves into a vector (with no unpacking at all
// the Q4_K GEMV ran 18% faster in cache). Reads 16 bytes; the quants follow
// the scales in both block types.
inline __m128i q4k_scales_mins(const uint8_t* p) {
    const __m128i u = loadu128(p);                           // u0 u1 u2 -
    const __m128i low = _mm_shuffle_epi32(u, 0x98);          // u0 u2 u1 u2: the low 6 or 4 bits
    const __m128i top = _mm_shuffle_epi32(u, 0x50);          // u0 u0 u1 u1: bits 6-7 of scales/mins 0-3
    const __m128i low_bits = _mm_and_si128(_mm_srlv_epi32(low, _mm_setr_epi32(0, 0, 0, 4)),
                                           _mm_setr_epi32(0x3f3f3f3f, 0x0f0f0f0f, 0x3f3f3f3f, 0x0f0f0f0f));
    const __m128i top_bits = _mm_and_si128(_mm_srli_epi32(top, 2), _mm_setr_epi32(0, 0x30303030, 0, 0x30303030));
    return _mm_or_si128(low_bits, top_bits);
}

// Q4_K / Q5_K: 4-bit quants (+ a fifth bit), 6-bit scale and min per group of 32.
template <bool kFive>
struct DecodeQ45K {
    using Block = std::conditional_t<kFive, BlockQ5K, BlockQ4K>;
    static constexpr size_t kBlockBytes = sizeof(Block);
    static constexpr Offset kOffset = Offset::FloatMin;
    static constexpr bool kSigned = false;
    static constexpr int kScaleGroup = 32;  // elements per scale
    template <class Sink>
    static KHeader stream(const uint8_t* b, Sink&& sink) {
        const __m128i sm8 = q4k_scales_mins(b + offsetof(Block, scales));
        const __m256i sc8x2 = _mm256_cvtepu8_epi16(_mm_unpacklo_epi64(sm8, sm8));  // the 8 scales in both lanes
        const __m256i low4 = _mm256_set1_epi8(0x0f);
        const uint8_t* qs = b + offsetof(Block, qs);
        [[maybe_unused]] __m256i qh, bit4;
        if constexpr (kFive) qh = loadu(b + offsetof(BlockQ5K, qh)), bit4 = _mm256_set1_epi8(0x10);
        for (int j = 0; j < 4; ++j) {
            const __m256i q = loadu(qs + 32 * j);
            for (int half = 0; half < 2; ++half) {
                const int k = 2 * j + half;
                __m256i qk = _mm256_and_si256(half ? _mm256_srli_epi16(q, 4) : q, low4);
                if constexpr (kFive) {
                    const __m256i high = k <= 4 ? _mm256_slli_epi16(qh, 4 - k) : srl16(qh, k - 4);
                    qk = _mm256_or_si256(qk, _mm256_and_si256(high, bit4));
                }
                sink(k, qk, qk, scale_per_32(sc8x2, k));
            }
        }
        // Mins per group of 16 for madd with bsums: m0 m0 m1 m1 ... m7 m7.
        const __m128i dup = _mm_setr_epi8(8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15);
        return {_mm256_cvtepu8_epi16(_mm_shuffle_epi8(sm8, dup)), fp16(u16_at(b + offsetof(Block, d))),
                fp16(u16_at(b + offsetof(Block, dmin)))};
    }
};

// Q6_K: 4 low bits + 2 high bits (stored as q + 32), int8 scales per 16.
struct DecodeQ6K {
    static constexpr size_t kBlockBytes = sizeof(BlockQ6K);
    static constexpr Offset kOffset = Offset::Integer;
    static constexpr bool kSigned = false;
    static constexpr int kScaleGroup = 16;  // elements per scale
    template <class Sink>
    static KHeader stream(const uint8_t* b, Sink&& sink) {
        const __m256i sc16 = _mm256_cvtepi8_epi16(loadu128(b + offsetof(BlockQ6K, scales)));
        const __m256i low4 = _mm256_set1_epi8(0x0f), high2 = _mm256_set1_epi8(0x30);
        for (int h = 0; h < 2; ++h) {
            const __m256i lane = lane_scales(sc16, h);
            const __m256i ql0 = loadu(b + offsetof(BlockQ6K, ql) + 64 * h);
            const __m256i ql1 = loadu(b + offsetof(BlockQ6K, ql) + 64 * h + 32);
            const __m256i qh = loadu(b + offsetof(BlockQ6K, qh) + 32 * h);
            // qh bits 2j..2j+1 are the high bits of chunk 4h+j; move them to bits 4-5.
            const __m256i q0 = _mm256_or_si256(_mm256_and_si256(ql0, low4), _mm256_and_si256(_mm256_slli_epi16(qh, 4), high2));
            sink(4 * h + 0, q0, q0, scale_per_16(lane, 0));
            const __m256i q1 = _mm256_or_si256(_mm256_and_si256(ql1, low4), _mm256_and_si256(_mm256_slli_epi16(qh, 2), high2));
            sink(4 * h + 1, q1, q1, scale_per_16(lane, 1));
            const __m256i q2 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(ql0, 4), low4), _mm256_and_si256(qh, high2));
            sink(4 * h + 2, q2, q2, scale_per_16(lane, 2));
            const __m256i q3 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(ql1, 4), low4),
                                               _mm256_and_si256(_mm256_srli_epi16(qh, 2), high2));
            sink(4 * h + 3, q3, q3, scale_per_16(lane, 3));
        }
        // The +32 bias: 32 * scale per group.
        return {_mm256_slli_epi16(sc16, 5), fp16(u16_at(b + offsetof(BlockQ6K, d))), 0.0f};
    }
};

// IQ4_XS: 4-bit indices into the signed non-linear grid, 6-bit scales per 32.
struct DecodeIQ4XS {
    static constexpr size_t kBlockBytes = sizeof(BlockIQ4XS);
    static constexpr Offset kOffset = Offset::None;
    static constexpr bool kSigned = true;
    static constexpr int kScaleGroup = 32;  // elements per scale
    template <class Sink>
    static KHeader stream(const uint8_t* b, Sink&& sink) {
        // Scale k = (low nibble k | 2 high bits k << 4) - 32, one 32-bit lane
        // per k by variable shifts (a scalar loop into memory stalled on
        // store forwarding when read back as a vector).
        uint32_t low;
        std::memcpy(&low, b + offsetof(BlockIQ4XS, scales_l), 4);
        const __m256i lo = _mm256_and_si256(_mm256_srlv_epi32(_mm256_set1_epi32(int(low)), _mm256_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28)),
                                            _mm256_set1_epi32(0xf));
        const __m256i hi = _mm256_and_si256(_mm256_srlv_epi32(_mm256_set1_epi32(u16_at(b + offsetof(BlockIQ4XS, scales_h))),
                                                              _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14)),
                                            _mm256_set1_epi32(3));
        const __m256i sc32 = _mm256_sub_epi32(_mm256_or_si256(lo, _mm256_slli_epi32(hi, 4)), _mm256_set1_epi32(32));
        const __m128i sc8 = _mm_packs_epi32(_mm256_castsi256_si128(sc32), _mm256_extracti128_si256(sc32, 1));
        const __m256i sc8x2 = _mm256_set_m128i(sc8, sc8);
        const __m256i grid = _mm256_broadcastsi128_si256(loadu128(kIQ4NLValues));
        const __m256i low4 = _mm256_set1_epi8(0x0f);
        for (int k = 0; k < 8; ++k) {
            // Chunk k: low nibbles of qs[16k..16k+15] (elements 0-15), then their high nibbles.
            const __m128i packed = loadu128(b + offsetof(BlockIQ4XS, qs) + 16 * k);
            const __m256i idx = _mm256_and_si256(_mm256_set_m128i(_mm_srli_epi16(packed, 4), packed), low4);
            const __m256i v = _mm256_shuffle_epi8(grid, idx);
            sink(k, _mm256_sign_epi8(v, v), v, scale_per_32(sc8x2, k));
        }
        return {_mm256_setzero_si256(), fp16(u16_at(b + offsetof(BlockIQ4XS, d))), 0.0f};
    }
};

}  // namespace SYNSEMA_ISA_TAG
}  // namespace synsema::kernels::avx2k
