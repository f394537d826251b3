// Block layouts of ggml's 32-element "legacy" quant types, bit for bit as they
// sit in a GGUF file. The structs document the layout and pin the sizes; the
// kernels read blocks through byte pointers and memcpy because rows in a file
// (and activations in scratch buffers) carry no alignment guarantee.
//
// Element order inside a block: qs[j] holds element j in its low nibble and
// element j + 16 in its high nibble. For the 5-bit types bit i of the 32-bit
// little-endian qh is the fifth bit of element i.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "fp16.h"

namespace synsema::kernels {

constexpr int kLegacyBlock = 32;  // elements per block, every legacy type

struct BlockQ4_0 {    // x = (q - 8) * d
    uint16_t d;       // fp16 scale
    uint8_t qs[16];   // 32 x 4-bit q
};
struct BlockQ4_1 {    // x = q * d + m
    uint16_t d;       // fp16 scale
    uint16_t m;       // fp16 minimum
    uint8_t qs[16];
};
struct BlockQ5_0 {    // x = (q - 16) * d, q = nibble | qh bit << 4
    uint16_t d;
    uint8_t qh[4];    // fifth bits, element i at bit i
    uint8_t qs[16];
};
struct BlockQ5_1 {    // x = q * d + m
    uint16_t d;
    uint16_t m;
    uint8_t qh[4];
    uint8_t qs[16];
};
struct BlockQ8_0 {    // x = q * d; also the activation format of every legacy type
    uint16_t d;
    int8_t qs[32];
};
struct BlockIQ4_NL {  // x = kIQ4NLValues[q] * d
    uint16_t d;
    uint8_t qs[16];
};

static_assert(sizeof(BlockQ4_0) == 18 && offsetof(BlockQ4_0, qs) == 2);
static_assert(sizeof(BlockQ4_1) == 20 && offsetof(BlockQ4_1, qs) == 4);
static_assert(sizeof(BlockQ5_0) == 22 && offsetof(BlockQ5_0, qh) == 2 && offsetof(BlockQ5_0, qs) == 6);
static_assert(sizeof(BlockQ5_1) == 24 && offsetof(BlockQ5_1, qh) == 4 && offsetof(BlockQ5_1, qs) == 8);
static_assert(sizeof(BlockQ8_0) == 34 && offsetof(BlockQ8_0, qs) == 2);
static_assert(sizeof(BlockIQ4_NL) == 18 && offsetof(BlockIQ4_NL, qs) == 2);

// IQ4_NL's non-linear 16-entry codebook (ggml's kvalues_iq4nl).
inline constexpr int8_t kIQ4NLValues[16] = {-127, -104, -83, -65, -49, -35, -22, -10,
                                            1,    13,   25,  38,  53,  69,  89,  113};

// Unaligned little-endian field reads (x86 and every target we ship are LE).
inline uint16_t load_u16(const uint8_t* p) { uint16_t v; std::memcpy(&v, p, 2); return v; }
inline uint32_t load_u32(const uint8_t* p) { uint32_t v; std::memcpy(&v, p, 4); return v; }
inline float load_fp16(const uint8_t* p) { return fp16_to_fp32(load_u16(p)); }
inline void store_u16(uint8_t* p, uint16_t v) { std::memcpy(p, &v, 2); }
inline void store_u32(uint8_t* p, uint32_t v) { std::memcpy(p, &v, 4); }

}  // namespace synsema::kernels
