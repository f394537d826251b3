// A table's scores out of a whole ("Tongan  78  B  6/31", a pupil's position in a class of 31) look like a day and a
// month. Where three fractions or more share a denominator and one of them can be no date in either order ("6/31":
// June has no 31st, and there is no 31st month), the denominator is a count, and every fraction over it is a score.
#include <map>
#include <set>
#include <string>

#include "date_numbers.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

bool possible_day(int month, int day) {
    static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return date_numbers::month_ok(month) && day >= 1 && day <= kDays[month - 1];
}

}  // namespace

std::set<std::string, std::less<>> score_denominators(const ScanInput& in) {
    static const Regex fraction(R"((?<![\w/.,-])(\d{1,2})/(\d{1,2})(?![\w/-]|\.\d|,\d))", StartBytes{"0123456789"});
    struct Seen {
        int count = 0;
        bool impossible = false;
    };
    std::map<std::string, Seen, std::less<>> by_denominator;
    fraction.for_each_at(in.text, in.starts, [&](const Match& m) {
        const int a = date_numbers::num(m.text(1)), b = date_numbers::num(m.text(2));
        Seen& seen = by_denominator[std::string(m.text(2))];
        ++seen.count;
        seen.impossible = seen.impossible || (!possible_day(a, b) && !possible_day(b, a));
        return true;
    });
    std::set<std::string, std::less<>> scores;
    for (const auto& [denominator, seen] : by_denominator)
        if (seen.count >= 3 && seen.impossible) scores.insert(denominator);
    return scores;
}

}  // namespace synsema::redact
