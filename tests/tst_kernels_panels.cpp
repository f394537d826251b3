// Panels (kernels/panel_q4k.h, panel_q5_0.h, panel_q6k.h, panel_q8_0.h): 8
// weight rows interleaved for the matrices the engine multiplies. A panel
// product must equal the product over the file's layout BIT FOR BIT (same
// integer sums, same float steps), on every kernel path that has panels, for
// decode and prefill, whole and partial tiles, and through matmul with rows
// that are not a multiple of 8; a row read back from a panel must be the
// file's row byte for byte (tied embedding tables live as panels alone).
#include <QtTest>

#include <cstring>
#include <random>
#include <vector>

#include "kernels/blocks_k.h"
#include "kernels/fp16.h"
#include "kernels/matmul.h"
#include "kernels/blocks_legacy.h"
#include "kernels/panel_q4k.h"
#include "kernels/panel_q5_0.h"
#include "kernels/type_kernels.h"

using namespace synsema::kernels;

namespace {

// Random rows of type t: every bit pattern of quants, scales and mins, with
// finite fp16 block scales of a sensible magnitude (their signs vary too).
std::vector<uint8_t> random_rows(DType t, int rows, int64_t n, size_t stride, uint32_t seed) {
    std::mt19937 rng(seed);
    std::vector<uint8_t> bytes(stride * size_t(rows));
    for (auto& b : bytes) b = uint8_t(rng());
    std::uniform_real_distribution<float> scale(-0.02f, 0.02f);
    auto put = [&](uint8_t* p) { const uint16_t h = fp32_to_fp16(scale(rng)); std::memcpy(p, &h, 2); };
    const DTypeInfo* info = dtype_info(t);
    for (int r = 0; r < rows; ++r)
        for (int64_t b = 0; b < n / info->block_elems; ++b) {
            uint8_t* blk = bytes.data() + size_t(r) * stride + size_t(b) * info->block_bytes;
            if (t == DType::Q4_K) {
                put(blk + offsetof(BlockQ4K, d));
                put(blk + offsetof(BlockQ4K, dmin));
            } else if (t == DType::Q6_K) {
                put(blk + offsetof(BlockQ6K, d));
            } else {
                put(blk);  // Q5_0, Q8_0: d first
            }
        }
    return bytes;
}

// Activation rows (of the weight type's act_type) of random Gaussian tokens, stride bytes apart.
std::vector<uint8_t> random_tokens(const TypeKernels& act, int tokens, int64_t n, size_t stride, uint32_t seed) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> dist(0.f, 1.f);
    std::vector<uint8_t> bytes(stride * size_t(tokens));
    std::vector<float> x(static_cast<size_t>(n));
    for (int c = 0; c < tokens; ++c) {
        for (auto& v : x) v = dist(rng);
        act.quantize_row(x.data(), bytes.data() + size_t(c) * stride, n);
    }
    return bytes;
}

// The types with panels, on every SIMD path.
void add_types_and_paths() {
    QTest::addColumn<int>("type");
    QTest::addColumn<int>("path");
    for (DType t : {DType::Q4_K, DType::Q5_0, DType::Q6_K, DType::Q8_0}) {
        const std::string name(dtype_info(t)->name);
        QTest::newRow((name + "/avx2").c_str()) << int(t) << int(KernelPath::Avx2);
        QTest::newRow((name + "/avx2+vnni").c_str()) << int(t) << int(KernelPath::Avx2Vnni);
        QTest::newRow((name + "/avx512").c_str()) << int(t) << int(KernelPath::Avx512);
    }
}

}  // namespace

class TestKernelsPanels : public QObject {
    Q_OBJECT

private slots:
    // The packer moves every field where the layout says: rebuilt blocks from
    // the panel equal the original bytes' values, element by element.
    void pack_places_every_element() {
        const int64_t n = 512;
        const size_t stride = *row_bytes(DType::Q4_K, uint64_t(n)) + 5;  // rows need not be adjacent
        const auto rows = random_rows(DType::Q4_K, kPanelRows, n, stride, 7);
        std::vector<uint8_t> panel(panel_q4k_bytes(n));
        pack_panel_q4k(rows.data(), stride, n, panel.data());
        for (int64_t b = 0; b < n / kQK_K; ++b) {
            PanelQ4K p;
            std::memcpy(&p, panel.data() + size_t(b) * sizeof p, sizeof p);
            for (int r = 0; r < kPanelRows; ++r) {
                const auto blk = block_at<BlockQ4K>(rows.data() + size_t(r) * stride, b);
                QCOMPARE(p.d[r], blk.d);
                QCOMPARE(p.dmin[r], blk.dmin);
                uint8_t sc[8], mn[8];
                unpack_q4k_scales(blk.scales, sc, mn);
                for (int g = 0; g < 8; ++g) {
                    QCOMPARE(p.scales[g][r], sc[g]);
                    QCOMPARE(p.mins[g / 2][r][g % 2], mn[g]);
                    for (int e = 0; e < 32; ++e) {
                        // The file's quant of element 32g + e (blocks_k.h's element map)...
                        const int file_q = (blk.qs[32 * (g / 2) + e] >> (4 * (g % 2))) & 15;
                        // ...and where the panel keeps it.
                        const int h = (e % 16) / 4, i = e % 4;
                        const int panel_q = (p.qs[g][h][4 * r + i] >> (e < 16 ? 0 : 4)) & 15;
                        QCOMPARE(panel_q, file_q);
                    }
                }
            }
        }
    }

    void pack_places_every_q5_0_element() {
        const int64_t n = 96;
        const size_t stride = *row_bytes(DType::Q5_0, uint64_t(n)) + 3;
        const auto rows = random_rows(DType::Q5_0, kPanelRows, n, stride, 8);
        std::vector<uint8_t> panel(panel_q5_0_bytes(n));
        pack_panel_q5_0(rows.data(), stride, n, panel.data());
        for (int64_t b = 0; b < n / 32; ++b) {
            PanelQ5_0 p;
            std::memcpy(&p, panel.data() + size_t(b) * sizeof p, sizeof p);
            for (int r = 0; r < kPanelRows; ++r) {
                BlockQ5_0 blk;
                std::memcpy(&blk, rows.data() + size_t(r) * stride + size_t(b) * sizeof blk, sizeof blk);
                QCOMPARE(p.d[r], blk.d);
                uint32_t qh;
                std::memcpy(&qh, blk.qh, 4);
                for (int e = 0; e < 32; ++e) {
                    // The file's 5-bit quant of element e (blocks_legacy.h)...
                    const int file_q = ((e < 16 ? blk.qs[e] : blk.qs[e - 16] >> 4) & 15) | (((qh >> e) & 1) << 4);
                    // ...and the panel's: tile vector k = e / 4, byte i = e % 4.
                    const int k = e / 4, i = e % 4;
                    const int nibble = (p.qs[k % 4][4 * r + i] >> (k < 4 ? 0 : 4)) & 15;
                    const int panel_q = nibble | (((p.qh[4 * r + i] >> k) & 1) << 4);
                    QCOMPARE(panel_q, file_q);
                }
            }
        }
    }

    // pack_panel then unpack_panel_row gives back each row's bytes exactly.
    void unpack_row_gives_the_file_bytes_data() { add_types_and_paths(); }
    void unpack_row_gives_the_file_bytes() {
        QFETCH(int, type);
        QFETCH(int, path);
        const DType t = DType(type);
        const TypeKernels* k = type_kernels(t, KernelPath(path));
        if (!k || !k->unpack_panel_row) QSKIP("this CPU has no panel kernels on this path");
        for (int64_t n : {256, 1280}) {
            const size_t rb = *row_bytes(t, uint64_t(n)), stride = rb + 7;
            const auto w = random_rows(t, kPanelRows, n, stride, uint32_t(n + 3));
            std::vector<uint8_t> panel(k->panel_bytes(n)), row(rb);
            k->pack_panel(w.data(), stride, n, panel.data());
            for (int r = 0; r < kPanelRows; ++r) {
                k->unpack_panel_row(panel.data(), r, n, row.data());
                QVERIFY2(std::memcmp(row.data(), w.data() + size_t(r) * stride, rb) == 0,
                         qPrintable(QString("n %1, row %2").arg(n).arg(r)));
            }
        }
    }

    void panel_gemm_equals_file_layout_data() { add_types_and_paths(); }
    void panel_gemm_equals_file_layout() {
        QFETCH(int, type);
        QFETCH(int, path);
        const DType t = DType(type);
        const TypeKernels* k = type_kernels(t, KernelPath(path));
        if (!k || !k->panel_gemm) QSKIP("this CPU has no panel kernels on this path");
        const TypeKernels& act = *type_kernels(k->act_type, KernelPath(path));
        for (int64_t n : {256, 1280, 4096}) {
            const size_t wrb = *row_bytes(t, uint64_t(n)) + 3, arb = *row_bytes(k->act_type, uint64_t(n)) + 5;
            const int max_rows = 40, cols = 70;
            const auto w = random_rows(t, max_rows, n, wrb, uint32_t(n));
            const auto a = random_tokens(act, cols, n, arb, uint32_t(n + 1));
            const uint64_t pb = k->panel_bytes(n);
            std::vector<uint8_t> panels(pb * (max_rows / kPanelRows));
            for (int i = 0; i < max_rows / kPanelRows; ++i)
                k->pack_panel(w.data() + size_t(i * kPanelRows) * wrb, wrb, n, panels.data() + i * pb);
            // 1 to 5 panels: whole 16- and 32-row tiles, partial ones, and more.
            for (int np : {1, 2, 3, 4, 5})
                for (int nc : {1, 2, 3, 4, 5, 70}) {
                    const int nr = np * kPanelRows, ldo = nr + 2;
                    std::vector<float> got(size_t(cols) * ldo, -7.f), want(size_t(cols) * ldo, -7.f);
                    k->panel_gemm(n, panels.data(), pb, np, a.data(), arb, nc, got.data(), ldo);
                    k->gemm_tile(n, w.data(), wrb, nr, a.data(), arb, nc, want.data(), ldo);
                    for (int c = 0; c < nc; ++c)
                        for (int r = 0; r < ldo; ++r) {
                            const float g = got[size_t(c) * ldo + r], x = want[size_t(c) * ldo + r];
                            if (std::memcmp(&g, &x, sizeof g) != 0)
                                QFAIL(qPrintable(QString("n %1, %2 panels, %3 tokens: row %4 token %5: %6 vs %7")
                                                     .arg(n).arg(np).arg(nc).arg(r).arg(c).arg(double(g)).arg(double(x))));
                        }
                    QCOMPARE(got[size_t(nc - 1) * ldo + ldo - 1], -7.f);  // nothing written past the rows
                }
        }
    }

    // Through matmul: panels for the first 8 floor(rows / 8) rows, the file's
    // layout for the rest, bands split across threads on panel boundaries.
    void matmul_with_panels_equals_without_data() {
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("threads");
        for (DType t : {DType::Q4_K, DType::Q5_0, DType::Q6_K, DType::Q8_0})
            for (int rows : {8, 37, 96, 203})
                for (int threads : {1, 2})
                    QTest::newRow(qPrintable(QString("%1, %2 rows, %3 threads").arg(dtype_info(t)->name.data()).arg(rows).arg(threads)))
                        << int(t) << rows << threads;
    }
    void matmul_with_panels_equals_without() {
        QFETCH(int, type);
        QFETCH(int, rows);
        QFETCH(int, threads);
        const DType t = DType(type);
        const int64_t n = 768;
        const size_t rb = *row_bytes(t, uint64_t(n));
        const auto w = random_rows(t, rows, n, rb, uint32_t(rows));
        const Matrix plain{t, w.data(), n, rows};
        const uint64_t bytes = panel_storage_bytes(plain);
        if (bytes == 0) QSKIP("this CPU's kernel path has no panels for this type");
        QCOMPARE(bytes, uint64_t(rows / kPanelRows) * type_kernels(t)->panel_bytes(n));
        std::vector<uint8_t> storage(bytes);
        // Two ranges, as threads would pack them.
        const int64_t panels = rows / kPanelRows;
        pack_panels(plain, storage.data(), 0, panels / 2);
        pack_panels(plain, storage.data(), panels / 2, panels);
        const Matrix packed = with_panels(plain, storage.data());
        QCOMPARE(packed.panel_rows, int64_t(rows / kPanelRows * kPanelRows));
        ThreadPool pool(threads);
        MatmulScratch scratch;
        std::mt19937 rng(5);
        std::normal_distribution<float> dist(0.f, 1.f);
        for (int64_t tokens : {1, 9, 70}) {
            std::vector<float> x(size_t(tokens * n));
            for (auto& v : x) v = dist(rng);
            std::vector<float> want(size_t(tokens * rows)), got(size_t(tokens * rows));
            matmul(pool, plain, x.data(), tokens, want.data(), scratch);
            matmul(pool, packed, x.data(), tokens, got.data(), scratch);
            QVERIFY2(std::memcmp(want.data(), got.data(), want.size() * sizeof(float)) == 0,
                     qPrintable(QString("%1 tokens: results differ").arg(tokens)));
        }
    }

    // Fewer than 8 rows, or a type without panels: nothing to pack.
    void no_panels_where_none_apply() {
        const std::vector<uint8_t> w(*row_bytes(DType::Q4_K, 256) * 7);
        QCOMPARE(panel_storage_bytes(Matrix{DType::Q4_K, w.data(), 256, 7}), uint64_t(0));
        const std::vector<uint8_t> q4(*row_bytes(DType::Q4_0, 256) * 16);  // (no panel form)
        QCOMPARE(panel_storage_bytes(Matrix{DType::Q4_0, q4.data(), 256, 16}), uint64_t(0));
    }

    // Row lookups of a matrix packed as panels read the panels (the file's
    // pages of packed rows may be released), and give the file's values.
    void row_lookup_through_panels() {
        for (DType t : {DType::Q4_K, DType::Q5_0, DType::Q6_K, DType::Q8_0}) {
            const int64_t n = 512;
            const int rows = 21;
            const size_t rb = *row_bytes(t, uint64_t(n));
            auto w = random_rows(t, rows, n, rb, 77);
            const Matrix plain{t, w.data(), n, rows};
            if (!panels_serve_row_lookups(plain)) QSKIP("this CPU's kernel path has no panels");
            std::vector<uint8_t> storage(panel_storage_bytes(plain));
            pack_panels(plain, storage.data(), 0, rows / kPanelRows);
            std::vector<std::vector<float>> want(rows, std::vector<float>(size_t(n)));
            for (int r = 0; r < rows; ++r) dequantize_row(plain, r, want[size_t(r)].data());
            // Scribble over the packed rows of the file's copy: lookups must not read them.
            std::memset(w.data(), 0x5a, rb * size_t(rows / kPanelRows * kPanelRows));
            const Matrix packed = with_panels(plain, storage.data());
            std::vector<float> got(static_cast<size_t>(n));
            for (int r = 0; r < rows; ++r) {
                dequantize_row(packed, r, got.data());
                QVERIFY2(std::memcmp(got.data(), want[size_t(r)].data(), got.size() * sizeof(float)) == 0,
                         qPrintable(QString("%1 row %2").arg(dtype_info(t)->name.data()).arg(r)));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestKernelsPanels)
#include "tst_kernels_panels.moc"
