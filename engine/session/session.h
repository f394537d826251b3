// A conversation with a loaded model: the KV cache, the tokens it holds, and
// the thread pool. Evaluation runs in batches, reports progress, and can be
// cancelled from another thread between any two layers.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/model/forward.h"
#include "engine/model/kv_cache.h"
#include "engine/model/model.h"
#include "kernels/thread_pool.h"

namespace synsema {

struct SessionOptions {
    int64_t n_ctx = 0;       // 0: the model's training context, at most 4096
    int n_threads = 0;       // 0: all hardware threads
    int64_t n_batch = 64;    // tokens per forward pass during prefill
    // The KV cache's element type; unset: model::default_kv_type (F16 for
    // quantized models, F32 for float ones).
    std::optional<kernels::DType> kv_type = std::nullopt;
    // Bytes the KV cache may use; 0: half the memory available now. A longer
    // n_ctx is clamped to what fits and context_notice() says so.
    uint64_t kv_memory_budget = 0;
};

struct EvalProgress {
    int64_t tokens_done = 0;   // tokens fully evaluated
    int64_t tokens_total = 0;  // tokens in this eval call
    double fraction = 0;       // finer-grained: includes layers of the current batch
};

struct EvalOptions {
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(const EvalProgress&)> progress;  // called from the calling thread
    bool all_logits = false;  // keep logits of every position (logits CLI, judge)
};

class Session {
public:
    Session(const model::Model& model, const SessionOptions& options = {});

    // Appends `tokens` at the end of the context and evaluates them. Returns
    // the logits of the last token. With all_logits, all_logits() holds
    // [tokens.size()][n_vocab]. Throws Error(Cancelled) if cancelled (the
    // context then holds only the batches that completed).
    std::span<const float> eval(std::span<const TokenId> tokens, const EvalOptions& options = {});

    // Makes the context equal to `prompt`, reusing the longest common prefix
    // already in the cache, and returns the last token's logits.
    std::span<const float> eval_prompt(std::span<const TokenId> prompt, const EvalOptions& options = {});

    // Drops every position from n on (prefix reuse, label scoring).
    void truncate(int64_t n);

    const model::Model& model() const { return model_; }
    std::span<const TokenId> tokens() const { return tokens_; }
    int64_t n_past() const { return int64_t(tokens_.size()); }
    int64_t n_ctx() const { return cache_.n_ctx(); }
    // Why n_ctx() is smaller than asked for (the memory clamp); empty when it is not.
    const std::string& context_notice() const { return context_notice_; }
    int64_t n_vocab() const { return model_.plan().n_vocab; }
    int n_threads() const { return pool_.size(); }
    std::span<const float> last_logits() const { return last_logits_; }
    const std::vector<float>& all_logits() const { return all_logits_; }
    // Tokens evaluated by this session so far (for reuse accounting).
    int64_t tokens_evaluated() const { return tokens_evaluated_; }

private:
    const model::Model& model_;
    kernels::ThreadPool pool_;
    model::KvCache cache_;
    model::RunState state_;
    std::vector<TokenId> tokens_;
    std::vector<float> last_logits_;
    std::vector<float> all_logits_;
    int64_t tokens_evaluated_ = 0;
    std::string context_notice_;
};

}  // namespace synsema
