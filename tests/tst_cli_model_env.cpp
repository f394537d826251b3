// SYNSEMA_MODEL names the model when --model is absent, by any name the
// sources resolve (here an Ollama model:tag in a fake store holding
// stories260K's bytes); --model wins over it. SYNSEMA_PROVIDER accepts only
// "local": any other value is an error saying this build has no network
// provider, with a non-zero exit, before anything is loaded.
#include <QFile>
#include <QtTest>

#include "tests/support/fake_stores.h"
#include "tests/support/test_data.h"

class CliModelEnv : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void run_takes_the_model_from_the_variable();
    void model_option_wins_over_the_variable();
    void other_commands_take_it_too();
    void without_either_the_error_names_the_variable();
    void a_network_provider_is_refused();
    void local_provider_is_accepted();

private:
    QProcessEnvironment env_with(const QString& model, const QString& provider = {}) const;
    QString gguf_;
    synsema::test::FakeHome home_;
};

void CliModelEnv::initTestCase() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    gguf_ = gguf;
    QVERIFY(home_.ok());
    QFile f(gguf_);
    QVERIFY(f.open(QIODevice::ReadOnly));
    home_.add_ollama("registry.ollama.ai", "library", "storyteller", "tiny", f.readAll());
}

QProcessEnvironment CliModelEnv::env_with(const QString& model, const QString& provider) const {
    QProcessEnvironment env = home_.environment();
    env.remove("SYNSEMA_MODEL");
    env.remove("SYNSEMA_PROVIDER");
    if (!model.isNull()) env.insert("SYNSEMA_MODEL", model);
    if (!provider.isNull()) env.insert("SYNSEMA_PROVIDER", provider);
    return env;
}

void CliModelEnv::run_takes_the_model_from_the_variable() {
    const QStringList run = {"run", "--prompt", "Once upon a time", "-n", "16", "--temp", "0", "--threads", "2"};
    const auto from_env = synsema::test::run_cli_env(run, env_with("storyteller:tiny"));
    QVERIFY2(from_env.exit_code == 0, from_env.err.constData());
    const auto by_path = synsema::test::run_cli_env(run + QStringList{"--model", gguf_}, env_with({}));
    QVERIFY2(by_path.exit_code == 0, by_path.err.constData());
    QVERIFY(from_env.out.size() > 20);
    QCOMPARE(from_env.out, by_path.out);
}

void CliModelEnv::model_option_wins_over_the_variable() {
    const auto r = synsema::test::run_cli_env({"run", "--model", gguf_, "--prompt", "Once", "-n", "4", "--temp", "0"},
                                              env_with("no-such-model:latest"));
    QVERIFY2(r.exit_code == 0, r.err.constData());
    // And a variable naming nothing is the usual clear "not found".
    const auto missing = synsema::test::run_cli_env({"run", "--prompt", "Once", "-n", "4"}, env_with("no-such-model:latest"));
    QVERIFY(missing.exit_code != 0);
    QVERIFY2(missing.err.contains("no-such-model"), missing.err.constData());
}

void CliModelEnv::other_commands_take_it_too() {
    const auto tokenize = synsema::test::run_cli_env({"tokenize", "Once upon a time"}, env_with("storyteller:tiny"));
    QVERIFY2(tokenize.exit_code == 0, tokenize.err.constData());
    const auto direct = synsema::test::run_cli_env({"tokenize", "--model", gguf_, "Once upon a time"}, env_with({}));
    QCOMPARE(tokenize.out, direct.out);
    const auto attest = synsema::test::run_cli_env({"attest", "--json"}, env_with("storyteller:tiny"));
    QVERIFY2(attest.exit_code == 0, attest.err.constData());
    QVERIFY2(attest.out.contains("\"requested\": \"storyteller:tiny\""), attest.out.constData());
}

void CliModelEnv::without_either_the_error_names_the_variable() {
    const auto r = synsema::test::run_cli_env({"run", "--prompt", "Once"}, env_with({}));
    QVERIFY(r.exit_code != 0);
    QVERIFY2(r.err.contains("SYNSEMA_MODEL"), r.err.constData());
    const auto blank = synsema::test::run_cli_env({"run", "--prompt", "Once"}, env_with("   "));
    QVERIFY(blank.exit_code != 0);
    QVERIFY2(blank.err.contains("--model"), blank.err.constData());
}

void CliModelEnv::a_network_provider_is_refused() {
    for (const QString provider : {"openai", "ollama-http", "remote"}) {
        const auto r = synsema::test::run_cli_env({"run", "--prompt", "Once", "-n", "4"}, env_with("storyteller:tiny", provider));
        QVERIFY2(r.exit_code != 0, r.out.constData());
        QVERIFY2(r.err.contains("SYNSEMA_PROVIDER=" + provider.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains("no network provider, by design"), r.err.constData());
        QVERIFY(r.out.isEmpty());  // nothing ran
    }
}

void CliModelEnv::local_provider_is_accepted() {
    const auto r = synsema::test::run_cli_env({"run", "--prompt", "Once", "-n", "4", "--temp", "0"}, env_with("storyteller:tiny", "local"));
    QVERIFY2(r.exit_code == 0, r.err.constData());
}

QTEST_MAIN(CliModelEnv)
#include "tst_cli_model_env.moc"
