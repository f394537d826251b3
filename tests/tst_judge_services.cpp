// The app-side judge service: the labeled CSV reader (RFC 4180, hostile
// input), document reading with UTF-8 validation, CSV export that defuses
// formulas, the QPainter plots, and calibration through JudgeService.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "services/judge/judge_io.h"
#include "services/plots/judge_plots.h"
#include "services/judge/judge_service.h"
#include "engine/model/model.h"
#include "engine/model/model_maker.h"
#include "engine/util/error.h"
#include "engine/util/version_info.h"

using namespace synsema;
using namespace synsema::services;

class JudgeServices : public QObject {
    Q_OBJECT
private slots:
    void csv_reads_rfc4180();
    void hostile_csv_is_rejected_data();
    void hostile_csv_is_rejected();
    void csv_field_quotes_and_defuses();
    void documents_are_validated();
    void plots_are_drawn();
    void service_calibrates_and_judges();
};

void JudgeServices::csv_reads_rfc4180() {
    const QByteArray csv = "\xEF\xBB\xBFid,label,text\r\n"
                           "1,a,plain\r\n"
                           "2,b,\"with, comma\"\r\n"
                           "3,a,\"two\nlines and \"\"quotes\"\"\"\r\n"
                           "\r\n"
                           "4,b,\"\"\n";
    const auto rows = parse_labeled_csv(csv, "mem.csv");
    QCOMPARE(rows.size(), size_t(4));
    QCOMPARE(rows[0].text, std::string("plain"));
    QCOMPARE(rows[1].text, std::string("with, comma"));
    QCOMPARE(rows[2].text, std::string("two\nlines and \"quotes\""));
    QCOMPARE(rows[2].label, std::string("a"));
    QCOMPARE(rows[3].text, std::string(""));
    QCOMPARE(rows[3].line, int64_t(7));  // the quoted newline counts
}

void JudgeServices::hostile_csv_is_rejected_data() {
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("problem");
    QTest::newRow("empty") << QByteArray() << "empty";
    QTest::newRow("no header columns") << QByteArray("a,b\n1,2\n") << "header";
    QTest::newRow("no rows") << QByteArray("text,label\n") << "no labeled rows";
    QTest::newRow("unclosed quote") << QByteArray("text,label\n\"abc,x\n") << "never closed";
    QTest::newRow("text after quote") << QByteArray("text,label\n\"abc\"d,x\n") << "after a closing quote";
    QTest::newRow("quote in field") << QByteArray("text,label\nab\"c,x\n") << "quote inside";
    QTest::newRow("field count") << QByteArray("text,label\na,b,c\n") << ":2: expected 2 fields";
    QTest::newRow("empty label") << QByteArray("text,label\nabc,\n") << "empty label";
    QTest::newRow("bad utf8") << QByteArray("text,label\n\xff,x\n") << "UTF-8";
}

void JudgeServices::hostile_csv_is_rejected() {
    QFETCH(QByteArray, csv);
    QFETCH(QString, problem);
    try {
        parse_labeled_csv(csv, "evil.csv");
        QFAIL("accepted a hostile CSV");
    } catch (const Error& e) {
        QVERIFY2(QString(e.what()).startsWith("evil.csv") && QString(e.what()).contains(problem), e.what());
    }
}

void JudgeServices::csv_field_quotes_and_defuses() {
    QCOMPARE(csv_field("plain"), QByteArray("plain"));
    QCOMPARE(csv_field("a,b"), QByteArray("\"a,b\""));
    QCOMPARE(csv_field("say \"hi\""), QByteArray("\"say \"\"hi\"\"\""));
    QCOMPARE(csv_field("=HYPERLINK(1)"), QByteArray("'=HYPERLINK(1)"));
    QCOMPARE(csv_field("@SUM(A1)"), QByteArray("'@SUM(A1)"));
}

void JudgeServices::documents_are_validated() {
    QTemporaryDir dir;
    auto write = [&](const QString& name, const QByteArray& bytes) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly)) return QString();
        f.write(bytes);
        return f.fileName();
    };
    const JudgeDocument ok = read_judge_document(write("a.md", "\xEF\xBB\xBF# Title\nbody"));
    QCOMPARE(ok.text, std::string("# Title\nbody"));
    QCOMPARE(ok.sha256, sha256_hex("\xEF\xBB\xBF# Title\nbody"));
    try {
        read_judge_document(write("b.txt", "ok \xC3\x28 bad"));
        QFAIL("accepted invalid UTF-8");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::Format);
        QVERIFY(QString(e.what()).contains("byte 3"));
    }
    QVERIFY_THROWS_EXCEPTION(Error, read_judge_document(write("c.exe", "MZ")));
    QVERIFY_THROWS_EXCEPTION(Error, read_judge_document(dir.filePath("missing.txt")));
}

void JudgeServices::plots_are_drawn() {
    const std::vector<std::vector<double>> probs = {{0.9, 0.1}, {0.7, 0.3}, {0.2, 0.8}, {0.55, 0.45}};
    const std::vector<int> labels = {0, 1, 1, 0};
    const judge::Metrics m = judge::compute_metrics(probs, labels);
    const QImage reliability = draw_reliability_diagram(m, "test");
    const QImage rc = draw_risk_coverage(m, m, 0.5);
    for (const QImage& image : {reliability, rc}) {
        QCOMPARE(image.size(), QSize(640, 520));
        int coloured = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2) coloured += image.pixel(x, y) != qRgb(255, 255, 255);
        QVERIFY(coloured > 2000);  // axes, bars or curves, and text
    }
    QTemporaryDir dir;
    const QString path = dir.filePath("r.png");
    save_png(reliability, path);
    QCOMPARE(QImage(path).size(), QSize(640, 520));
}

void JudgeServices::service_calibrates_and_judges() {
    QTemporaryDir dir;
    model::ModelSpec spec;
    spec.n_layer = 1;
    const QString path = dir.filePath("m.gguf");
    model::make_random_model(spec).write_file(path.toStdString());
    const auto model = model::Model::load(path.toStdString(), {.arch_dirs = {source_arch_dir()}});
    judge::Preset preset;
    preset.name = "toy";
    preset.instruction = "pick";
    preset.prompt_template = "{instruction}: {document} =";
    preset.labels = {{"a", " a"}, {"b", " b"}};
    JudgeService service(*model, preset, {.n_ctx = 256, .n_threads = 2});
    std::vector<LabeledRow> rows;
    for (int i = 0; i < 24; ++i) rows.push_back({"item " + std::string(size_t(i % 7 + 1), 'a' + char(i % 3)), i % 2 ? "a" : "b", i + 2});
    int64_t last_done = 0;
    CalibrateOptions options;
    options.method = {.contextual = true, .scaling = judge::Scaling::Vector};
    const CalibrationReport r = service.calibrate(rows, options, [&](int64_t done, int64_t total) {
                                                      QCOMPARE(total, int64_t(24 + 3));
                                                      last_done = done;
                                                  });
    QCOMPARE(last_done, int64_t(27));
    QVERIFY(r.held_out);
    QCOMPARE(r.n_fit, int64_t(12));
    QCOMPARE(r.after.n, int64_t(12));
    QCOMPARE(r.preset.calibration.describe(), std::string("contextual+vector"));
    QVERIFY(r.preset.gate.has_value());
    QCOMPARE(r.preset.gate->n_calibration, int64_t(12));
    // The fitted preset is what later judgements apply.
    service.set_preset(r.preset);
    const JudgedDocument d = service.judge_text("item bb");
    QCOMPARE(d.judgement.calibration, std::string("contextual+vector"));
    QVERIFY(std::abs(d.judgement.probs[0] + d.judgement.probs[1] - 1) < 1e-12);
    // Unknown labels are named with their line before anything is scored.
    rows[5].label = "zzz";
    try {
        service.calibrate(rows, {});
        QFAIL("accepted an unknown label");
    } catch (const Error& e) {
        QVERIFY(QString(e.what()).contains("line 7") && QString(e.what()).contains("zzz"));
    }
}

QTEST_MAIN(JudgeServices)
#include "tst_judge_services.moc"
