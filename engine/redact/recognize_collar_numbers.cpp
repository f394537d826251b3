// A police officer's number in brackets or after a hash, after the ranked name: "PC Owain Prydderch
// (5521)", "Sgt C. Bevan (1940)", "Sgt. Colleen Mulcahy #2087". Forces write the collar (shoulder) or
// badge number so, and it names the officer as the name does. Only after a rank, which the bracketed
// number of a person in any other record is not ("Mrs Ward (62)" is an age); without one, only a
// number after a hash ("Avery Twiford (#N31)", "(patrol #217)").
#include <cstring>

#include "labels.h"
#include "recognizers.h"
#include "regex.h"
#include "text_scan.h"

namespace synsema::redact {

namespace {

// The rank in the person's span or the word right before it.
bool ranked(const ScanInput& in, const Candidate& person) {
    const size_t first = first_token_at(in.tokens, person.start);
    if (first < in.tokens.size() && in.tokens[first].start < person.end && is_police_rank(in.tokens[first].text)) return true;
    if (first == 0) return false;
    const Token& before = in.tokens[first - 1];
    const std::string_view gap = in.text.substr(before.end, person.start - before.end);
    return gap.size() <= 2 && gap.find('\n') == std::string_view::npos && is_police_rank(before.text);
}

}  // namespace

void find_collar_numbers(const ScanInput& in, Spans& out, size_t first_span) {
    // In brackets, or after a hash ("Sgt. Colleen Mulcahy #2087", as US forces write a badge number).
    // (Up to two blanks, one after the hash, or the hash at the next line's start: what OCR makes of a fax's
    // spacing and line ends, "Sgt. Colleen Mulcahy\n#2087".)
    // A small force writes "no." in the brackets, and numbers from 1 ("PS Gillian Benjamin (no. 6)").
    static const Regex number(
        R"((?:[ ]{0,2}\((?:(#?[0-9]{2,6})|[Nn]o\.?[ ]?([0-9]{1,6}))\)|(?:[ ]{0,2}|[ ]*\n)(#[ ]?[0-9]{2,6})(?![\w])))");
    // Without a rank, only a hash says "number": a lifeguard's, a ski patroller's or a technician's
    // ("Avery Twiford (#N31)", "Ngaire Whitmore (patrol #217)", "Ngaire Whitmore, #217").
    // (The hash is the number's, as a report writes it: "Officer Edmund P. Manibusan (#1184)", and after a name in a
    // form's column, "MANIBUSAN, Edmund P.  #1184".)
    static const Regex hashed(R"((?:[ ]{0,2}\((?:[a-z]{3,12}[ ])?(#[ ]?[A-Z]?[0-9]{1,6})\)|(?:,[ ]|[ ]{1,2})(#[A-Z]?[0-9]{2,6})(?![\w])))");
    const size_t persons_end = out.size();
    for (size_t i = first_span; i < persons_end; ++i) {
        const Candidate person = out[i];  // a copy: add_span may grow out
        if (std::strcmp(person.category, "PERSON") != 0) continue;
        Match m;
        if (ranked(in, person) && number.match_at(in.text, person.end, &m)) {
            const int group = m.has(1) ? 1 : m.has(2) ? 2 : 3;
            add_span(out, m.start(group), m.end(group), "ID", "id.collar_number", 0.88);
        } else if (person.confidence >= 0.85 && hashed.match_at(in.text, person.end, &m)) {
            const int group = m.has(1) ? 1 : 2;
            add_span(out, m.start(group), m.end(group), "ID", "id.badge_number", 0.86);
        }
    }
}

}  // namespace synsema::redact
