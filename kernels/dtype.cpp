#include "dtype.h"

#include <array>
#include <limits>
#include <string>

namespace synsema::kernels {
namespace {

// Block layouts from ggml's type_traits; sizes are fixed by the file format.
constexpr std::array kTypes = {
    DTypeInfo{DType::F32, "f32", 1, 4, true},
    DTypeInfo{DType::F16, "f16", 1, 2, true},
    DTypeInfo{DType::Q4_0, "q4_0", 32, 18, true},
    DTypeInfo{DType::Q4_1, "q4_1", 32, 20, true},
    DTypeInfo{DType::Q5_0, "q5_0", 32, 22, true},
    DTypeInfo{DType::Q5_1, "q5_1", 32, 24, true},
    DTypeInfo{DType::Q8_0, "q8_0", 32, 34, true},
    DTypeInfo{DType::Q8_1, "q8_1", 32, 36, false},
    DTypeInfo{DType::Q2_K, "q2_K", 256, 84, true},
    DTypeInfo{DType::Q3_K, "q3_K", 256, 110, true},
    DTypeInfo{DType::Q4_K, "q4_K", 256, 144, true},
    DTypeInfo{DType::Q5_K, "q5_K", 256, 176, true},
    DTypeInfo{DType::Q6_K, "q6_K", 256, 210, true},
    DTypeInfo{DType::Q8_K, "q8_K", 256, 292, false},
    DTypeInfo{DType::IQ2_XXS, "iq2_xxs", 256, 66, false},
    DTypeInfo{DType::IQ2_XS, "iq2_xs", 256, 74, false},
    DTypeInfo{DType::IQ3_XXS, "iq3_xxs", 256, 98, false},
    DTypeInfo{DType::IQ1_S, "iq1_s", 256, 50, false},
    DTypeInfo{DType::IQ4_NL, "iq4_nl", 32, 18, true},
    DTypeInfo{DType::IQ3_S, "iq3_s", 256, 110, false},
    DTypeInfo{DType::IQ2_S, "iq2_s", 256, 82, false},
    DTypeInfo{DType::IQ4_XS, "iq4_xs", 256, 136, true},
    DTypeInfo{DType::I8, "i8", 1, 1, false},
    DTypeInfo{DType::I16, "i16", 1, 2, false},
    DTypeInfo{DType::I32, "i32", 1, 4, false},
    DTypeInfo{DType::I64, "i64", 1, 8, false},
    DTypeInfo{DType::F64, "f64", 1, 8, false},
    DTypeInfo{DType::IQ1_M, "iq1_m", 256, 56, false},
    DTypeInfo{DType::BF16, "bf16", 1, 2, true},
    DTypeInfo{DType::TQ1_0, "tq1_0", 256, 54, false},
    DTypeInfo{DType::TQ2_0, "tq2_0", 256, 66, false},
    DTypeInfo{DType::MXFP4, "mxfp4", 32, 17, false},
};

}  // namespace

const DTypeInfo* dtype_info(uint32_t raw_type) {
    for (const auto& t : kTypes)
        if (static_cast<uint32_t>(t.type) == raw_type) return &t;
    return nullptr;
}

std::string dtype_name(uint32_t raw_type) {
    if (const auto* info = dtype_info(raw_type)) return std::string(info->name);
    return "type " + std::to_string(raw_type);
}

std::optional<uint64_t> row_bytes(DType t, uint64_t n) {
    const auto* info = dtype_info(t);
    if (!info || n % info->block_elems != 0) return std::nullopt;
    const uint64_t blocks = n / info->block_elems;
    if (blocks > std::numeric_limits<uint64_t>::max() / info->block_bytes) return std::nullopt;
    return blocks * info->block_bytes;
}

}  // namespace synsema::kernels
