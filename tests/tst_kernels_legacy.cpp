// Q4_0, Q4_1, Q5_0, Q5_1, Q8_0 and IQ4_NL kernels: AVX2 against scalar over
// many sizes and misaligned pointers, quantization round trips, the prefill
// tile against the dot product, and byte-exactness against llama-quantize's
// output in ../shared.
#include <bit>
#include <QtTest>

#include <cmath>
#include <cstring>
#include <memory>
#include <random>
#include <vector>

#include "engine/gguf/gguf_file.h"
#include "kernels/blocks_legacy.h"
#include "kernels/cpu_features.h"
#include "kernels/fp16.h"
#include "kernels/type_kernels.h"
#include "tests/support/test_data.h"

using namespace synsema;
using namespace synsema::kernels;

namespace {

constexpr int64_t kSizes[] = {32, 64, 96, 160, 256, 544, 1024, 1056, 2048, 4096};

const DTypeInfo& info_of(DType t) { return *dtype_info(t); }
bool has_min(DType t) { return t == DType::Q4_1 || t == DType::Q5_1; }

// A byte buffer whose data() starts `offset` bytes past a 64-byte boundary.
struct Buffer {
    std::vector<uint8_t> storage;
    size_t offset;
    Buffer(size_t bytes, size_t off) : storage(bytes + 128, 0xA5), offset(off) {}
    uint8_t* data() { return storage.data() + (64 - uintptr_t(storage.data()) % 64) % 64 + offset; }
};

std::vector<float> gaussian(int64_t n, uint32_t seed, float scale = 1.0f) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> dist(0.0f, scale);
    std::vector<float> v(static_cast<size_t>(n));
    for (auto& x : v) x = dist(rng);
    // Some blocks with an outlier, one all-zero block: the quantizers' edge cases.
    if (n >= 64) v[size_t(n / 2 + 3)] *= 25.0f;
    if (n >= 96) std::fill(v.begin() + 64, v.begin() + 96, 0.0f);
    return v;
}

// Random raw blocks of type t whose scales are `d` and minima `m` (fp16 bits).
void random_blocks(DType t, uint8_t* dst, int64_t n, std::mt19937& rng, uint16_t d, uint16_t m) {
    const auto& info = info_of(t);
    for (int64_t b = 0; b < n / 32; ++b) {
        uint8_t* block = dst + b * info.block_bytes;
        for (uint32_t i = 0; i < info.block_bytes; ++i) block[i] = uint8_t(rng());
        store_u16(block, d);
        if (has_min(t)) store_u16(block + 2, m);
    }
}

// Q8_0 activation blocks with scale d and values in [-limit, limit] (the
// activation quantizer never produces -128).
void random_acts(uint8_t* dst, int64_t n, std::mt19937& rng, uint16_t d, int limit) {
    std::uniform_int_distribution<int> dist(-limit, limit);
    for (int64_t b = 0; b < n / 32; ++b) {
        store_u16(dst + b * 34, d);
        for (int i = 0; i < 32; ++i) dst[b * 34 + 2 + i] = uint8_t(int8_t(dist(rng)));
    }
}

// Largest quantization error allowed for one element of a block of x, per
// type: half a step (a full step where the top value clamps) plus the fp16
// rounding of the scale and minimum.
float error_bound(DType t, const float* x) {
    float amax = 0, lo = x[0], hi = x[0];
    for (int i = 0; i < 32; ++i) {
        amax = std::max(amax, std::fabs(x[i]));
        lo = std::min(lo, x[i]);
        hi = std::max(hi, x[i]);
    }
    const float fp16_rel = 1.0f / 1024;
    switch (t) {
        case DType::Q8_0: return amax / 127 * (0.5f + 127 * fp16_rel) + 1e-30f;
        case DType::Q4_0: return amax / 8 * (1.0f + 8 * fp16_rel) + 1e-30f;
        case DType::Q5_0: return amax / 16 * (1.0f + 16 * fp16_rel) + 1e-30f;
        case DType::Q4_1: return (hi - lo) / 15 * (0.5f + 15 * fp16_rel) + std::fabs(lo) * fp16_rel + 1e-30f;
        case DType::Q5_1: return (hi - lo) / 31 * (0.5f + 31 * fp16_rel) + std::fabs(lo) * fp16_rel + 1e-30f;
        // Codebook steps are at most 24 apart and the fitted scale is within
        // 7/127 of amax/127, so clamping at +-127*d costs less than that.
        case DType::IQ4_NL: return amax * 0.125f + 1e-30f;
        default: return 0;
    }
}

const TypeKernels* avx2_or_skip(DType t) { return type_kernels(t, KernelPath::Avx2); }

}  // namespace

class TestKernelsLegacy : public QObject {
    Q_OBJECT

private:
    static void add_types() {
        QTest::addColumn<int>("type");
        for (DType t : {DType::Q4_0, DType::Q4_1, DType::Q5_0, DType::Q5_1, DType::Q8_0, DType::IQ4_NL})
            QTest::newRow(std::string(info_of(t).name).c_str()) << int(t);
    }

private slots:
    void tables_data() { add_types(); }
    void tables() {
        QFETCH(int, type);
        const auto* s = type_kernels(DType(type), KernelPath::Scalar);
        QVERIFY(s && s->type == DType(type) && s->act_type == DType::Q8_0 && s->gemm_tile);
        if (!use_avx2()) return;
        const auto* a = type_kernels(DType(type), KernelPath::Avx2);
        QVERIFY(a && a->type == DType(type) && a->act_type == DType::Q8_0 && a->gemm_tile);
        const auto* v = type_kernels(DType(type), KernelPath::Avx2Vnni);
        QCOMPARE(v != nullptr, use_avx_vnni());
        if (v) QVERIFY(v != a && v->type == DType(type) && v->act_type == DType::Q8_0 && v->gemm_tile);
        const auto* z = type_kernels(DType(type), KernelPath::Avx512);
        QCOMPARE(z != nullptr, use_avx512());
        if (z) QVERIFY(z != a && z != v && z->type == DType(type) && z->act_type == DType::Q8_0 && z->gemm_tile);
        QCOMPARE(type_kernels(DType(type)), z ? z : v ? v : a);  // the best path is the default
    }

    // The AVX-VNNI and AVX-512 builds form the same int32 sums with fewer
    // instructions (AVX-512: 16 rows per vector) and run the same float
    // operations: bit for bit the AVX2 results, for vec_dot and every tile
    // shape, on blocks with every bit pattern (Q8_0's -128 too).
    void vnni_equals_avx2_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("path");
        for (DType t : {DType::Q4_0, DType::Q4_1, DType::Q5_0, DType::Q5_1, DType::Q8_0, DType::IQ4_NL}) {
            const std::string name(info_of(t).name);
            QTest::newRow((name + "/avx2+vnni").c_str()) << int(t) << int(KernelPath::Avx2Vnni);
            QTest::newRow((name + "/avx512").c_str()) << int(t) << int(KernelPath::Avx512);
        }
    }
    void vnni_equals_avx2() {
        QFETCH(int, type);
        QFETCH(int, path);
        const DType t = DType(type);
        const auto* vnni = type_kernels(t, KernelPath(path));
        if (!vnni) QSKIP(KernelPath(path) == KernelPath::Avx512 ? "CPU lacks AVX-512 F/BW/VL/DQ/VNNI" : "CPU lacks AVX-VNNI");
        const auto* avx2 = type_kernels(t, KernelPath::Avx2);
        auto bits = [](float f) { return std::bit_cast<uint32_t>(f); };
        std::mt19937 rng(31u + uint32_t(type));
        for (int64_t n : kSizes) {
            const size_t wrb = *row_bytes(t, uint64_t(n)), arb = *row_bytes(DType::Q8_0, uint64_t(n));
            const int nr = 37, nc = 67;  // whole and partial 16- and 32-row tiles
            Buffer w(wrb * nr, size_t(n) % 7), a(arb * nc, size_t(n) % 5);
            for (int r = 0; r < nr; ++r)
                random_blocks(t, w.data() + r * wrb, n, rng, fp32_to_fp16(0.01f * float(r + 1)), fp32_to_fp16(-0.25f));
            for (int c = 0; c < nc; ++c) random_acts(a.data() + c * arb, n, rng, fp32_to_fp16(0.03f * float(c + 1)), 127);
            for (int r = 0; r < nr; ++r)
                QCOMPARE(bits(vnni->vec_dot(n, w.data() + r * wrb, a.data())), bits(avx2->vec_dot(n, w.data() + r * wrb, a.data())));
            for (int tc : {1, 4, nc}) {
                std::vector<float> got(size_t(nr * tc)), want(size_t(nr * tc));
                vnni->gemm_tile(n, w.data(), wrb, nr, a.data(), arb, tc, got.data(), size_t(nr));
                avx2->gemm_tile(n, w.data(), wrb, nr, a.data(), arb, tc, want.data(), size_t(nr));
                for (size_t i = 0; i < got.size(); ++i) QCOMPARE(bits(got[i]), bits(want[i]));
            }
        }
    }

    // Dequantizing arbitrary blocks (every bit pattern of the values, finite
    // scales) gives the same floats on both paths, at every misalignment.
    void dequantize_avx2_equals_scalar_data() { add_types(); }
    void dequantize_avx2_equals_scalar() {
        QFETCH(int, type);
        const DType t = DType(type);
        const auto* avx2 = avx2_or_skip(t);
        if (!avx2) QSKIP("CPU lacks AVX2/FMA/F16C");
        const auto* scalar = type_kernels(t, KernelPath::Scalar);
        std::mt19937 rng{uint32_t(type)};
        for (int64_t n : kSizes) {
            for (size_t off = 0; off < 8; ++off) {
                const size_t bytes = *row_bytes(t, uint64_t(n));
                Buffer w(bytes, off);
                random_blocks(t, w.data(), n, rng, fp32_to_fp16(0.01f * float(off + 1)), fp32_to_fp16(-0.3f));
                std::vector<float> a(static_cast<size_t>(n)), b(static_cast<size_t>(n));
                scalar->dequantize_row(w.data(), a.data(), n);
                avx2->dequantize_row(w.data(), b.data(), n);
                QVERIFY2(std::memcmp(a.data(), b.data(), a.size() * 4) == 0, qPrintable(QString::number(n)));
            }
        }
    }

    // Quantize -> dequantize stays within each type's error bound, and the
    // AVX2 table's quantizer writes the same bytes as the scalar one.
    void round_trip_data() { add_types(); }
    void round_trip() {
        QFETCH(int, type);
        const DType t = DType(type);
        const auto* scalar = type_kernels(t, KernelPath::Scalar);
        const auto* avx2 = avx2_or_skip(t);
        for (int64_t n : kSizes) {
            const auto x = gaussian(n, uint32_t(n), 0.05f);
            const size_t bytes = *row_bytes(t, uint64_t(n));
            Buffer q(bytes, size_t(n) % 7);
            scalar->quantize_row(x.data(), q.data(), n);
            std::vector<float> y(static_cast<size_t>(n));
            scalar->dequantize_row(q.data(), y.data(), n);
            for (int64_t b = 0; b < n / 32; ++b) {
                const float bound = error_bound(t, x.data() + b * 32);
                for (int64_t i = b * 32; i < b * 32 + 32; ++i)
                    QVERIFY2(std::fabs(x[size_t(i)] - y[size_t(i)]) <= bound,
                             qPrintable(QString("n=%1 i=%2 x=%3 y=%4 bound=%5").arg(n).arg(i)
                                            .arg(x[size_t(i)]).arg(y[size_t(i)]).arg(bound)));
            }
            if (avx2) {
                Buffer q2(bytes, 3);
                avx2->quantize_row(x.data(), q2.data(), n);
                QVERIFY(std::memcmp(q.data(), q2.data(), bytes) == 0);
            }
        }
    }

    // The Q8_0 quantizer's rounding (roundf: ties away from zero) on exact
    // ties and near-ties, where an AVX2 round-to-even would differ.
    void q8_0_rounding_ties() {
        const auto* scalar = type_kernels(DType::Q8_0, KernelPath::Scalar);
        const auto* avx2 = avx2_or_skip(DType::Q8_0);
        if (!avx2) QSKIP("CPU lacks AVX2/FMA/F16C");
        std::vector<float> x(64);
        for (int i = 0; i < 64; ++i) x[size_t(i)] = float(i % 16) - 7.5f;  // k + 0.5 ties, d = 1
        x[0] = 127.0f;
        x[1] = 0.49999997f;
        x[2] = -0.49999997f;
        x[3] = 2.5f;
        x[33] = -127.0f;
        x[34] = std::nanf("");
        uint8_t a[68], b[68];
        scalar->quantize_row(x.data(), a, 64);
        avx2->quantize_row(x.data(), b, 64);
        QVERIFY(std::memcmp(a, b, sizeof a) == 0);
        QCOMPARE(int(int8_t(a[2 + 3])), 3);          // 2.5 -> 3
        QCOMPARE(int(int8_t(a[2 + 4])), -4);         // -3.5 -> -4
        QCOMPARE(int(int8_t(a[2 + 1])), 0);          // just below a half
        QCOMPARE(int(int8_t(a[34 + 2 + 2])), 0);     // NaN -> 0
    }

    // Integer dot products are exact: with unit scales every partial sum is an
    // integer below 2^24, so scalar, AVX2 and an int64 reference agree bit for
    // bit whatever the order of summation.
    void vec_dot_integers_exact_data() { add_types(); }
    void vec_dot_integers_exact() {
        QFETCH(int, type);
        const DType t = DType(type);
        const auto* scalar = type_kernels(t, KernelPath::Scalar);
        const auto* avx2 = avx2_or_skip(t);
        std::mt19937 rng(77u + uint32_t(type));
        for (int64_t n : kSizes) {
            // Worst block |sum| is 32*128*127: full-range activations up to
            // 1024 elements keep the total under 2^24; beyond, +-31.
            const int limit = n <= 1024 ? 127 : 31;
            for (size_t off = 0; off < 8; ++off) {
                Buffer w(*row_bytes(t, uint64_t(n)), off), a(*row_bytes(DType::Q8_0, uint64_t(n)), 7 - off);
                random_blocks(t, w.data(), n, rng, fp32_to_fp16(1.0f), fp32_to_fp16(-3.0f));
                random_acts(a.data(), n, rng, fp32_to_fp16(1.0f), limit);
                std::vector<float> wf(static_cast<size_t>(n)), af(static_cast<size_t>(n));
                scalar->dequantize_row(w.data(), wf.data(), n);
                type_kernels(DType::Q8_0, KernelPath::Scalar)->dequantize_row(a.data(), af.data(), n);
                int64_t exact = 0;
                for (int64_t i = 0; i < n; ++i) exact += int64_t(wf[size_t(i)]) * int64_t(af[size_t(i)]);
                QCOMPARE(scalar->vec_dot(n, w.data(), a.data()), float(exact));
                if (avx2) QCOMPARE(avx2->vec_dot(n, w.data(), a.data()), float(exact));
            }
        }
    }

    // With real scales the float accumulation order differs between paths;
    // both stay within 1e-5 of sum |w_i a_i| of the exact product.
    void vec_dot_real_scales_data() { add_types(); }
    void vec_dot_real_scales() {
        QFETCH(int, type);
        const DType t = DType(type);
        const auto* scalar = type_kernels(t, KernelPath::Scalar);
        const auto* avx2 = avx2_or_skip(t);
        const auto* act = type_kernels(DType::Q8_0, KernelPath::Scalar);
        for (int64_t n : kSizes) {
            for (size_t off = 0; off < 8; off += 3) {
                const auto wx = gaussian(n, uint32_t(n + off), 0.02f), ax = gaussian(n, uint32_t(3 * n + off), 1.5f);
                Buffer w(*row_bytes(t, uint64_t(n)), off), a(*row_bytes(DType::Q8_0, uint64_t(n)), off + 1);
                scalar->quantize_row(wx.data(), w.data(), n);
                act->quantize_row(ax.data(), a.data(), n);
                std::vector<float> wf(static_cast<size_t>(n)), af(static_cast<size_t>(n));
                scalar->dequantize_row(w.data(), wf.data(), n);
                act->dequantize_row(a.data(), af.data(), n);
                double exact = 0, magnitude = 0;
                for (size_t i = 0; i < size_t(n); ++i) {
                    exact += double(wf[i]) * af[i];
                    magnitude += std::fabs(double(wf[i]) * af[i]);
                }
                const double tol = 1e-5 * magnitude + 1e-30;
                QVERIFY2(std::fabs(scalar->vec_dot(n, w.data(), a.data()) - exact) <= tol, qPrintable(QString::number(n)));
                if (avx2) QVERIFY2(std::fabs(avx2->vec_dot(n, w.data(), a.data()) - exact) <= tol, qPrintable(QString::number(n)));
            }
        }
    }

    // gemm_tile writes exactly vec_dot's value for every (row, token) of any
    // tile shape, and nothing outside the nr x nc window.
    void gemm_tile_equals_vec_dot_data() { add_types(); }
    void gemm_tile_equals_vec_dot() {
        QFETCH(int, type);
        const DType t = DType(type);
        for (KernelPath path : {KernelPath::Scalar, KernelPath::Avx2, KernelPath::Avx2Vnni, KernelPath::Avx512}) {
            const auto* k = type_kernels(t, path);
            if (!k) continue;  // no AVX2 (VNNI, AVX-512) on this CPU: the scalar pass still ran
            std::mt19937 rng(5u + uint32_t(type));
            for (int64_t n : {int64_t(32), int64_t(96), int64_t(1056), int64_t(2080)}) {
                const size_t wrb = *row_bytes(t, uint64_t(n)), arb = *row_bytes(DType::Q8_0, uint64_t(n));
                // > one token group of the tile, partial and whole 16- and 32-row tiles,
                // and (2080) more blocks than one piece.
                const int nr = 37, nc = 70;
                Buffer w(wrb * nr, 1), a(arb * nc, 2);
                for (int r = 0; r < nr; ++r)
                    random_blocks(t, w.data() + r * wrb, n, rng, fp32_to_fp16(0.003f * float(r + 1)), fp32_to_fp16(-0.2f));
                for (int c = 0; c < nc; ++c) random_acts(a.data() + c * arb, n, rng, fp32_to_fp16(0.05f * float(c + 1)), 127);
                for (int tr : {1, 2, 3, 4, 5, 8, 11, 16, 17, 27, 32, 33, 37}) {
                    for (int tc : {1, 2, 3, 4, 5, 7, 70}) {
                        const size_t ldo = size_t(tr) + 3;
                        std::vector<float> out(ldo * size_t(tc), -12345.0f);
                        k->gemm_tile(n, w.data(), wrb, tr, a.data(), arb, tc, out.data(), ldo);
                        for (int c = 0; c < tc; ++c)
                            for (size_t r = 0; r < ldo; ++r) {
                                const float got = out[size_t(c) * ldo + r];
                                if (r >= size_t(tr)) { QCOMPARE(got, -12345.0f); continue; }
                                QCOMPARE(got, k->vec_dot(n, w.data() + r * wrb, a.data() + size_t(c) * arb));
                            }
                    }
                }
            }
        }
    }

    // Our quantizers reproduce llama-quantize --pure byte for byte on the
    // tiny-llama tensors (every matrix of the file), and those files dequantize identically on both paths
    // and within the quantization error of the f32 source.
    void llama_cpp_bytes_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("file");
        QTest::newRow("q4_0") << int(DType::Q4_0) << "models/tiny-llama-q4_0.gguf";
        QTest::newRow("q4_1") << int(DType::Q4_1) << "models/tiny-llama-q4_1.gguf";
        QTest::newRow("q5_0") << int(DType::Q5_0) << "models/tiny-llama-q5_0.gguf";
        QTest::newRow("q5_1") << int(DType::Q5_1) << "models/tiny-llama-q5_1.gguf";
        QTest::newRow("q8_0") << int(DType::Q8_0) << "models/tiny-llama-q8_0.gguf";
        QTest::newRow("iq4_nl") << int(DType::IQ4_NL) << "models/tiny-llama-iq4_nl.gguf";
    }
    void llama_cpp_bytes() {
        QFETCH(int, type);
        QFETCH(QString, file);
        const DType t = DType(type);
        SYNSEMA_REQUIRE_DATA(source_path, "models/tiny-llama-f32.gguf");
        SYNSEMA_REQUIRE_DATA(quant_path, file);
        const auto source = gguf::GgufFile::open(source_path.toStdString());
        const auto quant = gguf::GgufFile::open(quant_path.toStdString());
        const auto* scalar = type_kernels(t, KernelPath::Scalar);
        const auto* avx2 = type_kernels(t, KernelPath::Avx2);
        int compared = 0;
        int64_t blocks = 0, mismatched = 0;
        for (const auto& qt : quant->tensors()) {
            if (qt.type != t) continue;
            const auto* st = source->find_tensor(qt.name);
            // The "f32" file stores its matrices as F16 (general.file_type 1);
            // llama-quantize started from those values.
            QVERIFY2(st && (st->type == DType::F32 || st->type == DType::F16) && st->n_elements == qt.n_elements,
                     qt.name.c_str());
            const int64_t cols = int64_t(qt.ne[0]), rows = int64_t(qt.n_elements / qt.ne[0]);
            const size_t rb = *row_bytes(t, uint64_t(cols));
            QCOMPARE(qt.n_bytes, uint64_t(rb) * uint64_t(rows));
            std::vector<float> src(static_cast<size_t>(qt.n_elements));
            const auto* src_kernels = type_kernels(st->type, KernelPath::Scalar);
            src_kernels->dequantize_row(st->data, src.data(), int64_t(qt.n_elements));
            std::vector<uint8_t> mine(rb);
            std::vector<float> deq(static_cast<size_t>(cols)), deq2(static_cast<size_t>(cols));
            for (int64_t r = 0; r < rows; ++r) {
                const float* x = src.data() + r * cols;
                const uint8_t* theirs = qt.data + uint64_t(r) * rb;
                scalar->quantize_row(x, mine.data(), cols);
                const uint32_t bb = info_of(t).block_bytes;
                for (size_t b = 0; b < rb / bb; ++b) {
                    ++blocks;
                    if (std::memcmp(mine.data() + b * bb, theirs + b * bb, bb) == 0) continue;
                    if (++mismatched == 1)
                        qInfo("%s row %lld block %zu is the first to differ", qt.name.c_str(), (long long)r, b);
                }
                scalar->dequantize_row(theirs, deq.data(), cols);
                if (avx2) {
                    avx2->dequantize_row(theirs, deq2.data(), cols);
                    QVERIFY(std::memcmp(deq.data(), deq2.data(), deq.size() * 4) == 0);
                }
                for (int64_t b = 0; b < cols / 32; ++b) {
                    const float bound = error_bound(t, x + b * 32);
                    for (int64_t i = b * 32; i < b * 32 + 32; ++i) QVERIFY(std::fabs(deq[size_t(i)] - x[i]) <= bound);
                }
            }
            ++compared;
        }
        qInfo("%lld of %lld blocks byte-identical to llama-quantize", (long long)(blocks - mismatched),
              (long long)blocks);
        if (t == DType::IQ4_NL) {
            // IQ4_NL's scale search compares near-equal float scores; the
            // producer's build rounds some of them differently, so a few
            // blocks pick a neighbouring scale. Those stay within the error
            // bound (checked above); require near-total agreement.
            QVERIFY2(mismatched * 100 <= blocks, "more than 1% of IQ4_NL blocks differ");
        } else {
            QCOMPARE(mismatched, int64_t(0));
        }
        // The file must actually hold matrices of this type (llama-quantize --pure).
        QVERIFY2(compared >= 7, qPrintable(QString("only %1 tensors of the type").arg(compared)));
        QVERIFY(quant->find_tensor("blk.0.attn_q.weight")->type == t);
        QVERIFY(quant->find_tensor("blk.0.ffn_down.weight")->type == t);
    }
};

QTEST_MAIN(TestKernelsLegacy)
#include "tst_kernels_legacy.moc"
