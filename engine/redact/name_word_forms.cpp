// Words whose form says what they are, before the name lists are asked: a given name's genitive in the
// languages that write it without an apostrophe, French elision, an English prefix and its hyphen, a
// country's people named by the country and an "n", and Spanish and Portuguese abstract nouns in the plural.
#include <cctype>
#include <optional>
#include <string>
#include <string_view>

#include "name_scanner.h"
#include "word_set.h"

namespace synsema::redact::name_scan {

std::optional<Evidence> NameScanner::form_evidence(size_t i, bool listed, bool caps) const {
    const Token& t = toks_[i];
    const std::string_view s = t.text;
    // A given name's genitive outside English, which writes no apostrophe: "Skicka Lasses personnummer",
    // "Annas Mutter".
    if (!listed && german_ && !caps && s.size() >= 5 && s.back() == 's' && (in_.lex.flags(s.substr(0, s.size() - 1)) & kLexGiven))
        return Strong;
    // French (and Catalan, Italian) elision before a word in lower case: "c'est", "Quelqu'un", "L'enfant",
    // "D'accord" (a name keeps its capital after the apostrophe: "D'Souza", "O'Brien").
    if (const size_t apostrophe = s.find('\''); apostrophe != std::string_view::npos && apostrophe + 1 < s.size() &&
                                                  std::islower(static_cast<unsigned char>(s[apostrophe + 1]))) {
        static const WordSet kElided = {"c", "d", "j", "l", "m", "n", "s", "t", "qu", "jusqu", "lorsqu", "puisqu", "quelqu"};
        if (kElided.count(ascii_lower(s.substr(0, apostrophe)))) return None;
    }
    // A prefix before a word of the language: "co-operate", "re-admitted", "Non-Insured".
    if (const size_t hyphen = s.find('-'); hyphen != std::string_view::npos && hyphen > 0 && hyphen + 1 < s.size()) {
        static const WordSet kPrefixes = {"co", "re", "pre", "non", "ex", "anti", "self", "semi", "sub", "post", "inter",
                                          "multi", "over", "under", "mid", "de", "un"};
        if (kPrefixes.count(ascii_lower(s.substr(0, hyphen))) && in_.lex.is_word(s.substr(hyphen + 1))) return None;
    }
    // A hyphenated word whose last part is in lower case is a word of the language with its article or a
    // compound, not a name ("Ende-zu-Ende-verschlüsselt", Genoese "Bonn-a", Kwéyòl "Papyé-a"); one whose last part
    // is a number's or a card's word is a label ("Steuer-ID", "SV-Nummer", "Kunden-Nr").
    if (const size_t hyphen = s.rfind('-'); hyphen != std::string_view::npos && hyphen > 0 && hyphen + 1 < s.size()) {
        const std::string_view last = s.substr(hyphen + 1);
        static const WordSet kNumberWords = {"ID", "Nr", "Nummer", "Karte", "Card", "No"};
        // (Not a romanised given name of two short syllables, "Min-jun", "Yu-ting", "Soo-yeon"; nor a name with its
        // case ending, Sylheti "Chowdhury-r", Karaim "Lobanos-nun"; nor a title, Gaelic "Bean-phòsta".)
        // (Maltese's article before its noun is no syllable: "Il-kap", "Is-sala".)
        static const WordSet kMalteseArticles = {"Il", "Is", "It", "Id", "In", "Ir", "Ix", "Iż", "Iz", "Iċ", "Ic", "L"};
        // (A word said twice is a word of the language, "Boda-boda", "Sami-sami", not two syllables of a name.)
        const bool doubled = ascii_lower(s.substr(0, hyphen)) == ascii_lower(last);
        const bool syllables = hyphen <= 4 && last.size() <= 4 && s.find('-') == hyphen && !kMalteseArticles.count(s.substr(0, hyphen)) &&
                               !doubled;
        const bool name_before = last.size() <= 3 && (in_.lex.flags(s.substr(0, hyphen)) & (kLexGiven | kLexSurname)) != 0;
        if (std::isupper(static_cast<unsigned char>(s[0])) && std::islower(static_cast<unsigned char>(last[0])) && !name_before &&
            !syllables && !(t.lex & kLexHonorificWord))
            return None;
        if (kNumberWords.count(last)) return None;
    }
    // A country's people, its name and an "n" ("Tongan", "Samoan", "Sri Lankan") that the dictionary lacks.
    if (!listed && s.size() > 4 && s.back() == 'n' && s[s.size() - 2] == 'a') {
        const std::string_view country = s.substr(0, s.size() - 1);
        if (in_.lex.flags(country) & kLexRegion) return None;
        // ... of two words: "Sri Lankan".
        if (i > 0 && toks_[i - 1].end + 1 == t.start &&
            (in_.lex.flags_folded(fold_phrase(std::string(toks_[i - 1].text) + " " + std::string(country))) & kLexRegion))
            return None;
    }
    // Spanish and Portuguese abstract nouns in the plural, by their endings ("Autorizaciones", "Prestações",
    // "Actividades"): a department's or a heading's words, never a person's name. (Plural only: "Concepción" and
    // "Asunción" are given names.)
    if (!listed && !caps && s.size() >= 8) {
        for (const std::string_view ending : {"ciones", "siones", "ções", "sões", "idades", "mientos", "mentos", "encias", "ências"})
            if (s.size() > ending.size() + 2 && s.substr(s.size() - ending.size()) == ending) return None;
    }
    return std::nullopt;
}

}  // namespace synsema::redact::name_scan
