// Applying a policy to spans: the replacement text of each span, with
// placeholders numbered consistently per distinct entity across a whole
// document set ("Margaret A. Holloway", "Mrs. Holloway" → both [PERSON 1]).
#pragma once
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "policy.h"
#include "span.h"

namespace synsema::redact {

class PlaceholderBook {
public:
    // Registers every span of the set first (longest names first) so that a
    // partial mention maps to the full name's number in every document.
    void register_set(const std::vector<std::string_view>& texts, const std::vector<std::vector<Span>>& spans);
    std::string label(const std::string& category, std::string_view text);  // "[PERSON 1]"
    // A span's label: a linked person (Span::entity) by its entity, a short
    // form that fits several people by all of them ("[PERSON 1/3]"), anything
    // else by its text as above.
    std::string label(const Span& span, std::string_view text);

private:
    int entity_number(int entity);
    std::map<std::string, std::map<std::string, int>> numbers_;  // category → entity key → number
    std::map<int, int> entity_numbers_;                          // Span::entity → PERSON number
    std::map<std::string, int> next_;
};

struct Replacement {
    size_t start = 0, end = 0;  // in the original text
    std::string text;           // what replaces it
    Operator op = Operator::Keep;
};

// The replacement for one span, or op Keep when the policy keeps it.
Replacement replacement_for(std::string_view document, const Span& span, const Policy& policy, PlaceholderBook& book);

struct RedactedText {
    std::string text;
    std::vector<Replacement> applied;  // only spans actually changed
};

// Spans with decision "redact" or "review" are redacted; "keep" is kept.
RedactedText apply_policy(std::string_view document, const std::vector<Span>& spans, const Policy& policy,
                          PlaceholderBook& book);

}  // namespace synsema::redact
