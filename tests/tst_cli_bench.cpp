// `synsema-cli bench` prints the issue's JSON shape, measures a prompt-length
// sweep and draws it as a PNG, and its prefix-reuse figure rests on the
// session really evaluating only the new tokens of the repeated request.
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

#include "tests/support/test_data.h"

class CliBench : public QObject {
    Q_OBJECT
private slots:
    void json_has_every_figure();
    void bad_sweep_is_a_clear_error();
    void peer_prefill_in_the_plot();
    void bad_peer_report_is_a_clear_error();
    void decode_context_sets_the_decode_depth();
};

namespace {

bool is_stat(const QJsonValue& v) {
    const QJsonObject o = v.toObject();
    const double median = o["median"].toDouble(-1), lo = o["min"].toDouble(-1), hi = o["max"].toDouble(-1);
    return median > 0 && lo > 0 && lo <= median && median <= hi;
}

}  // namespace

void CliBench::json_has_every_figure() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    QTemporaryDir dir;
    const QString plot = dir.filePath("sweep.png");
    const auto r = synsema::test::run_cli({"bench", "--model", gguf, "--prompt-tokens", "32", "--gen-tokens", "8",
                                           "--repeat", "1", "--threads", "2", "--sweep", "16,64", "--sweep-gen", "4",
                                           "--plot", plot, "--prefix-reuse", "40", "--scaling", "--json"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    QJsonParseError error;
    const QJsonObject j = QJsonDocument::fromJson(r.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, r.out.constData());

    // The shape the issue asks for.
    QVERIFY(j["load_s"].toDouble() > 0);
    QVERIFY(is_stat(j["prefill"].toObject()["tok_s"]));
    QVERIFY(is_stat(j["decode"].toObject()["tok_s"]));
    QVERIFY(j["peak_rss_mb"].toDouble() > 0);
    QVERIFY(j["bandwidth_gbs"].toDouble() > 0);
    QVERIFY(j["decode_pct_of_ceiling"].toDouble() > 0);

    // One sweep point per length, in order, each with both speeds.
    const QJsonArray sweep = j["sweep"].toArray();
    QCOMPARE(sweep.size(), 2);
    QCOMPARE(sweep[0].toObject()["prompt_tokens"].toInt(), 16);
    QCOMPARE(sweep[1].toObject()["prompt_tokens"].toInt(), 64);
    for (const auto& pt : sweep) {
        QVERIFY(is_stat(pt.toObject()["prefill_tok_s"]));
        QVERIFY(is_stat(pt.toObject()["decode_tok_s"]));
    }
    const QImage image(plot);
    QVERIFY2(!image.isNull(), "the sweep plot is not a readable PNG");
    QVERIFY(image.width() >= 600 && image.height() >= 400);

    // The repeat shares 40 tokens with the first request: only its 20 new ones run.
    const QJsonObject reuse = j["prefix_reuse"].toObject();
    QCOMPARE(reuse["shared_tokens"].toInt(), 40);
    QCOMPARE(reuse["second_tokens_evaluated"].toInt(), 20);
    QVERIFY(reuse["first_s"].toDouble() > 0 && reuse["second_s"].toDouble() > 0);

    // Scaling: one pair per repeat; its ratio is the 2-thread over the 1-thread speed.
    const QJsonObject scaling = j["scaling"].toObject();
    QCOMPARE(scaling["threads"].toInt(), 2);
    QCOMPARE(scaling["pairs"].toInt(), 1);
    QVERIFY(is_stat(scaling["decode_1_thread_tok_s"]) && is_stat(scaling["decode_n_threads_tok_s"]));
    const double one = scaling["decode_1_thread_tok_s"].toObject()["median"].toDouble();
    const double two = scaling["decode_n_threads_tok_s"].toObject()["median"].toDouble();
    QVERIFY(one > 0 && two > 0);
    QVERIFY(std::abs(scaling["ratio"].toObject()["median"].toDouble() - two / one) < 1e-9 * (two / one));
    QVERIFY(scaling["bandwidth_1_thread_gbs"].toDouble() > 0 && scaling["bandwidth_n_threads_gbs"].toDouble() > 0);
}

void CliBench::bad_sweep_is_a_clear_error() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    const auto r = synsema::test::run_cli({"bench", "--model", gguf, "--prompt-tokens", "8", "--gen-tokens", "2",
                                           "--repeat", "1", "--sweep", "16,abc"});
    QVERIFY(r.exit_code != 0);
    QVERIFY2(r.err.contains("--sweep") && r.err.contains("abc"), r.err.constData());
}

// A llama-bench report's prefill tests go into the sweep's plot and JSON.
void CliBench::peer_prefill_in_the_plot() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    QTemporaryDir dir;
    const QString report = dir.filePath("peer.json"), plot = dir.filePath("sweep.png");
    QFile f(report);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"([{"n_prompt": 16, "n_gen": 0, "avg_ts": 321.5}, {"n_prompt": 0, "n_gen": 8, "avg_ts": 99.0},
                {"n_prompt": 64, "n_gen": 0, "avg_ts": 250.25}])");
    f.close();
    const auto r = synsema::test::run_cli({"bench", "--model", gguf, "--prompt-tokens", "8", "--gen-tokens", "2",
                                           "--repeat", "1", "--no-load-timing", "--sweep", "16,64", "--sweep-gen", "2",
                                           "--plot", plot, "--plot-peer", report, "--json"});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    QVERIFY(!j.contains("load"));  // --no-load-timing
    const QJsonArray peer = j["peer_prefill"].toArray();
    QCOMPARE(peer.size(), 2);  // the decode test is not a prefill point
    QCOMPARE(peer[0].toObject()["prompt_tokens"].toInt(), 16);
    QCOMPARE(peer[1].toObject()["tok_s"].toDouble(), 250.25);
    QVERIFY(!QImage(plot).isNull());
}

void CliBench::bad_peer_report_is_a_clear_error() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    QTemporaryDir dir;
    const QString report = dir.filePath("peer.json");
    QFile f(report);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"not": "a list of tests"})");
    f.close();
    const auto r = synsema::test::run_cli({"bench", "--model", gguf, "--prompt-tokens", "8", "--gen-tokens", "2",
                                           "--repeat", "1", "--sweep", "16", "--plot", dir.filePath("p.png"),
                                           "--plot-peer", report});
    QVERIFY(r.exit_code != 0);
    QVERIFY2(r.err.contains("peer.json") && r.err.contains("llama-bench"), r.err.constData());
}

// --decode-context 1: decode starts from an almost empty cache (llama-bench's tg test).
void CliBench::decode_context_sets_the_decode_depth() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    for (const char* context : {"1", "0"}) {
        const auto r = synsema::test::run_cli({"bench", "--model", gguf, "--prompt-tokens", "32", "--gen-tokens", "4",
                                               "--repeat", "1", "--no-load-timing", "--decode-context", context, "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const QJsonObject decode = QJsonDocument::fromJson(r.out).object()["decode"].toObject();
        QCOMPARE(decode["context"].toInt(), QString(context) == "1" ? 1 : 32);
        QVERIFY(is_stat(decode["tok_s"]));
    }
}

QTEST_MAIN(CliBench)
#include "tst_cli_bench.moc"
