// Street forms of North American grid cities that carry no house-number-and-type
// shape the other patterns need:
//   a house number and a directional before the street's name, with no type word:
//     "dispatched to 4117 S. Quaker", "lives at 2210 W Belmont";
//   an intersection of two streets, the first with its type word:
//     "a traffic stop at E. 41st St and S. Lewis Ave", "terminated at E. 31st St and S. Harvard",
//     and the Philippines' corner, a whole address there: "Lacson St. cor. 18th St., Bacolod City";
//   a numbered road: "Westbound on Route 66", "Hwy 138 @ Sigman Rd";
//   a Utah grid address, two coordinates and no name: "1950 W 1500 N";
// and the numbered grids of Guatemala ("3a. calle 5-22, zona 2") and the Sahel ("Rue 21, porte 114").
// The directional (N, S, E, W, with or without its dot) and the capitalised name are what make
// the shape; "100 E. coli" has no capital after it.
#include <algorithm>
#include <vector>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_grid_streets(const ScanInput& in, Spans& out) {
    static const Regex numbered(R"((?<![\w#$.,/-])\d{3,6}[ ](?:N|S|E|W|NE|NW|SE|SW)\.?[ ][A-Z][a-z]{2,}(?:[ ](?:St|Ave|Rd|Blvd|Dr|Ln|Pl|Ct|Way|Street|Avenue|Road|Drive|Lane|Place|Court|Boulevard|Pkwy|Parkway|Ter|Terrace|Cir|Circle)\b\.?)?(?![\w-]))",
                                StartBytes{"0123456789"});
    numbered.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.grid", 0.88);
        return true;
    });
    // A Utah or Idaho grid address, two coordinates from the city's meridian, one on each axis and no
    // street name: "1950 W 1500 N, Vernal", "3362 E 2000 S", "450 North 100 East"; near the meridian the
    // second is an ordinal, "88 S 2nd E".
    static const Regex coordinates(
        R"((?<![\w#$.,/-])\d{1,5}[ ](N|S|E|W|North|South|East|West)\.?[ ](?:\d{1,5}|\d{1,2}(?:st|nd|rd|th))[ ](N|S|E|W|North|South|East|West)\.?(?![\w-]|[ ]?\d))",
        StartBytes{"0123456789"});
    coordinates.for_each_at(in.text, in.starts, [&](const Match& m) {
        const auto north_south = [](std::string_view d) { return d[0] == 'N' || d[0] == 'S'; };
        if (north_south(m.text(1)) != north_south(m.text(2))) add_span(out, m.start(), m.end(), "ADDRESS", "address.grid", 0.88);
        return true;
    });
    // Groups: 1 the joining word, 2 the second street's directional, 3 its type word; one of 2 and 3
    // must be there ("Main St and Smith" may name a person), and 3 after "at" ("Dodge Road at noon").
    // The first street may have two name words ("West Dodge Road at 132nd Street").
    static const Regex crossing(
        R"((?<![\w])(?:(?:N|S|E|W|North|South|East|West)\.?[ ])?(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]{2,}(?:[ ][A-Z][a-z]{2,})?)[ ](?:St|Ave|Rd|Blvd|Dr|Street|Avenue|Road|Drive)\.?)"
        R"([ ](and|&|/|at|cor\.|corner)[ ]((?:N|S|E|W)\.?[ ])?(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][a-z]{2,})([ ](?:St|Ave|Rd|Blvd|Dr|Street|Avenue|Road|Drive)\b\.?)?(?![\w-]))",
        StartBytes{"0123456789NSEWABCDFGHIJKLMOPQRTUVXYZ"});
    // Tried only at the words just before a street type that a joining word follows ("St and", "Ave &").
    std::vector<size_t> before_join;
    const auto& toks = in.tokens;
    for (size_t i = 1; i < toks.size(); ++i) {
        const std::string_view w = toks[i].text;
        if (!(w == "St" || w == "Ave" || w == "Rd" || w == "Blvd" || w == "Dr" || w == "Street" || w == "Avenue" || w == "Road" ||
              w == "Drive"))
            continue;
        size_t after = toks[i].end;
        if (after < in.text.size() && in.text[after] == '.') ++after;
        const std::string_view next = in.text.substr(after, 8);
        if (next.substr(0, 5) != " and " && next.substr(0, 3) != " & " && next.substr(0, 3) != " / " && next.substr(0, 4) != " at " &&
            next.substr(0, 6) != " cor. " && next.substr(0, 8) != " corner ")
            continue;
        for (size_t k = i >= 3 ? i - 3 : 0; k < i; ++k) before_join.push_back(toks[k].start);
    }
    std::vector<size_t> starts;
    for (size_t p : before_join) {
        // The identifier start at the token (a directional's letter or the street's number or name).
        auto it = std::lower_bound(in.starts.begin(), in.starts.end(), p);
        if (it != in.starts.end() && *it == p) starts.push_back(p);
    }
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    // A numbered road where something happened: "Westbound on Route 66", "Hwy 138 @ Sigman Rd", "State Route
    // 9". (Not "I-9", a form, nor "US 2", an ultrasound: only the words a road's number follows.) A
    // county road by its letters, as Nebraska and Wisconsin name them: "County Road K", "County Highway JJ".
    static const Regex numbered_road(
        R"((?<![\w])(?:(?:Route|Highway|Hwy\.?|Interstate|State[ ]Route|State[ ]Highway)[ ]\d{1,4}[A-Z]?|County[ ](?:Road|Highway|Trunk)[ ](?:\d{1,4}[A-Z]?|[A-Z]{1,2}))(?:[ ]@[ ][A-Z][a-z]+(?:[ ][A-Z][a-z]+)?[ ](?:St|Ave|Rd|Blvd|Dr|Street|Avenue|Road|Drive)\b\.?)?(?![\w-]))",
        StartBytes{"RHISC"});
    numbered_road.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.numbered_road", 0.86);
        return true;
    });
    crossing.for_each_at(in.text, starts, [&](const Match& m) {
        const bool at = m.text(1) == "at";
        if ((at && m.has(3)) || (!at && (m.has(2) || m.has(3)))) add_span(out, m.start(), m.end(), "ADDRESS", "address.crossing", 0.86);
        return true;
    });
    // Guatemala's grid: the street's ordinal and kind, the house as the cross street's number and its
    // own, and the city's zone: "3a. calle 5-22, zona 2", "4a. Avenida 12-45 zona 1".
    static const Regex guatemalan(
        R"((?<![\w])\d{1,2}(?:a|ª)\.?[ ](?:calle|avenida|av\.|Calle|Avenida|Av\.|CALLE|AVENIDA)[ ]\d{1,3}-\d{1,3}[A-Z]?(?:,?[ ](?:zona|Zona|ZONA)[ ]\d{1,2})?(?![\w-]))",
        StartBytes{"0123456789"});
    guatemalan.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.grid", 0.88);
        return true;
    });
    // The numbered streets and doors of the Sahel's cities (Bamako, Ségou, Niamey, Ouagadougou): "Rue 21,
    // porte 114", "Quartier Mission, rue 130". A street's number alone says little; its door's number or
    // its quarter's name beside it makes the address.
    static const Regex numbered_door(
        R"((?<![\w])(?:((?:Quartier|quartier)[ ]\p{Lu}[\p{L}\p{M}'-]+(?:[ ]\p{Lu}[\p{L}\p{M}'-]+)?,[ ])?(?:Rue|rue)[ ]\d{1,4}(,?[ ](?:porte|Porte)[ ]\d{1,4})?)(?![\w-]))",
        StartBytes{"QqRr"});
    numbered_door.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (m.has(1) || m.has(2)) add_span(out, m.start(), m.end(), "ADDRESS", "address.grid", 0.86);
        return true;
    });
}

}  // namespace synsema::redact
