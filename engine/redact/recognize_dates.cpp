// Dates in every common written form (ages over 89 are recognize_ages.cpp's):
//   numeric with '/', '-' or '.' (03/14/1961, 14.09.1975, 2023-02-09, 2/10/25);
//   month and year (03/2022);
//   written, in English, German, French, Dutch, Spanish, Portuguese, Italian
//   and Welsh ("March 3rd, 2024", "3 Mar 2024", "11 March", "27. Februar 2025",
//   "lundi 3 février 2025", "1er février", "3 de marzo de 2025",
//   "Dydd Mawrth, 12 Tachwedd 2024");
//   Japanese era years and dates ("Showa 5", "R6.10.21");
//   "07-Mar-1966", "Mar-07-1966"; "28hb November 2024" (Malay); "2024年10月21日";
//   a year that pins a person ("born 2015", "b. 2017");
//   relative phrases that fix a day ("the 3rd of next month", "last Tuesday"); the words
//   that fix one only in a dated record are recognize_relative_dates.cpp's.
// Month/day or day/month without a year is accepted with a lower score
// (fractions and ratios look the same), lowered further by words like "exp"
// or units after it.
#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <string>
#include <unordered_set>

#include "calendar_words.h"
#include "date_numbers.h"
#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

using namespace date_numbers;

constexpr const char* kDigits = "0123456789";
constexpr const char* kDigitsOrDateSeparator = "0123456789/.-";

// After a month: its abbreviation's dot only before blanks on the same line ("Jan. 7", not "January.\n7").
constexpr const char* kMonthGap = "(?:\\.?[ \\t]+|[ \\t]*\\r?\\n[ \\t]*)";
// ... and its last days after it: "March 3-5, 2025", "November 18, 19 and 20, 2024". A day, never
// a year: "March 3, 2025" stays a day and a year (two digits not followed by a third).
constexpr const char* kDayTo = "(?:(?:,[ ]?\\d{1,2}(?:st|nd|rd|th)?(?![\\d:]))*(?:[ ]?(?:-|\u2013)[ ]?|,?[ ]+(?:to|and|&)[ ]+)\\d{1,2}(?:st|nd|rd|th)?(?![\\d:]))?";

std::string written_pattern() {
    std::string m = kMonth, g = kGap, mg = kMonthGap;
    // 3 Mar 2024 | 3rd of March[, 2024] | 12. JAN. 2027 (the day's dot of the Nordic and German languages,
    // with a year) | March [the ]3[rd][, 2024] | March 2024, with day ranges (spoken:
    // "August the 9th", the article only before an ordinal)
    return "(?<![\\w])(?:" + std::string(kDayFrom) +
           "(\\d{1,2})(?:st|nd|rd|th|hb|ST|ND|RD|TH|HB|\\.(?=[ ]" + m + "\\.?[ ]\\d{4}))?(?:" + g + "of)?" + g + m + "\\.?(?:,?" + g + "(\\d{4}))?"
           "|" + m + mg + "(?:the" + g + "(?=\\d{1,2}(?:st|nd|rd|th)))?(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:])" + kDayTo + "(?:,?" + g + "(\\d{4}))?"
           "|" + m + "\\.?,?" + g + "(\\d{4})"
           ")(?![\\w])";
}


// Japanese era years and dates: "Showa 5", "Heisei 30.1.5", "R6.10.21" (Reiwa 6,
// October 21). The year must exist in its era, so "S1.2.3" of a numbered section
// is a date only where Showa could be meant; the month and day must be valid.
void find_japanese_era_dates(const ScanInput& in, Spans& out) {
    static const Regex named(R"((?<![\w])(Meiji|Taish[oō]|Sh[oō]wa|Heisei|Reiwa)[ \t]+(\d{1,2})(?:[./-](\d{1,2})[./-](\d{1,2}))?(?![\w]|[./-]\d))",
                             StartBytes{"MTSHR"});
    static const Regex letter(R"((?<![\w.])([MTSHR])(\d{1,2})\.(\d{1,2})\.(\d{1,2})(?![\w]|\.\d))", StartBytes{"MTSHR"});
    auto era_years = [](char era) { return era == 'M' ? 45 : era == 'T' ? 15 : era == 'S' ? 64 : era == 'H' ? 31 : 30; };
    auto take = [&](const Match& m, char era, double conf) {
        int year = num(m.text(2));
        if (year < 1 || year > era_years(era)) return true;
        if (m.has(3) && !(month_ok(num(m.text(3))) && day_ok(num(m.text(4))))) return true;
        add_span(out, m.start(), m.end(), "DATE", "date.japanese_era", conf);
        return true;
    };
    named.for_each_at(in.text, in.starts, [&](const Match& m) { return take(m, m.text(1)[0], 0.9); });
    // The one-letter form only where a date is expected: in brackets (after the Western date) or after a date word.
    letter.for_each_at(in.text, in.starts, [&](const Match& m) {
        bool bracketed = m.start() > 0 && in.text[m.start() - 1] == '(';
        if (!bracketed && !has_word(window_before(in.text, m.start(), 16), {"date", "dob", "born", "admitted", "discharged", "on"}))
            return true;
        return take(m, m.text(1)[0], 0.86);
    });
}

}  // namespace

void find_dates(const ScanInput& in, Spans& out) {
    const size_t first_span = out.size();
    // With a day range's first day before a slashed or dotted date: "18-24/11/2024", or its first month and
    // day: "12/3-12/5/2026". After a range's
    // ".." ("2026-11-23..2026-11-29"), not after a single dot (a version, a decimal). Before a case
    // ending joined by a hyphen ("05.01.2027-ից", "2026-cı"), not before a hyphen and a code.
    static const Regex numeric(R"((?<![\w/-])(?<![^.]\.)(?:\d{1,2}(?:/\d{1,2})?(?:-|–)(?=\d{1,2}[/.]))?(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\w/]|-(?!\p{Ll})|\.\d))",
                               StartBytes{kDigits, {kDigitsOrDateSeparator, kDigitsOrDateSeparator}});
    // (ISO 8601's time after its "T" stays outside, as a time of day does: "2025-02-03T10:14:22".)
    static const Regex iso(R"((?<![\w/-])(?<![^.]\.)(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!(?!T\d{2}:\d{2})[\w/]|-(?!\p{Ll})|\.\d))",
                           StartBytes{kDigits, {kDigits, kDigits, kDigits, "-/."}});
    static const Regex month_day(R"((?<![\w/.,-])(\d{1,2})/(\d{1,2})(?![\w/-]|\.\d|,\d))", StartBytes{kDigits});
    // A day number or a month name's capital (kMonth) opens a written date.
    static const Regex written(written_pattern(), StartBytes{"0123456789JFMASOND"});
    // A weekday written before a date belongs to it: English in any case ("Thu 03/06/2025", "thurs 3/13",
    // "Tue, 11 Jun 2024"), another language's in full ("lundi 18/01/2027") or abbreviated with its dot
    // ("lun. 18/01/2027", a chat export's "-------- JEU. 12 NOV. 2026 --------", "TIR. 12. JAN. 2027").
    // Looked for only behind a match, so the date patterns keep a cheap first character; a written
    // date takes it from the line before too ("Monday\n3 March 2026").
    // (Read backwards by hand: a pattern tried at each of the sixteen bytes before every date cost a
    // tenth of the dates' time.)
    auto with_weekday = [&](size_t start, bool across_lines = false) {
        const std::string_view text = in.text;
        size_t p = start;
        bool line_break = false;
        while (p > 0 && (text[p - 1] == ' ' || text[p - 1] == '\t' || text[p - 1] == '\n' || text[p - 1] == '\r')) {
            line_break = line_break || text[p - 1] == '\n';
            --p;
        }
        if (p == start || (line_break && !across_lines)) return start;
        if (p > 0 && text[p - 1] == ',') --p;
        const bool dotted = p > 0 && text[p - 1] == '.';
        if (dotted) --p;
        // The word's letters: ASCII ones, or any byte of a letter in UTF-8, up to a zero-width joiner or
        // non-joiner (Persian "سه‌شنبه" is read from its "شنبه", as a letter pattern reads it).
        size_t w = p;
        while (w > 0 && p - w < 32 && (std::isalpha(static_cast<unsigned char>(text[w - 1])) || static_cast<unsigned char>(text[w - 1]) >= 0x80)) {
            if (w >= 3 && (text.compare(w - 3, 3, "\u200c") == 0 || text.compare(w - 3, 3, "\u200d") == 0)) break;
            --w;
        }
        if (w == p || (w > 0 && (std::isdigit(static_cast<unsigned char>(text[w - 1])) || text[w - 1] == '_' || text[w - 1] == '.')))
            return start;
        const std::string_view word = text.substr(w, p - w);
        // An abbreviation without its dot only in a heading's capitals: "MÅN 11 JAN. 2027", "TORS 14 JAN. 2027".
        const auto capitals = [](std::string_view s) {
            return std::none_of(s.begin(), s.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)) != 0; });
        };
        const bool weekday = is_english_weekday_lower(ascii_lower(word)) || (in.lex.flags(word) & kLexIntlWeekday) ||
                             ((dotted || (word.size() >= 3 && capitals(word) && capitals(text.substr(start, 12)))) &&
                              is_weekday_abbreviation(word));
        return weekday ? w : start;
    };
    // Numeric dates hold 3+ digits within their first 12 bytes.
    const StartIndex dense = digit_dense_starts(in.digits, in.starts, 12, 3);
    // (A Thai text's years are of the Buddhist era: "14/02/2568" is 14 February 2025.)
    const bool thai = in.text.find("\xE0\xB8") != std::string_view::npos;
    numeric.for_each_at(in.text, dense, [&](const Match& m) {
        int a = num(m.text(1)), b = num(m.text(3));
        // Either month/day (US) or day/month order must be possible.
        bool ok = (month_ok(a) && day_ok(b)) || (day_ok(a) && month_ok(b));
        const bool buddhist = thai && m.text(4).size() == 4 && num(m.text(4)) >= 2393 && num(m.text(4)) <= 2693;
        if (!ok || !(year_ok(m.text(4)) || buddhist)) return true;
        // A dotted time right after a date is the time, as Indonesian phones write it: "[14/03/25 09.12.44]".
        if (m.text(2) == "." && m.start() >= 9 && in.text[m.start() - 1] == ' ' && std::isdigit(static_cast<unsigned char>(in.text[m.start() - 2]))) {
            size_t d = m.start() - 1;
            while (d > 0 && (std::isdigit(static_cast<unsigned char>(in.text[d - 1])) || in.text[d - 1] == '/' || in.text[d - 1] == '-'))
                --d;
            const std::string_view before = in.text.substr(d, m.start() - 1 - d);
            if (before.size() >= 6 && std::count(before.begin(), before.end(), '/') + std::count(before.begin(), before.end(), '-') == 2 &&
                num(m.text(1)) <= 23 && num(m.text(3)) <= 59 && num(m.text(4)) <= 59)
                return true;
        }
        size_t start = with_weekday(m.start());
        // (Thai abbreviates its weekday before the date with a dot, "ศ., 14/02/2568", or writes it out: "วันอาทิตย์
        // 08/03/2569", a chat export's day heading.)
        if (thai && start == m.start()) {
            static const Regex thai_weekday(
                R"((?:(?:วัน)?(?:จันทร์|อังคาร|พุธ|พฤหัสบดี|พฤหัส|ศุกร์|เสาร์|อาทิตย์)(?:ที่)?[ ]?|(?:จ|อ|พ|พฤ|ศ|ส|อา)\.,?[ ])$)");
            thai_weekday.for_each(in.text.substr(0, m.start()), [&](const Match& w) {
                start = w.start();
                return false;
            }, m.start() > 40 ? m.start() - 40 : 0);
        }
        add_span(out, start, m.end(), "DATE", "date.numeric", 0.93);
        return true;
    });
    // A form's date written with blanks around its separators: "17 / 03 / 1988", "03 - 11 - 2026".
    static const Regex spaced(R"((?<![\w/.-])(\d{1,2})[ ]([/.-])[ ](\d{1,2})[ ]\2[ ](\d{4})(?![\w/]|[ ][/.-][ ]?\d))",
                              StartBytes{kDigits, {"0123456789 ", "0123456789 /.-"}});
    spaced.for_each_at(in.text, dense, [&](const Match& m) {
        int a = num(m.text(1)), b = num(m.text(3));
        if (((month_ok(a) && day_ok(b)) || (day_ok(a) && month_ok(b))) && year_ok(m.text(4)))
            add_span(out, m.start(), m.end(), "DATE", "date.numeric_spaced", 0.9);
        return true;
    });
    // Lower-case months in chats and transcripts: "feb 28", "mon mar 10 2025", "mar 21", "august the 9th".
    for (size_t i = 0; i + 1 < in.tokens.size(); ++i) {
        const Token& t = in.tokens[i];
        if (!t.lower || !(t.lex & kLexMonth) || t.text.size() < 3) continue;
        std::string w = ascii_lower(t.text);
        if (!is_english_month_lower(w)) continue;
        Match d;
        // Spoken, "august the 9th": the article only before an ordinal.
        static const Regex day(
            R"([ \t]+(?:the[ \t]+(?=\d{1,2}(?:st|nd|rd|th)))?(\d{1,2})(?:st|nd|rd|th)?(?:,?[ \t]+(\d{4}))?(?![\w:/]|\.\d))");
        if (!day.match_at(in.text, t.end, &d) || !day_ok(num(d.text(1)))) continue;
        // "may 5" could be a verb and a number: a lower-case "may" needs a year.
        if (w == "may" && !d.has(2)) continue;
        add_span(out, with_weekday(t.start), d.end(), "DATE", "date.written_lower", d.has(2) ? 0.9 : 0.86);
    }
    iso.for_each_at(in.text, dense, [&](const Match& m) {
        // Also a Solar Hijri year ("۱۳۵۴/۰۱/۱۲", 1354 is 1975), as Iranian and Afghan records write them.
        const bool jalali = num(m.text(1)) >= 1300 && num(m.text(1)) <= 1450 && m.text(1).size() == 4;
        if ((year_ok(m.text(1)) || jalali) && month_ok(num(m.text(3))) && day_ok(num(m.text(4))))
            add_span(out, with_weekday(m.start()), m.end(), "DATE", "date.iso", 0.95);  // "Thu 2026-11-26"
        return true;
    });
    size_t last_score_end = 0;
    std::string_view last_score_denominator;
    const auto scores = score_denominators(in);
    // British clinical notes count days over seven: "metronidazole x 7/7", "6/7 of swelling", "afebrile 5/7"
    // (five days). A record that writes one so, after "x" or "for" or before "of" or "ago", writes them all so.
    static const Regex day_count(R"((?i)(?:(?<![\w])(?:x|for|over|past|last|within)[ ]?[1-7]/7(?![\w/])|(?<![\w/])[1-7]/7[ ](?:of|ago|hx|history)(?![\w])))");
    bool counts_days = false;
    day_count.for_each(in.text, [&](const Match&) {
        counts_days = true;
        return false;
    });
    month_day.for_each_at(in.text, in.starts, [&](const Match& m) {
        // Month/day (US) or day/month (most other places: "admitted on 14/03", "INR 2.6 on 19/2").
        const int a = num(m.text(1)), b = num(m.text(2));
        if ((!(month_ok(a) && day_ok(b)) && !(day_ok(a) && month_ok(b))) || scores.count(m.text(2))) return true;
        // Round-the-clock service ("24/7") is not the 24th of July.
        if (a == 24 && b == 7) return true;
        if (counts_days && b == 7 && a <= 7) return true;
        std::string before = window_before(in.text, m.start(), 24);
        std::string after = window_after(in.text, m.end(), 12);
        // Card expiry, blood pressure, scores and doses are not calendar dates.
        // A score's denominator, a visual acuity: "Barthel index 11/20", "pain 3/10 at rest and 7/10", "acuity 6/6";
        // the word in the fraction's own sentence ("Acuity 6/6. Seen on 4/12" is a date).
        std::string sentence = before;
        size_t dot = sentence.rfind(". ");
        if (dot != std::string::npos && dot + 2 < sentence.size() && !std::isdigit(static_cast<unsigned char>(sentence[dot + 2])))
            sentence = sentence.substr(dot + 2);
        bool score = has_word(sentence, {"exp", "expires", "expiry", "expiration", "bp", "score", "scored", "ratio", "gcs",
                                       "apgar", "apgars", "index", "pain", "acuity", "vision", "level", "grade", "power", "mrc",
                                       "vas", "nrs", "rated", "rating", "scale", "mmse", "moca", "page", "pg"}) ||
                     // A muscle's strength on the Oxford scale, a physiotherapist's outcome measures, which a table's row
                     // may name further off ("PSFS (milking, lifting)    2/10").
                     has_word(window_before(in.text, m.start(), 40), {"strength", "psfs", "spadi", "nprs", "oxford", "lefs", "quickdash"});
        // A Snellen acuity beside its fellow eye's ("6/12 6/9", "R 6/6  L 6/9"): six metres over the line read.
        const auto snellen = [&](std::string_view a, std::string_view b) {
            return a == "6" && (b == "5" || b == "6" || b == "9" || b == "12" || b == "18" || b == "24" || b == "36" || b == "60");
        };
        if (snellen(m.text(1), m.text(2))) {
            static const Regex other_eye(R"((?<![\d/])6/(?:5|6|9|12|18|24|36|60)(?![\d/]))");
            const size_t from = m.start() > 14 ? m.start() - 14 : 0;
            bool pair = false;
            other_eye.for_each(in.text.substr(0, std::min(in.text.size(), m.end() + 14)), [&](const Match& o) {
                pair = pair || o.start() != m.start();
                return !pair;
            }, from);
            if (pair) return true;
        }
        // ... and the next fraction with the same denominator close after one ("3/10 at rest and 7/10").
        if (score || (last_score_end != 0 && m.start() - last_score_end < 24 && m.text(2) == last_score_denominator)) {
            last_score_end = m.end();
            last_score_denominator = m.text(2);
            return true;
        }
        // ... nor is a dosing interval ("enoxaparin 60 mg 12/12 h": every twelve hours).
        const std::string unit = word_after(in.text, m.end());
        if (unit == "h" || unit == "hr" || unit == "hrs" || unit == "hourly") return true;
        // ... nor a week's fraction of a gestation ("29 3/7 wk") or a share ("33 1/3 %").
        if (unit == "wk" || unit == "wks" || unit == "weeks" || unit == "w" || after.substr(0, 1) == "%" || after.substr(0, 2) == " %") return true;
        // ("3/4 of the dose": the fraction's "of" right after it, not one inside a bracket, "on 11/30 (80% of usual)".)
        if (has_word(after, {"mg", "mcg", "ml", "g", "units", "unit", "tab", "tabs", "tablet", "tablets", "cup",
                             "cups", "dose", "inch", "mile", "miles", "strength"}) || unit == "of")
            return true;
        // "3/4 in" is inches; "10/31 in the hallway" is a day.
        if (unit == "in" && !has_word(after, {"the", "a", "an", "her", "his", "their", "our", "my"})) return true;
        bool cue = has_word(before, {"on", "by", "until", "recently", "last", "latest", "since", "from", "dated", "due", "recheck", "see", "seen",
                                     "visit", "appointment", "follow-up", "followup", "through", "till", "before",
                                     "after", "date", "inr", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri",
                                     "sat", "sun", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                     "sunday"});
        add_span(out, with_weekday(m.start()), m.end(), "DATE", "date.month_day", cue ? 0.75 : 0.55);
        return true;
    });
    // A stay compressed into one cell of a bill's or a chart's table: "18-25/11" (the 18th to the 25th
    // of November), one span as it cannot be split. Only as a whole column cell (a line's start, a tab
    // or two blanks on each side): in a sentence "3-4/10" is a score.
    static const Regex compressed_range(R"((?<![\w/.,-])(\d{1,2})-(\d{1,2})/(\d{1,2})(?![\w/-]|\.\d|,\d))", StartBytes{kDigits});
    compressed_range.for_each_at(in.text, in.starts, [&](const Match& m) {
        const int from = num(m.text(1)), to = num(m.text(2)), month = num(m.text(3));
        if (!(day_ok(from) && day_ok(to) && from < to && month_ok(month))) return true;
        const std::string_view text = in.text;
        const bool cell_before = m.start() == 0 || text[m.start() - 1] == '\n' || text[m.start() - 1] == '\t' ||
                                 (m.start() >= 2 && text[m.start() - 1] == ' ' && text[m.start() - 2] == ' ');
        const bool cell_after = m.end() == text.size() || text[m.end()] == '\n' || text[m.end()] == '\r' || text[m.end()] == '\t' ||
                                (m.end() + 1 < text.size() && text[m.end()] == ' ' && text[m.end() + 1] == ' ');
        if (cell_before && cell_after) add_span(out, m.start(), m.end(), "DATE", "date.compressed_range", 0.86);
        return true;
    });
    find_intl_dates(in, out);
    find_era_dates(in, out);
    // "Nov 30/25": a month's name, the day and a two-digit year after a slash (Canadian forms).
    static const Regex month_day_yy(std::string("(?<![\\w])") + kMonth + "\\.?[ ](\\d{1,2})/(\\d{2})(?![\\d/])",
                                    StartBytes{"JFMASOND"});
    // Tried only where a word is followed by a blank, a day and a slash.
    std::vector<size_t> word_day_slash, day_word;
    const std::string_view text = in.text;
    const auto digit_at = [&](size_t p) { return p < text.size() && std::isdigit(static_cast<unsigned char>(text[p])); };
    for (size_t p : in.starts) {
        size_t q = p;
        if (digit_at(p)) {
            // "1 dec", "7 nov.", "3rd oct": one or two digits, perhaps an ordinal's letters, a blank, a lower-case letter.
            while (digit_at(q) && q - p < 3) ++q;
            while (q < text.size() && q - p < 5 && std::islower(static_cast<unsigned char>(text[q]))) ++q;
            if (q - p <= 4 && q + 1 < text.size() && text[q] == ' ' && std::islower(static_cast<unsigned char>(text[q + 1])))
                day_word.push_back(p);
            continue;
        }
        while (q < text.size() && q - p < 10 && std::isalpha(static_cast<unsigned char>(text[q]))) ++q;
        if (q < text.size() && text[q] == '.') ++q;
        if (q + 3 < text.size() && text[q] == ' ' && digit_at(q + 1) && (text[q + 2] == '/' || (digit_at(q + 2) && text[q + 3] == '/')))
            word_day_slash.push_back(p);
    }
    month_day_yy.for_each_at(in.text, word_day_slash, [&](const Match& m) {
        if (day_ok(num(m.text(1)))) add_span(out, m.start(), m.end(), "DATE", "date.written", 0.92);
        return true;
    });
    // "1 dec", "7 nov.": a day and a month in lower case (chats, and French abbreviations).
    // Not "may" or "mar", which are words as often as months.
    static const Regex day_lower_month(
        R"((?<![\w])(\d{1,2})(?:st|nd|rd|th)?[ ](?:jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec|january|february|april|june|july|august|september|october|november|december)\.?(?:[ ](\d{4}))?(?![\w]))",
        StartBytes{kDigits});
    day_lower_month.for_each_at(in.text, day_word, [&](const Match& m) {
        if (day_ok(num(m.text(1))) && (!m.has(2) || year_ok(m.text(2))))
            add_span(out, m.start(), m.end(), "DATE", "date.written", m.has(2) ? 0.92 : 0.86);
        return true;
    });
    // A night or a stay written with a slash: "the night of 27/28 September". Tried only where
    // two days and a slash stand before a word (the written pattern would try it at every number).
    static const Regex night(std::string("(?<![\\w/])(\\d{1,2})/(\\d{1,2})[ ]") + kMonth + "(?:[ ](\\d{4}))?(?![\\w])",
                             StartBytes{kDigits});
    std::vector<size_t> two_days;
    for (size_t p : dense) {
        size_t q = p;
        while (q < in.text.size() && q - p < 2 && std::isdigit(static_cast<unsigned char>(in.text[q]))) ++q;
        if (q > p && in.text.compare(q, 1, "/") == 0 && q + 4 < in.text.size() && std::isdigit(static_cast<unsigned char>(in.text[q + 1])))
            two_days.push_back(p);
    }
    night.for_each_at(in.text, two_days, [&](const Match& m) {
        if (day_ok(num(m.text(1))) && day_ok(num(m.text(2))) && (!m.has(3) || year_ok(m.text(3))))
            add_span(out, m.start(), m.end(), "DATE", "date.written", m.has(3) ? 0.95 : 0.86);
        return true;
    });
    // "07-Mar-1966", "07 Mar 66", "Mar-07-1966".
    static const Regex dashed(std::string("(?<![\\w-])(?:(\\d{1,2})[- ]") + kMonth + "[- ](\\d{4}|\\d{2})|" + kMonth +
                              "-(\\d{1,2})-(\\d{4}|\\d{2}))(?![\\w-])", StartBytes{"0123456789JFMASOND"});
    dashed.for_each_at(in.text, in.starts, [&](const Match& m) {
        int day = num(m.has(1) ? m.text(1) : m.text(3));
        if (day_ok(day)) add_span(out, m.start(), m.end(), "DATE", "date.dashed", 0.95);
        return true;
    });
    find_japanese_era_dates(in, out);
    // Chinese, Japanese and Korean dates: "2024年10月21日", "10月21日", "2026년 11월 30일"; a Japanese
    // era's year ("令和8年11月30日", "平成元年") and the Republic of China's in Taiwan ("民國64年3月5日"); the
    // weekday after it is the date's, in brackets or not ("4월 5일 토요일").
    static const Regex cjk(R"((?<![\d])(?:((?:令和|平成|昭和|大正|明治|民國|民国|中華民國|中华民国)[ ]?(?:\d{1,3}|元)|\d{4})[ ]?[年년][ ]?)?(\d{1,2})[ ]?[月월][ ]?(\d{1,2})[ ]?[日일](?:[ ]?[(（][月火水木金土日월화수목금토일](?:요일|曜日|曜)?[)）]|[ ]?[월화수목금토일]요일|[ ]?[月火水木金土日]曜日)?)",
                           StartBytes{"0123456789\xE4\xE5\xE6", {"0123456789 ", "0123456789 "}});
    std::vector<size_t> cjk_at = in.starts;
    for (std::string_view era : {"令和", "平成", "昭和", "大正", "明治", "民國", "民国", "中華民國", "中华民国"})
        for (size_t p = in.text.find(era); p != std::string_view::npos; p = in.text.find(era, p + era.size())) cjk_at.push_back(p);
    std::sort(cjk_at.begin(), cjk_at.end());
    cjk_at.erase(std::unique(cjk_at.begin(), cjk_at.end()), cjk_at.end());
    cjk.for_each_at(in.text, cjk_at, [&](const Match& m) {
        const bool era = m.has(1) && !std::isdigit(static_cast<unsigned char>(m.text(1)[0]));
        if ((!m.has(1) || era || year_ok(m.text(1))) && month_ok(num(m.text(2))) && day_ok(num(m.text(3))))
            add_span(out, m.start(), m.end(), "DATE", "date.cjk", m.has(1) ? 0.95 : 0.88);
        return true;
    });
    // "03/2022", "04/2024": a month of a year.
    static const Regex month_year(R"((?<![\w/.-])(0?[1-9]|1[0-2])[/.-]((?:19|20)\d\d)(?![\w/-]|\.\d))",
                                  StartBytes{kDigits, {kDigitsOrDateSeparator, kDigitsOrDateSeparator}});
    // (Not a law's number and year: "Law 7/2008", "Lei n.º 25/2012", "Decree 3/2019".)
    static const WordSet kLawWords = {"law", "act", "decree", "ley", "lei", "loi", "legge", "decreto", "ordinance", "regulation",
                                      "directive", "resolution", "resolución", "resolução", "ustawa", "zakon", "statute"};
    month_year.for_each_at(in.text, dense, [&](const Match& m) {
        const std::string window = window_before(in.text, m.start(), 20);  // (lower case; the tokens view it)
        const auto before = tokenize_words(window);
        size_t k = before.size();
        while (k > 0 && (before[k - 1].text == "n" || before[k - 1].text == "no" || before[k - 1].text == "nr" || before[k - 1].text == "º"))
            --k;
        if (k > 0 && kLawWords.count(before[k - 1].text)) return true;
        add_span(out, m.start(), m.end(), "DATE", "date.month_year", 0.86);
        return true;
    });
    // A stay's from and to in months: "(09/2019-04/2023)", "12/2023 – 01/2024"; two dates.
    static const Regex month_year_range(R"((?<![\w/.-])(0?[1-9]|1[0-2])/((?:19|20)\d\d)[ ]?(?:-|–)[ ]?((?:0?[1-9]|1[0-2])/(?:19|20)\d\d)(?![\w/-]|\.\d))",
                                        StartBytes{kDigits, {kDigitsOrDateSeparator, kDigitsOrDateSeparator}});
    month_year_range.for_each_at(in.text, dense, [&](const Match& m) {
        add_span(out, m.start(), m.end(2), "DATE", "date.month_year", 0.86);
        add_span(out, m.start(3), m.end(), "DATE", "date.month_year", 0.86);
        return true;
    });
    // ISO 8601's year and month, "2019-08": the from/to columns of a history form. Not a form's
    // revision or edition ("Form rev. 2023-07").
    static const Regex year_month(R"((?<![\w/.-])((?:19|20)\d\d)-(0[1-9]|1[0-2])(?![\w/-]|[.:]\d))", StartBytes{"12"});
    year_month.for_each_at(in.text, dense, [&](const Match& m) {
        // The word before it, lower case, without its '.' or ':'.
        std::string before = window_before(in.text, m.start(), 12);
        while (!before.empty() && (before.back() == ' ' || before.back() == '\t' || before.back() == ':' || before.back() == '.'))
            before.pop_back();
        size_t word_start = before.size();
        while (word_start > 0 && std::isalpha(static_cast<unsigned char>(before[word_start - 1]))) --word_start;
        std::string word = before.substr(word_start);
        for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        static const std::array<std::string_view, 9> kRevisionWords = {"rev", "revision", "revised", "version", "ver",
                                                                       "v", "ed", "edition", "issue"};
        if (std::find(kRevisionWords.begin(), kRevisionWords.end(), word) == kRevisionWords.end())
            add_span(out, m.start(), m.end(), "DATE", "date.year_month", 0.86);
        return true;
    });
    find_person_years(in, dense, out);
    // Relative phrases that fix a day: "the 3rd of next month", "last Tuesday", "next Friday".
    static const Regex nth_of_month(R"((?i)(?<![\w])\d{1,2}(?:st|nd|rd|th)[ \t]+of[ \t]+(?:next|last|this|the[ \t]+following)[ \t]+month(?![\w]))",
                                    StartBytes{kDigits});
    nth_of_month.for_each_at(in.text, in.starts, [&](const Match& m) {
        size_t start = m.start();
        if (start >= 4 && ascii_lower(in.text.substr(start - 4, 4)) == "the ") start -= 4;
        add_span(out, start, m.end(), "DATE", "date.relative", 0.86);
        return true;
    });
    // A day of the month alone where a date is expected: "got my period on the 9th", "your letter of
    // the 2nd inst." (inst., ult., prox.: this, last, next month). "on the 3rd floor", "by the 2nd
    // dose", "the 9th of May" (a written date) are not: no word but a joining one may follow.
    // (Matched from the day: candidates start at digits and capitals, never at "the".)
    static const Regex nth_alone(R"((?<=(?<![\w])the[ \n])(\d{1,2})(?:st|nd|rd|th)(?:[ \t]+(?:inst|ult|prox)\.|(?![\w])))",
                                 StartBytes{kDigits});
    nth_alone.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (!day_ok(num(m.text(1)))) return true;
        size_t start = m.start() - 4;  // "the "
        const std::string before = word_before(in.text, start);
        const bool weekday_before = has_word(before, {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"});
        if (!weekday_before && !has_word(before, {"on", "of", "by", "until", "till", "since", "from", "before", "after", "dated", "due"}))
            return true;
        const std::string next = word_after(in.text, m.end());
        if (!weekday_before && !next.empty() && next != "and" && next != "or" && next != "at" && next != "to" && next != "when" && next != "but" &&
            next != "with")
            return true;
        // "fractures of the 4th and 5th metacarpals": a second ordinal joined to it, then a noun, counts things.
        static const Regex ordinal_pair(R"(^[ ](?:and|or|to)[ ]\d{1,2}(?:st|nd|rd|th)[ ]\p{Ll})");
        if ((next == "and" || next == "or" || next == "to") && ordinal_pair.match_at(in.text.substr(m.end(), 24), 0)) return true;
        // "Saturday the 14th" is one date.
        if (weekday_before) {
            while (start > 0 && (in.text[start - 1] == ' ' || in.text[start - 1] == '\t')) --start;
            start -= before.size();
        }
        add_span(out, start, m.end(), "DATE", "date.day_of_month", 0.8);
        return true;
    });
    // A weekday and a day of the month, in any language the calendar lists: "luns 30", "Friday 27",
    // "Mon 7th" (not "Monday 10:30", a time; nor "Sunday 2 pm").
    static const Regex weekday_day(R"([,]?[ ](\d{1,2})(?:st|nd|rd|th|º|ª|\.)?(?![\d:/.,-]|[\p{L}]|[ ]?(?i:am|pm|a\.m|p\.m|h|hrs|hours|o'clock)(?![\p{L}])))");
    for (const Token& t : in.tokens) {
        if (!(t.lex & (kLexMonth | kLexIntlWeekday)) || t.end >= in.text.size() || in.text[t.end] == '.') continue;
        const bool weekday = (t.lex & kLexIntlWeekday) || is_weekday_in_any_language(in.lex, t.text);
        if (!weekday) continue;
        Match m;
        if (!weekday_day.match_at(in.text, t.end, &m) || !day_ok(num(m.text(1)))) continue;
        // A count after the weekday is no day: "Monday 8 patients were seen". A word of the language
        // after a bare number says so; a function word does not ("luns 30 pola empresa", "Friday 27 at
        // 9"), nor does an ordinal's ("Mon 30th moving day").
        const size_t k = first_token_at(in.tokens, m.end());
        if (m.end() == m.end(1) && k < in.tokens.size() && in.tokens[k].start <= m.end() + 1 && in.tokens[k].lower &&
            !(in.tokens[k].lex & (kLexStop | kLexForeignFunction)) &&
            !has_word(in.tokens[k].text, {"at", "in", "on", "by", "and", "or", "to", "the", "for", "from", "until", "till"}))
            continue;
        add_span(out, t.start, m.end(), "DATE", "date.weekday_day", 0.8);
    }
    for (size_t i = 1; i < in.tokens.size(); ++i) {
        const Token& t = in.tokens[i];
        if (!(t.lex & kLexMonth) || t.text.size() < 6) continue;
        std::string day = ascii_lower(t.text);
        if (day.size() < 6 || day.compare(day.size() - 3, 3, "day") != 0) continue;
        const Token& prev = in.tokens[i - 1];
        std::string p = ascii_lower(prev.text);
        size_t start = prev.start;
        if ((p == "past" || p == "coming") && i >= 2 && ascii_lower(in.tokens[i - 2].text) == "this") start = in.tokens[i - 2].start;
        else if (p != "last" && p != "next") continue;
        if (t.start - prev.end > 2) continue;
        add_span(out, start, t.end, "DATE", "date.relative", 0.86);
    }
    written.for_each_at(in.text, in.starts, [&](const Match& m) {
        bool ok = true;
        if (m.has(1)) ok = day_ok(num(m.text(1))) && (!m.has(2) || year_ok(m.text(2)));
        else if (m.has(3)) ok = day_ok(num(m.text(3))) && (!m.has(4) || year_ok(m.text(4)));
        else if (m.has(5)) ok = year_ok(m.text(5));
        double conf = (m.has(3) && !m.has(4)) || (m.has(1) && !m.has(2)) ? 0.85 : 0.95;
        if (!ok) return true;
        const size_t start = with_weekday(m.start(), true);
        // A year cut to two digits after an apostrophe, as people say it: "August 14th, '94".
        static const Regex short_year(R"(,?[ ]['’]\d{2}(?![\w'’]))");
        Match y;
        const bool cut_year = ((m.has(3) && !m.has(4)) || (m.has(1) && !m.has(2))) && short_year.match_at(in.text, m.end(), &y);
        add_span(out, start, cut_year ? y.end() : m.end(), "DATE", "date.written", cut_year ? 0.9 : conf);
        return true;
    });
    // "Verified at Chandigarh on this 26th day of November, 2026": the deed's "this" opens its date.
    const auto this_before = [&](size_t start) {
        return start >= 5 && ascii_lower(in.text.substr(start - 5, 5)) == "this " &&
                       (start == 5 || !is_word_byte(static_cast<unsigned char>(in.text[start - 6])))
                   ? start - 5
                   : start;
    };
    // The legal long form: "the 2nd day of May, 2024", "3rd day of June in the year 2024".
    static const Regex day_of(std::string(R"((?i)(?<![\w])(\d{1,2})(?:st|nd|rd|th)?[ \t]+day[ \t]+of[ \t]+)") +
                                  kCalendarWordGroup +
                                  R"((?:,?[ \t]+(?:in[ \t]+the[ \t]+year[ \t]+(?:of[ \t]+(?:our[ \t]+lord[ \t]+)?)?)?(\d{4}))?(?![\w]))",
                              StartBytes{kDigits, {"0123456789stndrSTNDR \t", "stndrhSTNDRH \tdD"}});
    day_of.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (!(is_month_in_any_language(in.lex, m.text(2), true) && day_ok(num(m.text(1))) && (!m.has(3) || year_ok(m.text(3)))))
            return true;
        // "Monday, the 7th day of December, 2026": a weekday before the article takes it into the date
        // (without one, "on the 9th day of May" leaves "the" out).
        size_t start = m.start();
        if (start >= 4 && ascii_lower(in.text.substr(start - 4, 4)) == "the ") {
            const size_t weekday_start = with_weekday(start - 4);
            if (weekday_start < start - 4) start = weekday_start;
        }
        add_span(out, this_before(start), m.end(), "DATE", "date.day_of", m.has(3) ? 0.95 : 0.88);
        return true;
    });
    // ... with the day spelled out: "the ninth day of April 1946", "this twenty-first day of June, 2024".
    static const Regex spelled_day_of(std::string(R"((?i)(?<![\w])(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|)"
                                                  R"(eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|)"
                                                  R"(nineteenth|twentieth|(?:twenty|thirty)(?:-|[ ])?(?:first|second|third|fourth|fifth|)"
                                                  R"(sixth|seventh|eighth|ninth)|thirtieth)[ \t]+day[ \t]+of[ \t]+)") +
                                      // The year in figures, or written out: "of two thousand and fourteen", "nineteen
                                      // eighty-one".
                                      kCalendarWordGroup + R"((?:,?[ \t]+(?:of[ \t]+)?(\d{4}|(?i:two[ ]thousand(?:[ ]and)?(?:[ ][a-z]+(?:-[a-z]+)?)?|)"
                                      R"(nineteen[ ][a-z]+(?:-[a-z]+)?)))?(?![\w]))",
                                      StartBytes{"FSTENfsten"});  // the ordinals' first letters
    std::vector<size_t> before_day_of;
    for (size_t i = 0; i + 2 < in.tokens.size(); ++i)
        if (in.tokens[i + 1].text == "day" && in.tokens[i + 2].text == "of") before_day_of.push_back(in.tokens[i].start);
    spelled_day_of.for_each_at(in.text, before_day_of, [&](const Match& m) {
        if (is_month_in_any_language(in.lex, m.text(1), true) && (!m.has(2) || !std::isdigit(static_cast<unsigned char>(m.text(2)[0])) || year_ok(m.text(2))))
            add_span(out, this_before(m.start()), m.end(), "DATE", "date.day_of", m.has(2) ? 0.95 : 0.88);
        return true;
    });
    find_local_date_forms(in, out, first_span);
    find_chinese_dates(in, out, first_span);
    find_form_dates(in, out);
    find_anchored_relative_dates(in, out, first_span);
    // A weekday of any language right before a date belongs to it ("petek, 13. 11. 2026",
    // "trešdiena, 2026. gada 2. decembris"); the English ones are taken by each form above.
    for (size_t k = first_span; k < out.size(); ++k) {
        Candidate& c = out[k];
        if (std::string_view(c.category) != "DATE") continue;
        const size_t t = first_token_at(in.tokens, c.start);
        if (t == 0 || t > in.tokens.size()) continue;
        const Token& day = in.tokens[t - 1];
        if (day.end > c.start || c.start - day.end > 3) continue;
        const std::string_view gap = in.text.substr(day.end, c.start - day.end);
        const bool comma = gap == ", " || gap == ". " || gap == "., ";
        if (!(comma || gap == " ") || (!comma && day.text.size() < 4)) continue;
        if (day.text.size() >= 3 && is_weekday_in_any_language(in.lex, day.text)) c.start = day.start;
    }
    // "mid-September 2026", "early March 2025", "late Oct": the part of the month belongs to the date
    // (a bare month after them is taken by find_bare_months).
    for (size_t k = first_span; k < out.size(); ++k) {
        Candidate& c = out[k];
        if (std::string_view(c.category) != "DATE" || c.start < 4 || !std::isalpha(static_cast<unsigned char>(in.text[c.start]))) continue;
        for (std::string_view part : {"mid-", "Mid-", "mid ", "Mid ", "early ", "Early ", "late ", "Late ", "end of ", "End of "})
            if (c.start >= part.size() && in.text.compare(c.start - part.size(), part.size(), part) == 0 &&
                (c.start == part.size() || !is_word_byte(static_cast<unsigned char>(in.text[c.start - part.size() - 1])))) {
                c.start -= part.size();
                break;
            }
    }
    // Airline, military and pharmacy dates written solid: "30NOV26", "11MAR59", "05Dec2026".
    static const Regex solid(R"((?<![\w])(\d{2})(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(\d{4}|\d{2})(?![\w]))",
                             StartBytes{kDigits, {kDigits, "JFMASOND"}});
    solid.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (day_ok(num(m.text(1))) && year_ok(m.text(3))) add_span(out, m.start(), m.end(), "DATE", "date.solid", 0.9);
        return true;
    });
    // "the 2nd of June", "the 14th day of May": the article belongs to a date that opens with an ordinal day.
    for (size_t k = first_span; k < out.size(); ++k) {
        Candidate& c = out[k];
        if (std::string_view(c.category) != "DATE" || c.start < 4 || !std::isdigit(static_cast<unsigned char>(in.text[c.start])))
            continue;
        const std::string_view head = in.text.substr(c.start, std::min<size_t>(6, c.end - c.start));
        const bool ordinal = head.find("st") != std::string_view::npos || head.find("nd") != std::string_view::npos ||
                             head.find("rd") != std::string_view::npos || head.find("th") != std::string_view::npos;
        const std::string before = ascii_lower(in.text.substr(c.start - 4, 4));
        if (ordinal && before == "the " && (c.start == 4 || !is_word_byte(static_cast<unsigned char>(in.text[c.start - 5]))))
            c.start -= 4;
    }
}

}  // namespace synsema::redact
