// Neither executable links a networking library: `ldd` on synsema-cli and
// synsema shows none of the self-check's list (egress::network_library_stems:
// Qt's network module, curl, TLS, ...) and no other lib*net*/socket library
// (libcrypto is allowed: it computes the attestation's sha256). Tesseract is
// only in the OCR helper synsema-ocr, whose libcurl.so.4 (Debian's
// libtesseract names it) is a refusing stub of ours (app/ocr/url_input_stub.c),
// so it maps no networking library either; and it refuses to run without its
// own egress lock.
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
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

    void ocr_helper_maps_no_networking_library() {
        const QString helper = QFileInfo(synsema::test::cli_path()).dir().filePath("synsema-ocr");
        QVERIFY2(QFileInfo::exists(helper), qPrintable(helper + " was not built"));
        QProcess ldd;
        ldd.start("ldd", {helper});
        QVERIFY(ldd.waitForFinished(60000));
        const QString out = QString::fromLocal8Bit(ldd.readAllStandardOutput());
        QVERIFY2(out.contains("libtesseract"), qPrintable(out));
        // libtesseract's libcurl.so.4 resolves to the refusing stub in the
        // build's private lib/synsema folder, never to the system's; nothing
        // else with network code is mapped.
        bool stub = false;
        for (const QString& line : out.split('\n')) {
            const QString name = line.trimmed().section(' ', 0, 0);
            const QString path = line.section("=> ", 1).section(' ', 0, 0);
            if (name.startsWith("libcurl")) {
                QVERIFY2(path.contains("/lib/synsema/"), qPrintable(helper + " maps the system's " + path));
                stub = true;
                continue;
            }
            QVERIFY2(!synsema::egress::is_network_library(name.toStdString()), qPrintable(helper + " maps " + name));
        }
        QVERIFY2(stub, qPrintable(out));
        // And the programs users run do not link Tesseract at all.
        for (const QString& binary : {synsema::test::cli_path(), synsema::test::gui_path()}) {
            if (binary.isEmpty()) continue;
            QProcess ldd;
            ldd.start("ldd", {binary});
            QVERIFY(ldd.waitForFinished(60000));
            QVERIFY2(!ldd.readAllStandardOutput().contains("libtesseract"), qPrintable(binary + " links Tesseract"));
        }
    }

    void ocr_helper_locks_itself() {
        const QString helper = QFileInfo(synsema::test::cli_path()).dir().filePath("synsema-ocr");
        QProcess p;
        // Even when the user turned the lock off for the CLI.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("SYNSEMA_ALLOW_NETWORK", "1");
        p.setProcessEnvironment(env);
        p.start(helper, {"--egress-json"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject lock = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QVERIFY2(lock["locked"].toBool() && lock["seccomp"].toBool() && !lock["disabled"].toBool(),
                 qPrintable(QJsonDocument(lock).toJson()));
    }
};

QTEST_MAIN(CliLibraries)
#include "tst_cli_libraries.moc"
