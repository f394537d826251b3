// The .deb, end to end (issue #11): packs this build tree with its CPack DEB
// settings, unpacks the package with `dpkg-deb -x` into a temporary root and
// runs the programs from there, as an air-gapped machine would after install:
// from a folder outside the source tree, with an empty HOME, so the only
// architecture files it can find beside the source tree's are the package's.
// The package's desktop entry and AppStream file go through the validators,
// the whole .deb through lintian, and the SBOM script runs on it.
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "engine/util/version_info.h"
#include "tests/support/test_data.h"

namespace {

struct Run {
    int exit_code = -1;
    QByteArray out, err;
    QString describe() const {
        return QString("exit %1\nstdout: %2\nstderr: %3").arg(exit_code).arg(QString::fromUtf8(out), QString::fromUtf8(err));
    }
};

Run run(const QString& program, const QStringList& args, const QString& cwd = {},
        const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(), int timeout_ms = 600000) {
    QProcess p;
    p.setProcessEnvironment(env);
    if (!cwd.isEmpty()) p.setWorkingDirectory(cwd);
    p.start(program, args);
    Run r;
    if (!p.waitForStarted(30000)) {
        r.err = ("cannot start " + program + ": " + p.errorString()).toUtf8();
        return r;
    }
    if (!p.waitForFinished(timeout_ms)) {
        p.kill();
        p.waitForFinished();
        r.err = (program + " did not finish in time\n").toUtf8() + p.readAllStandardError();
        return r;
    }
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    r.exit_code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return r;
}

QString tool(const char* name) { return QStandardPaths::findExecutable(QString::fromLatin1(name)); }

}  // namespace

class PackageInstallTest : public QObject {
    Q_OBJECT
    QTemporaryDir work_;
    QString deb_, root_;

    QString installed(const QString& relative) const { return root_ + "/" + relative; }

private slots:
    void initTestCase() {
        QVERIFY(work_.isValid());
        for (const char* needed : {"dpkg-deb", "dpkg-shlibdeps", "desktop-file-validate", "appstreamcli", "lintian"})
            QVERIFY2(!tool(needed).isEmpty(), qPrintable(QString("%1 is not installed: run scripts/setup-deps.sh").arg(needed)));

        const QString out_dir = work_.filePath("deb");
        const Run pack = run(SYNSEMA_CPACK_COMMAND, {"-G", "DEB", "--config", SYNSEMA_BUILD_DIR "/CPackConfig.cmake", "-B", out_dir});
        QVERIFY2(pack.exit_code == 0, qPrintable("cpack failed: " + pack.describe()));
        const QStringList debs = QDir(out_dir).entryList({"*.deb"}, QDir::Files);
        QCOMPARE(debs.size(), 1);
        deb_ = QDir(out_dir).filePath(debs.first());
        QVERIFY2(deb_.endsWith("synsema_" SYNSEMA_PACKAGE_VERSION "_amd64.deb"), qPrintable(deb_));

        root_ = work_.filePath("root");
        const Run extract = run("dpkg-deb", {"-x", deb_, root_});
        QVERIFY2(extract.exit_code == 0, qPrintable("dpkg-deb -x failed: " + extract.describe()));
    }

    void control_fields() {
        const Run fields = run("dpkg-deb", {"-f", deb_, "Package", "Version", "Architecture", "Depends"});
        QVERIFY2(fields.exit_code == 0, qPrintable(fields.describe()));
        const QString text = QString::fromUtf8(fields.out);
        QVERIFY2(text.contains("Package: synsema\n"), qPrintable(text));
        QVERIFY2(text.contains("Version: " SYNSEMA_PACKAGE_VERSION "\n"), qPrintable(text));
        QVERIFY2(text.contains("Architecture: amd64\n"), qPrintable(text));
        // Computed by dpkg-shlibdeps from the programs' NEEDED entries, with versions.
        for (const char* lib : {"libqt6core6 (>=", "libqt6widgets6 (>=", "libc6 (>=", "libspdlog1.10", "libseccomp2",
                                "liblept5", "libarchive13", "tesseract-ocr-eng", "tesseract-ocr-osd"})
            QVERIFY2(text.contains(QLatin1String(lib)), qPrintable(QString("Depends lacks %1:\n%2").arg(lib, text)));
    }

    void installs_file_data() {
        QTest::addColumn<QString>("path");
        for (const char* p : {"usr/bin/synsema", "usr/bin/synsema-cli", "usr/libexec/synsema/synsema-ocr", "usr/share/synsema/archs/llama.arch",
                              "usr/share/synsema/archs/qwen2.arch", "usr/share/synsema/judge/triage-urgency.json",
                              "usr/share/synsema/policies/hipaa-safe-harbor.json",
                              "usr/share/synsema/redact/surnames.txt", "usr/share/synsema/redact/vocabulary-a-l.txt", "usr/share/synsema/redact/vocabulary-m-z.txt",
                              "usr/share/synsema/redact/LICENSE-geonames.txt",
                              "usr/share/applications/" SYNSEMA_APP_ID ".desktop",
                              "usr/share/metainfo/" SYNSEMA_APP_ID ".metainfo.xml",
                              "usr/share/icons/hicolor/scalable/apps/" SYNSEMA_APP_ID ".svg",
                              "usr/share/icons/hicolor/16x16/apps/" SYNSEMA_APP_ID ".png",
                              "usr/share/icons/hicolor/48x48/apps/" SYNSEMA_APP_ID ".png",
                              "usr/share/icons/hicolor/256x256/apps/" SYNSEMA_APP_ID ".png",
                              "usr/share/man/man1/synsema.1.gz", "usr/share/man/man1/synsema-cli.1.gz",
                              "usr/share/doc/synsema/copyright", "usr/share/doc/synsema/changelog.gz"})
            QTest::newRow(p) << QString::fromLatin1(p);
    }
    void installs_file() {
        QFETCH(QString, path);
        const QFileInfo info(installed(path));
        QVERIFY2(info.isFile() && info.size() > 0, qPrintable(path + " is missing or empty in the package"));
        if (path.startsWith("usr/bin/") || path.startsWith("usr/libexec/")) QVERIFY2(info.isExecutable(), qPrintable(path));
    }

    // The installed CLI finds the installed OCR helper and shows its lock.
    void installed_cli_starts_the_ocr_helper() {
        const Run r = run(installed("usr/bin/synsema-cli"), {"egress", "--json"});
        QVERIFY2(r.exit_code == 0, qPrintable(r.describe()));
        bool found = false;
        for (const auto& c : QJsonDocument::fromJson(r.out).object()["channels"].toArray()) {
            const QJsonObject channel = c.toObject();
            if (channel["channel"].toString() != "OCR helper") continue;
            found = true;
            QCOMPARE(channel["status"].toString(), QString("blocked"));
        }
        QVERIFY2(found, qPrintable(r.describe()));
    }

    void version_from_installed_tree_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("name");
        QTest::newRow("synsema-cli") << "usr/bin/synsema-cli" << "synsema-cli";
        QTest::newRow("synsema") << "usr/bin/synsema" << "synsema";
    }
    void version_from_installed_tree() {
        QFETCH(QString, program);
        QFETCH(QString, name);
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        const Run r = run(installed(program), {"--version"}, work_.path(), env, 60000);
        QVERIFY2(r.exit_code == 0, qPrintable(r.describe()));
        // "PROGRAM VERSION (git REVISION)": help2man names each man page after its first word.
        QCOMPARE(QString::fromUtf8(r.out).trimmed(), QString("%1 %2 (git %3)").arg(name, QString::fromStdString(synsema::version()),
                                                                                 QString::fromStdString(synsema::git_revision())));
        QVERIFY2(synsema::git_revision() != "unknown", "this build does not know its git revision");
    }

    void run_finds_the_packaged_arch() {
        SYNSEMA_REQUIRE_DATA(model, "models/stories260K.gguf");
        QTemporaryDir home, cwd;
        QVERIFY(home.isValid() && cwd.isValid());
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert("HOME", home.path());
        env.remove("XDG_DATA_HOME");
        env.remove("XDG_CACHE_HOME");
        const QString report = cwd.filePath("attestation.json");
        const Run r = run(installed("usr/bin/synsema-cli"),
                          {"run", "--model", model, "--prompt", "Once upon a time", "-n", "8", "--temp", "0",
                           "--threads", "1", "--attest", report},
                          cwd.path(), env, 120000);
        QVERIFY2(r.exit_code == 0, qPrintable(r.describe()));
        QVERIFY2(!QString::fromUtf8(r.out).trimmed().isEmpty(), qPrintable(r.describe()));

        QFile f(report);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(report));
        const QJsonObject j = QJsonDocument::fromJson(f.readAll()).object();
        const QString arch_path = j["arch"].toObject()["file"].toObject()["path"].toString();
        QCOMPARE(arch_path, QDir::cleanPath(installed("usr/share/synsema/archs/llama.arch")));
        const QJsonObject engine = j["engine"].toObject();
        QCOMPARE(engine["version"].toString(), QString::fromStdString(synsema::version()));
        QCOMPARE(engine["git_revision"].toString(), QString::fromStdString(synsema::git_revision()));
        QCOMPARE(engine["binary"].toObject()["path"].toString(), QDir::cleanPath(installed("usr/bin/synsema-cli")));
    }

    void man_pages_come_from_help_data() {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("expected");
        // roff escapes the hyphens in option and command names.
        QTest::newRow("synsema-cli") << "usr/share/man/man1/synsema-cli.1.gz" << "redact\\-eval";
        QTest::newRow("synsema") << "usr/share/man/man1/synsema.1.gz" << "screenshot\\-tour";
        QTest::newRow("synsema-cli serve") << "usr/share/man/man1/synsema-cli.1.gz" << "serve";
        // The environment section (packaging/man-environment.h2m) in both.
        for (const char* page : {"usr/share/man/man1/synsema-cli.1.gz", "usr/share/man/man1/synsema.1.gz"}) {
            QTest::newRow((QString(page).section('/', -1) + " SYNSEMA_MODEL").toUtf8().constData()) << QString(page) << "SYNSEMA_MODEL";
            QTest::newRow((QString(page).section('/', -1) + " SYNSEMA_PROVIDER").toUtf8().constData()) << QString(page) << "no network provider, by design";
        }
    }
    void man_pages_come_from_help() {
        QFETCH(QString, page);
        QFETCH(QString, expected);
        const Run r = run("gzip", {"-dc", installed(page)});
        QVERIFY2(r.exit_code == 0, qPrintable(r.describe()));
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.startsWith(".\\\" DO NOT MODIFY THIS FILE!  It was generated by help2man"), qPrintable(text.left(200)));
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY2(text.contains(SYNSEMA_PACKAGE_VERSION), qPrintable(text));
    }

    void desktop_entry_validates() {
        const Run r = run("desktop-file-validate", {installed("usr/share/applications/" SYNSEMA_APP_ID ".desktop")});
        QVERIFY2(r.exit_code == 0 && r.out.isEmpty(), qPrintable(r.describe()));
    }

    void appstream_validates() {
        const Run r = run("appstreamcli", {"validate", "--no-net", installed("usr/share/metainfo/" SYNSEMA_APP_ID ".metainfo.xml")});
        QVERIFY2(r.exit_code == 0, qPrintable(r.describe()));
    }

    // No networking library is shipped or depended on: Tesseract is linked
    // into the OCR helper statically, so neither libcurl nor the shared
    // libtesseract (which needs it) is a dependency.
    void ships_and_needs_no_networking_library() {
        const Run depends = run("dpkg-deb", {"-f", deb_, "Depends"});
        QVERIFY2(depends.exit_code == 0 && depends.out.contains("libc6"), qPrintable(depends.describe()));
        // (libssl3 is expected: it is the package that ships libcrypto, for the
        // hashes and signatures; tst_cli_libraries checks libssl is not linked.)
        for (const char* bad : {"curl", "libtesseract5", "gnutls", "qt6network", "libnghttp", "libssh"})
            QVERIFY2(!depends.out.contains(bad), qPrintable(QString("Depends names %1: %2").arg(bad, QString::fromUtf8(depends.out))));
        const Run contents = run("dpkg-deb", {"-c", deb_});
        QVERIFY2(contents.exit_code == 0 && contents.out.contains("synsema-ocr"), qPrintable(contents.describe()));
        for (const QString& line : QString::fromUtf8(contents.out).split('\n')) {
            const QString file = line.section(' ', -1).section('/', -1);
            QVERIFY2(!file.contains(".so") && !file.contains("curl", Qt::CaseInsensitive), qPrintable("the package ships " + line));
        }
    }

    void lintian_reports_no_error() {
        const Run r = run("lintian", {"--fail-on", "error", "--tag-display-limit", "0", deb_});
        QVERIFY2(r.exit_code == 0, qPrintable(r.describe()));
        QVERIFY2(!r.out.contains("\nE: ") && !r.out.startsWith("E: "), qPrintable(r.describe()));
    }

    void sbom_lists_every_dependency() {
        const QString sbom = work_.filePath("sbom.json");
        const Run r = run("cmake", {"-DDEB=" + deb_, "-DOUT=" + sbom, "-P", SYNSEMA_SOURCE_DIR "/packaging/sbom.cmake"});
        QVERIFY2(r.exit_code == 0, qPrintable(r.describe()));
        QFile f(sbom);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(sbom));
        const QJsonObject j = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(j["package"].toObject()["name"].toString(), QString("synsema"));
        QCOMPARE(j["package"].toObject()["version"].toString(), QString(SYNSEMA_PACKAGE_VERSION));

        const Run depends = run("dpkg-deb", {"-f", deb_, "Depends"});
        QVERIFY2(depends.exit_code == 0, qPrintable(depends.describe()));
        QStringList expected;
        for (const QString& entry : QString::fromUtf8(depends.out).split(',', Qt::SkipEmptyParts))
            expected << entry.trimmed().section(' ', 0, 0).section(':', 0, 0);
        QVERIFY(expected.size() >= 10);

        QStringList listed;
        for (const auto& v : j["dynamic"].toArray()) {
            const QJsonObject lib = v.toObject();
            listed << lib["name"].toString();
            // A virtual dependency is stood for by the installed package that provides it.
            const QString real = lib.contains("provided_by") ? lib["provided_by"].toString() : lib["name"].toString();
            const Run installed_version = run("dpkg-query", {"-W", "-f=${Version}", real});
            QCOMPARE(lib["version"].toString(), QString::fromUtf8(installed_version.out));
            QVERIFY2(!lib["version"].toString().isEmpty(), qPrintable(lib["name"].toString()));
        }
        for (const QString& name : expected) QVERIFY2(listed.contains(name), qPrintable(name + " is not in the SBOM"));

        QStringList statically;
        for (const auto& v : j["static"].toArray()) {
            QVERIFY2(!v.toObject()["version"].toString().isEmpty(), qPrintable(v.toObject()["name"].toString()));
            statically << v.toObject()["name"].toString();
        }
        QVERIFY2(statically.contains("nlohmann-json3-dev") && statically.contains("libtesseract-dev"), qPrintable(statically.join(' ')));
    }
};

QTEST_GUILESS_MAIN(PackageInstallTest)
#include "tst_package_install.moc"
