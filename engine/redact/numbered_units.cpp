// A hospital's, a ship's or a yard's unit written with its number is a place in the building, not a person, though the
// word may be a surname the lists hold: "HDU (Ward 12)", "Senior House Officer, Ward 12", "Bed 4", "at Slipway 2".
// A person's name found alone on such a word is dropped; so is one that ends in the word for a bank's branch or an
// office's division, which names the place it is in ("Centenary Bank, Hoima Branch").
#include <cctype>
#include <string_view>

#include "lexicon.h"
#include "recognizers.h"
#include "word_set.h"

namespace synsema::redact {

void drop_numbered_units(const ScanInput& in, Spans& out) {
    static const WordSet kUnits = {"ward", "bed", "room", "bay", "cubicle", "theatre", "theater", "block", "wing", "unit", "gate",
                                   "slipway", "berth", "dock", "platform", "pier", "hangar", "kamar", "wad", "katil"};
    std::erase_if(out, [&](const Candidate& s) {
        if (std::string_view(s.category) != "PERSON" || s.end + 1 >= in.text.size()) return false;
        if (in.text[s.end] != ' ' || !std::isdigit(static_cast<unsigned char>(in.text[s.end + 1]))) return false;
        return kUnits.contains(ascii_lower(in.text.substr(s.start, s.end - s.start)));
    });
    static const WordSet kOfficeEnds = {"Branch", "BRANCH", "Division", "DIVISION", "Department", "DEPARTMENT", "Section", "SECTION"};
    std::erase_if(out, [&](const Candidate& s) {
        if (std::string_view(s.category) != "PERSON") return false;
        const std::string_view name = in.text.substr(s.start, s.end - s.start);
        const size_t blank = name.rfind(' ');
        return blank != std::string_view::npos && kOfficeEnds.contains(name.substr(blank + 1), false);
    });
}

}  // namespace synsema::redact
