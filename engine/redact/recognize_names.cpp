// Person names, as Philter does it: every token that is not a word of the
// language (wamerican, the shipped medical/legal vocabulary, or an inflection
// of either) is a name candidate, in lower case too; a gazetteer hit
// (given-names.txt, surnames.txt) makes it a stronger one. Context raises a
// candidate to "redact": a label or table column that names a person, an
// honorific, a salutation, a sign-off or signature, a speaker line, a degree
// after the name, "LAST, FIRST", "c/o", a family or role word, a reporting
// verb. A candidate with no context goes to "review" (never dropped). Words
// of the language are names only in context ("Patient: Frank Miller",
// "Dear Grace,"). Mentions elsewhere are found later by propagation.
// How much a token alone says "name".
#include <string>
#include <vector>

#include "name_scanner.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

using name_scan::NameScanner;

// "Last name H-O-A-N-G", "that's spelled K-E-A-R-N-E-Y": a word spelled out letter by
// letter after the words "name" or "spell" on its line is a name given for the record.
void find_spelled_out_names(const ScanInput& in, Spans& out) {
    static const Regex spelled(R"((?<![\w-])[A-Za-z](?:-[A-Za-z]){2,}(?![\w-]))");
    spelled.for_each_near(in.text, '-', 1, [&](const Match& m) {
        size_t ls = line_start(in.text, m.start());
        std::string before = ascii_lower(in.text.substr(ls, m.start() - ls));
        if (before.find("name") != std::string::npos || before.find("spell") != std::string::npos)
            add_span(out, m.start(), m.end(), "PERSON", "name.spelled_out", 0.9);
        return true;
    });
}

// "Qəbul etdi: N. Səfərli", "ekspert: T. Babayev", "Witness : Ch. Nagamani": an initial (or two) and a
// surname as a form's whole value after its colon, in any language. The surname is no word of the
// language unless a name list has it, and the value ends with the surname (a comma, a bracket or the
// line's end), so "Ref: P. Box 12" or "Note: A. Smith Street" are not taken.
void find_initialed_values(const ScanInput& in, Spans& out) {
    static const Regex initialed(
        R"((?<=:)[ \t]+((?:[A-Z][a-z]?\.[ ]?){1,2}(\p{Lu}[\p{Ll}'’]{2,}(?:-\p{Lu}[\p{Ll}'’]+)?))(?=[ \t]*(?:[,;(]|\r?\n|$)))",
        StartBytes{" \t"});
    std::vector<size_t> after_colon;  // tried only right after each colon
    for (size_t at = in.text.find(':'); at != std::string_view::npos; at = in.text.find(':', at + 1)) after_colon.push_back(at + 1);
    initialed.for_each_at(in.text, after_colon, [&](const Match& m) {
        const uint32_t f = in.lex.flags(m.text(2));
        if ((f & (kLexCommon | kLexVocab | kLexStop | kLexCity | kLexRegion | kLexMonth)) && !(f & (kLexSurname | kLexGiven)))
            return true;
        add_span(out, m.start(1), m.end(1), "PERSON", "name.initialed_value", 0.88);
        return true;
    });
}

// A maiden name in brackets after a name: "PRISCILLA IANTHE VENTOUR (born FLEARY)", "Mary Ebanks (née Whittaker)".
// (Not a place of birth: "(born Kingston)" names a town the list has.)
void find_bracketed_maiden_names(const ScanInput& in, Spans& out) {
    static const Regex maiden(R"(\((?:born|née|nee|geb\.|geborene)[ ](\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+)?)\))", StartBytes{"("});
    for (std::string_view word : {"(born ", "(née ", "(nee ", "(geb. ", "(geborene "})
        for (size_t at = in.text.find(word); at != std::string_view::npos; at = in.text.find(word, at + 1)) {
            Match m;
            if (!maiden.match_at(in.text, at, &m)) continue;
            if ((in.lex.flags(m.text(1)) & (kLexCity | kLexRegion | kLexMonth | kLexStop)) || in.lex.is_city(fold_phrase(m.text(1))) ||
                is_region_name(m.text(1)))
                continue;
            add_span(out, m.start(1), m.end(1), "PERSON", "name.maiden_bracketed", 0.86);
        }
}

}  // namespace

void find_persons(const ScanInput& in, Spans& out) {
    NameScanner scan(in, out);
    scan.fields();
    scan.honorifics();
    scan.salutations();
    scan.sign_offs();
    scan.relations();
    scan.phrases();
    scan.speakers();
    scan.repeated_chat_senders();
    scan.tabbed_chat_senders();
    scan.sender_lines();
    scan.nicknames();
    scan.native_script_names();
    scan.respect_words();
    scan.transcript_answers();
    scan.parties();
    scan.sequences();
    find_spelled_out_names(in, out);
    find_initialed_values(in, out);
    find_bracketed_maiden_names(in, out);
}

}  // namespace synsema::redact
