// A rare word the record always capitalises inside its sentences is a proper noun there:
//   "Today at lunchtime Nikau punched another student … Nikau told Whaea Moana"   PERSON (review)
// The large word lists hold many names of plants, peoples and places as words ("nikau", a palm;
// "kauri", "totara"), so the allow-list inversion would never make them candidates. A record that
// writes one with a capital twice or more inside a sentence, and never in lower case, uses it as a
// name. Only words outside the everyday dictionary (wamerican), in a record guessed English (German
// capitalises its nouns), not a word the dictionary itself writes capitalised ("Medicaid": a program,
// whatever the record says of it), and not a word of any closed class (months, titles, places, kin).
#include <algorithm>
#include <string>
#include <unordered_map>
#include <vector>

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

// A program's or a brand's name run together with an everyday word after its inner capital ("PhilHealth",
// "SoonerCare"); a name's inner capital opens a name ("DeShawn", "McDonald").
bool brand_compound(const Lexicon& lex, std::string_view w) {
    for (size_t k = 2; k + 4 <= w.size(); ++k)
        if (w[k] >= 'A' && w[k] <= 'Z' && w[k - 1] >= 'a' && w[k - 1] <= 'z') {
            const uint32_t f = lex.flags(w.substr(k));
            return (f & kLexCommon) && !(f & (kLexGiven | kLexSurname));
        }
    return false;
}

}  // namespace

void find_rare_capitalised_words(const ScanInput& in, Spans& out) {
    if (in.language != Language::English) return;
    const auto& toks = in.tokens;
    // Pass 1: the rare words capitalised inside a sentence, and how often (few, or none, per record).
    std::unordered_map<std::string, int> inside;
    for (size_t i = 0; i < toks.size(); ++i) {
        const Token& t = toks[i];
        if (!t.capitalised || !(t.lex & kLexVocab) || (t.lex & kClosedClasses) || t.text.size() < 4 || brand_compound(in.lex, t.text)) continue;
        // (An abbreviation before its number's word: "Regn. No. TN 32 AQ 7716".)
        if (in.text.compare(t.end, 5, ". No.") == 0 || in.text.compare(t.end, 5, ". No ") == 0 || in.text.compare(t.end, 5, ". Nr.") == 0) continue;
        if (inside_sentence(toks, in.text, i)) ++inside[ascii_lower(t.text)];
    }
    std::vector<std::string> names;
    for (const auto& [word, uses] : inside)
        if (uses >= 2) names.push_back(word);
    if (names.empty()) return;
    // Pass 2: none of them written in lower case anywhere in the record.
    for (const Token& t : toks) {
        if (!t.lower || !(t.lex & kLexVocab)) continue;
        for (auto it = names.begin(); it != names.end(); ++it)
            if (it->size() == t.text.size() && ascii_lower(t.text) == *it) {
                names.erase(it);
                break;
            }
        if (names.empty()) return;
    }
    for (const Token& t : toks) {
        if (!t.capitalised || t.text.size() < 4 || !(t.lex & kLexVocab)) continue;
        const std::string w = ascii_lower(t.text);
        if (std::find(names.begin(), names.end(), w) != names.end())
            add_span(out, t.start, t.end, "PERSON", "name.rare_capitalised", 0.7);
    }
}

}  // namespace synsema::redact
