// Reference quantizers for Q2_K..Q6_K: the searches of llama.cpp's
// quantize_row_qN_K_ref (what llama-quantize runs without an importance
// matrix), re-implemented with the same float operations in the same order so
// the output bytes are identical. llama.cpp is built with FMA contraction, so
// the multiply-adds its compiler fuses are written here as explicit std::fma
// (exact on every CPU); this file itself is compiled with -ffp-contract=off so
// nothing else is fused behind our back.
#include "quantize_k.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "../blocks_k.h"
#include "../fp16.h"

namespace synsema::kernels {
namespace {

constexpr float kGroupMaxEps = 1e-15f;  // below this a group counts as all zero

// Asymmetric fit x ~ scale*L + min with L in [0, nmax], minimising the weighted
// error (absolute when use_mad, else squared). Tries nstep+1 candidate scales
// around nmax/(max-min), each refined by least squares. Returns the scale and
// stores -min (a non-negative offset) in *neg_min. fuse_sum_x mirrors how
// llama.cpp's compiled code forms sum(w*x): fused for its 16-wide Q2_K groups,
// separately rounded products (a vectorised in-order sum) for 32-wide groups.
float fit_scale_min(int n, int nmax, const float* x, const float* weights, uint8_t* L,
                    float* neg_min, uint8_t* Laux, float rmin, float rdelta, int nstep,
                    bool use_mad, bool fuse_sum_x) {
    float min = x[0], max = x[0];
    float sum_w = weights[0];
    float sum_x = sum_w * x[0];
    for (int i = 1; i < n; ++i) {
        if (x[i] < min) min = x[i];
        if (x[i] > max) max = x[i];
        const float w = weights[i];
        sum_w += w;
        sum_x = fuse_sum_x ? std::fma(w, x[i], sum_x) : sum_x + w * x[i];
    }
    if (min > 0) min = 0;
    if (max == min) {
        for (int i = 0; i < n; ++i) L[i] = 0;
        *neg_min = -min;
        return 0.f;
    }
    // Start from the plain min/max grid.
    float iscale = nmax / (max - min);
    float scale = 1 / iscale;
    float best_error = 0;
    for (int i = 0; i < n; ++i) {
        const int l = nearest_int_fused(iscale, (x[i] - min));
        L[i] = uint8_t(std::max(0, std::min(nmax, l)));
        float diff = std::fma(scale, float(L[i]), min) - x[i];
        diff = use_mad ? std::fabs(diff) : diff * diff;
        best_error = std::fma(weights[i], diff, best_error);
    }
    if (nstep < 1) {
        *neg_min = -min;
        return scale;
    }
    // Try slightly different grids; keep the least-squares fit with the smallest error.
    for (int is = 0; is <= nstep; ++is) {
        iscale = (std::fma(rdelta, float(is), rmin) + nmax) / (max - min);
        float sum_l = 0, sum_l2 = 0, sum_xl = 0;
        for (int i = 0; i < n; ++i) {
            int l = nearest_int_fused(iscale, (x[i] - min));
            l = std::max(0, std::min(nmax, l));
            Laux[i] = uint8_t(l);
            const float wl = weights[i] * float(l);
            sum_l += wl;
            sum_l2 = std::fma(wl, float(l), sum_l2);
            sum_xl = std::fma(wl, x[i], sum_xl);
        }
        const float D = std::fma(sum_w, sum_l2, -(sum_l * sum_l));
        if (D > 0) {
            float this_scale = std::fma(-sum_x, sum_l, sum_w * sum_xl) / D;
            float this_min = std::fma(sum_l2, sum_x, -(sum_l * sum_xl)) / D;
            if (this_min > 0) {
                this_min = 0;
                this_scale = sum_xl / sum_l2;
            }
            float error = 0;
            for (int i = 0; i < n; ++i) {
                float diff = std::fma(this_scale, float(Laux[i]), this_min) - x[i];
                diff = use_mad ? std::fabs(diff) : diff * diff;
                error = std::fma(weights[i], diff, error);
            }
            if (error < best_error) {
                for (int i = 0; i < n; ++i) L[i] = Laux[i];
                best_error = error;
                scale = this_scale;
                min = this_min;
            }
        }
    }
    *neg_min = -min;
    return scale;
}

// Symmetric fit x ~ scale*(L - nmax), L in [0, 2*nmax), weights x^2 (llama.cpp's
// make_qx_quants with rmse_type 1): 19 candidate scales around -nmax/max.
float fit_symmetric(int n, int nmax, const float* x, int8_t* L) {
    float max = 0, amax = 0;
    for (int i = 0; i < n; ++i) {
        const float ax = std::fabs(x[i]);
        if (ax > amax) { amax = ax; max = x[i]; }
    }
    if (amax < kGroupMaxEps) {
        for (int i = 0; i < n; ++i) L[i] = 0;
        return 0.f;
    }
    float iscale = -nmax / max;
    float sumlx = 0, suml2 = 0;
    for (int i = 0; i < n; ++i) {
        int l = nearest_int_fused(iscale, x[i]);
        l = std::max(-nmax, std::min(nmax - 1, l));
        L[i] = int8_t(l + nmax);
        const float w = x[i] * x[i];
        sumlx = std::fma(w * x[i], float(l), sumlx);
        suml2 = std::fma(w * float(l), float(l), suml2);
    }
    float scale = suml2 ? sumlx / suml2 : 0.0f;
    float best = scale * sumlx;
    for (int is = -9; is <= 9; ++is) {
        if (is == 0) continue;
        iscale = -std::fma(0.1f, float(is), float(nmax)) / max;
        sumlx = suml2 = 0;
        for (int i = 0; i < n; ++i) {
            int l = nearest_int_fused(iscale, x[i]);
            l = std::max(-nmax, std::min(nmax - 1, l));
            const float w = x[i] * x[i];
            sumlx = std::fma(w * x[i], float(l), sumlx);
            suml2 = std::fma(w * float(l), float(l), suml2);
        }
        if (suml2 > 0 && sumlx * sumlx > best * suml2) {
            for (int i = 0; i < n; ++i) {
                const int l = nearest_int_fused(iscale, x[i]);
                L[i] = int8_t(nmax + std::max(-nmax, std::min(nmax - 1, l)));
            }
            scale = sumlx / suml2;
            best = scale * sumlx;
        }
    }
    return scale;
}

// Q3_K's symmetric fit (llama.cpp's make_q3_quants with do_rmse): round, then
// greedily move single quants while the weighted fit improves (up to 5 passes).
// L receives values in [0, 2*nmax).
float fit_q3(int n, int nmax, const float* x, int8_t* L) {
    float max = 0, amax = 0;
    for (int i = 0; i < n; ++i) {
        const float ax = std::fabs(x[i]);
        if (ax > amax) { amax = ax; max = x[i]; }
    }
    if (amax < kGroupMaxEps) {
        for (int i = 0; i < n; ++i) L[i] = 0;
        return 0.f;
    }
    const float iscale = -nmax / max;
    float sumlx = 0, suml2 = 0;
    for (int i = 0; i < n; ++i) {
        int l = nearest_int_fused(iscale, x[i]);
        l = std::max(-nmax, std::min(nmax - 1, l));
        L[i] = int8_t(l);
        const float w = x[i] * x[i];
        sumlx = std::fma(w * x[i], float(l), sumlx);
        suml2 = std::fma(w * float(l), float(l), suml2);
    }
    for (int pass = 0; pass < 5; ++pass) {
        int changed = 0;
        for (int i = 0; i < n; ++i) {
            const float w = x[i] * x[i];
            const float wx = w * x[i];
            float slx = std::fma(-wx, float(L[i]), sumlx);
            if (slx > 0) {
                float sl2 = std::fma(-(w * float(L[i])), float(L[i]), suml2);
                int new_l = nearest_int(x[i] * sl2 / slx);
                new_l = std::max(-nmax, std::min(nmax - 1, new_l));
                if (new_l != L[i]) {
                    slx = std::fma(wx, float(new_l), slx);
                    sl2 = std::fma(w * float(new_l), float(new_l), sl2);
                    if (sl2 > 0 && slx * slx * suml2 > sumlx * sumlx * sl2) {
                        L[i] = int8_t(new_l);
                        sumlx = slx;
                        suml2 = sl2;
                        ++changed;
                    }
                }
            }
        }
        if (!changed) break;
    }
    for (int i = 0; i < n; ++i) L[i] = int8_t(L[i] + nmax);
    return sumlx / suml2;
}

void quantize_block_q2k(const float* x, BlockQ2K& y) {
    uint8_t L[kQK_K], Laux[16];
    float weights[16], mins[16], scales[16];
    constexpr float kLevels = 15.f;  // 4-bit scales and mins
    // 1. Fit each group of 16 with its own scale and min (weights |x|).
    float max_scale = 0, max_min = 0;
    for (int j = 0; j < 16; ++j) {
        for (int l = 0; l < 16; ++l) weights[l] = std::fabs(x[16 * j + l]);
        scales[j] = fit_scale_min(16, 3, x + 16 * j, weights, L + 16 * j, &mins[j], Laux, -0.5f,
                                  0.1f, 15, true, true);
        max_scale = std::max(max_scale, scales[j]);
        max_min = std::max(max_min, mins[j]);
    }
    // 2. Quantize the scales and mins to 4 bits against their maxima.
    if (max_scale > 0) {
        const float iscale = kLevels / max_scale;
        for (int j = 0; j < 16; ++j) y.scales[j] = uint8_t(nearest_int_fused(iscale, scales[j]));
        y.d = fp32_to_fp16(max_scale / kLevels);
    } else {
        for (int j = 0; j < 16; ++j) y.scales[j] = 0;
        y.d = fp32_to_fp16(0.f);
    }
    if (max_min > 0) {
        const float iscale = kLevels / max_min;
        for (int j = 0; j < 16; ++j) y.scales[j] |= uint8_t(nearest_int_fused(iscale, mins[j]) << 4);
        y.dmin = fp32_to_fp16(max_min / kLevels);
    } else {
        y.dmin = fp32_to_fp16(0.f);
    }
    // 3. Re-round each element against the scales actually stored.
    for (int j = 0; j < 16; ++j) {
        const float d = fp16_to_fp32(y.d) * (y.scales[j] & 0xf);
        if (!d) continue;
        const float dm = fp16_to_fp32(y.dmin) * (y.scales[j] >> 4);
        for (int i = 0; i < 16; ++i) {
            const int l = nearest_int((x[16 * j + i] + dm) / d);
            L[16 * j + i] = uint8_t(std::max(0, std::min(3, l)));
        }
    }
    // 4. Pack four 2-bit quants per byte: element 32k+l of each 128 goes to bits 2k.
    for (int j = 0; j < kQK_K; j += 128)
        for (int l = 0; l < 32; ++l)
            y.qs[j / 4 + l] = uint8_t(L[j + l] | (L[j + l + 32] << 2) | (L[j + l + 64] << 4) |
                                      (L[j + l + 96] << 6));
}

void quantize_block_q3k(const float* x, BlockQ3K& y) {
    int8_t L[kQK_K];
    float scales[16];
    // 1. Fit each group of 16 symmetrically; remember the largest-magnitude scale.
    float max_scale = 0, amax = 0;
    for (int j = 0; j < 16; ++j) {
        scales[j] = fit_q3(16, 4, x + 16 * j, L + 16 * j);
        const float a = std::fabs(scales[j]);
        if (a > amax) { amax = a; max_scale = scales[j]; }
    }
    // 2. Quantize the scales to 6 bits (offset 32) and pack them.
    std::memset(y.scales, 0, sizeof y.scales);
    if (max_scale) {
        const float iscale = -32.f / max_scale;
        for (int j = 0; j < 16; ++j) {
            int l = nearest_int_fused(iscale, scales[j]);
            l = std::max(-32, std::min(31, l)) + 32;
            if (j < 8) y.scales[j] = uint8_t(l & 0xf);
            else y.scales[j - 8] |= uint8_t((l & 0xf) << 4);
            y.scales[j % 4 + 8] |= uint8_t((l >> 4) << (2 * (j / 4)));
        }
        y.d = fp32_to_fp16(1 / iscale);
    } else {
        y.d = fp32_to_fp16(0.f);
    }
    // 3. Re-round against the stored scales.
    int8_t sc[16];
    unpack_q3k_scales(y.scales, sc);
    for (int j = 0; j < 16; ++j) {
        const float d = fp16_to_fp32(y.d) * sc[j];
        if (!d) continue;
        for (int i = 0; i < 16; ++i) {
            const int l = nearest_int(x[16 * j + i] / d);
            L[16 * j + i] = int8_t(std::max(-4, std::min(3, l)) + 4);
        }
    }
    // 4. Bit 2 of each quant goes to hmask (element e: byte e%32, bit e/32), the rest to qs.
    std::memset(y.hmask, 0, sizeof y.hmask);
    for (int e = 0; e < kQK_K; ++e) {
        if (L[e] > 3) {
            y.hmask[e % 32] |= uint8_t(1 << (e / 32));
            L[e] = int8_t(L[e] - 4);
        }
    }
    for (int j = 0; j < kQK_K; j += 128)
        for (int l = 0; l < 32; ++l)
            y.qs[j / 4 + l] = uint8_t(L[j + l] | (L[j + l + 32] << 2) | (L[j + l + 64] << 4) |
                                      (L[j + l + 96] << 6));
}

// Q4_K and Q5_K share the search: 8 groups of 32 with 6-bit scales and mins.
// Returns the quants (0..nmax) in L and fills d, dmin and the packed scales.
void quantize_scales_mins_k(const float* x, int nmax, float rmin, int nstep, uint16_t& d_out,
                            uint16_t& dmin_out, uint8_t packed[12], uint8_t* L) {
    uint8_t Laux[32];
    float weights[32], mins[8], scales[8];
    // 1. Fit each group of 32, weighting elements by rms + |x|.
    float max_scale = 0, max_min = 0;
    for (int j = 0; j < 8; ++j) {
        float sum_x2 = 0;
        for (int l = 0; l < 32; ++l) sum_x2 += x[32 * j + l] * x[32 * j + l];
        const float av_x = std::sqrt(sum_x2 / 32);
        for (int l = 0; l < 32; ++l) weights[l] = av_x + std::fabs(x[32 * j + l]);
        scales[j] = fit_scale_min(32, nmax, x + 32 * j, weights, L + 32 * j, &mins[j], Laux, rmin,
                                  0.1f, nstep, false, false);
        max_scale = std::max(max_scale, scales[j]);
        max_min = std::max(max_min, mins[j]);
    }
    // 2. Quantize scales and mins to 6 bits and pack them (see unpack_q4k_scales).
    const float inv_scale = max_scale > 0 ? 63.f / max_scale : 0.f;
    const float inv_min = max_min > 0 ? 63.f / max_min : 0.f;
    for (int j = 0; j < 8; ++j) {
        // Truncation to a byte before the clamp is llama.cpp's (it matters only
        // for out-of-range values).
        const int ls = std::min(63, int(uint8_t(nearest_int_fused(inv_scale, scales[j]))));
        const int lm = std::min(63, int(uint8_t(nearest_int_fused(inv_min, mins[j]))));
        if (j < 4) {
            packed[j] = uint8_t(ls);
            packed[j + 4] = uint8_t(lm);
        } else {
            packed[j + 4] = uint8_t((ls & 0xf) | ((lm & 0xf) << 4));
            packed[j - 4] |= uint8_t((ls >> 4) << 6);
            packed[j] |= uint8_t((lm >> 4) << 6);
        }
    }
    d_out = fp32_to_fp16(max_scale / 63.f);
    dmin_out = fp32_to_fp16(max_min / 63.f);
    // 3. Re-round against the stored scales and mins.
    uint8_t sc[8], m[8];
    unpack_q4k_scales(packed, sc, m);
    for (int j = 0; j < 8; ++j) {
        const float d = fp16_to_fp32(d_out) * sc[j];
        if (!d) continue;
        const float dm = fp16_to_fp32(dmin_out) * m[j];
        for (int i = 0; i < 32; ++i) {
            const int l = nearest_int((x[32 * j + i] + dm) / d);
            L[32 * j + i] = uint8_t(std::max(0, std::min(nmax, l)));
        }
    }
}

void quantize_block_q4k(const float* x, BlockQ4K& y) {
    uint8_t L[kQK_K];
    quantize_scales_mins_k(x, 15, -1.f, 20, y.d, y.dmin, y.scales, L);
    // Element 64k+l -> low nibble of qs[32k+l]; 64k+32+l -> high nibble.
    for (int j = 0; j < kQK_K; j += 64)
        for (int l = 0; l < 32; ++l) y.qs[j / 2 + l] = uint8_t(L[j + l] | (L[j + l + 32] << 4));
}

void quantize_block_q5k(const float* x, BlockQ5K& y) {
    uint8_t L[kQK_K];
    quantize_scales_mins_k(x, 31, -0.5f, 15, y.d, y.dmin, y.scales, L);
    // As Q4_K for the low 4 bits; bit 4 of element e goes to qh[e%32] bit e/32.
    std::memset(y.qh, 0, sizeof y.qh);
    for (int e = 0; e < kQK_K; ++e)
        if (L[e] > 15) y.qh[e % 32] |= uint8_t(1 << (e / 32));
    for (int j = 0; j < kQK_K; j += 64)
        for (int l = 0; l < 32; ++l)
            y.qs[j / 2 + l] = uint8_t((L[j + l] & 0xf) | ((L[j + l + 32] & 0xf) << 4));
}

void quantize_block_q6k(const float* x, BlockQ6K& y) {
    int8_t L[kQK_K];
    float scales[16];
    // 1. Fit each group of 16 symmetrically.
    float max_scale = 0, max_abs_scale = 0;
    for (int j = 0; j < 16; ++j) {
        scales[j] = fit_symmetric(16, 32, x + 16 * j, L + 16 * j);
        const float a = std::fabs(scales[j]);
        if (a > max_abs_scale) { max_abs_scale = a; max_scale = scales[j]; }
    }
    if (max_abs_scale < kGroupMaxEps) {
        std::memset(&y, 0, sizeof y);
        return;
    }
    // 2. 8-bit scales against the largest-magnitude one.
    const float iscale = -128.f / max_scale;
    y.d = fp32_to_fp16(1 / iscale);
    for (int j = 0; j < 16; ++j) y.scales[j] = int8_t(std::min(127, nearest_int_fused(iscale, scales[j])));
    // 3. Re-round against the stored scales.
    for (int j = 0; j < 16; ++j) {
        const float d = fp16_to_fp32(y.d) * y.scales[j];
        if (!d) continue;
        for (int i = 0; i < 16; ++i) {
            const int l = nearest_int(x[16 * j + i] / d);
            L[16 * j + i] = int8_t(std::max(-32, std::min(31, l)) + 32);
        }
    }
    // 4. Pack: per 128 elements, ql gets nibbles of groups (0,2) and (1,3), qh their top bits.
    for (int j = 0; j < kQK_K; j += 128) {
        uint8_t* ql = y.ql + j / 2;
        uint8_t* qh = y.qh + j / 4;
        for (int l = 0; l < 32; ++l) {
            const int q0 = L[j + l], q1 = L[j + l + 32], q2 = L[j + l + 64], q3 = L[j + l + 96];
            ql[l] = uint8_t((q0 & 0xf) | ((q2 & 0xf) << 4));
            ql[l + 32] = uint8_t((q1 & 0xf) | ((q3 & 0xf) << 4));
            qh[l] = uint8_t((q0 >> 4) | ((q1 >> 4) << 2) | ((q2 >> 4) << 4) | ((q3 >> 4) << 6));
        }
    }
}

template <class Block, void (*QuantizeBlock)(const float*, Block&)>
void quantize_blocks(const float* src, void* dst, int64_t n) {
    // Built in a local and copied out: dst carries no alignment guarantee.
    auto* out = static_cast<uint8_t*>(dst);
    for (int64_t i = 0; i < n / kQK_K; ++i) {
        Block b{};
        QuantizeBlock(src + i * kQK_K, b);
        std::memcpy(out + i * int64_t(sizeof b), &b, sizeof b);
    }
}

}  // namespace

void quantize_row_q2k(const float* src, void* dst, int64_t n) {
    quantize_blocks<BlockQ2K, quantize_block_q2k>(src, dst, n);
}
void quantize_row_q3k(const float* src, void* dst, int64_t n) {
    quantize_blocks<BlockQ3K, quantize_block_q3k>(src, dst, n);
}
void quantize_row_q4k(const float* src, void* dst, int64_t n) {
    quantize_blocks<BlockQ4K, quantize_block_q4k>(src, dst, n);
}
void quantize_row_q5k(const float* src, void* dst, int64_t n) {
    quantize_blocks<BlockQ5K, quantize_block_q5k>(src, dst, n);
}
void quantize_row_q6k(const float* src, void* dst, int64_t n) {
    quantize_blocks<BlockQ6K, quantize_block_q6k>(src, dst, n);
}

}  // namespace synsema::kernels
