// Runs a compiled Plan over a batch of tokens: the forward pass.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "engine/model/kv_cache.h"
#include "engine/model/plan.h"
#include "kernels/matmul.h"
#include "kernels/thread_pool.h"

namespace synsema::model {

// Activation buffers and scratch, sized once for a maximum batch so the
// per-token path does not allocate. Slots that only the output head writes
// (the logits: n_vocab wide) hold ONE row until a caller asks for every
// token's logits: a 512-token batch of a 152k vocabulary would otherwise pin
// 311 MB that decode and ordinary prefill never touch.
struct RunState {
    RunState(const Plan& plan, int64_t max_batch);
    // Grows the head-only slots to `rows` rows (only all_logits calls need > 1).
    void reserve_output_rows(const Plan& plan, int64_t rows);
    int64_t max_batch;
    int64_t output_rows = 1;                  // rows the head-only slots hold
    std::vector<std::vector<float>> buffers;  // [slot][max_batch * width], head-only: [output_rows * width]
    std::vector<bool> head_only;              // [slot]: written and read only by the output head
    std::vector<int32_t> positions;           // [max_batch]
    kernels::MatmulScratch scratch;
};

struct ForwardRequest {
    std::span<const int32_t> tokens;   // n <= max_batch
    int32_t first_position = 0;        // position of tokens[0]; cache holds 0..first_position-1
    bool all_logits = false;           // logits for every token, else only the last
    const std::atomic<bool>* cancel = nullptr;  // checked between layers
    std::function<void(int64_t layer)> on_layer;  // optional, after each layer
};

// Evaluates the batch; returns a pointer to the logits ([rows][n_vocab], rows =
// n or 1), valid until the next call. Throws Error(Cancelled) when cancelled.
const float* forward(const Plan& plan, KvCache& cache, kernels::ThreadPool& pool, RunState& state,
                     const ForwardRequest& request);

}  // namespace synsema::model
