// OCR words the recogniser was unsure of, next to or inside a detected span,
// go to review: a misread letter can turn "Holloway" into "Ho11oway" and a
// date into something no rule reads as one, so the span's edges, and the span
// itself, are less sure than the rule that found it thinks.
#pragma once
#include <vector>

#include "services/documents/document.h"
#include "engine/redact/span.h"

namespace synsema::services {

// For each OCR word below documents::kLowOcrWordConfidence: a span it
// overlaps becomes Review (if it was Redact by a rule), and a word that
// touches a span (only spaces or punctuation between, on the same line) is
// added as a Review span of the same category. Spans stay sorted and
// non-overlapping. Returns how many spans were changed or added.
size_t review_low_confidence_words(const documents::ImportedDocument& doc, std::vector<redact::Span>& spans);

}  // namespace synsema::services
