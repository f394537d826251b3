// Quantized models against the exact reference logits, through
// `synsema-cli logits`, with the README's tolerance for quantized files:
// RMS error over last_logits <= 0.10, largest error <= 0.40, and the top-1
// token agreeing wherever the exact top-1 leads the top-2 by >= 0.3. The
// default KV cache of a quantized model (F16) is checked against the exact
// logits and, with the same tolerance, against the logits of an F32 cache.
#include <QJsonDocument>
#include <QtTest>

#include "tests/support/reference.h"
#include "tests/support/test_data.h"

class FidelityQuant : public QObject {
    Q_OBJECT
private slots:
    void logits_data();
    void logits();
};

void FidelityQuant::logits_data() {
    QTest::addColumn<QString>("model");
    // One file per weight type (llama.cpp --pure), and each family's real mixes.
    for (const char* t : {"q8_0", "q4_0", "q4_1", "q5_0", "q5_1", "q2_k", "q3_k", "q4_k", "q5_k", "q6_k", "iq4_nl", "iq4_xs"})
        QTest::newRow(t) << QString("tiny-llama-%1").arg(t);
    for (const char* f : {"qwen2", "qwen3", "phi3", "gemma2", "gemma3"})
        for (const char* t : {"q4_k_m", "q8_0"}) {
            const QString m = QString("tiny-%1-%2").arg(f, t);
            QTest::newRow(qPrintable(m)) << m;
        }
}

void FidelityQuant::logits() {
    QFETCH(QString, model);
    SYNSEMA_REQUIRE_DATA(gguf, "models/" + model + ".gguf");
    SYNSEMA_REQUIRE_DATA(json, "reference/" + model + ".json");
    synsema::test::Reference ref;
    QString error;
    QVERIFY2(synsema::test::load_reference(json, &ref, &error), qPrintable(error));
    for (const auto& c : ref.cases) {
        QStringList ids;
        for (int t : c.tokens) ids << QString::number(t);
        // The default KV cache (F16 for a quantized model) against the exact
        // logits, and against an F32 cache's logits.
        QJsonObject out[2];
        for (int i = 0; i < 2; ++i) {
            const auto r = synsema::test::run_cli({"logits", "--model", gguf, "--tokens", ids.join(','), "--top", "40",
                                                   "--kv-type", i == 0 ? "auto" : "f32", "--json"});
            QVERIFY2(r.exit_code == 0, r.err.constData());
            out[i] = QJsonDocument::fromJson(r.out).object();
        }
        const auto check = synsema::test::check_logits(c, out[0]);
        const auto kv = synsema::test::check_logits(synsema::test::case_from_output(c.tokens, out[1]), out[0]);
        qInfo("%s: rms %.4f, max %.4f, top-1 disagreements %d; F16 against F32 KV: rms %.4f, max %.4f", qPrintable(model),
              check.rms_last_error, check.max_last_error, check.top1_disagreements, kv.rms_last_error, kv.max_last_error);
        QVERIFY2(synsema::test::within_quant_tolerance(check),
                 qPrintable(QString("rms %1 max %2 top-1 disagreements %3; %4")
                                .arg(check.rms_last_error).arg(check.max_last_error)
                                .arg(check.top1_disagreements).arg(check.first_problem)));
        QVERIFY2(synsema::test::within_quant_tolerance(kv),
                 qPrintable(QString("F16 against F32 KV cache: rms %1 max %2 top-1 disagreements %3; %4")
                                .arg(kv.rms_last_error).arg(kv.max_last_error).arg(kv.top1_disagreements)
                                .arg(kv.first_problem)));
    }
}

QTEST_MAIN(FidelityQuant)
#include "tst_fidelity_quant.moc"
