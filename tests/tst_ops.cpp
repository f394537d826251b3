// The AVX2 ops building blocks (kernels/avx2/ops_avx2.cpp) against the scalar
// reference (kernels/scalar/ops_scalar.cpp) over many sizes, vector tails and
// misaligned pointers, plus the threaded entry points of ops.h against the
// reference tables. Float paths must agree within 1e-5 relative per element
// (values below 1e-30, i.e. exp underflow into subnormals, compare absolutely).
#include <QtTest>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "kernels/fp16.h"
#include "kernels/ops.h"
#include "kernels/ops_table.h"
#include "kernels/thread_pool.h"

using namespace synsema::kernels;

namespace {

const int64_t kSizes[] = {1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 33, 64, 100, 255, 256, 257, 1000, 4099};
constexpr double kRel = 1e-5;
constexpr double kAbsFloor = 1e-30;

std::vector<float> gaussian(size_t n, uint32_t seed, float sigma) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> dist(0.f, sigma);
    std::vector<float> v(n);
    for (auto& x : v) x = dist(rng);
    return v;
}

// Inputs for the transcendental ops: Gaussian values with the edges of the
// float exp range, signed zeros, tiny values and infinities sprinkled in.
std::vector<float> activations(size_t n, uint32_t seed) {
    std::vector<float> v = gaussian(n, seed, 4.f);
    const float edges[] = {0.f,   -0.f,   1e-20f, -1e-20f, 0.49f, -0.51f, 9.f,    -9.f,   30.f,      -30.f,
                           88.f,  -88.f,  89.f,   -89.f,   100.f, -100.f, 200.f,  -200.f, INFINITY, -INFINITY};
    for (size_t i = 0; i < n && i < std::size(edges); ++i) v[(i * 7919) % n] = edges[i];
    return v;
}

// A copy of v placed `offset` floats past a 64-byte boundary (misaligned for AVX).
struct Shifted {
    std::vector<float> storage;
    float* p;
    Shifted(const std::vector<float>& v, size_t offset) : storage(v.size() + 32) {
        auto addr = reinterpret_cast<uintptr_t>(storage.data());
        p = storage.data() + ((64 - addr % 64) % 64) / 4 + offset;
        std::copy(v.begin(), v.end(), p);
    }
};

bool close(double got, double ref) {
    if (std::isnan(ref) || std::isnan(got)) return std::isnan(ref) && std::isnan(got);
    if (std::isinf(ref) || std::isinf(got)) return got == ref;
    return std::fabs(got - ref) <= kRel * std::fabs(ref) + kAbsFloor;
}

// Empty when got and ref agree within the bound, else where and how they differ.
QString mismatch(const float* got, const float* ref, int64_t n, const QString& what) {
    for (int64_t i = 0; i < n; ++i)
        if (!close(got[i], ref[i]))
            return QString("%1: element %2 avx2 %3 scalar %4").arg(what).arg(i).arg(double(got[i]), 0, 'g', 9)
                .arg(double(ref[i]), 0, 'g', 9);
    return {};
}

}  // namespace

class TestOps : public QObject {
    Q_OBJECT

    const OpsKernels& scalar() const { return *ops_kernels(KernelPath::Scalar); }
    const OpsKernels* avx2() const { return ops_kernels(KernelPath::Avx2); }

private slots:
    void dispatch_is_chosen_once() {
        const OpsKernels& chosen = ops_kernels();
        QCOMPARE(&ops_kernels(), &chosen);
        const OpsKernels* avx512 = ops_kernels(KernelPath::Avx512);
        QCOMPARE(&chosen, avx512 ? avx512 : avx2() ? avx2() : &scalar());
    }

    void elementwise_data() {
        QTest::addColumn<QString>("op");
        for (const char* op : {"silu", "gelu_tanh", "swiglu", "geglu", "softcap1", "softcap30", "add", "scale"})
            QTest::newRow(op) << QString(op);
    }
    void elementwise() {
        QFETCH(QString, op);
        if (!avx2()) QSKIP("CPU lacks AVX2+FMA+F16C");
        uint32_t seed = 1;
        for (int64_t n : kSizes)
            for (size_t off = 0; off < 8; off += 3) {
                const std::vector<float> x = activations(size_t(n), seed++), y = gaussian(size_t(n), seed++, 2.f);
                std::vector<float> ref = x;
                Shifted got(x, off), other(y, (off + 1) % 8), out(x, (off + 5) % 8);
                const auto run = [&](const OpsKernels& k, float* data, const float* second, float* dst) {
                    if (op == "silu") k.silu(data, n);
                    else if (op == "gelu_tanh") k.gelu_tanh(data, n);
                    else if (op == "swiglu") k.swiglu(data, second, dst, n);
                    else if (op == "geglu") k.geglu(data, second, dst, n);
                    else if (op == "softcap1") k.softcap(data, n, 1.f);
                    else if (op == "softcap30") k.softcap(data, n, 30.f);
                    else if (op == "add") k.add(data, second, n);
                    else if (op == "scale") k.scale(data, 0.37f, n);
                };
                const bool gated = op == "swiglu" || op == "geglu";
                std::vector<float> ref_out(static_cast<size_t>(n));
                run(scalar(), ref.data(), y.data(), ref_out.data());
                run(*avx2(), got.p, other.p, out.p);
                const QString what = QString("%1 n=%2 offset=%3").arg(op).arg(n).arg(off);
                const QString error = gated ? mismatch(out.p, ref_out.data(), n, what) : mismatch(got.p, ref.data(), n, what);
                QVERIFY2(error.isEmpty(), qPrintable(error));
            }
    }

    void rms_norm() {
        if (!avx2()) QSKIP("CPU lacks AVX2+FMA+F16C");
        uint32_t seed = 10;
        for (int64_t n : kSizes)
            for (size_t off = 0; off < 8; off += 3)
                for (bool weighted : {false, true}) {
                    const std::vector<float> x = gaussian(size_t(n), seed++, 3.f), w = gaussian(size_t(n), seed++, 1.f);
                    std::vector<float> ref(static_cast<size_t>(n));
                    scalar().rms_norm_row(x.data(), weighted ? w.data() : nullptr, ref.data(), n, 1e-6f);
                    Shifted in(x, off), wt(w, (off + 2) % 8), out(x, (off + 1) % 8);
                    avx2()->rms_norm_row(in.p, weighted ? wt.p : nullptr, out.p, n, 1e-6f);
                    const QString error = mismatch(out.p, ref.data(), n, QString("n=%1 offset=%2").arg(n).arg(off));
                    QVERIFY2(error.isEmpty(), qPrintable(error));
                    avx2()->rms_norm_row(in.p, weighted ? wt.p : nullptr, in.p, n, 1e-6f);  // in place
                    const QString in_place = mismatch(in.p, ref.data(), n, QString("in place n=%1").arg(n));
                    QVERIFY2(in_place.isEmpty(), qPrintable(in_place));
                }
    }

    void rope_data() {
        QTest::addColumn<int>("style");
        QTest::newRow("normal") << int(RopeStyle::Normal);
        QTest::newRow("neox") << int(RopeStyle::NeoX);
    }
    void rope() {
        QFETCH(int, style);
        if (!avx2()) QSKIP("CPU lacks AVX2+FMA+F16C");
        uint32_t seed = 20;
        for (int64_t half : {1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 32, 40, 64, 128})
            for (size_t off = 0; off < 8; off += 3) {
                const std::vector<float> v = gaussian(size_t(2 * half), seed++, 2.f);
                const std::vector<float> angle = gaussian(size_t(half), seed++, 3.f);
                std::vector<float> c(static_cast<size_t>(half)), s(static_cast<size_t>(half));
                for (int64_t i = 0; i < half; ++i) c[size_t(i)] = std::cos(angle[size_t(i)]), s[size_t(i)] = std::sin(angle[size_t(i)]);
                std::vector<float> ref = v;
                scalar().rope_head(ref.data(), c.data(), s.data(), half, RopeStyle(style));
                Shifted got(v, off), cs(c, (off + 1) % 8), sn(s, (off + 2) % 8);
                avx2()->rope_head(got.p, cs.p, sn.p, half, RopeStyle(style));
                // A rotation: compare against the pair's magnitude, not the (possibly cancelling) output.
                for (int64_t i = 0; i < 2 * half; ++i) {
                    const double mag = std::fabs(v[size_t(i)]) + std::fabs(v[size_t(i < half ? i + half : i - half)]) +
                                       std::fabs(v[size_t(i ^ 1)]);
                    QVERIFY2(std::fabs(double(got.p[i]) - ref[size_t(i)]) <= kRel * mag,
                             qPrintable(QString("half=%1 offset=%2 element %3").arg(half).arg(off).arg(i)));
                }
            }
    }

    void softmax() {
        if (!avx2()) QSKIP("CPU lacks AVX2+FMA+F16C");
        uint32_t seed = 30;
        for (int64_t n : kSizes)
            for (float sigma : {1.f, 30.f})
                for (size_t off = 0; off < 8; off += 3) {
                    std::vector<float> x = gaussian(size_t(n), seed++, sigma);
                    if (n > 3) x[size_t(n / 2)] = -1e4f;  // underflows to 0
                    std::vector<float> ref = x;
                    scalar().softmax_row(ref.data(), n);
                    Shifted got(x, off);
                    avx2()->softmax_row(got.p, n);
                    const QString error = mismatch(got.p, ref.data(), n, QString("n=%1 sigma=%2 offset=%3").arg(n).arg(sigma).arg(off));
                    QVERIFY2(error.isEmpty(), qPrintable(error));
                }
    }

    void kv_store_row_data() {
        QTest::addColumn<int>("type");
        QTest::newRow("f32") << int(DType::F32);
        QTest::newRow("f16") << int(DType::F16);
    }
    void kv_store_row() {
        QFETCH(int, type);
        if (!avx2()) QSKIP("CPU lacks AVX2+FMA+F16C");
        const size_t elem = DType(type) == DType::F16 ? 2 : 4;
        uint32_t seed = 40;
        for (int64_t n : kSizes)
            for (size_t off = 0; off < 8; ++off) {
                std::vector<float> x = gaussian(size_t(n), seed++, 100.f);
                // F16 edge cases: overflow, subnormals, ties.
                const float edges[] = {70000.f, -65520.f, 1e-6f, -3e-8f, 1.00048828125f, INFINITY};
                for (size_t i = 0; i < std::size(edges) && i < x.size(); ++i) x[(i * 13) % x.size()] = edges[i];
                std::vector<uint8_t> ref(size_t(n) * elem), got(size_t(n) * elem + 16);
                scalar().kv_store_row(DType(type), ref.data(), x.data(), n);
                Shifted src(x, off);
                avx2()->kv_store_row(DType(type), got.data() + 2 * (off % 4), src.p, n);
                QVERIFY2(std::memcmp(got.data() + 2 * (off % 4), ref.data(), ref.size()) == 0,
                         qPrintable(QString("n=%1 offset=%2").arg(n).arg(off)));
            }
    }

    // The blocked attention (avx2/attention_rows.h, 8 and 16 lanes) against
    // the reference, one token and head at a time: blocks of tokens whose
    // positions straddle the 64-key chunks, group sizes around the register
    // tiles (3 and 6 rows), head sizes that are not whole vectors, windows
    // and soft-capping, F32 and F16 caches, misaligned queries and outputs.
    void attention_data() {
        QTest::addColumn<int>("path");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("head_dim");
        QTest::addColumn<int>("window");
        QTest::addColumn<double>("softcap");
        for (KernelPath path : {KernelPath::Avx2, KernelPath::Avx512})
            for (int t : {int(DType::F32), int(DType::F16)})
                for (int hd : {8, 12, 64, 80, 128})
                    for (auto [window, cap] : {std::pair{0, 0.0}, {20, 0.0}, {0, 30.0}})
                        QTest::newRow(qPrintable(QString("%1 %2 hd=%3 window=%4 softcap=%5")
                                                     .arg(path == KernelPath::Avx2 ? "avx2" : "avx512")
                                                     .arg(t == int(DType::F16) ? "f16" : "f32").arg(hd).arg(window).arg(cap)))
                            << int(path) << t << hd << window << cap;
    }
    void attention() {
        QFETCH(int, path);
        QFETCH(int, type);
        QFETCH(int, head_dim);
        QFETCH(int, window);
        QFETCH(double, softcap);
        const OpsKernels* simd = ops_kernels(KernelPath(path));
        if (!simd) QSKIP("CPU lacks this path's instructions");
        AttentionParams p;
        p.n_head = 4, p.n_head_kv = 2, p.head_dim = head_dim, p.window = window;
        p.scale = float(1.0 / std::sqrt(double(head_dim)));
        p.softcap = float(softcap);
        const int64_t n_ctx = 150, kv_width = p.n_head_kv * head_dim;
        const std::vector<float> k = gaussian(size_t(n_ctx * kv_width), 50, 2.f), v = gaussian(size_t(n_ctx * kv_width), 51, 1.f);
        const size_t elem = DType(type) == DType::F16 ? 2 : 4;
        std::vector<uint8_t> kc(size_t(kv_padded_ctx(n_ctx) * kv_width) * elem), vc(v.size() * elem);
        const KvLayerView cache{DType(type), kc.data(), vc.data(), n_ctx};
        {
            ThreadPool pool(1);
            std::vector<int32_t> all(static_cast<size_t>(n_ctx));
            for (int64_t i = 0; i < n_ctx; ++i) all[size_t(i)] = int32_t(i);
            synsema::kernels::kv_store(pool, cache, k.data(), v.data(), n_ctx, p.n_head_kv, head_dim, all.data());
        }
        uint32_t seed = 60;
        for (int64_t n_tok : {1, 3, 17})
            for (int64_t n_heads : {1, 7, 11})
                for (int64_t first : {0, 7, 63, 65, 129})
                    for (int64_t hk = 0; hk < p.n_head_kv; ++hk) {
                        if (first + n_tok > n_ctx) continue;
                        std::vector<int32_t> pos(static_cast<size_t>(n_tok));
                        for (int64_t t = 0; t < n_tok; ++t) pos[size_t(t)] = int32_t(first + t);
                        const int64_t stride = n_heads * head_dim + 5;  // rows need not be adjacent
                        const std::vector<float> q = gaussian(size_t(n_tok * stride), seed++, 2.f);
                        std::vector<float> ref(q.size(), 0.f);
                        scalar().attention(p, q.data(), stride, n_tok, n_heads, pos.data(), cache, hk, ref.data(), stride);
                        Shifted qs(q, size_t(first % 8)), out(std::vector<float>(q.size(), NAN), size_t((first + 3) % 8));
                        simd->attention(p, qs.p, stride, n_tok, n_heads, pos.data(), cache, hk, out.p, stride);
                        QString problem;  // the first element out of bounds (one check per call: fast)
                        for (int64_t t = 0; t < n_tok && problem.isEmpty(); ++t)
                            for (int64_t h = 0; h < n_heads && problem.isEmpty(); ++h) {
                                const size_t o = size_t(t * stride + h * head_dim);
                                // Outputs are weighted means of v: compare against their scale.
                                double vmax = 0;
                                for (int64_t d = 0; d < head_dim; ++d) vmax = std::max(vmax, double(std::fabs(ref[o + size_t(d)])));
                                for (int64_t d = 0; d < head_dim; ++d) {
                                    const size_t i = o + size_t(d);
                                    if (!(std::fabs(double(out.p[i]) - ref[i]) <= kRel * vmax)) {
                                        problem = QString("tokens=%1 heads=%2 first=%3 kv head=%4 token=%5 head=%6 d=%7: %8 vs %9")
                                                      .arg(n_tok).arg(n_heads).arg(first).arg(hk).arg(t).arg(h).arg(d)
                                                      .arg(out.p[i]).arg(ref[i]);
                                        break;
                                    }
                                }
                            }
                        QVERIFY2(problem.isEmpty(), qPrintable(problem));
                    }
    }

    // The threaded entry points give what the reference table gives per row/head.
    void threaded_entry_points() {
        ThreadPool pool(2);
        const int64_t rows = 5, n = 300;
        const std::vector<float> x = gaussian(size_t(rows * n), 70, 2.f), w = gaussian(size_t(n), 71, 1.f);
        std::vector<float> y(x.size()), ref(x.size());
        synsema::kernels::rms_norm(pool, x.data(), w.data(), y.data(), rows, n, 1e-5f);
        for (int64_t r = 0; r < rows; ++r) scalar().rms_norm_row(x.data() + r * n, w.data(), ref.data() + r * n, n, 1e-5f);
        const QString error = mismatch(y.data(), ref.data(), rows * n, QString("rms_norm"));
        QVERIFY2(error.isEmpty(), qPrintable(error));

        // RoPE over tokens x heads with angles from positions.
        const int64_t heads = 3, head_dim = 16;
        const int32_t positions[2] = {5, 1000};
        for (RopeStyle style : {RopeStyle::Normal, RopeStyle::NeoX}) {
            std::vector<float> t = gaussian(size_t(2 * heads * head_dim), 72, 1.f), tref = t;
            RopeParams rp;
            rp.style = style, rp.n_rot = head_dim;
            synsema::kernels::rope(pool, t.data(), 2, heads, head_dim, positions, rp);
            for (int64_t tok = 0; tok < 2; ++tok) {
                float c[8], s[8];
                for (int i = 0; i < 8; ++i) {
                    const double theta = positions[tok] * std::pow(10000.0, -2.0 * i / 16.0);
                    c[i] = float(std::cos(theta)), s[i] = float(std::sin(theta));
                }
                for (int64_t h = 0; h < heads; ++h) scalar().rope_head(tref.data() + (tok * heads + h) * head_dim, c, s, 8, style);
            }
            for (size_t i = 0; i < t.size(); ++i) QVERIFY(std::fabs(t[i] - tref[i]) <= 1e-5f * 4);
        }

        // Attention with grouped heads over a KV store, for group shapes whose
        // jobs split differently: even groups, Qwen2.5's 7 heads per KV head,
        // one KV head (the group is split to feed both threads), ragged blocks.
        for (auto [n_head, n_head_kv] : {std::pair<int64_t, int64_t>{4, 2}, {14, 2}, {10, 1}, {9, 3}, {20, 2}})
            for (int64_t tokens : {1, 3, 10}) {
                AttentionParams p;
                p.n_head = n_head, p.n_head_kv = n_head_kv, p.head_dim = 32, p.scale = 0.2f;
                const int64_t kv_width = n_head_kv * 32, q_width = n_head * 32;
                std::vector<uint16_t> kc(size_t(kv_padded_ctx(12) * kv_width)), vc(size_t(12 * kv_width));
                const KvLayerView cache{DType::F16, kc.data(), vc.data(), 12};
                const std::vector<float> k = gaussian(size_t(tokens * kv_width), 73, 1.f),
                                         v = gaussian(size_t(tokens * kv_width), 74, 1.f);
                const int32_t pos[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
                synsema::kernels::kv_store(pool, cache, k.data(), v.data(), tokens, n_head_kv, 32, pos);
                // Head after head: keys in their block's columns (12 positions: one block of 64 per
                // head), values in rows of the head's 32 dimensions.
                for (int64_t t = 0; t < tokens; ++t)
                    for (int64_t c = 0; c < kv_width; ++c) {
                        const int64_t h = c / 32, d = c % 32;
                        QCOMPARE(kc[size_t((h * 32 + d) * 64 + t)], fp32_to_fp16(k[size_t(t * kv_width + c)]));
                        QCOMPARE(vc[size_t((h * 12 + t) * 32 + d)], fp32_to_fp16(v[size_t(t * kv_width + c)]));
                    }
                const std::vector<float> q = gaussian(size_t(tokens * q_width), 75, 1.f);
                std::vector<float> out(q.size(), NAN), oref(q.size());
                synsema::kernels::attention(pool, p, q.data(), tokens, pos, cache, out.data());
                for (int64_t t = 0; t < tokens; ++t)
                    for (int64_t h = 0; h < n_head; ++h)
                        scalar().attention(p, q.data() + t * q_width + h * 32, q_width, 1, 1, pos + t, cache,
                                           h / (n_head / n_head_kv), oref.data() + t * q_width + h * 32, q_width);
                for (size_t i = 0; i < out.size(); ++i)
                    QVERIFY2(std::fabs(out[i] - oref[i]) <= 1e-5f * 3,
                             qPrintable(QString("%1 heads / %2 kv, %3 tokens, element %4: %5 vs %6")
                                            .arg(n_head).arg(n_head_kv).arg(tokens).arg(i).arg(out[i]).arg(oref[i])));
            }
    }
};

QTEST_MAIN(TestOps)
#include "tst_ops.moc"
