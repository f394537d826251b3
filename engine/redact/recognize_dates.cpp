// Dates in every common written form, and ages over 89:
//   numeric with '/', '-' or '.' (03/14/1961, 14.09.1975, 2023-02-09, 2/10/25);
//   month and year (03/2022);
//   written, in English, German, French, Dutch, Spanish, Portuguese and
//   Italian ("March 3rd, 2024", "3 Mar 2024", "11 March", "27. Februar 2025",
//   "lundi 3 février 2025", "1er février", "3 de marzo de 2025");
//   "07-Mar-1966", "Mar-07-1966";
//   a year that pins a person ("born 2015", "b. 2017");
//   relative phrases that fix a day ("the 3rd of next month", "last Tuesday").
// Month/day without a year is accepted with a lower score (fractions and
// ratios look the same), lowered further by words like "exp" or units after it.
#include <cstdlib>
#include <string>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

constexpr const char* kMonth =
    "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
    "Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|"
    "JULY?|AUG(?:UST)?|SEP(?:T(?:EMBER)?)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?)";
// Month names of the other languages the records come in (caseless).
constexpr const char* kMonthIntl =
    "(?i:janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|"
    "januar|jänner|februar|märz|maerz|april|juni|juli|oktober|dezember|"
    "januari|februari|maart|mei|augustus|december|"
    "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|"
    "janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|dezembro|"
    "gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre)";
constexpr const char* kWeekdayIntl =
    "(?i:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|"
    "sonntag|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|lunes|martes|miércoles|jueves|viernes|"
    "sábado|domingo|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira)";
constexpr const char* kWeekday =
    "(?:Mon(?:day)?|Tue(?:s(?:day)?)?|Wed(?:nesday)?|Thu(?:r(?:s(?:day)?)?)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)";

constexpr const char* kDigits = "0123456789";

int num(std::string_view s) { return s.empty() ? -1 : std::atoi(std::string(s).c_str()); }
bool day_ok(int d) { return d >= 1 && d <= 31; }
bool month_ok(int m) { return m >= 1 && m <= 12; }
bool year_ok(std::string_view y) {
    if (y.size() == 2) return true;
    int v = num(y);
    return v >= 1850 && v <= 2150;
}

std::string written_pattern() {
    std::string m = kMonth;
    // 3 Mar 2024 | 3rd of March[, 2024] | March 3[rd][, 2024] | March 2024
    return "(?<![\\w])(?:"
           "(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+" + m + "\\.?(?:,?\\s+(\\d{4}))?"
           "|" + m + "\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:])(?:,?\\s+(\\d{4}))?"
           "|" + m + "\\.?,?\\s+(\\d{4})"
           ")(?![\\w])";
}

// "27. Februar 2025", "3 février 2025", "1er février", "3 de marzo de 2025", "3 februari".
std::string intl_pattern() {
    return std::string("(?<![\\w])(\\d{1,2})(?:\\.|er|º|ª)?\\s+(?:de\\s+)?") + kMonthIntl +
           "(?:\\s+(?:de\\s+)?(\\d{4}))?(?![\\w])";
}

}  // namespace

void find_dates(const ScanInput& in, Spans& out) {
    static const Regex numeric(R"((?<![\w/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\w/-]|\.\d))", StartBytes{kDigits});
    static const Regex iso(R"((?<![\w/.-])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\w/-]|\.\d))", StartBytes{kDigits});
    static const Regex month_day(R"((?<![\w/.,-])(\d{1,2})/(\d{1,2})(?![\w/-]|\.\d|,\d))", StartBytes{kDigits});
    // A day number or a month name's capital (kMonth) opens a written date.
    static const Regex written(written_pattern(), StartBytes{"0123456789JFMASOND"});
    // A weekday before a written date belongs to it ("Tue, 11 Jun 2024"); looked
    // for only behind a match, so the main pattern keeps a cheap first character.
    static const Regex weekday(std::string("(?<![\\w])") + kWeekday + "\\.?,?\\s+$");

    // A weekday written before a date belongs to it ("Thu 03/06/2025", "thurs 3/13").
    static const Regex weekday_any(std::string("(?i)(?<![\\w])") + kWeekday + "\\.?,?[ \\t]+$");
    auto with_weekday = [&](size_t start) {
        size_t from = start > 12 ? start - 12 : 0;
        weekday_any.for_each(in.text.substr(0, start), [&](const Match& w) {
            start = w.start();
            return false;
        }, from);
        return start;
    };
    // Numeric dates hold 3+ digits within their first 12 bytes.
    const std::vector<size_t> dense = digit_dense_starts(in.text, in.starts, 12, 3);
    numeric.for_each_at(in.text, dense, [&](const Match& m) {
        int a = num(m.text(1)), b = num(m.text(3));
        // Either month/day (US) or day/month order must be possible.
        bool ok = (month_ok(a) && day_ok(b)) || (day_ok(a) && month_ok(b));
        if (ok && year_ok(m.text(4))) add_span(out, with_weekday(m.start()), m.end(), "DATE", "date.numeric", 0.93);
        return true;
    });
    // Lower-case months in chats: "feb 28", "mon mar 10 2025", "mar 21".
    for (size_t i = 0; i + 1 < in.tokens.size(); ++i) {
        const Token& t = in.tokens[i];
        if (!t.lower || !(t.lex & kLexMonth) || t.text.size() < 3) continue;
        std::string w = ascii_lower(t.text);
        static const char* kMonths[] = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
                                        "january", "february", "march", "april", "june", "july", "august", "september",
                                        "october", "november", "december"};
        bool month = false;
        for (const char* mname : kMonths) month = month || w == mname;
        if (!month) continue;
        Match d;
        static const Regex day(R"([ \t]+(\d{1,2})(?:st|nd|rd|th)?(?:,?[ \t]+(\d{4}))?(?![\w:/]|\.\d))");
        if (!day.match_at(in.text, t.end, &d) || !day_ok(num(d.text(1)))) continue;
        // "may 5" could be a verb and a number: a lower-case "may" needs a year.
        if (w == "may" && !d.has(2)) continue;
        add_span(out, with_weekday(t.start), d.end(), "DATE", "date.written_lower", d.has(2) ? 0.9 : 0.86);
    }
    iso.for_each_at(in.text, dense, [&](const Match& m) {
        if (year_ok(m.text(1)) && month_ok(num(m.text(3))) && day_ok(num(m.text(4))))
            add_span(out, m.start(), m.end(), "DATE", "date.iso", 0.95);
        return true;
    });
    month_day.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (!month_ok(num(m.text(1))) || !day_ok(num(m.text(2)))) return true;
        std::string before = window_before(in.text, m.start(), 24);
        std::string after = window_after(in.text, m.end(), 12);
        // Card expiry, blood pressure, scores and doses are not calendar dates.
        if (has_word(before, {"exp", "expires", "expiry", "expiration", "bp", "score", "ratio", "gcs", "apgar"}))
            return true;
        if (has_word(after, {"mg", "mcg", "ml", "g", "units", "unit", "tab", "tabs", "tablet", "tablets", "cup",
                             "cups", "dose", "inch", "in", "mile", "miles", "strength", "of"}))
            return true;
        bool cue = has_word(before, {"on", "by", "until", "since", "from", "dated", "due", "recheck", "see", "seen",
                                     "visit", "appointment", "follow-up", "followup", "through", "till", "before",
                                     "after", "date", "inr", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri",
                                     "sat", "sun", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                     "sunday"});
        add_span(out, with_weekday(m.start()), m.end(), "DATE", "date.month_day", cue ? 0.75 : 0.55);
        return true;
    });
    static const Regex intl(intl_pattern(), StartBytes{"0123456789"});
    static const Regex intl_weekday(std::string("(?<![\\w])") + kWeekdayIntl + ",?\\s+$");
    intl.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (!day_ok(num(m.text(1))) || (m.has(2) && !year_ok(m.text(2)))) return true;
        size_t start = m.start(), from = start > 20 ? start - 20 : 0;
        intl_weekday.for_each(in.text.substr(0, start), [&](const Match& w) {
            start = w.start();
            return false;
        }, from);
        add_span(out, start, m.end(), "DATE", "date.written_intl", m.has(2) ? 0.95 : 0.86);
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
    // "03/2022", "04/2024": a month of a year.
    static const Regex month_year(R"((?<![\w/.-])(0?[1-9]|1[0-2])[/.-]((?:19|20)\d\d)(?![\w/-]|\.\d))", StartBytes{kDigits});
    month_year.for_each_at(in.text, dense, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "DATE", "date.month_year", 0.86);
        return true;
    });
    // A year that pins a person: "born 2015", "(b. 2017)", "born in 1950", "birth year 1948".
    static const Regex year(R"((?<![\w/.-])(?:19|20)\d\d(?![\w/.-]))", StartBytes{"12"});
    year.for_each_at(in.text, dense, [&](const Match& m) {
        std::string before = window_before(in.text, m.start(), 18);
        size_t end = before.find_last_not_of(" \t:");
        before = end == std::string::npos ? "" : before.substr(0, end + 1);
        auto ends = [&](std::string_view w) {
            return before.size() >= w.size() && before.compare(before.size() - w.size(), w.size(), w) == 0 &&
                   (before.size() == w.size() || !is_word_byte(static_cast<unsigned char>(before[before.size() - w.size() - 1])));
        };
        if (ends("born") || ends("born in") || ends("b.") || ends("birth year") || ends("year of birth") ||
            ends("né en") || ends("née en") || ends("geboren"))
            add_span(out, m.start(), m.end(), "DATE", "date.birth_year", 0.9);
        return true;
    });
    // Relative phrases that fix a day: "the 3rd of next month", "last Tuesday", "next Friday".
    static const Regex nth_of_month(R"((?i)(?<![\w])\d{1,2}(?:st|nd|rd|th)[ \t]+of[ \t]+(?:next|last|this|the[ \t]+following)[ \t]+month(?![\w]))",
                                    StartBytes{kDigits});
    nth_of_month.for_each_at(in.text, in.starts, [&](const Match& m) {
        size_t start = m.start();
        if (start >= 4 && ascii_lower(in.text.substr(start - 4, 4)) == "the ") start -= 4;
        add_span(out, start, m.end(), "DATE", "date.relative", 0.86);
        return true;
    });
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
        size_t start = m.start(), from = start > 16 ? start - 16 : 0;
        weekday.for_each(in.text.substr(0, start), [&](const Match& w) {
            start = w.start();
            return false;
        }, from);
        add_span(out, start, m.end(), "DATE", "date.written", conf);
        return true;
    });
}

void find_ages(const ScanInput& in, Spans& out) {
    static const Regex age_after(
        R"((?i)(?<![\w.])(\d{1,3})(?:\s*-?\s*(?:years?|yrs?)[\s-]*old|\s*(?:y/o|y\.o\.|yo|yof|yom)(?![\w])|\s+years?\s+of\s+age))",
        StartBytes{kDigits});
    static const Regex age_before(R"((?i)\b(?:aged?|age:)\s*:?\s*(\d{1,3})(?![\w.]))");
    auto emit = [&](const Match& m) {
        int years = num(m.text(1));
        // Ages over 89 are identifiers under HIPAA; a younger age identifies
        // no one (the annotation guide marks none), so it is not a span.
        if (years < 90 || years > 130) return true;
        add_span(out, m.start(1), m.end(1), "AGE", "age.over_89", 0.92);
        return true;
    };
    age_after.for_each_at(in.text, in.starts, emit);
    age_before.for_each(in.text, emit);
    // "Huda Mansour, 91, lives with…": an age set off by commas after a name.
    static const Regex after_name(R"((?<=[a-z]),[ \t]+(9\d|1[0-2]\d)[ \t]*[,;)](?![\d]))");
    after_name.for_each_near(in.text, ',', 0, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "AGE", "age.over_89", 0.86);
        return true;
    });
}

}  // namespace synsema::redact
