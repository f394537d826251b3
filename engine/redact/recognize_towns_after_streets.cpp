// The town after a street and its comma, where nothing closes the address: "27 Kowhai Street, Te Puke,
// with her aunt", "Nọmba 14, Okosi Road, Fegge,\nOnitsha", a neighbourhood between dashes after the house,
// "Rua Eduardo Ribeiro, 118 - Compensa - 69030-140"; or alone on the line under a street or an institution, as
// a letter's block ends ("War Memorial Hospital\nNavrongo\n\nDear …"). Runs after the address and organisation
// recognizers, whose spans it reads.
#include <cctype>
#include <cstring>

#include "lexicon.h"
#include "recognizers.h"

namespace synsema::redact {

// One or two capitalised words that no word list has as a word, a title, a month, a region or an
// institution's or a street's word, then a comma, a full stop or the line's end. Reads the ADDRESS
// spans from first_span on.
void find_towns_after_streets(const ScanInput& in, Spans& out, size_t first_span) {
    const std::string_view text = in.text;
    const size_t found = out.size();
    constexpr uint32_t kNotTown = kLexCommon | kLexVocab | kLexMorph | kLexStop | kLexMonth | kLexRegion | kLexOrgKeyword |
                                  kLexStreetAfter | kLexStreetBefore | kLexHonorificWord | kLexPlaceFollow;
    for (size_t k = first_span; k < found; ++k) {
        const Candidate street = out[k];
        const bool organisation = std::strcmp(street.category, "ORGANIZATION") == 0;
        if ((std::strcmp(street.category, "ADDRESS") != 0 && !organisation) || street.end + 3 >= text.size()) continue;
        // After its comma, or at the line's end as a letter's block writes the town under the street ("House No. 19,
        // Mpatamatu Section 26\nLuanshya\n\nDear …"; the town alone on its line then).
        size_t s_end = street.end;
        while (s_end < text.size() && (text[s_end] == ' ' || std::isdigit(static_cast<unsigned char>(text[s_end])))) ++s_end;
        const bool line_block = s_end < text.size() && text[s_end] == '\n' && s_end - street.end <= 5;
        // (An institution's line, as a letter's inside address names it, "War Memorial Hospital\nNavrongo\n\nDear …":
        // only the town alone on the next line.)
        // (Brazil parts the street's house, the neighbourhood and the postcode or the town with dashes: "Rua Eduardo
        // Ribeiro, 118 - Compensa - 69030-140".)
        const bool dashed = !organisation && !line_block && text.compare(street.end, 3, " - ") == 0 &&
                            std::isdigit(static_cast<unsigned char>(text[street.end - 1]));
        if ((text[street.end] != ',' || organisation) && !line_block && !dashed) continue;
        size_t p = line_block ? s_end : dashed ? street.end + 2 : street.end + 1;
        if (text[p] != ' ' && text[p] != '\n') continue;
        while (p < text.size() && (text[p] == ' ' || text[p] == '\n')) ++p;
        const size_t first = first_token_at(in.tokens, p);
        if (first >= in.tokens.size() || in.tokens[first].start != p) continue;
        size_t last = first;
        if (last + 1 < in.tokens.size() && in.tokens[last + 1].start == in.tokens[last].end + 1 && text[in.tokens[last].end] == ' ' &&
            in.tokens[last + 1].capitalised)
            ++last;
        bool town = true;
        for (size_t j = first; j <= last && town; ++j) {
            const Token& t = in.tokens[j];
            // An article may open the name ("Te Puke", "La Brea", "El Tigre").
            const bool article = j == first && last > first && t.text.size() <= 3 && !(t.lex & (kLexStop | kLexMonth));
            town = t.capitalised && (article || (!(t.lex & kNotTown) && (!(t.lex & (kLexGiven | kLexSurname)) || (t.lex & kLexCity))));
        }
        const size_t end = in.tokens[last].end;
        // A town the place list has, words of the language or not ("Proper Bay Road, Port Lincoln").
        if (!town && in.tokens[first].capitalised && in.tokens[last].capitalised &&
            (in.lex.flags_folded(fold_phrase(text.substr(p, end - p))) & kLexCity))
            town = true;
        // (A short word before its dot is an abbreviation, not a town ending the sentence: "Purok 3, Brgy. Sabang".)
        const bool abbreviation = end < text.size() && text[end] == '.' && last == first && in.tokens[first].text.size() <= 4;
        const bool closed = end == text.size() || text[end] == ',' || (text[end] == '.' && !abbreviation) || text[end] == '\n' ||
                            text[end] == '\r' || (dashed && text.compare(end, 3, " - ") == 0);
        // (On a line of its own under the street, the town closes its line and the block.)
        const bool own_line = end == text.size() || ((text[end] == '\n' || text[end] == '\r') && (end + 1 >= text.size() || text[end + 1] == '\n' ||
                                                                                            text[end + 1] == '\r'));
        if (line_block && (!own_line || !(in.lex.flags_folded(fold_phrase(text.substr(p, end - p))) & kLexCity))) continue;
        if (town && closed) add_span(out, p, end, "LOCATION", "address.town_after_street", 0.78);
    }
    // The postcode after a town found here: "ул. Боровая, д. 14, кв. 27, Бердск, 633010".
    find_postcodes_after_towns(text, out, found);
}

}  // namespace synsema::redact
