#include "scorer.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "engine/util/error.h"

namespace synsema::judge {
namespace {

constexpr EncodeOptions kPlainText{.add_special = false, .parse_special = false};
constexpr size_t kMaxLabelTokens = 64;

// ln softmax(row)[id], in double.
double log_prob_of(std::span<const float> row, TokenId id) {
    double m = -INFINITY;
    for (float v : row) m = std::max(m, double(v));
    double s = 0;
    for (float v : row) s += std::exp(double(v) - m);
    return double(row[size_t(id)]) - m - std::log(s);
}

// Cuts `text` to at most `bytes` bytes without splitting a UTF-8 character.
std::string_view utf8_prefix(std::string_view text, size_t bytes) {
    if (bytes >= text.size()) return text;
    while (bytes > 0 && (static_cast<unsigned char>(text[bytes]) & 0xC0) == 0x80) --bytes;
    return text.substr(0, bytes);
}

}  // namespace

Scorer::Scorer(Session& session, const Preset& preset, ScorerOptions options)
    : session_(session), preset_(preset), options_(options),
      before_(preset.text_before_document()), after_(preset.text_after_document()) {
    std::set<std::vector<TokenId>> seen;
    for (const auto& label : preset_.labels) {
        std::vector<TokenId> ids = tokenize_label(label.verbaliser);
        if (ids.empty()) throw Error(ErrorKind::Invalid, "label \"" + label.name + "\" gives no tokens");
        if (ids.size() > kMaxLabelTokens) throw Error(ErrorKind::Limit, "label \"" + label.name + "\" is longer than 64 tokens");
        if (!seen.insert(ids).second)
            throw Error(ErrorKind::Invalid, "label \"" + label.name + "\" has the same tokens as another label");
        longest_label_ = std::max(longest_label_, int64_t(ids.size()));
        label_tokens_.push_back(std::move(ids));
    }
}

std::vector<TokenId> Scorer::tokenize_label(const std::string& verbaliser) const {
    // A label is a continuation, not the start of a text: tokenize it after an
    // anchor (the template's answer lead-in, else a newline) and keep what the
    // label adds. This avoids SentencePiece's leading-space prefix and keeps
    // byte-level BPE's "Ġword" tokens as they would appear after the prompt.
    const Tokenizer& tok = session_.model().tokenizer();
    for (const std::string& anchor : {after_, std::string("\n"), std::string(".")}) {
        if (anchor.empty()) continue;
        const std::vector<TokenId> base = tok.encode(anchor, kPlainText);
        const std::vector<TokenId> full = tok.encode(anchor + verbaliser, kPlainText);
        if (full.size() > base.size() && std::equal(base.begin(), base.end(), full.begin()))
            return {full.begin() + long(base.size()), full.end()};
    }
    // The verbaliser merges with every anchor: fall back to tokenizing it alone.
    return tok.encode(verbaliser, kPlainText);
}

std::vector<TokenId> Scorer::prompt_tokens(std::string_view document) const {
    const Tokenizer& tok = session_.model().tokenizer();
    std::vector<TokenId> out;
    if (tok.add_bos() && tok.bos() >= 0) out.push_back(tok.bos());
    std::string text;
    text.reserve(before_.size() + document.size() + after_.size());
    text.append(before_).append(document).append(after_);
    // parse_special = false: text in the document can never become a control token.
    const std::vector<TokenId> body = tok.encode(text, kPlainText);
    out.insert(out.end(), body.begin(), body.end());
    return out;
}

std::vector<TokenId> Scorer::fitting_prompt(std::string_view document, bool& truncated) const {
    // Room for the prompt plus all but the last token of the longest label.
    const int64_t budget = session_.n_ctx() - std::max<int64_t>(0, longest_label_ - 1);
    truncated = false;
    std::vector<TokenId> prompt = prompt_tokens(document);
    for (int attempt = 0; int64_t(prompt.size()) > budget && attempt < 32; ++attempt) {
        const int64_t fixed = int64_t(prompt_tokens("").size());
        if (fixed >= budget) break;
        // Shrink the document in proportion to the overshoot, a little extra each try.
        const double keep = double(budget - fixed) / double(int64_t(prompt.size()) - fixed) * (0.97 - 0.05 * attempt);
        document = utf8_prefix(document, size_t(std::max(0.0, keep) * double(document.size())));
        truncated = true;
        prompt = prompt_tokens(document);
    }
    if (int64_t(prompt.size()) > budget)
        throw Error(ErrorKind::Limit, "the judge prompt needs " + std::to_string(prompt.size()) +
                                          " tokens but the context holds " + std::to_string(session_.n_ctx()));
    return prompt;
}

DocumentScore Scorer::score(std::string_view document, const EvalOptions& eval) {
    DocumentScore result;
    const std::vector<TokenId> prompt = fitting_prompt(document, result.truncated);
    result.prompt_tokens = int64_t(prompt.size());
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
    return result;
}

}  // namespace synsema::judge
