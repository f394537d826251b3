#include "session.h"

#include <algorithm>
#include <cstring>
#include <climits>
#include <cstdint>
#include <thread>

#include <spdlog/spdlog.h>

#include "engine/util/error.h"
#include "engine/util/memory.h"

namespace synsema {
namespace {

int64_t choose_ctx(const model::Model& m, int64_t requested) {
    const int64_t train = std::max<int64_t>(1, m.plan().n_ctx_train);
    if (requested <= 0) return std::min<int64_t>(train, 4096);
    return requested;
}

kernels::DType kv_type_of(const model::Model& m, const SessionOptions& options) {
    return options.kv_type.value_or(model::default_kv_type(m.plan()));
}

uint64_t kv_budget(const SessionOptions& options) {
    return options.kv_memory_budget != 0 ? options.kv_memory_budget : available_memory_bytes() / 2;
}

// The context length asked for, shortened to the longest whose KV cache fits
// the budget (at least 1). An unknown budget (no /proc/meminfo) clamps nothing.
int64_t fitting_ctx(const model::Model& m, const SessionOptions& options) {
    const int64_t wanted = choose_ctx(m, options.n_ctx);
    const uint64_t budget = kv_budget(options);
    if (budget == 0) return wanted;
    const int64_t fits = model::KvCache::fitting_positions(m.plan(), kv_type_of(m, options), budget);
    return wanted <= fits ? wanted : std::max<int64_t>(1, fits);
}

int choose_threads(int requested) {
    if (requested > 0) return std::min(requested, 256);
    return std::max(1u, std::thread::hardware_concurrency());
}

}  // namespace

Session::Session(const model::Model& model, const SessionOptions& options)
    : model_(model),
      pool_(choose_threads(options.n_threads)),
      cache_(model.plan(), fitting_ctx(model, options), kv_type_of(model, options)),
      state_(model.plan(), std::max<int64_t>(1, options.n_batch)),
      last_logits_(size_t(model.plan().n_vocab)) {
    const int64_t wanted = choose_ctx(model, options.n_ctx);
    if (cache_.n_ctx() < wanted) {
        const uint64_t per_position = model::KvCache::bytes_per_position(model.plan(), cache_.type());
        const uint64_t needed = per_position > UINT64_MAX / uint64_t(wanted) ? UINT64_MAX : per_position * uint64_t(wanted);
        context_notice_ = "context clamped from " + std::to_string(wanted) + " to " + std::to_string(cache_.n_ctx()) +
                          " tokens: its KV cache would need " + format_bytes(needed) + " but " +
                          format_bytes(kv_budget(options)) + " is available for it";
        spdlog::warn("{}", context_notice_);
    }
}

std::span<const float> Session::eval(std::span<const TokenId> tokens, const EvalOptions& options) {
    const int64_t total = int64_t(tokens.size());
    if (total == 0) return last_logits_;
    if (n_past() + total > n_ctx())
        throw Error(ErrorKind::Limit, "the prompt needs " + std::to_string(n_past() + total) +
                                          " tokens of context but the session has " + std::to_string(n_ctx()));
    const int64_t n_vocab = model_.plan().n_vocab;
    const int64_t n_layer = model_.plan().n_layer;
    if (options.all_logits) all_logits_.assign(size_t(total * n_vocab), 0.0f);

    int64_t done = 0;
    while (done < total) {
        const int64_t n = std::min(state_.max_batch, total - done);
        model::ForwardRequest req;
        req.tokens = tokens.subspan(size_t(done), size_t(n));
        req.first_position = int32_t(n_past());
        req.all_logits = options.all_logits;
        req.cancel = options.cancel;
        if (options.progress)
            req.on_layer = [&](int64_t layer) {
                options.progress({done, total, (double(done) + double(n) * double(layer + 1) / double(n_layer)) / double(total)});
            };
        const float* logits = model::forward(model_.plan(), cache_, pool_, state_, req);
        tokens_.insert(tokens_.end(), req.tokens.begin(), req.tokens.end());
        tokens_evaluated_ += n;
        if (options.all_logits)
            std::memcpy(all_logits_.data() + done * n_vocab, logits, size_t(n * n_vocab) * sizeof(float));
        const float* last = options.all_logits ? logits + (n - 1) * n_vocab : logits;
        std::memcpy(last_logits_.data(), last, size_t(n_vocab) * sizeof(float));
        done += n;
    }
    if (options.progress) options.progress({total, total, 1.0});
    return last_logits_;
}

std::span<const float> Session::eval_prompt(std::span<const TokenId> prompt, const EvalOptions& options) {
    size_t common = 0;
    while (common < prompt.size() && common < tokens_.size() && prompt[common] == tokens_[common]) ++common;
    // Re-evaluate at least the last prompt token so its logits are fresh.
    if (common == prompt.size() && common > 0) --common;
    truncate(int64_t(common));
    return eval(prompt.subspan(common), options);
}

void Session::truncate(int64_t n) {
    if (n < 0 || n > n_past()) throw Error(ErrorKind::Invalid, "truncate position out of range");
    // Cache rows past n are simply overwritten by later positions.
    tokens_.resize(size_t(n));
}

}  // namespace synsema
