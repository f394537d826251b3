// Label scoring with a loaded model. For one document the prompt is prefilled
// once (Session::eval_prompt keeps the longest cached prefix, so the shared
// instruction text of consecutive documents is computed only once); each
// label's verbaliser is then scored from that cached prompt by evaluating its
// tokens after it and truncating back, which "forks" the KV cache: positions
// past the prompt are simply overwritten by the next label.
//
// Cost per document: (new prompt tokens) + sum over labels of (label tokens - 1).
// The first label token is read from the prompt's last logits and the last
// label token is never evaluated, since its logits predict what comes after it.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/judge/preset.h"
#include "engine/session/session.h"

namespace synsema::judge {

struct LabelScore {
    int64_t n_tokens = 0;
    double log_prob = 0;       // sum over the label's tokens of ln p(token | prompt, earlier label tokens)
    double mean_log_prob = 0;  // log_prob / n_tokens
};

struct DocumentScore {
    std::vector<LabelScore> labels;   // one per preset label, in preset order
    std::vector<double> log_probs;    // [n_labels] the scores softmax is taken over (= labels[k].log_prob)
    std::vector<double> raw_probs;    // softmax(log_probs)
    int64_t prompt_tokens = 0;
    bool truncated = false;           // the document was cut to fit the context
};

struct ScorerOptions {
    bool reuse_prefix = true;  // false: clear the cache before every document (benchmark baseline)
};

class Scorer {
public:
    // Tokenizes the labels once. Throws Error(Invalid) when two labels give
    // the same tokens or a label gives none.
    Scorer(Session& session, const Preset& preset, ScorerOptions options = {});

    // Scores every label for `document`. eval's progress and cancel cover the
    // prefill; cancel is also checked between labels.
    DocumentScore score(std::string_view document, const EvalOptions& eval = {});

    // The prompt's tokens: BOS when the vocabulary wants it, then the template
    // with the document, encoded as plain text (no special tokens can result).
    std::vector<TokenId> prompt_tokens(std::string_view document) const;
    const std::vector<std::vector<TokenId>>& label_tokens() const { return label_tokens_; }

private:
    std::vector<TokenId> tokenize_label(const std::string& verbaliser) const;
    // The document, shortened at a UTF-8 boundary until its prompt fits the context.
    std::vector<TokenId> fitting_prompt(std::string_view document, bool& truncated) const;

    Session& session_;
    const Preset& preset_;
    ScorerOptions options_;
    std::string before_, after_;
    std::vector<std::vector<TokenId>> label_tokens_;
    int64_t longest_label_ = 0;
};

}  // namespace synsema::judge
