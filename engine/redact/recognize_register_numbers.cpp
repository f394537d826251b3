// A professional register's acronym and number in brackets after a sure name: "Ph. Noura Al-Dossary
// (SCFHS 14-R-0029613)", "Sr Jane Doe (NMC 12A3456E)". A licence that names the clinician as the name
// does. The body's letters need no list: capitals, then a code with four digits or more.
#include <cstring>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_register_numbers(const ScanInput& in, Spans& out, size_t first_span) {
    static const Regex registered(R"([ ]{0,2}\(([A-Z]{2,7})[ ]?(?:No\.?[ ]?|#[ ]?)?((?=[A-Z0-9-]*\d{4})[A-Z0-9][A-Z0-9-]{3,15})\))");
    const size_t persons_end = out.size();
    for (size_t i = first_span; i < persons_end; ++i) {
        const Candidate person = out[i];  // a copy: add_span may grow out
        if (std::strcmp(person.category, "PERSON") != 0 || person.confidence < 0.85) continue;
        Match m;
        if (registered.match_at(in.text, person.end, &m))
            add_span(out, m.start(2), m.end(2), "LICENSE", "licence.register_in_brackets", 0.86);
    }
}

}  // namespace synsema::redact
