// Weight panels at load (engine/model/weight_panels.h): a model loaded with
// its Q4_K/Q5_0 matrices packed gives EXACTLY the logits of the same model in
// the file's layout, for prefill and for decode; tied embedding tables are
// not packed (they are looked up by row); and the file's released pages still
// read back correctly (a second load of the same file, and row lookups).
#include <QTemporaryDir>
#include <QtTest>

#include <cstring>
#include <vector>

#include "engine/model/model.h"
#include "engine/model/model_maker.h"
#include "engine/session/session.h"
#include "engine/util/version_info.h"
#include "kernels/type_kernels.h"
#include "tests/support/test_data.h"

using namespace synsema;

namespace {

// Logits after a 19-token prompt, then after each of 3 single decoded tokens.
std::vector<float> run(const model::Model& m) {
    Session s(m, {.n_ctx = 64, .n_threads = 2});
    std::vector<TokenId> prompt;
    for (int i = 0; i < 19; ++i) prompt.push_back(TokenId(3 + (i * 37) % 250));
    std::vector<float> all;
    const auto first = s.eval(prompt);
    all.assign(first.begin(), first.end());
    for (TokenId t : {TokenId(5), TokenId(77), TokenId(140)}) {
        const TokenId one[] = {t};
        const auto next = s.eval(one);
        all.insert(all.end(), next.begin(), next.end());
    }
    return all;
}

bool have_panels() {
    const auto* k = kernels::type_kernels(kernels::DType::Q4_K);
    return k && k->pack_panel;
}

void compare_with_and_without_panels(const std::string& path, bool expect_panels) {
    const model::LoadOptions with{.arch_dirs = {source_arch_dir()}}, without{.arch_dirs = {source_arch_dir()}, .weight_panels = false};
    const auto packed = model::Model::load(path, with);
    const auto plain = model::Model::load(path, without);
    QCOMPARE(plain->plan().panel_bytes, uint64_t(0));
    if (expect_panels && have_panels()) QVERIFY2(packed->plan().panel_bytes > 0, "no matrix was packed");
    const auto a = run(*packed), b = run(*plain);
    QCOMPARE(a.size(), b.size());
    QVERIFY2(std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0, "logits differ with panels");
}

}  // namespace

class TestModelPanels : public QObject {
    Q_OBJECT

private slots:
    void random_q4_k_m_model_data() {
        QTest::addColumn<bool>("tied");
        QTest::newRow("separate output") << false;
        QTest::newRow("tied embeddings") << true;
    }
    // 256-wide rows: Q4_K/Q6_K by the Q4_K_M mix, and Q5_0/Q8_0 for the rest.
    void random_q4_k_m_model() {
        QFETCH(bool, tied);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        model::ModelSpec spec;
        spec.n_embd = 256;
        spec.n_ff = 512;
        spec.n_vocab = 320;
        spec.tied_embeddings = tied;
        spec.mix = model::ModelSpec::QuantMix::Q4_K_M;
        const std::string path = dir.filePath("m.gguf").toStdString();
        model::make_random_model(spec).write_file(path);
        compare_with_and_without_panels(path, true);
    }

    // A file quantized by llama.cpp (Q5_0 / Q8_0 / Q4_K / Q6_K mix).
    void llama_cpp_file() {
        SYNSEMA_REQUIRE_DATA(path, "models/tiny-qwen2-q4_k_m.gguf");
        compare_with_and_without_panels(path.toStdString(), false);
    }
};

QTEST_GUILESS_MAIN(TestModelPanels)
#include "tst_model_panels.moc"
