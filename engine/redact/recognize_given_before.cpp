// A given name that is also a word ("Memory Banda", "Gift Mlenga", "Blessings Phiri") right before
// a surname the rules are sure of: the name recognizer leaves the word out, since "Memory" alone is
// no name. Before an unusual surname, and where a list or a field opens the name (a line's start, a
// comma, a semicolon, a colon, a bracket or "and") and closes it, the capitalised word is the
// person's given name.
#include <string_view>

#include "recognizers.h"
#include "text_scan.h"

namespace synsema::redact {

namespace {

// A list's or a field's opening before pos (blanks skipped): the text's start, a line break, ',', ';',
// ':', '(' or the word "and".
bool opens_list_item(std::string_view text, size_t pos) {
    while (pos > 0 && (text[pos - 1] == ' ' || text[pos - 1] == '\t')) --pos;
    if (pos == 0) return true;
    const char c = text[pos - 1];
    if (c == '\n' || c == ',' || c == ';' || c == ':' || c == '(') return true;
    return pos >= 4 && text.substr(pos - 3, 3) == "and" && (text[pos - 4] == ' ' || text[pos - 4] == '\n');
}

// A list's or a field's close after pos (blanks skipped): the text's end, a line break, ',', ';',
// '(', ')' or "and"; not a sentence going on ("Escort Leesee works for…").
bool closes_list_item(std::string_view text, size_t pos) {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
    if (pos >= text.size()) return true;
    const char c = text[pos];
    if (c == '\n' || c == '\r' || c == ',' || c == ';' || c == '(' || c == ')') return true;
    return text.compare(pos, 4, "and ") == 0 || text.compare(pos, 2, "& ") == 0;
}

constexpr uint32_t kNotAGivenName = kLexStop | kLexHonorificWord | kLexWeakHonorific | kLexRelation | kLexSalutation |
                                    kLexReporting | kLexEponym | kLexPlaceFollow | kLexMonth | kLexRegion | kLexOrgKeyword |
                                    kLexDegree | kLexForeignFunction | kLexParticle | kLexIntlMonth | kLexIntlWeekday |
                                    kLexRelativeDay | kLexCity;

}  // namespace

void find_given_names_before_surnames(const ScanInput& in, Spans& out, size_t first_span) {
    const auto& toks = in.tokens;
    const size_t found = out.size();
    for (size_t k = first_span; k < found; ++k) {
        const Candidate c = out[k];
        if (std::string_view(c.category) != "PERSON" || c.confidence < 0.6) continue;
        // The surname: one word, capitalised, no word of the language ("Banda", "Mlenga").
        const size_t s = first_token_at(toks, c.start);
        if (s == 0 || s >= toks.size() || toks[s].start != c.start || toks[s].end != c.end) continue;
        const Token& surname = toks[s];
        if (!(surname.capitalised || surname.all_caps) || (surname.lex & (kLexCommon | kLexVocab | kLexProper)) ||
            surname.text.size() < 4)
            continue;
        // The given name: the word right before, in the same shape, one space between.
        const Token& given = toks[s - 1];
        if (given.end + 1 != surname.start || in.text[given.end] != ' ') continue;
        if (surname.all_caps ? !given.all_caps : !given.capitalised) continue;
        size_t letters = 0;  // characters, not bytes ("До" is no given name)
        for (const char b : given.text) letters += (static_cast<unsigned char>(b) & 0xC0) != 0x80;
        if ((given.lex & kNotAGivenName) || letters < 3 || is_name_stopword(given.text)) continue;
        if (!opens_list_item(in.text, given.start) || !closes_list_item(in.text, surname.end)) continue;
        // Two words make a name surer than its surname alone; a surname already sure makes it sure.
        add_span(out, given.start, surname.end, "PERSON", "name.given_before", c.confidence >= 0.85 ? 0.92 : c.confidence + 0.15);
    }
}

}  // namespace synsema::redact
