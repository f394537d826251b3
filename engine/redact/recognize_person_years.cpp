// A year that pins a person's birth: "born 2015", "(b. 2017)", "DOB 1953" (recognize_dates.cpp calls it with its
// digit-dense candidates). (Not the year of a death, "died 2019": the annotated sets leave it, as a fact of the
// record's past rather than the person's identity.)
#include <string>

#include "recognizers.h"
#include "regex.h"
#include "text_scan.h"

namespace synsema::redact {

void find_person_years(const ScanInput& in, const StartIndex& dense, Spans& out) {
    // "born 2015", "(b. 2017)", "born in 1950", "birth year 1948", "DOB 1953", and the next of a
    // list of them ("born 2019 and 2022"); the year of birth as Russian, Belarusian and Kyrgyz forms abbreviate it
    // after the year ("1962 г. р.", "1962 г. н.", "2016-ж. т.").
    static const Regex year(R"((?<![\w/.-])(?:19|20)\d\d(?![\w/]|-(?!ж\.)|\.\d))", StartBytes{"12"});
    static const Regex birth_after(R"((?:[ ]?г\.[ ]?[рн]\.|-ж\.[ ]?т\.))");
    size_t last_birth_year_end = 0;
    year.for_each_at(in.text, dense, [&](const Match& m) {
        std::string before = ascii_lower(window_before(in.text, m.start(), 18));
        size_t end = before.find_last_not_of(" \t:");
        before = end == std::string::npos ? "" : before.substr(0, end + 1);
        auto ends = [&](std::string_view w) {
            return before.size() >= w.size() && before.compare(before.size() - w.size(), w.size(), w) == 0 &&
                   (before.size() == w.size() || !is_word_byte(static_cast<unsigned char>(before[before.size() - w.size() - 1])));
        };
        const std::string_view gap = last_birth_year_end > 0 && m.start() > last_birth_year_end
                                         ? in.text.substr(last_birth_year_end, m.start() - last_birth_year_end)
                                         : std::string_view();
        const bool listed_after = gap == " and " || gap == ", " || gap == " & " || gap == " y " || gap == " et " || gap == " und ";
        if (ends("born") || ends("born in") || ends("born about") || ends("born around") || ends("born c.") ||
            ends("born circa") || ends("b.") || ends("birth year") || ends("year of birth") || ends("né en") ||
            ends("née en") || ends("geboren") || ends("geb.") || ends("født") || ends("född") || ends("nacido en") ||
            ends("nacida en") || ends("nato nel") || ends("nata nel") || ends("род.") || ends("ծնվ.") || ends("dob") ||
            ends("d.o.b.") || listed_after ||
            birth_after.match_at(in.text, m.end())) {
            add_span(out, m.start(), m.end(), "DATE", "date.birth_year", 0.9);
            last_birth_year_end = m.end();
        }
        return true;
    });
}

}  // namespace synsema::redact
