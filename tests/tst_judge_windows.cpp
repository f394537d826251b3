// Windows for documents longer than the context (engine/judge/windows.h) with
// a stand-in tokenizer (one token per 4 characters): every byte is covered,
// cuts prefer paragraph, then line, then sentence, then word breaks, never
// split a UTF-8 character, and consecutive windows overlap by at most the
// overlap; and the combine rule and the disagreement verdict (combine.h).
#include <QtTest>

#include <string>

#include "engine/judge/combine.h"
#include "engine/judge/windows.h"
#include "engine/util/error.h"

using namespace synsema;
using namespace synsema::judge;

namespace {

int64_t characters(std::string_view text) {
    int64_t n = 0;
    for (char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

// 4 characters a token; a prompt is the window plus 10 tokens; the context holds `context`.
WindowRules rules(int64_t context, int64_t overlap = 16) {
    WindowRules r;
    r.count_tokens = [](std::string_view t) { return (characters(t) + 3) / 4; };
    r.fits = [context, count = r.count_tokens](std::string_view t) { return count(t) + 10 <= context; };
    r.overlap_tokens = overlap;
    return r;
}

bool valid_utf8_cut(const std::string& text, size_t p) {
    return p == 0 || p >= text.size() || (static_cast<unsigned char>(text[p]) & 0xC0) != 0x80;
}

void check_cover(const std::string& text, const std::vector<TextWindow>& windows, const WindowRules& r) {
    QVERIFY(!windows.empty());
    QCOMPARE(windows.front().begin, size_t(0));
    QCOMPARE(windows.back().end, text.size());
    for (size_t i = 0; i < windows.size(); ++i) {
        const TextWindow& w = windows[i];
        QVERIFY(w.begin < w.end);
        QVERIFY(valid_utf8_cut(text, w.begin) && valid_utf8_cut(text, w.end));
        QVERIFY(r.fits(std::string_view(text).substr(w.begin, w.end - w.begin)));
        if (i > 0) {
            QVERIFY2(w.begin < windows[i - 1].end, "windows overlap: nothing is skipped");
            QVERIFY(w.begin > windows[i - 1].begin);
            QVERIFY(w.end > windows[i - 1].end);
            QVERIFY(w.overlap_tokens > 0 && w.overlap_tokens <= r.overlap_tokens);
            QCOMPARE(w.overlap_tokens, r.count_tokens(std::string_view(text).substr(w.begin, windows[i - 1].end - w.begin)));
        }
    }
}

std::string repeat(const std::string& unit, int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += unit;
    return s;
}

Preset three_labels() {
    Preset p;
    p.labels = {{"urgent", " U"}, {"soon", " S"}, {"routine", " R"}};
    return p;
}

}  // namespace

class JudgeWindows : public QObject {
    Q_OBJECT
private slots:
    void short_text_is_one_window() {
        const std::string text = "A short note.\n\nTwo paragraphs.";
        const auto w = plan_windows(text, rules(110));
        QCOMPARE(w.size(), size_t(1));
        QCOMPARE(w[0].end, text.size());
        QCOMPARE(w[0].overlap_tokens, int64_t(0));
    }

    void cuts_prefer_the_best_break_data() {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<std::string>("cut_after");
        // Paragraphs of ~150 characters; capacity is 400 characters a window.
        const std::string sentence = "The patient was seen today and is well. ";
        QTest::newRow("paragraph") << repeat(repeat(sentence, 3) + "Line end\nmore words here.\n\n", 12) << std::string("\n\n");
        QTest::newRow("crlf paragraph") << repeat(repeat(sentence, 3) + "more words here.\r\n\r\n", 12) << std::string("\r\n\r\n");
        QTest::newRow("line") << repeat(repeat(sentence, 3) + "more words\n", 12) << std::string("\n");
        QTest::newRow("sentence") << repeat("one two three four five six. ", 60) << std::string(". ");
        QTest::newRow("word") << repeat("alpha beta gamma delta ", 80) << std::string(" ");
    }

    void cuts_prefer_the_best_break() {
        QFETCH(std::string, text);
        QFETCH(std::string, cut_after);
        const WindowRules r = rules(110);
        const auto w = plan_windows(text, r);
        QVERIFY(w.size() >= 3);
        check_cover(text, w, r);
        for (size_t i = 0; i + 1 < w.size(); ++i) {
            QVERIFY2(text.compare(w[i].end - cut_after.size(), cut_after.size(), cut_after) == 0,
                     qPrintable(QString("window %1 ends with \"%2\"").arg(i).arg(QString::fromStdString(text.substr(w[i].end - 6, 6)))));
            // In the second half of what fits (400 characters here).
            QVERIFY(w[i].end - w[i].begin >= 200);
        }
    }

    void no_breaks_at_all_cuts_between_characters() {
        // One long "word" of 2-, 3- and 4-byte characters: cuts fall between characters.
        const std::string text = repeat("\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80x", 400);
        const WindowRules r = rules(110);
        const auto w = plan_windows(text, r);
        QVERIFY(w.size() >= 4);
        check_cover(text, w, r);
    }

    void context_too_small_is_an_error() {
        // A prompt needs 10 tokens: a context of 10 holds no document at all.
        QVERIFY_THROWS_EXCEPTION(Error, plan_windows(repeat("word ", 100), rules(10)));
    }

    void mean_and_max_combine() {
        Preset p = three_labels();
        const std::vector<std::vector<double>> probs = {{0.2, 0.3, 0.5}, {0.6, 0.3, 0.1}, {0.1, 0.1, 0.8}};
        const auto mean = combine_probabilities(probs, p);
        QVERIFY(std::abs(mean[0] - 0.3) < 1e-12 && std::abs(mean[1] - 0.7 / 3) < 1e-12 && std::abs(mean[2] - 1.4 / 3) < 1e-12);
        p.combine = {CombineRule::Max, "urgent"};
        QCOMPARE(combine_probabilities(probs, p), probs[1]);
        p.combine = {CombineRule::Max, "routine"};
        QCOMPARE(combine_probabilities(probs, p), probs[2]);
    }

    void disagreeing_windows_need_review() {
        Preset p = three_labels();
        Gate accept_all;
        accept_all.threshold = 0.0;
        p.gate = accept_all;
        const double a = std::log(0.7), b = std::log(0.2), c = std::log(0.1);
        // Windows that agree: the gate decides (here: auto).
        const Judgement agree = judge_windows({{a, b, c}, {a, c, b}}, p);
        QCOMPARE(agree.windows.size(), size_t(2));
        QVERIFY(!agree.windows_disagree);
        QCOMPARE(agree.verdict, Verdict::Auto);
        QCOMPARE(agree.decision, 0);
        // One window says otherwise: needs review, however confident the combination.
        p.combine = {CombineRule::Max, "urgent"};
        const Judgement split = judge_windows({{a, b, c}, {c, a, b}, {a, c, b}}, p);
        QVERIFY(split.windows_disagree);
        QCOMPARE(split.verdict, Verdict::NeedsReview);
        QCOMPARE(split.decision, 0);
        QVERIFY(std::abs(split.confidence - 0.7) < 1e-12);
        // One window: exactly judge_scores.
        const Judgement one = judge_windows({{a, b, c}}, p);
        QVERIFY(one.windows.empty());
        QCOMPARE(one.probs, judge_scores({a, b, c}, p).probs);
    }
};

QTEST_MAIN(JudgeWindows)
#include "tst_judge_windows.moc"
