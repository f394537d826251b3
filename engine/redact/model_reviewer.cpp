#include "model_reviewer.h"

#include <algorithm>

#include "engine/judge/judgement.h"
#include "engine/model/model.h"
#include "engine/util/error.h"

namespace synsema::redact {

namespace {

bool is_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

}  // namespace

std::string marked_span_context(std::string_view document, size_t start, size_t end, size_t context_bytes) {
    end = std::min(end, document.size());
    start = std::min(start, end);
    size_t from = start > context_bytes ? start - context_bytes : 0;
    while (from < start && is_continuation(document[from])) ++from;
    size_t to = std::min(document.size(), end + context_bytes);
    while (to > end && to < document.size() && is_continuation(document[to])) --to;
    std::string out;
    out.reserve(to - from + 4);
    out.append(document.substr(from, start - from));
    out += "[[";
    out.append(document.substr(start, end - start));
    out += "]]";
    out.append(document.substr(end, to - end));
    return out;
}

ModelSpanReviewer::ModelSpanReviewer(const model::Model& model, judge::Preset preset, std::string model_sha256,
                                     ModelReviewerOptions options)
    : preset_(std::move(preset)), model_sha256_(std::move(model_sha256)), options_(std::move(options)) {
    identifier_label_ = preset_.label_index(kIdentifierLabel);
    if (identifier_label_ < 0)
        throw Error(ErrorKind::Invalid, "redaction review preset \"" + preset_.name + "\" has no label named \"" +
                                            kIdentifierLabel + "\"");
    SessionOptions so;
    so.n_threads = options_.threads;
    // Span prompts are short: a smaller context keeps the KV cache small.
    so.n_ctx = options_.n_ctx > 0 ? options_.n_ctx
                                  : std::min<int64_t>(std::max<int64_t>(1, model.plan().n_ctx_train), 1024);
    session_ = std::make_unique<Session>(model, so);
    scorer_ = std::make_unique<judge::Scorer>(*session_, preset_);
}

std::optional<ReviewVerdict> ModelSpanReviewer::review(const ReviewRequest& request) {
    if (options_.cancel && options_.cancel->load()) throw Error(ErrorKind::Cancelled, "redaction review cancelled");
    // Shrink the context until the prompt fits, so the marked span itself is never cut.
    int64_t longest_label = 0;
    for (const auto& ids : scorer_->label_tokens()) longest_label = std::max<int64_t>(longest_label, int64_t(ids.size()));
    const int64_t budget = session_->n_ctx() - std::max<int64_t>(0, longest_label - 1);
    size_t context = options_.context_bytes;
    std::string marked = marked_span_context(request.document, request.span.start, request.span.end, context);
    while (int64_t(scorer_->prompt_tokens(marked).size()) > budget) {
        if (context == 0) return std::nullopt;  // the span alone does not fit: a person decides
        context /= 2;
        marked = marked_span_context(request.document, request.span.start, request.span.end, context);
    }
    EvalOptions eval;
    eval.cancel = options_.cancel;
    const judge::DocumentScore score = scorer_->score(marked, eval);
    if (score.windows.size() != 1) return std::nullopt;  // judged in pieces: a person decides
    const judge::Judgement j = judge::judge_scores(score.log_probs, preset_);
    ReviewVerdict v;
    v.probability = j.probs[size_t(identifier_label_)];
    v.is_identifier = j.decision == identifier_label_;
    v.confidence = j.confidence;
    v.automatic = j.verdict == judge::Verdict::Auto;
    ++reviewed_;
    if (options_.progress) options_.progress(reviewed_);
    return v;
}

}  // namespace synsema::redact
