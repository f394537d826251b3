// Neither executable links a networking library: `ldd` on synsema-cli and
// synsema shows none of the self-check's list (egress::network_library_stems:
// Qt's network module, curl, TLS, ...) and no other lib*net*/socket library
// (libcrypto is allowed: it computes the attestation's sha256).
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include "engine/egress/egress_check.h"
#include "tests/support/test_data.h"

class CliLibraries : public QObject {
    Q_OBJECT
private slots:
    void no_networking_library_data() {
        QTest::addColumn<QString>("binary");
        QTest::newRow("synsema-cli") << synsema::test::cli_path();
        QTest::newRow("synsema") << synsema::test::gui_path();
    }

    void no_networking_library() {
        QFETCH(QString, binary);
        QVERIFY2(!binary.isEmpty(), "the GUI is not part of this build (SYNSEMA_BUILD_GUI=OFF)");
        QProcess ldd;
        ldd.start("ldd", {binary});
        QVERIFY(ldd.waitForFinished(60000));
        QCOMPARE(ldd.exitCode(), 0);
        const QString out = QString::fromLocal8Bit(ldd.readAllStandardOutput());
        // ldd really listed this binary's libraries.
        QVERIFY2(out.contains("libc.so") && out.contains("libQt6Core"), qPrintable(out));
        const QRegularExpression forbidden(
            R"((lib[^ /]*net[^ /]*\.so|lib[^ /]*socket[^ /]*\.so))",
            QRegularExpression::CaseInsensitiveOption);
        for (const QString& line : out.split('\n')) {
            const QString lib = line.trimmed().section(' ', 0, 0);
            QVERIFY2(!forbidden.match(lib).hasMatch() && !synsema::egress::is_network_library(lib.toStdString()),
                     qPrintable(binary + " links " + lib));
        }
    }
};

QTEST_MAIN(CliLibraries)
#include "tst_cli_libraries.moc"
