// A person's years of birth and death right after the name, as inscriptions, obituaries, family trees
// and grave registers write them: "CATHERINE ANN "KAY" 1931 - 2026", "John Murphy (1889-1954)",
// "Mary Walsh, 1902–1987". Each year is a date of that person. Only after a name already found, and
// only as a pair in order (a lone year after a name is as often a count or a model).
#include <cstdlib>
#include <cstring>
#include <string>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_life_years(const ScanInput& in, Spans& out, size_t first_span) {
    // A nickname in quotes may stand between ("KAY"); then the two years, joined by a hyphen or a dash.
    static const Regex years(R"((?:[ ][„"“][^"”\n]{1,20}["”])?(?:[ ]\(|,[ ]|[ ])((?:1[6-9]|20)\d\d)[ ]?(?:-|–|—)[ ]?((?:1[6-9]|20)\d\d)(?![\d]))");
    const size_t end = out.size();
    for (size_t k = first_span; k < end; ++k) {
        const Candidate person = out[k];  // a copy: add_span may grow out
        if (std::strcmp(person.category, "PERSON") != 0 || person.confidence < 0.8) continue;
        Match m;
        if (!years.match_at(in.text, person.end, &m)) continue;
        const int born = std::atoi(std::string(m.text(1)).c_str()), died = std::atoi(std::string(m.text(2)).c_str());
        // A lifetime, not a term of office or study ("Dr Alan Smith 2019-2022").
        if (died - born < 12 || died - born > 115) continue;
        add_span(out, m.start(1), m.end(1), "DATE", "date.life_years", 0.86);
        add_span(out, m.start(2), m.end(2), "DATE", "date.life_years", 0.86);
    }
}

}  // namespace synsema::redact
