// Dev-set acceptance (no model): the rules against ../shared/eval/redaction,
// and the bounded-time behaviour on a 20 MB single-line text.
#include <QElapsedTimer>
#include <QFileInfo>
#include <QtTest>

#include <ctime>

#include "engine/redact/detector.h"
#include "engine/redact/gold_eval.h"
#include "tests/support/test_data.h"

using namespace synsema::redact;

class TestRedactEval : public QObject {
    Q_OBJECT
private slots:
    void dev_set_meets_thresholds() {
        SYNSEMA_REQUIRE_DATA(probe, "eval/redaction/clinic-discharge.gold.json");
        auto docs = load_gold_dir(QFileInfo(probe).absolutePath().toStdString());
        QVERIFY(docs.size() >= 6);
        Detector detector;
        std::vector<std::string_view> texts;
        for (const auto& d : docs) texts.push_back(d.text);
        EvalReport r = evaluate(docs, detector.detect_set(texts));
        qInfo("structured %.3f names %.3f addresses %.3f precision %.3f", r.structured.recall(), r.names.recall(),
              r.addresses.recall(), r.overall.precision());
        QVERIFY(r.structured.gold > 50);
        QVERIFY2(r.structured.recall() >= 0.99, "structured identifiers recall < 0.99");
        QVERIFY2(r.names.recall() >= 0.95, "names recall < 0.95");
        QVERIFY2(r.addresses.recall() >= 0.90, "addresses recall < 0.90");
        QVERIFY2(r.overall.precision() >= 0.85, "overall precision < 0.85");
    }

    void scoring_rules() {
        // A gold span is caught at >= 90% coverage; a detection is a false
        // positive below 50% inside gold/IGNORE.
        GoldDocument doc{"t.txt", "0123456789 abcdefghij", {{0, 10, "SSN", ""}, {11, 21, "IGNORE", ""}}};
        auto run = [&](std::vector<Span> spans) { return evaluate({doc}, {spans}); };
        Span s;
        s.category = "SSN";
        s.start = 0, s.end = 9;
        QCOMPARE(run({s}).overall.caught, size_t(1));
        s.end = 8;
        QCOMPARE(run({s}).overall.caught, size_t(0));
        s.start = 11, s.end = 21;  // inside IGNORE: not a false positive
        QCOMPARE(run({s}).overall.false_positives, size_t(0));
        s.start = 5, s.end = 16;   // 5 of 11 inside gold, 5 inside IGNORE
        QCOMPARE(run({s}).overall.false_positives, size_t(0));
        doc.spans.pop_back();
        QCOMPARE(run({s}).overall.false_positives, size_t(1));
    }

    void twenty_megabyte_single_line_is_bounded() {
        // A hostile line: digits, separators and capitals with no newline.
        std::string line;
        line.reserve(20u << 20);
        const char* pieces[] = {"1234-5678 ", "Aaaa Bbbb ", "x@y", ".z.", "(555) ", "Mr. ", "99/99 "};
        size_t i = 0;
        while (line.size() < (20u << 20)) line += pieces[i++ % 7];
        // CPU time, not wall time: the test machines are shared and loaded.
        QElapsedTimer t;
        t.start();
        std::clock_t cpu = std::clock();
        auto spans = Detector().detect(line);
        qInfo("20 MB single line: %lld ms, %zu spans", static_cast<long long>(t.elapsed()), spans.size());
        double cpu_seconds = double(std::clock() - cpu) / CLOCKS_PER_SEC;
        qInfo("cpu %.1f s", cpu_seconds);
        QVERIFY(cpu_seconds < 60.0);
    }
};

QTEST_MAIN(TestRedactEval)
#include "tst_redact_eval.moc"
