// Scalar kernels for the float weight types F32, F16 and BF16. Activations
// stay F32 so float models are evaluated exactly (no 8-bit rounding).
#include <cstring>

#include "../fp16.h"
#include "../type_kernels.h"

namespace synsema::kernels {
namespace {

void f32_dequantize(const void* src, float* dst, int64_t n) { std::memcpy(dst, src, size_t(n) * 4); }
void f32_quantize(const float* src, void* dst, int64_t n) { std::memcpy(dst, src, size_t(n) * 4); }
float f32_dot(int64_t n, const void* w, const void* a) {
    const auto* x = static_cast<const float*>(w);
    const auto* y = static_cast<const float*>(a);
    double sum = 0;  // double: this is the reference the SIMD paths are tested against
    for (int64_t i = 0; i < n; ++i) sum += double(x[i]) * y[i];
    return float(sum);
}

void f16_dequantize(const void* src, float* dst, int64_t n) {
    const auto* h = static_cast<const uint16_t*>(src);
    for (int64_t i = 0; i < n; ++i) dst[i] = fp16_to_fp32(h[i]);
}
void f16_quantize(const float* src, void* dst, int64_t n) {
    auto* h = static_cast<uint16_t*>(dst);
    for (int64_t i = 0; i < n; ++i) h[i] = fp32_to_fp16(src[i]);
}
float f16_dot(int64_t n, const void* w, const void* a) {
    const auto* h = static_cast<const uint16_t*>(w);
    const auto* y = static_cast<const float*>(a);
    double sum = 0;
    for (int64_t i = 0; i < n; ++i) sum += double(fp16_to_fp32(h[i])) * y[i];
    return float(sum);
}

void bf16_dequantize(const void* src, float* dst, int64_t n) {
    const auto* h = static_cast<const uint16_t*>(src);
    for (int64_t i = 0; i < n; ++i) dst[i] = bf16_to_fp32(h[i]);
}
void bf16_quantize(const float* src, void* dst, int64_t n) {
    auto* h = static_cast<uint16_t*>(dst);
    for (int64_t i = 0; i < n; ++i) h[i] = fp32_to_bf16(src[i]);
}
float bf16_dot(int64_t n, const void* w, const void* a) {
    const auto* h = static_cast<const uint16_t*>(w);
    const auto* y = static_cast<const float*>(a);
    double sum = 0;
    for (int64_t i = 0; i < n; ++i) sum += double(bf16_to_fp32(h[i])) * y[i];
    return float(sum);
}

constexpr TypeKernels kF32{DType::F32, DType::F32, f32_dequantize, f32_quantize, f32_dot};
constexpr TypeKernels kF16{DType::F16, DType::F32, f16_dequantize, f16_quantize, f16_dot};
constexpr TypeKernels kBF16{DType::BF16, DType::F32, bf16_dequantize, bf16_quantize, bf16_dot};

}  // namespace

const TypeKernels* scalar_float_kernels(DType t) {
    switch (t) {
        case DType::F32: return &kF32;
        case DType::F16: return &kF16;
        case DType::BF16: return &kBF16;
        default: return nullptr;
    }
}

}  // namespace synsema::kernels
