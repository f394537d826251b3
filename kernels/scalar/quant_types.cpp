// Scalar kernel table for the quantized types: one lookup per type family.
#include "../type_kernels.h"

namespace synsema::kernels {

const TypeKernels* scalar_legacy_kernels(DType t);  // scalar/quant_legacy.cpp
const TypeKernels* scalar_kquant_kernels(DType t);  // scalar/quant_k.cpp

const TypeKernels* scalar_quant_kernels(DType t) {
    if (const auto* k = scalar_legacy_kernels(t)) return k;
    return scalar_kquant_kernels(t);
}

}  // namespace synsema::kernels
