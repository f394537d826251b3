// Model-assisted review of uncertain redaction spans with a real model
// (../shared models/stories260K.gguf): the judge scores each uncertain span,
// the preset's gate decides or leaves it for a person, the model is named by
// the sha256 of its weights, and the outcome is the same on every run.
#include <QtTest>

#include "engine/util/sha256.h"
#include "engine/judge/judgement.h"
#include "engine/judge/preset.h"
#include "engine/judge/scorer.h"
#include "engine/model/model.h"
#include "engine/redact/detector.h"
#include "engine/redact/model_reviewer.h"
#include "engine/session/session.h"
#include "engine/util/data_dirs.h"
#include "engine/util/error.h"
#include "tests/support/test_data.h"

using namespace synsema;

namespace {

// Written with spans the rules are sure of (the SSN, the phone) and spans
// they are not (a bare capitalised name, a month/day date).
const std::string kNote =
    "Seen today with Brannigan Oduya. SSN 536-22-8714, phone 503-555-0142.\n"
    "Recheck on 4/12. Brannigan said the pain was better.\n";

judge::Preset span_preset() {
    const std::string path = source_data_dir(DataKind::JudgePresets) + "/" + redact::kSpanReviewPreset + ".json";
    return judge::Preset::load(path);
}

struct Run {
    std::vector<redact::Span> spans;
    std::string sha;
    int64_t reviewed = 0;
};

Run detect_with(const model::Model& model, const judge::Preset& preset, const std::string& sha) {
    redact::ModelReviewerOptions options;
    options.threads = 1;
    auto reviewer = std::make_shared<redact::ModelSpanReviewer>(model, preset, sha, options);
    redact::Detector detector({}, reviewer);
    Run r;
    r.spans = detector.detect(kNote);
    r.sha = detector.reviewer().model_sha256();
    r.reviewed = reviewer->reviewed();
    return r;
}

}  // namespace

class TestRedactModelReview : public QObject {
    Q_OBJECT
private slots:
    void marks_the_span_in_its_context_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("end");
        QTest::addColumn<int>("context");
        QTest::addColumn<QString>("expected");
        QTest::newRow("middle") << "abc Name def" << 4 << 8 << 2 << "c [[Name]] d";
        QTest::newRow("wide context") << "abc Name def" << 4 << 8 << 100 << "abc [[Name]] def";
        QTest::newRow("no context") << "abc Name def" << 4 << 8 << 0 << "[[Name]]";
        // "é" is two bytes: a cut inside it moves outward to the boundary.
        QTest::newRow("utf8 boundary") << QString::fromUtf8("é Name é") << 3 << 7 << 2 << QString::fromUtf8(" [[Name]] ");
        QTest::newRow("out of range") << "abc" << 2 << 99 << 1 << "b[[c]]";
    }
    void marks_the_span_in_its_context() {
        QFETCH(QString, text);
        QFETCH(int, start);
        QFETCH(int, end);
        QFETCH(int, context);
        QFETCH(QString, expected);
        const std::string utf8 = text.toStdString();
        QCOMPARE(QString::fromStdString(redact::marked_span_context(utf8, size_t(start), size_t(end), size_t(context))), expected);
    }

    void preset_needs_an_identifier_label() {
        SYNSEMA_REQUIRE_DATA(path, "models/stories260K.gguf");
        const auto model = model::Model::load(path.toStdString());
        judge::Preset preset = span_preset();
        preset.labels[0].name = "yes";
        try {
            redact::ModelSpanReviewer reviewer(*model, preset, "x");
            QFAIL("a preset without an \"identifier\" label was accepted");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Invalid);
        }
    }

    void uncalibrated_gate_leaves_spans_to_the_person() {
        SYNSEMA_REQUIRE_DATA(path, "models/stories260K.gguf");
        const auto model = model::Model::load(path.toStdString());
        const std::string sha = sha256_file(path.toStdString());
        const judge::Preset preset = span_preset();
        QVERIFY(!preset.gate);  // shipped uncalibrated
        const Run first = detect_with(*model, preset, sha);
        QCOMPARE(QString::fromStdString(first.sha), QString::fromStdString(sha));
        int uncertain = 0;
        for (const auto& s : first.spans) {
            if (s.confidence >= redact::DetectorOptions{}.auto_threshold) {
                QVERIFY(s.reviewed_by.empty());  // the rules were sure: the model is not asked
                QCOMPARE(QString::fromStdString(s.decided_by), QString("rule"));
                continue;
            }
            ++uncertain;
            QCOMPARE(QString::fromStdString(s.reviewed_by), QString("judge:phi-span"));
            QVERIFY(s.review_probability > 0 && s.review_probability < 1);
            // No gate: the model's probability is recorded, the person decides.
            QVERIFY(s.needs_review);
            QCOMPARE(QString::fromStdString(s.decision), QString("review"));
            QCOMPARE(QString::fromStdString(s.decided_by), QString("pending"));
        }
        QVERIFY2(uncertain > 0, "the note has no uncertain span: the test would prove nothing");
        QCOMPARE(first.reviewed, int64_t(uncertain));

        // The recorded probability is the judge's own, computed directly.
        const redact::Span* probe = nullptr;
        for (const auto& s : first.spans)
            if (!s.reviewed_by.empty()) probe = &s;
        SessionOptions so;
        so.n_ctx = std::min<int64_t>(model->plan().n_ctx_train, 1024);
        so.n_threads = 1;
        Session session(*model, so);
        judge::Scorer scorer(session, preset);
        const auto score = scorer.score(redact::marked_span_context(kNote, probe->start, probe->end, 240));
        const double direct = judge::judge_scores(score.log_probs, preset).probs[size_t(preset.label_index("identifier"))];
        QVERIFY2(std::abs(direct - probe->review_probability) < 1e-6,
                 qPrintable(QString("direct %1, reviewer %2").arg(direct).arg(probe->review_probability)));

        // Deterministic: a second run with a fresh reviewer gives the same spans and numbers.
        const Run second = detect_with(*model, preset, sha);
        QCOMPARE(second.spans.size(), first.spans.size());
        for (size_t i = 0; i < first.spans.size(); ++i) {
            QCOMPARE(second.spans[i].start, first.spans[i].start);
            QCOMPARE(second.spans[i].end, first.spans[i].end);
            QCOMPARE(second.spans[i].decision, first.spans[i].decision);
            QCOMPARE(second.spans[i].review_probability, first.spans[i].review_probability);
        }
    }

    void fitted_gate_decides_data() {
        QTest::addColumn<double>("threshold");
        QTest::addColumn<bool>("automatic");
        // Two labels: the decision's confidence is always >= 0.5, so a gate at
        // 0.5 accepts everything; a gate at 1.0 accepts nothing a model gives.
        QTest::newRow("accepts all") << 0.5 << true;
        QTest::newRow("accepts none") << 1.0 << false;
    }
    void fitted_gate_decides() {
        QFETCH(double, threshold);
        QFETCH(bool, automatic);
        SYNSEMA_REQUIRE_DATA(path, "models/stories260K.gguf");
        const auto model = model::Model::load(path.toStdString());
        judge::Preset preset = span_preset();
        judge::Gate gate;
        gate.threshold = threshold;
        preset.gate = gate;
        const Run run = detect_with(*model, preset, "weights-sha");
        int reviewed = 0;
        for (const auto& s : run.spans) {
            if (s.reviewed_by.empty()) continue;
            ++reviewed;
            if (automatic) {
                QVERIFY(!s.needs_review);
                QCOMPARE(QString::fromStdString(s.decided_by), QString("gate"));
                QCOMPARE(QString::fromStdString(s.decision), QString(s.review_probability >= 0.5 ? "redact" : "keep"));
            } else {
                QVERIFY(s.needs_review);
                QCOMPARE(QString::fromStdString(s.decided_by), QString("pending"));
            }
        }
        QVERIFY(reviewed > 0);
    }

    void cancel_stops_the_review() {
        SYNSEMA_REQUIRE_DATA(path, "models/stories260K.gguf");
        const auto model = model::Model::load(path.toStdString());
        std::atomic<bool> cancel{true};
        redact::ModelReviewerOptions options;
        options.threads = 1;
        options.cancel = &cancel;
        auto reviewer = std::make_shared<redact::ModelSpanReviewer>(*model, span_preset(), "x", options);
        redact::Detector detector({}, reviewer);
        try {
            detector.detect(kNote);
            QFAIL("a cancelled review finished");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Cancelled);
        }
    }
};

QTEST_GUILESS_MAIN(TestRedactModelReview)
#include "tst_redact_model_review.moc"
