// Two towns joined by a hyphen, a route's ends or a service's two towns: "Vehicle transfer Gaiman-Trelew",
// "the Keszthely-Hévíz bus". Each is a place the guide marks; the town list decides one at least, and a word of the
// language (or a name) on either side keeps the pair out ("Anglo-Irish", "Smith-Jones"). A town whose whole
// name has the hyphen ("Baden-Baden", "Saint-Denis") is the address recognizers'.
#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "lexicon.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {
bool plain_town(const ScanInput& in, std::string_view w) {
    if (w.size() < 4 || !std::isupper(static_cast<unsigned char>(w[0]))) return false;
    return in.lex.is_city(fold_phrase(w)) &&
           !(in.lex.flags(w) & (kLexCommon | kLexVocab | kLexGiven | kLexSurname | kLexRegion | kLexStop | kLexMonth | kLexOrgKeyword));
}
}  // namespace

void find_town_pairs(const ScanInput& in, Spans& out) {
    std::vector<size_t> pairs;  // the tokens' starts, in order
    for (const Token& t : in.tokens) {
        if (!t.capitalised || t.text.size() < 9) continue;
        const size_t hyphen = t.text.find('-');
        if (hyphen == std::string_view::npos || t.text.find('-', hyphen + 1) != std::string_view::npos) continue;
        const std::string_view first = t.text.substr(0, hyphen), second = t.text.substr(hyphen + 1);
        // (One side may be a town the list lacks, a word no list has: "Gaiman-Trelew".)
        const auto unknown = [&](std::string_view w) {
            return w.size() >= 4 && std::isupper(static_cast<unsigned char>(w[0])) && in.lex.flags(w) == 0;
        };
        if (in.lex.is_city(fold_phrase(t.text))) continue;
        if (!(plain_town(in, first) && (plain_town(in, second) || unknown(second))) && !(unknown(first) && plain_town(in, second))) continue;
        // (Not a highway's name: "the Jaipur-Ajmer highway" names no one's place; a road's two towns are marked,
        // "along the Gboko-Makurdi road".)
        static const Regex road(R"([ ](?i:highway|expressway|motorway|railway|rail|line|freeway|corridor|dual|carriageway|NH))");
        if (road.match_at(in.text, t.end, nullptr)) continue;
        add_span(out, t.start, t.start + hyphen, "LOCATION", "place.town_pair", 0.84);
        add_span(out, t.start + hyphen + 1, t.end, "LOCATION", "place.town_pair", 0.84);
        pairs.push_back(t.start);
    }
    // The name scanner, which ran before, takes the pair for a double-barrelled name: the towns are what it names.
    if (pairs.empty()) return;
    std::erase_if(out, [&](const Candidate& s) {
        return std::string_view(s.category) == "PERSON" && std::binary_search(pairs.begin(), pairs.end(), s.start) &&
               s.end - s.start <= 64 && in.text.substr(s.start, s.end - s.start).find(' ') == std::string_view::npos;
    });
}

}  // namespace synsema::redact
