// A town of the gazetteer and the postcode after it, ending an address's line or clause, in the
// many countries whose postcodes are bare numbers: "Malang 65142", "Maseru 100", "Konak/İzmir
// 35220.", "Hamilton 3204". The US ZIP after its state and the European postcode before its town
// have their own rules; this one needs no state, no label and no street before it.
#include <cstdlib>
#include <string>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_city_postcodes(const ScanInput& in, Spans& out) {
    // The town's word, one blank, three to six digits, then the end of the line or of the clause.
    // (A Philippine city's name holds "City", and a letterhead parts its items with '*' or '|':
    // "Lacson St. cor. 18th St., Bacolod City 6100 * Billing Section".)
    static const Regex town_code(R"((?<![\w])(\p{Lu}[\p{L}\p{M}'’-]{2,})((?:[ ]City)?)[ ]([0-9]{3,6})(?=[ \t]*(?:$|[\n,.;)*|]))(?!\.[0-9]))",
                                 StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    town_code.for_each_at(in.text, in.starts, [&](const Match& m) {
        const std::string_view town = m.text(1), code = m.text(3);
        const uint32_t f = in.lex.flags(town);
        // A town the gazetteer has that is no word of the language and no month ("May 2024").
        if (!(f & kLexCity) || (f & (kLexCommon | kLexVocab | kLexMorph | kLexMonth | kLexIntlMonth))) return true;
        // Four digits in the years' range are a year ("Paris 2024", "Auckland 1998").
        const int value = std::atoi(std::string(code).c_str());
        if (code.size() == 4 && value >= 1900 && value <= 2099) return true;
        // A state's name before its ZIP ("Louisiana 70119") is no place to redact; its ZIP is.
        if (!is_region_name(town) && !is_us_state_name(town))
            add_span(out, m.start(1), m.end(2), "LOCATION", "address.town_postcode", 0.86);
        add_span(out, m.start(3), m.end(3), "ZIP", "address.town_postcode", 0.86);
        return true;
    });
}

}  // namespace synsema::redact
