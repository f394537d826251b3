// Roads named by a route number rather than a name, as rural addresses and police reports write
// them:
// - a house number on a numbered road: "2210 M-35", "4471 US-2", "18 County Road 492", "77 Hwy 7";
// - a junction of two roads, at least one numbered: "US-41 at County Road 492", "US-41 AND CO RD
//   492", "M-28 and Main Street", "SR 20 / Elm St".
// A route alone ("took US-41 north") is the road, which identifies no one, and is left alone.
// Also a street given by the road it leaves, as Nigerian, Kenyan and Indian addresses write it:
// "No. 9 Okwuosa Street, off Nnebisi Road", "Hse No. 14, Aga Khan Road, off Oginga Odinga Street".
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

// A numbered road: a US, state, county or farm route, an interstate, a highway, a New Zealand
// state highway. (Not a bare letter and number, "N-95", "B-12", "K-9": a mask, a vitamin, a dog.)
const std::string kRoute =
    R"((?:(?:US|U\.S\.|I|M|SR|SH|CR|FM|RR|CTH|STH|USH)-\d{1,4}[A-Z]?)"
    R"(|(?:US|SR|SH|CR|FM|Hwy|HWY|Highway|HIGHWAY|Route|ROUTE|Rte|RTE|State[ ]Route|STATE[ ]ROUTE|State[ ]Highway|)"
    R"(County[ ]Road|COUNTY[ ]ROAD|County[ ]Rd\.?|CO\.?[ ]RD\.?|Co\.?[ ]Rd\.?|Farm[ ]Road|Interstate|INTERSTATE)[ ]\d{1,4}[A-Z]?))";

// A road with a name: one to three capitalised words and its type word ("Main Street", "ELM ST").
const std::string kNamedRoad =
    R"((?:[A-Z][A-Za-z'’-]+[ ]){1,3}(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Drive|Dr\.?|Lane|Ln\.?|Boulevard|Blvd\.?|)"
    R"(Highway|Hwy|Way|STREET|ST|ROAD|RD|AVENUE|AVE|DRIVE|DR|LANE|LN|BLVD))";

}  // namespace

void find_route_addresses(const ScanInput& in, Spans& out) {
    const std::string_view t = in.text;
    static const Regex numbered("(?<![\\w.,/-])\\d{1,6}[ ]" + kRoute + "(?![\\w-])", StartBytes{"0123456789"});
    numbered.for_each_at(t, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.route_number", 0.86);
        return true;
    });
    // Junctions: found from each route (a scan for named roads at every capital would cost more than
    // the rest of the address rules).
    static const Regex route("(?<![\\w-])" + kRoute + "(?![\\w-])", StartBytes{"UIMSCFRHhI"});
    static const std::string kConnector = "[ ](?:at|AT|and|AND|&|/)[ ]";
    static const Regex route_first(kRoute + kConnector + "(?:" + kRoute + "|" + kNamedRoad + ")(?![\\w-])");
    static const Regex named_first("(?<![\\w-])" + kNamedRoad + kConnector + "$");
    route.for_each(t, [&](const Match& m) {
        Match j;
        if (route_first.match_at(t, m.start(), &j)) add_span(out, m.start(), j.end(), "ADDRESS", "address.route_junction", 0.86);
        const size_t from = m.start() > 64 ? m.start() - 64 : 0;
        named_first.for_each(t.substr(0, m.start()), [&](const Match& n) {
            add_span(out, n.start(), m.end(), "ADDRESS", "address.route_junction", 0.86);
            return false;
        }, from);
        return true;
    });
    // A street, then ", off" and the street it leaves: one address.
    std::vector<std::pair<size_t, size_t>> streets;
    for (const Candidate& c : out)
        if (std::strcmp(c.category, "ADDRESS") == 0) streets.emplace_back(c.start, c.end);
    std::sort(streets.begin(), streets.end());
    for (size_t k = 0; k + 1 < streets.size(); ++k) {
        const auto [start, end] = streets[k];
        for (size_t j = k + 1; j < streets.size() && streets[j].first <= end + 6; ++j) {
            const std::string_view gap = streets[j].first >= end ? t.substr(end, streets[j].first - end) : std::string_view();
            if (gap == ", off " || gap == " off " || gap == ", Off " || gap == ", OFF ")
                add_span(out, start, streets[j].second, "ADDRESS", "address.off_street", 0.86);
        }
    }
}

}  // namespace synsema::redact
