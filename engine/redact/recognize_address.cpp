// Addresses: the street part (ADDRESS), the city or district (LOCATION) and
// the postcode (ZIP), in the forms of the countries the records come from.
//   Streets: "12 Elm Street, Apt 3B", "Flat 3, 22 Moor Lane", "No. 27, 11th
//   Main Road, 4th Block" (number first; the street-type words come from
//   street-types.txt), "Lahnstraße 58, Hinterhaus 3. OG", "Jan van
//   Goyenlaan 31" (compound, number after), "8, rue Paul-Bert, bâtiment B",
//   "Calle Mayor 12" (type word first), PO boxes.
//   After a street: ", City, ST 12345", "City LS6 3EL", "12055 Berlin",
//   "Toronto ON M5V 0R4", "Bengaluru - 560011".
//   Postcodes of the US, UK, Canada, Ireland (Eircode), the Netherlands,
//   Germany/France (5 digits before a city), India (PIN), Australia.
//   "Address:" fields split into street, places and postcode.
//   Cities from the gazetteer where context ties them to a place: "lives in
//   Lagos", "City of Toronto", "Kumasi, Ghana", a city line in a letterhead.
// States, provinces and countries are never emitted (not identifiers).
// This file: find_addresses(), which runs the address scanner (address_scanner.h: its streets,
// places, postcodes and fields are in recognize_address_streets.cpp, _cities.cpp and _fields.cpp)
// and the other address recognizers, and finds the streets typed in lower case or without a number.
#include <algorithm>
#include <string>

#include "address_scanner.h"
#include "ascii_bytes.h"
#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

using address_detail::AddressScanner;
using address_detail::in_address_chain;

// A house's name before its street, as British and Channel Island addresses put it: "Old School House,
// 3 Chapel Lane", "Carrick House, 27 Upper Queen Street". Taken only where it opens the line or a
// field's value, so "the Town Hall, 3 Main Street" in a sentence stays out.
void extend_by_house_names(std::string_view text, Spans& out, size_t first_span) {
    static const Regex house(R"((?:^|\n|:[ \t]+)[ \t]*((?:[A-Z][\p{L}'’-]+[ ]){1,3}(?:House|Cottage|Farm|Farmhouse|Lodge|Barn|)"
                             R"(Mill|Villa|Manor|Bungalow|Croft|Grange|Chambers|Mansions|Rectory|Vicarage|Schoolhouse)),[ ]$)");
    for (size_t k = first_span; k < out.size(); ++k) {
        Candidate& a = out[k];
        if (std::string_view(a.category) != "ADDRESS" || a.start < 2) continue;
        const size_t from = a.start > 64 ? a.start - 64 : 0;
        size_t start = a.start;
        house.for_each(text.substr(0, a.start), [&](const Match& m) {
            start = m.start(1);
            return false;
        }, from);
        a.start = start;
    }
}

}  // namespace

void find_addresses(const ScanInput& in, Spans& out) {
    const size_t first_span = out.size();
    AddressScanner scan(in, out);
    scan.streets();
    scan.postcodes();
    scan.address_fields();
    scan.cities();
    find_european_streets(in, out);
    find_address_lines(in, out);
    find_grid_streets(in, out);
    find_plot_addresses(in, out);
    find_narrative_addresses(in, out);
    find_asian_addresses(in, out);
    // Streets typed in lower case ("57 elm st apt 4", "12 harbour road"): a number,
    // one to three lower-case words and a street-type word.
    static const Regex lower_street(R"((?<![\w#.-])\d{1,5}[a-z]?[ \t]+(?:[nsew]\.?[ \t]+)?(?:[a-z][a-z'-]+[ \t]+){1,3}(?:st|street|ave|avenue|rd|road|ln|lane|dr|drive|blvd|way|ct|court|pl|place|cres|crescent|close|terrace|tce|hwy|pkwy|straat|laan|weg|strasse|straße)\b\.?(?:[ \t]+(?:apt|unit|flat|ste|suite|#)[ \t]*[a-z0-9-]{1,5})?(?![\w]))",
                                    StartBytes{"0123456789", {"0123456789abcdefghijklmnopqrstuvwxyz \t"}});
    // Chicago style without a type word: "4417 n kenmore apt 2w".
    static const Regex lower_grid(R"((?<![\w#.-])\d{3,5}[ \t]+[nsew][ \t]+[a-z]{3,}(?:[ \t]+(?:apt|unit|ste|#)[ \t]*[a-z0-9-]{1,5})?(?![\w]))",
                                  StartBytes{"0123456789", {"0123456789", "0123456789"}});
    lower_grid.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.street_lower", 0.86);
        return true;
    });
    // In a chat the unit, the town and the postcode are in lower case too: "flat 3, 41 cranbrook road,
    // ilford ig1 4pu".
    static const Regex lower_unit(R"((?<![\w])(?:flat|apt|unit)[ \t]*\d{1,4}[a-z]?,?[ \t]+$)");
    static const Regex lower_town(R"(,?[ \t]+([a-z][a-z'-]{2,}(?:[ ][a-z][a-z'-]{2,})?)(?:,?[ \t]+([a-z]{1,2}\d[a-z\d]?[ ]?\d[abd-hjlnp-uw-z]{2}))?(?![\w]))");
    lower_street.for_each_at(in.text, in.starts, [&](const Match& m) {
        // A distance or a time, not a house's number: "drives 45 min each way", "12 miles down the road".
        static const WordSet kUnits = {"min", "mins", "minutes", "hour", "hours", "hr", "hrs", "km", "kms", "miles",
                                       "mile", "mi", "metres", "meters", "m", "yards", "days", "weeks", "times"};
        if (kUnits.count(word_after(in.text, in.text.find_first_of(" \t", m.start())))) return true;
        size_t start = m.start();
        lower_unit.for_each(in.text.substr(0, start), [&](const Match& u) {
            start = u.start();
            return false;
        }, start > 14 ? start - 14 : 0);
        add_span(out, start, m.end(), "ADDRESS", "address.street_lower", 0.86);
        Match town;
        if (lower_town.match_at(in.text, m.end(), &town)) {
            bool city = (in.lex.flags(town.text(1)) & kLexCity) != 0 && !in.lex.is_word(town.text(1));
            if (town.has(2) || city) add_span(out, town.start(1), town.end(1), "LOCATION", "address.town_lower", 0.86);
            if (town.has(2)) add_span(out, town.start(2), town.end(2), "ZIP", "address.postcode_lower", 0.88);
        }
        return true;
    });
    for (size_t i = 1; i < in.tokens.size(); ++i) {
        const Token& t = in.tokens[i];
        if (!t.lower || !(t.lex & kLexCity) || (t.lex & (kLexCommon | kLexVocab | kLexMorph | kLexGiven | kLexSurname)) ||
            t.text.size() < 4)
            continue;
        std::string prev = ascii_lower(in.tokens[i - 1].text);
        if ((prev == "in" || prev == "at" || prev == "from" || prev == "to" || prev == "near") && t.start - in.tokens[i - 1].end == 1)
            add_span(out, t.start, t.end, "LOCATION", "address.city_lower", 0.86);
    }
    find_counties_and_districts(in, out);
    find_topographic_towns(in, out);
    // A street without a house number on an address line of its own ("Elm Park Avenue",
    // "Beckett Street") or after "on"/"off" ("lived on Shields Avenue").
    // (Or a numbered street, North America's grid, with its quarter after: "lives on 3rd Ave SE".)
    static const Regex bare_street(R"((?<![\w])(?:(?:[A-Z][\p{L}'’-]+|\d{1,3}(?:st|nd|rd|th))[ \t]){1,3}(?:Street|St\.|Avenue|Ave\.?|Road|Rd\.?|Lane|Drive|Boulevard|Blvd\.?|Court|Place|Terrace|Crescent|Close|Way|Parade|Square|Grove|Gardens|Mews|Row|Highway|Parkway|Marg|Line|Path)(?:[ ](?:NE|NW|SE|SW|N|S|E|W)(?![\w]))?(?![\w]))",
                                   StartBytes{"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    std::vector<size_t> before_type;
    for (size_t i = 1; i < in.tokens.size(); ++i)
        if ((in.tokens[i].lex & kLexStreetAfter) && in.tokens[i].capitalised) {
            for (size_t k = i >= 3 ? i - 3 : 0; k < i; ++k) before_type.push_back(in.tokens[k].start);
            // (An ordinal is no token: "3rd Ave".)
            size_t p = in.tokens[i].start;
            if (p >= 4 && in.text[p - 1] == ' ' && std::isalpha(static_cast<unsigned char>(in.text[p - 2])) &&
                std::isalpha(static_cast<unsigned char>(in.text[p - 3]))) {
                size_t d = p - 3;
                while (d > 0 && std::isdigit(static_cast<unsigned char>(in.text[d - 1])) && p - d < 8) --d;
                if (d < p - 3) before_type.push_back(d);
            }
        }
    std::sort(before_type.begin(), before_type.end());
    before_type.erase(std::unique(before_type.begin(), before_type.end()), before_type.end());
    bare_street.for_each_at(in.text, before_type, [&](const Match& m) {
        size_t ls = m.start();
        while (ls > 0 && in.text[ls - 1] != '\n') --ls;
        size_t le = m.end();
        while (le < in.text.size() && in.text[le] != '\n') ++le;
        std::string_view before = in.text.substr(ls, m.start() - ls);
        std::string_view after = in.text.substr(m.end(), le - m.end());
        bool own_line = before.find_first_not_of(" \t") == std::string_view::npos &&
                        (after.empty() || after.find_first_not_of(" \t,") == std::string_view::npos);
        std::string w = window_before(in.text, m.start(), 8);
        // After a preposition of place ("lived on Shields Avenue", "at the corner of Harrison Road", "parked in
        // Philomel Street"), a field's colon ("Location: Lagoon Road by the gas station") or a comma that a comma
        // or the line's end follows ("from Co-op, Holderness Road, to sell").
        std::string_view tail = w;
        while (!tail.empty() && (tail.back() == ' ' || tail.back() == '\n')) tail.remove_suffix(1);
        const size_t word_at = tail.find_last_of(" \t\n(");
        const std::string prev = ascii_lower(word_at == std::string_view::npos ? tail : tail.substr(word_at + 1));
        bool prep = w.size() >= 2 && (w.back() == ' ' || w.back() == '\n') &&
                    (prev == "on" || prev == "off" || prev == "at" || prev == "in" || prev == "near" || prev == "along" ||
                     prev == "of" || prev == "from" || prev == "to" || prev == "into" || prev == "onto" || prev == "via" ||
                     prev == "namely");
        // A postcode after it on its line ("County Hall, High Street PO30 1UD", "Mill Lane 3011").
        static const Regex postcode_after(R"(^[ \t,]*(?:[A-Z]{1,2}\d[A-Z\d]?[ ]\d[A-Z]{2}|\d{4,6})(?![\w]))");
        prep = prep || postcode_after.match_at(after, 0);
        const std::string_view before_trim = before.substr(0, before.find_last_not_of(" \t") + 1);
        prep = prep || (!before_trim.empty() && before_trim.back() == ':') ||
               (!before_trim.empty() && before_trim.back() == ',' && (after.empty() || after[0] == ','));
        // Opening its line with a comma after ("Hangard Street, the green house…"), or a link of an
        // address's chain ("Level 1, Lotemau Centre, Convent Street, Apia").
        const bool opens_line = before.find_first_not_of(" \t") == std::string_view::npos && after.substr(0, 1) == ",";
        // A court of law is no street ("the Supreme Court", "High Court").
        static const Regex law_court(R"((?:Supreme|High|District|Magistrates?['’]?|Family|Crown|County|Circuit|Appeals?|Federal|Probate|Coroner['’]s|Superior|Juvenile|Small[ ]Claims|Land|Labour|Labor|Tax)[ ]Court$)");
        bool court_of_law = false;
        law_court.for_each(m.text(), [&](const Match&) { return court_of_law = true, false; });
        if (court_of_law) return true;
        // Nor the street that names an institution ("Main Street Clinic", "Church Road Surgery").
        {
            size_t q = m.end();
            while (q < in.text.size() && in.text[q] == ' ') ++q;
            size_t r = q;
            while (r < in.text.size() && std::isalpha(static_cast<unsigned char>(in.text[r]))) ++r;
            if (q > m.end() && r > q && std::isupper(static_cast<unsigned char>(in.text[q])) && is_org_keyword(ascii_lower(in.text.substr(q, r - q))))
                return true;
        }
        // A house number written with '#' before it: "#7 Cemetery Road".
        static const Regex hash_number(R"(#[ ]?\d{1,5}[A-Za-z]?[ ]$)");
        size_t start = m.start();
        hash_number.for_each(in.text.substr(0, m.start()), [&](const Match& h) {
            start = h.start();
            return false;
        }, m.start() > 10 ? m.start() - 10 : 0);
        // After "in", "on", "at" and their kin the street outranks a name the same words could make ("parked in
        // Marlow Street": Street is also a surname); after "to", "from" or "of" a person is as likely.
        const bool place_preposition = prev == "on" || prev == "off" || prev == "at" || prev == "in" || prev == "near" ||
                                       prev == "along" || prev == "into" || prev == "onto" || prev == "via";
        // A named building before it, and its comma, is the address's too ("County Hall, High Street",
        // "Council Offices, School Place").
        static const Regex building_before(
            R"((?<![\w])(?:\p{Lu}[\p{L}'’-]+[ ]){0,2}(?:Hall|House|Offices|Building|Buildings|Cottages|Cottage|Lodge|Mansions|Chambers|Tower|Flats|Plaza)(?:[ ]\d{1,4}[A-Za-z]?)?,[ ]$)");
        if (start == m.start()) {
            const size_t from = m.start() > 60 ? m.start() - 60 : 0;
            building_before.for_each(in.text.substr(0, m.start()), [&](const Match& b) {
                if (b.end() == m.start() && in.text.substr(b.start(), b.end() - b.start()).find('\n') == std::string_view::npos) start = b.start();
                return false;
            }, from);
        }
        // The house's number after the type, as the Dutch Caribbean writes a street named for a person with
        // initials: "J.E. Irausquin Blvd 380, Noord" (three digits at most: four are a postcode, "Mill Lane 3011").
        static const Regex number_after(R"([ ]\d{1,3}[A-Za-z]?(?=[,;\n]|$))");
        static const Regex initials_before(R"((?<![\w.])(?:[A-Z]\.){1,3}[ ]?$)");
        Match number;
        const size_t end = number_after.match_at(in.text, m.end(), &number) ? number.end() : m.end();
        if (end > m.end() && start == m.start()) {
            const size_t from = m.start() > 10 ? m.start() - 10 : 0;
            initials_before.for_each(in.text.substr(0, m.start()), [&](const Match& b) {
                if (b.end() == m.start()) start = b.start();
                return false;
            }, from);
        }
        if (own_line || prep || start < m.start() || end > m.end())
            add_span(out, start, end, "ADDRESS", "address.street_name", place_preposition ? 0.92 : 0.86);
        else if (opens_line || in_address_chain(in.text, m.start(), m.end()))
            add_span(out, m.start(), m.end(), "ADDRESS", "address.street_name", 0.8);
        return true;
    });
    // "our Glenview office": a place name used as a site.
    static const Regex office(R"((?<=\bour |\bthe |\btheir |\byour |\bhis |\bher |\bits )([A-Z][a-z]+(?:[ ][A-Z][a-z]+)?)[ \t]+(?:office|branch|campus|location|site|facility|store)(?![\w]))",
                              StartBytes{kUpper});
    // Tried only right after one of the look-behind's words and its blank.
    std::vector<size_t> after_determiner;
    for (size_t p : in.starts) {
        if (p < 4 || in.text[p - 1] != ' ') continue;
        size_t q = p - 1;
        while (q > 0 && in.text[q - 1] >= 'a' && in.text[q - 1] <= 'z' && p - 1 - q < 5) --q;
        const std::string_view word = in.text.substr(q, p - 1 - q);
        const auto before = static_cast<unsigned char>(q == 0 ? ' ' : in.text[q - 1]);
        const bool boundary = !ascii_alnum(before) && before != '_';  // \b (a non-ASCII byte: the pattern decides)
        if (boundary && (word == "our" || word == "the" || word == "their" || word == "your" || word == "his" ||
                         word == "her" || word == "its"))
            after_determiner.push_back(p);
    }
    office.for_each_at(in.text, after_determiner, [&](const Match& m) {
        if (!in.lex.is_word(m.text(1))) add_span(out, m.start(1), m.end(1), "LOCATION", "address.site", 0.6);
        return true;
    });
    // A street without a number that names a branch or an office: "Kaveri Bank, Sampige Road branch".
    static const Regex street_branch(R"((?<![\w])((?:[A-Z][\p{L}'’-]+[ \t]){1,3}(?:Road|Street|Avenue|Lane|Marg|Nagar|Circle|Cross))[ \t]+(?:branch|office)(?![\w]))",
                                     StartBytes{kUpper});
    // Tried only up to four words before "branch" or "office".
    std::vector<size_t> before_branch;
    for (size_t i = 1; i < in.tokens.size(); ++i)
        if (in.tokens[i].text == "branch" || in.tokens[i].text == "office")
            for (size_t k = i >= 4 ? i - 4 : 0; k < i; ++k) before_branch.push_back(in.tokens[k].start);
    std::sort(before_branch.begin(), before_branch.end());
    before_branch.erase(std::unique(before_branch.begin(), before_branch.end()), before_branch.end());
    street_branch.for_each_at(in.text, before_branch, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ADDRESS", "address.street_branch", 0.86);
        return true;
    });
    extend_by_house_names(in.text, out, first_span);
    find_postcodes_after_towns(in.text, out, first_span);
}

}  // namespace synsema::redact
