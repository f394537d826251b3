// Blocked attention: many query rows (tokens x the heads of one KV group)
// against one KV head, written once against the vector interface of
// simd_f32.h (S = F32x8 on the AVX2 path, F32x16 on the AVX-512 path).
//
// Each chunk of 64 keys is read from the cache ONCE per call and used by every
// query row: the cache keeps a block's keys column by column (KvLayerView), so
// the chunk is copied (F16 converted) into a small block in L1 as it is:
// a score vector holds S::N keys and one FMA with a broadcast query element
// advances MR rows x S::N keys, with no horizontal sums; its values are
// converted once, and one FMA with a broadcast weight advances a row's output
// by S::N dimensions. A prefill batch of T tokens thus reads the cache once
// per KV group instead of T times, and decode (T = 1) does the same work with
// the group's heads as rows.
//
// Per row it is the online softmax of the scalar reference
// (scalar/ops_scalar.cpp): scores scaled, soft-capped, masked to the row's
// own keys (causal, and the sliding window), a running maximum and sum, the
// output rescaled when the maximum grows; only the summation order differs.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "../ops.h"
#include "simd_f32.h"

namespace synsema::kernels::simd {
inline namespace SYNSEMA_SIMD_TAG {

template <class S>
struct AttentionRows {
    using V = typename S::V;
    static constexpr int N = S::N;
    static constexpr int64_t kChunk = 64;           // keys per chunk
    static constexpr int kKeyVecs = int(kChunk) / N;  // score vectors per row and chunk
    // Register tiles: MR rows x up to 4 vectors, within the register file
    // (16 vector registers on AVX2, 32 on AVX-512).
    static constexpr int kMR = N == 16 ? 6 : 3;

    struct Scratch {
        std::vector<float> kt;    // [head_dim][kChunk]: the chunk's keys, one key per lane
        std::vector<float> vc;    // [kChunk][hd_pad]: the chunk's values (zero-padded)
        std::vector<float> s;     // [rows][kChunk]: scores, then weights
        std::vector<float> o;     // [rows][hd_pad]: unnormalised outputs
        std::vector<float> m;     // [rows]: running maximum
        std::vector<double> l;    // [rows]: running sum of weights
        std::vector<float> alpha; // [rows]: this chunk's rescale of the output
        std::vector<int64_t> lo, hi;  // [rows]: the row's first and last key
    };

    static Scratch& scratch() {
        thread_local Scratch s;  // grown once per thread: no allocation in steady state
        return s;
    }

    // Cached element i of one cache array, as a float.
    static float load1(const KvLayerView& c, const void* base, int64_t i) {
        if (c.type == DType::F16) {
            const uint16_t h = static_cast<const uint16_t*>(base)[i];
            return _cvtsh_ss(h);
        }
        return static_cast<const float*>(base)[i];
    }
    static V loadv(const KvLayerView& c, const void* base, int64_t i) {
        return c.type == DType::F16 ? S::load_f16(static_cast<const uint16_t*>(base) + i)
                                    : S::load(static_cast<const float*>(base) + i);
    }

    // A prefetch of the cache line at `address` (an integer: a chunk ahead may lie past the
    // array, where pointer arithmetic is undefined; a prefetch never faults and changes no result).
    // Written in asm because GCC at -O2 deleted loops of _mm_prefetch whose trip count it could not see.
    static void prefetch_line(uintptr_t address) { asm volatile("prefetcht0 (%0)" : : "r"(address)); }
    // Prefetches the `bytes` one chunk (`ahead` bytes) after `row`: a KV head's keys and its values
    // are each one sequential stream (KvLayerView), and the hardware prefetchers stop at every 4 KiB
    // page, so decode (7 query rows, little work per chunk) otherwise waits on each chunk's reads.
    static void prefetch_row_ahead(const void* row, size_t bytes, size_t ahead) {
        const uintptr_t next = reinterpret_cast<uintptr_t>(row) + ahead;
        for (size_t off = 0; off < bytes; off += 64) prefetch_line(next + off);
    }

    // Keys [c0, c0 + n) of kv head hk -> kt[d][j] (columns j >= n zero). c0 opens a key block: the
    // cache holds each dimension of the block contiguous (KvLayerView), so this is a copy (F16 converted).
    static_assert(kChunk == kKvBlock, "a chunk of keys is one block of the cache");
    static void load_keys(const AttentionParams& p, const KvLayerView& cache, int64_t hk, int64_t c0, int64_t n,
                          float* kt) {
        const int64_t hd = p.head_dim;
        const size_t elem = cache.type == DType::F16 ? 2 : 4, ahead = size_t(hd * kChunk) * elem;
        for (int64_t d = 0; d < hd; ++d) {
            const int64_t base = kv_key_index(cache.n_ctx, hd, hk, d, c0);
            prefetch_row_ahead(static_cast<const uint8_t*>(cache.k) + size_t(base) * elem, size_t(kChunk) * elem, ahead);
            float* row = kt + d * kChunk;
            int64_t j = 0;
            for (; j + N <= n; j += N) S::store(row + j, loadv(cache, cache.k, base + j));
            for (; j < n; ++j) row[j] = load1(cache, cache.k, base + j);
            for (; j < kChunk; ++j) row[j] = 0.0f;
        }
    }

    // Values [c0, c0 + n) of kv head hk -> vc[j][d] (rows j >= n and columns d >= hd zero).
    static void load_values(const AttentionParams& p, const KvLayerView& cache, int64_t hk, int64_t c0, int64_t n,
                            int64_t hd_pad, float* vc) {
        const int64_t hd = p.head_dim;
        const size_t elem = cache.type == DType::F16 ? 2 : 4, ahead = size_t(hd * kChunk) * elem;
        for (int64_t j = 0; j < kChunk; ++j) {
            float* row = vc + j * hd_pad;
            if (j >= n) {
                std::fill(row, row + hd_pad, 0.0f);
                continue;
            }
            const int64_t base = kv_value_index(cache.n_ctx, hd, hk, 0, c0 + j);
            prefetch_row_ahead(static_cast<const uint8_t*>(cache.v) + size_t(base) * elem, size_t(hd) * elem, ahead);
            int64_t d = 0;
            for (; d + N <= hd; d += N) S::store(row + d, loadv(cache, cache.v, base + d));
            for (; d < hd; ++d) row[d] = load1(cache, cache.v, base + d);
            std::fill(row + hd, row + hd_pad, 0.0f);
        }
    }

    // s[r][0..kChunk) = q_r . keys, for the R rows starting at row r0 (R <= kMR).
    template <int R>
    static void scores(const float* const* q, int64_t hd, const float* kt, float* s) {
        for (int c0 = 0; c0 < kKeyVecs; c0 += 4) {
            constexpr int kMaxC = kKeyVecs < 4 ? kKeyVecs : 4;
            V acc[R][kMaxC];
            for (int r = 0; r < R; ++r)
                for (int c = 0; c < kMaxC; ++c) acc[r][c] = S::zero();
            for (int64_t d = 0; d < hd; ++d) {
                const float* kd = kt + d * kChunk + c0 * N;
                V k[kMaxC];
                for (int c = 0; c < kMaxC; ++c) k[c] = S::load(kd + c * N);
                for (int r = 0; r < R; ++r) {
                    const V qd = S::set1(q[r][d]);
                    for (int c = 0; c < kMaxC; ++c) acc[r][c] = S::fmadd(qd, k[c], acc[r][c]);
                }
            }
            for (int r = 0; r < R; ++r)
                for (int c = 0; c < kMaxC; ++c) S::store(s + r * kChunk + (c0 + c) * N, acc[r][c]);
        }
    }

    // o[r][d0, d0 + C N) = o * alpha[r] + sum over keys j of w[r][j] vc[j][...], R rows.
    template <int R, int C>
    static void accumulate(float* o, int64_t hd_pad, const float* w, const float* alpha, const float* vc, int64_t n,
                           int64_t d0) {
        V acc[R][C];
        for (int r = 0; r < R; ++r)
            for (int c = 0; c < C; ++c) acc[r][c] = S::mul(S::load(o + r * hd_pad + d0 + c * N), S::set1(alpha[r]));
        for (int64_t j = 0; j < n; ++j) {
            V v[C];
            for (int c = 0; c < C; ++c) v[c] = S::load(vc + j * hd_pad + d0 + c * N);
            for (int r = 0; r < R; ++r) {
                const V wj = S::set1(w[r * kChunk + j]);
                for (int c = 0; c < C; ++c) acc[r][c] = S::fmadd(wj, v[c], acc[r][c]);
            }
        }
        for (int r = 0; r < R; ++r)
            for (int c = 0; c < C; ++c) S::store(o + r * hd_pad + d0 + c * N, acc[r][c]);
    }
    template <int R>
    static void accumulate_row_block(float* o, int64_t hd_pad, const float* w, const float* alpha, const float* vc,
                                     int64_t n) {
        int64_t d0 = 0;
        for (; d0 + 4 * N <= hd_pad; d0 += 4 * N) accumulate<R, 4>(o, hd_pad, w, alpha, vc, n, d0);
        switch ((hd_pad - d0) / N) {
            case 3: accumulate<R, 3>(o, hd_pad, w, alpha, vc, n, d0); break;
            case 2: accumulate<R, 2>(o, hd_pad, w, alpha, vc, n, d0); break;
            case 1: accumulate<R, 1>(o, hd_pad, w, alpha, vc, n, d0); break;
            default: break;
        }
    }
    template <int R>
    static void row_block(int64_t r0, const float* const* q, int64_t hd, int64_t hd_pad, Scratch& st, int64_t n,
                          bool values) {
        if (!values) scores<R>(q + r0, hd, st.kt.data(), st.s.data() + r0 * kChunk);
        else accumulate_row_block<R>(st.o.data() + r0 * hd_pad, hd_pad, st.s.data() + r0 * kChunk, st.alpha.data() + r0, st.vc.data(), n);
    }
    // Every row, in blocks of at most kMR rows as even as possible (7 rows, a
    // KV group of Qwen2.5 at decode, go as 4 + 3, not 6 + 1): scores (values
    // = false) or the value sums.
    static void all_rows(int64_t rows, const float* const* q, int64_t hd, int64_t hd_pad, Scratch& st, int64_t n,
                         bool values) {
        const int64_t blocks = (rows + kMR - 1) / kMR;
        for (int64_t b = 0, r0 = 0; b < blocks; ++b) {
            const int64_t size = (rows - r0 + (blocks - b) - 1) / (blocks - b);
            switch (size) {
                case 6: row_block<6 <= kMR ? 6 : 1>(r0, q, hd, hd_pad, st, n, values); break;
                case 5: row_block<5 <= kMR ? 5 : 1>(r0, q, hd, hd_pad, st, n, values); break;
                case 4: row_block<4 <= kMR ? 4 : 1>(r0, q, hd, hd_pad, st, n, values); break;
                case 3: row_block<3>(r0, q, hd, hd_pad, st, n, values); break;
                case 2: row_block<2>(r0, q, hd, hd_pad, st, n, values); break;
                default: row_block<1>(r0, q, hd, hd_pad, st, n, values); break;
            }
            r0 += size;
        }
    }

    // Row r's chunk scores -> weights (scale, soft cap, mask, online softmax):
    // updates m, l and alpha (the factor for the row's running output).
    static void softmax_chunk(const AttentionParams& p, Scratch& st, int64_t r, int64_t c0, int64_t n) {
        float* s = st.s.data() + r * kChunk;
        // The row's keys in this chunk: [a, b).
        const int64_t a = std::clamp<int64_t>(st.lo[size_t(r)] - c0, 0, n), b = std::clamp<int64_t>(st.hi[size_t(r)] + 1 - c0, 0, n);
        V vmax = S::set1(-INFINITY);
        const V scale = S::set1(p.scale);
        for (int i = 0; i < kKeyVecs; ++i) {
            V x = S::mul(S::load(s + i * N), scale);
            if (p.softcap > 0) x = S::mul(S::set1(p.softcap), tanh<S>(S::mul(x, S::set1(1.0f / p.softcap))));
            // Keys outside [a, b) of the row: -inf, whose weight is 0.
            const int64_t j0 = int64_t(i) * N;
            if (j0 + N > b) x = S::fill_from(x, int(std::clamp<int64_t>(b - j0, 0, N)), -INFINITY);
            if (j0 < a) {  // before a sliding window's first key
                alignas(64) float lanes[N];
                S::store(lanes, x);
                for (int e = 0; e < N && j0 + e < a; ++e) lanes[e] = -INFINITY;
                x = S::load(lanes);
            }
            S::store(s + i * N, x);
            vmax = S::max(vmax, x);
        }
        const float old_max = st.m[size_t(r)];
        const float new_max = std::max(old_max, S::reduce_max(vmax));
        if (new_max == -INFINITY) {  // no key of the row yet: nothing to add
            st.alpha[size_t(r)] = 1.0f;
            std::fill(s, s + kChunk, 0.0f);
            return;
        }
        const float alpha = std::exp(old_max - new_max);
        V vsum = S::zero();
        const V vm = S::set1(new_max);
        for (int i = 0; i < kKeyVecs; ++i) {
            const V w = exp<S>(S::sub(S::load(s + i * N), vm));
            S::store(s + i * N, w);
            vsum = S::add(vsum, w);
        }
        st.l[size_t(r)] = st.l[size_t(r)] * alpha + double(S::reduce_add(vsum));
        st.m[size_t(r)] = new_max;
        st.alpha[size_t(r)] = alpha;
    }

    // The entry point (OpsKernels::attention_tokens).
    static void run(const AttentionParams& p, const float* q, int64_t q_stride, int64_t n_tok, int64_t n_heads,
                    const int32_t* positions, const KvLayerView& cache, int64_t hk, float* out, int64_t out_stride) {
        const int64_t hd = p.head_dim, hd_pad = (hd + N - 1) / N * N, rows = n_tok * n_heads;
        if (rows <= 0) return;
        Scratch& st = scratch();
        auto grow = [](auto& v, size_t size) {
            if (v.size() < size) v.resize(size);
        };
        grow(st.kt, size_t(hd * kChunk));
        grow(st.vc, size_t(kChunk * hd_pad));
        grow(st.s, size_t(rows * kChunk));
        grow(st.o, size_t(rows * hd_pad));
        grow(st.m, size_t(rows));
        grow(st.l, size_t(rows));
        grow(st.alpha, size_t(rows));
        grow(st.lo, size_t(rows));
        grow(st.hi, size_t(rows));
        thread_local std::vector<const float*> qrows;
        grow(qrows, size_t(rows));
        int64_t first = INT64_MAX, last = -1;
        for (int64_t t = 0; t < n_tok; ++t) {
            const int64_t pos = positions[t];
            const int64_t lo = p.window > 0 ? std::max<int64_t>(0, pos - p.window + 1) : 0;
            first = std::min(first, lo);
            last = std::max(last, pos);
            for (int64_t h = 0; h < n_heads; ++h) {
                const size_t r = size_t(t * n_heads + h);
                st.lo[r] = lo;
                st.hi[r] = pos;
                qrows[r] = q + t * q_stride + h * hd;
            }
        }
        std::fill(st.o.begin(), st.o.begin() + rows * hd_pad, 0.0f);
        std::fill(st.m.begin(), st.m.begin() + rows, -INFINITY);
        std::fill(st.l.begin(), st.l.begin() + rows, 0.0);
        // Chunks are the cache's key blocks; keys before a row's window are masked (softmax_chunk).
        for (int64_t c0 = first - first % kChunk; c0 <= last; c0 += kChunk) {
            const int64_t n = std::min(kChunk, last + 1 - c0);
            load_keys(p, cache, hk, c0, n, st.kt.data());
            all_rows(rows, qrows.data(), hd, hd_pad, st, n, false);
            for (int64_t r = 0; r < rows; ++r) softmax_chunk(p, st, r, c0, n);
            load_values(p, cache, hk, c0, n, hd_pad, st.vc.data());
            all_rows(rows, qrows.data(), hd, hd_pad, st, n, true);
        }
        for (int64_t t = 0; t < n_tok; ++t)
            for (int64_t h = 0; h < n_heads; ++h) {
                const int64_t r = t * n_heads + h;
                const double l = st.l[size_t(r)];
                const float inv = l > 0 ? float(1.0 / l) : 0.0f;
                const float* o = st.o.data() + r * hd_pad;
                float* dst = out + t * out_stride + h * hd;
                int64_t d = 0;
                for (; d + N <= hd; d += N) S::store(dst + d, S::mul(S::load(o + d), S::set1(inv)));
                for (; d < hd; ++d) dst[d] = o[d] * inv;
            }
    }
};

}  // namespace SYNSEMA_SIMD_TAG
}  // namespace synsema::kernels::simd
