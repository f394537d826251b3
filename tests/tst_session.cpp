// Sessions: cancellation between layers, progress, prefix reuse, batching
// invariance, and deterministic sampling.
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <thread>

#include "engine/model/model.h"
#include "engine/model/model_maker.h"
#include "engine/sampling/sampler.h"
#include "engine/session/generate.h"
#include "engine/session/session.h"
#include "engine/util/error.h"
#include "engine/util/version_info.h"

using namespace synsema;
using Clock = std::chrono::steady_clock;

class SessionTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void batching_does_not_change_logits();
    void prefix_reuse_evaluates_only_new_tokens();
    void progress_is_monotonic();
    void cancel_returns_within_one_layer();
    void sampling_is_deterministic();
    void sampler_filters_data();
    void sampler_filters();
    void context_overflow_is_an_error();

private:
    QTemporaryDir dir_;
    std::unique_ptr<model::Model> small_;
};

void SessionTest::initTestCase() {
    QVERIFY(dir_.isValid());
    model::ModelSpec spec;
    spec.n_layer = 3;
    const QString path = dir_.filePath("small.gguf");
    model::make_random_model(spec).write_file(path.toStdString());
    small_ = model::Model::load(path.toStdString(), {.arch_dirs = {source_arch_dir()}});
}

void SessionTest::batching_does_not_change_logits() {
    std::vector<TokenId> tokens;
    for (int i = 0; i < 37; ++i) tokens.push_back(TokenId(3 + (i * 37) % 290));
    Session one(*small_, {.n_ctx = 64, .n_threads = 2, .n_batch = 64});
    Session many(*small_, {.n_ctx = 64, .n_threads = 1, .n_batch = 5});
    const auto a = one.eval(tokens);
    std::vector<float> first(a.begin(), a.end());
    const auto b = many.eval(tokens);
    for (size_t i = 0; i < first.size(); ++i) QVERIFY(std::abs(first[i] - b[i]) < 1e-4f);
}

void SessionTest::prefix_reuse_evaluates_only_new_tokens() {
    std::vector<TokenId> prompt1 = {1, 10, 20, 30, 40, 50, 60, 70};
    std::vector<TokenId> prompt2 = {1, 10, 20, 30, 40, 99, 98};
    Session s(*small_, {.n_ctx = 64, .n_threads = 2});
    s.eval_prompt(prompt1);
    QCOMPARE(s.tokens_evaluated(), int64_t(8));
    const auto reused = s.eval_prompt(prompt2);
    QCOMPARE(s.tokens_evaluated(), int64_t(8 + 2));  // only 99 and 98
    std::vector<float> got(reused.begin(), reused.end());
    Session fresh(*small_, {.n_ctx = 64, .n_threads = 2});
    const auto want = fresh.eval(prompt2);
    for (size_t i = 0; i < got.size(); ++i) QVERIFY(std::abs(got[i] - want[i]) < 1e-5f);
}

void SessionTest::progress_is_monotonic() {
    std::vector<TokenId> tokens(20, 5);
    Session s(*small_, {.n_ctx = 64, .n_threads = 1, .n_batch = 8});
    std::vector<double> seen;
    EvalOptions eo;
    eo.progress = [&](const EvalProgress& p) {
        QCOMPARE(p.tokens_total, int64_t(20));
        seen.push_back(p.fraction);
    };
    s.eval(tokens, eo);
    QVERIFY(seen.size() >= 9);  // 3 batches x 3 layers
    for (size_t i = 1; i < seen.size(); ++i) QVERIFY(seen[i] >= seen[i - 1]);
    QCOMPARE(seen.back(), 1.0);
}

void SessionTest::cancel_returns_within_one_layer() {
    // A model whose layers take tens of milliseconds on a 256-token batch.
    model::ModelSpec spec;
    spec.n_layer = 6;
    spec.n_embd = 512;
    spec.n_ff = 1536;
    spec.n_head = 8;
    spec.n_head_kv = 4;
    const QString path = dir_.filePath("slow.gguf");
    model::make_random_model(spec).write_file(path.toStdString());
    auto m = model::Model::load(path.toStdString(), {.arch_dirs = {source_arch_dir()}});
    Session s(*m, {.n_ctx = 512, .n_threads = 2, .n_batch = 256});
    std::vector<TokenId> tokens(256);
    for (size_t i = 0; i < tokens.size(); ++i) tokens[i] = TokenId(3 + i % 290);

    std::atomic<bool> cancel{false};
    std::atomic<int> layers_done{0};
    std::atomic<int64_t> layer_ns{0};
    auto last = Clock::now();
    EvalOptions eo;
    eo.cancel = &cancel;
    eo.progress = [&](const EvalProgress&) {
        const auto now = Clock::now();
        layer_ns = std::max<int64_t>(layer_ns, std::chrono::duration_cast<std::chrono::nanoseconds>(now - last).count());
        last = now;
        ++layers_done;
    };
    std::atomic<bool> cancelled{false};
    Clock::time_point returned;
    std::thread worker([&] {
        try {
            s.eval(tokens, eo);
        } catch (const Error& e) {
            cancelled = e.kind() == ErrorKind::Cancelled;
        }
        returned = Clock::now();
    });
    while (layers_done < 2) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    const auto asked = Clock::now();
    cancel = true;
    worker.join();
    const double waited_ms = std::chrono::duration<double, std::milli>(returned - asked).count();
    const double layer_ms = double(layer_ns.load()) / 1e6;
    qInfo("one layer: %.1f ms, cancel returned after %.1f ms", layer_ms, waited_ms);
    QVERIFY(cancelled);
    QVERIFY2(waited_ms <= layer_ms * 1.25 + 5.0, "cancel took longer than one layer");
    QVERIFY(s.n_past() == 0);  // the interrupted batch is not committed
}

void SessionTest::sampling_is_deterministic() {
    std::vector<TokenId> prompt = {1, 30, 31, 32};
    auto run = [&](uint64_t seed) {
        Session s(*small_, {.n_ctx = 128, .n_threads = 2});
        GenerateOptions go;
        go.max_tokens = 40;
        go.sampling.temperature = 1.0f;
        go.sampling.top_k = 0;
        go.sampling.top_p = 1.0f;
        go.sampling.min_p = 0.0f;
        go.sampling.seed = seed;
        std::string text;
        go.on_text = [&](std::string_view t) { text += t; return true; };
        const auto stats = generate(s, prompt, go);
        return std::make_pair(stats.output_tokens, text);
    };
    const auto a = run(7), b = run(7), c = run(8);
    QCOMPARE(a.first, b.first);
    QCOMPARE(a.second, b.second);
    QVERIFY(a.first != c.first);
}

void SessionTest::sampler_filters_data() {
    QTest::addColumn<int>("top_k");
    QTest::addColumn<float>("top_p");
    QTest::addColumn<float>("min_p");
    QTest::addColumn<QList<int>>("allowed");
    // logits: token 0: 5, 1: 4, 2: 3, 3: 0, 4: -10 (probabilities ~0.66, 0.24, 0.09, 0.004, ...)
    QTest::newRow("top_k 1") << 1 << 1.0f << 0.0f << QList<int>{0};
    QTest::newRow("top_k 2") << 2 << 1.0f << 0.0f << QList<int>{0, 1};
    QTest::newRow("top_p 0.8") << 0 << 0.8f << 0.0f << QList<int>{0, 1};
    QTest::newRow("min_p 0.1") << 0 << 1.0f << 0.1f << QList<int>{0, 1, 2};
    QTest::newRow("min_p 0.5") << 0 << 1.0f << 0.5f << QList<int>{0};
}

void SessionTest::sampler_filters() {
    QFETCH(int, top_k);
    QFETCH(float, top_p);
    QFETCH(float, min_p);
    QFETCH(QList<int>, allowed);
    const float logits[5] = {5, 4, 3, 0, -10};
    SamplingParams p;
    p.temperature = 5.0f;  // flatten, so every kept token is likely to appear
    p.top_k = top_k;
    p.top_p = top_p;
    p.min_p = min_p;
    Sampler s(p, 5);
    QSet<int> seen;
    for (int i = 0; i < 2000; ++i) seen.insert(s.sample(logits, {}));
    QCOMPARE(seen, QSet<int>(allowed.begin(), allowed.end()));
}

void SessionTest::context_overflow_is_an_error() {
    Session s(*small_, {.n_ctx = 8, .n_threads = 1});
    std::vector<TokenId> tokens(9, 5);
    try {
        s.eval(tokens);
        QFAIL("no error");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::Limit);
    }
}

QTEST_MAIN(SessionTest)
#include "tst_session.moc"
