#include "propagate.h"

#include <unordered_map>
#include <unordered_set>

#include "recognizers.h"

namespace synsema::redact {

namespace {
constexpr double kPersonSource = 0.7;  // only fairly sure names spread
constexpr double kOrgSource = 0.8;

bool usable_part(const Token& t, const WordList& words) {
    return (t.capitalised || t.all_caps) && t.text.size() >= 2 && !t.initial && !is_name_stopword(t.text) &&
           !words.is_common(t.text);
}
}  // namespace

void propagate_entities(const std::vector<std::string_view>& texts, const std::vector<std::vector<Token>>& tokens,
                        const WordList& words, std::vector<Spans>& spans) {
    // Step 1: collect name parts and organisation heads from confident spans.
    std::unordered_set<std::string> person_parts;
    std::unordered_set<std::string> org_heads;
    for (size_t d = 0; d < texts.size(); ++d) {
        for (const Candidate& s : spans[d]) {
            std::string_view text = texts[d].substr(s.start, s.end - s.start);
            std::vector<Token> parts = tokenize_words(text);
            const std::string_view category = s.category;
            if (category == "PERSON" && s.confidence >= kPersonSource) {
                for (const Token& t : parts)
                    if (usable_part(t, words)) person_parts.insert(ascii_lower(t.text));
            } else if (category == "ORGANIZATION" && s.confidence >= kOrgSource && !parts.empty()) {
                const Token& head = parts.front();
                // Only a word unknown to the dictionary identifies the organisation.
                if (usable_part(head, words) && head.text.size() >= 4 && !words.is_proper(head.text))
                    org_heads.insert(ascii_lower(head.text));
            }
        }
    }
    for (const auto& p : person_parts) org_heads.erase(p);
    if (person_parts.empty() && org_heads.empty()) return;

    // Step 2: every capitalised mention of a part anywhere in the set.
    for (size_t d = 0; d < texts.size(); ++d) {
        for (const Token& t : tokens[d]) {
            if (!(t.capitalised || t.all_caps)) continue;
            std::string key = ascii_lower(t.text);
            size_t end = t.end;
            // Keep a possessive with the name it belongs to.
            std::string_view rest = texts[d].substr(end, 4);
            if (rest.substr(0, 2) == "'s") end += 2;
            else if (rest.substr(0, 4) == "\xE2\x80\x99s") end += 4;
            if (person_parts.count(key))
                spans[d].push_back(Candidate{t.start, end, "PERSON", "name.propagated", 0.85});
            else if (org_heads.count(key))
                spans[d].push_back(Candidate{t.start, end, "ORGANIZATION", "org.propagated", 0.8});
        }
    }
}

}  // namespace synsema::redact
