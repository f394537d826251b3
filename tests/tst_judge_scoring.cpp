// Label scoring with real sessions: multi-token labels are the sum of their
// token log-likelihoods, the prompt is prefilled once per document and the
// shared prefix across documents is reused (shown with the token counters),
// and end to end on stories260K the probabilities sum to 1 and repeat exactly.
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <cmath>

#include "engine/judge/judgement.h"
#include "engine/judge/preset.h"
#include "engine/judge/scorer.h"
#include "engine/model/model.h"
#include "engine/model/model_maker.h"
#include "engine/session/session.h"
#include "engine/util/error.h"
#include "engine/util/version_info.h"
#include "tests/support/label_log_prob.h"
#include "tests/support/test_data.h"

using namespace synsema;
using namespace synsema::judge;
using synsema::test::brute_force_log_prob;
using synsema::test::common_prefix;

namespace {

Preset toy_preset() {
    Preset p;
    p.name = "toy";
    p.instruction = "decide if this is about a cab or a bed";
    p.prompt_template = "{instruction}\ntext: {document}\nanswer:";
    p.labels = {{"cab", " cab"}, {"bed", " bed ha"}, {"x", " x"}};
    return p;
}

}  // namespace

class JudgeScoring : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void label_score_is_sum_of_token_log_probs();
    void one_prefill_plus_short_continuations();
    void reuse_off_gives_same_scores_at_full_cost();
    void long_document_is_judged_in_windows();
    void context_too_small_for_windows_is_an_error();
    void cancel_stops_scoring();
    void stories_end_to_end();

private:
    QTemporaryDir dir_;
    std::unique_ptr<model::Model> model_;
};

void JudgeScoring::initTestCase() {
    QVERIFY(dir_.isValid());
    model::ModelSpec spec;
    spec.n_layer = 2;
    const QString path = dir_.filePath("toy.gguf");
    model::make_random_model(spec).write_file(path.toStdString());
    model_ = model::Model::load(path.toStdString(), {.arch_dirs = {source_arch_dir()}});
}

void JudgeScoring::label_score_is_sum_of_token_log_probs() {
    const Preset preset = toy_preset();
    Session s(*model_, {.n_ctx = 512, .n_threads = 2});
    Scorer scorer(s, preset);
    bool multi = false;
    for (const auto& ids : scorer.label_tokens()) multi |= ids.size() >= 2;
    QVERIFY2(multi, "the toy labels must include a multi-token label");
    const std::string doc = "the cab is red and the bed is blue";
    const DocumentScore r = scorer.score(doc);
    const auto prompt = scorer.prompt_tokens(doc);
    double prob_sum = 0;
    for (size_t k = 0; k < preset.labels.size(); ++k) {
        const double want = brute_force_log_prob(*model_, prompt, scorer.label_tokens()[k]);
        QVERIFY2(std::abs(r.labels[k].log_prob - want) < 1e-4,
                 qPrintable(QString("label %1: %2 vs %3").arg(k).arg(r.labels[k].log_prob).arg(want)));
        QCOMPARE(r.labels[k].n_tokens, int64_t(scorer.label_tokens()[k].size()));
        QVERIFY(std::abs(r.labels[k].mean_log_prob - r.labels[k].log_prob / double(r.labels[k].n_tokens)) < 1e-12);
        prob_sum += r.raw_probs[k];
    }
    QVERIFY(std::abs(prob_sum - 1) < 1e-12);
    // Raw probabilities are the softmax of the summed log-likelihoods.
    const double z = std::exp(r.log_probs[0]) + std::exp(r.log_probs[1]) + std::exp(r.log_probs[2]);
    QVERIFY(std::abs(r.raw_probs[1] - std::exp(r.log_probs[1]) / z) < 1e-12);
}

void JudgeScoring::one_prefill_plus_short_continuations() {
    const Preset preset = toy_preset();
    Session s(*model_, {.n_ctx = 512, .n_threads = 2});
    Scorer scorer(s, preset);
    int64_t label_total = 0, continuation = 0;
    for (const auto& ids : scorer.label_tokens()) {
        label_total += int64_t(ids.size());
        continuation += int64_t(ids.size()) - 1;
    }
    const std::string doc1 = "a cab came by the bed shop", doc2 = "nothing about beds here at all";
    const auto p1 = scorer.prompt_tokens(doc1), p2 = scorer.prompt_tokens(doc2);

    // Document 1: one prefill of the whole prompt, then k short continuations.
    const int64_t before1 = s.tokens_evaluated();
    scorer.score(doc1);
    const int64_t used1 = s.tokens_evaluated() - before1;
    QCOMPARE(used1, int64_t(p1.size()) + continuation);
    QVERIFY(used1 <= int64_t(p1.size()) + label_total);

    // Document 2: the shared instruction prefix is already cached.
    const size_t shared = common_prefix(p1, p2);
    QVERIFY2(shared >= p1.size() / 2, "the toy prompts share their instruction prefix");
    const int64_t before2 = s.tokens_evaluated();
    scorer.score(doc2);
    const int64_t used2 = s.tokens_evaluated() - before2;
    QCOMPARE(used2, int64_t(p2.size() - shared) + continuation);
    // The session ends on the prompt alone: label tokens never stay in the cache.
    QCOMPARE(s.n_past(), int64_t(p2.size()));
}

void JudgeScoring::reuse_off_gives_same_scores_at_full_cost() {
    const Preset preset = toy_preset();
    Session a(*model_, {.n_ctx = 512, .n_threads = 2});
    Session b(*model_, {.n_ctx = 512, .n_threads = 2});
    ScorerOptions no_reuse;
    no_reuse.reuse_prefix = false;
    Scorer reuse(a, preset), fresh(b, preset, no_reuse);
    const std::vector<std::string> docs = {"the cab", "the bed and the cab", "x marks the spot"};
    int64_t continuation = 0;
    for (const auto& ids : fresh.label_tokens()) continuation += int64_t(ids.size()) - 1;
    int64_t full = 0;
    for (const auto& d : docs) {
        const DocumentScore ra = reuse.score(d);
        const DocumentScore rb = fresh.score(d);
        full += int64_t(fresh.prompt_tokens(d).size()) + continuation;
        for (size_t k = 0; k < ra.log_probs.size(); ++k) QVERIFY(std::abs(ra.log_probs[k] - rb.log_probs[k]) < 1e-4);
    }
    QCOMPARE(b.tokens_evaluated(), full);
    QVERIFY(a.tokens_evaluated() < full);
}

void JudgeScoring::long_document_is_judged_in_windows() {
    // Nothing is cut off: every byte of the document is in a window, and each
    // window's prompt fits the context with the labels.
    const Preset preset = toy_preset();
    Session s(*model_, {.n_ctx = 256, .n_threads = 2, .kv_type = {}});
    Scorer scorer(s, preset);
    std::string doc;
    for (int paragraph = 0; paragraph < 12; ++paragraph) {
        for (int i = 0; i < 12; ++i) doc += "cab bed ";
        doc += "the end.\n\n";
    }
    QVERIFY(int64_t(scorer.prompt_tokens(doc).size()) > 256);
    const DocumentScore r = scorer.score(doc);
    QVERIFY2(r.windows.size() >= 3, qPrintable(QString::number(r.windows.size())));
    QCOMPARE(r.windows.front().begin, size_t(0));
    QCOMPARE(r.windows.back().end, doc.size());
    for (size_t i = 0; i < r.windows.size(); ++i) {
        const WindowScore& w = r.windows[i];
        QVERIFY(w.prompt_tokens + 1 <= 256);  // the longest label has 2 tokens
        if (i > 0) {
            QVERIFY(w.begin < r.windows[i - 1].end);  // overlapping, nothing skipped
            QVERIFY(w.overlap_tokens > 0 && w.overlap_tokens <= 64);
        }
        if (i + 1 < r.windows.size()) QCOMPARE(doc.substr(w.end - 2, 2), std::string("\n\n"));  // a paragraph break
        QVERIFY(std::abs(w.raw_probs[0] + w.raw_probs[1] + w.raw_probs[2] - 1) < 1e-12);
    }
    const DocumentScore short_doc = scorer.score("cab");
    QCOMPARE(short_doc.windows.size(), size_t(1));
    QCOMPARE(short_doc.log_probs, short_doc.windows[0].log_probs);
}

void JudgeScoring::context_too_small_for_windows_is_an_error() {
    const Preset preset = toy_preset();
    Session s(*model_, {.n_ctx = 96, .n_threads = 2, .kv_type = {}});
    Scorer scorer(s, preset);
    std::string doc;
    for (int i = 0; i < 200; ++i) doc += "cab bed ";
    try {
        scorer.score(doc);
        QFAIL("a document that cannot be judged whole must not be judged from part of it");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::Limit);
        QVERIFY2(QByteArray(e.what()).contains("windows"), e.what());
    }
}

void JudgeScoring::cancel_stops_scoring() {
    const Preset preset = toy_preset();
    Session s(*model_, {.n_ctx = 512, .n_threads = 2});
    Scorer scorer(s, preset);
    std::atomic<bool> cancel{true};
    EvalOptions eo;
    eo.cancel = &cancel;
    QVERIFY_THROWS_EXCEPTION(Error, scorer.score("the cab", eo));
    // The scorer still works afterwards.
    const DocumentScore r = scorer.score("the cab");
    QCOMPARE(r.raw_probs.size(), size_t(3));
}

void JudgeScoring::stories_end_to_end() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    const auto model = model::Model::load(gguf.toStdString());
    const Preset preset = Preset::load(source_arch_dir() + "/../resources/judge/stories.json");
    const std::vector<std::string> docs = {"One day, Lily saw a big dog in the park. The dog barked and wagged its tail.",
                                           "Lily had a cat named Tom. Tom liked to sleep in the sun.",
                                           "A little bird sang in a tree. Lily looked up and smiled."};
    std::vector<std::vector<double>> first, second;
    for (int run = 0; run < 2; ++run) {
        Session s(*model, {.n_ctx = 256, .n_threads = 2});
        Scorer scorer(s, preset);
        for (const auto& d : docs) {
            const DocumentScore r = scorer.score(d);
            const Judgement j = judge_scores(r.log_probs, preset);
            double raw = 0, cal = 0;
            for (double p : r.raw_probs) raw += p;
            for (double p : j.probs) cal += p;
            QVERIFY(std::abs(raw - 1) < 1e-12 && std::abs(cal - 1) < 1e-12);
            for (const auto& l : r.labels) QVERIFY(std::isfinite(l.log_prob) && l.log_prob < 0);
            (run == 0 ? first : second).push_back(r.log_probs);
        }
    }
    QCOMPARE(first, second);  // bit-identical across runs
    // The real model is not indifferent: the dog story favours " dog" over " bird".
    QVERIFY(first[0][0] != first[0][2]);
}

QTEST_MAIN(JudgeScoring)
#include "tst_judge_scoring.moc"
