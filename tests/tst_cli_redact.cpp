// synsema-cli redact / redact-eval end to end.
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/test_data.h"

using synsema::test::run_cli;

class TestCliRedact : public QObject {
    Q_OBJECT
private slots:
    void eval_on_dev_set() {
        SYNSEMA_REQUIRE_DATA(probe, "eval/redaction/clinic-discharge.txt");
        auto r = run_cli({"redact-eval", "--gold", QFileInfo(probe).absolutePath(), "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QJsonObject g = j["groups"].toObject();
        QVERIFY(g["structured"].toObject()["recall"].toDouble() >= 0.99);
        QVERIFY(g["names"].toObject()["recall"].toDouble() >= 0.95);
        QVERIFY(g["addresses"].toObject()["recall"].toDouble() >= 0.90);
        QVERIFY(j["overall"].toObject()["precision"].toDouble() >= 0.85);
        QCOMPARE(j["model_used"].toBool(), false);
        QVERIFY(!r.out.contains("Holloway"));  // no text without --show-text
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

    void bad_inputs_give_clear_errors() {
        QTemporaryDir dir;
        auto r = run_cli({"redact", dir.filePath("missing.txt"), "--out", dir.filePath("o")});
        QCOMPARE(r.exit_code, 1);
        QVERIFY(r.err.contains("missing.txt"));
        auto p = run_cli({"redact", "--policy", "no-such-policy", dir.filePath("x.txt"), "--out", dir.filePath("o")});
        QCOMPARE(p.exit_code, 1);
        QVERIFY(p.err.contains("no-such-policy"));
        auto w = run_cli({"redact-eval", "--gold", dir.path(), "--words", "/nonexistent/words"});
        QCOMPARE(w.exit_code, 1);
    }
};

QTEST_MAIN(TestCliRedact)
#include "tst_cli_redact.moc"
