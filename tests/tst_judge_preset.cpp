// Judge presets: the shipped ones parse, a fitted preset survives a save/load
// round trip (written atomically), and hostile files are rejected with a
// message naming the file and the problem — never a crash.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include "engine/judge/preset.h"
#include "engine/util/error.h"
#include "engine/util/version_info.h"

using namespace synsema;
using namespace synsema::judge;

namespace {

const char* kValid = R"({"format":"synsema-judge-preset","version":1,"name":"t","instruction":"i",
  "template":"{instruction}: {document} ->","labels":[{"name":"a","verbaliser":" A"},{"name":"b","verbaliser":" B"}]})";

}  // namespace

class JudgePreset : public QObject {
    Q_OBJECT
private slots:
    void shipped_presets_parse_data();
    void shipped_presets_parse();
    void template_parts();
    void round_trip_keeps_calibration_and_gate();
    void layout_and_combine();
    void hostile_presets_are_rejected_data();
    void hostile_presets_are_rejected();
    void missing_file_is_an_io_error();
};

void JudgePreset::shipped_presets_parse_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("labels");
    QTest::newRow("triage") << "triage-urgency.json" << 3;
    QTest::newRow("privilege") << "privilege.json" << 2;
    QTest::newRow("phi") << "contains-phi.json" << 2;
    QTest::newRow("stories") << "stories.json" << 3;
}

void JudgePreset::shipped_presets_parse() {
    QFETCH(QString, file);
    QFETCH(int, labels);
    const std::string path = source_arch_dir() + "/../resources/judge/" + file.toStdString();
    const Preset p = Preset::load(path);
    QCOMPARE(int(p.labels.size()), labels);
    QVERIFY(!p.instruction.empty());
    QVERIFY(p.calibration.is_identity());
    QVERIFY(!p.gate.has_value());
    QCOMPARE(p.content_free.size(), size_t(3));
}

void JudgePreset::template_parts() {
    const Preset p = Preset::parse(kValid, "mem");
    QCOMPARE(p.text_before_document(), std::string("i: "));
    QCOMPARE(p.text_after_document(), std::string(" ->"));
    QCOMPARE(p.label_index("b"), 1);
    QCOMPARE(p.label_index("c"), -1);
}

void JudgePreset::round_trip_keeps_calibration_and_gate() {
    Preset p = Preset::parse(kValid, "mem");
    p.calibration.contextual_bias = {0.3, 0.7};
    p.calibration.scaling = Scaling::Vector;
    p.calibration.vector_scale = {1.25, 0.5};
    p.calibration.vector_bias = {-0.125, 0.25};
    p.calibration.fitted_on = {"ab12", 40, "2024-01-01T00:00:00Z", "m.gguf"};
    Gate g;
    g.alpha = 0.05;
    g.delta = 0.1;
    g.threshold = 0.9125;
    g.coverage = 0.5;
    g.n_calibration = 40;
    g.n_accepted = 20;
    g.errors_accepted = 1;
    g.error_upper_bound = 0.04;
    p.gate = g;
    QTemporaryDir dir;
    const std::string path = dir.filePath("p.json").toStdString();
    p.save(path);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"p.json"});  // no temp file left
    const Preset q = Preset::load(path);
    QCOMPARE(q.calibration.contextual_bias, p.calibration.contextual_bias);
    QCOMPARE(q.calibration.vector_scale, p.calibration.vector_scale);
    QCOMPARE(q.calibration.vector_bias, p.calibration.vector_bias);
    QCOMPARE(q.calibration.describe(), std::string("contextual+vector"));
    QCOMPARE(q.calibration.fitted_on.n_items, int64_t(40));
    QVERIFY(q.gate.has_value());
    QCOMPARE(*q.gate->threshold, 0.9125);
    QCOMPARE(q.gate->n_accepted, int64_t(20));
    // No threshold (everything to review) is stored as null and read back as none.
    p.gate->threshold.reset();
    const std::string second = p.save(path);  // a new file beside the first: presets are never replaced
    QVERIFY(second != path);
    QVERIFY(!Preset::load(second).gate->threshold.has_value());
}

void JudgePreset::layout_and_combine() {
    Preset p = Preset::parse(kValid, "mem");
    QVERIFY(!p.layout.has_value());  // the model decides: chat when it has a template
    QCOMPARE(p.combine.rule, CombineRule::Mean);
    p.layout = Layout::Plain;
    p.combine = {CombineRule::Max, "b"};
    const Preset q = Preset::parse(p.to_json().dump(), "mem");
    QCOMPARE(q.layout, std::optional<Layout>(Layout::Plain));
    QCOMPARE(q.combine.rule, CombineRule::Max);
    QCOMPARE(q.combine.label, std::string("b"));
    p.layout = Layout::Chat;
    QCOMPARE(Preset::parse(p.to_json().dump(), "mem").layout, std::optional<Layout>(Layout::Chat));
    // The shipped risk presets take the riskiest window.
    const Preset triage = Preset::load(source_arch_dir() + "/../resources/judge/triage-urgency.json");
    QCOMPARE(triage.combine.rule, CombineRule::Max);
    QCOMPARE(triage.combine.label, std::string("urgent"));
}

void JudgePreset::hostile_presets_are_rejected_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("problem");
    auto with = [](const std::function<void(nlohmann::json&)>& edit) {
        nlohmann::json j = nlohmann::json::parse(kValid);
        edit(j);
        return QByteArray::fromStdString(j.dump());
    };
    QTest::newRow("not json") << QByteArray("{\"format\":") << "not valid JSON";
    QTest::newRow("array") << QByteArray("[1,2]") << "top level";
    QTest::newRow("bad utf8") << QByteArray("{\"format\":\"\xff\xfe\"}") << "not valid JSON";
    QTest::newRow("wrong format") << with([](auto& j) { j["format"] = "other"; }) << "format";
    QTest::newRow("version 2") << with([](auto& j) { j["version"] = 2; }) << "version";
    QTest::newRow("no document slot") << with([](auto& j) { j["template"] = "{instruction}"; }) << "{document}";
    QTest::newRow("two document slots") << with([](auto& j) { j["template"] = "{document}{document}"; }) << "{document}";
    QTest::newRow("one label") << with([](auto& j) { j["labels"].erase(1); }) << "2 to 64";
    QTest::newRow("labels not array") << with([](auto& j) { j["labels"] = "a,b"; }) << "array";
    QTest::newRow("duplicate label") << with([](auto& j) { j["labels"][1]["name"] = "a"; }) << "duplicate";
    QTest::newRow("shared verbaliser") << with([](auto& j) { j["labels"][1]["verbaliser"] = " A"; }) << "verbaliser";
    QTest::newRow("empty verbaliser") << with([](auto& j) { j["labels"][1]["verbaliser"] = ""; }) << "empty";
    QTest::newRow("name not string") << with([](auto& j) { j["name"] = 7; }) << "must be a string";
    QTest::newRow("huge verbaliser") << with([](auto& j) { j["labels"][0]["verbaliser"] = std::string(300, 'x'); }) << "longer";
    QTest::newRow("too many labels") << with([](auto& j) {
        for (int i = 0; i < 70; ++i) j["labels"].push_back({{"name", "l" + std::to_string(i)}, {"verbaliser", " " + std::to_string(i)}});
    }) << "2 to 64";
    QTest::newRow("bias wrong size") << with([](auto& j) { j["calibration"] = {{"contextual_bias", {0.5}}}; }) << "contextual_bias";
    QTest::newRow("bias zero") << with([](auto& j) { j["calibration"] = {{"contextual_bias", {0.0, 1.0}}}; }) << "out-of-range";
    QTest::newRow("unknown scaling") << with([](auto& j) { j["calibration"] = {{"scaling", "isotonic"}}; }) << "isotonic";
    QTest::newRow("temperature missing") << with([](auto& j) { j["calibration"] = {{"scaling", "temperature"}}; }) << "temperature";
    QTest::newRow("temperature negative") << with([](auto& j) { j["calibration"] = {{"scaling", "temperature"}, {"temperature", -1}}; }) << "out of range";
    QTest::newRow("gate counts") << with([](auto& j) {
        j["gate"] = {{"alpha", 0.1}, {"delta", 0.1}, {"threshold", 0.9}, {"coverage", 0.5}, {"n_calibration", 10},
                     {"n_accepted", 20}, {"errors_accepted", 0}, {"error_upper_bound", 0.1}};
    }) << "inconsistent";
    QTest::newRow("gate alpha") << with([](auto& j) { j["gate"] = {{"alpha", 2}}; }) << "alpha";
    QTest::newRow("unknown layout") << with([](auto& j) { j["layout"] = "html"; }) << "\"layout\" must be";
    QTest::newRow("layout not string") << with([](auto& j) { j["layout"] = 1; }) << "must be a string";
    QTest::newRow("combine not object") << with([](auto& j) { j["combine"] = "mean"; }) << "\"combine\" must be an object";
    QTest::newRow("unknown combine rule") << with([](auto& j) { j["combine"] = {{"rule", "median"}}; }) << "median";
    QTest::newRow("max without label") << with([](auto& j) { j["combine"] = {{"rule", "max"}}; }) << "missing \"label\"";
    QTest::newRow("max of unknown label") << with([](auto& j) { j["combine"] = {{"rule", "max"}, {"label", "zz"}}; }) << "zz";
    QTest::newRow("mean with label") << with([](auto& j) { j["combine"] = {{"rule", "mean"}, {"label", "a"}}; }) << "no label";
    QTest::newRow("too big") << QByteArray(int(kMaxPresetBytes) + 10, ' ') << "1 MiB";
}

void JudgePreset::hostile_presets_are_rejected() {
    QFETCH(QByteArray, text);
    QFETCH(QString, problem);
    try {
        Preset::parse(std::string_view(text.constData(), size_t(text.size())), "evil.json");
        QFAIL("accepted a hostile preset");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::Format);
        const QString message = QString::fromStdString(e.what());
        QVERIFY2(message.startsWith("evil.json: ") && message.contains(problem), e.what());
    }
}

void JudgePreset::missing_file_is_an_io_error() {
    try {
        Preset::load("/nonexistent/preset.json");
        QFAIL("loaded a missing file");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::Io);
        QVERIFY(QString(e.what()).contains("/nonexistent/preset.json"));
    }
}

QTEST_MAIN(JudgePreset)
#include "tst_judge_preset.moc"
