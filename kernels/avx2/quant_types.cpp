// AVX2 kernel table for the quantized types: one lookup per type family.
#include "../type_kernels.h"

namespace synsema::kernels {

const TypeKernels* avx2_legacy_kernels(DType t);  // avx2/quant_legacy.cpp
const TypeKernels* avx2_kquant_kernels(DType t);  // avx2/quant_k.cpp

const TypeKernels* avx2_quant_kernels(DType t) {
    if (const auto* k = avx2_legacy_kernels(t)) return k;
    return avx2_kquant_kernels(t);
}

}  // namespace synsema::kernels
