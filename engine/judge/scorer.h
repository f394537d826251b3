// Label scoring with a loaded model. For one document the prompt is prefilled
// once (Session::eval_prompt keeps the longest cached prefix, so the shared
// instruction text of consecutive documents is computed only once); each
// label's verbaliser is then scored from that cached prompt by evaluating its
// tokens after it and truncating back, which "forks" the KV cache: positions
// past the prompt are simply overwritten by the next label.
//
// Cost per prompt: (new prompt tokens) + sum over labels of (label tokens - 1).
// The first label token is read from the prompt's last logits and the last
// label token is never evaluated, since its logits predict what comes after it.
//
// The prompt's layout (plain, or the model's chat template) is PromptLayout's.
// A document whose prompt does not fit the context is judged in windows
// (windows.h): nothing is cut off, each window is scored like a document.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chat/chat_template.h"
#include "engine/judge/preset.h"
#include "engine/judge/prompt_layout.h"
#include "engine/judge/windows.h"
#include "engine/session/session.h"

namespace synsema::judge {

struct LabelScore {
    int64_t n_tokens = 0;
    double log_prob = 0;       // sum over the label's tokens of ln p(token | prompt, earlier label tokens)
    double mean_log_prob = 0;  // log_prob / n_tokens
};

// One prompt's scores: the whole document, or one window of it.
struct WindowScore {
    size_t begin = 0, end = 0;        // bytes of the document this window holds
    int64_t overlap_tokens = 0;       // document tokens shared with the previous window
    int64_t prompt_tokens = 0;        // the window's whole prompt
    int64_t tokens_evaluated = 0;     // what the session computed for it (the cached prefix is not recomputed)
    std::vector<LabelScore> labels;   // one per preset label, in preset order
    std::vector<double> log_probs;    // [n_labels] the scores softmax is taken over (= labels[k].log_prob)
    std::vector<double> raw_probs;    // softmax(log_probs)
};

struct DocumentScore {
    std::vector<WindowScore> windows; // one when the document fits the context
    // The document's scores: the window's when there is one; for several, the
    // preset's combine rule over the windows' raw probabilities (log_probs is
    // then ln of the combined vector), which is what calibration is fitted on.
    std::vector<LabelScore> labels;
    std::vector<double> log_probs;
    std::vector<double> raw_probs;
    int64_t prompt_tokens = 0;        // summed over the windows
    int64_t tokens_evaluated = 0;     // summed over the windows

    // One score vector per window, for judge_windows().
    std::vector<std::vector<double>> window_log_probs() const;
};

struct ScorerOptions {
    bool reuse_prefix = true;  // false: clear the cache before every prompt (benchmark baseline)
    // The chat template to use; absent: the model's own (chat::from_gguf).
    std::optional<chat::ChatTemplateSource> chat_template = std::nullopt;
};

class Scorer {
public:
    // Tokenizes the labels once. Throws Error(Invalid) when two labels give
    // the same tokens or a label gives none.
    Scorer(Session& session, const Preset& preset, ScorerOptions options = {});

    // Scores every label for `document`, in windows when it is too long. eval's
    // progress and cancel cover each prefill; cancel is also checked between labels.
    // Throws Error(Limit) when the context cannot hold a useful window.
    DocumentScore score(std::string_view document, const EvalOptions& eval = {});

    // The prompt's tokens for `document` (or one window of it) in the layout.
    std::vector<TokenId> prompt_tokens(std::string_view document) const { return layout_.prompt(document); }
    const std::vector<std::vector<TokenId>>& label_tokens() const { return label_tokens_; }
    const PromptLayout& layout() const { return layout_; }

private:
    WindowScore score_prompt(const std::vector<TokenId>& prompt, const EvalOptions& eval);
    bool fits(const std::vector<TokenId>& prompt) const;
    std::vector<TextWindow> windows_for(std::string_view document) const;

    Session& session_;
    const Preset& preset_;
    ScorerOptions options_;
    PromptLayout layout_;
    std::vector<std::vector<TokenId>> label_tokens_;
    int64_t longest_label_ = 0;
};

}  // namespace synsema::judge
