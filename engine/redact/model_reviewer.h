// Model-assisted review of uncertain spans: the judge scores each span the
// rule gate could not decide, shown to the model in its context with the span
// marked [[like this]], and the preset's calibration and confidence gate
// (engine/judge/gate.h) decide. When the gate certifies the verdict the span
// is redacted or kept automatically (decided_by "gate"); otherwise it stays
// for a person. A preset without a fitted gate therefore never decides
// anything: it only records the model's probability for the person to see.
//
// The preset must have a label named "identifier" (the span is a personal
// identifier); its other labels all mean "not an identifier". The shipped
// preset is resources/judge/phi-span.json.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "engine/judge/preset.h"
#include "engine/judge/scorer.h"
#include "engine/redact/reviewer.h"
#include "engine/session/session.h"

namespace synsema::model { class Model; }

namespace synsema::redact {

inline constexpr const char* kSpanReviewPreset = "phi-span";
inline constexpr const char* kIdentifierLabel = "identifier";

struct ModelReviewerOptions {
    size_t context_bytes = 240;  // text shown on each side of the span (shrunk until the prompt fits)
    int threads = 0;             // 0: all hardware threads
    int64_t n_ctx = 0;           // 0: the model's training context, at most 1024
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(int64_t reviewed)> progress;  // after each scored span
};

// The text around [span.start, span.end) with the span wrapped in "[[" "]]",
// cut at UTF-8 character boundaries at most context_bytes from the span.
std::string marked_span_context(std::string_view document, size_t start, size_t end, size_t context_bytes);

class ModelSpanReviewer final : public SpanReviewer {
public:
    // model_sha256 names the weights in every output (attest::weights_sha256).
    // Throws Error(Invalid) when the preset has no "identifier" label.
    ModelSpanReviewer(const model::Model& model, judge::Preset preset, std::string model_sha256,
                      ModelReviewerOptions options = {});

    std::string id() const override { return "judge:" + preset_.name; }
    bool uses_model() const override { return true; }
    std::string model_sha256() const override { return model_sha256_; }
    // No verdict when the marked context cannot fit the model's context.
    std::optional<ReviewVerdict> review(const ReviewRequest& request) override;

    const judge::Preset& preset() const { return preset_; }
    int64_t reviewed() const { return reviewed_; }

private:
    judge::Preset preset_;
    std::string model_sha256_;
    ModelReviewerOptions options_;
    std::unique_ptr<Session> session_;
    std::unique_ptr<judge::Scorer> scorer_;  // refers to session_ and preset_
    int identifier_label_ = -1;
    int64_t reviewed_ = 0;
};

}  // namespace synsema::redact
