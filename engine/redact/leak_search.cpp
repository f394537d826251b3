#include "leak_search.h"

#include <edlib.h>

#include <set>

namespace synsema::redact {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

std::string normalise(std::string_view text, bool lower) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (is_space(c)) {
            if (!out.empty() && out.back() != ' ') out.push_back(' ');
            continue;
        }
        out.push_back(lower && c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c);
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

size_t characters(const std::string& s) {
    size_t n = 0;
    for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

}  // namespace

std::vector<Leak> find_leaks(std::string_view text, const std::vector<GoldSpan>& gold, const LeakSearch& how) {
    const std::string haystack = normalise(text, how.ignore_case);
    std::vector<Leak> leaks;
    std::set<std::string> searched;
    for (const GoldSpan& g : gold) {
        if (g.type == "IGNORE") continue;
        const std::string needle = normalise(g.text, how.ignore_case);
        if (characters(needle) < how.min_chars || !searched.insert(needle).second) continue;
        if (haystack.empty()) continue;
        // Infix mode: the needle anywhere in the haystack; k bounds the distance.
        EdlibAlignResult r = edlibAlign(needle.data(), int(needle.size()), haystack.data(), int(haystack.size()),
                                        edlibNewAlignConfig(how.max_distance, EDLIB_MODE_HW, EDLIB_TASK_LOC, nullptr, 0));
        if (r.status == EDLIB_STATUS_OK && r.editDistance >= 0 && r.numLocations > 0) {
            const size_t start = size_t(r.startLocations[0]), end = size_t(r.endLocations[0]) + 1;
            leaks.push_back({g.type, g.text, haystack.substr(start, end - start), r.editDistance});
        }
        edlibFreeAlignResult(r);
    }
    return leaks;
}

}  // namespace synsema::redact
