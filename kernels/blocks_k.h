// Block layouts of the K-quant family (QK_K = 256 elements per super-block),
// byte for byte as ggml stores them in GGUF files, plus the small unpacking
// helpers shared by the scalar and AVX2 kernels.
//
// Element order inside a block (e = 0..255):
//   Q2_K  value = d*(sc&15)*q - dmin*(sc>>4), sc = scales[e/16],
//         q = (qs[32*(e/128) + e%32] >> 2*((e%128)/32)) & 3
//   Q3_K  value = d*(s-32)*(q - 4 + 4*h), s = 6-bit scale e/16,
//         q as Q2_K, h = hmask[e%32] bit e/32
//   Q4_K  value = d*sc*q - dmin*m, (sc, m) = 6-bit pair e/32,
//         q = nibble (e/32)%2 of qs[32*(e/64) + e%32]
//   Q5_K  as Q4_K with q += 16 * (qh[e%32] bit e/32)
//   Q6_K  value = d*scales[e/16]*(q - 32), q = 4 low bits from ql, 2 high from qh
//   IQ4_XS value = d*(s-32)*kvalues_iq4nl[q], s = 6-bit scale e/32,
//         q = nibble (e%32)/16 of qs[16*(e/32) + e%16]
//   Q8_K  value = d*qs[e]; bsums[j] = sum of qs[16j .. 16j+15]
#pragma once
#include <cstdint>
#include <cstring>

#include "blocks_legacy.h"

namespace synsema::kernels {

constexpr int kQK_K = 256;

// Block i of a row at any address, as a value: rows in a file (and the
// activation buffers tests hand in) carry no alignment guarantee, and binding
// a Block& to a misaligned address is undefined behaviour.
template <class Block>
inline Block block_at(const void* row, int64_t i) {
    Block b;
    std::memcpy(&b, static_cast<const uint8_t*>(row) + i * int64_t(sizeof(Block)), sizeof b);
    return b;
}

struct BlockQ2K {
    uint8_t scales[16];  // per 16 elements: low nibble scale, high nibble min
    uint8_t qs[64];      // 2-bit quants
    uint16_t d;          // fp16 scale of the scales
    uint16_t dmin;       // fp16 scale of the mins
};
static_assert(sizeof(BlockQ2K) == 84);

struct BlockQ3K {
    uint8_t hmask[32];   // high (third) bit of each quant
    uint8_t qs[64];      // low 2 bits
    uint8_t scales[12];  // 16 6-bit scales, offset by 32
    uint16_t d;          // fp16 super-block scale
};
static_assert(sizeof(BlockQ3K) == 110);

struct BlockQ4K {
    uint16_t d;          // fp16 scale of the scales
    uint16_t dmin;       // fp16 scale of the mins
    uint8_t scales[12];  // 8 6-bit scales and 8 6-bit mins
    uint8_t qs[128];     // 4-bit quants
};
static_assert(sizeof(BlockQ4K) == 144);

struct BlockQ5K {
    uint16_t d;
    uint16_t dmin;
    uint8_t scales[12];  // as Q4_K
    uint8_t qh[32];      // fifth bit of each quant
    uint8_t qs[128];     // low 4 bits
};
static_assert(sizeof(BlockQ5K) == 176);

struct BlockQ6K {
    uint8_t ql[128];     // low 4 bits
    uint8_t qh[64];      // high 2 bits
    int8_t scales[16];   // per 16 elements
    uint16_t d;          // fp16 super-block scale
};
static_assert(sizeof(BlockQ6K) == 210);

struct BlockIQ4XS {
    uint16_t d;           // fp16 super-block scale
    uint16_t scales_h;    // high 2 bits of the 8 block scales
    uint8_t scales_l[4];  // low 4 bits of the 8 block scales
    uint8_t qs[128];      // 4-bit indices into kIQ4NLValues
};
static_assert(sizeof(BlockIQ4XS) == 136);

struct BlockQ8K {
    float d;            // scale
    int8_t qs[256];     // quants
    int16_t bsums[16];  // sums of groups of 16 quants
};
static_assert(sizeof(BlockQ8K) == 292);

// IQ4_XS uses IQ4_NL's non-linear 4-bit grid, kIQ4NLValues (blocks_legacy.h).

// Q4_K/Q5_K: 12 packed bytes -> 8 6-bit scales and 8 6-bit mins. Bytes 0-3 hold
// scales 0-3 (+ top bits of scales 4-7), bytes 4-7 mins 0-3 (+ top bits of
// mins 4-7), bytes 8-11 the low nibbles of scales 4-7 and mins 4-7.
// The same 16 bytes as four little-endian words (scales 0-3, scales 4-7,
// mins 0-3, mins 4-7), so SIMD code can build them in a register: storing them
// and reloading 16 bytes would stall on store-to-load forwarding.
struct Q4kScaleWords {
    uint32_t scales_lo, scales_hi, mins_lo, mins_hi;
};
inline Q4kScaleWords q4k_scale_words(const uint8_t packed[12]) {
    uint32_t u[3];
    std::memcpy(u, packed, 12);
    return {u[0] & 0x3f3f3f3fu, (u[2] & 0x0f0f0f0fu) | (((u[0] >> 6) & 0x03030303u) << 4), u[1] & 0x3f3f3f3fu,
            ((u[2] >> 4) & 0x0f0f0f0fu) | (((u[1] >> 6) & 0x03030303u) << 4)};
}

inline void unpack_q4k_scales(const uint8_t packed[12], uint8_t scales[8], uint8_t mins[8]) {
    const Q4kScaleWords w = q4k_scale_words(packed);
    std::memcpy(scales, &w.scales_lo, 4);
    std::memcpy(scales + 4, &w.scales_hi, 4);
    std::memcpy(mins, &w.mins_lo, 4);
    std::memcpy(mins + 4, &w.mins_hi, 4);
}

// Q3_K: 12 packed bytes -> 16 signed scales in [-32, 31]. Bytes 0-7 hold the
// low nibbles (scale j and j+8 share byte j%8), bytes 8-11 the top 2 bits
// (scale j at byte 8 + j%4, bits 2*(j/4)).
inline void unpack_q3k_scales(const uint8_t packed[12], int8_t scales[16]) {
    uint32_t u[3];
    std::memcpy(u, packed, 12);
    uint32_t out[4] = {
        (u[0] & 0x0f0f0f0fu) | (((u[2] >> 0) & 0x03030303u) << 4),
        (u[1] & 0x0f0f0f0fu) | (((u[2] >> 2) & 0x03030303u) << 4),
        ((u[0] >> 4) & 0x0f0f0f0fu) | (((u[2] >> 4) & 0x03030303u) << 4),
        ((u[1] >> 4) & 0x0f0f0f0fu) | (((u[2] >> 6) & 0x03030303u) << 4),
    };
    uint8_t bytes[16];
    std::memcpy(bytes, out, 16);
    for (int j = 0; j < 16; ++j) scales[j] = int8_t(int(bytes[j]) - 32);
}

// IQ4_XS: the 6-bit scale of 32-element block ib (still offset by 32).
inline int iq4xs_scale(const BlockIQ4XS& b, int ib) {
    return ((b.scales_l[ib / 2] >> 4 * (ib % 2)) & 0xf) | (((b.scales_h >> 2 * ib) & 3) << 4);
}

}  // namespace synsema::kernels
