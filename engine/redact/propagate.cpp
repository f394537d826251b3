#include "propagate.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "recognizers.h"

namespace synsema::redact {

namespace {
constexpr double kPersonSource = 0.85;  // only names the rules are sure of spread
constexpr double kPlaceSource = 0.85;
constexpr double kOrgSource = 0.8;

bool listed(const Token& t) { return (t.lex & (kLexCommon | kLexVocab | kLexMorph)) != 0; }

size_t letters(std::string_view s) {
    size_t n = 0;
    for (char c : s) n += std::isalpha(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0xC0;
    return n;
}

// A part that identifies on its own: a name or an unknown word, not a word
// of the language ("Ford", "Court"), an abbreviation ("PCP") or a title.
bool usable_part(const Token& t) {
    if (t.text.size() < 2 || t.initial || is_name_stopword(t.text) || (t.lex & kLexParticle) || is_region_name(t.text))
        return false;
    if (listed(t) || (t.lex & kLexProper && !(t.lex & (kLexGiven | kLexSurname)))) return false;
    bool gazetteer = (t.lex & (kLexGiven | kLexSurname)) != 0;
    if (!gazetteer && (letters(t.text) < 3 || (t.all_caps && letters(t.text) <= 5))) return false;
    return true;
}

// The byte before pos, skipping blanks, opens a sentence (or a line).
bool opens_sentence(std::string_view text, size_t pos) {
    while (pos > 0 && (text[pos - 1] == ' ' || text[pos - 1] == '\t' || text[pos - 1] == '"')) --pos;
    if (pos == 0) return true;
    char c = text[pos - 1];
    return c == '.' || c == '!' || c == '?' || c == '\n' || c == ':';
}

struct Part {
    bool person = false, place = false, org = false;
    bool word = false;  // also a word of the language
};
}  // namespace

void propagate_entities(const std::vector<std::string_view>& texts, const std::vector<std::vector<Token>>& tokens,
                        const Lexicon& lex, std::vector<Spans>& spans) {
    // Step 1: collect name parts, places and organisation heads from confident spans.
    std::unordered_map<std::string, Part> parts;
    std::unordered_set<std::string> org_heads;
    for (size_t d = 0; d < texts.size(); ++d) {
        const auto& toks = tokens[d];
        for (const Candidate& s : spans[d]) {
            const std::string_view category = s.category;
            bool person = category == "PERSON" && s.confidence >= kPersonSource;
            bool place = category == "LOCATION" && s.confidence >= kPlaceSource;
            bool org = category == "ORGANIZATION" && s.confidence >= kOrgSource;
            if (!person && !place && !org) continue;
            auto it = std::lower_bound(toks.begin(), toks.end(), s.start, [](const Token& t, size_t p) { return t.start < p; });
            bool first = true;
            for (; it != toks.end() && it->end <= s.end; ++it) {
                const Token& t = *it;
                if (org) {
                    // Only a word unknown to the dictionary identifies the organisation.
                    if (first && usable_part(t) && t.text.size() >= 4 && (t.capitalised || t.all_caps))
                        org_heads.insert(fold_word(t.text));
                    first = false;
                    continue;
                }
                if (!(t.capitalised || t.all_caps || t.lower)) continue;
                if (!usable_part(t) && !(place && (t.capitalised || t.all_caps) && t.text.size() >= 3)) continue;
                // A place's words spread only as the whole one-word place.
                if (place && (s.end - s.start) != (t.end - t.start)) continue;
                Part& p = parts[fold_word(t.text)];
                p.person = p.person || person;
                p.place = p.place || place;
                p.word = listed(t) || (t.lex & kLexProper && place);
            }
        }
    }
    for (const auto& [key, p] : parts) org_heads.erase(key);
    if (parts.empty() && org_heads.empty()) return;
    (void)lex;

    // Step 2: every mention of a part anywhere in the set.
    for (size_t d = 0; d < texts.size(); ++d) {
        std::string_view text = texts[d];
        for (const Token& t : tokens[d]) {
            if (t.text.size() < 2) continue;
            std::string key = fold_word(t.text);
            size_t end = t.end;
            // Keep a possessive with the name it belongs to.
            std::string_view rest = text.substr(end, 4);
            if (rest.substr(0, 2) == "'s") end += 2;
            else if (rest.substr(0, 4) == "\xE2\x80\x99s") end += 4;
            auto it = parts.find(key);
            if (it != parts.end()) {
                const Part& p = it->second;
                bool shaped = t.capitalised || t.all_caps;
                // A part that is a word of the language ("Ford", "Will") spreads
                // only where it is capitalised and does not open a sentence.
                if (p.word && (!shaped || opens_sentence(text, t.start))) continue;
                if (!shaped && !t.lower) continue;
                if (p.person) spans[d].push_back(Candidate{t.start, end, "PERSON", "name.propagated", 0.86});
                else if (p.place && shaped) spans[d].push_back(Candidate{t.start, t.end, "LOCATION", "place.propagated", 0.86});
            } else if ((t.capitalised || t.all_caps) && org_heads.count(key)) {
                spans[d].push_back(Candidate{t.start, end, "ORGANIZATION", "org.propagated", 0.8});
            }
        }
    }
}

}  // namespace synsema::redact
