// synsema-cli attest and run --attest, in a fake HOME: the report's hashes
// against sha256sum, computed-now versus reused, tampering (exit code 4), the
// allow-network flag shown in the report, and determinism: the same prompt,
// seed and threads give byte-identical output and equal output sha256.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include "tests/support/fake_stores.h"
#include "tests/support/test_data.h"

using namespace synsema;

namespace {

QString sha256sum(const QString& path) {
    QProcess p;
    p.start("sha256sum", {path});
    if (!p.waitForFinished(120000) || p.exitCode() != 0) return "sha256sum failed";
    return QString::fromLatin1(p.readAllStandardOutput()).section(' ', 0, 0);
}

QJsonObject read_json(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

}  // namespace

class CliAttest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void attest_json_matches_sha256sum();
    void second_attest_reuses_the_cache();
    void tampered_blob_exits_loudly();
    void allow_network_flag_is_shown();
    void run_is_deterministic_and_attested();

private:
    test::CliResult cli(const QStringList& args, QProcessEnvironment env = {}) {
        return test::run_cli_env(args, env.isEmpty() ? home_.environment() : env);
    }
    test::FakeHome home_;
    QString blob_;
};

void CliAttest::initTestCase() {
    QVERIFY(home_.ok());
    blob_ = home_.add_ollama("registry.ollama.ai", "library", "small", "latest", test::small_model_bytes(11));
    const QString bad = home_.add_ollama("registry.ollama.ai", "library", "bad", "latest", test::small_model_bytes(12));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::Append));
    QVERIFY(f.write("x") == 1);  // extra bytes: the name no longer matches
}

void CliAttest::attest_json_matches_sha256sum() {
    const QString out = home_.home() + "/reports/a.json";
    const auto r = cli({"attest", "--model", "small", "--json", "--out", out, "--no-cache"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const auto j = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(read_json(out), j);  // the file holds the same report
    const auto model = j["model"].toObject();
    QCOMPARE(model["name"].toString(), QString("small:latest"));
    QCOMPARE(model["source"].toString(), QString("ollama"));
    const auto file = model["files"].toArray()[0].toObject();
    QCOMPARE(file["path"].toString(), blob_);
    QCOMPARE(file["sha256"].toString(), sha256sum(blob_));
    QCOMPARE(file["hash"].toString(), QString("computed now"));
    QVERIFY(file["content_address"].toObject()["match"].toBool());
    const auto arch = j["arch"].toObject()["file"].toObject();
    QCOMPARE(arch["sha256"].toString(), sha256sum(arch["path"].toString()));
    const auto engine = j["engine"].toObject();
    QCOMPARE(engine["binary"].toObject()["path"].toString(), test::cli_path());
    QCOMPARE(engine["binary"].toObject()["sha256"].toString(), sha256sum(test::cli_path()));
    QVERIFY(!engine["version"].toString().isEmpty());
    QVERIFY(engine.contains("git_revision"));
    const auto egress = j["egress"].toObject();
    QVERIFY(egress["locked"].toBool());
    QVERIFY(egress["seccomp"].toBool());
    QCOMPARE(egress["allow_network_flag"].toString(), QString());
    QVERIFY(!j["tampering_suspected"].toBool());
    QVERIFY(!j["created_at"].toString().isEmpty());
}

void CliAttest::second_attest_reuses_the_cache() {
    const auto first = cli({"attest", "--model", "small", "--json"});
    QVERIFY2(first.exit_code == 0, first.err.constData());
    const auto second = cli({"attest", "--model", "small", "--json"});
    QVERIFY2(second.exit_code == 0, second.err.constData());
    QVERIFY(QFile::exists(home_.home() + "/.cache/synsema/hash-cache.json"));
    const auto a = QJsonDocument::fromJson(first.out).object()["model"].toObject()["files"].toArray()[0].toObject();
    const auto b = QJsonDocument::fromJson(second.out).object()["model"].toObject()["files"].toArray()[0].toObject();
    QCOMPARE(b["hash"].toString(), QString("reused from cache"));
    QCOMPARE(b["sha256"].toString(), a["sha256"].toString());
    QCOMPARE(b["computed_at"].toString(), a["computed_at"].toString());
    const auto text = cli({"attest", "--model", "small"});
    QVERIFY2(text.out.contains("reused from cache, computed"), text.out.constData());
}

void CliAttest::tampered_blob_exits_loudly() {
    const auto r = cli({"attest", "--model", "bad", "--json"});
    QCOMPARE(r.exit_code, 4);
    QVERIFY2(r.err.contains("POSSIBLE TAMPERING"), r.err.constData());
    const auto j = QJsonDocument::fromJson(r.out).object();
    QVERIFY(j["tampering_suspected"].toBool());
    QVERIFY(!j["model"].toObject()["files"].toArray()[0].toObject()["content_address"].toObject()["match"].toBool());
}

void CliAttest::allow_network_flag_is_shown() {
    const auto r = cli({"--allow-network-unsafe", "attest", "--model", "small", "--json"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    QVERIFY2(r.err.contains("DISABLED by --allow-network-unsafe"), r.err.constData());
    const auto egress = QJsonDocument::fromJson(r.out).object()["egress"].toObject();
    QVERIFY(!egress["locked"].toBool());
    QCOMPARE(egress["allow_network_flag"].toString(), QString("--allow-network-unsafe"));
    auto env = home_.environment();
    env.insert("SYNSEMA_ALLOW_NETWORK", "1");
    const auto e = cli({"attest", "--model", "small", "--json"}, env);
    QCOMPARE(QJsonDocument::fromJson(e.out).object()["egress"].toObject()["allow_network_flag"].toString(),
             QString("SYNSEMA_ALLOW_NETWORK=1"));
}

void CliAttest::run_is_deterministic_and_attested() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    const QString prompt = "Once upon a time";
    QList<test::CliResult> runs;
    QList<QJsonObject> reports;
    for (int i = 0; i < 2; ++i) {
        const QString report = home_.home() + QString("/run%1.json").arg(i);
        runs << cli({"run", "--model", gguf, "--prompt", prompt, "-n", "48", "--temp", "0.8", "--seed", "99",
                     "--threads", "2", "--attest", report});
        QVERIFY2(runs.last().exit_code == 0, runs.last().err.constData());
        reports << read_json(report);
    }
    QCOMPARE(runs[0].out, runs[1].out);
    QVERIFY(runs[0].out.size() > 40);
    const auto r0 = reports[0]["runs"].toArray()[0].toObject();
    const auto r1 = reports[1]["runs"].toArray()[0].toObject();
    QCOMPARE(r0["output_sha256"].toString(), r1["output_sha256"].toString());
    // The output hash is of the text printed (without run's final newline); the input hash of the prompt.
    QCOMPARE(r0["output_sha256"].toString(), test::sha256_hex(runs[0].out.chopped(1)));
    QCOMPARE(r0["input_sha256"].toString(), test::sha256_hex(prompt.toUtf8()));
    QCOMPARE(reports[0]["model"].toObject()["sha256"].toString(), sha256sum(gguf));
    QCOMPARE(reports[0]["model"].toObject()["source"].toString(), QString("file"));
}

QTEST_MAIN(CliAttest)
#include "tst_cli_attest.moc"
