// Quantized models against the exact reference logits, through
// `synsema-cli logits`, with the README's tolerance for quantized files:
// RMS error over last_logits <= 0.10, largest error <= 0.40, and the top-1
// token agreeing wherever the exact top-1 leads the top-2 by >= 0.3.
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
        const auto r = synsema::test::run_cli({"logits", "--model", gguf, "--tokens", ids.join(','), "--top", "40", "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const auto check = synsema::test::check_logits(c, QJsonDocument::fromJson(r.out).object());
        qInfo("%s: rms %.4f, max %.4f, top-1 disagreements %d", qPrintable(model), check.rms_last_error,
              check.max_last_error, check.top1_disagreements);
        QVERIFY2(synsema::test::within_quant_tolerance(check),
                 qPrintable(QString("rms %1 max %2 top-1 disagreements %3; %4")
                                .arg(check.rms_last_error).arg(check.max_last_error)
                                .arg(check.top1_disagreements).arg(check.first_problem)));
    }
}

QTEST_MAIN(FidelityQuant)
#include "tst_fidelity_quant.moc"
