// A town the gazetteer has, written right after a person or an organisation the rules found, is where
// they live or work: "Mrs Kirsteen Ohashi (née Sillars), Osaka;", "Notaire de famille : Me Quentin
// Grosjean, Pepinster.", "Mr Ieuan Whitcombe MRICS of Whitcombe Surveying,\nRaglan.". The party found
// first is what makes the word a place; alone, "Osaka" or "Pepinster" in prose could be anything a
// capital opens (a brand, a heading). One to three capitalised words, then the clause ends.
#include <cctype>
#include <string>

#include "lexicon.h"
#include "recognizers.h"

namespace synsema::redact {

namespace {

// A capital opening a word in lower case ("Osaka"; not an acronym, "IP", "AUSA"). A letter outside ASCII counts
// as a capital: the gazetteer decides.
bool capital_at(std::string_view text, size_t p) {
    return p + 1 < text.size() && (std::isupper(static_cast<unsigned char>(text[p])) || static_cast<unsigned char>(text[p]) >= 0xC3) &&
           !std::isupper(static_cast<unsigned char>(text[p + 1]));
}

// The end of a word of letters (UTF-8 letters included, inner hyphens and apostrophes) starting at p.
size_t word_end(std::string_view text, size_t p) {
    while (p < text.size() && (std::isalpha(static_cast<unsigned char>(text[p])) || static_cast<unsigned char>(text[p]) >= 0x80 ||
                               ((text[p] == '-' || text[p] == '\'') && p + 1 < text.size() && std::isalpha(static_cast<unsigned char>(text[p + 1])))))
        ++p;
    return p;
}

bool clause_ends_at(std::string_view text, size_t p) {
    return p >= text.size() || text[p] == ';' || text[p] == ',' || text[p] == ')' || text[p] == '\n' || text[p] == '\r' ||
           (text[p] == '.' && (p + 1 >= text.size() || text[p + 1] == ' ' || text[p + 1] == '\n'));
}

}  // namespace

void find_towns_after_parties(std::string_view text, const Lexicon& lex, Spans& out) {
    const size_t found = out.size();
    for (size_t k = 0; k < found; ++k) {
        const std::string_view category = out[k].category;
        if ((category != "PERSON" && category != "ORGANIZATION") || out[k].confidence < 0.8) continue;
        size_t p = out[k].end;
        if (p < text.size() && text[p] == ')') ++p;  // "(née Sillars), Osaka"
        // A comma and a blank or a line break, or a bracket: "Me Laurent Hauglustaine (Verviers)".
        if (text.compare(p, 2, ", ") != 0 && text.compare(p, 2, ",\n") != 0 && text.compare(p, 2, " (") != 0) continue;
        p += 2;
        const bool bracketed = text[p - 1] == '(';
        // One to three capitalised words making one town of the gazetteer.
        std::string phrase;
        size_t q = p, end = 0;
        for (int words = 0; words < 3 && capital_at(text, q); ++words) {
            const size_t e = word_end(text, q);
            if (e == q) break;
            phrase += (phrase.empty() ? "" : " ") + fold_word(text.substr(q, e - q));
            // (Not a country or a state: "…, Antigua" names no one's town.)
            if (lex.is_city(phrase) && !(lex.flags_folded(phrase) & kLexRegion) && (bracketed ? e < text.size() && text[e] == ')' : clause_ends_at(text, e))) end = e;
            if (e >= text.size() || text[e] != ' ') break;
            q = e + 1;
        }
        if (end == 0) continue;
        // A word of the language is the person's role or a remark ("Smith, Chair."), not a town: one-word
        // towns only where no word list has them.
        if (end - p == word_end(text, p) - p && lex.is_word(text.substr(p, end - p))) continue;
        add_span(out, p, end, "LOCATION", "address.town_after_party", 0.8);
    }
}

}  // namespace synsema::redact
