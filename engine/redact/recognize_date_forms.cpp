// Date forms beyond recognize_dates.cpp's: the ways dates are written in
// other places and in ranges, built on the month and weekday names of
// calendar_words.h.
//   year first: "2026. november 23." (Hungarian), "2026 m. lapkričio 23 d." (Lithuanian);
//   ranges written as one phrase: "10/21/2026-10/13/2027", "10/06-10/27";
//   "3/11-2026" (Danish day/month-year); "16-OCT", "12/nov/2026", "5.lis.2026";
//   a weekday and a day of the month: "Sunday 8th", "Wed 11th", "sábado 21";
//   week numbers in the Nordic and German calendars: "uge 48", "KW 12";
//   months listed before one year: "October and November 2026";
//   a month alone after a preposition ("since June", "i juli");
//   Vietnamese dates: "ngày 25 tháng 11 năm 2026", "thứ Tư, 09/12/2026"; Thai "1 ธ.ค. 69";
//   a Polish "r.", a Bulgarian or Russian "г.", a Ukrainian "р." ("year") after a date's year.
#include <algorithm>
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

using namespace date_numbers;  // num, day_ok, month_ok, year_ok


constexpr const char* kEnglishAbbreviations = "(?i:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)";

bool digit_at(std::string_view text, size_t p) { return p < text.size() && std::isdigit(static_cast<unsigned char>(text[p])); }

// Year first, as Lithuanian, Georgian, Armenian, Kazakh, Tamil and Hungarian write it: the year,
// perhaps the word for "year" after it (or a case ending joined by a hyphen), then the day and the
// month in either order: "2026 m. lapkričio 30 d.", "2026 წლის 16 ნოემბრის", "2027 թ. հունվարի 5",
// "2025 жылғы наурызда", "2009 ஜூன்", "2026-yil 3-dekabrda". The month must be one, perhaps with a
// case ending; the word after the year may be any short word but one of English.
void find_year_first(const ScanInput& in, Spans& out) {
    static const Regex year_first(std::string("(?<![\\w.])(\\d{4})(?:-\\p{L}{1,4})?\\.?(?:[ ](\\p{L}[\\p{L}\\p{M}]{0,7}\\.?))?[ ]"
                                              "(?:(\\d{1,2})[ ])?") + kCalendarWordGroup +
                                      "(?:[ ](\\d{1,2})(?:\\.?[ ]d\\.)?)?(?![\\w])",
                                  StartBytes{"12"});
    const auto month = [&](std::string_view w) {
        if (is_month_in_any_language(in.lex, w)) return true;
        // Uzbek case endings on the month ("3-dekabrda", "15-yanvargacha", "20-dekabrdan"): too long,
        // or on too short a month ("12-mayda"), for the Lexicon's inflections.
        for (const std::string_view ending : {"gacha", "dagi", "ning", "dan", "da", "ga", "гача", "даги", "нинг", "дан", "да", "га"})
            if (w.size() > ending.size() + 2 && w.substr(w.size() - ending.size()) == ending &&
                is_month_in_any_language(in.lex, w.substr(0, w.size() - ending.size())))
                return true;
        // Kyrgyz case endings on the Russian month's stem, its soft sign dropped ("2-декабры",
        // "14-мартында", "3-июнунда", "1-февралынан"): the stem, or the stem and its "ь", a month.
        for (const std::string_view ending : {"ынан", "инен", "унан", "ында", "инде", "унда", "нан", "нда", "ы", "и", "у"})
            if (w.size() > ending.size() + 4 && w.substr(w.size() - ending.size()) == ending) {
                const std::string stem(w.substr(0, w.size() - ending.size()));
                if (is_month_in_any_language(in.lex, stem) || is_month_in_any_language(in.lex, stem + "ь")) return true;
            }
        const auto lead = static_cast<unsigned char>(w[0]);
        return (std::islower(lead) || lead >= 0xC3) && in.lex.is_month_inflection(w);
    };
    // Uzbek and Kyrgyz join the year's word and the day with hyphens: "2026-yil 3-dekabr", "1984-yil 12-mayda",
    // "2026-жылдын 2-декабры".
    static const Regex hyphened(std::string("(?<![\\w.])(\\d{4})-\\p{L}{1,7}[ ](\\d{1,2})-") + kCalendarWordGroup + "(?![\\w])",
                                StartBytes{"12"});
    hyphened.for_each_at(in.text, digit_dense_starts(in.digits, in.starts, 4, 4), [&](const Match& m) {
        if (year_ok(m.text(1)) && day_ok(num(m.text(2))) && month(m.text(3)))
            add_span(out, m.start(), m.end(), "DATE", "date.year_first", 0.93);
        return true;
    });
    // A Canadian clinic system's year, English month and day, hyphens between: "2026-Jun-03", "1958-FEB-11".
    static const Regex year_month_day(std::string("(?<![\\w.-])(\\d{4})-") + kMonth + "-(\\d{2})(?![\\w-])", StartBytes{"12"});
    year_month_day.for_each_at(in.text, digit_dense_starts(in.digits, in.starts, 4, 4), [&](const Match& m) {
        if (year_ok(m.text(1)) && day_ok(num(m.text(2)))) add_span(out, m.start(), m.end(), "DATE", "date.year_first", 0.93);
        return true;
    });
    year_first.for_each_at(in.text, digit_dense_starts(in.digits, in.starts, 4, 4), [&](const Match& m) {
        if (!year_ok(m.text(1)) || m.text(1).size() != 4) return true;
        if (m.has(2) && (in.lex.flags(m.text(2)) & (kLexCommon | kLexVocab)) && !month(m.text(2))) return true;
        const bool day_before = m.has(3) && day_ok(num(m.text(3)));
        const bool day_after = m.has(5) && day_ok(num(m.text(5)));
        if ((m.has(3) && !day_before) || (m.has(5) && !day_after)) return true;
        // (A month that is also an English word takes a day: "3 Mar 2025 here" is no Breton October.)
        if (month(m.text(4)) && (day_before || day_after || (!in.lex.is_word(m.text(4)) && !(in.lex.flags(m.text(4)) & kLexStop)))) {
            add_span(out, m.start(), m.end(), "DATE", "date.year_first", day_before || day_after ? 0.93 : 0.88);
        } else if (m.has(2) && !m.has(3) && month(m.text(2)) && !in.lex.is_word(m.text(2)) && !(in.lex.flags(m.text(2)) & kLexStop)) {
            // "2009 ஜூன் முதல்": the month came right after the year; the next word is the sentence's.
            add_span(out, m.start(), m.end(2), "DATE", "date.year_first", 0.88);
        }
        return true;
    });
}

// Whether a range of two dates can start at p: a day or month, a separator, another,
// perhaps a separator and a year, then a dash ("10/06-10/27", "07/11/2026 - 17/11/2026").
// Checked by hand before the patterns: most digit runs are no such thing.
bool range_opens_at(std::string_view text, size_t p) {
    const auto digits = [&](size_t& q, size_t most) {
        size_t n = 0;
        while (q < text.size() && n < most && digit_at(text, q)) ++q, ++n;
        return n;
    };
    size_t q = p;
    if (digits(q, 2) == 0 || q >= text.size() || (text[q] != '/' && text[q] != '.' && text[q] != '-')) return false;
    ++q;
    if (digits(q, 2) == 0) return false;
    const auto dash_at = [&](size_t r) {
        if (r < text.size() && text[r] == ' ') ++r;
        return r < text.size() && (text[r] == '-' || text.compare(r, 3, "\xE2\x80\x93") == 0 || text.compare(r, 3, "\xE2\x80\x94") == 0);
    };
    if (dash_at(q)) return true;  // "10/06-10/27"
    if (q < text.size() && (text[q] == '/' || text[q] == '.' || text[q] == '-') && digit_at(text, q + 1)) {
        ++q;
        digits(q, 4);
        return dash_at(q);  // "07/11/2026-17/11/2026"
    }
    return false;
}

void find_ranges(const ScanInput& in, const std::vector<size_t>& dense, Spans& out) {
    std::vector<size_t> openings;
    for (size_t p : dense)
        if (range_opens_at(in.text, p)) openings.push_back(p);
    // Two full dates joined by a dash: the separators inside each date agree.
    static const Regex full(R"((?<![\w/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})[ ]?(?:-|–|—)[ ]?(\d{1,2})\2(\d{1,2})\2(\d{4}|\d{2})(?![\w/-]|\.\d))",
                            StartBytes{"0123456789"});
    full.for_each_at(in.text, openings, [&](const Match& m) {
        const int a = num(m.text(1)), b = num(m.text(3)), c = num(m.text(5)), d = num(m.text(6));
        const bool us = month_ok(a) && day_ok(b) && month_ok(c) && day_ok(d), other = day_ok(a) && month_ok(b) && day_ok(c) && month_ok(d);
        if ((us || other) && year_ok(m.text(4)) && year_ok(m.text(7))) add_span(out, m.start(), m.end(), "DATE", "date.range", 0.93);
        return true;
    });
    // Two month/day dates joined by a dash ("10/06-10/27"): both in one order,
    // not a blood pressure's range (120/80-130/85 fails the months).
    static const Regex short_range(R"((?<![\w/.,-])(\d{1,2})/(\d{1,2})[ ]?(?:-|–)[ ]?(\d{1,2})/(\d{1,2})(?![\w/-]|\.\d|,\d))",
                                   StartBytes{"0123456789"});
    short_range.for_each_at(in.text, openings, [&](const Match& m) {
        const int a = num(m.text(1)), b = num(m.text(2)), c = num(m.text(3)), d = num(m.text(4));
        const bool us = month_ok(a) && day_ok(b) && month_ok(c) && day_ok(d), other = day_ok(a) && month_ok(b) && day_ok(c) && month_ok(d);
        if (us || other) add_span(out, m.start(), m.end(), "DATE", "date.range", 0.8);
        return true;
    });
    // A range's first day in words, the month written once after the second: "del 18 al 24 de octubre", "du 3 au 7
    // mars", "from the 18th to the 24th of October". The second day and its month are a date of their own.
    static const Regex worded_range(
        R"((?<![\w])(?:del|desde[ ]el|du|do|dal|from[ ]the|from)[ ](\d{1,2})(?:st|nd|rd|th|º|°|er)?[ ](?:al|au|ao|a|to[ ]the|to|till|until)[ ])"
        R"(\d{1,2}(?:st|nd|rd|th|º|°)?[ ](?:de[ ]|of[ ])?(\p{L}{3,12})(?![\w]))",
        StartBytes{"dDfF"});
    worded_range.for_each_at(in.text, in.word_index.starts_of({"del", "desde", "du", "do", "dal", "from", "From", "Del", "Du"}), [&](const Match& m) {
        const uint32_t f = in.lex.flags(m.text(2));
        if ((f & (kLexMonth | kLexIntlMonth)) && !is_english_weekday_lower(ascii_lower(m.text(2))) && day_ok(num(m.text(1))))
            add_span(out, m.start(1), m.end(1), "DATE", "date.range_start", 0.86);
        return true;
    });
    // Danish "3/11-2026": day/month, then the year after a dash.
    static const Regex day_month_dash_year(R"((?<![\w/.-])(\d{1,2})/(\d{1,2})-(\d{4})(?![\w/-]|\.\d))",
                                           StartBytes{"0123456789", {"0123456789/", "0123456789/"}});
    day_month_dash_year.for_each_at(in.text, dense, [&](const Match& m) {
        if (day_ok(num(m.text(1))) && month_ok(num(m.text(2))) && year_ok(m.text(3)))
            add_span(out, m.start(), m.end(), "DATE", "date.numeric", 0.9);
        return true;
    });
}

// "16-OCT", "07-nov-2026", "12/nov/2026", "5.lis.2026": a day, then a month's
// abbreviation or name between separators. Without a year only an English
// month's three letters, capitalised or in capitals, after a dash ("16-OCT", a trial form's style; "06-Feb").
void find_day_abbreviated_month(const ScanInput& in, Spans& out) {
    // A day number and its separator stand at most 3 bytes before the month's token.
    static const Regex dashed(std::string("(?<![\\w/.-])(\\d{1,2})([-/.])") + kCalendarWordGroup +
                                  "\\.?(?:\\2(\\d{4}|\\d{2}))?(?![\\w/-]|\\.\\d)",
                              StartBytes{"0123456789"});
    static const Regex english_month(std::string("^") + kEnglishAbbreviations + "$");
    dashed.for_each_at(in.text, starts_before_tokens(in, kAnyMonth, 3), [&](const Match& m) {
        if (!day_ok(num(m.text(1)))) return true;
        Match abbreviation;
        const bool english = english_month.match_at(m.text(3), 0, &abbreviation);
        if (!english && !(in.lex.flags(m.text(3)) & (kLexIntlMonthAbbr | kLexIntlMonth))) return true;
        if (m.has(4)) {
            if (year_ok(m.text(4))) add_span(out, m.start(), m.end(), "DATE", "date.dashed", 0.93);
            return true;
        }
        // (Or capitalised, as a clinical note's day stamps write it: "switched on 06-Feb", "Returned 01-Feb".)
        const std::string_view month = m.text(3);
        bool capitals = month.size() == 3 && std::isupper(static_cast<unsigned char>(month[0]));
        for (char c : month.substr(1)) capitals = capitals && std::isalpha(static_cast<unsigned char>(c));
        if (capitals && m.text(2) == "-" && english)
            add_span(out, m.start(), m.end(), "DATE", "date.dashed", 0.86);
        return true;
    });
}

// "Sunday 8th", "Wed 11th", "sábado 21": a weekday and a day of the month (and its month after a dot,
// "tiistaina 5.1").
// Not a weekday before a count ("Monday 8 patients"): only a joining word may follow.
void find_weekday_and_day(const ScanInput& in, Spans& out) {
    static const Regex weekday_day(std::string("(?<![\\w])") + kCalendarWordGroup +
                                       "\\.?,?[ ](\\d{1,2})(?:(st|nd|rd|th)(?![\\w])|\\.(\\d{1,2})\\.?(?![\\w]|\\.\\d)|(?![\\w:]|[.,-]\\d))",
                                   StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\xc3\xc4\xc5"});
    std::vector<size_t> candidates;
    const std::string_view t = in.text;
    for (const Token& tok : in.tokens) {
        if (tok.end + 2 >= t.size() || tok.text.size() < 3) continue;
        size_t p = tok.end;
        if (t[p] == '.' || t[p] == ',') ++p;
        // (The other languages' weekdays too, in capitals: "d'ar Yaou 7".)
        if (p + 1 < t.size() && t[p] == ' ' && digit_at(t, p + 1) &&
            ((tok.lex & kAnyWeekday) || (tok.capitalised && is_wide_weekday(tok.text))))
            candidates.push_back(tok.start);
    }
    // A time's or a dose's unit after the number: "Monday 8 am", "Friday 3 mg", "Friday 3.5 mg".
    static const WordSet kUnits = {"am", "pm", "h", "hr", "hrs", "min", "mg", "ml", "kg", "lb", "g", "x", "mm", "cm",
                                   "mcg", "l", "mmol", "units", "u", "km"};
    weekday_day.for_each_at(in.text, candidates, [&](const Match& m) {
        const bool wide = std::isupper(static_cast<unsigned char>(m.text(1)[0])) && is_wide_weekday(m.text(1));
        if (!(is_weekday_in_any_language(in.lex, m.text(1)) || wide) || !day_ok(num(m.text(2)))) return true;
        // The day and the month after a dot: "tiistaina 5.1", "Mo 12.1.".
        // (Another language's weekday only, and no unit after: "Friday 3.5 mg" is a dose.)
        if (m.has(4)) {
            if (month_ok(num(m.text(4))) && !is_english_weekday_lower(ascii_lower(m.text(1))) &&
                !kUnits.count(word_after(in.text, m.end())))
                add_span(out, m.start(), m.end(), "DATE", "date.weekday_day", 0.86);
            return true;
        }
        // A short foreign weekday ("sul", "iau") only with an ordinal's letters or dot.
        const bool ordinal = m.has(3);
        // "Monday to Friday, 7 a.m.": a comma between them, and no month after, is a time's.
        if (!ordinal && in.text.substr(m.start(), m.end() - m.start()).find(',') != std::string_view::npos) return true;
        if (m.text(1).size() < 5 && !ordinal && !std::isupper(static_cast<unsigned char>(m.text(1)[0]))) return true;
        // A short joining word may follow ("Sunday 8th and", "sábado 21 si", "Wed 11th at"); not a
        // unit or a time ("Monday 8 am", "Friday 3 mg").
        const std::string next = word_after(in.text, m.end());
        const bool unit = kUnits.count(next) != 0;
        // After another language's weekday any word may follow ("le jeudi 21 elle voit le Dr"): the
        // counts that follow an English one ("Monday 8 patients") are English words.
        const bool foreign = !is_english_weekday_lower(ascii_lower(m.text(1)));
        if (unit || (next.size() > 3 && !is_month_or_weekday(next) && !foreign)) return true;
        add_span(out, m.start(), m.end(), "DATE", "date.weekday_day", ordinal ? 0.88 : 0.84);
        return true;
    });
}

// A translated certificate's day in figures and in words: "3 (three) September 2014", "21 (twenty-one) March 1990".
void find_day_in_words(const ScanInput& in, Spans& out) {
    static const Regex day_words(std::string(R"((?<![\w/.-])(\d{1,2})[ ]\([a-z]+(?:[ -][a-z]+)?\)[ ])") + kMonth +
                                     R"([ ,]+((?:19|20)\d\d)(?![\w]))",
                                 StartBytes{"0123456789"});
    day_words.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (day_ok(num(m.text(1)))) add_span(out, m.start(), m.end(), "DATE", "date.written", 0.92);
        return true;
    });
}

// "uge 48", "uke 12", "vecka 7", "KW 12": a week of the year, the way Nordic
// and German paperwork dates things. Not English "week 12" (a trial's or a
// pregnancy's week as often as the calendar's).
void find_week_numbers(const ScanInput& in, Spans& out) {
    static const Regex week(R"((?<![\w])(?:[Uu]ge|[Uu]ke|[Vv]ecka|[Vv]iikko|KW|[Kk]alenderwoche)[ ]?(\d{1,2})(?![\w]|[.,]\d))",
                            StartBytes{"UuVvKk"});
    std::vector<size_t> week_words;
    for (const Token& t : in.tokens)
        if (t.text.size() >= 2 && std::string_view("UuVvKk").find(t.text[0]) != std::string_view::npos && (t.text == "uge" || t.text == "Uge" || t.text == "uke" || t.text == "Uke" || t.text == "vecka" || t.text == "Vecka" ||
            t.text == "viikko" || t.text == "Viikko" || t.text == "KW" || t.text == "Kalenderwoche" || t.text == "kalenderwoche"))
            week_words.push_back(t.start);
    week.for_each_at(in.text, week_words, [&](const Match& m) {
        const int n = num(m.text(1));
        if (n >= 1 && n <= 53) add_span(out, m.start(), m.end(), "DATE", "date.week", 0.86);
        return true;
    });
}

// "October and November 2026", "Jan/Feb 2025", "octubre y noviembre de 2025".
void find_month_lists(const ScanInput& in, Spans& out) {
    constexpr const char* kWord = "\\p{L}[\\p{L}\\p{M}]*";
    static const Regex list(std::string("(?<![\\w])") + kWord + "(?:(?:,[ ]|[ ](?:and|or|to|&|y|et|und|og|och|e|i|en)[ ]|[ ]?[-–/][ ]?)" +
                                kWord + ")+,?(?:[ ]de)?[ ](\\d{4})(?![\\w])",
                            StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\xc3\xc4\xc5"});
    // Tried only at a month whose next token, or the one after a joining word, is a month too.
    std::vector<size_t> months;
    const auto& toks = in.tokens;
    for (size_t i = 0; i + 1 < toks.size(); ++i) {
        if (!(toks[i].lex & kAnyMonth)) continue;
        const bool next = (toks[i + 1].lex & kAnyMonth) && toks[i + 1].start - toks[i].end <= 3;
        const bool after_join = i + 2 < toks.size() && (toks[i + 2].lex & kAnyMonth) && toks[i + 1].text.size() <= 3 &&
                                toks[i + 2].start - toks[i].end <= 8;
        if (next || after_join) months.push_back(toks[i].start);
    }
    // ("March-April 2025" is one token, its hyphen inside: tried where its first part is a month.)
    for (const Token& t : toks) {
        const size_t hyphen = t.text.find('-');
        if (hyphen != std::string_view::npos && hyphen >= 3 && is_month_in_any_language(in.lex, t.text.substr(0, hyphen)))
            months.push_back(t.start);
    }
    std::sort(months.begin(), months.end());
    months.erase(std::unique(months.begin(), months.end()), months.end());
    list.for_each_at(in.text, months, [&](const Match& match) {
        // Every word but the joining ones a month.
        bool all_months = true;
        for (const Token& w : tokenize_words(match.text().substr(0, match.start(1) - match.start()))) {
            static const WordSet kJoins = {"and", "or", "to", "y", "et", "und", "og", "och", "e", "i", "en", "de"};
            // (A hyphen inside the token joins two months: "March-April".)
            for (size_t from = 0; from <= w.text.size();) {
                const size_t to = std::min(w.text.find('-', from), w.text.size());
                const std::string_view part = w.text.substr(from, to - from);
                if (!kJoins.count(part) && !is_month_in_any_language(in.lex, part)) all_months = false;
                from = to + 1;
            }
        }
        if (all_months && year_ok(match.text(1))) add_span(out, match.start(), match.end(), "DATE", "date.month_list", 0.9);
        return true;
    });
}

// A month alone after a preposition fixes when something happened: "since
// June", "in March", "i juli", "desde junio", "em outubro". English months
// capitalised; another language's in any case, but not a word of English
// ("mars", "mare").
void find_bare_months(const ScanInput& in, Spans& out) {
    static const Regex english("^(?:January|February|March|April|May|June|July|August|September|October|November|December)$");
    static const char* kCues[] = {"in", "since", "until", "till", "during", "from", "early", "late", "mid", "through",
                                  "i", "siden", "sedan", "desde", "hasta", "en", "em", "im", "seit", "bis", "depuis",
                                  "dal", "sinds", "od", "do", "fra", "til", "från", "inde", "dès", "ab", "mis",
                                  // "stopped last October"; Malay and Indonesian "bulan Desember" (the month of), "sejak Mei".
                                  "last", "next", "bulan", "sejak",
                                  // Tagalog and Bikol "ng", "kan" (of), "noong" (last), "sa" (in); Russian and
                                  // Ukrainian "в", "у" (in), "с", "з" (since), "до" (until).
                                  "ng", "kan", "noong", "nung", "sa", "в", "у", "с", "з", "до"};
    const auto& toks = in.tokens;
    // "since mid-January": the month joined to its part by a hyphen, one token.
    for (const Token& t : toks) {
        if (t.text.size() < 7 || (t.text[0] != 'm' && t.text[0] != 'M') || ascii_lower(t.text.substr(0, 4)) != "mid-") continue;
        Match m;
        if (english.match_at(t.text.substr(4), 0, &m)) add_span(out, t.start + 4, t.end, "DATE", "date.bare_month", 0.8);
    }
    for (size_t i = 1; i < toks.size(); ++i) {
        const Token& t = toks[i];
        if (!(t.lex & (kLexMonth | kLexIntlMonth))) continue;  // (every form below is a month's: the cheap test first)
        // An English month's abbreviation only capitalised after "early", "late" or "mid" ("late Oct").
        const std::string_view prev_word = toks[i - 1].text;
        const bool part_of_month = prev_word == "early" || prev_word == "late" || prev_word == "mid" || prev_word == "Early" ||
                                   prev_word == "Late" || prev_word == "Mid";
        // ... and after the other cues only those that are no given name too ("in Feb", "since Sept"; not "from Jan").
        static const WordSet kPlainAbbreviations = {"Feb", "Apr", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec"};
        const bool abbreviation = (t.text.size() == 3 && t.capitalised && part_of_month && (t.lex & kLexMonth) && t.text != "May") ||
                                  kPlainAbbreviations.count(t.text);
        // Finnish puts "in" in the month's own ending, no word before it: "rikki jo huhtikuussa".
        if ((t.lex & kLexIntlMonth) && t.text.size() > 10 && t.text.ends_with("kuussa")) {
            add_span(out, t.start, t.end, "DATE", "date.bare_month", 0.8);
            continue;
        }
        if ((t.text.size() < 4 && !abbreviation) || !(t.lex & (kLexMonth | kLexIntlMonth)) || t.start - toks[i - 1].end != 1) continue;
        if (in.text[toks[i - 1].end] != ' ' && in.text[toks[i - 1].end] != '\n') continue;
        const std::string cue = ascii_lower(toks[i - 1].text);
        bool cued = false;
        for (const char* c : kCues) cued = cued || cue == c;
        // "end of June", "the beginning of March": a part of the month, named before "of".
        if (cue == "of" && i >= 2) {
            const std::string part = ascii_lower(toks[i - 2].text);
            cued = part == "end" || part == "beginning" || part == "middle" || part == "start";
        }
        if (!cued) continue;
        // A day or a year after it makes a written date, found elsewhere.
        if (t.end + 1 < in.text.size() && in.text[t.end] == ' ' && digit_at(in.text, t.end + 1)) continue;
        Match m;
        const bool capital = std::isupper(static_cast<unsigned char>(t.text[0]));
        // Welsh writes the word "month" before it, as part of the date ("ym mis Awst", in the month of August).
        if (abbreviation || cue == "mis") {
            add_span(out, toks[i - 1].start, t.end, "DATE", "date.bare_month", 0.8);
            continue;
        }
        if (capital && english.match_at(t.text, 0, &m)) {
            add_span(out, t.start, t.end, "DATE", "date.bare_month", 0.8);
            continue;
        }
        // In lower case (chats, speech to text: "moved in back in september"), not "may", "march" or "august",
        // which are words as often.
        static const Regex english_lower("^(?:january|february|april|june|july|september|october|november|december)$");
        if (t.lower && english_lower.match_at(t.text, 0, &m)) {
            add_span(out, t.start, t.end, "DATE", "date.bare_month", 0.8);
            continue;
        }
        if ((t.lex & kLexCommon) != 0) continue;  // "mars", "mare": words of English too
        if ((t.lex & kLexIntlMonth) && !(t.lex & kLexWideMonth)) add_span(out, t.start, t.end, "DATE", "date.bare_month", 0.8);
    }
    // "Ende November", "Anfang März", "fin novembre", "début mars": a part of a month, with its word.
    for (size_t i = 0; i + 1 < toks.size(); ++i) {
        const Token& t = toks[i + 1];
        // An English month only capitalised ("may" is a verb).
        const bool month = (t.lex & kLexIntlMonth) || ((t.lex & kLexMonth) && std::isupper(static_cast<unsigned char>(t.text[0])));
        if (!month || t.start - toks[i].end != 1) continue;
        const std::string part = ascii_lower(toks[i].text);
        if (part != "ende" && part != "anfang" && part != "mitte" && part != "fin" && part != "début" && part != "debut")
            continue;
        if (t.end + 1 < in.text.size() && in.text[t.end] == ' ' && digit_at(in.text, t.end + 1)) continue;  // "Ende November 2025" is a written date
        add_span(out, toks[i].start, t.end, "DATE", "date.part_of_month", 0.92);  // over a name: "Ende" and "Januar" are surnames too
    }
}

// Polish dates carry "r." (roku) after the year: "21 września 1958 r.", "23.11.2026 r.".
// The word for "year" after a date's year, abbreviated or not: Polish "r." (roku), Bulgarian and
// Russian "г." (година, года), Ukrainian "р." (року), Serbian and Croatian "godine": "23.11.2026 r.",
// "02.12.2026 г.", "28 лютого 2026 року", Armenian "30.11.2026 թ.", Azerbaijani "28 noyabr 2026-cı il".
// The words a date's day or month carries before it in some languages: another language's weekday
// ("Trinde, 9 Disemba 2026") and Welsh's word "month" ("mis Medi 2026").
void extend_by_words_before(const ScanInput& in, Spans& out, size_t first_span) {
    const std::string_view t = in.text;
    // Another language's weekday right before a date that opens with its day: "Trinde, 9 Disemba 2026",
    // "Aso Gafua, 30 Novema 2026" (Tok Pisin, Samoan; kWeekdayNamesWide).
    auto word_start = [&](size_t end) {  // the start of the word of letters ending at end
        size_t b = end;
        while (b > 0 && (std::isalpha(static_cast<unsigned char>(t[b - 1])) || static_cast<unsigned char>(t[b - 1]) >= 0x80)) --b;
        return b;
    };
    for (size_t k = first_span; k < out.size(); ++k) {
        Candidate& c = out[k];
        if (std::string_view(c.category) != "DATE" || !digit_at(t, c.start) || c.start < 5) continue;
        size_t p = c.start;
        if (t[p - 1] != ' ') continue;
        --p;
        if (t[p - 1] == ',') --p;
        const size_t one = word_start(p);
        if (one == p) continue;
        if (one >= 2 && t[one - 1] == ' ') {
            const size_t two = word_start(one - 1);
            if (two < one - 1 && (two == 0 || !std::isalnum(static_cast<unsigned char>(t[two - 1]))) &&
                is_wide_weekday(t.substr(two, p - two))) {
                c.start = two;
                continue;
            }
        }
        if ((one == 0 || !std::isalnum(static_cast<unsigned char>(t[one - 1]))) && is_wide_weekday(t.substr(one, p - one))) c.start = one;
    }
    // Welsh's word "month" before a date's month is the date's: "Ers mis Medi 2026" (since September 2026).
    for (size_t k = first_span; k < out.size(); ++k) {
        Candidate& c = out[k];
        if (std::string_view(c.category) == "DATE" && c.start >= 4 && (t.compare(c.start - 4, 4, "mis ") == 0 || t.compare(c.start - 4, 4, "Mis ") == 0) &&
            (c.start == 4 || !std::isalpha(static_cast<unsigned char>(t[c.start - 5]))) && !digit_at(t, c.start))
            c.start -= 4;
    }
}

void extend_by_year_word(const ScanInput& in, Spans& out, size_t first_span) {
    const std::string_view t = in.text;
    // Amharic writes the day's word and the year after the month and day: "ኅዳር 20 ቀን 2019 ዓ.ም."
    // (the era's "ዓ.ም." follows as a year word below).
    static constexpr std::string_view kAmharicDay = " \xE1\x89\x80\xE1\x8A\x95 ";  // " ቀን "
    for (size_t k = first_span; k < out.size(); ++k) {
        Candidate& c = out[k];
        if (std::string_view(c.category) != "DATE" || c.end == 0 || !digit_at(t, c.end - 1)) continue;
        const size_t y = c.end + kAmharicDay.size();
        if (t.compare(c.end, kAmharicDay.size(), kAmharicDay) == 0 && digit_at(t, y) && digit_at(t, y + 3) && !digit_at(t, y + 4))
            c.end = y + 4;
    }
    for (size_t k = first_span; k < out.size(); ++k) {
        Candidate& c = out[k];
        if (std::string_view(c.category) != "DATE" || c.end < 4 || !digit_at(t, c.end - 1) || !digit_at(t, c.end - 4)) continue;
        size_t p = c.end;
        if (p < t.size() && t[p] == ' ') ++p;
        // (Armenian "թ." (թվական), Azerbaijani "-ci il" joined to the year's ordinal: "28 noyabr 2026-cı il".)
        static constexpr std::string_view kYearWords[] = {"r.",      "г.",      "р.",      "року",    "года", "году", "roku",
                                                          "godine",  "ዓ.ም.",    "թ.",      "-ci il",  "-cı il", "-cu il",
                                                          "-cü il"};
        for (std::string_view word : kYearWords) {
            if (t.compare(p, word.size(), word) != 0) continue;
            const size_t after = p + word.size();
            if (after == t.size() || !(std::isalpha(static_cast<unsigned char>(t[after])) || static_cast<unsigned char>(t[after]) >= 0x80))
                c.end = after;
            break;
        }
    }
}

// Thai dates with the month abbreviated, the year Buddhist-era and often two-digit: "1 ธ.ค. 69",
// "15 มี.ค. 2569", "3 ม.ค.".
void find_thai_abbreviated_dates(const ScanInput& in, Spans& out) {
    if (!in.caseless_scripts) return;
    static const Regex thai(
        R"((?<![\d/.])(\d{1,2})[ ]?(?:ม\.ค\.|ก\.พ\.|มี\.ค\.|เม\.ย\.|พ\.ค\.|มิ\.ย\.|ก\.ค\.|ส\.ค\.|ก\.ย\.|ต\.ค\.|พ\.ย\.|ธ\.ค\.))"
        R"((?:[ ]?(?:พ\.ศ\.[ ]?)?(\d{4}|\d{2})(?![\d]))?)",
        StartBytes{"0123456789"});
    thai.for_each_at(in.text, in.starts, [&](const Match& m) {
        const int day = std::atoi(std::string(m.text(1)).c_str());
        if (day >= 1 && day <= 31) add_span(out, m.start(), m.end(), "DATE", "date.thai_abbreviated", 0.9);
        return true;
    });
}

// A Chinese or Japanese date's weekday in brackets right after it belongs to it: "2026/11/28（六）",
// "2026年12月1日（火）", "2026年11月28日（星期六）". (An English one stays outside, "23-01-2025 (Thursday)", as the annotation
// guide's examples have it.)
void extend_by_bracketed_weekday(const ScanInput& in, Spans& out, size_t first_span) {
    if (!in.caseless_scripts) return;
    const std::string_view t = in.text;
    static const Regex bracket(R"([(（](?:星期|禮拜|礼拜|週|周)?(\p{Han})[)）])");
    static const WordSet kCjkWeekdays = {"一", "二", "三", "四", "五", "六", "日", "天",
                                                                      "月", "火", "水", "木", "金", "土"};
    for (size_t k = first_span; k < out.size(); ++k) {
        Candidate& c = out[k];
        Match m;
        if (std::string_view(c.category) != "DATE" || !bracket.match_at(t, c.end, &m)) continue;
        const std::string_view day = m.text(1);
        if (kCjkWeekdays.count(day)) c.end = m.end();
    }
}

// Vietnamese dates: "ngày 25 tháng 11 năm 2026", "14 thg 3, 2025", "thứ Tư, 09/12/2026", "ngày 28/11". The weekday
// ("thứ Hai" ... "thứ Bảy", "Chủ nhật") and the word for "day" belong to the date after them.
void find_vietnamese_dates(const ScanInput& in, Spans& out, size_t first_span) {
    // (Facebook's and Messenger's Vietnamese stamp abbreviates the month's word: "14 thg 3, 2025, 06:52".)
    static const Regex written(R"((?<![\w])(?:[Nn]gày[ ])?(\d{1,2})[ ](?:tháng|thg)[ ](\d{1,2})(?:(?:[ ]năm|,)[ ](\d{4}))?(?![\w]))",
                               StartBytes{"Nn0123456789", {"0123456789 g", " t"}});
    written.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (day_ok(num(m.text(1))) && month_ok(num(m.text(2))) && (!m.has(3) || year_ok(m.text(3))))
            add_span(out, m.start(), m.end(), "DATE", "date.vietnamese", m.has(3) ? 0.95 : 0.88);
        return true;
    });
    static const Regex before(R"((?:(?:[Tt]hứ[ ](?:[Hh]ai|[Bb]a|[Tt]ư|[Nn]ăm|[Ss]áu|[Bb]ảy)|[Cc]hủ[ ][Nn]hật),?[ ]|[Nn]gày[ ])$)");
    for (size_t k = first_span; k < out.size(); ++k) {
        Candidate& c = out[k];
        if (std::string_view(c.category) != "DATE" || !digit_at(in.text, c.start)) continue;
        const size_t from = c.start > 16 ? c.start - 16 : 0;
        before.for_each(in.text.substr(0, c.start), [&](const Match& m) {
            c.start = m.start();
            return false;
        }, from);
    }
}

}  // namespace

std::vector<size_t> starts_before_tokens(const ScanInput& in, uint32_t flags, size_t reach) {
    std::vector<size_t> out;
    for (const Token& t : in.tokens) {
        if (!(t.lex & flags)) continue;
        auto it = std::lower_bound(in.starts.begin(), in.starts.end(), t.start > reach ? t.start - reach : 0);
        for (; it != in.starts.end() && *it < t.start; ++it)
            if (out.empty() || *it > out.back()) out.push_back(*it);
    }
    return out;
}

void find_local_date_forms(const ScanInput& in, Spans& out, size_t first_span) {
    const StartIndex dense = digit_dense_starts(in.digits, in.starts, 12, 3);
    find_year_first(in, out);
    find_ranges(in, dense, out);
    find_dotted_dates(in, dense, out);
    find_day_abbreviated_month(in, out);
    find_weekday_and_day(in, out);
    find_week_numbers(in, out);
    find_day_in_words(in, out);
    find_month_lists(in, out);
    find_bare_months(in, out);
    find_vietnamese_dates(in, out, first_span);
    find_thai_abbreviated_dates(in, out);
    find_joined_dates(in, out);
    extend_by_words_before(in, out, first_span);
    extend_by_year_word(in, out, first_span);
    extend_by_bracketed_weekday(in, out, first_span);
}

}  // namespace synsema::redact
