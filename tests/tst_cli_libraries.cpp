// Neither executable links a networking library: `ldd` on synsema-cli and
// synsema shows none of the self-check's list (egress::network_library_stems:
// Qt's network module, curl, TLS, ...) and no other lib*net*/socket library
// (libcrypto is allowed: it computes the attestation's sha256). Tesseract is
// only in the OCR helper synsema-ocr, linked statically (Debian's shared
// libtesseract would bring libcurl with it; engine/CMakeLists.txt says why), so
// the helper maps no networking library either; and it refuses to run without
// its own egress lock.
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
        // ldd really listed the helper's libraries: Tesseract's own
        // dependency Leptonica is there, Tesseract itself is inside the binary.
        QVERIFY2(out.contains("liblept") && out.contains("libc.so"), qPrintable(out));
        for (const QString& line : out.split('\n')) {
            const QString name = line.trimmed().section(' ', 0, 0);
            QVERIFY2(!name.startsWith("libtesseract"), qPrintable(helper + " maps the shared " + name + ", which needs libcurl"));
            QVERIFY2(!name.contains("curl") && !synsema::egress::is_network_library(name.toStdString()),
                     qPrintable(helper + " maps " + name));
        }
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
        QProcessEnvironment env = synsema::test::isolated_environment();
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
