#include "leak_search.h"

#include <edlib.h>
#include <utf8proc.h>

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

bool letter_or_digit(utf8proc_int32_t cp) {
    switch (utf8proc_category(cp)) {
    case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL: case UTF8PROC_CATEGORY_LT: case UTF8PROC_CATEGORY_LM:
    case UTF8PROC_CATEGORY_LO: case UTF8PROC_CATEGORY_MN: case UTF8PROC_CATEGORY_MC: case UTF8PROC_CATEGORY_ND:
        return true;
    default:
        return false;
    }
}

// The code point that starts at byte `pos` (which may be any byte of it), or -1.
utf8proc_int32_t code_point_at(const std::string& s, size_t pos) {
    while (pos > 0 && (static_cast<unsigned char>(s[pos]) & 0xC0) == 0x80) --pos;
    utf8proc_int32_t cp = -1;
    utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(s.data() + pos), utf8proc_ssize_t(s.size() - pos), &cp);
    return cp;
}

// [start, end) has no letter or digit just outside it.
bool whole_words(const std::string& s, size_t start, size_t end) {
    if (start > 0 && letter_or_digit(code_point_at(s, start - 1))) return false;
    return end >= s.size() || !letter_or_digit(code_point_at(s, end));
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
            int chosen = 0;
            bool inside_word = false;
            if (r.editDistance > 0) {
                inside_word = true;
                for (int i = 0; i < r.numLocations && inside_word; ++i)
                    if (whole_words(haystack, size_t(r.startLocations[i]), size_t(r.endLocations[i]) + 1)) {
                        chosen = i;
                        inside_word = false;
                    }
            }
            const size_t start = size_t(r.startLocations[chosen]), end = size_t(r.endLocations[chosen]) + 1;
            leaks.push_back({g.type, g.text, haystack.substr(start, end - start), r.editDistance, inside_word});
        }
        edlibFreeAlignResult(r);
    }
    return leaks;
}

}  // namespace synsema::redact
