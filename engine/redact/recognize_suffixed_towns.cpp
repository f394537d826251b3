// A town with its case ending joined by an apostrophe, as Turkish writes the endings of proper names:
// "Rize'deki büro" (the office in Rize), "İstanbul'da", "Ankara'ya", "Hopa'dan". The town alone is the
// place (the ending is grammar, as the annotation guide leaves a preposition out); the town list decides.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "lexicon.h"
#include "recognizers.h"
#include "word_set.h"

namespace synsema::redact {

void find_suffixed_towns(const ScanInput& in, Spans& out) {
    // Turkish case and derivational endings written after an apostrophe: locative, ablative, dative,
    // accusative, genitive, "with", "of", "-ish" and "the one in".
    static const WordSet kEndings = {
        "da",  "de",  "ta",  "te",  "dan", "den", "tan", "ten", "daki", "deki", "taki", "teki", "ya", "ye", "a", "e", "yı",
        "yi",  "yu",  "yü",  "ı",   "i",   "u",   "ü",   "nın", "nin",  "nun",  "nün",  "ın",  "in", "un", "ün", "la", "le",
        "yla", "yle", "lı",  "li",  "lu",  "lü",  "ca",  "ce",  "dır",  "dir",  "ndan", "nden", "na", "ne"};
    std::vector<size_t> towns;  // the tokens' starts, in order
    for (const Token& t : in.tokens) {
        if (!t.capitalised || t.text.size() < 5) continue;
        size_t apostrophe = t.text.find('\'');
        size_t width = 1;
        if (apostrophe == std::string_view::npos) {
            apostrophe = t.text.find("\xE2\x80\x99");  // ’
            width = 3;
        }
        if (apostrophe == std::string_view::npos || apostrophe < 3) continue;
        const std::string_view town = t.text.substr(0, apostrophe);
        if (!kEndings.count(t.text.substr(apostrophe + width))) continue;
        if (!in.lex.is_city(fold_phrase(town)) || (in.lex.flags(town) & (kLexCommon | kLexVocab | kLexGiven | kLexSurname))) continue;
        add_span(out, t.start, t.start + apostrophe, "LOCATION", "address.suffixed_town", 0.9);
        towns.push_back(t.start);
    }
    // The name scanner, which ran before, takes such a token for a person ("Rize'deki" being no word): the town
    // is what it names.
    if (towns.empty()) return;
    out.erase(std::remove_if(out.begin(), out.end(),
                             [&](const Candidate& s) {
                                 return std::string_view(s.category) == "PERSON" && std::binary_search(towns.begin(), towns.end(), s.start) &&
                                        s.end <= s.start + 64 && in.text.substr(s.start, s.end - s.start).find(' ') == std::string_view::npos;
                             }),
              out.end());
}

}  // namespace synsema::redact
