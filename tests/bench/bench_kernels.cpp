// bench-kernels: memory bandwidth probe, decode GEMV and prefill GEMM speed
// for every runnable weight type, with 2 threads (--threads N: N).
//
//   bench-kernels [--quick] [--big] [--kernels] [--types q4_K,q8_0,...] [--threads N]
//
// GEMV GB/s counts the weight bytes read per token ("%BW" relates it to the
// streaming-read probe of the same run); GEMM GOP/s counts 2 ops per
// multiply-add; "speedup" is GEMV time per token / (GEMM time / tokens).
// --quick: only the Qwen2.5-0.5B FFN shapes (in cache). --big: only the
// matrices larger than L3 (151936x896 output; 32768x4096 for K-quants, whose
// rows must be multiples of 256). --types: a comma-separated subset.
// --kernels: single-thread in-cache tile vs decode throughput (noise-robust).
#include <algorithm>
#include <cstdlib>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "dot_peak.h"
#include "kernels/cpu_features.h"
#include "kernels/dtype.h"
#include "kernels/matmul.h"
#include "kernels/bandwidth.h"
#include "kernels/thread_pool.h"
#include "kernels/type_kernels.h"

using namespace synsema::kernels;

namespace {

constexpr int kPrefillTokens = 512;

double now_seconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Median wall time of `reps` runs of fn (after one warm-up run).
template <class F>
double time_median(int reps, F&& fn) {
    fn();
    std::vector<double> t;
    for (int i = 0; i < reps; ++i) {
        const double start = now_seconds();
        fn();
        t.push_back(now_seconds() - start);
    }
    return median(t);
}

// A rows x cols matrix of type t: 64 distinct quantized random rows repeated.
std::vector<uint8_t> make_weights(DType t, int64_t rows, int64_t cols) {
    const TypeKernels* k = type_kernels(t);
    const uint64_t rb = *row_bytes(t, uint64_t(cols));
    constexpr int kDistinct = 64;
    std::vector<uint8_t> distinct(rb * kDistinct);
    std::mt19937 rng(1234);
    std::normal_distribution<float> dist(0.0f, 0.02f);
    std::vector<float> row(static_cast<size_t>(cols));
    for (int r = 0; r < kDistinct; ++r) {
        for (auto& v : row) v = dist(rng);
        k->quantize_row(row.data(), distinct.data() + r * rb, cols);
    }
    std::vector<uint8_t> w(rb * uint64_t(rows));
    for (int64_t r = 0; r < rows; ++r) std::memcpy(w.data() + uint64_t(r) * rb, distinct.data() + (r % kDistinct) * rb, rb);
    return w;
}

struct Shape {
    int64_t rows, cols;
    const char* what;
};

// One row of the table; `panels`: the matrix packed as panels first (the
// form the engine loads a multiplied-only matrix in, where the type has one).
void bench_type(ThreadPool& pool, DType t, const Shape& s, double bandwidth, double peak_gops, bool panels) {
    const auto w = make_weights(t, s.rows, s.cols);
    Matrix m{t, w.data(), s.cols, s.rows};
    std::vector<uint8_t> packed(panels ? panel_storage_bytes(m) : 0);
    if (panels) {
        if (packed.empty()) return;
        pack_panels(m, packed.data(), 0, m.rows / 8);
        m = with_panels(m, packed.data());
    }
    std::vector<float> x(size_t(kPrefillTokens * s.cols));
    std::mt19937 rng(99);
    std::normal_distribution<float> dist(0.0f, 1.0f);
    for (auto& v : x) v = dist(rng);
    std::vector<float> y(size_t(kPrefillTokens * s.rows));
    MatmulScratch scratch;

    // Decode: enough GEMVs per sample to last ~50 ms.
    const double one = time_median(3, [&] { matmul(pool, m, x.data(), 1, y.data(), scratch); });
    const int per_sample = std::max(1, int(0.05 / std::max(one, 1e-7)));
    const double gemv = time_median(5, [&] {
        for (int i = 0; i < per_sample; ++i) matmul(pool, m, x.data() + (i % 8) * s.cols, 1, y.data(), scratch);
    }) / per_sample;
    const double gemm = time_median(s.rows > 100000 ? 1 : 3,
                                    [&] { matmul(pool, m, x.data(), kPrefillTokens, y.data(), scratch); });
    const double macs = double(s.rows) * double(s.cols);
    const double gbs = double(w.size()) / gemv / 1e9;
    const std::string name = std::string(dtype_info(t)->name) + (panels ? "/p" : "");
    const double gemv_gops = 2 * macs / gemv / 1e9;
    std::printf("%-9s %-22s %9.1f %9.2f %5.0f%% %10.1f %10.1f %8.1fx", name.c_str(), s.what,
                double(w.size()) / 1e6, gbs, 100 * gbs / bandwidth, gemv_gops, 2 * macs * kPrefillTokens / gemm / 1e9,
                gemv / (gemm / kPrefillTokens));
    if (peak_gops > 0) std::printf(" %8.0f%%", 100 * 5 * gemv_gops / peak_gops);
    std::printf("\n");
    std::fflush(stdout);
}

}  // namespace

// --kernels: one thread, operands in L1/L2, best of 30 runs (robust on a
// loaded machine): the per-thread throughput of the prefill tile (64 tokens x
// 32 rows x 4096) against the decode path (gemm_tile with one token).
void bench_kernels_in_cache(DType t, bool panels) {
    constexpr int64_t n = 4096, nr = 32, nc = 64;
    const TypeKernels* k = type_kernels(t);
    const TypeKernels* ak = type_kernels(k->act_type);
    if (!k->gemm_tile || !row_bytes(t, uint64_t(n))) return;
    const uint64_t wrb = *row_bytes(t, uint64_t(n)), arb = *row_bytes(k->act_type, uint64_t(n));
    std::vector<uint8_t> w(wrb * nr), a(arb * nc);
    std::mt19937 rng(1);
    std::normal_distribution<float> dist(0.f, 1.f);
    std::vector<float> x(static_cast<size_t>(n)), out(size_t(nr * nc));
    for (int64_t r = 0; r < nr; ++r) {
        for (auto& v : x) v = dist(rng);
        k->quantize_row(x.data(), w.data() + uint64_t(r) * wrb, n);
    }
    for (int64_t c = 0; c < nc; ++c) {
        for (auto& v : x) v = dist(rng);
        ak->quantize_row(x.data(), a.data() + uint64_t(c) * arb, n);
    }
    // With panels: the same product over the packed form (nr / 8 panels).
    std::vector<uint8_t> packed;
    if (panels) {
        if (!k->pack_panel) return;
        const Matrix m{t, w.data(), n, nr};
        packed.resize(panel_storage_bytes(m));
        pack_panels(m, packed.data(), 0, nr / 8);
    }
    const uint64_t pstride = panels ? k->panel_bytes(n) : 0;
    auto product = [&](const uint8_t* act, int64_t tokens, size_t ldo) {
        if (panels) k->panel_gemm(n, packed.data(), pstride, int(nr / 8), act, arb, int(tokens), out.data(), ldo);
        else k->gemm_tile(n, w.data(), wrb, int(nr), act, arb, int(tokens), out.data(), ldo);
    };
    double tile = 1e9, gemv = 1e9;
    for (int rep = 0; rep < 30; ++rep) {
        double start = now_seconds();
        product(a.data(), nc, size_t(nr));
        tile = std::min(tile, now_seconds() - start);
        start = now_seconds();
        for (int64_t c = 0; c < 8; ++c) product(a.data() + uint64_t(c) * arb, 1, 1);
        gemv = std::min(gemv, (now_seconds() - start) / 8);
    }
    const double ops = 2.0 * double(n * nr);
    const std::string name = std::string(dtype_info(t)->name) + (panels ? "/p" : "");
    std::printf("%-9s %12.1f %12.1f %12.1f %9.1fx\n", name.c_str(), ops * nc / tile / 1e9,
                ops / gemv / 1e9, double(wrb * nr) / gemv / 1e9, gemv / (tile / nc));
}

bool selected(const std::string& list, DType t) {
    if (list.empty()) return true;
    const std::string name(dtype_info(t)->name);
    size_t start = 0;
    for (;;) {
        const size_t comma = list.find(',', start);
        if (list.substr(start, comma == std::string::npos ? std::string::npos : comma - start) == name) return true;
        if (comma == std::string::npos) return false;
        start = comma + 1;
    }
}

int main(int argc, char** argv) {
    bool quick = false, big = false, in_cache = false;
    int threads = 2;
    std::string types;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--quick") == 0) quick = true;
        else if (std::strcmp(argv[i], "--big") == 0) big = true;
        else if (std::strcmp(argv[i], "--kernels") == 0) in_cache = true;
        else if (std::strcmp(argv[i], "--types") == 0 && i + 1 < argc) types = argv[++i];
        else if (std::strcmp(argv[i], "--threads") == 0 && i + 1 < argc) threads = std::clamp(std::atoi(argv[++i]), 1, 64);
        else {
            std::fprintf(stderr, "usage: bench-kernels [--quick] [--big] [--kernels] [--types a,b] [--threads N]\n");
            return 2;
        }
    }
    if (in_cache) {
        std::printf("kernel path: %s, ONE thread, in cache, best of 30\n", kernel_path_name());
        std::printf("%-9s %12s %12s %12s %10s\n", "type", "tile GOP/s", "GEMV GOP/s", "GEMV GB/s", "speedup");
        for (uint32_t id = 0; id < 64; ++id) {
            const DTypeInfo* info = dtype_info(id);
            if (info && info->runnable && type_kernels(info->type) && selected(types, info->type))
                for (bool panels : {false, true}) bench_kernels_in_cache(info->type, panels);
        }
        return 0;
    }
    ThreadPool pool(threads);
    std::printf("kernel path: %s, threads: %d\n", kernel_path_name(), threads);
    const double bw = synsema::kernels::read_bandwidth_gbs(pool);
    std::printf("streaming read bandwidth (1 GiB, median of 5): %.2f GB/s\n", bw);
    // The prefill GEMM's ceiling: no quantized GEMM runs fewer than one dot
    // step per 32 multiply-adds. "5x needs" is the GEMM rate a 5x speedup
    // over this run's GEMV would take, as a share of that peak.
    // The peak of the dot step this path's tiles use: 512-bit on the AVX-512 path.
    const double peak = use_avx512() ? int8_dot_peak_zmm_gops(threads) : use_avx_vnni() ? int8_dot_peak_gops(threads) : 0;
    if (peak > 0)
        std::printf("int8 dot peak (vpdpbusd %s, %d threads): %.0f GOP/s\n", use_avx512() ? "zmm" : "ymm", threads, peak);
    std::printf("\n");

    std::vector<Shape> shapes;
    if (!big) shapes = {{4864, 896, "4864x896 (ffn_up)"}, {896, 4864, "896x4864 (ffn_down)"}};
    if (!quick) {
        shapes.push_back({151936, 896, "151936x896 (output)"});
        shapes.push_back({32768, 4096, "32768x4096 (>L3)"});
    }

    std::printf("%-9s %-22s %9s %9s %6s %10s %10s %9s%s\n", "type", "rows x cols", "MB", "GEMV GB/s", "%BW",
                "GEMV GOP/s", "GEMM GOP/s", "speedup", peak > 0 ? "  5x needs" : "");
    for (const Shape& s : shapes) {
        for (uint32_t id = 0; id < 64; ++id) {
            const DTypeInfo* info = dtype_info(id);
            if (!info || !info->runnable || !type_kernels(info->type) || !selected(types, info->type)) continue;
            if (!row_bytes(info->type, uint64_t(s.cols))) continue;  // cols not whole blocks (256-element K-quants)
            // The 32768x4096 matrix is there for the K-quants (896 is not a multiple of 256).
            if (s.cols == 4096 && info->block_elems != 256) continue;
            bench_type(pool, info->type, s, bw, peak, false);
            bench_type(pool, info->type, s, bw, peak, true);
        }
    }
    return 0;
}
