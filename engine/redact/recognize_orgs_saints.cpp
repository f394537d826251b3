// Names given for a saint or for Our Lady: a church's parish, school or hospital ("St. Kizito Catholic
// Parish", "Our Lady of the Meadows"). The saint's title is what a street's abbreviation also is
// ("Main St."), so the organisation patterns leave it out and it joins the name here.
#include <cctype>
#include <string_view>

#include "lexicon.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

// A name of Our Lady without a kind's word after it is the parish's church ("Mass at Our Lady of the
// Meadows"); the organisations found from `first` on take the saint's title before them.
void saints_in_names(const ScanInput& in, Spans& out, size_t first) {
    static const Regex our_lady(R"((?<![\w])Our[ ]Lady[ ]of[ ](?:the[ ])?[A-Z][\p{L}'’-]+(?:[ ][A-Z][\p{L}'’-]+){0,3})", StartBytes{"O"});
    our_lady.for_each_near(in.text, 'L', 4, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.saint", 0.78);
        return true;
    });
    // A saint's name in the possessive standing alone is a school, a church or a hospital named for the
    // saint ("P7 at St Dympna's", "principal, St Dympna's"), never a person; not where a capitalised word
    // follows (the institution patterns take "St Mary's Hospital"), nor a town the gazetteer has ("St John's").
    static const Regex possessive(R"((?<![\w])(?:St\.?|Saint)[ ]([A-Z][\p{Ll}]+)['’]s(?![\w])(?![ ][A-Z]))", StartBytes{"S"});
    possessive.for_each_at(in.text, in.word_index.starts_of({"st", "saint"}), [&](const Match& m) {
        if (in.lex.is_city(fold_phrase(m.text())) || in.lex.is_city(fold_phrase(m.text().substr(0, m.text().size() - 2)))) return true;
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.saint", 0.8);
        return true;
    });
    for (size_t k = first; k < out.size(); ++k)
        if (std::string_view(out[k].category) == "ORGANIZATION") out[k].start = saint_title_before(in.text, out[k].start);
}

// A saint's name alone after the title is the saint's, or a parish's, a church's or a place's named for the saint
// ("Six Roads, St. Philip BB18046", Barbados's parish), never a person the record names: dropped as a person.
void drop_saints_as_persons(const ScanInput& in, Spans& out) {
    std::erase_if(out, [&](const Candidate& s) {
        return std::string_view(s.category) == "PERSON" && in.text.substr(s.start, s.end - s.start).find(' ') == std::string_view::npos &&
               saint_title_before(in.text, s.start) != s.start;
    });
}

size_t saint_title_before(std::string_view text, size_t start) {
    for (std::string_view title : {"St. ", "St ", "Saint ", "Ste. ", "Sts. "}) {
        if (start < title.size() || text.compare(start - title.size(), title.size(), title) != 0) continue;
        const size_t at = start - title.size();
        // (Not a street's abbreviation after its name: "Main St. Kizito" is no name's opening.)
        size_t q = at > 0 && text[at - 1] == ' ' ? at - 1 : at;
        const size_t word_end = q;
        while (q > 0 && std::isalpha(static_cast<unsigned char>(text[q - 1]))) --q;
        return q < word_end && std::isupper(static_cast<unsigned char>(text[q])) ? start : at;
    }
    return start;
}

}  // namespace synsema::redact
