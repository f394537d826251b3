// A rare word the record always capitalises inside its sentences is a proper noun there:
//   "Today at lunchtime Nikau punched another student … Nikau told Whaea Moana"   PERSON (review)
// The large word lists hold many names of plants, peoples and places as words ("nikau", a palm;
// "kauri", "totara"), so the allow-list inversion would never make them candidates. A record that
// writes one with a capital twice or more inside a sentence, and never in lower case, uses it as a
// name. Only words outside the everyday dictionary (wamerican), in a record guessed English (German
// capitalises its nouns), not a word the dictionary itself writes capitalised ("Medicaid": a program,
// whatever the record says of it), and not a word of any closed class (months, titles, places, kin).
#include <string>
#include <unordered_map>

#include "recognizers.h"
#include "text_scan.h"

namespace synsema::redact {

namespace {

constexpr uint32_t kClosedClasses = kLexCommon | kLexStop | kLexMonth | kLexIntlMonth | kLexIntlWeekday | kLexHonorificWord |
                                    kLexWeakHonorific | kLexRelation | kLexCity | kLexRegion | kLexOrgKeyword | kLexDegree |
                                    kLexStreetAfter | kLexStreetBefore | kLexForeignFunction | kLexParticle | kLexProper;

// Inside a sentence: a lower-case word before it on the same line, one blank between.
bool inside_sentence(const std::vector<Token>& toks, std::string_view text, size_t i) {
    return i > 0 && toks[i - 1].lower && toks[i].start == toks[i - 1].end + 1 && text[toks[i - 1].end] == ' ';
}

}  // namespace

void find_rare_capitalised_words(const ScanInput& in, Spans& out) {
    if (in.language != Language::English) return;
    const auto& toks = in.tokens;
    struct Uses {
        int inside = 0;      // capitalised inside a sentence
        bool lower = false;  // written in lower case somewhere in the record
    };
    std::unordered_map<std::string, Uses> uses;
    for (size_t i = 0; i < toks.size(); ++i) {
        const Token& t = toks[i];
        if (!(t.lex & kLexVocab) || (t.lex & kClosedClasses) || t.text.size() < 4) continue;
        if (t.lower) uses[ascii_lower(t.text)].lower = true;
        else if (t.capitalised && inside_sentence(toks, in.text, i)) ++uses[ascii_lower(t.text)].inside;
    }
    for (size_t i = 0; i < toks.size(); ++i) {
        const Token& t = toks[i];
        if (!t.capitalised || !(t.lex & kLexVocab) || (t.lex & kClosedClasses) || t.text.size() < 4) continue;
        const auto u = uses.find(ascii_lower(t.text));
        if (u == uses.end() || u->second.lower || u->second.inside < 2) continue;
        add_span(out, t.start, t.end, "PERSON", "name.rare_capitalised", 0.7);
    }
}

}  // namespace synsema::redact
