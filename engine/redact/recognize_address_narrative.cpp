// Places a narrative names without a house number: a street after "on" or "along" ("the credit union
// on Coliseum Blvd N", "over on Shaw Avenue", "on frankfort avenue"), and a room or a unit of a named
// building ("Magnolia Bend Assisted Living, Room 114"). A statement, a transcript or
// a care record says where a person lives or was this way as often as a form writes a street address.
#include <algorithm>
#include <cctype>
#include <string_view>
#include <vector>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_narrative_addresses(const ScanInput& in, Spans& out) {
    const std::string_view text = in.text;
    const auto& toks = in.tokens;
    // "on Coliseum Blvd N": the preposition, one to three capitalised words, the street's type word in
    // title case, and perhaps a directional.
    // In speech to text all in lower case ("to the bank on frankfort avenue"), the name's words must be
    // no words of the language.
    for (size_t i = 2; i < toks.size(); ++i) {
        const Token& type = toks[i];
        if (!(type.capitalised || type.lower) || !(type.lex & kLexStreetAfter) || type.text.size() < 2) continue;
        const auto name_word = [&](const Token& t) {
            return type.capitalised ? t.capitalised && !(t.lex & (kLexStreetAfter | kLexStop))
                                    : t.lower && !(t.lex & (kLexStreetAfter | kLexStop | kLexCommon | kLexVocab | kLexMorph)) &&
                                          t.text.size() >= 3;
        };
        size_t first = i;
        while (first > 0 && i - first < 3 && name_word(toks[first - 1]) && toks[first - 1].end + 1 == toks[first].start &&
               text[toks[first - 1].end] == ' ')
            --first;
        if (first == i || first == 0) continue;
        // (The name may open the next line: "the credit union on\nColiseum Blvd N".)
        const Token& prep = toks[first - 1];
        const std::string_view gap = text.substr(prep.end, toks[first].start - prep.end);
        if (gap.empty() || gap.size() > 16 || gap.find_first_not_of(" \t\n") != std::string_view::npos ||
            std::count(gap.begin(), gap.end(), '\n') > 1)
            continue;
        const std::string_view p = prep.text;
        if (p != "on" && p != "along" && p != "onto" && p != "off") continue;
        size_t end = type.end;
        if (end < text.size() && text[end] == '.') ++end;
        // A directional after the type: "Coliseum Blvd N".
        if (end + 2 <= text.size() && text[end] == ' ' && std::string_view("NSEW").find(text[end + 1]) != std::string_view::npos &&
            (end + 2 == text.size() || !std::isalnum(static_cast<unsigned char>(text[end + 2]))))
            end += 2;
        add_span(out, toks[first].start, end, "ADDRESS", "address.narrative_street", 0.82);
    }
    // "Magnolia Bend Assisted Living, Room 114", "Senior Apts, unit 310": a room or a unit after a named
    // building and its comma; and a planned town's sector after one ("… Specialty Hospital, Sector 16").
    // (Tried only right after a comma and its blank, where it can start, not at every word's start.)
    static const Regex room(R"((?i:room|unit|apartment|apt\.?|flat|suite|sector)[ ]\d{1,4}[A-Z]?(?![\w]|\.\d))");
    for (size_t comma = text.find(", "); comma != std::string_view::npos; comma = text.find(", ", comma + 2)) {
        const size_t at = comma + 2;
        Match m;
        if (comma == 0 || at >= text.size() || std::string_view("RrUuAaFfSs").find(text[at]) == std::string_view::npos ||
            !room.match_at(text, at, &m))
            continue;
        // The word before the comma opens with a capital: a building's name, not a clause.
        size_t w = comma;
        while (w > 0 && (std::isalpha(static_cast<unsigned char>(text[w - 1])) || text[w - 1] == '.')) --w;
        if (w < comma && std::isupper(static_cast<unsigned char>(text[w]))) add_span(out, m.start(), m.end(), "ADDRESS", "address.room", 0.82);
    }
}

}  // namespace synsema::redact
