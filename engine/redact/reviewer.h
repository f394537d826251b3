// The hook for reviewing uncertain spans. A reviewer sees each span the rule
// gate marked needs_review and may return a verdict: its calibrated
// P(identifier) and whether its own confidence gate certifies the decision
// well enough to take it without a person (automatic). The default reviewer
// uses no model and returns no verdict, so uncertain spans stay for a person
// to decide (and are redacted until then).
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "span.h"

namespace synsema::redact {

struct ReviewRequest {
    std::string_view document;  // the whole text
    const Span& span;
};

struct ReviewVerdict {
    double probability = 0.5;  // calibrated P(identifier)
    bool is_identifier = true; // the reviewer's decision (its most probable label)
    double confidence = 0.5;   // calibrated probability of that decision
    bool automatic = false;    // the reviewer's gate lets the decision stand without a person
};

class SpanReviewer {
public:
    virtual ~SpanReviewer() = default;
    virtual std::string id() const = 0;             // recorded in each reviewed span's reviewed_by
    virtual bool uses_model() const = 0;
    virtual std::string model_sha256() const { return {}; }
    // Throws synsema::Error (Cancelled included); never decides for a person.
    virtual std::optional<ReviewVerdict> review(const ReviewRequest& request) = 0;
};

// No model: never decides, so the person reviews every uncertain span.
class NoModelReviewer final : public SpanReviewer {
public:
    std::string id() const override { return "none"; }
    bool uses_model() const override { return false; }
    std::optional<ReviewVerdict> review(const ReviewRequest&) override { return std::nullopt; }
};

}  // namespace synsema::redact
