// The walkthrough's step 2 (docs/reviewer.md): the whole redaction run in a
// network namespace of its own (`unshare --net`: a loopback interface and
// nothing else), where no byte could reach another machine, and the signed
// run report verifies. Skipped, saying why, where the kernel or the user may
// not create a network namespace (CI runs it as root).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include "tests/support/fake_stores.h"
#include "tests/support/test_data.h"

using namespace synsema;

class CliNoNetwork : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void redaction_runs_and_verifies_without_a_network();

private:
    // unshare's options that work here ({"--net"} or {"--net", "--map-root-user"}).
    QStringList unshare_;
    QString unshare_path_;
    test::FakeHome home_;
};

void CliNoNetwork::initTestCase() {
    QVERIFY(home_.ok());
    unshare_path_ = QStandardPaths::findExecutable("unshare");
    if (unshare_path_.isEmpty()) QSKIP("unshare (util-linux) is not installed: the network-namespace run is not possible here");
    QByteArray why;
    for (const QStringList& options : {QStringList{"--net"}, QStringList{"--net", "--map-root-user"}}) {
        const test::CliResult r = test::run_program(unshare_path_, options + QStringList{"--", "true"}, home_.environment());
        if (r.exit_code == 0) {
            unshare_ = options;
            return;
        }
        why += r.err;
    }
    QSKIP(qPrintable("this user may not create a network namespace (unshare --net: " + QString::fromUtf8(why).trimmed() +
                     "); run as root or allow unprivileged user namespaces"));
}

void CliNoNetwork::redaction_runs_and_verifies_without_a_network() {
    const QString dir = home_.home() + "/case";
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(test::write_file(dir + "/letter.txt", "Dear John Smith, your SSN 123-45-6789 is on file. Call 555-123-4567.\n"));
    QVERIFY(test::write_file(dir + "/chart.txt", "Patient: Mary Jones, MRN 1234567, seen on 01/02/2020.\n"));
    const auto in_namespace = [&](const QStringList& command) {
        return test::run_program(unshare_path_, unshare_ + QStringList{"--"} + command, home_.environment());
    };
    // The namespace has no interface but loopback.
    const test::CliResult dev = in_namespace({"cat", "/proc/net/dev"});
    QCOMPARE(dev.exit_code, 0);
    const QList<QByteArray> lines = dev.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);  // two header lines and lo
    QVERIFY2(lines[2].trimmed().startsWith("lo:"), dev.out.constData());

    const test::CliResult redact = in_namespace({test::cli_path(), "redact", dir + "/letter.txt", dir + "/chart.txt", "--out", dir + "/out",
                                     "--attest", dir + "/run.json"});
    QVERIFY2(redact.exit_code == 0, redact.err.constData());
    QVERIFY(QFile::exists(dir + "/out/letter.redacted.txt") && QFile::exists(dir + "/out/chart.redacted.txt"));
    const test::CliResult verify = in_namespace({test::cli_path(), "verify", dir + "/run.json", dir + "/out/letter.audit.json",
                                     dir + "/out/chart.audit.json"});
    QVERIFY2(verify.exit_code == 0, verify.out.constData());
    QVERIFY(verify.out.contains("3 of 3 signatures valid") && verify.out.contains("0 mismatch, 0 missing"));
    // And outside, with the same installation key.
    QCOMPARE(test::run_cli_env({"verify", dir + "/run.json"}, home_.environment()).exit_code, 0);
}

QTEST_GUILESS_MAIN(CliNoNetwork)
#include "tst_cli_no_network.moc"
