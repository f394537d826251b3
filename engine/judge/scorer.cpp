#include "scorer.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "engine/judge/combine.h"
#include "engine/util/error.h"

namespace synsema::judge {
namespace {

constexpr size_t kMaxLabelTokens = 64;

// ln softmax(row)[id], in double.
double log_prob_of(std::span<const float> row, TokenId id) {
    double m = -INFINITY;
    for (float v : row) m = std::max(m, double(v));
    double s = 0;
    for (float v : row) s += std::exp(double(v) - m);
    return double(row[size_t(id)]) - m - std::log(s);
}

chat::ChatTemplateSource template_of(const Session& session, const ScorerOptions& options) {
    return options.chat_template ? *options.chat_template : chat::from_gguf(session.model().file());
}

}  // namespace

std::vector<std::vector<double>> DocumentScore::window_log_probs() const {
    std::vector<std::vector<double>> out;
    out.reserve(windows.size());
    for (const auto& w : windows) out.push_back(w.log_probs);
    return out;
}

Scorer::Scorer(Session& session, const Preset& preset, ScorerOptions options)
    : session_(session), preset_(preset), options_(std::move(options)),
      layout_(session.model().tokenizer(), preset, template_of(session, options_)) {
    std::set<std::vector<TokenId>> seen;
    for (const auto& label : preset_.labels) {
        std::vector<TokenId> ids = layout_.label_tokens(label);
        if (ids.empty()) throw Error(ErrorKind::Invalid, "label \"" + label.name + "\" gives no tokens");
        if (ids.size() > kMaxLabelTokens) throw Error(ErrorKind::Limit, "label \"" + label.name + "\" is longer than 64 tokens");
        if (!seen.insert(ids).second)
            throw Error(ErrorKind::Invalid, "label \"" + label.name + "\" has the same tokens as another label");
        longest_label_ = std::max(longest_label_, int64_t(ids.size()));
        label_tokens_.push_back(std::move(ids));
    }
}

bool Scorer::fits(const std::vector<TokenId>& prompt) const {
    // Room for the prompt plus all but the last token of the longest label.
    return int64_t(prompt.size()) + std::max<int64_t>(0, longest_label_ - 1) <= session_.n_ctx();
}

std::vector<TextWindow> Scorer::windows_for(std::string_view document) const {
    const int64_t around = int64_t(prompt_tokens("").size()) + std::max<int64_t>(0, longest_label_ - 1);
    // Each window must add well over the overlap, or windows would barely advance.
    const int64_t least = 2 * kWindowOverlapTokens + 16;
    if (session_.n_ctx() - around < least)
        throw Error(ErrorKind::Limit, "the document is too long for the context (" + std::to_string(session_.n_ctx()) +
                                          " tokens), and judging it in windows needs room for " + std::to_string(least) +
                                          " document tokens beside the " + std::to_string(around) +
                                          " tokens of instruction, template and labels");
    const Tokenizer& tok = session_.model().tokenizer();
    WindowRules rules;
    rules.fits = [this](std::string_view text) { return fits(prompt_tokens(text)); };
    rules.count_tokens = [&tok](std::string_view text) {
        return int64_t(tok.encode(text, {.add_special = false, .parse_special = false}).size());
    };
    return plan_windows(document, rules);
}

DocumentScore Scorer::score(std::string_view document, const EvalOptions& eval) {
    DocumentScore result;
    std::vector<TokenId> whole = prompt_tokens(document);
    if (fits(whole)) {
        result.windows.push_back(score_prompt(whole, eval));
        result.windows.back().end = document.size();
    } else {
        whole.clear();
        for (const TextWindow& w : windows_for(document)) {
            WindowScore s = score_prompt(prompt_tokens(document.substr(w.begin, w.end - w.begin)), eval);
            s.begin = w.begin;
            s.end = w.end;
            s.overlap_tokens = w.overlap_tokens;
            result.windows.push_back(std::move(s));
        }
    }
    for (const auto& w : result.windows) {
        result.prompt_tokens += w.prompt_tokens;
        result.tokens_evaluated += w.tokens_evaluated;
    }
    if (result.windows.size() == 1) {
        result.labels = result.windows[0].labels;
        result.log_probs = result.windows[0].log_probs;
        result.raw_probs = result.windows[0].raw_probs;
        return result;
    }
    // Several windows: the combine rule over their raw probabilities.
    std::vector<std::vector<double>> raw;
    for (const auto& w : result.windows) raw.push_back(w.raw_probs);
    result.raw_probs = combine_probabilities(raw, preset_);
    for (size_t k = 0; k < result.raw_probs.size(); ++k) {
        LabelScore s;
        s.n_tokens = int64_t(label_tokens_[k].size());
        s.log_prob = std::log(std::max(result.raw_probs[k], 1e-300));
        s.mean_log_prob = s.log_prob / double(s.n_tokens);
        result.labels.push_back(s);
        result.log_probs.push_back(s.log_prob);
    }
    return result;
}

WindowScore Scorer::score_prompt(const std::vector<TokenId>& prompt, const EvalOptions& eval) {
    WindowScore result;
    result.prompt_tokens = int64_t(prompt.size());
    const int64_t evaluated_before = session_.tokens_evaluated();
    if (!options_.reuse_prefix) session_.truncate(0);

    // 1. Prefill once (reusing whatever prefix the cache already holds).
    const auto last = session_.eval_prompt(prompt, eval);
    const std::vector<float> prompt_logits(last.begin(), last.end());
    const auto n_vocab = size_t(session_.n_vocab());

    // 2. Each label: first token from the prompt's logits, the rest from the
    //    continuation's logits, then drop the continuation from the cache.
    EvalOptions continuation;
    continuation.all_logits = true;
    continuation.cancel = eval.cancel;
    for (const auto& ids : label_tokens_) {
        if (eval.cancel && eval.cancel->load()) throw Error(ErrorKind::Cancelled, "judging cancelled");
        LabelScore s;
        s.n_tokens = int64_t(ids.size());
        s.log_prob = log_prob_of(prompt_logits, ids[0]);
        if (ids.size() > 1) {
            session_.eval(std::span(ids).first(ids.size() - 1), continuation);
            const auto& rows = session_.all_logits();
            for (size_t i = 1; i < ids.size(); ++i)
                s.log_prob += log_prob_of(std::span(rows).subspan((i - 1) * n_vocab, n_vocab), ids[i]);
            session_.truncate(int64_t(prompt.size()));
        }
        s.mean_log_prob = s.log_prob / double(s.n_tokens);
        result.log_probs.push_back(s.log_prob);
        result.labels.push_back(s);
    }
    // 3. Raw probabilities: softmax over the summed log-likelihoods.
    result.raw_probs = softmax(result.log_probs);
    result.tokens_evaluated = session_.tokens_evaluated() - evaluated_before;
    return result;
}

}  // namespace synsema::judge
