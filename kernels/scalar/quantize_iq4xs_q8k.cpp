// Reference quantizers for IQ4_XS (llama.cpp's quantize_iq4_xs without an
// importance matrix) and Q8_K (quantize_row_q8_K_ref), with the same float
// operations in the same order so the bytes match llama.cpp's.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "../blocks_k.h"
#include "../fp16.h"
#include "quantize_k.h"

namespace synsema::kernels {
namespace {

constexpr float kGroupMaxEps = 1e-15f;

// Index of the grid value nearest to x (ties go to the upper value only when
// strictly closer, as in llama.cpp's best_index_int8).
int nearest_grid_index(float x) {
    const int8_t* v = kIQ4NLValues;
    if (x <= v[0]) return 0;
    if (x >= v[15]) return 15;
    int lo = 0, hi = 15;
    while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        if (x < v[mid]) hi = mid;
        else lo = mid;
    }
    return x - v[hi - 1] < v[hi] - x ? hi - 1 : hi;
}

void quantize_block_iq4xs(const float* x, BlockIQ4XS& y) {
    constexpr int kGroups = 8, kGroupSize = 32, kTries = 7;
    const int8_t* values = kIQ4NLValues;
    uint8_t L[kQK_K];
    float scales[kGroups], weight[kGroupSize];

    std::memset(y.qs, 0, sizeof y.qs);
    y.d = fp32_to_fp16(0.f);

    // 1. Per group of 32: the best scale on the grid, weights x^2, trying 15
    //    scales around max/values[0].
    float max_scale = 0, amax_scale = 0;
    for (int ib = 0; ib < kGroups; ++ib) {
        const float* xb = x + ib * kGroupSize;
        uint8_t* Lb = L + ib * kGroupSize;
        for (int j = 0; j < kGroupSize; ++j) weight[j] = xb[j] * xb[j];
        float amax = 0, max = 0;
        for (int j = 0; j < kGroupSize; ++j) {
            const float ax = std::fabs(xb[j]);
            if (ax > amax) { amax = ax; max = xb[j]; }
        }
        if (amax < kGroupMaxEps) {
            scales[ib] = 0;
            continue;
        }
        float d = -max / values[0];
        float id = 1 / d;
        float sumqx = 0, sumq2 = 0;
        for (int j = 0; j < kGroupSize; ++j) {
            const int l = nearest_grid_index(id * xb[j]);
            Lb[j] = uint8_t(l);
            const float q = values[l];
            const float w = weight[j];
            sumqx += w * q * xb[j];
            sumq2 += w * q * q;
        }
        d = sumqx / sumq2;
        float best = d * sumqx;
        for (int itry = -kTries; itry <= kTries; ++itry) {
            id = (itry + values[0]) / max;
            sumqx = sumq2 = 0;
            for (int j = 0; j < kGroupSize; ++j) {
                const float q = values[nearest_grid_index(id * xb[j])];
                const float w = weight[j];
                sumqx += w * q * xb[j];
                sumq2 += w * q * q;
            }
            if (sumq2 > 0 && sumqx * sumqx > best * sumq2) {
                d = sumqx / sumq2;
                best = d * sumqx;
            }
        }
        scales[ib] = d;
        const float abs_d = std::fabs(d);
        if (abs_d > amax_scale) { amax_scale = abs_d; max_scale = d; }
    }

    // 2. 6-bit group scales (offset 32) against the largest-magnitude one, and
    //    re-round every element against its stored scale.
    y.scales_h = 0;
    std::memset(y.scales_l, 0, sizeof y.scales_l);
    const float d = -max_scale / 32;
    y.d = fp32_to_fp16(d);
    const float id = d ? 1 / d : 0.f;
    for (int ib = 0; ib < kGroups; ++ib) {
        int l = nearest_int(id * scales[ib]);
        l = std::max(-32, std::min(31, l));
        const float dl = d * l;
        const float idl = dl ? 1 / dl : 0.f;
        for (int j = 0; j < kGroupSize; ++j)
            L[ib * kGroupSize + j] = uint8_t(nearest_grid_index(idl * x[ib * kGroupSize + j]));
        l += 32;
        y.scales_l[ib / 2] |= uint8_t((l & 0xf) << (4 * (ib % 2)));
        y.scales_h |= uint16_t((l >> 4) << (2 * ib));
    }

    // 3. Pack: element 32i+j -> low nibble of qs[16i+j], 32i+16+j -> high nibble.
    for (int i = 0; i < kGroups; ++i)
        for (int j = 0; j < 16; ++j)
            y.qs[16 * i + j] = uint8_t(L[32 * i + j] | (L[32 * i + 16 + j] << 4));
}

}  // namespace

void quantize_row_iq4xs(const float* src, void* dst, int64_t n) {
    // Built in a local and copied out: dst carries no alignment guarantee.
    auto* out = static_cast<uint8_t*>(dst);
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        BlockIQ4XS b{};
        quantize_block_iq4xs(src + i * kQK_K, b);
        std::memcpy(out + i * int64_t(sizeof b), &b, sizeof b);
    }
}

void quantize_row_q8k(const float* src, void* dst, int64_t n) {
    auto* out = static_cast<uint8_t*>(dst);
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        const float* x = src + i * kQK_K;
        BlockQ8K y{};
        // The signed value of largest magnitude (first one on ties) maps to -127.
        float max = 0, amax = 0;
        for (int j = 0; j < kQK_K; ++j) {
            const float ax = std::fabs(x[j]);
            if (ax > amax) { amax = ax; max = x[j]; }
        }
        if (!amax) {
            y.d = 0;
            std::memset(y.qs, 0, sizeof y.qs);
        } else {
            const float iscale = -127.f / max;
            for (int j = 0; j < kQK_K; ++j) y.qs[j] = int8_t(std::min(127, nearest_int(iscale * x[j])));
            y.d = 1 / iscale;
        }
        for (int j = 0; j < 16; ++j) {
            int sum = 0;
            for (int l = 0; l < 16; ++l) sum += y.qs[16 * j + l];
            y.bsums[j] = int16_t(sum);
        }
        std::memcpy(out + i * int64_t(sizeof y), &y, sizeof y);
    }
}

}  // namespace synsema::kernels
