// Towns named by a landform that no gazetteer lists, after a preposition of place: "a job site in Steady
// Brook", "flew in from Spruce Harbour", "the farm near Cedar Falls". Settlements across North America,
// Britain and Australia are named so; the word before the landform is capitalised and the landform ends the
// name (not "Bear Creek Clinic", "Maple Creek Road": an organisation or a street goes on after it).
#include <string>

#include "recognizers.h"
#include "word_set.h"

namespace synsema::redact {

void find_topographic_towns(const ScanInput& in, Spans& out) {
    static const WordSet kLandforms = {"Brook", "Creek", "Falls", "Harbour", "Harbor", "Cove", "Springs", "Junction", "Crossing",
                                       "Landing", "Mills", "Heights", "Bluff", "Ridge", "Hollow", "Corners", "Ferry", "Narrows",
                                       // The Bahamas' and Belize's settlements ("Staniel Cay", "Black Point", "Moss Town",
                                       // "Placencia Village").
                                       "Cay", "Point", "Town", "Village",
                                       // ... and the Caymans' and the Caribbean's bays ("from Spot Bay towards Stake Bay").
                                       "Bay"};
    static const WordSet kPlaces = {"in", "from", "near", "at", "to", "towards", "toward"};
    // A ward's or a depot's bay is no town: "moved to Recovery Bay", "in Sick Bay", "at Loading Bay".
    static const WordSet kUnitBays = {"Sick", "Recovery", "Loading", "Resus", "Resuscitation", "Assessment", "Treatment",
                                      "Ambulance", "Observation", "Dispatch", "Parking", "Delivery", "Cargo", "Bed", "Side"};
    const auto& toks = in.tokens;
    for (size_t i = 2; i < toks.size(); ++i) {
        const Token& land = toks[i];
        if (!land.capitalised || !kLandforms.count(land.text) || land.start != toks[i - 1].end + 1 || in.text[toks[i - 1].end] != ' ') continue;
        // One or two capitalised words before the landform, right after the preposition.
        size_t first = i - 1;
        if (!toks[first].capitalised) continue;
        if (first >= 1 && toks[first - 1].capitalised && toks[first].start == toks[first - 1].end + 1) --first;
        if (first == 0 || !kPlaces.count(toks[first - 1].text) || toks[first].start != toks[first - 1].end + 1) continue;
        // The name ends with the landform: a clause's end, or a lower-case word after it.
        const size_t end = land.end;
        const bool ends = end >= in.text.size() || std::string_view(";.,)\n").find(in.text[end]) != std::string_view::npos ||
                          (i + 1 < toks.size() && toks[i + 1].lower && toks[i + 1].start == end + 1);
        if (!ends) continue;
        bool named = true;  // (no organisation's, street's or region's word inside: "in Bay Area Springs")
        for (size_t k = first; k < i && named; ++k)
            named = !(toks[k].lex & (kLexOrgKeyword | kLexStreetAfter | kLexStreetBefore | kLexRegion | kLexMonth | kLexStop));
        if (land.text == "Bay" && kUnitBays.count(toks[i - 1].text)) named = false;
        if (named) add_span(out, toks[first].start, end, "LOCATION", "address.topographic_town", 0.8);
    }
}

}  // namespace synsema::redact
