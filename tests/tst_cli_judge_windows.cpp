// synsema-cli judge on documents three times the context of stories260K
// (2048 tokens): each is judged in overlapping windows that end on paragraph
// breaks, the output (JSON, CSV, table) lists them, the document's
// probabilities follow the preset's combine rule, the verdict is needs-review
// exactly when the windows disagree, and the token counts show the
// instruction prefix reused from one window to the next.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>
#include <set>

#include "engine/util/version_info.h"
#include "tests/support/json_schema.h"
#include "tests/support/test_data.h"

using nlohmann::json;
using synsema::test::run_cli;

namespace {

constexpr int64_t kContext = 2048;  // stories260K's training context, the judge's default for it

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// `n` numbered paragraphs; `bird_from` on, they are about a bird instead of a dog.
QByteArray story(int n, int bird_from) {
    const char* names[] = {"Lily", "Tom", "Sue", "Ben", "Mia", "Max", "Anna", "Sam"};
    QByteArray text;
    for (int i = 0; i < n; ++i) {
        const QByteArray name = names[i % 8], day = QByteArray::number(i + 1);
        if (i < bird_from)
            text += "On day " + day + ", " + name + " saw a big dog in the park. The dog barked and wagged its tail. " + name +
                    " threw a ball and the dog ran to get it. They played all day and the dog was very happy.";
        else
            text += "On day " + day + ", " + name + " saw a little bird in a tree. The bird sang and flew high in the sky. " +
                    name + " looked up and smiled. The bird made a nest with sticks.";
        text += "\n\n";
    }
    return text;
}

// A copy of the stories preset with a gate that accepts any confidence: a
// needs-review verdict can then only come from windows that disagree.
QByteArray preset_accepting_everything() {
    QFile f(QString::fromStdString(synsema::source_arch_dir()) + "/../resources/judge/stories.json");
    if (!f.open(QIODevice::ReadOnly)) return {};
    json p = json::parse(f.readAll().toStdString());
    p["gate"] = {{"alpha", 0.5}, {"delta", 0.1}, {"threshold", 0.0}, {"coverage", 1.0}, {"n_calibration", 10},
                 {"n_accepted", 10}, {"errors_accepted", 0}, {"error_upper_bound", 0.2}};
    return QByteArray::fromStdString(p.dump(2));
}

int64_t token_count(const QString& model, const QString& file, bool add_special) {
    QStringList args{"tokenize", "--model", model, "--file", file};
    if (add_special) args << "--add-special";
    const auto r = run_cli(args);
    return r.exit_code == 0 ? int64_t(r.out.trimmed().split(' ').size()) : -1;
}

}  // namespace

class CliJudgeWindows : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void windows_cover_the_document_on_paragraph_breaks();
    void combine_and_disagreement_rule();
    void prefix_reuse_shown_by_token_counts();
    void csv_and_table_list_the_windows();

private:
    json judge(const QStringList& extra);

    QTemporaryDir dir_;
    QString model_, preset_, agree_, disagree_;
    QByteArray agree_text_, disagree_text_;
    json out_;
};

json CliJudgeWindows::judge(const QStringList& extra) {
    const auto r = run_cli(QStringList{"judge", "--preset", preset_, "--model", model_, "--json", "--threads", "2"} + extra +
                           QStringList{agree_, disagree_});
    if (r.exit_code != 0) qWarning("%s", r.err.constData());
    return json::parse(r.out.toStdString(), nullptr, false);
}

void CliJudgeWindows::initTestCase() {
    QVERIFY(dir_.isValid());
    SYNSEMA_REQUIRE_DATA(model, "models/stories260K.gguf");
    model_ = model;
    preset_ = dir_.filePath("stories-gated.json");
    write(preset_, preset_accepting_everything());
    agree_text_ = story(90, 90);  // about 6,600 tokens: 3.2x the context
    disagree_text_ = story(90, 45);
    agree_ = dir_.filePath("dogs.txt");
    disagree_ = dir_.filePath("dogs-then-birds.txt");
    write(agree_, agree_text_);
    write(disagree_, disagree_text_);
    for (const QString& doc : {agree_, disagree_}) {
        const int64_t tokens = token_count(model_, doc, false);
        QVERIFY2(tokens >= 3 * kContext, qPrintable(QString("%1 tokens").arg(tokens)));
    }
    out_ = judge({});
    QVERIFY2(out_.is_object(), "judge --json printed no JSON");
    const json schema = synsema::test::judge_output_schema();
    QVERIFY2(synsema::test::validate(out_, schema).isEmpty(), qPrintable(synsema::test::validate(out_, schema)));
}

void CliJudgeWindows::windows_cover_the_document_on_paragraph_breaks() {
    for (int d = 0; d < 2; ++d) {
        const QByteArray& text = d == 0 ? agree_text_ : disagree_text_;
        const json& windows = out_["documents"][d]["windows"];
        QVERIFY2(windows.size() >= 4, qPrintable(QString::number(windows.size())));
        QCOMPARE(windows.front()["begin"].get<int64_t>(), 0);
        QCOMPARE(windows.back()["end"].get<int64_t>(), int64_t(text.size()));
        QCOMPARE(windows.front()["overlap_tokens"].get<int64_t>(), 0);
        for (size_t i = 0; i < windows.size(); ++i) {
            const json& w = windows[i];
            QVERIFY(w["prompt_tokens"].get<int64_t>() <= kContext);
            if (i + 1 < windows.size()) {
                // Ends on a paragraph break, and the next window starts before it.
                const int64_t end = w["end"].get<int64_t>();
                QCOMPARE(text.mid(end - 2, 2), QByteArray("\n\n"));
                QVERIFY(windows[i + 1]["begin"].get<int64_t>() < end);
                const int64_t overlap = windows[i + 1]["overlap_tokens"].get<int64_t>();
                QVERIFY2(overlap >= 48 && overlap <= 64, qPrintable(QString::number(overlap)));
            }
        }
    }
}

void CliJudgeWindows::combine_and_disagreement_rule() {
    const auto& labels = out_["labels"];
    for (int d = 0; d < 2; ++d) {
        const json& doc = out_["documents"][d];
        const json& windows = doc["windows"];
        std::set<std::string> decisions;
        for (const auto& w : windows) decisions.insert(w["decision"].get<std::string>());
        const bool disagree = decisions.size() > 1;
        QCOMPARE(doc["windows_disagree"].get<bool>(), disagree);
        // The gate accepts any confidence: needs-review only from disagreement.
        QCOMPARE(doc["verdict"].get<std::string>(), std::string(disagree ? "needs-review" : "auto"));
        QCOMPARE(disagree, d == 1);  // the dogs-then-birds story does split
        // "stories" combines by the mean (no calibration: the raw probabilities).
        for (size_t k = 0; k < labels.size(); ++k) {
            double mean = 0;
            for (const auto& w : windows) mean += w["probabilities"][labels[k].get<std::string>()].get<double>();
            mean /= double(windows.size());
            QVERIFY(std::abs(doc["scores"][k]["probability"].get<double>() - mean) < 1e-9);
        }
    }
    // With max(bird), the document takes the window where "bird" is most probable.
    QFile f(preset_);
    QVERIFY(f.open(QIODevice::ReadOnly));
    json preset = json::parse(f.readAll().toStdString());
    preset["combine"] = {{"rule", "max"}, {"label", "bird"}};
    const QString max_preset = dir_.filePath("stories-max-bird.json");
    write(max_preset, QByteArray::fromStdString(preset.dump()));
    const auto r = run_cli({"judge", "--preset", max_preset, "--model", model_, "--json", "--threads", "2", disagree_});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const json doc = json::parse(r.out.toStdString())["documents"][0];
    double best = 0;
    for (const auto& w : doc["windows"]) best = std::max(best, w["probabilities"]["bird"].get<double>());
    QCOMPARE(doc["scores"][2]["label"].get<std::string>(), std::string("bird"));
    QCOMPARE(doc["scores"][2]["probability"].get<double>(), best);
    QCOMPARE(doc["decision"].get<std::string>(), std::string("bird"));
    QCOMPARE(doc["verdict"].get<std::string>(), std::string("needs-review"));
}

void CliJudgeWindows::prefix_reuse_shown_by_token_counts() {
    // The instruction opens every window's prompt: with reuse, no window after
    // the first recomputes it; without, every window costs its whole prompt.
    const QString instruction = dir_.filePath("instruction.txt");
    write(instruction, "Once upon a time, there was a little girl named Lily. She loved to play outside with her friends.");
    const int64_t prefix = token_count(model_, instruction, true);
    QVERIFY(prefix >= 20);
    const json fresh = judge({"--no-prefix-reuse"});
    QVERIFY(fresh.is_object());
    for (int d = 0; d < 2; ++d) {
        const json& doc = out_["documents"][d];
        int64_t continuation = 0;
        for (const auto& s : doc["scores"]) continuation += s["tokens"].get<int64_t>() - 1;
        const json& windows = doc["windows"];
        const json& fresh_windows = fresh["documents"][d]["windows"];
        QCOMPARE(fresh_windows.size(), windows.size());
        int64_t evaluated = 0, prompts = 0;
        for (size_t i = 0; i < windows.size(); ++i) {
            const int64_t prompt = windows[i]["prompt_tokens"].get<int64_t>();
            QCOMPARE(fresh_windows[i]["evaluated_tokens"].get<int64_t>(), prompt + continuation);
            if (i > 0 || d > 0) QVERIFY(windows[i]["evaluated_tokens"].get<int64_t>() <= prompt - prefix + continuation);
            evaluated += windows[i]["evaluated_tokens"].get<int64_t>();
            prompts += prompt;
            QCOMPARE(windows[i]["decision"], fresh_windows[i]["decision"]);
        }
        QCOMPARE(doc["evaluated_tokens"].get<int64_t>(), evaluated);
        QCOMPARE(doc["prompt_tokens"].get<int64_t>(), prompts);
    }
}

void CliJudgeWindows::csv_and_table_list_the_windows() {
    const QString csv_path = dir_.filePath("out.csv");
    const auto r = run_cli({"judge", "--preset", preset_, "--model", model_, "--threads", "2", "--csv", csv_path, agree_, disagree_});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const size_t n = out_["documents"][1]["windows"].size();
    QVERIFY2(r.out.contains(QString("window 1/%1\tbytes 0-").arg(n).toUtf8()), r.out.constData());
    QVERIFY2(r.out.contains(QString("window %1/%1\t").arg(n).toUtf8()), r.out.constData());
    QVERIFY(r.out.contains("the windows disagree: needs review"));
    QVERIFY(r.out.contains("the windows agree"));
    QFile f(csv_path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QVERIFY(lines[0].contains(",windows,error"));
    QCOMPARE(qsizetype(lines[2].count("bytes ")), qsizetype(n));
    QVERIFY(lines[2].contains("bytes 0-"));
}

QTEST_MAIN(CliJudgeWindows)
#include "tst_cli_judge_windows.moc"
