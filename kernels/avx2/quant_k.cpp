// AVX2 K-quant table: the Q8_K activation quantizer, the Q8_K x Q8_K dot, and
// for Q2_K..Q6_K and IQ4_XS the shared micro-kernel (avx2/kquant_tile.h) fed
// by the per-type super-block decoders of avx2/kquant_decode.h.
// quant_k_vnni.cpp compiles this file again with AVX-VNNI (int_dot.h).
#include <cstddef>
#include <cstring>

#include "../blocks_k.h"
#include "../panel_q4k.h"
#include "../panel_q6k.h"
#include "../type_kernels.h"
#include "kquant_decode.h"
#include "kquant_panel.h"
#include "kquant_tile.h"
#include "simd_k.h"

namespace synsema::kernels {

const TypeKernels* scalar_kquant_kernels(DType t);  // scalar/quant_k.cpp

namespace {
using namespace avx2k;

// ---- Q8_K activations: bit-identical to the scalar reference.
// Each block is built in a local and copied out: dst carries no alignment
// guarantee (BlockQ8K holds a float).
void q8k_quantize(const float* src, void* dst, int64_t n) {
    auto* out = static_cast<uint8_t*>(dst);
    for (int64_t ib = 0; ib < n / kQK_K; ++ib) {
        const float* x = src + ib * kQK_K;
        BlockQ8K y;
        // 1. Largest and smallest value -> the signed value of largest magnitude.
        __m256 vmax = _mm256_loadu_ps(x), vmin = vmax;
        for (int j = 8; j < kQK_K; j += 8) {
            const __m256 v = _mm256_loadu_ps(x + j);
            vmax = _mm256_max_ps(vmax, v);
            vmin = _mm256_min_ps(vmin, v);
        }
        __m128 mx = _mm_max_ps(_mm256_castps256_ps128(vmax), _mm256_extractf128_ps(vmax, 1));
        __m128 mn = _mm_min_ps(_mm256_castps256_ps128(vmin), _mm256_extractf128_ps(vmin, 1));
        mx = _mm_max_ps(mx, _mm_movehl_ps(mx, mx));
        mn = _mm_min_ps(mn, _mm_movehl_ps(mn, mn));
        mx = _mm_max_ss(mx, _mm_movehdup_ps(mx));
        mn = _mm_min_ss(mn, _mm_movehdup_ps(mn));
        const float hi = _mm_cvtss_f32(mx), lo = _mm_cvtss_f32(mn);
        float max = hi > -lo ? hi : lo;
        if (hi == -lo) {  // +m and -m both present: the first one wins, as in the reference
            for (int j = 0; j < kQK_K; ++j) {
                float xj;  // src carries no alignment guarantee either
                std::memcpy(&xj, x + j, sizeof xj);
                if (xj == hi || xj == lo) { max = xj; break; }
            }
        }
        if (max == 0) {
            y.d = 0;
            for (int j = 0; j < kQK_K; j += 32) _mm256_storeu_si256(reinterpret_cast<__m256i*>(y.qs + j), _mm256_setzero_si256());
            for (int j = 0; j < 16; ++j) y.bsums[j] = 0;
            std::memcpy(out + ib * int64_t(sizeof y), &y, sizeof y);
            continue;
        }
        // 2. Scale, round to nearest even, pack to int8 (saturation = the reference's MIN(127)).
        const float iscale = -127.f / max;
        const __m256 vs = _mm256_set1_ps(iscale);
        const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
        alignas(32) uint64_t sums[4];
        for (int j = 0; j < kQK_K; j += 32) {
            const __m256i i0 = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + j), vs));
            const __m256i i1 = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + j + 8), vs));
            const __m256i i2 = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + j + 16), vs));
            const __m256i i3 = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + j + 24), vs));
            const __m256i p = _mm256_packs_epi16(_mm256_packs_epi32(i0, i1), _mm256_packs_epi32(i2, i3));
            const __m256i q = _mm256_permutevar8x32_epi32(p, order);
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(y.qs + j), q);
            // 3. Group sums of 16: bias to unsigned, sum 8 bytes at a time.
            const __m256i s = _mm256_sad_epu8(_mm256_xor_si256(q, _mm256_set1_epi8(char(0x80))), _mm256_setzero_si256());
            _mm256_store_si256(reinterpret_cast<__m256i*>(sums), s);
            y.bsums[j / 16] = int16_t(int(sums[0] + sums[1]) - 16 * 128);
            y.bsums[j / 16 + 1] = int16_t(int(sums[2] + sums[3]) - 16 * 128);
        }
        y.d = 1 / iscale;
        std::memcpy(out + ib * int64_t(sizeof y), &y, sizeof y);
    }
}

float q8k_dot(int64_t n, const void* w, const void* a) {
    constexpr size_t kQs = offsetof(BlockQ8K, qs);
    const auto* x = static_cast<const uint8_t*>(w);
    const auto* y = static_cast<const uint8_t*>(a);
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < n / kQK_K; ++i, x += sizeof(BlockQ8K), y += sizeof(BlockQ8K)) {
        __m256i sumi = _mm256_setzero_si256();
        for (int j = 0; j < kQK_K; j += 32) {
            const __m256i xv = loadu(x + kQs + j), yv = loadu(y + kQs + j);
            const __m256i p = _mm256_maddubs_epi16(_mm256_sign_epi8(xv, xv), _mm256_sign_epi8(yv, xv));
            sumi = _mm256_add_epi32(sumi, _mm256_madd_epi16(p, _mm256_set1_epi16(1)));
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(load_f32(x) * load_f32(y)), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum(acc);
}

template <class D>
TypeKernels make(DType type) {
    const TypeKernels* s = scalar_kquant_kernels(type);
    return TypeKernels{type, DType::Q8_K, s->dequantize_row, s->quantize_row, KQuantKernel<D>::vec_dot,
                       KQuantKernel<D>::gemm_tile};
}

}  // namespace

#if defined(SYNSEMA_AVX512)
const TypeKernels* avx512_kquant_kernels(DType t) {
#elif defined(SYNSEMA_AVX_VNNI)
const TypeKernels* avx_vnni_kquant_kernels(DType t) {
#else
const TypeKernels* avx2_kquant_kernels(DType t) {
#endif
    // Dequantizers and weight quantizers are shared with the scalar path: they
    // are not on the hot path (embedding lookup of one row, model writing).
    const TypeKernels* s = scalar_kquant_kernels(t);
    if (!s) return nullptr;
    static const TypeKernels q2k = make<DecodeQ2K>(DType::Q2_K);
    static const TypeKernels q3k = make<DecodeQ3K>(DType::Q3_K);
    static const TypeKernels q4k = [] {
        TypeKernels k = make<DecodeQ45K<false>>(DType::Q4_K);
        k.panel_bytes = panel_q4k_bytes;
        k.pack_panel = pack_panel_q4k;
        k.panel_gemm = panel_gemm<PanelQ4KKernel>;
        k.unpack_panel_row = unpack_panel_row_q4k;
        return k;
    }();
    static const TypeKernels q5k = make<DecodeQ45K<true>>(DType::Q5_K);
    static const TypeKernels q6k = [] {
        TypeKernels k = make<DecodeQ6K>(DType::Q6_K);
        k.panel_bytes = panel_q6k_bytes;
        k.pack_panel = pack_panel_q6k;
        k.panel_gemm = panel_gemm<PanelQ6KKernel>;
        k.unpack_panel_row = unpack_panel_row_q6k;
        return k;
    }();
    static const TypeKernels iq4xs = make<DecodeIQ4XS>(DType::IQ4_XS);
    static const TypeKernels q8k{DType::Q8_K, DType::Q8_K, s->dequantize_row, q8k_quantize, q8k_dot};
    switch (t) {
        case DType::Q2_K: return &q2k;
        case DType::Q3_K: return &q3k;
        case DType::Q4_K: return &q4k;
        case DType::Q5_K: return &q5k;
        case DType::Q6_K: return &q6k;
        case DType::IQ4_XS: return &iq4xs;
        case DType::Q8_K: return &q8k;
        default: return nullptr;
    }
}

}  // namespace synsema::kernels
