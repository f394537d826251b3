// matmul against a double-precision reference on the dequantized weights, for
// float and legacy quant types, decode (1 token) and prefill (tiled) paths,
// awkward shapes and 1 or 2 threads.
#include <QtTest>

#include <cmath>
#include <random>
#include <stdexcept>
#include <vector>

#include "kernels/matmul.h"
#include "kernels/type_kernels.h"

using namespace synsema::kernels;

namespace {

struct Case {
    std::vector<uint8_t> weights;
    std::vector<float> dequantized;  // [rows][cols]
    std::vector<float> x;            // [tokens][cols]
    Matrix m;
};

Case make_case(DType t, int64_t rows, int64_t cols, int64_t tokens, uint32_t seed) {
    Case c;
    const TypeKernels* k = type_kernels(t, KernelPath::Scalar);
    const uint64_t rb = *row_bytes(t, uint64_t(cols));
    c.weights.resize(rb * uint64_t(rows));
    c.dequantized.resize(size_t(rows * cols));
    std::mt19937 rng(seed);
    std::normal_distribution<float> dist(0.0f, 0.05f);
    std::vector<float> row(static_cast<size_t>(cols));
    for (int64_t r = 0; r < rows; ++r) {
        for (auto& v : row) v = dist(rng);
        k->quantize_row(row.data(), c.weights.data() + uint64_t(r) * rb, cols);
        k->dequantize_row(c.weights.data() + uint64_t(r) * rb, c.dequantized.data() + r * cols, cols);
    }
    std::normal_distribution<float> xdist(0.0f, 1.0f);
    c.x.resize(size_t(tokens * cols));
    for (auto& v : c.x) v = xdist(rng);
    c.m = Matrix{t, c.weights.data(), cols, rows};
    return c;
}

bool quantized_acts(DType t) { return type_kernels(t)->act_type != DType::F32; }

}  // namespace

class TestMatmul : public QObject {
    Q_OBJECT

private slots:
    void against_reference_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        for (DType t : {DType::F32, DType::F16, DType::BF16, DType::Q8_0, DType::Q4_0, DType::Q4_1, DType::Q5_0,
                        DType::Q5_1, DType::IQ4_NL}) {
            const std::string name(dtype_info(t)->name);
            for (auto [rows, cols] : {std::pair{96, 64}, {33, 64}, {7, 32}, {4, 96}, {130, 480}, {227, 1216}})
                QTest::newRow(qPrintable(QString("%1 %2x%3").arg(name.c_str()).arg(rows).arg(cols)))
                    << int(t) << rows << cols;
        }
    }
    // Error bound per output: float summation slack, plus for 8-bit
    // activations sum_k |w_k| * (the block's activation rounding error, at
    // most 0.5 step + the fp16 rounding of the step).
    void against_reference() {
        QFETCH(int, type);
        QFETCH(int, rows);
        QFETCH(int, cols);
        const DType t = DType(type);
        constexpr int64_t kMaxTokens = 64;
        const Case c = make_case(t, rows, cols, kMaxTokens, uint32_t(rows * 131 + cols));
        std::vector<double> act_error(c.x.size(), 0.0);
        if (quantized_acts(t))
            for (size_t b = 0; b < c.x.size() / 32; ++b) {
                float amax = 0;
                for (size_t i = 0; i < 32; ++i) amax = std::max(amax, std::fabs(c.x[b * 32 + i]));
                for (size_t i = 0; i < 32; ++i) act_error[b * 32 + i] = amax / 127.0 * (0.5 + 127.0 / 1024);
            }
        for (int threads : {1, 2}) {
            ThreadPool pool(threads);
            MatmulScratch scratch;
            for (int64_t tokens : {1, 2, 3, 5, 8, 17, 64}) {
                std::vector<float> y(size_t(tokens * rows), NAN);
                matmul(pool, c.m, c.x.data(), tokens, y.data(), scratch);
                for (int64_t tk = 0; tk < tokens; ++tk)
                    for (int64_t r = 0; r < rows; ++r) {
                        double exact = 0, magnitude = 0, bound = 0;
                        for (int64_t k = 0; k < cols; ++k) {
                            const double w = c.dequantized[size_t(r * cols + k)], a = c.x[size_t(tk * cols + k)];
                            exact += w * a;
                            magnitude += std::fabs(w * a);
                            bound += std::fabs(w) * act_error[size_t(tk * cols + k)];
                        }
                        bound += 1e-5 * magnitude + 1e-30;
                        const double got = y[size_t(tk * rows + r)];
                        QVERIFY2(std::fabs(got - exact) <= bound,
                                 qPrintable(QString("threads %1 tokens %2 token %3 row %4: %5 vs %6 (bound %7)")
                                                .arg(threads).arg(tokens).arg(tk).arg(r).arg(got).arg(exact).arg(bound)));
                    }
            }
        }
    }

    // The tiled prefill path gives exactly what one decode call per token
    // gives: both run the same per-(row, token) arithmetic.
    void prefill_equals_decode_data() { against_reference_data(); }
    void prefill_equals_decode() {
        QFETCH(int, type);
        QFETCH(int, rows);
        QFETCH(int, cols);
        const int64_t tokens = 19;
        const Case c = make_case(DType(type), rows, cols, tokens, 7u);
        ThreadPool pool(2);
        MatmulScratch scratch;
        std::vector<float> batched(size_t(tokens * rows)), single(static_cast<size_t>(rows));
        matmul(pool, c.m, c.x.data(), tokens, batched.data(), scratch);
        for (int64_t tk = 0; tk < tokens; ++tk) {
            matmul(pool, c.m, c.x.data() + tk * cols, 1, single.data(), scratch);
            for (int64_t r = 0; r < rows; ++r) QCOMPARE(batched[size_t(tk * rows + r)], single[size_t(r)]);
        }
    }

    // After the first call of a given size the scratch buffer is reused.
    void no_allocation_after_warm_up() {
        const Case c = make_case(DType::Q4_0, 64, 256, 32, 3u);
        ThreadPool pool(2);
        MatmulScratch scratch;
        std::vector<float> y(32 * 64);
        matmul(pool, c.m, c.x.data(), 32, y.data(), scratch);
        QCOMPARE(scratch.activations.size(), size_t(1));
        const uint8_t* buffer = scratch.activations[0].bytes.data();
        const size_t capacity = scratch.activations[0].bytes.capacity();
        for (int64_t tokens : {1, 7, 32, 2})
            matmul(pool, c.m, c.x.data(), tokens, y.data(), scratch);
        QCOMPARE(scratch.activations.size(), size_t(1));
        QCOMPARE(scratch.activations[0].bytes.data(), buffer);
        QCOMPARE(scratch.activations[0].bytes.capacity(), capacity);
    }

    // A group (one conversion per activation type, one job for all rows, the
    // biases added by the threads) gives exactly what separate calls give,
    // with panels and the file's layout mixed, and ragged row counts.
    void group_equals_separate_data() {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("tokens");
        for (int threads : {1, 2})
            for (int tokens : {1, 2, 19, 70})
                QTest::newRow(qPrintable(QString("%1 threads, %2 tokens").arg(threads).arg(tokens))) << threads << tokens;
    }
    void group_equals_separate() {
        QFETCH(int, threads);
        QFETCH(int, tokens);
        constexpr int64_t kCols = 512;
        const std::vector<std::pair<DType, int64_t>> shapes = {
            {DType::Q5_0, 77}, {DType::Q6_K, 13}, {DType::Q8_0, 40}, {DType::F32, 3}, {DType::Q4_K, 24}};
        std::vector<Case> cases;
        std::vector<std::vector<uint8_t>> panels;
        std::vector<std::vector<float>> biases;
        for (size_t i = 0; i < shapes.size(); ++i) {
            cases.push_back(make_case(shapes[i].first, shapes[i].second, kCols, tokens, uint32_t(11 + i)));
            panels.emplace_back(size_t(panel_storage_bytes(cases.back().m)));
            if (!panels.back().empty()) {
                pack_panels(cases.back().m, panels.back().data(), 0, cases.back().m.rows / kPanelRows);
                cases.back().m = with_panels(cases.back().m, panels.back().data());
            }
            std::vector<float> bias(size_t(shapes[i].second));
            for (size_t r = 0; r < bias.size(); ++r) bias[r] = 0.25f * float(r) - 1.0f;
            biases.push_back(i % 2 == 0 ? bias : std::vector<float>());
        }
        const std::vector<float>& x = cases[0].x;  // one input for all
        ThreadPool pool(threads);
        MatmulScratch scratch;
        std::vector<std::vector<float>> grouped(cases.size());
        std::vector<MatmulTarget> group;
        for (size_t i = 0; i < cases.size(); ++i) {
            grouped[i].assign(size_t(tokens * cases[i].m.rows), NAN);
            group.push_back({&cases[i].m, grouped[i].data(), biases[i].empty() ? nullptr : biases[i].data()});
        }
        matmul(pool, group, x.data(), tokens, scratch);
        QCOMPARE(scratch.activations.size(), size_t(2));  // Q8_0 and Q8_K; F32 needs none

        for (size_t i = 0; i < cases.size(); ++i) {
            const int64_t rows = cases[i].m.rows;
            std::vector<float> separate(size_t(tokens * rows), NAN);
            MatmulScratch own;
            matmul(pool, cases[i].m, x.data(), tokens, separate.data(), own);
            for (int64_t t = 0; t < tokens; ++t)
                for (int64_t r = 0; r < rows; ++r) {
                    float expect = separate[size_t(t * rows + r)];
                    if (!biases[i].empty()) expect += biases[i][size_t(r)];
                    QCOMPARE(grouped[i][size_t(t * rows + r)], expect);
                }
        }
    }

    void group_rejects_mixed_widths() {
        const Case a = make_case(DType::Q8_0, 8, 64, 1, 1u), b = make_case(DType::Q8_0, 8, 96, 1, 2u);
        ThreadPool pool(1);
        MatmulScratch scratch;
        std::vector<float> ya(8), yb(8);
        const MatmulTarget group[] = {{&a.m, ya.data(), nullptr}, {&b.m, yb.data(), nullptr}};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, matmul(pool, group, a.x.data(), 1, scratch));
    }

    // A matrix of 0 columns is valid: every output is an empty sum, 0.
    void zero_columns_give_zeros_data() {
        QTest::addColumn<int>("type");
        for (DType t : {DType::F32, DType::F16, DType::Q8_0, DType::Q4_0, DType::Q5_0, DType::Q4_1, DType::IQ4_NL,
                        DType::Q4_K, DType::Q6_K, DType::IQ4_XS})
            QTest::newRow(std::string(dtype_info(t)->name).c_str()) << int(t);
    }
    void zero_columns_give_zeros() {
        QFETCH(int, type);
        uint8_t unused = 0;
        const Matrix m{DType(type), &unused, 0, 19};
        ThreadPool pool(2);
        MatmulScratch scratch;
        float x = 0;
        for (int64_t tokens : {1, 5}) {
            std::vector<float> y(size_t(19 * tokens), -1.0f);
            matmul(pool, m, &x, tokens, y.data(), scratch);
            for (float v : y) QCOMPARE(v, 0.0f);
        }
    }

    void rejects_partial_blocks() {
        std::vector<uint8_t> w(18 * 4);
        const Matrix m{DType::Q4_0, w.data(), 40, 2};
        ThreadPool pool(1);
        MatmulScratch scratch;
        std::vector<float> x(40), y(2);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, matmul(pool, m, x.data(), 1, y.data(), scratch));
    }
};

QTEST_MAIN(TestMatmul)
#include "tst_matmul.moc"
