// synsema-cli key / verify and the signed reports (issue #25), in fake HOMEs
// (each its own installation key): redact two documents with --attest, then
// verify passes; one byte changed in the report fails its signature; one byte
// changed in a redacted copy is a named mismatch; a deleted input is missing;
// a report signed by another installation is "unknown key" unless --trust
// names its exported key; a private key open to group or others is refused.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <sys/stat.h>

#include <nlohmann/json.hpp>

#include "tests/support/fake_stores.h"
#include "tests/support/json_schema.h"
#include "tests/support/test_data.h"

using namespace synsema;

namespace {

using test::flip_byte;
QByteArray read_all(const QString& path) { return test::read_file(path); }

// The files of one report in verify --json, by the name the report gives them.
QMap<QString, QJsonObject> files_of(const QJsonObject& report) {
    QMap<QString, QJsonObject> out;
    for (const auto& f : report["files"].toArray()) out[f.toObject()["file"].toString()] = f.toObject();
    return out;
}

}  // namespace

class CliVerify : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void key_is_created_private_and_stable();
    void redacted_set_verifies();
    void changed_report_fails_its_signature();
    void changed_output_is_a_named_mismatch();
    void deleted_input_is_missing();
    void files_found_by_name_under_files_dir();
    void other_installation_is_unknown_until_trusted();
    void attestation_report_is_signed();
    void judge_json_and_csv_sidecar_are_signed();
    void loose_private_key_is_refused();
    void linked_private_key_is_refused();

private:
    test::CliResult cli(const QStringList& args, const test::FakeHome& home) {
        return test::run_cli_env(args, home.environment());
    }
    // Two documents redacted into DIR/out with --attest DIR/report.json; returns DIR.
    QString redact_set(const QString& name, const test::FakeHome& home);
    QJsonObject verify_json(const QStringList& args, const test::FakeHome& home, int expected_exit);
    QString key_path(const test::FakeHome& home) const {
        return home.home() + "/.local/share/synsema/keys/installation-key.pem";
    }

    test::FakeHome home_, other_;
    nlohmann::json schema_;
};

void CliVerify::initTestCase() {
    QVERIFY(home_.ok() && other_.ok());
    schema_ = nlohmann::json::parse(read_all(QStringLiteral(SYNSEMA_TESTS_DIR "/../docs/verify-output.schema.json")).toStdString(),
                                    nullptr, false);
    QVERIFY2(schema_.is_object(), "docs/verify-output.schema.json is missing or not JSON");
}

QString CliVerify::redact_set(const QString& name, const test::FakeHome& home) {
    const QString dir = home.home() + "/" + name;
    if (!QDir().mkpath(dir)) return {};
    test::write_file(dir + "/letter.txt", "Dear John Smith, your SSN 123-45-6789 is on file. Call 555-123-4567.\n");
    test::write_file(dir + "/chart.txt", "Patient: Mary Jones, MRN 1234567, seen on 01/02/2020 at 12 Oak Street.\n");
    const auto r = cli({"redact", dir + "/letter.txt", dir + "/chart.txt", "--out", dir + "/out", "--attest",
                        dir + "/report.json"}, home);
    if (r.exit_code != 0) qWarning("redact failed: %s", r.err.constData());
    return r.exit_code == 0 ? dir : QString();
}

QJsonObject CliVerify::verify_json(const QStringList& args, const test::FakeHome& home, int expected_exit) {
    const auto r = cli(QStringList{"verify", "--json"} + args, home);
    if (r.exit_code != expected_exit)
        qWarning("verify exited %d (expected %d): %s\n%s", r.exit_code, expected_exit, r.err.constData(), r.out.constData());
    QJsonParseError error{};
    const auto doc = QJsonDocument::fromJson(r.out, &error);
    if (error.error != QJsonParseError::NoError) qWarning("verify --json printed no JSON: %s", r.out.constData());
    // Every output is checked against docs/verify-output.schema.json.
    const QString problem = test::validate(nlohmann::json::parse(r.out.toStdString(), nullptr, false), schema_);
    if (!problem.isEmpty()) qWarning("verify --json does not match its schema: %s", qPrintable(problem));
    return r.exit_code == expected_exit && problem.isEmpty() ? doc.object() : QJsonObject();
}

void CliVerify::key_is_created_private_and_stable() {
    const auto first = cli({"key"}, home_);
    QVERIFY2(first.exit_code == 0, first.err.constData());
    struct stat st {};
    QCOMPARE(::lstat(QFile::encodeName(key_path(home_)).constData(), &st), 0);
    QVERIFY(S_ISREG(st.st_mode));
    QCOMPARE(st.st_mode & 0777, 0600u);
    const QString fingerprint = QString::fromLatin1(first.out).section("fingerprint: ", 1).section('\n', 0, 0);
    QCOMPARE(fingerprint.size(), 64);
    // The same key on every later use; --export writes the public key, whose
    // fingerprint is the sha256 of the raw 32-byte key (the PEM's last 32 bytes).
    const QString pub = home_.home() + "/installation.pub.pem";
    const auto second = cli({"key", "--export", pub}, home_);
    QVERIFY2(second.exit_code == 0, second.err.constData());
    QVERIFY(second.out.contains(fingerprint.toLatin1()));
    const QByteArray pem = read_all(pub);
    QVERIFY(pem.startsWith("-----BEGIN PUBLIC KEY-----"));
    const QByteArray der = QByteArray::fromBase64(pem.split('\n')[1]);
    QCOMPARE(der.size(), 44);
    QCOMPARE(test::sha256_hex(der.right(32)), fingerprint);
}

void CliVerify::redacted_set_verifies() {
    const QString dir = redact_set("set", home_);
    QVERIFY(!dir.isEmpty());
    const QJsonObject j = verify_json({dir + "/report.json", dir + "/out/letter.audit.json", dir + "/out/chart.audit.json"},
                                      home_, 0);
    QVERIFY(!j.isEmpty());
    QCOMPARE(j["schema"].toString(), QString("synsema-verify/1"));
    QVERIFY(j["summary"].toObject()["ok"].toBool());
    const auto reports = j["reports"].toArray();
    QCOMPARE(reports.size(), 3);
    for (const auto& r : reports) QCOMPARE(r.toObject()["signature"].toObject()["state"].toString(), QString("valid"));
    // The run report names both inputs, both redacted copies, all four audit logs and the engine.
    const auto files = files_of(reports[0].toObject());
    for (const QString& f : {dir + "/letter.txt", dir + "/chart.txt", dir + "/out/letter.redacted.txt",
                             dir + "/out/chart.redacted.txt", dir + "/out/letter.audit.json", dir + "/out/letter.audit.csv",
                             dir + "/out/chart.audit.json", dir + "/out/chart.audit.csv", test::cli_path()}) {
        QVERIFY2(files.contains(f), qPrintable("the report does not name " + f));
        QCOMPARE(files[f]["status"].toString(), QString("match"));
        QCOMPARE(files[f]["found_sha256"].toString(), test::sha256_hex(read_all(f)));
    }
    QCOMPARE(j["summary"].toObject()["files_mismatch"].toInt(), 0);
    // The audit log names its input and output too.
    QCOMPARE(files_of(reports[1].toObject()).size(), 2);
}

void CliVerify::changed_report_fails_its_signature() {
    const QString dir = redact_set("tampered-report", home_);
    QVERIFY(!dir.isEmpty());
    const QString report = dir + "/report.json";
    // One byte inside the policy's name: still valid JSON, every file still matches.
    const QByteArray bytes = read_all(report);
    const qsizetype at = bytes.indexOf("\"policy\": \"") + 12;
    QVERIFY(at > 12);
    QVERIFY(flip_byte(report, at));
    const QJsonObject j = verify_json({report}, home_, 1);
    QVERIFY(!j.isEmpty());
    const auto sig = j["reports"].toArray()[0].toObject()["signature"].toObject();
    QCOMPARE(sig["state"].toString(), QString("invalid"));
    QCOMPARE(j["summary"].toObject()["files_mismatch"].toInt(), 0);
    // The same in the audit log, and a byte that breaks the JSON itself.
    const QString audit = dir + "/out/letter.audit.json";
    QVERIFY(flip_byte(audit, read_all(audit).indexOf("\"format\"") + 2));
    const auto text = cli({"verify", audit}, home_);
    QCOMPARE(text.exit_code, 1);
    QVERIFY2(text.out.contains("signature FAILED") && text.out.contains("NOT VERIFIED"), text.out.constData());
    QVERIFY(flip_byte(report, 0));  // '{' becomes 'z'
    const QJsonObject broken = verify_json({report}, home_, 1);
    QCOMPARE(broken["reports"].toArray()[0].toObject()["signature"].toObject()["state"].toString(), QString("unreadable"));
}

void CliVerify::changed_output_is_a_named_mismatch() {
    const QString dir = redact_set("tampered-output", home_);
    QVERIFY(!dir.isEmpty());
    const QString changed = dir + "/out/chart.redacted.txt";
    QVERIFY(flip_byte(changed, 3));
    const auto text = cli({"verify", dir + "/report.json"}, home_);
    QCOMPARE(text.exit_code, 1);
    const QByteArray line = text.out.mid(text.out.indexOf("mismatch")).split('\n')[0];
    QVERIFY2(line.contains(changed.toUtf8()), text.out.constData());
    const QJsonObject j = verify_json({dir + "/report.json"}, home_, 1);
    const auto files = files_of(j["reports"].toArray()[0].toObject());
    QCOMPARE(files[changed]["status"].toString(), QString("mismatch"));
    QCOMPARE(files[changed]["found_sha256"].toString(), test::sha256_hex(read_all(changed)));
    QCOMPARE(files[dir + "/out/letter.redacted.txt"]["status"].toString(), QString("match"));
    QCOMPARE(j["reports"].toArray()[0].toObject()["signature"].toObject()["state"].toString(), QString("valid"));
    QCOMPARE(j["summary"].toObject()["files_mismatch"].toInt(), 1);
}

void CliVerify::deleted_input_is_missing() {
    const QString dir = redact_set("deleted-input", home_);
    QVERIFY(!dir.isEmpty());
    QVERIFY(QFile::remove(dir + "/letter.txt"));
    // Missing is reported, and does not fail the check unless --require-all.
    const QJsonObject j = verify_json({dir + "/report.json"}, home_, 0);
    const auto files = files_of(j["reports"].toArray()[0].toObject());
    QCOMPARE(files[dir + "/letter.txt"]["status"].toString(), QString("missing"));
    QVERIFY(files[dir + "/letter.txt"]["found_sha256"].isNull());
    QCOMPARE(j["summary"].toObject()["files_missing"].toInt(), 1);
    const auto text = cli({"verify", dir + "/report.json"}, home_);
    QCOMPARE(text.exit_code, 0);
    QVERIFY2(text.out.contains("missing") && text.out.contains("1 missing"), text.out.constData());
    QCOMPARE(cli({"verify", "--require-all", dir + "/report.json"}, home_).exit_code, 1);
}

void CliVerify::files_found_by_name_under_files_dir() {
    const QString dir = redact_set("moved", home_);
    QVERIFY(!dir.isEmpty());
    // The reviewer holds the outputs in another folder; one of them changed.
    QVERIFY(QDir().rename(dir + "/out", dir + "/received"));
    QVERIFY(flip_byte(dir + "/received/letter.audit.csv", 1));
    const QJsonObject j = verify_json({dir + "/report.json", "--files", dir + "/received"}, home_, 1);
    const auto files = files_of(j["reports"].toArray()[0].toObject());
    QCOMPARE(files[dir + "/out/chart.redacted.txt"]["status"].toString(), QString("match"));
    QCOMPARE(files[dir + "/out/chart.redacted.txt"]["found_at"].toString(), dir + "/received/chart.redacted.txt");
    QCOMPARE(files[dir + "/out/letter.audit.csv"]["status"].toString(), QString("mismatch"));
    QCOMPARE(files[dir + "/letter.txt"]["status"].toString(), QString("match"));  // at its recorded path
}

void CliVerify::other_installation_is_unknown_until_trusted() {
    const QString dir = redact_set("other", other_);
    QVERIFY(!dir.isEmpty());
    const QString report = dir + "/report.json";
    QCOMPARE(cli({"verify", report}, other_).exit_code, 0);  // its own installation knows its key
    const QJsonObject unknown = verify_json({report}, home_, 1);
    QCOMPARE(unknown["reports"].toArray()[0].toObject()["signature"].toObject()["state"].toString(), QString("unknown key"));
    const auto text = cli({"verify", report}, home_);
    QVERIFY2(text.out.contains("unknown key"), text.out.constData());
    const QString pub = dir + "/other.pub.pem";
    QCOMPARE(cli({"key", "--export", pub}, other_).exit_code, 0);
    const QJsonObject trusted = verify_json({report, "--trust", pub}, home_, 0);
    QCOMPARE(trusted["reports"].toArray()[0].toObject()["signature"].toObject()["state"].toString(), QString("valid"));
    // Trusting a key does not make a changed report valid.
    QVERIFY(flip_byte(report, read_all(report).indexOf("\"reviewer\": \"") + 14));
    QCOMPARE(cli({"verify", report, "--trust", pub}, home_).exit_code, 1);
}

void CliVerify::attestation_report_is_signed() {
    test::FakeHome home;
    QVERIFY(home.ok());
    home.add_ollama("registry.ollama.ai", "library", "small", "latest", test::small_model_bytes(21));
    const QString out = home.home() + "/attestation.json";
    const auto r = cli({"attest", "--model", "small", "--json", "--out", out}, home);
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const auto printed = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(printed["signature"].toObject()["algorithm"].toString(), QString("Ed25519"));
    QCOMPARE(printed["signature"].toObject()["canonical"].toString(), QString("json-sorted-compact"));
    const QJsonObject j = verify_json({out}, home, 0);
    QCOMPARE(j["reports"].toArray()[0].toObject()["signature"].toObject()["state"].toString(), QString("valid"));
    QVERIFY(j["summary"].toObject()["files_match"].toInt() >= 3);  // weights, arch file, engine (and libraries)
}

void CliVerify::judge_json_and_csv_sidecar_are_signed() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    const QString dir = home_.home() + "/judged";
    QVERIFY(QDir().mkpath(dir));
    test::write_file(dir + "/dog.txt", "Lily saw a big dog. The dog barked and ran to her.");
    test::write_file(dir + "/cat.txt", "Tom had a cat. The cat liked milk and sleeping in the sun.");
    const QString csv = dir + "/results.csv";
    const auto r = cli({"judge", "--preset", "stories", "--model", gguf, "--threads", "2", "--json", "--csv", csv,
                        dir + "/dog.txt", dir + "/cat.txt"}, home_);
    QVERIFY2(r.exit_code == 0, r.err.constData());
    QVERIFY(test::write_file(dir + "/judge.json", r.out));
    const QString sidecar = csv + ".report.json";
    const QJsonObject j = verify_json({dir + "/judge.json", sidecar}, home_, 0);
    const auto reports = j["reports"].toArray();
    QCOMPARE(reports.size(), 2);
    const auto printed = files_of(reports[0].toObject());
    for (const QString& f : {dir + "/dog.txt", dir + "/cat.txt", test::cli_path()})
        QVERIFY2(printed.value(f)["status"].toString() == "match", qPrintable(f + " is not named or does not match"));
    QVERIFY(files_of(reports[1].toObject()).value(csv)["status"].toString() == "match");
    // The CSV carries no signature of its own: its sidecar's hash catches a change.
    QVERIFY(flip_byte(csv, 2));
    const QJsonObject changed = verify_json({sidecar}, home_, 1);
    QCOMPARE(files_of(changed["reports"].toArray()[0].toObject()).value(csv)["status"].toString(), QString("mismatch"));
}

void CliVerify::loose_private_key_is_refused() {
    test::FakeHome home;
    QVERIFY(home.ok());
    QCOMPARE(cli({"key"}, home).exit_code, 0);
    const QString key = key_path(home);
    QVERIFY(::chmod(QFile::encodeName(key).constData(), 0640) == 0);
    const auto r = cli({"key"}, home);
    QCOMPARE(r.exit_code, 1);
    QVERIFY2(r.err.contains(key.toUtf8()) && r.err.contains("too open") && r.err.contains("0640"), r.err.constData());
    // Nothing is signed with it: the redaction fails naming the key.
    const QString dir = home.home() + "/docs";
    QVERIFY(QDir().mkpath(dir));
    test::write_file(dir + "/a.txt", "John Smith, SSN 123-45-6789.\n");
    const auto redact = cli({"redact", dir + "/a.txt", "--out", dir + "/out"}, home);
    QCOMPARE(redact.exit_code, 1);
    QVERIFY2(redact.err.contains(key.toUtf8()) && redact.err.contains("too open"), redact.err.constData());
    QVERIFY(!QFile::exists(dir + "/out/a.redacted.txt"));
    // The key was left as it was.
    struct stat st {};
    QCOMPARE(::stat(QFile::encodeName(key).constData(), &st), 0);
    QCOMPARE(st.st_mode & 0777, 0640u);
}

void CliVerify::linked_private_key_is_refused() {
    test::FakeHome home;
    QVERIFY(home.ok());
    const QString real = home.home() + "/elsewhere.pem";
    QCOMPARE(cli({"key"}, other_).exit_code, 0);
    QVERIFY(QFile::copy(key_path(other_), real));
    QVERIFY(::chmod(QFile::encodeName(real).constData(), 0600) == 0);
    QVERIFY(QDir().mkpath(home.home() + "/.local/share/synsema/keys"));
    QVERIFY(QFile::link(real, key_path(home)));
    const auto r = cli({"key"}, home);
    QCOMPARE(r.exit_code, 1);
    QVERIFY2(r.err.contains("symbolic link") && r.err.contains(key_path(home).toUtf8()), r.err.constData());
}

QTEST_GUILESS_MAIN(CliVerify)
#include "tst_cli_verify.moc"
