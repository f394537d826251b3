// A town with its case ending joined by an apostrophe, as Turkish writes the endings of proper names:
// "Rize'deki büro" (the office in Rize), "İstanbul'da", "Ankara'ya", "Hopa'dan". The town alone is the
// place (the ending is grammar, as the annotation guide leaves a preposition out); the town list decides.
// Hungarian joins its endings with no mark ("Salgótarjánba"): read in a Hungarian text only (below).
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "lexicon.h"
#include "recognizers.h"
#include "text_scan.h"
#include "word_set.h"

namespace synsema::redact {

namespace {
// Hungarian joins its case endings to the town with no mark: "Salgótarjánba" (into), "Nagylócrúl" (from, as
// Palóc says "-ról"), "Szegeden", "Pápára" (a closing vowel lengthened). Only in a text with Hungarian's own
// letters (ő, ű), and only where the word less its ending is a town the list has and the whole word is none.
void hungarian_suffixed_towns(const ScanInput& in, Spans& out, std::vector<size_t>& towns) {
    if (!has_hungarian_letters(in.text)) return;
    // Longest first: the first ending that leaves a town is the one.
    static const std::string_view kEndings[] = {"ból", "ből", "ról", "ről", "rúl", "rül", "tól", "től", "túl", "nál", "nél",
                                                "hoz", "hez", "höz", "ban", "ben", "ért", "ba",  "be",  "ra",  "re",  "on",
                                                "en",  "ön",  "ig"};
    for (const Token& t : in.tokens) {
        if (!t.capitalised || t.text.size() < 6 || t.text.find('\'') != std::string_view::npos || in.lex.flags(t.text) != 0) continue;
        for (std::string_view ending : kEndings) {
            if (t.text.size() < ending.size() + 4 || t.text.substr(t.text.size() - ending.size()) != ending) continue;
            std::string town(t.text.substr(0, t.text.size() - ending.size()));
            const bool known = in.lex.is_city(fold_phrase(town)) ||
                               // (A closing "a" or "e" lengthens before the ending: "Pápára", "Egerre" aside.)
                               ((town.ends_with("\xC3\xA1") || town.ends_with("\xC3\xA9")) &&
                                in.lex.is_city(fold_phrase(town.substr(0, town.size() - 2) + (town.ends_with("\xC3\xA1") ? "a" : "e"))));
            if (!known || (in.lex.flags(town) & (kLexCommon | kLexVocab | kLexGiven | kLexSurname))) continue;
            add_span(out, t.start, t.start + town.size(), "LOCATION", "address.suffixed_town", 0.88);
            towns.push_back(t.start);
            break;
        }
    }
}
}  // namespace

void find_suffixed_towns(const ScanInput& in, Spans& out) {
    // Turkish case and derivational endings written after an apostrophe: locative, ablative, dative,
    // accusative, genitive, "with", "of", "-ish" and "the one in".
    static const WordSet kEndings = {
        "da",  "de",  "ta",  "te",  "dan", "den", "tan", "ten", "daki", "deki", "taki", "teki", "ya", "ye", "a", "e", "yı",
        "yi",  "yu",  "yü",  "ı",   "i",   "u",   "ü",   "nın", "nin",  "nun",  "nün",  "ın",  "in", "un", "ün", "la", "le",
        "yla", "yle", "lı",  "li",  "lu",  "lü",  "ca",  "ce",  "dır",  "dir",  "ndan", "nden", "na", "ne"};
    std::vector<size_t> towns;  // the tokens' starts
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
    hungarian_suffixed_towns(in, out, towns);
    std::sort(towns.begin(), towns.end());
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
