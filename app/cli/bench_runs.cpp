#include "app/cli/bench_runs.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>

#include "app/cli/cli_common.h"
#include "services/plots/judge_plots.h"
#include "services/plots/line_chart.h"
#include "engine/sampling/sampler.h"
#include "engine/util/error.h"
#include "kernels/bandwidth.h"

namespace synsema::cli {

Stat stat_of(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return {v[v.size() / 2], v.front(), v.back()};
}

std::vector<TokenId> random_tokens(const model::Model& m, size_t n, std::mt19937& rng) {
    std::uniform_int_distribution<int> pick(100, int(std::min<size_t>(m.tokenizer().vocab_size(), 30000)) - 1);
    std::vector<TokenId> tokens(n);
    for (auto& t : tokens) t = TokenId(pick(rng));
    return tokens;
}

double time_decode(Session& session, std::span<const float> logits, int n) {
    const auto t0 = Clock::now();
    for (int i = 0; i < n; ++i) {
        const TokenId next[1] = {Sampler::argmax(logits.data(), logits.size())};
        logits = session.eval(next);  // the session's own buffer: no copy per token
    }
    return double(n) / since(t0);
}

PrefillDecode time_prefill_decode(Session& session, const std::vector<TokenId>& prompt, int n_gen, int repeat,
                                  int64_t decode_context) {
    std::vector<double> prefill, decode;
    for (int r = 0; r < repeat; ++r) {
        session.truncate(0);
        const auto t0 = Clock::now();
        auto logits = session.eval(prompt);
        prefill.push_back(double(prompt.size()) / since(t0));
        if (decode_context > 0) {
            session.truncate(0);
            const size_t n = size_t(std::min<int64_t>(decode_context, int64_t(prompt.size())));
            logits = session.eval(std::span<const TokenId>(prompt.data(), n));
        }
        decode.push_back(time_decode(session, logits, n_gen));
    }
    return {stat_of(prefill), stat_of(decode)};
}

std::vector<SweepPoint> run_sweep(const model::Model& m, const std::vector<int64_t>& lengths, int n_gen, int repeat,
                                  int threads) {
    const int64_t longest = *std::max_element(lengths.begin(), lengths.end());
    SessionOptions so;
    so.n_threads = threads;
    so.n_ctx = longest + n_gen + 8;
    Session session(m, so);
    std::mt19937 rng(11);
    std::vector<SweepPoint> points;
    for (int64_t len : lengths) {
        const auto speeds = time_prefill_decode(session, random_tokens(m, size_t(len), rng), n_gen, repeat);
        points.push_back({len, speeds.prefill, speeds.decode});
        std::fprintf(stderr, "sweep: %lld tokens done\n", static_cast<long long>(len));
    }
    return points;
}

void plot_sweep(const std::vector<SweepPoint>& points, const std::string& model_name, int threads, const QString& path,
                const std::vector<std::pair<int64_t, double>>& peer_prefill, const QString& peer_name) {
    services::LineChart chart;
    chart.title = QString("%1, %2 threads").arg(QString::fromStdString(model_name)).arg(threads);
    chart.x_title = "prompt length (tokens)";
    chart.y_title = "tokens per second";
    chart.log2_x = true;
    services::ChartSeries prefill{"prefill", QColor(31, 119, 180), {}}, decode{"decode", QColor(214, 39, 40), {}};
    for (const auto& p : points) {
        prefill.points.push_back({double(p.prompt_tokens), p.prefill.median});
        decode.points.push_back({double(p.prompt_tokens), p.decode.median});
    }
    chart.series = {prefill, decode};
    if (!peer_prefill.empty()) {
        chart.series[0].name = "prefill (synsema)";
        chart.series[1].name = "decode after the prompt (synsema)";
        services::ChartSeries peer{peer_name + " prefill", QColor(44, 160, 44), {}};
        for (const auto& [tokens, rate] : peer_prefill) peer.points.push_back({double(tokens), rate});
        chart.series.push_back(peer);
    }
    note_written(path.toStdString(), services::save_png(services::draw_line_chart(chart), path).toStdString());
}

std::vector<std::pair<int64_t, double>> read_llama_bench_prefill(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw Error(ErrorKind::Io, path + ": cannot open the llama-bench report");
    const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
    if (!j.is_array()) throw Error(ErrorKind::Format, path + ": not a llama-bench JSON report (an array of tests)");
    std::vector<std::pair<int64_t, double>> points;
    for (const auto& test : j) {
        if (!test.is_object() || !test.contains("n_prompt") || !test.contains("n_gen") || !test.contains("avg_ts") ||
            !test["n_prompt"].is_number_integer() || !test["n_gen"].is_number_integer() || !test["avg_ts"].is_number())
            throw Error(ErrorKind::Format, path + ": a test without n_prompt, n_gen and avg_ts");
        if (test["n_gen"].get<int64_t>() == 0 && test["n_prompt"].get<int64_t>() > 0)
            points.emplace_back(test["n_prompt"].get<int64_t>(), test["avg_ts"].get<double>());
    }
    if (points.empty()) throw Error(ErrorKind::Format, path + ": no prefill tests (n_gen 0) in the llama-bench report");
    return points;
}

PrefixReuse run_prefix_reuse(const model::Model& m, int64_t shared, int64_t fresh, int repeat, int threads) {
    SessionOptions so;
    so.n_threads = threads;
    so.n_ctx = shared + fresh + 8;
    Session session(m, so);
    std::mt19937 rng(13);
    std::vector<double> first, second, ratio;
    int64_t second_tokens = 0;
    for (int r = 0; r < repeat; ++r) {
        const auto prefix = random_tokens(m, size_t(shared), rng);
        auto a = prefix, b = prefix;
        const auto tail_a = random_tokens(m, size_t(fresh), rng), tail_b = random_tokens(m, size_t(fresh), rng);
        a.insert(a.end(), tail_a.begin(), tail_a.end());
        b.insert(b.end(), tail_b.begin(), tail_b.end());
        session.truncate(0);
        auto t0 = Clock::now();
        session.eval_prompt(a);
        first.push_back(since(t0));
        const int64_t evaluated_before = session.tokens_evaluated();
        t0 = Clock::now();
        session.eval_prompt(b);
        second.push_back(since(t0));
        second_tokens = session.tokens_evaluated() - evaluated_before;
        ratio.push_back(first.back() / second.back());
    }
    return {stat_of(first), stat_of(second), stat_of(ratio), second_tokens};
}


Scaling run_scaling(const model::Model& m, int n_gen, int pairs, int threads) {
    Scaling out;
    SessionOptions so;
    so.n_ctx = 16 + n_gen + 8;
    so.n_threads = 1;
    Session one(m, so);
    so.n_threads = threads;
    Session many(m, so);
    out.threads = many.n_threads();
    std::mt19937 rng(17);
    const auto prompt = random_tokens(m, 16, rng);
    auto decode = [&](Session& s) {
        s.truncate(0);
        return time_decode(s, s.eval(prompt), n_gen);
    };
    decode(one);  // warm both: first-touch of the KV cache and scratch
    decode(many);
    std::vector<double> a, b, ratio;
    for (int i = 0; i < pairs; ++i) {
        b.push_back(decode(many));
        a.push_back(decode(one));
        ratio.push_back(b.back() / a.back());
    }
    out.one_thread = stat_of(a);
    out.n_threads = stat_of(b);
    out.ratio = stat_of(ratio);
    kernels::ThreadPool pool_one(1), pool_n(out.threads);
    out.bandwidth_one_gbs = kernels::read_bandwidth_gbs(pool_one);
    out.bandwidth_n_gbs = kernels::read_bandwidth_gbs(pool_n);
    return out;
}

}  // namespace synsema::cli
