// AVX2 kernel tables for the quantized types: one lookup per type family, for
// plain AVX2, for AVX2 with AVX-VNNI integer dots and for AVX-512.
#include "../type_kernels.h"

namespace synsema::kernels {

const TypeKernels* avx2_legacy_kernels(DType t);      // avx2/quant_legacy.cpp
const TypeKernels* avx2_kquant_kernels(DType t);      // avx2/quant_k.cpp
const TypeKernels* avx_vnni_legacy_kernels(DType t);  // avx2/quant_legacy_vnni.cpp
const TypeKernels* avx_vnni_kquant_kernels(DType t);  // avx2/quant_k_vnni.cpp
const TypeKernels* avx512_legacy_kernels(DType t);    // avx512/quant_legacy_avx512.cpp
const TypeKernels* avx512_kquant_kernels(DType t);    // avx512/quant_k_avx512.cpp

const TypeKernels* avx2_quant_kernels(DType t) {
    if (const auto* k = avx2_legacy_kernels(t)) return k;
    return avx2_kquant_kernels(t);
}

const TypeKernels* avx_vnni_quant_kernels(DType t) {
    if (const auto* k = avx_vnni_legacy_kernels(t)) return k;
    return avx_vnni_kquant_kernels(t);
}

const TypeKernels* avx512_quant_kernels(DType t) {
    if (const auto* k = avx512_legacy_kernels(t)) return k;
    return avx512_kquant_kernels(t);
}

}  // namespace synsema::kernels
