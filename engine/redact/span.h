// A detected identifier: a byte range of a UTF-8 text, its category (the
// dev set's type names: PERSON, DATE, SSN, …), the rule that found it and how
// sure that rule is. Uncertain spans carry needs_review so a reviewer (a
// person, or a model through its confidence gate) can decide them.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace synsema::redact {

struct Span {
    size_t start = 0;          // UTF-8 byte offset, inclusive
    size_t end = 0;            // UTF-8 byte offset, exclusive
    std::string category;      // "PERSON", "DATE", "SSN", …
    std::string rule;          // which recognizer rule produced it, e.g. "ssn.dashed"
    double confidence = 0.0;   // 0..1, after context adjustments
    bool needs_review = false; // confidence between the drop and the auto-redact thresholds
    std::string decision = "redact";  // "redact", "review" (redacted unless a person keeps it), "keep"
    // Who decided: "rule" (a sure recognizer), "gate" (a model reviewer's
    // calibrated confidence gate, automatically), "person", or "pending"
    // (decision "review": nobody has decided yet; a person must).
    std::string decided_by = "rule";
    std::string reviewed_by;          // id of the model reviewer that scored the span; "" when none did
    double review_probability = -1;   // that reviewer's calibrated P(identifier); -1 when not scored
    // The person this span names, the same number for every form of one name
    // across the document set ("Jane Q. Example", "Ms. Example", "EXAMPLE,
    // JANE", "J. Example"); -1 when not linked (other categories, or a short
    // form that fits several people: then `note` says which).
    int entity = -1;
    std::vector<int> entity_candidates;  // the people an ambiguous short form could be
    std::string note;                    // why the span is as it is, for the audit log; never document text

    size_t length() const { return end - start; }
};

// Every category a recognizer can emit (the dev set's type names).
const std::vector<std::string>& all_categories();

// Groups used in acceptance figures.
bool is_name_category(std::string_view category);     // PERSON
bool is_address_category(std::string_view category);  // ADDRESS, LOCATION, ZIP
bool is_org_category(std::string_view category);      // ORGANIZATION
bool is_structured_category(std::string_view category);  // everything else

}  // namespace synsema::redact
