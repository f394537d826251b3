// Rule-based detection over a document set: runs every recognizer, spreads
// names and organisations found in one place to their other mentions across
// the whole set, merges overlapping spans and gates them by confidence:
//   confidence >= auto_threshold            → decision "redact", decided_by "rule"
//   drop_threshold <= confidence < auto     → "review" (needs_review), decided_by "pending",
//                                              then offered to the SpanReviewer; when its
//                                              gate certifies its verdict: "redact"/"keep",
//                                              decided_by "gate"
//   confidence < drop_threshold             → dropped
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "lexicon.h"
#include "reviewer.h"
#include "span.h"

namespace synsema::redact {

struct DetectorOptions {
    std::string word_list_path = kDefaultWordListPath;
    std::string data_dir;  // gazetteers and vocabulary; "" = the first search folder holding them
    double auto_threshold = 0.85;
    double drop_threshold = 0.40;
};

class Detector {
public:
    // Throws synsema::Error when the word list or the gazetteers are missing or unreadable.
    explicit Detector(DetectorOptions options = {}, std::shared_ptr<SpanReviewer> reviewer = nullptr);

    // Spans of each text, sorted by start, non-overlapping. Texts must be
    // valid UTF-8 (Error(Format) names the document index otherwise).
    std::vector<std::vector<Span>> detect_set(const std::vector<std::string_view>& texts) const;
    std::vector<Span> detect(std::string_view text) const;

    const SpanReviewer& reviewer() const { return *reviewer_; }
    const Lexicon& lexicon() const { return *lexicon_; }

private:
    DetectorOptions options_;
    std::shared_ptr<const Lexicon> lexicon_;
    std::shared_ptr<SpanReviewer> reviewer_;
};

// Merges overlapping spans: a container absorbs what it contains; partial
// overlaps become their union (category of the more confident one).
std::vector<Span> resolve_overlaps(std::vector<Span> spans);

}  // namespace synsema::redact
