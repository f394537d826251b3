// Dotted numeric dates as central and northern Europe write them, beyond the
// one-separator forms of recognize_dates.cpp ("19.11.2026"):
//   spaced: "19. 11. 2026" (Czech, Slovak, German), "19.11. 2026";
//   year first, spaced or with a final dot: "1942. 03. 08.", "2026.11.12." (Hungarian);
//   a day and a month with the final dot and no year: "19.11.", "6. 11." (a dated note's
//   day; the year is the record's own), outside English records;
//   a Hungarian case ending after the month and day: "11.17-én", "nov. 16-án";
//   a range whose first date takes the second's year: "14.01-18.01.2027".
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string>

#include "calendar_words.h"
#include "date_numbers.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

using namespace date_numbers;  // num, day_ok, month_ok, year_ok

bool day_then_month(int a, int b) { return day_ok(a) && month_ok(b); }
bool either_order(int a, int b) { return day_then_month(a, b) || (month_ok(a) && day_ok(b)); }

// "at 12.30.", "um 10.15", "klo 9.30": a time of day, not a date.
bool after_time_word(std::string_view text, size_t pos) {
    const std::string before = window_before(text, pos, 8);
    return has_word(before, {"at", "um", "kl", "klo", "ore", "om", "o", "godz", "h", "hod", "ora", "a las", "às"});
}

// A record written mostly in another script (Cyrillic, Greek …), which the language guess, reading Latin function
// words, takes for English: "термин за снимање 21.02. у 10:30".
bool mostly_other_script(const std::vector<Token>& tokens) {
    size_t latin = 0, other = 0;
    for (const Token& t : tokens) {
        if (std::any_of(t.text.begin(), t.text.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); })) ++latin;
        else if (!t.text.empty() && static_cast<unsigned char>(t.text[0]) >= 0xC0) ++other;
    }
    return other >= 10 && other > 2 * latin;
}

}  // namespace

void find_dotted_dates(const ScanInput& in, const std::vector<size_t>& all_dense, Spans& out) {
    // Every form here has a dot within its first five bytes: the other dense starts are skipped.
    std::vector<size_t> dense;
    for (size_t p : all_dense)
        if (in.text.substr(p + 1, 4).find('.') != std::string_view::npos) dense.push_back(p);
    // Day, month and year with a blank after a dot: the one-separator form needs none.
    static const Regex spaced(R"((?<![\w.,/-])(\d{1,2})\.[ ]?(\d{1,2})\.[ ]?(\d{4})(?![\w]|\.\d))", StartBytes{"0123456789"});
    spaced.for_each_at(in.text, dense, [&](const Match& m) {
        if (m.text().find(' ') != std::string_view::npos && day_then_month(num(m.text(1)), num(m.text(2))))
            add_span(out, m.start(), m.end(), "DATE", "date.dotted", 0.92);
        return true;
    });
    // A range whose first date leaves its year to the second: "14.01-18.01.2027", "3.2.-5.2.2027" (a stay,
    // a sick note's period). The one-separator form will not start after the dash, so the range is one span.
    static const Regex range(R"((?<![\w.,/-])(\d{1,2})\.(\d{1,2})\.?[ ]?(?:-|–)[ ]?(\d{1,2})\.(\d{1,2})\.((?:19|20)\d\d)(?![\w]|\.\d))",
                             StartBytes{"0123456789"});
    range.for_each_at(in.text, dense, [&](const Match& m) {
        if (day_then_month(num(m.text(1)), num(m.text(2))) && day_then_month(num(m.text(3)), num(m.text(4))))
            add_span(out, m.start(), m.end(), "DATE", "date.dotted_range", 0.9);
        return true;
    });
    // Year first, each part closed by a dot: "1942. 03. 08.", "2026.11.12.".
    // (A time may follow, as Hungarian WhatsApp writes its stamp: "2025. 08. 09. 07:42 - Anyu: …".)
    static const Regex year_first(R"((?<![\w.,/-])((?:18|19|20)\d\d)\.[ ]?(\d{1,2})\.[ ]?(\d{1,2})\.(?![\w]|[ ]?\d(?!\d?:\d\d)))",
                                  StartBytes{"12"});
    year_first.for_each_at(in.text, dense, [&](const Match& m) {
        if (month_ok(num(m.text(2))) && day_ok(num(m.text(3))))
            add_span(out, m.start(), m.end(), "DATE", "date.dotted", 0.92);
        return true;
    });
    // A day and a month without the year: closed by a Hungarian case ending (in any record: the
    // ending says it is a date), or by a dot (outside English records, which do not write dates so).
    {
        // Czech and Slovak put a blank after the day's dot: "(6. 11., č. záznamu)", "Od 9. 11. afebrilný".
        static const Regex no_year(R"((?<![\w.,/-])(\d{1,2})\.[ ]?(\d{1,2})(?:(\.)(?![\w.]|[ ]?\d)|(?=-\p{Ll})))",
                                   StartBytes{"0123456789"});
        const bool dot_form = in.language != Language::English || mostly_other_script(in.tokens);
        no_year.for_each_at(in.text, dense, [&](const Match& m) {
            const int a = num(m.text(1)), b = num(m.text(2));
            if (m.has(3) && !dot_form) return true;
            if (!either_order(a, b) || after_time_word(in.text, m.start())) return true;
            // The spaced form only as day, month and closing dot ("6. 11."): "3. 12" is a list's or a heading's.
            if (m.text().find(' ') != std::string_view::npos && (!m.has(3) || !day_then_month(a, b))) return true;
            // "1.2." at a line's start numbers a heading; a dated note writes "19.11.".
            const bool line_start = m.start() == 0 || in.text[m.start() - 1] == '\n';
            if (line_start && (m.text(1).size() < 2 || m.text(2).size() < 2)) return true;
            add_span(out, m.start(), m.end(), "DATE", "date.dotted", 0.86);
            return true;
        });
    }
    // In an English record too, a day and a month of two digits each without the closing dot where the
    // layout says date: a dated note's entry opening its line ("17.11: Pseudomonas …", "17.11  Mrs T reports"),
    // or two or more in a list ("last two tests (17.11, 24.11) were negative"); not a decimal ("Hb 17.11").
    if (in.language == Language::English) {
        static const Regex bare(R"((?<![\w.,/-])(\d{2})\.(\d{2})(?![\w]|\.\d))", StartBytes{"0123456789"});
        // (The list alone in its brackets: "(17.11, 24.11)", not "values 12.10, 14.05 and 11.11 mmol".)
        static const Regex bracket_list(R"(\(\d{2}\.\d{2}(?:,[ ]\d{2}\.\d{2})+\))");
        bare.for_each_at(in.text, dense, [&](const Match& m) {
            if (!day_then_month(num(m.text(1)), num(m.text(2)))) return true;
            const size_t ls = line_start(in.text, m.start());
            const bool opens_line = in.text.substr(ls, m.start() - ls).find_first_not_of(" \t") == std::string_view::npos &&
                                    (in.text.compare(m.end(), 1, ":") == 0 || in.text.compare(m.end(), 2, "  ") == 0);
            // (The bracket looked for within 64 bytes: a list of a few dates, and no scan back along a long line.)
            const size_t from = std::max(ls, m.start() > 64 ? m.start() - 64 : size_t{0});
            const size_t open = in.text.substr(from, m.start() - from).rfind('(');
            Match list;
            const bool in_list = open != std::string_view::npos && bracket_list.match_at(in.text, from + open, &list) &&
                                 list.end() >= m.end();
            if (opens_line || in_list) add_span(out, m.start(), m.end(), "DATE", "date.dotted", 0.84);
            return true;
        });
    }
    // A weekday, then a day and a month of two digits each: "Next review via video Thu 26.11." (a
    // British note's date, which the weekday says is no decimal).
    static const Regex day_month(R"([ ](\d{2})\.(\d{2})(?![\w]|\.\d))");
    for (const Token& t : in.tokens) {
        if (!(t.lex & (kLexIntlWeekday | kLexMonth)) || t.text.size() < 3 || t.end + 6 > in.text.size() || in.text[t.end] != ' ' ||
            !std::isdigit(static_cast<unsigned char>(in.text[t.end + 1])))
            continue;
        if (!(t.lex & kLexIntlWeekday) && !is_english_weekday_lower(ascii_lower(t.text))) continue;
        Match m;
        if (day_month.match_at(in.text, t.end, &m) && day_then_month(num(m.text(1)), num(m.text(2))))
            add_span(out, t.start, m.end(), "DATE", "date.weekday_day_month", 0.88);
    }
    // A day of the month alone after Danish, Norwegian, Swedish or German "den", with its ordinal's dot: "ska te
    // kontrol den 17." (on the 17th), "am Montag, den 3.". Not before a capitalised word but a month, which makes
    // a rank or a full date ("den 2. Weltkrieg", "den 17. Juli" is found whole elsewhere).
    static const Regex den_day(R"((?<![\w])[Dd]en[ ](\d{1,2})\.(?=[ ]\p{Ll}|[ ]?[,;:!?)]|[ \t]*\r?\n|$))", StartBytes{"dD"});
    den_day.for_each_at(in.text, in.word_index.starts_of({"den"}), [&](const Match& m) {
        // (A lower-case month after it is a whole date's, found from its day: "den 4. marts 2026".)
        size_t w = m.end() + 1, e = w;
        while (e < in.text.size() && (std::isalpha(static_cast<unsigned char>(in.text[e])) || static_cast<unsigned char>(in.text[e]) >= 0x80)) ++e;
        const std::string_view next = in.text.substr(std::min(w, in.text.size()), e > w ? e - w : 0);
        if (!next.empty() && is_month_in_any_language(in.lex, next)) return true;
        if (day_ok(num(m.text(1)))) add_span(out, m.start(), m.end(), "DATE", "date.den_day", 0.84);
        return true;
    });
    // A month's abbreviation, its dot, a day and a case ending: "nov. 16-án".
    static const Regex abbreviated(R"(\.[ ](\d{1,2})(?=-\p{Ll}))");
    for (const Token& t : in.tokens) {
        if (t.text.size() < 3 || t.text.size() > 5 || t.end >= in.text.size() || in.text[t.end] != '.') continue;
        if (!(t.lex & (kLexIntlMonthAbbr | kLexMonth))) continue;
        Match m;
        if (abbreviated.match_at(in.text, t.end, &m) && day_ok(num(m.text(1))))
            add_span(out, t.start, m.end(), "DATE", "date.dotted", 0.86);
    }
}

}  // namespace synsema::redact
