// synsema-cli judge / judge-calibrate end to end on stories260K: JSON output
// validates against docs/judge-output.schema.json, probabilities sum to 1 and
// repeat exactly, calibration is fitted into a new preset (the input preset is
// untouched), plots are written, and the fitted gate is what judge applies.
#include <QCryptographicHash>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include "engine/util/version_info.h"
#include "tests/support/json_schema.h"
#include "tests/support/test_data.h"

using nlohmann::json;
using synsema::test::judge_output_schema;
using synsema::test::validate;

namespace {

QString stories_preset() { return QString::fromStdString(synsema::source_arch_dir()) + "/../resources/judge/stories.json"; }

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// Thirty short stories, ten per animal, alternating so both halves of the
// hold-out split see every label.
QByteArray labeled_csv() {
    const char* names[] = {"Tim", "Sue", "Ben", "Mia", "Max", "Lily", "Tom", "Anna", "Sam", "Zoe"};
    const char* places[] = {"park", "garden", "house", "yard", "forest"};
    QByteArray csv = "text,label\n";
    for (int i = 0; i < 10; ++i)
        for (const char* animal : {"dog", "cat", "bird"}) {
            csv += QString("\"%1 found a %2 in the %3. The %2 was happy, and %1 said \"\"hello\"\", %2!\",%2\n")
                       .arg(names[i], animal, places[i % 5])
                       .toUtf8();
        }
    return csv;
}

}  // namespace

class CliJudge : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void judge_json_validates_and_repeats();
    void judge_writes_csv();
    void calibrate_then_judge();
    void bad_inputs_are_clear_errors();

private:
    QTemporaryDir dir_;
    json schema_;
    QStringList docs_;
};

void CliJudge::initTestCase() {
    QVERIFY(dir_.isValid());
    schema_ = judge_output_schema();
    QVERIFY2(schema_.is_object(), "docs/judge-output.schema.json is missing or not JSON");
    const QList<QByteArray> texts = {"Lily saw a big dog. The dog barked and ran to her.",
                                     "Tom had a cat. The cat liked milk and sleeping in the sun.",
                                     "# A bird\n\nA small bird sang in the tree every morning."};
    const QStringList names = {"dog.txt", "cat.txt", "bird.md"};
    for (int i = 0; i < texts.size(); ++i) {
        docs_ << dir_.filePath(names[i]);
        write(docs_.back(), texts[i]);
    }
}

void CliJudge::judge_json_validates_and_repeats() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    const QStringList args = QStringList{"judge", "--preset", stories_preset(), "--model", gguf, "--json", "--threads", "2"} + docs_;
    const auto a = synsema::test::run_cli(args);
    QVERIFY2(a.exit_code == 0, a.err.constData());
    const json out = json::parse(a.out.toStdString(), nullptr, false);
    QVERIFY(out.is_object());
    const QString problem = validate(out, schema_);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(out["documents"].size(), size_t(3));
    QCOMPARE(out["calibration"], json("none"));
    QVERIFY(out["gate"].is_null());
    for (size_t i = 0; i < 3; ++i) {
        const json& d = out["documents"][i];
        double raw = 0, cal = 0;
        for (const auto& s : d["scores"]) {
            raw += s["raw_probability"].get<double>();
            cal += s["probability"].get<double>();
        }
        QVERIFY(std::abs(raw - 1) < 1e-12 && std::abs(cal - 1) < 1e-12);
        QCOMPARE(d["verdict"], json("needs-review"));  // no gate: a person sees everything
        QFile f(docs_[int(i)]);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QByteArray::fromStdString(d["sha256"]), QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex());
    }
    const auto b = synsema::test::run_cli(args);
    QCOMPARE(b.exit_code, 0);
    QCOMPARE(a.out, b.out);  // identical across runs, to the last digit
}

void CliJudge::judge_writes_csv() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    const QString csv = dir_.filePath("out.csv");
    const auto r = synsema::test::run_cli(QStringList{"judge", "--preset", "stories", "--model", gguf, "--csv", csv,
                                                      "--threads", "2"} + docs_);
    QVERIFY2(r.exit_code == 0, r.err.constData());
    QVERIFY(r.out.contains("needs-review"));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QCOMPARE(lines[0].trimmed(), QByteArray("file,sha256,p_dog,p_cat,p_bird,decision,confidence,verdict,calibration,windows,error"));
    QCOMPARE(lines.size(), 5);  // header, 3 rows, final newline
    QVERIFY(lines[1].contains("dog.txt") && lines[1].contains("needs-review"));
}

void CliJudge::calibrate_then_judge() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    const QString input = dir_.filePath("stories-in.json"), fitted = dir_.filePath("stories-fitted.json");
    const QString data = dir_.filePath("labeled.csv"), plots = dir_.filePath("plots");
    QVERIFY(QFile::copy(stories_preset(), input));
    write(data, labeled_csv());
    QFile in(input);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray input_bytes = in.readAll();

    const auto r = synsema::test::run_cli({"judge-calibrate", "--preset", input, "--model", gguf, "--data", data, "--out", fitted,
                                           "--method", "contextual+temperature",
                                           "--plots", plots, "--alpha", "0.3", "--delta", "0.2", "--threads", "2"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    for (const char* word : {"accuracy", "nll", "brier", "ece", "aurc", "gate:", "contextual+temperature(T="})
        QVERIFY2(r.out.contains(word), r.out.constData());
    // The input preset is untouched; the fitted one holds calibration and gate.
    QFile again(input);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), input_bytes);
    QFile out(fitted);
    QVERIFY(out.open(QIODevice::ReadOnly));
    const json preset = json::parse(out.readAll().toStdString(), nullptr, false);
    QVERIFY(preset.is_object());
    QCOMPARE(preset["calibration"]["scaling"], json("temperature"));
    QCOMPARE(preset["calibration"]["contextual_bias"].size(), size_t(3));
    QCOMPARE(preset["calibration"]["fitted_on"]["n_items"], json(15));
    QCOMPARE(preset["gate"]["n_calibration"], json(15));
    for (const char* png : {"reliability-raw.png", "reliability-calibrated.png", "risk-coverage.png"}) {
        const QImage image(plots + "/" + png);
        QVERIFY2(!image.isNull() && image.width() == 640, png);
    }

    // Judging with the fitted preset states the calibration and applies the gate.
    const auto j = synsema::test::run_cli(QStringList{"judge", "--preset", fitted, "--model", gguf, "--json", "--threads", "2"} + docs_);
    QVERIFY2(j.exit_code == 0, j.err.constData());
    const json result = json::parse(j.out.toStdString(), nullptr, false);
    const QString problem = validate(result, schema_);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const std::string applied = result["calibration"];
    QVERIFY(applied.rfind("contextual+temperature(T=", 0) == 0);
    const json& gate = preset["gate"];
    for (const auto& d : result["documents"]) {
        QCOMPARE(d["calibration"], json(applied));
        const bool automatic = !gate["threshold"].is_null() && d["confidence"].get<double>() >= gate["threshold"].get<double>();
        QCOMPARE(d["verdict"], json(automatic ? "auto" : "needs-review"));
    }
}

void CliJudge::bad_inputs_are_clear_errors() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    const QString bad = dir_.filePath("bad.txt");
    write(bad, QByteArray("caf\xC3 latte"));
    const auto r = synsema::test::run_cli({"judge", "--preset", "stories", "--model", gguf, "--json", docs_[0], bad});
    QCOMPARE(r.exit_code, 1);  // one document failed; the others are still judged
    const json out = json::parse(r.out.toStdString(), nullptr, false);
    QVERIFY2(validate(out, schema_).isEmpty(), qPrintable(validate(out, schema_)));
    QVERIFY(out["documents"][0].contains("scores"));
    QVERIFY(QString::fromStdString(out["documents"][1]["error"]).contains("UTF-8"));

    const auto missing = synsema::test::run_cli({"judge", "--preset", "stories", "--model", "/nonexistent/m.gguf", docs_[0]});
    QVERIFY(missing.exit_code != 0);
    QVERIFY(missing.err.contains("/nonexistent/m.gguf"));

    const QString data = dir_.filePath("wrong-label.csv");
    write(data, "text,label\nA dog.,dog\nA fish.,fish\n");
    const auto wrong = synsema::test::run_cli({"judge-calibrate", "--preset", "stories", "--model", gguf, "--data", data});
    QVERIFY(wrong.exit_code != 0);
    QVERIFY2(wrong.err.contains("line 3") && wrong.err.contains("fish"), wrong.err.constData());
}

QTEST_MAIN(CliJudge)
#include "tst_cli_judge.moc"
