#include "type_kernels.h"

#include "cpu_features.h"

namespace synsema::kernels {

const TypeKernels* type_kernels(DType t, KernelPath path) {
    if (path == KernelPath::Avx512) {
        if (!use_avx512()) return nullptr;
        if (const auto* k = avx512_quant_kernels(t)) return k;
        return avx2_float_kernels(t);
    }
    if (path == KernelPath::Avx2Vnni) {
        if (!use_avx_vnni()) return nullptr;
        if (const auto* k = avx_vnni_quant_kernels(t)) return k;
        return avx2_float_kernels(t);
    }
    if (path == KernelPath::Avx2) {
        if (!use_avx2()) return nullptr;
        if (const auto* k = avx2_quant_kernels(t)) return k;
        return avx2_float_kernels(t);
    }
    if (const auto* k = scalar_quant_kernels(t)) return k;
    return scalar_float_kernels(t);
}

const TypeKernels* type_kernels(DType t) {
    if (use_avx512())
        if (const auto* k = type_kernels(t, KernelPath::Avx512)) return k;
    if (use_avx_vnni())
        if (const auto* k = type_kernels(t, KernelPath::Avx2Vnni)) return k;
    if (use_avx2())
        if (const auto* k = type_kernels(t, KernelPath::Avx2)) return k;
    return type_kernels(t, KernelPath::Scalar);
}

}  // namespace synsema::kernels
