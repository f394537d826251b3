// AVX2 kernel table for Q4_0, Q4_1, Q5_0, Q5_1, Q8_0 and IQ4_NL against Q8_0
// activations (compiled with -mavx2 -mfma -mf16c): the dot products and tiles
// of avx2/legacy_tile.h, the dequantizers, and the Q8_0 activation quantizer.
// quant_legacy_vnni.cpp compiles this file again with AVX-VNNI (int_dot.h).
#include <algorithm>

#include "../type_kernels.h"
#include "legacy_decode.h"
#include "legacy_panel.h"
#include "legacy_tile.h"

namespace synsema::kernels {
namespace {

using namespace avx2;

// Decoded values -> floats: (q * d) or (q * d + m), in the scalar order of operations.
template <class W>
void dequantize(const void* src, float* dst, int64_t n) {
    const auto* b = static_cast<const uint8_t*>(src);
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, b += W::kBytes, dst += kLegacyBlock) {
        const __m256i q = W::values(b);
        const __m256 d = _mm256_set1_ps(W::scale(b)), m = _mm256_set1_ps(W::min(b));
        const __m128i halves[2] = {_mm256_castsi256_si128(q), _mm256_extracti128_si256(q, 1)};
        for (int h = 0; h < 2; ++h) {
            for (int k = 0; k < 2; ++k) {
                const __m128i bytes = k ? _mm_srli_si128(halves[h], 8) : halves[h];
                const __m256i ints = W::kSigned ? _mm256_cvtepi8_epi32(bytes) : _mm256_cvtepu8_epi32(bytes);
                __m256 x = _mm256_mul_ps(_mm256_cvtepi32_ps(ints), d);
                if constexpr (W::kHasMin) x = _mm256_add_ps(x, m);
                _mm256_storeu_ps(dst + 16 * h + 8 * k, x);
            }
        }
    }
}

// Q8_0 quantizer, bit-identical to the scalar reference (d = amax / 127,
// q = roundf(x / d) with ties away from zero; NaN -> 0). This runs on every
// activation row of every matmul.
void q8_0_quantize(const float* x, void* dst, int64_t n) {
    auto* y = static_cast<uint8_t*>(dst);
    const __m256 sign_bit = _mm256_set1_ps(-0.0f);
    for (int64_t i = 0; i < n / kLegacyBlock; ++i, x += kLegacyBlock, y += sizeof(BlockQ8_0)) {
        __m256 v[4];
        __m256 amax = _mm256_setzero_ps();
        for (int k = 0; k < 4; ++k) {
            v[k] = _mm256_loadu_ps(x + 8 * k);
            // |v| first: maxps returns its second operand for NaN, so NaN never wins (as in scalar).
            amax = _mm256_max_ps(_mm256_andnot_ps(sign_bit, v[k]), amax);
        }
        __m128 m4 = _mm_max_ps(_mm256_castps256_ps128(amax), _mm256_extractf128_ps(amax, 1));
        m4 = _mm_max_ps(m4, _mm_movehl_ps(m4, m4));
        m4 = _mm_max_ss(m4, _mm_movehdup_ps(m4));
        const float d = _mm_cvtss_f32(m4) / 127;
        const float id = d ? 1.0f / d : 0.0f;
        store_u16(y, _cvtss_sh(d, _MM_FROUND_TO_NEAREST_INT));
        __m256i q[4];
        for (int k = 0; k < 4; ++k) {
            const __m256 s = _mm256_mul_ps(v[k], _mm256_set1_ps(id));
            // roundf: truncate, then step away from zero when |fraction| >= 0.5.
            const __m256 t = _mm256_round_ps(s, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
            const __m256 frac = _mm256_andnot_ps(sign_bit, _mm256_sub_ps(s, t));
            const __m256 away = _mm256_or_ps(_mm256_and_ps(s, sign_bit), _mm256_set1_ps(1.0f));
            const __m256 step = _mm256_and_ps(_mm256_cmp_ps(frac, _mm256_set1_ps(0.5f), _CMP_GE_OQ), away);
            const __m256 r = _mm256_and_ps(_mm256_add_ps(t, step), _mm256_cmp_ps(s, s, _CMP_ORD_Q));
            q[k] = _mm256_cvtps_epi32(r);
        }
        // Narrow 32 int32 -> 32 int8; packs interleave 128-bit lanes, the permute undoes it.
        const __m256i p16a = _mm256_packs_epi32(q[0], q[1]), p16b = _mm256_packs_epi32(q[2], q[3]);
        const __m256i p8 = _mm256_packs_epi16(p16a, p16b);
        const __m256i ordered = _mm256_permutevar8x32_epi32(p8, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(y + 2), ordered);
    }
}

template <class W>
TypeKernels make(DType type, void (*quantize)(const float*, void*, int64_t)) {
    return TypeKernels{type, DType::Q8_0, dequantize<W>, quantize, legacy_vec_dot<W>, legacy_gemm_tile<W>};
}

}  // namespace

#if defined(SYNSEMA_AVX512)
const TypeKernels* avx512_legacy_kernels(DType t) {
#elif defined(SYNSEMA_AVX_VNNI)
const TypeKernels* avx_vnni_legacy_kernels(DType t) {
#else
const TypeKernels* avx2_legacy_kernels(DType t) {
#endif
    // The weight quantizers are the scalar reference ones: they run offline.
    auto ref = [](DType type) { return scalar_quant_kernels(type)->quantize_row; };
    static const TypeKernels q4_0 = make<DecodeQ4_0>(DType::Q4_0, ref(DType::Q4_0));
    static const TypeKernels q4_1 = make<DecodeQ4_1>(DType::Q4_1, ref(DType::Q4_1));
    static const TypeKernels q5_0 = [&] {
        TypeKernels k = make<DecodeQ5_0>(DType::Q5_0, ref(DType::Q5_0));
        k.panel_bytes = panel_q5_0_bytes;
        k.pack_panel = pack_panel_q5_0;
        k.panel_gemm = PanelQ5_0Kernel::gemm;
        k.unpack_panel_row = unpack_panel_row_q5_0;
        return k;
    }();
    static const TypeKernels q5_1 = make<DecodeQ5_1>(DType::Q5_1, ref(DType::Q5_1));
    static const TypeKernels q8_0 = [] {
        TypeKernels k = make<DecodeQ8_0>(DType::Q8_0, q8_0_quantize);
        k.panel_bytes = panel_q8_0_bytes;
        k.pack_panel = pack_panel_q8_0;
        k.panel_gemm = PanelQ8_0Kernel::gemm;
        k.unpack_panel_row = unpack_panel_row_q8_0;
        return k;
    }();
    static const TypeKernels iq4_nl = make<DecodeIQ4_NL>(DType::IQ4_NL, ref(DType::IQ4_NL));
    switch (t) {
        case DType::Q4_0: return &q4_0;
        case DType::Q4_1: return &q4_1;
        case DType::Q5_0: return &q5_0;
        case DType::Q5_1: return &q5_1;
        case DType::Q8_0: return &q8_0;
        case DType::IQ4_NL: return &iq4_nl;
        default: return nullptr;
    }
}

}  // namespace synsema::kernels
