// Towns that a record's layout names, where no street or postcode is beside them:
// - a letter's dateline, the town before the date at a line's start ("Oranjestad, December 1, 2026",
//   "Lerwick, 27 November 2026");
// - a town in brackets after an organisation or a person ("Daal & Courtar Advocaten (Philipsburg)",
//   "Student Services (Perth)"), as records place a branch or a home;
// - a village named with the word "village" after it ("a resident of Mechitiw village").
// Only a town of the gazetteer (cities.txt) that is no word of the language and, in brackets, no given
// name or surname ("(Florence)" may be what someone is called, "(Parkinson)" an eponym).
#include <cctype>

#include "lexicon.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

// The town a phrase of one or two capitalised words names, by the gazetteer.
bool gazetteer_town(const ScanInput& in, std::string_view phrase, bool allow_names) {
    if (!in.lex.is_city(fold_phrase(phrase))) return false;
    if (phrase.find(' ') != std::string_view::npos) return true;  // a town of two words is no word
    const uint32_t f = in.lex.flags(phrase);
    if (f & (kLexCommon | kLexVocab | kLexMorph | kLexStop | kLexMonth | kLexRegion | kLexOrgKeyword)) return false;
    return allow_names || !(f & (kLexGiven | kLexSurname));
}

}  // namespace

void find_town_layouts(const ScanInput& in, Spans& out) {
    const std::string_view text = in.text;
    // The dateline: one or two capitalised words, a comma, then a day or a month.
    static const Regex dateline(R"((\p{Lu}[\p{L}\p{M}'’-]+(?:[ ]\p{Lu}[\p{L}\p{M}'’-]+)?),[ ]+(?=\d{1,2}[ .]|\p{L}))");
    for (size_t line = 0; line < text.size();) {
        const size_t next = text.find('\n', line);
        const size_t end = next == std::string_view::npos ? text.size() : next;
        Match m;
        if (end - line >= 8 && std::isupper(static_cast<unsigned char>(text[line])) && dateline.match_at(text.substr(0, end), line, &m)) {
            // The rest of the line is a date: a day first, or a month's word, then a number (a year or a day).
            const size_t after = m.end();
            const size_t first = first_token_at(in.tokens, after);
            const bool month = first < in.tokens.size() && in.tokens[first].start == after &&
                               (in.tokens[first].lex & (kLexMonth | kLexIntlMonth));
            const bool day = std::isdigit(static_cast<unsigned char>(text[after])) && first < in.tokens.size() &&
                             in.tokens[first].start < end && (in.tokens[first].lex & (kLexMonth | kLexIntlMonth));
            const size_t tail = end - after;
            if ((month || day) && tail <= 30 && gazetteer_town(in, m.text(1), true))
                add_span(out, m.start(1), m.end(1), "LOCATION", "place.dateline", 0.85);
        }
        if (next == std::string_view::npos) break;
        line = next + 1;
    }
    // A village named with the word after it, as English writes one no gazetteer holds ("a resident of
    // Mechitiw village", "born in Kanyama Village"): one or two capitalised words no word list has.
    for (size_t i = 0; i < in.tokens.size(); ++i) {
        const Token& t = in.tokens[i];
        if (t.text != "village" && t.text != "Village") continue;
        if (i == 0 || in.tokens[i - 1].end + 1 != t.start || text[in.tokens[i - 1].end] != ' ') continue;
        size_t first = i - 1;
        if (first > 0 && in.tokens[first - 1].end + 1 == in.tokens[first].start && text[in.tokens[first - 1].end] == ' ' &&
            in.tokens[first - 1].capitalised && !in.lex.is_word(in.tokens[first - 1].text))
            --first;
        bool named = true;
        for (size_t k = first; k < i; ++k)
            named = named && in.tokens[k].capitalised && !in.lex.is_word(in.tokens[k].text) &&
                    !(in.tokens[k].lex & (kLexProper | kLexStop | kLexMonth | kLexRegion | kLexOrgKeyword | kLexHonorificWord));
        if (named) add_span(out, in.tokens[first].start, in.tokens[i - 1].end, "LOCATION", "place.village", 0.82);
    }
    // In brackets: "(Philipsburg)", "(Te Puke)"; tried only at the opening brackets.
    static const Regex bracketed(R"(\((\p{Lu}[\p{L}\p{M}'’-]+(?:[ ]\p{Lu}[\p{L}\p{M}'’-]+)?)\))");
    // Not in capitals (an acronym: "(WA)", "(GIC)"), nor after a degree (its university's town: "MBBS (Jaffna)").
    bracketed.for_each_near(text, '(', 0, [&](const Match& m) {
        const std::string_view town = m.text(1);
        if (town.size() < 2 || !std::islower(static_cast<unsigned char>(town[1]))) return true;
        const size_t before = first_token_at(in.tokens, m.start());
        if (before > 0 && (in.tokens[before - 1].lex & kLexDegree) && m.start() - in.tokens[before - 1].end <= 1) return true;
        if (gazetteer_town(in, town, false)) add_span(out, m.start(1), m.end(1), "LOCATION", "place.bracketed_town", 0.8);
        return true;
    });
}

}  // namespace synsema::redact
