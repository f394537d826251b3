// synsema-cli models / run with model names, in a fake HOME given to the
// child process: every source listed, names resolved by `run`, and a name
// that is not found explained with the places searched and close names.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "tests/support/fake_stores.h"
#include "tests/support/test_data.h"

using namespace synsema;

class CliModels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void models_json_lists_every_source();
    void models_text_lists_names();
    void run_accepts_every_name_form_data();
    void run_accepts_every_name_form();
    void unknown_name_lists_places_and_suggestions();

private:
    test::CliResult cli(const QStringList& args) { return test::run_cli_env(args, home_.environment()); }
    test::FakeHome home_;
};

void CliModels::initTestCase() {
    QVERIFY(home_.ok());
    home_.add_ollama("registry.ollama.ai", "library", "qwen2.5", "0.5b", test::small_model_bytes(1));
    test::OllamaLayers cloud;
    cloud.model_layer = false;
    home_.add_ollama("registry.ollama.ai", "library", "giant", "cloud", QByteArray(), cloud);
    home_.add_hf("org", "repo", "repo-Q4_K_M.gguf", test::small_model_bytes(2));
    home_.add_lmstudio("pub", "lm", "lm-Q8_0.gguf", test::small_model_bytes(3));
    QVERIFY(test::write_file(home_.home() + "/plain.gguf", test::small_model_bytes(4)));
}

void CliModels::models_json_lists_every_source() {
    const auto r = cli({"models", "--json"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const auto list = QJsonDocument::fromJson(r.out).array();
    QMap<QString, QJsonObject> by_name;
    for (const auto& v : list) by_name[v.toObject()["name"].toString()] = v.toObject();
    QCOMPARE(by_name.size(), 4);
    QCOMPARE(by_name["qwen2.5:0.5b"]["source"].toString(), QString("ollama"));
    QCOMPARE(by_name["org/repo/repo-Q4_K_M.gguf"]["source"].toString(), QString("huggingface"));
    QCOMPARE(by_name["pub/lm/lm-Q8_0.gguf"]["source"].toString(), QString("lmstudio"));
    const auto giant = by_name["giant:cloud"];
    QVERIFY(!giant["runnable"].toBool());
    QVERIFY(giant["not_runnable_reason"].toString().contains("no model layer"));
    const auto q = by_name["qwen2.5:0.5b"];
    QVERIFY(q["runnable"].toBool());
    QCOMPARE(q["architecture"].toString(), QString("llama"));
    QCOMPARE(q["size"].toInteger(), qint64(test::small_model_bytes(1).size()));
    QCOMPARE(q["context_length"].toInt(), 2048);
    QCOMPARE(q["quantization"].toString(), QString("Q8_0:16 F32:5"));
    QVERIFY(q["parameters"].toInteger() > 0);
    QVERIFY(q["arch_file"].toBool());
    QVERIFY(q["path"].toString().startsWith(home_.ollama_store() + "/blobs/sha256-"));
}

void CliModels::models_text_lists_names() {
    const auto r = cli({"models"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    for (const char* name : {"qwen2.5:0.5b", "org/repo/repo-Q4_K_M.gguf", "pub/lm/lm-Q8_0.gguf", "giant:cloud", "not runnable"})
        QVERIFY2(r.out.contains(name), r.out.constData());
}

void CliModels::run_accepts_every_name_form_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("path") << "PLAIN";
    QTest::newRow("ollama") << "Qwen2.5:0.5B";
    QTest::newRow("huggingface") << "org/repo";
    QTest::newRow("huggingface tag") << "org/repo:q4_k_m";
    QTest::newRow("lmstudio") << "pub/lm/lm-Q8_0.gguf";
}

void CliModels::run_accepts_every_name_form() {
    QFETCH(QString, name);
    if (name == "PLAIN") name = home_.home() + "/plain.gguf";
    const auto r = cli({"run", "--model", name, "--prompt", "a b", "-n", "4", "--temp", "0", "--threads", "1"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    QVERIFY(r.out.endsWith('\n'));
    QVERIFY2(r.err.contains("decode:"), r.err.constData());
}

void CliModels::unknown_name_lists_places_and_suggestions() {
    const auto r = cli({"run", "--model", "qwen2.5:0.5", "--prompt", "x"});
    QCOMPARE(r.exit_code, 1);
    QVERIFY2(r.err.contains("was not found"), r.err.constData());
    QVERIFY2(r.err.contains((home_.ollama_store() + "/manifests/registry.ollama.ai/library/qwen2.5/0.5").toUtf8()), r.err.constData());
    QVERIFY2(r.err.contains("Did you mean") && r.err.contains("qwen2.5:0.5b"), r.err.constData());
    const auto hf = cli({"attest", "--model", "org/rep"});
    QCOMPARE(hf.exit_code, 1);
    QVERIFY2(hf.err.contains((home_.hf_cache() + "/models--org--rep").toUtf8()), hf.err.constData());
    QVERIFY2(hf.err.contains((home_.lmstudio() + "/org/rep").toUtf8()), hf.err.constData());
    QVERIFY2(hf.err.contains("org/repo/repo-Q4_K_M.gguf"), hf.err.constData());
}

QTEST_MAIN(CliModels)
#include "tst_cli_models.moc"
