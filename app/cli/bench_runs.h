// The measurements of `synsema-cli bench` beyond one prefill and decode:
// speed over prompt lengths (--sweep), a repeated request sharing a prefix
// (--prefix-reuse) and decode on 1 against N threads (--scaling).
#pragma once
#include <QString>

#include <chrono>
#include <cstdint>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/model/model.h"
#include "engine/session/session.h"

namespace synsema::cli {

using Clock = std::chrono::steady_clock;
inline double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

struct Stat {
    double median = 0, min = 0, max = 0;
};
Stat stat_of(std::vector<double> v);

std::vector<TokenId> random_tokens(const model::Model& m, size_t n, std::mt19937& rng);

// Greedy decode of n tokens after `logits`; returns tok/s.
double time_decode(Session& session, std::span<const float> logits, int n);

// `repeat` times: prefill of `prompt` from an empty cache, then `n_gen`
// greedily decoded tokens; tok/s of each, as medians with min and max.
// decode_context > 0: the decode runs instead after only the first
// decode_context tokens of the prompt (1: from an almost empty cache, as
// llama-bench's "tg" test does), evaluated untimed after the prefill.
struct PrefillDecode {
    Stat prefill, decode;
};
PrefillDecode time_prefill_decode(Session& session, const std::vector<TokenId>& prompt, int n_gen, int repeat,
                                  int64_t decode_context = 0);

struct SweepPoint {
    int64_t prompt_tokens = 0;
    Stat prefill, decode;  // tok/s
};
// Prefill of each prompt length from an empty cache, then `n_gen` decoded
// tokens at that context depth; medians of `repeat` runs.
std::vector<SweepPoint> run_sweep(const model::Model& m, const std::vector<int64_t>& lengths, int n_gen, int repeat,
                                  int threads);
// Draws prefill and decode speed against prompt length; `peer_prefill`
// (prompt length, tok/s), when given, as a third series named `peer_name`.
void plot_sweep(const std::vector<SweepPoint>& points, const std::string& model_name, int threads, const QString& path,
                const std::vector<std::pair<int64_t, double>>& peer_prefill = {}, const QString& peer_name = {});
// The prefill tests (n_gen 0) of a llama-bench JSON report: (n_prompt, avg_ts),
// in file order. Throws synsema::Error naming the file when it cannot be read.
std::vector<std::pair<int64_t, double>> read_llama_bench_prefill(const std::string& path);

// A first request of shared + fresh tokens, then a second that shares the
// prefix and has `fresh` new tokens: each timed to its first token's logits.
struct PrefixReuse {
    Stat first_s, second_s, speedup;
    int64_t second_tokens_evaluated = 0;  // what the repeat really computed
};
PrefixReuse run_prefix_reuse(const model::Model& m, int64_t shared, int64_t fresh, int repeat, int threads);

// Decode on 1 thread and on `threads`, alternating run by run (this VM's
// speed drifts from minute to minute, so each ratio compares neighbours),
// and the streaming-read bandwidth on each thread count.
struct Scaling {
    int threads = 0;
    Stat one_thread, n_threads, ratio;  // tok/s, tok/s, n_threads / one_thread per pair
    double bandwidth_one_gbs = 0, bandwidth_n_gbs = 0;
};
Scaling run_scaling(const model::Model& m, int n_gen, int pairs, int threads);

}  // namespace synsema::cli
