// A party or a person listed with the identity number in brackets after the name, as
// pleadings, statutory declarations and police forms list them:
//   "1. MOHD FAIZAL BIN ABDUL RAHIM (NRIC No.: 880412-12-5671)"   PERSON
//   "TAN KOK WEI (NRIC No.: 760305-13-5319)", "Juan Pérez (DNI 30.123.456)"
// The bracket's label names a person's document (an identity card, a passport, a national
// number), never a company's register ("(Company No. …)"), so the words before it are a name
// even when no list has them or they are words of the language ("TAN", "KOK").
#include <string>
#include <vector>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

// Words a name is made of: capitalised or in capitals ("BIN" too), or a particle between its parts
// ("binti", "van", "de").
bool name_word(const Token& t) {
    if (t.capitalised || t.all_caps) return !(t.lex & kLexOrgKeyword);
    return (t.lex & kLexParticle) != 0;
}

}  // namespace

void find_names_before_ids(const ScanInput& in, Spans& out) {
    static const Regex label(
        R"(\((?:(?:NRIC|NIC|CNIC|MyKad|KTP|NIK|DNI|NIE|CPF|RUT|CURP|Aadhaar|Passport|Pasport)(?:[ ]?(?:No|Nr|Num|Number)\.?)?|)"
        // "IC" and "ID" also abbreviate a code and a document's number: only with "No" or a colon.
        R"((?:I/C|IC|K/P|ID)(?:[ ]?(?:No|Nr|Number)\.?[ ]?:?|[ ]?:))[ ]?[:.]?[ ]?[A-Z]{0,2}\d)",
        StartBytes{"("});
    const std::string_view text = in.text;
    const auto& toks = in.tokens;
    std::vector<size_t> brackets;
    for (size_t p = text.find(" ("); p != std::string_view::npos; p = text.find(" (", p + 2)) brackets.push_back(p + 1);
    label.for_each_at(text, brackets, [&](const Match& m) {
        // The words right before the bracket, one blank apart, back to the first that is no name's.
        const size_t after = first_token_at(toks, m.start());  // the first token inside the bracket
        size_t first = after, proper = 0, language = 0;
        size_t boundary = m.start() - 1;  // the blank before the bracket
        while (first > 0 && after - first < 7) {
            const Token& t = toks[first - 1];
            if (t.end != boundary || text[boundary] != ' ' || !name_word(t)) break;
            --first;
            boundary = t.start > 0 ? t.start - 1 : 0;
            if (!(t.lex & (kLexCommon | kLexVocab)) || (t.lex & (kLexGiven | kLexSurname))) ++proper;
            if ((t.lex & (kLexCommon | kLexVocab)) && !(t.lex & (kLexGiven | kLexSurname))) ++language;
            if (t.start == 0) break;
        }
        // Words of the language are a heading's or a phrase's ("GRAVELY DISABLED PERSON (IC …)"): one at most.
        if (after - first < 2 || proper == 0 || language > 1) return true;
        // The name opens its line, or follows a list number, a colon or a comma.
        size_t b = toks[first].start;
        while (b > 0 && text[b - 1] == ' ') --b;
        const char before = b == 0 ? '\n' : text[b - 1];
        if (before != '\n' && before != '.' && before != ':' && before != ',' && before != ')') return true;
        add_span(out, toks[first].start, toks[after - 1].end, "PERSON", "name.before_id", 0.86);
        return true;
    });
}

}  // namespace synsema::redact
