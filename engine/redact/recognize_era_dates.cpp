// Dates of the other calendars as English records write them, the month's name in Latin letters: the
// Hijri ("8 Ramadan 1447", "12 Rabi al-Awwal 1446 AH"), the Ethiopian ("Miyazia 6, 1990 E.C.", "Tir 26,
// 2018 E.C."), the Solar Hijri ("3 Mordad 1404"), the Hebrew ("5 Tishrei 5786") and Nepal's Bikram Sambat
// ("15 Falgun 2082 B.S."). A day, the month and a four-digit year in the calendar's range, in either order:
// a birth or a visit dated twice, the second date in the calendar of the place. Called by find_dates.
// (No locale of glibc transliterates these months, so the names are listed here.)
#include <string>

#include "date_numbers.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

// The months, caselessly, one capturing group per calendar (its year range in kYears): Hijri months with their
// common spellings ("Rabi' al-Awwal", "Rabiul Awal", "Jumada II", "Dhul Hijjah"); Ethiopian, Persian, Hebrew
// and Nepali months as their offices transliterate them. (Persian "Tir" is Ethiopian "Tir" here: one group
// takes the word, and its years are the Ethiopian ones.)
constexpr const char* kEraMonth =
    "(?i:(muharram|muharrem|safar|rabi['\u2019\u02bf]?[ -]?(?:[ae]l[ -]|ul[ -]?|us[ -])?(?:awwal|awal|thani|thaani|sani|akhir|"
    "akhar|ii|i)|jumad[ao][ -](?:[ae]l[ -]|ul[ -]?)?(?:awwal|awal|ula|oola|thani|thaniya|akhirah?|ii|i)|rajab|"
    "sha['\u2019\u02bf]?ban|ramadh?an|rama[zd]an|ramzan|shaw+al|dh?[uo](?:[ '-]?l|[ -]al)?[ -]?q[ai]['\u2019\u02bf]?dah?|"
    "dh?[uo](?:[ '-]?l|[ -]al)?[ -]?hij+ah?|zul[ -]?(?:qa['\u2019]?dah|hij+ah))|"
    "(meskerem|t[ie]k[ie]mt|t[ie]kimt|h[ie]dar|tah[ie]?sas|tir|ter|y[ea]katit|mag+abit|megabit|miyaz[iy]a|g[ie]nbot|sene|"
    "hamle|nehas+e|pagumen?)|"
    "(farvardin|ordibehesht|khordad|a?mordad|shahrivar|mehr|aban|azar|dey|bahman|esfand)|"
    "(tishrei|tishri|(?:mar)?cheshvan|heshvan|kislev|tevet|shevat|adar(?:[ ](?:ii|i|bet|aleph))?|nisan|iyar|sivan|tam+uz|elul)|"
    "(baisakh|baishakh|jestha|jeth|asar|asadh|ashadh|shrawan|saun|bhadra|bhadau|asoj|ashwin|kartik|mangsir|poush|magh|"
    "falgun|phagun|chaitra))";
constexpr int kCalendars = 5;
// The years each calendar has now and in a living person's life, in kEraMonth's order: Hijri, Ethiopian,
// Solar Hijri, Hebrew, Bikram Sambat.
constexpr int kYears[kCalendars][2] = {{1300, 1499}, {1880, 2030}, {1280, 1420}, {5650, 5799}, {1940, 2100}};
// The era's mark after the year: Ethiopian, Hijri, Solar Hijri, Bikram Sambat ("E.C.", "AH", "1447H", "B.S.").
constexpr const char* kEra = "(?:[ ]?(?:E\\.C\\.|EC|A\\.H\\.|AH|H|S\\.H\\.|SH|B\\.S\\.|BS|V\\.S\\.|VS)(?![\\w]))?";

}  // namespace

void find_era_dates(const ScanInput& in, Spans& out) {
    using date_numbers::num;
    // "8 Ramadan 1447", "26 Tir, 2018 E.C.": group 1 the day, 2-6 the month by calendar, 7 the year.
    static const Regex day_first(std::string("(?<![\\w.,/-])(\\d{1,2})(?:st|nd|rd|th)?[ ]{1,2}") + kEraMonth + "(?![\\w'])[ ,]{1,2}(\\d{4})" +
                                     kEra + "(?![\\w/-])",
                                 StartBytes{"0123456789"});
    // "Miyazia 6, 1990 E.C.": groups 1-5 the month by calendar, 6 the day, 7 the year.
    static const Regex month_first(std::string("(?<![\\w])") + kEraMonth + "[ ]{1,2}(\\d{1,2})(?:st|nd|rd|th)?,?[ ]{1,2}(\\d{4})" + kEra +
                                       "(?![\\w/-])",
                                   StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"});
    const auto take = [&](const Match& m, int first_month_group, int day) {
        const int d = num(m.text(day)), year = num(m.text(7));
        for (int c = 0; c < kCalendars; ++c)
            if (m.has(first_month_group + c) && d >= 1 && d <= 31 && year >= kYears[c][0] && year <= kYears[c][1]) {
                add_span(out, m.start(), m.end(), "DATE", "date.era", 0.9);
                break;
            }
        return true;
    };
    // (Tried only where the day and the year follow within 28 bytes: five digits or more.)
    const StartIndex dense = digit_dense_starts(in.digits, in.starts, 28, 5);
    day_first.for_each_at(in.text, dense, [&](const Match& m) { return take(m, 2, 1); });
    month_first.for_each_at(in.text, dense, [&](const Match& m) { return take(m, 1, 6); });
}

}  // namespace synsema::redact
