// Issue #19, the user's files: synsema-cli redact never writes through a
// link, never over an input or an existing file, refuses what is not a
// regular file without hanging, records the real file behind a named link,
// and --allow-network-unsafe counts only before the command. Each case
// reproduces a finding of the security review; each failed on the old code
// (QSaveFile wrote through links and over files, and inputs were opened by
// path with a blocking open()).
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tests/support/fake_stores.h"
#include "tests/support/test_data.h"

using synsema::test::CliResult;

namespace {

const QByteArray kNote = "Patient: Wendeline Ashgrove, DOB 04/02/1941, phone 503-555-0142.\n";

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    f.write(bytes);
}

QByteArray read(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool is_link(const QString& path) {
    struct stat st {};
    return ::lstat(path.toLocal8Bit().constData(), &st) == 0 && S_ISLNK(st.st_mode);
}

// synsema-cli in `dir` (relative names resolve there), with a time limit.
CliResult run_in(const QString& dir, const QStringList& args, int timeout_ms = 60000) {
    return synsema::test::run_cli_in(dir, args, timeout_ms);
}

QJsonObject doc_entry(const CliResult& r, int i) {
    return QJsonDocument::fromJson(r.out).object()["documents"].toArray()[i].toObject();
}

}  // namespace

class CliIntegrity : public QObject {
    Q_OBJECT
private slots:
    void symlinked_output_is_not_written_through() {
        // An unpacked case archive holds report.redacted.txt -> report.txt.
        QTemporaryDir dir;
        write(dir.filePath("report.txt"), kNote);
        QVERIFY(QFile::link("report.txt", dir.filePath("report.redacted.txt")));
        const CliResult r = run_in(dir.path(), {"redact", "--out", ".", "report.txt", "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QCOMPARE(read(dir.filePath("report.txt")), kNote);  // the original, untouched
        QVERIFY(is_link(dir.filePath("report.redacted.txt")));
        const QString written = doc_entry(r, 0)["output"].toString();
        QVERIFY2(written.endsWith("report.redacted (2).txt"), qPrintable(written));
        QVERIFY(!read(dir.filePath("report.redacted (2).txt")).contains("Ashgrove"));
    }

    void symlink_to_outside_is_not_written_through() {
        QTemporaryDir dir, outside;
        write(dir.filePath("a.txt"), kNote);
        write(outside.filePath("victim.txt"), "keep me\n");
        QDir().mkpath(dir.filePath("out"));
        QVERIFY(QFile::link(outside.filePath("victim.txt"), dir.filePath("out/a.redacted.txt")));
        QVERIFY(QFile::link(outside.filePath("victim-audit.json"), dir.filePath("out/a.audit.json")));  // dangling
        const CliResult r = run_in(dir.path(), {"redact", "--out", "out", "a.txt"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QCOMPARE(read(outside.filePath("victim.txt")), QByteArray("keep me\n"));
        QVERIFY(!QFileInfo::exists(outside.filePath("victim-audit.json")));
        QVERIFY(QFileInfo::exists(dir.filePath("out/a.redacted (2).txt")));
        QVERIFY(QFileInfo::exists(dir.filePath("out/a.audit (2).json")));
    }

    void input_with_an_output_name_is_not_replaced() {
        // redact --out . a.txt a.redacted.txt: the second input is the first's output name.
        QTemporaryDir dir;
        write(dir.filePath("a.txt"), kNote);
        const QByteArray mine = "My own notes on Ms. Ashgrove.\n";
        write(dir.filePath("a.redacted.txt"), mine);
        const CliResult r = run_in(dir.path(), {"redact", "--out", ".", "a.txt", "a.redacted.txt"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QCOMPARE(read(dir.filePath("a.redacted.txt")), mine);
        QCOMPARE(read(dir.filePath("a.txt")), kNote);
        QVERIFY(QFileInfo::exists(dir.filePath("a.redacted (2).txt")));
    }

    void existing_outputs_are_kept_and_no_clobber_refuses() {
        QTemporaryDir dir;
        write(dir.filePath("a.txt"), kNote);
        QDir().mkpath(dir.filePath("out"));
        write(dir.filePath("out/a.audit.json"), "earlier audit\n");
        CliResult r = run_in(dir.path(), {"redact", "--out", "out", "a.txt", "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QCOMPARE(read(dir.filePath("out/a.audit.json")), QByteArray("earlier audit\n"));
        // One taken name moves all three files of the document to one new number.
        QCOMPARE(doc_entry(r, 0)["audit_json"].toString(), dir.filePath("out/a.audit (2).json").replace(dir.path() + "/", ""));
        QVERIFY(QFileInfo::exists(dir.filePath("out/a.redacted (2).txt")));
        QVERIFY(QFileInfo::exists(dir.filePath("out/a.audit (2).csv")));
        QVERIFY(!QFileInfo::exists(dir.filePath("out/a.redacted.txt")));

        r = run_in(dir.path(), {"redact", "--no-clobber", "--out", "out", "a.txt"});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.err.contains("a.audit.json") && r.err.contains("--no-clobber"), r.err.constData());
        QVERIFY(!QFileInfo::exists(dir.filePath("out/a.redacted (3).txt")));
    }

    void output_folder_that_is_a_link_is_refused() {
        QTemporaryDir dir, elsewhere;
        write(dir.filePath("a.txt"), kNote);
        QVERIFY(QFile::link(elsewhere.path(), dir.filePath("out")));
        const CliResult r = run_in(dir.path(), {"redact", "--out", "out", "a.txt"});
        QVERIFY(r.exit_code != 0);
        QVERIFY2(r.err.contains("symbolic link"), r.err.constData());
        QVERIFY(QDir(elsewhere.path()).entryList(QDir::Files).isEmpty());
    }

    void fifo_is_refused_and_the_batch_goes_on() {
        QTemporaryDir dir;
        write(dir.filePath("a.txt"), kNote);
        QVERIFY(::mkfifo(dir.filePath("pipe.txt").toLocal8Bit().constData(), 0600) == 0);
        const CliResult r = run_in(dir.path(), {"redact", "--out", "out", "pipe.txt", "a.txt", "--json"}, 30000);
        QVERIFY2(r.err != "timed out", "redact blocked on a FIFO");
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.err.contains("pipe.txt") && r.err.contains("FIFO"), r.err.constData());
        QVERIFY(QFileInfo::exists(dir.filePath("out/a.redacted.txt")));
    }

    void symlinked_input_is_resolved_and_audited() {
        QTemporaryDir dir, secret;
        write(secret.filePath("id_note.txt"), kNote);
        QVERIFY(QFile::link(secret.filePath("id_note.txt"), dir.filePath("innocent.txt")));
        const CliResult r = run_in(dir.path(), {"redact", "--out", "out", "innocent.txt", "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const QString real = QFileInfo(secret.filePath("id_note.txt")).canonicalFilePath();
        QCOMPARE(doc_entry(r, 0)["input_real_path"].toString(), real);
        const QJsonObject audit = QJsonDocument::fromJson(read(dir.filePath("out/innocent.audit.json"))).object();
        QCOMPARE(audit["input_real_path"].toString(), real);
        QVERIFY(audit["input_named_link"].toBool());
        QVERIFY(audit["egress_lock"].toObject()["locked"].toBool());
    }

    void touch_r_after_an_edit_is_not_answered_from_the_cache() {
        // The review's spoof: change bytes in place, put the old mtime back.
        QTemporaryDir dir;
        const QString model = dir.filePath("m.gguf");
        QVERIFY(synsema::test::write_file(model, synsema::test::small_model_bytes(3)));
        QProcessEnvironment env = synsema::test::isolated_environment();
        env.insert("XDG_CACHE_HOME", dir.filePath("cache"));
        CliResult r = synsema::test::run_cli_env({"attest", "--model", model, "--json"}, env);
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const QString first = QJsonDocument::fromJson(r.out).object()["model"].toObject()["sha256"].toString();
        struct stat st {};
        QVERIFY(::stat(model.toLocal8Bit().constData(), &st) == 0);
        {
            QFile f(model);
            QVERIFY(f.open(QIODevice::ReadWrite) && f.seek(f.size() - 4));
            f.write("\x01\x02\x03\x04", 4);
        }
        const timespec times[2] = {st.st_atim, st.st_mtim};
        QVERIFY(::utimensat(AT_FDCWD, model.toLocal8Bit().constData(), times, 0) == 0);
        r = synsema::test::run_cli_env({"attest", "--model", model, "--json"}, env);
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const QJsonObject file = QJsonDocument::fromJson(r.out).object()["model"].toObject()["files"].toArray()[0].toObject();
        QCOMPARE(file["hash"].toString(), QString("computed now"));
        QVERIFY(file["sha256"].toString() != first);
    }

    void allow_network_counts_only_before_the_command() {
        // After the command (or after "--", or as a glob-expanded file name) it is not honoured.
        CliResult r = synsema::test::run_cli({"egress", "--json", "--allow-network-unsafe"});
        QCOMPARE(r.exit_code, 2);  // an unknown option of the command
        QVERIFY2(!r.err.contains("DISABLED"), r.err.constData());
        QTemporaryDir dir;
        write(dir.filePath("a.txt"), kNote);
        write(dir.filePath("--allow-network-unsafe"), kNote);
        r = run_in(dir.path(), {"redact", "--out", "out", "--", "a.txt", "--allow-network-unsafe"});
        QVERIFY2(!r.err.contains("DISABLED"), r.err.constData());
        QVERIFY2(r.exit_code == 0, r.err.constData());
        // Before the command it is honoured, and said loudly.
        r = synsema::test::run_cli({"--allow-network-unsafe", "egress", "--json"});
        QVERIFY2(r.err.contains("DISABLED"), r.err.constData());
    }
};

QTEST_MAIN(CliIntegrity)
#include "tst_cli_integrity.moc"
