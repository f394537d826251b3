// The judge's label score computed the slow, obvious way, for checking the
// Scorer: prompt and label evaluated together in a fresh session.
#pragma once
#include <vector>

#include "engine/tokenizer/tokenizer.h"

namespace synsema::model { class Model; }

namespace synsema::test {

// Σ_i ln p(label[i] | prompt, label[0..i)), from one evaluation with all logits.
double brute_force_log_prob(const model::Model& m, const std::vector<TokenId>& prompt, const std::vector<TokenId>& label);

// How many leading tokens two sequences share.
size_t common_prefix(const std::vector<TokenId>& a, const std::vector<TokenId>& b);

}  // namespace synsema::test
