// synsema-cli bench: load time (cold and warm page cache), prefill and decode
// speed as medians with min and max, peak RSS, and decode as a share of the
// memory-bandwidth ceiling measured in the same run.
#include <QCommandLineParser>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <random>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "engine/bench/bandwidth.h"
#include "engine/model/model.h"
#include "engine/sampling/sampler.h"
#include "engine/session/session.h"

namespace synsema::cli {
namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

struct Stat {
    double median = 0, min = 0, max = 0;
};
Stat stat_of(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return {v[v.size() / 2], v.front(), v.back()};
}

// Drops the file's pages from the page cache so the next load reads the disk.
bool evict_page_cache(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY);
    if (fd < 0) return false;
    const bool ok = ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) == 0;
    ::close(fd);
    return ok;
}

// Load, build a session, and produce the first token of a 16-token prompt.
double load_to_first_token(const std::string& path, int threads) {
    const auto t0 = Clock::now();
    auto model = model::Model::load(path);
    Session s(*model, {.n_ctx = 64, .n_threads = threads});
    std::vector<TokenId> prompt(16);
    for (size_t i = 0; i < prompt.size(); ++i) prompt[i] = TokenId(100 + i);
    const auto logits = s.eval(prompt);
    volatile TokenId first = Sampler::argmax(logits.data(), size_t(s.n_vocab()));
    (void)first;
    return since(t0);
}

// Bytes of weights one decoded token reads: every matrix, with the embedding
// table counted only when it doubles as the output layer.
uint64_t bytes_per_token(const gguf::GgufFile& f) {
    uint64_t total = 0;
    const bool tied = f.find_tensor("output.weight") == nullptr;
    for (const auto& t : f.tensors())
        if (t.name != "token_embd.weight" || tied) total += t.n_bytes;
    return total;
}

}  // namespace

int run_bench(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"model", "GGUF file.", "PATH"});
    p.addOption({"prompt-tokens", "Prompt length for prefill (default 512).", "N", "512"});
    p.addOption({"gen-tokens", "Tokens to decode (default 128).", "N", "128"});
    p.addOption({"threads", "Compute threads (default: all cores).", "N", "0"});
    p.addOption({"repeat", "Repetitions; medians are reported (default 3).", "R", "3"});
    p.addOption({"batch", "Prefill batch size (default 512).", "N", "512"});
    p.addOption({"json", "Print JSON."});
    if (int rc = parse_or_exit(p, "bench", args); rc >= 0) return rc;
    if (!p.isSet("model")) return fail("bench needs --model PATH");
    const std::string path = to_std(p.value("model"));
    const int64_t n_prompt = std::max(1, p.value("prompt-tokens").toInt());
    const int n_gen = std::max(1, p.value("gen-tokens").toInt());
    const int repeat = std::max(1, p.value("repeat").toInt());
    const int threads = p.value("threads").toInt();

    // Load time: cold (pages evicted first) and warm.
    const bool evicted = evict_page_cache(path);
    const double load_cold = load_to_first_token(path, threads);
    const double load_warm = load_to_first_token(path, threads);

    auto model = model::Model::load(path);
    SessionOptions so;
    so.n_threads = threads;
    so.n_ctx = n_prompt + n_gen + 8;
    so.n_batch = std::max(1, p.value("batch").toInt());
    Session session(*model, so);
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> pick(100, int(std::min<size_t>(model->tokenizer().vocab_size(), 30000)) - 1);
    std::vector<TokenId> prompt(static_cast<size_t>(n_prompt));
    for (auto& t : prompt) t = TokenId(pick(rng));

    std::vector<double> prefill, decode;
    for (int r = 0; r < repeat; ++r) {
        session.truncate(0);
        auto t0 = Clock::now();
        auto logits = session.eval(prompt);
        prefill.push_back(double(n_prompt) / since(t0));
        t0 = Clock::now();
        for (int i = 0; i < n_gen; ++i) {
            const TokenId next[1] = {Sampler::argmax(logits.data(), size_t(session.n_vocab()))};
            logits = session.eval(next);
        }
        decode.push_back(double(n_gen) / since(t0));
    }
    struct rusage ru {};
    ::getrusage(RUSAGE_SELF, &ru);
    const double peak_rss_mb = double(ru.ru_maxrss) / 1024.0;
    kernels::ThreadPool probe_pool(session.n_threads());
    const double bandwidth = bench::read_bandwidth_gbs(probe_pool);
    const double bytes_tok = double(bytes_per_token(model->file()));
    const Stat pf = stat_of(prefill), dc = stat_of(decode);
    const double ceiling = bandwidth * 1e9 / bytes_tok;

    nlohmann::json j;
    j["model"] = path;
    j["threads"] = session.n_threads();
    j["load_s"] = load_warm;
    j["load"] = {{"cold_s", load_cold}, {"warm_s", load_warm}, {"cold_cache_evicted", evicted}};
    j["prefill"] = {{"tokens", n_prompt}, {"tok_s", {{"median", pf.median}, {"min", pf.min}, {"max", pf.max}}}};
    j["decode"] = {{"tokens", n_gen}, {"tok_s", {{"median", dc.median}, {"min", dc.min}, {"max", dc.max}}}};
    j["peak_rss_mb"] = peak_rss_mb;
    j["file_mb"] = double(model->file().file_size()) / 1e6;
    j["bandwidth_gbs"] = bandwidth;
    j["decode_ceiling_tok_s"] = ceiling;
    j["decode_pct_of_ceiling"] = 100.0 * dc.median / ceiling;
    j["repeat"] = repeat;
    if (p.isSet("json")) {
        std::printf("%s\n", j.dump(2).c_str());
        return 0;
    }
    std::printf("model: %s (%.0f MB), threads %d, %d repeats\n", path.c_str(), double(model->file().file_size()) / 1e6,
                session.n_threads(), repeat);
    std::printf("load to first token: cold %.3f s%s, warm %.3f s\n", load_cold, evicted ? "" : " (cache not evicted)", load_warm);
    std::printf("prefill %lld tokens: %.1f tok/s (min %.1f, max %.1f)\n", static_cast<long long>(n_prompt), pf.median, pf.min, pf.max);
    std::printf("decode %d tokens: %.1f tok/s (min %.1f, max %.1f)\n", n_gen, dc.median, dc.min, dc.max);
    std::printf("peak RSS: %.0f MB\n", peak_rss_mb);
    std::printf("read bandwidth: %.1f GB/s -> decode ceiling %.1f tok/s; decode is %.0f%% of it\n", bandwidth, ceiling,
                100.0 * dc.median / ceiling);
    return 0;
}

}  // namespace synsema::cli
