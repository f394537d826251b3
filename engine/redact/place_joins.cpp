// A town's name and the kind word after it are one place: "Lorna Beardy of Montreal Lake", "Northern Lights Imaging
// in Fraser Lake", "Kaniere Falls". The town list has the first word ("Montreal", "Fraser"), the kind word makes
// another place of it; the span takes the kind word in, as the guide marks the whole name.
#include <cctype>
#include <string_view>

#include "place_joins.h"
#include "word_set.h"

namespace synsema::redact {

void extend_places_by_kind_word(std::string_view text, Spans& spans) {
    static const WordSet kKinds = {"Lake", "Lakes", "River", "Falls", "Creek", "Bay", "Harbour", "Harbor", "Springs", "Junction",
                                   "Crossing", "Landing", "Heights", "Beach", "Valley", "Hills", "Point", "Cove", "Flats"};
    for (size_t i = 0; i < spans.size(); ++i) {
        Candidate& s = spans[i];
        if (std::string_view(s.category) != "LOCATION" || s.end + 2 >= text.size() || text[s.end] != ' ') continue;
        size_t e = s.end + 1;
        while (e < text.size() && std::isalpha(static_cast<unsigned char>(text[e]))) ++e;
        if (!kKinds.count(text.substr(s.end + 1, e - s.end - 1))) continue;
        // (The word ends there, and no span of its own starts on it.)
        if (e < text.size() && (std::isalnum(static_cast<unsigned char>(text[e])) || text[e] == '-')) continue;
        if (i + 1 < spans.size() && spans[i + 1].start < e) continue;
        s.end = e;
    }
}

}  // namespace synsema::redact
