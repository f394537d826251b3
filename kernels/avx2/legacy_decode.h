// AVX2 decoders for the legacy block types (include only from avx2/ files,
// which are compiled with -mavx2 -mfma -mf16c).
//
// Each decoder turns one weight block into 32 bytes in element order plus its
// scale (and minimum). Signed decoders give int8 values for the sign trick of
// dot_signed(); unsigned ones give 0..31, which _mm256_maddubs_epi16 takes
// directly as its unsigned operand.
#pragma once
#include <immintrin.h>

#include "../blocks_legacy.h"
#include "int_dot.h"

namespace synsema::kernels::avx2 {
inline namespace SYNSEMA_ISA_TAG {

inline float fp16_at(const uint8_t* p) { return _cvtsh_ss(load_u16(p)); }

// 16 packed bytes -> 32 bytes: low nibbles (elements 0..15), then high nibbles (16..31).
// (Broadcast load, then one variable shift of the upper half: 2 ALU ops.)
inline __m256i unpack_nibbles(const uint8_t* qs) {
    const __m256i both = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(qs)));
    return _mm256_and_si256(_mm256_srlv_epi64(both, _mm256_setr_epi64x(0, 0, 4, 4)), _mm256_set1_epi8(0x0F));
}

// Byte i is 0xFF when bit i of the little-endian 32-bit word at p is set.
inline __m256i bits_to_bytes(const uint8_t* p) {
    const __m256i spread = _mm256_shuffle_epi8(
        _mm256_set1_epi32(int(load_u32(p))),
        _mm256_set_epi64x(0x0303030303030303, 0x0202020202020202, 0x0101010101010101, 0));
    // Every byte of the mask has all bits set except its own bit position.
    const __m256i others = _mm256_set1_epi64x(0x7fbfdfeff7fbfdfe);
    return _mm256_cmpeq_epi8(_mm256_or_si256(spread, others), _mm256_set1_epi64x(-1));
}

// Types whose signed values are (unsigned - kOffset) also provide the unsigned
// form: decode then skips the sign trick and subtracts kOffset * sum(a) per
// 4-element lane instead, which gives the very same int32 lanes.
struct DecodeQ4_0 {
    static constexpr size_t kBytes = sizeof(BlockQ4_0);
    static constexpr bool kSigned = true, kHasMin = false;
    static constexpr int kOffset = 8;
    static __m256i unsigned_values(const uint8_t* b) { return unpack_nibbles(b + 2); }
    static __m256i values(const uint8_t* b) {
        return _mm256_sub_epi8(unpack_nibbles(b + 2), _mm256_set1_epi8(8));
    }
    static float scale(const uint8_t* b) { return fp16_at(b); }
    static float min(const uint8_t*) { return 0; }
};

struct DecodeQ4_1 {
    static constexpr size_t kBytes = sizeof(BlockQ4_1);
    static constexpr bool kSigned = false, kHasMin = true;
    static constexpr int kOffset = 0;  // no unsigned form
    static __m256i values(const uint8_t* b) { return unpack_nibbles(b + 4); }
    static float scale(const uint8_t* b) { return fp16_at(b); }
    static float min(const uint8_t* b) { return fp16_at(b + 2); }
};

struct DecodeQ5_0 {
    static constexpr size_t kBytes = sizeof(BlockQ5_0);
    static constexpr bool kSigned = true, kHasMin = false;
    static constexpr int kOffset = 16;
    static __m256i unsigned_values(const uint8_t* b) {
        const __m256i high = _mm256_and_si256(bits_to_bytes(b + 2), _mm256_set1_epi8(0x10));
        return _mm256_or_si256(unpack_nibbles(b + 6), high);
    }
    // nibble - 16 when the fifth bit is clear is nibble | 0xF0 in two's complement.
    static __m256i values(const uint8_t* b) {
        const __m256i clear_high = _mm256_andnot_si256(bits_to_bytes(b + 2), _mm256_set1_epi8(char(0xF0)));
        return _mm256_or_si256(unpack_nibbles(b + 6), clear_high);
    }
    static float scale(const uint8_t* b) { return fp16_at(b); }
    static float min(const uint8_t*) { return 0; }
};

struct DecodeQ5_1 {
    static constexpr size_t kBytes = sizeof(BlockQ5_1);
    static constexpr bool kSigned = false, kHasMin = true;
    static constexpr int kOffset = 0;  // no unsigned form
    static __m256i values(const uint8_t* b) {
        const __m256i high = _mm256_and_si256(bits_to_bytes(b + 4), _mm256_set1_epi8(0x10));
        return _mm256_or_si256(unpack_nibbles(b + 8), high);
    }
    static float scale(const uint8_t* b) { return fp16_at(b); }
    static float min(const uint8_t* b) { return fp16_at(b + 2); }
};

struct DecodeQ8_0 {
    static constexpr size_t kBytes = sizeof(BlockQ8_0);
    static constexpr bool kSigned = true, kHasMin = false;
    static constexpr int kOffset = 0;  // no unsigned form
    static __m256i values(const uint8_t* b) {
        return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b + 2));
    }
    static float scale(const uint8_t* b) { return fp16_at(b); }
    static float min(const uint8_t*) { return 0; }
};

struct DecodeIQ4_NL {
    static constexpr size_t kBytes = sizeof(BlockIQ4_NL);
    static constexpr bool kSigned = true, kHasMin = false;
    static constexpr int kOffset = 0;  // no unsigned form
    static __m256i values(const uint8_t* b) {
        const __m128i table = _mm_loadu_si128(reinterpret_cast<const __m128i*>(kIQ4NLValues));
        return _mm256_shuffle_epi8(_mm256_broadcastsi128_si256(table), unpack_nibbles(b + 2));
    }
    static float scale(const uint8_t* b) { return fp16_at(b); }
    static float min(const uint8_t*) { return 0; }
};

// Integer dot products of 32 bytes, as 8 int32 partial sums (lane l covers
// elements 4l..4l+3). maddubs pairs can reach 2*128*127 < 32767: no saturation.
inline __m256i dot_signed(__m256i w_magnitude, __m256i w, __m256i a) {
    return dot_u8s8(w_magnitude, _mm256_sign_epi8(a, w));
}
inline __m256i dot_unsigned(__m256i w, __m256i a) { return dot_u8s8(w, a); }
inline __m256i sum_bytes(__m256i a) { return dot_u8s8(_mm256_set1_epi8(1), a); }

inline float hsum(__m256 v) {
    __m128 lo = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    lo = _mm_add_ps(lo, _mm_movehl_ps(lo, lo));
    lo = _mm_add_ss(lo, _mm_movehdup_ps(lo));
    return _mm_cvtss_f32(lo);
}

}  // namespace SYNSEMA_ISA_TAG
}  // namespace synsema::kernels::avx2
