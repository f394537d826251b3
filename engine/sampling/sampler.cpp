#include "sampler.h"

#include <algorithm>
#include <cmath>

namespace synsema {

Sampler::Sampler(const SamplingParams& params, size_t vocab_size)
    : params_(params), vocab_size_(vocab_size), rng_(params.seed) {
    // Every buffer is sized once here: sampling a token allocates nothing.
    candidates_.reserve(vocab_size);
    penalised_.resize(vocab_size);
    seen_.assign(vocab_size, 0);
    weights_.reserve(vocab_size);
}

TokenId Sampler::argmax(const float* logits, size_t n) {
    size_t best = 0;
    for (size_t i = 1; i < n; ++i)
        if (logits[i] > logits[best]) best = i;  // ties keep the lowest id
    return TokenId(best);
}

TokenId Sampler::sample(const float* logits, std::span<const TokenId> recent) {
    const float* l = logits;
    if (params_.repeat_penalty != 1.0f && params_.repeat_last_n > 0 && !recent.empty()) {
        std::copy(logits, logits + vocab_size_, penalised_.begin());
        const size_t n = std::min(recent.size(), size_t(params_.repeat_last_n));
        // Each distinct recent token is penalised once; `seen_` is cleared
        // again entry by entry, not over the whole vocabulary.
        const auto window = recent.subspan(recent.size() - n);
        for (const TokenId t : window) {
            if (t < 0 || size_t(t) >= vocab_size_ || seen_[size_t(t)]) continue;
            seen_[size_t(t)] = 1;
            float& v = penalised_[size_t(t)];
            v = v > 0 ? v / params_.repeat_penalty : v * params_.repeat_penalty;
        }
        for (const TokenId t : window)
            if (t >= 0 && size_t(t) < vocab_size_) seen_[size_t(t)] = 0;
        l = penalised_.data();
    }
    if (params_.temperature <= 0) return argmax(l, vocab_size_);

    // Candidates sorted by logit (descending, ties by id), cut to top-k.
    candidates_.clear();
    for (size_t i = 0; i < vocab_size_; ++i) candidates_.push_back({TokenId(i), l[i]});
    auto by_logit = [](const Candidate& a, const Candidate& b) {
        return a.logit > b.logit || (a.logit == b.logit && a.id < b.id);
    };
    size_t keep = candidates_.size();
    if (params_.top_k > 0 && size_t(params_.top_k) < keep) {
        keep = size_t(params_.top_k);
        std::partial_sort(candidates_.begin(), candidates_.begin() + long(keep), candidates_.end(), by_logit);
    } else {
        std::sort(candidates_.begin(), candidates_.end(), by_logit);
    }
    candidates_.resize(keep);

    // Probabilities before temperature, for top-p and min-p (as llama.cpp does).
    std::vector<double>& p = weights_;
    p.resize(keep);
    double sum = 0;
    for (size_t i = 0; i < keep; ++i) sum += p[i] = std::exp(double(candidates_[i].logit - candidates_[0].logit));
    if (params_.top_p < 1.0f) {
        double cum = 0;
        size_t cut = keep;
        for (size_t i = 0; i < keep; ++i) {
            cum += p[i] / sum;
            if (cum >= params_.top_p) { cut = i + 1; break; }
        }
        keep = std::max<size_t>(1, cut);
    }
    if (params_.min_p > 0) {
        size_t cut = 1;
        while (cut < keep && p[cut] >= params_.min_p * p[0]) ++cut;  // p[0] is the max
        keep = cut;
    }

    // Temperature, then one draw (the weights replace the probabilities, no longer needed).
    std::vector<double>& w = weights_;
    double total = 0;
    for (size_t i = 0; i < keep; ++i)
        total += w[i] = std::exp(double(candidates_[i].logit - candidates_[0].logit) / params_.temperature);
    const double u = double(rng_() >> 11) * 0x1.0p-53 * total;
    double acc = 0;
    for (size_t i = 0; i < keep; ++i) {
        acc += w[i];
        if (u < acc) return candidates_[i].id;
    }
    return candidates_[keep - 1].id;
}

}  // namespace synsema
