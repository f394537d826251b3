#include "ocr_review.h"

#include <algorithm>
#include <cctype>

namespace synsema::services {

namespace {

// Only spaces and punctuation (no letters, digits or line breaks) in text[from, to).
bool only_separators(const std::string& text, size_t from, size_t to) {
    if (from > to || to - from > 3) return false;
    for (size_t i = from; i < to; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '\n' || std::isalnum(c) || c >= 0x80) return false;
    }
    return true;
}

void send_to_review(redact::Span& s) {
    if (s.decision == redact::Decision::Redact && s.decided_by == redact::Decider::Rule) {
        s.decision = redact::Decision::Review;
        s.decided_by = redact::Decider::Pending;
        s.needs_review = true;
    }
    if (s.note.find("low OCR confidence") == std::string::npos)
        s.note += std::string(s.note.empty() ? "" : "; ") + "low OCR confidence in or next to the span";
}

}  // namespace

size_t review_low_confidence_words(const documents::ImportedDocument& doc, std::vector<redact::Span>& spans) {
    size_t changed = 0;
    std::vector<redact::Span> added;
    for (const auto& w : doc.words) {
        if (w.ocr_confidence < 0 || w.ocr_confidence >= documents::kLowOcrWordConfidence) continue;
        // Spans are sorted by start: the first that ends after the word starts.
        auto it = std::lower_bound(spans.begin(), spans.end(), w.start,
                                   [](const redact::Span& s, size_t at) { return s.end <= at; });
        if (it != spans.end() && it->start < w.end) {
            send_to_review(*it);
            ++changed;
            continue;
        }
        const redact::Span* neighbour = nullptr;
        if (it != spans.end() && only_separators(doc.text, w.end, it->start)) neighbour = &*it;
        if (it != spans.begin() && only_separators(doc.text, std::prev(it)->end, w.start)) neighbour = &*std::prev(it);
        if (!neighbour) continue;
        redact::Span s;
        s.start = w.start;
        s.end = w.end;
        s.category = neighbour->category;
        s.rule = "ocr.low-confidence-neighbour";
        s.confidence = 0.5;
        s.needs_review = true;
        s.decision = redact::Decision::Review;
        s.decided_by = redact::Decider::Pending;
        s.note = "an OCR word of low confidence next to a detected span";
        added.push_back(std::move(s));
    }
    for (auto& s : added) {
        // Two low words may flank one span: never add the same range twice.
        auto at = std::lower_bound(spans.begin(), spans.end(), s.start, [](const redact::Span& x, size_t v) { return x.start < v; });
        if (at != spans.end() && at->start < s.end) continue;
        if (at != spans.begin() && std::prev(at)->end > s.start) continue;
        spans.insert(at, std::move(s));
        ++changed;
    }
    return changed;
}

}  // namespace synsema::services
