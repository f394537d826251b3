// synsema-cli bench: load time (cold and warm page cache), prefill and decode
// speed as medians with min and max, peak RSS, and decode as a share of the
// memory-bandwidth ceiling measured in the same run. --sweep measures both
// speeds over several prompt lengths (--plot draws them); --prefix-reuse times
// a repeated request that shares a prefix with the one before; --scaling
// compares decode on 1 and N threads (app/cli/bench_runs.h).
#include <QCommandLineParser>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <optional>

#include "app/cli/bench_runs.h"
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/model_name.h"
#include "kernels/bandwidth.h"
#include "kernels/cpu_features.h"
#include "engine/model/model.h"
#include "engine/sampling/sampler.h"
#include "engine/session/session.h"

namespace synsema::cli {
namespace {

// Drops the file's pages from the page cache so the next load reads the disk.
bool evict_page_cache(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY);
    if (fd < 0) return false;
    const bool ok = ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) == 0;
    ::close(fd);
    return ok;
}

// Load, build a session, and produce the first token of a 16-token prompt.
double load_to_first_token(const std::string& path, const model::LoadOptions& options, int threads) {
    const auto t0 = Clock::now();
    auto model = model::Model::load(path, options);
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
    p.addOption({"model", kModelOptionHelp, "NAME"});
    p.addOption({"prompt-tokens", "Prompt length for prefill (default 512).", "N", "512"});
    p.addOption({"gen-tokens", "Tokens to decode (default 128).", "N", "128"});
    p.addOption({"threads", "Compute threads (default: all cores).", "N", "0"});
    p.addOption({"repeat", "Repetitions; medians are reported (default 3).", "R", "3"});
    p.addOption({"batch", "Prefill batch size (default 512).", "N", "512"});
    p.addOption({"sweep", "Also measure at these prompt lengths, e.g. 128,256,512,1024,2048,4096.", "LIST"});
    p.addOption({"sweep-gen", "Tokens decoded at each sweep length (default 32).", "N", "32"});
    p.addOption({"plot", "Draw the sweep (prefill and decode tok/s against prompt length) into this PNG.", "FILE"});
    p.addOption({"plot-peer", "Also draw the prefill tests of this llama-bench JSON report (-o json) in the plot.", "FILE"});
    p.addOption({"prefix-reuse", "Also time a repeated request sharing a prefix of N tokens with 20 new ones.", "N"});
    p.addOption({"scaling", "Also time decode (16-token prompt) on 1 thread and on --threads, alternating, R pairs."});
    p.addOption({"no-panels", "Keep every weight matrix in the file's layout (for comparisons; see docs/performance.md)."});
    p.addOption({"decode-context", "Decode after only the first N prompt tokens (1: from an empty context, as "
                                   "llama-bench's tg test; default: after the whole prompt).", "N", "0"});
    p.addOption({"no-load-timing", "Skip the cold and warm load timings (scripts/bench-vs-peer.sh)."});
    p.addOption({"json", "Print JSON."});
    if (int rc = parse_or_exit(p, "bench", args); rc >= 0) return rc;
    const QString model_name = model_option(p);
    if (model_name.isEmpty()) return fail("bench needs --model NAME (or SYNSEMA_MODEL)");
    const std::string path = first_file_of(model_name);
    const int64_t n_prompt = std::max(1, p.value("prompt-tokens").toInt());
    const int n_gen = std::max(1, p.value("gen-tokens").toInt());
    const int repeat = std::max(1, p.value("repeat").toInt());
    const int threads = p.value("threads").toInt();
    model::LoadOptions load_options;
    load_options.weight_panels = !p.isSet("no-panels");
    load_options.threads = threads;

    std::vector<int64_t> lengths;
    if (p.isSet("sweep")) {
        for (const QString& part : p.value("sweep").split(',', Qt::SkipEmptyParts)) {
            bool ok = false;
            const int64_t len = part.trimmed().toLongLong(&ok);
            if (!ok || len < 1) return fail("--sweep wants positive token counts, got '" + to_std(part) + "'");
            lengths.push_back(len);
        }
        if (lengths.empty()) return fail("--sweep needs at least one length");
    }
    // The peer's figures are read before anything is measured: a bad file fails at once.
    std::vector<std::pair<int64_t, double>> peer;
    if (p.isSet("plot-peer")) peer = read_llama_bench_prefill(to_std(p.value("plot-peer")));
    const int64_t shared_prefix = p.isSet("prefix-reuse") ? p.value("prefix-reuse").toLongLong() : 0;
    if (p.isSet("prefix-reuse") && shared_prefix < 1) return fail("--prefix-reuse wants a positive token count");

    const int64_t decode_context = std::max(0, p.value("decode-context").toInt());
    // Load time: cold (pages evicted first) and warm.
    const bool load_timing = !p.isSet("no-load-timing");
    const bool evicted = load_timing && evict_page_cache(path);
    const double load_cold = load_timing ? load_to_first_token(path, load_options, threads) : 0;
    const double load_warm = load_timing ? load_to_first_token(path, load_options, threads) : 0;

    auto model = model::Model::load(path, load_options);
    SessionOptions so;
    so.n_threads = threads;
    so.n_ctx = n_prompt + n_gen + 8;
    so.n_batch = std::max(1, p.value("batch").toInt());
    Session session(*model, so);
    std::mt19937 rng(7);
    const auto prompt = random_tokens(*model, size_t(n_prompt), rng);

    const PrefillDecode speeds = time_prefill_decode(session, prompt, n_gen, repeat, decode_context);
    struct rusage ru {};
    ::getrusage(RUSAGE_SELF, &ru);
    const double peak_rss_mb = double(ru.ru_maxrss) / 1024.0;
    kernels::ThreadPool probe_pool(session.n_threads());
    const double bandwidth = kernels::read_bandwidth_gbs(probe_pool);
    const double bytes_tok = double(bytes_per_token(model->file()));
    const Stat pf = speeds.prefill, dc = speeds.decode;
    const double ceiling = bandwidth * 1e9 / bytes_tok;

    nlohmann::json j;
    j["model"] = path;
    j["threads"] = session.n_threads();
    if (load_timing) {
        j["load_s"] = load_warm;
        j["load"] = {{"cold_s", load_cold}, {"warm_s", load_warm}, {"cold_cache_evicted", evicted}};
    }
    j["kernels"] = kernels::kernel_path_name();
    j["prefill"] = {{"tokens", n_prompt}, {"tok_s", {{"median", pf.median}, {"min", pf.min}, {"max", pf.max}}}};
    j["decode"] = {{"tokens", n_gen},
                   {"context", decode_context > 0 ? std::min(decode_context, n_prompt) : n_prompt},
                   {"tok_s", {{"median", dc.median}, {"min", dc.min}, {"max", dc.max}}}};
    j["peak_rss_mb"] = peak_rss_mb;
    j["file_mb"] = double(model->file().file_size()) / 1e6;
    j["weight_panels_mb"] = double(model->plan().panel_bytes) / 1e6;
    j["bandwidth_gbs"] = bandwidth;
    j["decode_ceiling_tok_s"] = ceiling;
    j["decode_pct_of_ceiling"] = 100.0 * dc.median / ceiling;
    j["repeat"] = repeat;

    std::vector<SweepPoint> sweep;
    if (!lengths.empty()) {
        sweep = run_sweep(*model, lengths, std::max(1, p.value("sweep-gen").toInt()), repeat, threads);
        for (const auto& pt : sweep)
            j["sweep"].push_back({{"prompt_tokens", pt.prompt_tokens},
                                  {"prefill_tok_s", {{"median", pt.prefill.median}, {"min", pt.prefill.min}, {"max", pt.prefill.max}}},
                                  {"decode_tok_s", {{"median", pt.decode.median}, {"min", pt.decode.min}, {"max", pt.decode.max}}}});
        if (p.isSet("plot")) plot_sweep(sweep, model->name(), session.n_threads(), p.value("plot"), peer, "ik_llama.cpp");
        for (const auto& [tokens, rate] : peer) j["peer_prefill"].push_back({{"prompt_tokens", tokens}, {"tok_s", rate}});
    }
    std::optional<PrefixReuse> reuse;
    if (shared_prefix > 0) {
        reuse = run_prefix_reuse(*model, shared_prefix, 20, std::max(3, repeat), threads);
        j["prefix_reuse"] = {{"shared_tokens", shared_prefix}, {"new_tokens", 20},
                             {"first_s", reuse->first_s.median}, {"second_s", reuse->second_s.median},
                             {"second_tokens_evaluated", reuse->second_tokens_evaluated},
                             {"speedup", {{"median", reuse->speedup.median}, {"min", reuse->speedup.min}, {"max", reuse->speedup.max}}}};
    }
    std::optional<Scaling> scaling;
    if (p.isSet("scaling")) {
        scaling = run_scaling(*model, n_gen, repeat, threads);
        auto stat = [](const Stat& st) { return nlohmann::json{{"median", st.median}, {"min", st.min}, {"max", st.max}}; };
        j["scaling"] = {{"threads", scaling->threads}, {"pairs", repeat},
                        {"decode_1_thread_tok_s", stat(scaling->one_thread)},
                        {"decode_n_threads_tok_s", stat(scaling->n_threads)}, {"ratio", stat(scaling->ratio)},
                        {"bandwidth_1_thread_gbs", scaling->bandwidth_one_gbs},
                        {"bandwidth_n_threads_gbs", scaling->bandwidth_n_gbs}};
    }
    if (p.isSet("json")) {
        std::printf("%s\n", j.dump(2).c_str());
        return 0;
    }
    std::printf("model: %s (%.0f MB), threads %d, %d repeats\n", path.c_str(), double(model->file().file_size()) / 1e6,
                session.n_threads(), repeat);
    std::printf("kernel path: %s\n", kernels::kernel_path_name());
    if (load_timing)
        std::printf("load to first token: cold %.3f s%s, warm %.3f s\n", load_cold, evicted ? "" : " (cache not evicted)",
                    load_warm);
    std::printf("prefill %lld tokens: %.1f tok/s (min %.1f, max %.1f)\n", static_cast<long long>(n_prompt), pf.median, pf.min, pf.max);
    std::printf("decode %d tokens after %lld: %.1f tok/s (min %.1f, max %.1f)\n", n_gen,
                static_cast<long long>(decode_context > 0 ? std::min(decode_context, n_prompt) : n_prompt), dc.median,
                dc.min, dc.max);
    std::printf("peak RSS: %.0f MB (weight panels: %.0f MB)\n", peak_rss_mb, double(model->plan().panel_bytes) / 1e6);
    std::printf("read bandwidth: %.1f GB/s -> decode ceiling %.1f tok/s; decode is %.0f%% of it\n", bandwidth, ceiling,
                100.0 * dc.median / ceiling);
    for (const auto& pt : sweep)
        std::printf("sweep %5lld tokens: prefill %.1f tok/s (min %.1f, max %.1f), decode %.1f tok/s (min %.1f, max %.1f)\n",
                    static_cast<long long>(pt.prompt_tokens), pt.prefill.median, pt.prefill.min, pt.prefill.max,
                    pt.decode.median, pt.decode.min, pt.decode.max);
    if (reuse)
        std::printf("prefix reuse (%s shared + 20 new tokens): first %.3f s, repeat %.3f s, %.1fx faster (min %.1fx, max %.1fx)\n",
                    to_std(p.value("prefix-reuse")).c_str(), reuse->first_s.median, reuse->second_s.median,
                    reuse->speedup.median, reuse->speedup.min, reuse->speedup.max);
    if (scaling)
        std::printf("scaling (%d pairs): decode %.1f tok/s on %d threads, %.1f on 1: %.2fx (min %.2fx, max %.2fx); "
                    "read bandwidth %.1f vs %.1f GB/s\n",
                    repeat, scaling->n_threads.median, scaling->threads, scaling->one_thread.median,
                    scaling->ratio.median, scaling->ratio.min, scaling->ratio.max, scaling->bandwidth_n_gbs,
                    scaling->bandwidth_one_gbs);
    return 0;
}

}  // namespace synsema::cli
