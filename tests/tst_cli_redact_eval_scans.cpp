// synsema-cli redact-eval --scans (issue 22) end to end, on text copies of
// the dev set standing in for OCR output: the copy of a document is matched
// to its gold by name, its gold spans carried over, scored per category and
// against the same documents as text; bad and unmatched files.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include "tests/support/test_data.h"

using synsema::test::run_cli;

namespace {

QByteArray read_all(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write_all(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// The dev folder's texts copied as <stem>.<variant>.txt; `edit` may change each.
template <class Edit>
void copy_set(const QString& gold_dir, const QString& out, const QString& variant, Edit edit) {
    for (const QString& name : QDir(gold_dir).entryList({"*.txt"}, QDir::Files)) {
        QByteArray text = read_all(QDir(gold_dir).filePath(name));
        const QByteArray gold = read_all(QDir(gold_dir).filePath(QFileInfo(name).completeBaseName() + ".gold.json"));
        edit(text, nlohmann::json::parse(gold.toStdString()));
        write_all(QDir(out).filePath(QFileInfo(name).completeBaseName() + "." + variant + ".txt"), text);
    }
}

}  // namespace

class TestCliRedactEvalScans : public QObject {
    Q_OBJECT
private slots:
    void identical_copies_score_as_the_text() {
        SYNSEMA_REQUIRE_DATA(probe, "eval/redaction/clinic-discharge.gold.json");
        const QString gold = QFileInfo(probe).absolutePath();
        QTemporaryDir dir;
        copy_set(gold, dir.path(), "sim-same", [](QByteArray&, const nlohmann::json&) {});
        write_all(dir.filePath("manifest.json"), "{}");
        auto r = run_cli({"redact-eval", "--gold", gold, "--scans", dir.path(), "--compare-text", "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j["files"].toInt(), 6);
        QCOMPARE(j["documents"].toInt(), 6);
        const QJsonObject ratio = j["ratio"].toObject();
        QVERIFY(ratio.size() >= 8);
        for (const QString& cat : ratio.keys()) QCOMPARE(ratio[cat].toObject()["ratio"].toDouble(), 1.0);
        QCOMPARE(j["acceptance"].toObject()["met"].toBool(), true);
        QCOMPARE(j["overall"].toObject()["caught"].toInt(), j["text"].toObject()["overall"].toObject()["caught"].toInt());
        QCOMPARE(j["overall"].toObject()["gold"].toInt(), j["text"].toObject()["overall"].toObject()["gold"].toInt());
        QVERIFY(j["overall"].toObject()["gold"].toInt() > 120);  // 142 spans, a few IGNORE
        QVERIFY(j["variants"].toObject().contains("sim-same.txt"));
        // The same figures as redact-eval on the texts themselves.
        auto t = run_cli({"redact-eval", "--gold", gold, "--json"});
        QVERIFY2(t.exit_code == 0, t.err.constData());
        QJsonObject text = QJsonDocument::fromJson(t.out).object();
        QCOMPARE(j["categories"], text["categories"]);
    }

    void names_lost_in_the_scan_are_missed_and_fail_the_ratio() {
        SYNSEMA_REQUIRE_DATA(probe, "eval/redaction/clinic-discharge.gold.json");
        const QString gold = QFileInfo(probe).absolutePath();
        QTemporaryDir dir;
        // Every PERSON span's characters unreadable: blanked, as OCR that read nothing there.
        copy_set(gold, dir.path(), "sim-blank", [](QByteArray& text, const nlohmann::json& g) {
            for (const auto& s : g["spans"])
                if (s["type"] == "PERSON")
                    for (size_t i = s["start"].get<size_t>(); i < s["end"].get<size_t>(); ++i) text[qsizetype(i)] = ' ';
        });
        auto r = run_cli({"redact-eval", "--gold", gold, "--scans", dir.path(), "--compare-text", "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QJsonObject j = QJsonDocument::fromJson(r.out).object();
        const QJsonObject person = j["categories"].toObject()["PERSON"].toObject();
        QVERIFY(person["gold"].toInt() > 20);
        QCOMPARE(person["caught"].toInt(), 0);
        QCOMPARE(j["ratio"].toObject()["PERSON"].toObject()["met"].toBool(), false);
        QCOMPARE(j["acceptance"].toObject()["met"].toBool(), false);
        QVERIFY(j["categories"].toObject()["DATE"].toObject()["caught"].toInt() > 0);
        // The table says so too.
        auto t = run_cli({"redact-eval", "--gold", gold, "--scans", dir.path(), "--compare-text"});
        QVERIFY2(t.exit_code == 0, t.err.constData());
        QVERIFY2(t.out.contains("acceptance: not met (") && t.out.contains("PERSON"), t.out.constData());
        QVERIFY(t.out.contains("sim-blank.txt"));
    }

    void misread_characters_carry_the_spans_over() {
        SYNSEMA_REQUIRE_DATA(probe, "eval/redaction/clinic-discharge.gold.json");
        const QString gold = QFileInfo(probe).absolutePath();
        QTemporaryDir dir;
        // The letter O of gold spans read as the digit, and a line of specks
        // read before the text (every offset moves).
        copy_set(gold, dir.path(), "sim-misread", [](QByteArray& text, const nlohmann::json& g) {
            for (const auto& s : g["spans"])
                for (size_t i = s["start"].get<size_t>(); i < s["end"].get<size_t>(); ++i)
                    if (text[qsizetype(i)] == 'O') text[qsizetype(i)] = '0';
            text.prepend("~ ' . ,\n\n");
        });
        auto r = run_cli({"redact-eval", "--gold", gold, "--scans", dir.path(), "--json", "--show-text", "--compare-text"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j["overall"].toObject()["gold"].toInt(), j["text"].toObject()["overall"].toObject()["gold"].toInt());
        // The spans are found where they moved to: nearly what the text scores.
        const int caught = j["overall"].toObject()["caught"].toInt();
        const int text_caught = j["text"].toObject()["overall"].toObject()["caught"].toInt();
        QVERIFY2(caught >= text_caught * 9 / 10, qPrintable(QString("%1 of %2").arg(caught).arg(text_caught)));
        // A miss is reported in the scan's text, as it was read (no O left in a gold span).
        for (const auto& m : j["missed"].toArray()) QVERIFY(!m.toObject()["text"].toString().contains('O'));
    }

    void bad_and_unmatched_files() {
        SYNSEMA_REQUIRE_DATA(probe, "eval/redaction/clinic-discharge.gold.json");
        const QString gold = QFileInfo(probe).absolutePath();
        QTemporaryDir dir;
        write_all(dir.filePath("pharmacy-note.sim.txt"), read_all(QDir(gold).filePath("pharmacy-note.txt")));
        write_all(dir.filePath("someone-else.sim.txt"), "no gold for this one");
        auto r = run_cli({"redact-eval", "--gold", gold, "--scans", dir.path(), "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QVERIFY2(r.err.contains("skipped someone-else.sim.txt"), r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out).object()["files"].toInt(), 1);
        // A file that cannot be read is an error naming it.
        write_all(dir.filePath("pharmacy-note.sim-bad.pdf"), "%PDF-1.4 this is not a PDF");
        r = run_cli({"redact-eval", "--gold", gold, "--scans", dir.path()});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.err.contains("pharmacy-note.sim-bad.pdf"), r.err.constData());
        // --scan-files picks the files; none left is an error naming the folder.
        r = run_cli({"redact-eval", "--gold", gold, "--scans", dir.path(), "--scan-files", "*.png"});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.err.contains("no scanned copies"), r.err.constData());
        r = run_cli({"redact-eval", "--gold", gold, "--compare-text"});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.err.contains("--compare-text needs --scans"), r.err.constData());
        r = run_cli({"redact-eval", "--gold", gold, "--dump-text", dir.path()});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.err.contains("--dump-text needs --scans"), r.err.constData());
    }

    // --dump-text writes the text each scan was read as, as new files, and never over one.
    void dump_text_writes_each_scans_text_once() {
        SYNSEMA_REQUIRE_DATA(probe, "eval/redaction/clinic-discharge.gold.json");
        const QString gold = QFileInfo(probe).absolutePath();
        QTemporaryDir dir, out;
        const QByteArray text = read_all(QDir(gold).filePath("pharmacy-note.txt"));
        QVERIFY(!text.isEmpty());
        write_all(dir.filePath("pharmacy-note.sim.txt"), text);
        const QString dump = out.filePath("texts");
        auto r = run_cli({"redact-eval", "--gold", gold, "--scans", dir.path(), "--dump-text", dump});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const QString written = QDir(dump).filePath("pharmacy-note.sim.txt.txt");
        QCOMPARE(read_all(written), text);  // a text copy is read as it is
        // A second run would replace it: refused, naming the file, and the first file stands.
        write_all(dir.filePath("pharmacy-note.sim.txt"), "changed");
        r = run_cli({"redact-eval", "--gold", gold, "--scans", dir.path(), "--dump-text", dump});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.err.contains("pharmacy-note.sim.txt.txt"), r.err.constData());
        QCOMPARE(read_all(written), text);
    }
};

QTEST_GUILESS_MAIN(TestCliRedactEvalScans)
#include "tst_cli_redact_eval_scans.moc"
