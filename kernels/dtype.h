// Tensor element types, numbered exactly as GGUF/ggml number them on disk.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace synsema::kernels {

enum class DType : uint32_t {
    F32 = 0, F16 = 1, Q4_0 = 2, Q4_1 = 3, Q5_0 = 6, Q5_1 = 7, Q8_0 = 8, Q8_1 = 9,
    Q2_K = 10, Q3_K = 11, Q4_K = 12, Q5_K = 13, Q6_K = 14, Q8_K = 15,
    IQ2_XXS = 16, IQ2_XS = 17, IQ3_XXS = 18, IQ1_S = 19, IQ4_NL = 20, IQ3_S = 21,
    IQ2_S = 22, IQ4_XS = 23, I8 = 24, I16 = 25, I32 = 26, I64 = 27, F64 = 28,
    IQ1_M = 29, BF16 = 30, TQ1_0 = 34, TQ2_0 = 35, MXFP4 = 39,
};

struct DTypeInfo {
    DType type;
    std::string_view name;   // ggml's spelling, e.g. "q4_K"
    uint32_t block_elems;    // elements per block (1 for plain types)
    uint32_t block_bytes;    // bytes per block
    bool runnable;           // this engine can dequantize and multiply it
};

// Layout of a raw on-disk type id, or nullptr when the id is not a known ggml type.
const DTypeInfo* dtype_info(uint32_t raw_type);
inline const DTypeInfo* dtype_info(DType t) { return dtype_info(static_cast<uint32_t>(t)); }

// Human name for error messages ("q4_K", or "type 99" for unknown ids).
std::string dtype_name(uint32_t raw_type);

// Bytes used by a row of n elements, or nullopt when n is not a whole number of
// blocks or the size overflows.
std::optional<uint64_t> row_bytes(DType t, uint64_t n);

}  // namespace synsema::kernels
