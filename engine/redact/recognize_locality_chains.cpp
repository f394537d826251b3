// The localities of an address written as a comma chain, between a house's or a ward's number and the
// town: "Camiño do Outeiro, 14, Coruxo, 36331 Vigo", "Satghumti Marg, Ward 26, Thamel, Kathmandu",
// "Old Road, 14th Street Junction, Sinkor, Monrovia". No list holds every village, estate and quarter
// ("Coruxo", "Thamel", "Sinkor"), and alone such a word reads as a name; its place in the chain says
// what it is. Taken only where the chain is an address's: a town the rules found (or the gazetteer
// has) closes it, and a part with a number opens it. At most two parts, so a list of people before
// a town ("Jean-Marc Auguste, La Clery, Castries") is not read as places. Also a quarter after "in" before its
// town: "in Adewole, Ilorin".
#include <cctype>
#include <cstring>
#include <vector>

#include "recognizers.h"
#include "regex.h"
#include "text_scan.h"

namespace synsema::redact {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t'; }

// Whether [a, b) is one to three capitalised words and nothing else (hyphens and apostrophes inside).
bool capitalised_words(std::string_view text, size_t a, size_t b) {
    if (b <= a || b - a > 40) return false;
    size_t words = 0;
    bool at_word_start = true;
    for (size_t i = a; i < b; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == ' ') {
            if (at_word_start) return false;  // two blanks
            at_word_start = true;
            continue;
        }
        if (std::isdigit(c) || c == ',' || c == ':' || c == '(' || c == ')' || c == '/' || c == '\n') return false;
        if (at_word_start) {
            ++words;
            // A capital, or a letter of another script (its case is not checked here).
            if (!(std::isupper(c) || c >= 0xC3)) return false;
            at_word_start = false;
        }
    }
    return words >= 1 && words <= 3;
}

// A part whose last word names a building, an institution or a street type ("Waterside House",
// "Old Road") is no locality: a building's or a street's name, which other rules weigh.
bool building_or_street(const ScanInput& in, size_t a, size_t b) {
    const size_t i = first_token_at(in.tokens, a);
    size_t last = i;
    while (last + 1 < in.tokens.size() && in.tokens[last + 1].end <= b) ++last;
    if (last >= in.tokens.size() || in.tokens[last].end > b) return false;
    const Token& t = in.tokens[last];
    if (t.lex & (kLexOrgKeyword | kLexStreetAfter | kLexStreetBefore)) return true;
    for (const std::string_view w : {"House", "Building", "Tower", "Towers", "Centre", "Center", "Court", "Hall", "Plaza", "Block",
                                     "Wing", "Floor", "Estate", "Park", "Mall", "Complex", "Bldg"})
        if (t.text == w) return true;
    return false;
}

}  // namespace

void find_locality_chains(const ScanInput& in, Spans& out) {
    const std::string_view text = in.text;
    std::vector<size_t> town_starts;  // where a chain's closing town starts, right after ", "
    for (const Candidate& c : out)
        if ((std::strcmp(c.category, "LOCATION") == 0 || std::strcmp(c.category, "ZIP") == 0) && c.start >= 2 &&
            text.compare(c.start - 2, 2, ", ") == 0)
            town_starts.push_back(c.start);
    for (const Token& t : in.tokens)
        if (t.capitalised && (t.lex & kLexCity) && !(t.lex & (kLexCommon | kLexVocab | kLexGiven | kLexSurname)) && t.start >= 2 &&
            text.compare(t.start - 2, 2, ", ") == 0)
            town_starts.push_back(t.start);
    // The localities between the chain's opening part (one with a number) and the town at `town`; false
    // when no such part opens it.
    const auto chain_before = [&](size_t town, std::vector<std::pair<size_t, size_t>>* parts) {
        size_t end = town - 2;  // the end of the part before the town (its comma)
        bool opened = false;    // a part with a number before the places: a house's, a ward's, a street's
        while (parts->size() <= 2) {
            size_t a = end;
            while (a > 0 && text[a - 1] != ',' && text[a - 1] != '\n' && text[a - 1] != ':' && text[a - 1] != '|' && text[a - 1] != '\t')
                --a;
            size_t s = a;
            while (s < end && is_blank(text[s])) ++s;
            if (count_digits(text.substr(s, end - s)) > 0) {
                opened = end - s <= 40;
                break;
            }
            if (!capitalised_words(text, s, end) || a == 0 || text[a - 1] != ',' || building_or_street(in, s, end)) break;
            parts->emplace_back(s, end);
            end = a - 1;
        }
        return opened && parts->size() <= 2;
    };
    for (const size_t town : town_starts) {
        std::vector<std::pair<size_t, size_t>> parts;
        if (!chain_before(town, &parts) || parts.empty()) continue;
        for (const auto& [s, e] : parts) add_span(out, s, e, "LOCATION", "address.locality_chain", 0.88);
    }
    // A town no list has, with its postcode, closing such a chain: "22 Mthombothi Road, Edendale,
    // eMgungundlovu 3217", "Triq il-Kbira, Il-Mosta MST 1017". The chain's number says it is an address,
    // the code after the name that the name is its town.
    // (Four digits or more: "пульс 104", "ALT 198" are readings.)
    static const Regex coded_town(R"((?<=, )((?:\p{Lu}|\p{Ll}(?=\p{Lu}))[\p{L}'’-]{2,}(?:[ ]\p{Lu}[\p{L}'’-]+){0,2})[ ]((?:[A-Z]{3}[ ])?\d{4,6})(?=[ \t]*(?:$|[\r\n,.;)])))");
    for (size_t comma = text.find(", "); comma != std::string_view::npos; comma = text.find(", ", comma + 2)) {
        Match m;
        if (!coded_town.match_at(text, comma + 2, &m) || m.start() != comma + 2) continue;
        // A state's or a country's name before its postcode ("Ohio 43616") is no place to redact.
        const std::string_view name = m.text(1);
        if (is_region_name(name) || is_us_state_name(name) || (in.lex.flags(name) & kLexRegion)) continue;
        std::vector<std::pair<size_t, size_t>> parts;
        if (!chain_before(m.start(), &parts)) continue;
        for (const auto& [s, e] : parts) add_span(out, s, e, "LOCATION", "address.locality_chain", 0.88);
        add_span(out, m.start(1), m.end(1), "LOCATION", "address.coded_town", 0.86);
        add_span(out, m.start(2), m.end(2), "ZIP", "address.coded_town", 0.86);
    }
    // One word no list has as a word or a given name after "in", "at" or "near", then a comma and a town the list has:
    // the town's quarter ("my family house in Adewole, Ilorin", "his house in Pfupajena, Chegutu"), which alone
    // would read as a name.
    constexpr uint32_t kNotQuarter = kLexCommon | kLexVocab | kLexStop | kLexMonth | kLexRegion | kLexOrgKeyword | kLexGiven |
                                     kLexHonorificWord | kLexRelation;
    const std::vector<Token>& toks = in.tokens;
    for (size_t i = 1; i + 1 < toks.size(); ++i) {
        const Token& quarter = toks[i];
        const Token& town = toks[i + 1];
        if (!quarter.capitalised || (quarter.lex & kNotQuarter) || town.start != quarter.end + 2 || text.compare(quarter.end, 2, ", ") != 0 ||
            !town.capitalised || !(town.lex & kLexCity) || (town.lex & (kLexCommon | kLexGiven)))
            continue;
        const Token& before = toks[i - 1];
        if (before.end + 1 != quarter.start || text[before.end] != ' ') continue;
        if (before.text == "in" || before.text == "at" || before.text == "near")
            add_span(out, quarter.start, quarter.end, "LOCATION", "address.quarter_before_town", 0.8);
    }
}

}  // namespace synsema::redact
