// Token sampling: greedy, or repetition penalty → top-k → top-p → min-p →
// temperature → a draw from a seeded generator. The same seed and logits give
// the same token on every machine: std::mt19937_64 is fully specified, and the
// draw is converted to [0,1) by hand rather than by a library distribution.
#pragma once
#include <cstdint>
#include <random>
#include <span>
#include <vector>

#include "engine/tokenizer/tokenizer.h"

namespace synsema {

struct SamplingParams {
    float temperature = 0.8f;     // <= 0: greedy
    int top_k = 40;               // <= 0: off
    float top_p = 0.95f;          // >= 1: off
    float min_p = 0.05f;          // <= 0: off
    float repeat_penalty = 1.0f;  // 1: off (llama.cpp's default too)
    int repeat_last_n = 64;       // how many recent tokens the penalty looks at
    uint64_t seed = 42;
};

class Sampler {
public:
    Sampler(const SamplingParams& params, size_t vocab_size);
    // Picks the next token from logits[0..vocab_size); `recent` is the context so far.
    TokenId sample(const float* logits, std::span<const TokenId> recent);
    static TokenId argmax(const float* logits, size_t n);

private:
    struct Candidate {
        TokenId id;
        float logit;
    };
    SamplingParams params_;
    size_t vocab_size_;
    std::mt19937_64 rng_;
    std::vector<Candidate> candidates_;
    std::vector<float> penalised_;   // [vocab] logits after the repeat penalty
    std::vector<uint8_t> seen_;      // [vocab] marks during the penalty, all 0 between calls
    std::vector<double> weights_;    // [<= vocab] probabilities, then temperature weights
};

}  // namespace synsema
