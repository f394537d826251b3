// synsema-cli redact / redact-eval end to end.
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "engine/util/version_info.h"
#include "tests/support/test_data.h"

using synsema::test::run_cli;

class TestCliRedact : public QObject {
    Q_OBJECT
private slots:
    void eval_on_dev_set() {
        SYNSEMA_REQUIRE_DATA(probe, "eval/redaction/clinic-discharge.txt");
        SYNSEMA_REQUIRE_DATA(probe_wide, "eval/redaction-wide/01-us-ed-note.txt");
        const QString holdout = QString::fromStdString(synsema::source_resources_dir()) + "/../tests/data/redaction/holdout.txt";
        auto r = run_cli({"redact-eval", "--gold", QFileInfo(probe).absolutePath(), "--gold",
                          QFileInfo(probe_wide).absolutePath(), "--holdout", holdout, "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j["documents"].toInt(), 30);
        QJsonObject g = j["groups"].toObject();
        QVERIFY(g["structured"].toObject()["recall"].toDouble() >= 0.99);
        QVERIFY(g["names"].toObject()["recall"].toDouble() >= 0.97);
        QVERIFY(g["addresses"].toObject()["recall"].toDouble() >= 0.95);
        QVERIFY(j["overall"].toObject()["precision"].toDouble() >= 0.90);
        QJsonObject h = j["holdout"].toObject();
        QCOMPARE(h["documents"].toInt(), 10);
        QVERIFY(h["groups"].toObject()["names"].toObject()["gold"].toInt() > 100);
        QVERIFY(!h.contains("missed"));  // held-out misses only with --holdout-misses
        QCOMPARE(j["model_used"].toBool(), false);
        QVERIFY(!r.out.contains("Holloway"));  // no text without --show-text
        // A held-out list naming a document in no folder is an error naming it.
        QTemporaryDir dir;
        QFile list(dir.filePath("list.txt"));
        QVERIFY(list.open(QIODevice::WriteOnly));
        list.write("# held out\nno-such-document.txt\n");
        list.close();
        auto bad = run_cli({"redact-eval", "--gold", QFileInfo(probe).absolutePath(), "--holdout", list.fileName()});
        QVERIFY(bad.exit_code != 0);
        QVERIFY2(bad.err.contains("no-such-document.txt"), bad.err.constData());
    }

    void redact_writes_outputs_and_keeps_originals() {
        QTemporaryDir dir;
        QString a = dir.filePath("a.txt"), b = dir.filePath("b.md");
        QFile fa(a), fb(b);
        QVERIFY(fa.open(QIODevice::WriteOnly) && fb.open(QIODevice::WriteOnly));
        fa.write("Patient: Wendeline Ashgrove, DOB 04/02/1941, phone 503-555-0142.\n");
        fb.write("# Note\nMs. Ashgrove was seen by Dr. Pellworth on May 2, 2024.\n");
        fa.close();
        fb.close();
        auto hash = [](const QString& p) {
            QFile f(p);
            f.open(QIODevice::ReadOnly);
            return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
        };
        QByteArray ha = hash(a), hb = hash(b);
        QString out = dir.filePath("out");
        auto r = run_cli({"redact", a, b, "--out", out, "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QCOMPARE(hash(a), ha);
        QCOMPARE(hash(b), hb);
        QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j["policy"].toString(), QString("hipaa-safe-harbor"));
        QCOMPARE(j["model_used"].toBool(), false);
        QJsonArray docs = j["documents"].toArray();
        QCOMPARE(docs.size(), 2);
        QVERIFY(!docs[0].toObject()["spans"].toArray().isEmpty());
        QJsonObject first = docs[0].toObject()["spans"].toArray()[0].toObject();
        QVERIFY(first.contains("start") && first.contains("end") && first.contains("text"));
        QFile ra(out + "/a.redacted.txt"), rb(out + "/b.redacted.md");
        QVERIFY(ra.open(QIODevice::ReadOnly) && rb.open(QIODevice::ReadOnly));
        QByteArray ta = ra.readAll(), tb = rb.readAll();
        QVERIFY2(!ta.contains("Ashgrove") && !ta.contains("503-555") && !ta.contains("04/02"), ta.constData());
        QVERIFY2(!tb.contains("Ashgrove") && !tb.contains("Pellworth"), tb.constData());
        // The same person has the same placeholder in both documents.
        QVERIFY(ta.contains("[PERSON 1]") && tb.contains("[PERSON 1]"));
        QFile audit(out + "/a.audit.json"), csv(out + "/a.audit.csv");
        QVERIFY(audit.open(QIODevice::ReadOnly) && csv.open(QIODevice::ReadOnly));
        QByteArray aj = audit.readAll(), ac = csv.readAll();
        QVERIFY(!aj.contains("Ashgrove") && !ac.contains("Ashgrove"));
        QVERIFY(aj.contains(ha.toHex()));
    }

    void model_review_is_recorded_and_deterministic() {
        SYNSEMA_REQUIRE_DATA(model, "models/stories260K.gguf");
        QTemporaryDir dir;
        const QString note = dir.filePath("note.txt");
        QFile f(note);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // A bare name and a month/day date: spans the rules are unsure of.
        f.write("Seen today with Brannigan Oduya. SSN 536-22-8714.\nRecheck on 4/12. Brannigan is better.\n");
        f.close();
        QFile m(model);
        QVERIFY(m.open(QIODevice::ReadOnly));
        const QString weights_sha = QCryptographicHash::hash(m.readAll(), QCryptographicHash::Sha256).toHex();
        QJsonObject runs[2];
        QByteArray outputs[2];
        for (int i = 0; i < 2; ++i) {
            const QString out = dir.filePath(QString("out%1").arg(i));
            auto r = run_cli({"redact", "--model", model, "--threads", "1", note, "--out", out, "--json"});
            QVERIFY2(r.exit_code == 0, r.err.constData());
            runs[i] = QJsonDocument::fromJson(r.out).object();
            QFile red(out + "/note.redacted.txt");
            QVERIFY(red.open(QIODevice::ReadOnly));
            outputs[i] = red.readAll();
            QFile audit(out + "/note.audit.json");
            QVERIFY(audit.open(QIODevice::ReadOnly));
            const QJsonObject log = QJsonDocument::fromJson(audit.readAll()).object();
            QCOMPARE(log["model_used"].toBool(), true);
            QCOMPARE(log["model_sha256"].toString(), weights_sha);
            int reviewed = 0;
            for (const auto& s : log["spans"].toArray()) {
                const QJsonObject span = s.toObject();
                if (span["reviewed_by"].isNull()) continue;
                ++reviewed;
                QCOMPARE(span["reviewed_by"].toString(), QString("judge:phi-span"));
                // The shipped preset has no fitted gate: the person decides.
                QCOMPARE(span["decided_by"].toString(), QString("pending"));
                QVERIFY(span["review_p_identifier"].toDouble() > 0);
            }
            QVERIFY(reviewed > 0);
            QFile csv(out + "/note.audit.csv");
            QVERIFY(csv.open(QIODevice::ReadOnly));
            QVERIFY(csv.readAll().contains(weights_sha.toUtf8()));
        }
        QCOMPARE(runs[0]["model_used"].toBool(), true);
        QCOMPARE(runs[0]["model_sha256"].toString(), weights_sha);
        QVERIFY(runs[0]["spans_reviewed_by_model"].toInt() > 0);
        // Deterministic: the same spans, probabilities, decisions and output.
        const auto spans = [](const QJsonObject& run) -> QJsonValue { return run["documents"].toArray()[0].toObject()["spans"]; };
        QCOMPARE(spans(runs[1]), spans(runs[0]));
        QCOMPARE(outputs[1], outputs[0]);
    }

    void bad_inputs_give_clear_errors() {
        QTemporaryDir dir;
        auto r = run_cli({"redact", dir.filePath("missing.txt"), "--out", dir.filePath("o")});
        QCOMPARE(r.exit_code, 1);
        QVERIFY(r.err.contains("missing.txt"));
        auto p = run_cli({"redact", "--policy", "no-such-policy", dir.filePath("x.txt"), "--out", dir.filePath("o")});
        QCOMPARE(p.exit_code, 1);
        QVERIFY(p.err.contains("no-such-policy"));
        auto m = run_cli({"redact", "--model", dir.filePath("no-such-model.gguf"), dir.filePath("x.txt"), "--out", dir.filePath("o")});
        QCOMPARE(m.exit_code, 1);
        QVERIFY(m.err.contains("no-such-model"));
        auto w = run_cli({"redact-eval", "--gold", dir.path(), "--words", "/nonexistent/words"});
        QCOMPARE(w.exit_code, 1);
    }
};

QTEST_MAIN(TestCliRedact)
#include "tst_cli_redact.moc"
