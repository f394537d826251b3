#include "date_ranges.h"

#include <array>
#include <cstring>

#include "text_scan.h"

namespace synsema::redact {
namespace {

// The words that join a range's two ends, in the languages the date rules read.
// "and" is not one: "on 3 May and 9 June" names two days, not the days between.
constexpr std::array<std::string_view, 13> kRangeWords = {
    "to", "through", "thru", "till", "until", "bis", "au", "al", "tot", "até", "do", "à", "a",
};

bool is_gap_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Whether text[a, b) is a range's joint: a dash alone, or one range word, with blanks around.
bool range_joint(std::string_view text, size_t a, size_t b) {
    if (b <= a || b - a > 12) return false;
    std::string_view gap = text.substr(a, b - a);
    while (!gap.empty() && is_gap_blank(gap.front())) gap.remove_prefix(1);
    while (!gap.empty() && is_gap_blank(gap.back())) gap.remove_suffix(1);
    if (gap == "-" || gap == "–" || gap == "—") return true;
    // A word needs blanks on both sides ("2026-11-01 to 2026-11-29", not "01to02").
    if (gap.size() + 2 > b - a) return false;
    const std::string word = ascii_lower(gap);
    for (const std::string_view w : kRangeWords)
        if (word == w) return true;
    return false;
}

}  // namespace

void join_date_ranges(std::string_view text, Spans& spans) {
    size_t kept = 0;
    for (size_t i = 0; i < spans.size(); ++i) {
        if (kept > 0) {
            Candidate& last = spans[kept - 1];
            const Candidate& next = spans[i];
            if (std::strcmp(last.category, "DATE") == 0 && std::strcmp(next.category, "DATE") == 0 && next.start >= last.end &&
                range_joint(text, last.end, next.start)) {
                last.end = next.end;
                if (next.confidence > last.confidence) last.confidence = next.confidence;
                continue;
            }
        }
        spans[kept++] = spans[i];
    }
    spans.resize(kept);
}

bool is_year_range(std::string_view s) {
    // Four digits, a hyphen or an en dash (UTF-8 E2 80 93), four digits.
    const bool en_dash = s.size() == 11 && s.compare(4, 3, "\xE2\x80\x93") == 0;
    if (!(s.size() == 9 && s[4] == '-') && !en_dash) return false;
    const std::string_view a = s.substr(0, 4), b = s.substr(s.size() - 4);
    const auto year = [](std::string_view y) {
        int v = 0;
        for (char c : y) {
            if (c < '0' || c > '9') return -1;
            v = v * 10 + (c - '0');
        }
        return v;
    };
    const int from = year(a), to = year(b);
    return from >= 1900 && to <= 2099 && to > from && to - from <= 100;
}

}  // namespace synsema::redact
