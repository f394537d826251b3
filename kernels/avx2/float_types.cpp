// AVX2+FMA+F16C kernels for F32, F16 and BF16 weights (compiled with -mavx2 -mfma -mf16c).
#include <immintrin.h>

#include <cstring>

#include "../fp16.h"
#include "../type_kernels.h"

namespace synsema::kernels {
namespace {

// One element at any address: weight rows carry no alignment guarantee, and a
// plain T* access at a misaligned address is undefined behaviour.
template <class T>
inline T load_at(const T* p) {
    T v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

inline float hsum(__m256 v) {
    __m128 lo = _mm256_castps256_ps128(v), hi = _mm256_extractf128_ps(v, 1);
    lo = _mm_add_ps(lo, hi);
    lo = _mm_add_ps(lo, _mm_movehl_ps(lo, lo));
    lo = _mm_add_ss(lo, _mm_movehdup_ps(lo));
    return _mm_cvtss_f32(lo);
}

inline __m256 load_bf16x8(const uint16_t* p) {
    __m128i h = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(h), 16));
}

inline __m256 load_f16x8(const uint16_t* p) {
    return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
}

// Four accumulators hide FMA latency; the tail is done in scalar.
template <class Load, class Scalar>
float dot_impl(int64_t n, const uint16_t* w, const float* a, Load load, Scalar scalar) {
    __m256 acc0 = _mm256_setzero_ps(), acc1 = _mm256_setzero_ps();
    __m256 acc2 = _mm256_setzero_ps(), acc3 = _mm256_setzero_ps();
    int64_t i = 0;
    for (; i + 32 <= n; i += 32) {
        acc0 = _mm256_fmadd_ps(load(w + i), _mm256_loadu_ps(a + i), acc0);
        acc1 = _mm256_fmadd_ps(load(w + i + 8), _mm256_loadu_ps(a + i + 8), acc1);
        acc2 = _mm256_fmadd_ps(load(w + i + 16), _mm256_loadu_ps(a + i + 16), acc2);
        acc3 = _mm256_fmadd_ps(load(w + i + 24), _mm256_loadu_ps(a + i + 24), acc3);
    }
    for (; i + 8 <= n; i += 8) acc0 = _mm256_fmadd_ps(load(w + i), _mm256_loadu_ps(a + i), acc0);
    float sum = hsum(_mm256_add_ps(_mm256_add_ps(acc0, acc1), _mm256_add_ps(acc2, acc3)));
    for (; i < n; ++i) sum += scalar(load_at(w + i)) * load_at(a + i);
    return sum;
}

float f32_dot(int64_t n, const void* w, const void* a) {
    const auto* x = static_cast<const float*>(w);
    const auto* y = static_cast<const float*>(a);
    __m256 acc0 = _mm256_setzero_ps(), acc1 = _mm256_setzero_ps();
    __m256 acc2 = _mm256_setzero_ps(), acc3 = _mm256_setzero_ps();
    int64_t i = 0;
    for (; i + 32 <= n; i += 32) {
        acc0 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i), acc0);
        acc1 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i + 8), _mm256_loadu_ps(y + i + 8), acc1);
        acc2 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i + 16), _mm256_loadu_ps(y + i + 16), acc2);
        acc3 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i + 24), _mm256_loadu_ps(y + i + 24), acc3);
    }
    for (; i + 8 <= n; i += 8) acc0 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i), acc0);
    float sum = hsum(_mm256_add_ps(_mm256_add_ps(acc0, acc1), _mm256_add_ps(acc2, acc3)));
    for (; i < n; ++i) sum += load_at(x + i) * load_at(y + i);
    return sum;
}

float f16_dot(int64_t n, const void* w, const void* a) {
    return dot_impl(n, static_cast<const uint16_t*>(w), static_cast<const float*>(a), load_f16x8,
                    fp16_to_fp32);
}

float bf16_dot(int64_t n, const void* w, const void* a) {
    return dot_impl(n, static_cast<const uint16_t*>(w), static_cast<const float*>(a), load_bf16x8,
                    bf16_to_fp32);
}

void f16_dequantize(const void* src, float* dst, int64_t n) {
    const auto* h = static_cast<const uint16_t*>(src);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) _mm256_storeu_ps(dst + i, load_f16x8(h + i));
    for (; i < n; ++i) dst[i] = fp16_to_fp32(load_at(h + i));
}

void bf16_dequantize(const void* src, float* dst, int64_t n) {
    const auto* h = static_cast<const uint16_t*>(src);
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) _mm256_storeu_ps(dst + i, load_bf16x8(h + i));
    for (; i < n; ++i) dst[i] = bf16_to_fp32(load_at(h + i));
}

void f32_copy(const void* src, float* dst, int64_t n) { std::memcpy(dst, src, size_t(n) * 4); }
void f32_store(const float* src, void* dst, int64_t n) { std::memcpy(dst, src, size_t(n) * 4); }

}  // namespace

const TypeKernels* avx2_float_kernels(DType t) {
    // Quantizers are shared with the scalar path: they are not on the hot path.
    static const TypeKernels f32{DType::F32, DType::F32, f32_copy, f32_store, f32_dot};
    static const TypeKernels f16{DType::F16, DType::F32, f16_dequantize,
                                 scalar_float_kernels(DType::F16)->quantize_row, f16_dot};
    static const TypeKernels bf16{DType::BF16, DType::F32, bf16_dequantize,
                                  scalar_float_kernels(DType::BF16)->quantize_row, bf16_dot};
    switch (t) {
        case DType::F32: return &f32;
        case DType::F16: return &f16;
        case DType::BF16: return &bf16;
        default: return nullptr;
    }
}

}  // namespace synsema::kernels
