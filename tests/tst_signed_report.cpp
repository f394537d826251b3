// engine/attest/install_key and signed_report: the canonical form (sorted
// keys, compact, numbers as nlohmann writes them), signatures that hold only
// for the unchanged report and a known key, strict base64, and the key file:
// created once with mode 0600 even by racing callers, refused when loose or a link.
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

#include <future>
#include <vector>

#include "engine/attest/install_key.h"
#include "engine/attest/signed_report.h"
#include "engine/util/error.h"

using namespace synsema;
using nlohmann::json;

class SignedReport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }
    void canonical_form_is_sorted_and_compact();
    void signature_holds_only_for_the_unchanged_report();
    void unknown_and_malformed_signatures();
    void racing_callers_create_one_key();
    void loose_or_linked_key_is_refused();

private:
    attest::InstallKey key(const QString& name) {
        return attest::InstallKey::load_or_create((dir_.path() + "/" + name + "/installation-key.pem").toStdString());
    }
    QTemporaryDir dir_;
};

void SignedReport::canonical_form_is_sorted_and_compact() {
    const json report = json::parse(R"({"b": [3, 1, {"z": 1, "a": "é\n"}], "a": 0.1, "c": 1e-5, "d": 12.0, "e": -7,
                                        "signature": {"value": "x"}})");
    QCOMPARE(QString::fromStdString(attest::canonical_form(report)),
             QString::fromUtf8(R"({"a":0.1,"b":[3,1,{"a":"é\n","z":1}],"c":1e-05,"d":12.0,"e":-7})"));
    QVERIFY_THROWS_EXCEPTION(Error, attest::canonical_form(json::array()));
}

void SignedReport::signature_holds_only_for_the_unchanged_report() {
    const auto k = key("a");
    json report = {{"input", "/x/a.txt"}, {"input_sha256", std::string(64, 'a')}, {"confidence", 0.35}, {"text", "bad \xff utf8"}};
    attest::sign_report(report, k);
    const json& sig = report["signature"];
    QCOMPARE(sig["algorithm"], json("Ed25519"));
    QCOMPARE(sig["canonical"], json("json-sorted-compact"));
    QCOMPARE(sig["key_fingerprint"], json(k.public_key().fingerprint));
    // Invalid UTF-8 was replaced before signing, so the written file verifies.
    const json reread = json::parse(report.dump(2));
    QCOMPARE(attest::check_signature(reread, {k.public_key()}).state, attest::SignatureState::Valid);
    for (const auto& [field, value] : std::vector<std::pair<std::string, json>>{
             {"confidence", 0.36}, {"input", "/x/b.txt"}, {"added", true}}) {
        json changed = reread;
        changed[field] = value;
        QCOMPARE(attest::check_signature(changed, {k.public_key()}).state, attest::SignatureState::Invalid);
    }
    json removed = reread;
    removed.erase("text");
    QCOMPARE(attest::check_signature(removed, {k.public_key()}).state, attest::SignatureState::Invalid);
}

void SignedReport::unknown_and_malformed_signatures() {
    const auto a = key("b"), b = key("c");
    QVERIFY(a.public_key().fingerprint != b.public_key().fingerprint);
    json report = {{"x", 1}};
    attest::sign_report(report, a);
    QCOMPARE(attest::check_signature(report, {b.public_key()}).state, attest::SignatureState::UnknownKey);
    QCOMPARE(attest::check_signature(report, {b.public_key(), a.public_key()}).state, attest::SignatureState::Valid);
    // Another key claiming a's fingerprint does not verify.
    json forged = {{"x", 1}};
    attest::sign_report(forged, b);
    forged["signature"]["key_fingerprint"] = a.public_key().fingerprint;
    QCOMPARE(attest::check_signature(forged, {a.public_key()}).state, attest::SignatureState::Invalid);
    json unsigned_report = {{"x", 1}};
    QCOMPARE(attest::check_signature(unsigned_report, {a.public_key()}).state, attest::SignatureState::Unsigned);
    for (const char* bad : {"", "abc", "!!!!", "AAAA AAA="}) {
        json m = report;
        m["signature"]["value"] = bad;
        QCOMPARE(attest::check_signature(m, {a.public_key()}).state, attest::SignatureState::Malformed);
    }
    json other_algorithm = report;
    other_algorithm["signature"]["algorithm"] = "RSA";
    QCOMPARE(attest::check_signature(other_algorithm, {a.public_key()}).state, attest::SignatureState::Malformed);
    // The exported public key reads back to the same fingerprint.
    const QString pem = dir_.path() + "/b.pub.pem";
    QFile f(pem);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(a.public_key().pem()));
    f.close();
    QCOMPARE(attest::read_public_key_file(pem.toStdString()).fingerprint, a.public_key().fingerprint);
    QVERIFY_THROWS_EXCEPTION(Error, attest::read_public_key_file((dir_.path() + "/b/installation-key.pem").toStdString()));
}

void SignedReport::racing_callers_create_one_key() {
    const std::string path = (dir_.path() + "/race/installation-key.pem").toStdString();
    std::vector<std::future<std::string>> callers;
    for (int i = 0; i < 8; ++i)
        callers.push_back(std::async(std::launch::async, [&] {
            return attest::InstallKey::load_or_create(path).public_key().fingerprint;
        }));
    const std::string first = callers[0].get();
    for (size_t i = 1; i < callers.size(); ++i) QCOMPARE(callers[i].get(), first);
    struct stat st {};
    QCOMPARE(::lstat(path.c_str(), &st), 0);
    QCOMPARE(st.st_mode & 0777, 0600u);
    QCOMPARE(QDir(dir_.path() + "/race").entryList(QDir::Files | QDir::Hidden).size(), 1);  // no temporary left
    QVERIFY(!attest::InstallKey::load_or_create(path).created());
}

void SignedReport::loose_or_linked_key_is_refused() {
    const std::string path = key("loose").path();
    for (mode_t mode : {0640, 0604, 0620, 0660}) {
        QCOMPARE(::chmod(path.c_str(), mode), 0);
        try {
            attest::InstallKey::load_or_create(path);
            QFAIL("a loose key was used");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Invalid);
            QVERIFY2(QString(e.what()).contains(QString::fromStdString(path)) && QString(e.what()).contains("too open"), e.what());
        }
    }
    QCOMPARE(::chmod(path.c_str(), 0600), 0);
    const std::string link = (dir_.path() + "/loose/link.pem").toStdString();
    QCOMPARE(::symlink(path.c_str(), link.c_str()), 0);
    QVERIFY_THROWS_EXCEPTION(Error, attest::InstallKey::load_or_create(link));
    // A file that is not a key is a format error naming it.
    const std::string junk = (dir_.path() + "/loose/junk.pem").toStdString();
    QFile j(QString::fromStdString(junk));
    QVERIFY(j.open(QIODevice::WriteOnly));
    j.write("not a key\n");
    j.close();
    QCOMPARE(::chmod(junk.c_str(), 0600), 0);
    try {
        attest::InstallKey::load_or_create(junk);
        QFAIL("junk was read as a key");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::Format);
        QVERIFY(QString(e.what()).contains(QString::fromStdString(junk)));
    }
}

QTEST_GUILESS_MAIN(SignedReport)
#include "tst_signed_report.moc"
