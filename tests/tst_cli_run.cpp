// `synsema-cli run --temp 0` on stories260K prints llama.cpp's greedy text,
// streams only model text to stdout, and reports speed figures on stderr.
#include <QtTest>

#include "tests/support/reference.h"
#include "tests/support/test_data.h"

class CliRun : public QObject {
    Q_OBJECT
private slots:
    void greedy_text_matches_llama_cpp();
    void same_seed_same_output();
    void bad_model_is_a_clear_error();
};

void CliRun::greedy_text_matches_llama_cpp() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    SYNSEMA_REQUIRE_DATA(json, "reference/stories260K.json");
    synsema::test::Reference ref;
    QString error;
    QVERIFY2(synsema::test::load_reference(json, &ref, &error), qPrintable(error));
    for (const auto& c : ref.cases) {
        QVERIFY(!c.text.isEmpty() && !c.greedy_text.isEmpty());
        const auto r = synsema::test::run_cli({"run", "--model", gguf, "--prompt", c.text, "-n",
                                               QString::number(c.greedy.size()), "--temp", "0", "--threads", "2"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QString out = QString::fromUtf8(r.out);
        QVERIFY(out.endsWith('\n'));
        out.chop(1);
        QCOMPARE(out, c.greedy_text);
        QVERIFY2(r.err.contains("prefill:") && r.err.contains("decode:") && r.err.contains("load:"), r.err.constData());
    }
}

void CliRun::same_seed_same_output() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    const QStringList args = {"run", "--model", gguf, "--prompt", "The dog", "-n", "40", "--temp", "0.9", "--seed", "1234", "--threads", "2"};
    const auto a = synsema::test::run_cli(args);
    const auto b = synsema::test::run_cli(args);
    QCOMPARE(a.exit_code, 0);
    QCOMPARE(a.out, b.out);
    QVERIFY(a.out.size() > 20);
}

void CliRun::bad_model_is_a_clear_error() {
    const auto r = synsema::test::run_cli({"run", "--model", "/nonexistent/model.gguf", "--prompt", "x"});
    QVERIFY(r.exit_code != 0);
    QVERIFY2(r.err.contains("/nonexistent/model.gguf"), r.err.constData());
}

QTEST_MAIN(CliRun)
#include "tst_cli_run.moc"
