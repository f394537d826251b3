// Float models (stories260K, tiny-llama f32/f16/bf16 and the f32 file of each
// family: qwen2, qwen3, phi3, gemma2, gemma3) against the exact reference logits (../shared/reference):
// every logit within 0.01 through `synsema-cli logits` (with the default KV
// cache, F32 for float models; an F16 cache's logits are checked against it
// with the quantized tolerance), and the greedy continuation identical when
// decoded token by token through the KV cache.
#include <QJsonDocument>
#include <QtTest>

#include "engine/model/model.h"
#include "engine/sampling/sampler.h"
#include "engine/session/session.h"
#include "engine/util/version_info.h"
#include "tests/support/reference.h"
#include "tests/support/test_data.h"

using namespace synsema;

class FidelityFloat : public QObject {
    Q_OBJECT
private slots:
    void logits_data() { models(); }
    void logits();
    void greedy_data() { models(); }
    void greedy();

private:
    void models() {
        QTest::addColumn<QString>("model");
        for (const char* m : {"stories260K", "tiny-llama-f32", "tiny-llama-f16", "tiny-llama-bf16", "tiny-qwen2-f32",
                              "tiny-qwen3-f32", "tiny-phi3-f32", "tiny-gemma2-f32", "tiny-gemma3-f32"})
            QTest::newRow(m) << QString(m);
    }
};

void FidelityFloat::logits() {
    QFETCH(QString, model);
    SYNSEMA_REQUIRE_DATA(gguf, "models/" + model + ".gguf");
    SYNSEMA_REQUIRE_DATA(json, "reference/" + model + ".json");
    test::Reference ref;
    QString error;
    QVERIFY2(test::load_reference(json, &ref, &error), qPrintable(error));
    for (const auto& c : ref.cases) {
        QStringList ids;
        for (int t : c.tokens) ids << QString::number(t);
        // The default KV cache (F32 for a float model) against the exact
        // logits, and an F16 cache's logits against it.
        QJsonObject out[2];
        for (int i = 0; i < 2; ++i) {
            const auto r = test::run_cli({"logits", "--model", gguf, "--tokens", ids.join(','), "--top", "100",
                                          "--kv-type", i == 0 ? "auto" : "f16", "--json"});
            QVERIFY2(r.exit_code == 0, r.err.constData());
            out[i] = QJsonDocument::fromJson(r.out).object();
        }
        const auto check = test::check_logits(c, out[0]);
        const auto kv = test::check_logits(test::case_from_output(c.tokens, out[0]), out[1]);
        qInfo("%s (%lld tokens): max top-20 error %.2e, max last-logit error %.2e, rms %.2e; F16 against F32 KV: "
              "max %.2e", qPrintable(model), static_cast<long long>(c.tokens.size()), check.max_top_error,
              check.max_last_error, check.rms_last_error, std::max(kv.max_top_error, kv.max_last_error));
        QVERIFY2(test::within_float_tolerance(check), qPrintable(check.first_problem));
        // An F16 cache is not the default for float models: on stories260K it
        // moves logits by up to 0.015, beyond the 0.01 above. It stays within
        // the quantized files' tolerance, as it must where it is the default.
        QVERIFY2(test::within_quant_tolerance(kv), qPrintable("F16 against F32 KV cache: " + kv.first_problem));
    }
}

void FidelityFloat::greedy() {
    QFETCH(QString, model);
    SYNSEMA_REQUIRE_DATA(gguf, "models/" + model + ".gguf");
    SYNSEMA_REQUIRE_DATA(json, "reference/" + model + ".json");
    test::Reference ref;
    QString error;
    QVERIFY2(test::load_reference(json, &ref, &error), qPrintable(error));
    auto m = model::Model::load(gguf.toStdString(), {.arch_dirs = {source_arch_dir()}});
    for (const auto& c : ref.cases) {
        Session session(*m, {.n_ctx = 256, .n_threads = 2});
        std::vector<TokenId> prompt(c.tokens.begin(), c.tokens.end());
        auto logits = session.eval(prompt);
        QVector<int> ours;
        for (int i = 0; i < c.greedy.size(); ++i) {
            const TokenId next = Sampler::argmax(logits.data(), size_t(session.n_vocab()));
            ours.push_back(next);
            const TokenId one[1] = {next};
            logits = session.eval(one);
        }
        QCOMPARE(ours, c.greedy);
    }
}

QTEST_MAIN(FidelityFloat)
#include "tst_fidelity_float.moc"
