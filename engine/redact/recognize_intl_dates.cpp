// Dates as the other languages write them, called by find_dates (recognize_dates.cpp): the day before the
// month ("27. Februar 2025", "3 de marzo de 2025", "1 ta' Diċembru 2026"), a month with a case ending after
// a day's dot or before a year ("1. märtsist 2021"), a month of a year ("octubre 2025") and the month first
// ("Oktubre 30, 2026").
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "calendar_words.h"
#include "date_numbers.h"
#include "recognizers.h"
#include "text_scan.h"
#include "word_set.h"
#include "regex.h"

namespace synsema::redact {

namespace {

using namespace date_numbers;

// "27. Februar 2025", "3 février 2025", "1er février", "3 de marzo de 2025", "3 d'octubre de 2019", "3 februari",
// "1 ta' Diċembru 2026", "3 di desèmber 2026".
std::string intl_pattern() {
    // Two blanks at most between the day and the month: a wider gap is layout (a
    // transcript's line number before a name in capitals, "4      MAI ANH …").
    // Groups: 1 the day, 2 the month's word (checked against the Lexicon), 3 the year.
    // Papiamentu joins with "di" ("3 di desèmber 2026"), Tagalog with "ng" ("ika-30 ng Nobyembre 2026"; its
    // ordinal's "ika-" is added after), Hausa with
    // "ga" ("12 ga Afrilu, 2018"); Tajik puts "соли" (year of) before the year ("12 ноябри соли 2026").
    // An Arabic month of two words takes its second ("28 تشرين الثاني 2026"); a Hijri year its
    // letter after it ("18 جمادى الآخرة 1448هـ").
    const std::string month = std::string("(\\p{L}[\\p{L}\\p{M}]*(?:-\\p{L}+)?") + kArabicMonthSecondWord + ")";  // kCalendarWordGroup, and more
    // Maltese joins with "ta'" ("1 ta' Diċembru 2026"; the article on its day is added after); Scottish Gaelic
    // writes the month's article ("23 an t-Samhain 2026", "5 am Faoilleach").
    return std::string("(?<![\\w])") + kDayFrom +
           "(\\d{1,2})(?:\\.|er|º|ª|°|hb)?[ \\t]{1,2}(?:de[ \\t]+|di[ \\t]+|ng[ \\t]+|ga[ \\t]+|ta['’][ \\t]+|d['’]|a[nm][ \\t]+)?" + month +
           "(?:\\.(?=[ \\t]+\\d{4}))?(?:,?" + kGap + "(?:(?:de|соли)" + kGap + ")?(\\d{4})(?:[ ]?هـ)?)?(?![\\w])";
}

}  // namespace

void find_intl_dates(const ScanInput& in, Spans& out) {
    static const Regex intl(intl_pattern(), StartBytes{"0123456789"});
    // A Welsh weekday is two words (kWelshWeekdayLead).
    static const Regex intl_weekday(std::string("(?<![\\w])((?:") + kWelshWeekdayLead + ")?)" + kCalendarWordGroup + "(\\.)?(?:[ \\t]+den)?(?:,|،)?\\s+$");
    // A day, its dot or ordinal, "de", then the month: within 12 bytes before the month's token.
    // Catalan and Occitan elide "de" into the month's token ("3 d'octubre"), Turkish adds a case after an
    // apostrophe ("24 Mart'a"): such a token has no flag of its own, so its starts are added by hand.
    std::vector<size_t> intl_starts = starts_before_tokens(in, kAnyMonth, 12);
    for (const Token& t : in.tokens) {
        const std::string_view w = t.text;
        const size_t skip = w.size() > 2 && (w[0] == 'd' || w[0] == 'D') && w[1] == '\'' ? 2
                            : w.size() > 4 && (w[0] == 'd' || w[0] == 'D') && w.substr(1, 3) == "’" ? 4 : 0;
        // (Turkish writes a case ending after an apostrophe on the month, "24 Mart'a", "3 Nisan’da": the stem is the month.)
        const size_t apostrophe = std::min(w.find('\''), w.find("’"));
        const bool suffixed = skip == 0 && apostrophe != std::string_view::npos && apostrophe >= 3 &&
                              (in.lex.flags(w.substr(0, apostrophe)) & kLexIntlMonth);
        if (!suffixed && (skip == 0 || !(in.lex.flags(w.substr(skip)) & kLexIntlMonth))) continue;
        for (auto it = std::lower_bound(in.starts.begin(), in.starts.end(), t.start > 12 ? t.start - 12 : 0);
             it != in.starts.end() && *it < t.start; ++it)
            intl_starts.push_back(*it);
    }
    for (const Token& t : in.tokens) {
        if (t.end >= in.text.size() || in.text[t.end] != ' ' || !caseless_word(t)) continue;
        const size_t second_end = in.text.find_first_of(" \n\t.,", t.end + 1);
        if (!is_arabic_two_word_month(in.text.substr(t.start, (second_end == std::string_view::npos ? in.text.size() : second_end) - t.start)))
            continue;
        for (auto it = std::lower_bound(in.starts.begin(), in.starts.end(), t.start > 12 ? t.start - 12 : 0);
             it != in.starts.end() && *it < t.start; ++it)
            intl_starts.push_back(*it);
    }
    // A month with a case ending after a day and its dot ("27. novembril", "1. märtsist 2021"), or
    // before a year ("Σεπτέμβριο 2026"): such words have no flag, so they are found here.
    std::vector<size_t> inflected_months;  // token starts
    // A short month that is an English word too ("mar", "may") has no flag; with the day's dot before it and its
    // own dot and a year after, as Danish and Norwegian write a date ("ons. 4. mar. 2026"), it is the month.
    const auto short_month_after_day = [&](const Token& t) {
        static const WordSet kShort = {"jan", "feb", "mar", "apr", "maj", "may", "jun", "jul", "aug", "sep", "okt", "oct", "nov", "dec", "des"};
        return t.text.size() == 3 && t.start >= 3 && t.end + 6 <= in.text.size() && in.text[t.end] == '.' && in.text[t.end + 1] == ' ' &&
               in.text[t.start - 1] == ' ' && in.text[t.start - 2] == '.' && std::isdigit(static_cast<unsigned char>(in.text[t.start - 3])) &&
               kShort.count(ascii_lower(t.text));
    };
    for (const Token& t : in.tokens) {
        if (short_month_after_day(t)) {
            inflected_months.push_back(t.start);
            for (auto it = std::lower_bound(in.starts.begin(), in.starts.end(), t.start - 3); it != in.starts.end() && *it < t.start; ++it)
                intl_starts.push_back(*it);
            continue;
        }
        if (t.text.size() < 6 || (t.lex & (kAnyMonth | kLexCommon | kLexVocab)) || t.start < 3) continue;
        const bool after_day = in.text[t.start - 1] == ' ' && in.text[t.start - 2] == '.' &&
                               std::isdigit(static_cast<unsigned char>(in.text[t.start - 3]));
        const bool before_year = t.end + 5 <= in.text.size() && in.text[t.end] == ' ' &&
                                 std::isdigit(static_cast<unsigned char>(in.text[t.end + 1])) &&
                                 std::isdigit(static_cast<unsigned char>(in.text[t.end + 4]));
        // Latin-script languages write their months in lower case; a capital there is a name
        // ("3. Augustinus"). Greek and Cyrillic capitalise them ("Σεπτέμβριο").
        const unsigned char lead = static_cast<unsigned char>(t.text[0]);
        const bool greek_or_cyrillic = lead >= 0xCD && lead <= 0xD3;
        if ((after_day || before_year) && (t.lower || greek_or_cyrillic) && in.lex.is_month_inflection(t.text)) {
            inflected_months.push_back(t.start);
            for (auto it = std::lower_bound(in.starts.begin(), in.starts.end(), t.start > 12 ? t.start - 12 : 0);
                 it != in.starts.end() && *it < t.start; ++it)
                intl_starts.push_back(*it);
        }
    }
    const auto inflected_at = [&](size_t start) {
        return std::binary_search(inflected_months.begin(), inflected_months.end(), start);
    };
    std::sort(intl_starts.begin(), intl_starts.end());
    intl_starts.erase(std::unique(intl_starts.begin(), intl_starts.end()), intl_starts.end());
    intl.for_each_at(in.text, intl_starts, [&](const Match& m) {
        // An inflected month only after the day's dot: "3 marcia" has no case of a date.
        const bool inflected = inflected_at(m.start(2)) && in.text[m.end(1)] == '.';
        const bool arabic_pair = m.text(2).find(' ') != std::string_view::npos;
        // An abbreviated month only with a year, and with its dot unless the year has four digits: "11 janv. 2027",
        // "MAR. 12 JANV. 2027", a Polish chat's "12 kwi 2027".
        // (Or with its dot before the time, as Messenger heads a day: "SAM. 1 FÉVR. À 07:48".)
        static const Regex time_after(R"(\.[ ](?:à[ ]|À[ ]|a[ ]las[ ]|um[ ])?\d{1,2}[:h]\d{2}(?!\d))");
        const bool timed = !m.has(3) && m.end(2) < in.text.size() && time_after.match_at(in.text, m.end(2));
        // (The abbreviations English shares, in lower case, as Spanish and Portuguese chats write them with a year:
        // Messenger's "3 mar 2025 21:14".)
        static const WordSet kSharedAbbreviations = {"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"};
        const bool shared = m.has(3) && m.text(3).size() == 4 && kSharedAbbreviations.count(m.text(2));
        const bool abbreviated = (m.has(3) || timed) && (in.text[m.end(2)] == '.' || (m.has(3) && m.text(3).size() == 4)) &&
                                 ((in.lex.flags(m.text(2)) & kLexIntlMonthAbbr) || shared);
        if (arabic_pair ? !is_arabic_two_word_month(m.text(2)) : !(in.lex.flags(m.text(2)) & kLexIntlMonth) && !inflected && !abbreviated)
            return true;
        if (!day_ok(num(m.text(1))) || (m.has(3) && !year_ok_after(m.text(2), m.text(3)))) return true;
        // A law's date after its number ("Lei n.º 25/2012, de 16 de julho", "loi n° 78-17 du 6 janvier"):
        // the statute's, no one's.
        static const Regex after_law_number(R"((?:n\.?\s?[º°o]\.?|Nr\.)\s*\d+[/-]\d{2,4},?\s+(?:de|du|vom)\s+$)");
        const size_t look = m.start() > 40 ? m.start() - 40 : 0;
        bool statute = false;
        after_law_number.for_each(in.text.substr(0, m.start()), [&](const Match&) {
            statute = true;
            return false;
        }, look);
        if (statute && !m.has(3)) return true;
        size_t start = m.start(), from = start > 20 ? start - 20 : 0;
        intl_weekday.for_each(in.text.substr(0, start), [&](const Match& w) {
            // After "Dydd" any word is the Welsh weekday's; alone, a flagged weekday.
            const bool welsh = w.has(1) && !w.text(1).empty();
            // A weekday's abbreviation with its dot too: "LUN. 11 JANV. 2027".
            const bool abbreviation = w.has(3) && is_weekday_abbreviation(w.text(2));
            // Arabic's Sunday, Monday and Friday ("الأحد، ٩ مارس ٢٠٢٥"), which the weekday list leaves out as the one,
            // the two and the congregation, are only weekdays right before a date.
            static constexpr std::string_view kArabicWeekdaysBeforeDate[] = {"الأحد", "الاحد", "الاثنين", "الإثنين", "الجمعة"};
            const bool arabic = std::find(std::begin(kArabicWeekdaysBeforeDate), std::end(kArabicWeekdaysBeforeDate), w.text(2)) !=
                                std::end(kArabicWeekdaysBeforeDate);
            if (welsh || abbreviation || arabic || (in.lex.flags(w.text(2)) & kLexIntlWeekday)) start = w.start();
            return false;
        }, from);
        if (start >= 4 && start == m.start() && ascii_lower(in.text.substr(start - 4, 4)) == "ika-") start -= 4;
        // Maltese writes the article, with a preposition, on the day: "mis-26 ta' Novembru", "sat-8 ta' Diċembru".
        const std::string_view joined = m.text().substr(m.end(1) - m.start());
        if (start == m.start() && start > 0 && in.text[start - 1] == '-' &&
            (joined.find(" ta'") != std::string_view::npos || joined.find(" ta\u2019") != std::string_view::npos)) {
            size_t p = start - 1;
            while (p > 0 && start - p <= 9 && (std::isalpha(static_cast<unsigned char>(in.text[p - 1])) ||
                                               static_cast<unsigned char>(in.text[p - 1]) >= 0x80))
                --p;
            if (p < start - 1 && start - 1 - p <= 8) start = p;
        }
        add_span(out, start, m.end(), "DATE", "date.written_intl", m.has(3) ? 0.95 : 0.86);
        return true;
    });
    // "octubre 2025", "März 2024", "de junho de 2023": a month of a year, in the other languages.
    // Tried only at words followed by a year ("… 2025", "… de 2025").
    static const Regex intl_month_year(std::string("(?<![\\w])") + kCalendarWordGroup + "(?:[ \\t]+de)?[ \\t]+(\\d{4})(?![\\w])",
                                       StartBytes{"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    std::vector<size_t> before_year;
    for (const Token& t : in.tokens) {
        if (!(t.lex & kAnyMonth) && !inflected_at(t.start)) continue;
        size_t p = t.end;
        if (in.text.compare(p, 4, " de ") == 0) p += 3;
        if (p + 5 <= in.text.size() && in.text[p] == ' ' && std::isdigit(static_cast<unsigned char>(in.text[p + 1])) &&
            std::isdigit(static_cast<unsigned char>(in.text[p + 4])))
            before_year.push_back(t.start);
    }
    intl_month_year.for_each_at(in.text, before_year, [&](const Match& m) {
        if (((in.lex.flags(m.text(1)) & kLexIntlMonth) || inflected_at(m.start(1))) && year_ok_after(m.text(1), m.text(2))) add_span(out, m.start(), m.end(), "DATE", "date.month_year", 0.88);
        return true;
    });
    // Month first, as Tagalog, Hungarian and Lithuanian write it: "Oktubre 30, 2026", "noong Oktubre 31".
    // Without a year, only a month that is no name or word besides ("Augusta 5" is a town's).
    // (A Hungarian day takes its case ending inside the date: "február 27-én", "március 3-án", "május 1-jéig".)
    static const Regex intl_month_day(std::string("(?<![\\w])") + kCalendarWordGroup +
                                          "[ ](\\d{1,2})(?:,?[ ](\\d{4})|(-(?:j?án|j?én|j?éig|j?áig|i|ig|tól|től|ra|re|a|e)(?![\\w])))?(?![\\w]|[.,:/-]\\d)",
                                      StartBytes{"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    std::vector<size_t> before_day;
    for (const Token& t : in.tokens)
        if ((t.lex & kLexIntlMonth) && t.end + 1 < in.text.size() && in.text[t.end] == ' ' && std::isdigit(static_cast<unsigned char>(in.text[t.end + 1])))
            before_day.push_back(t.start);
    intl_month_day.for_each_at(in.text, before_day, [&](const Match& m) {
        const uint32_t f = in.lex.flags(m.text(1));
        if (!(f & kLexIntlMonth) || !day_ok(num(m.text(2)))) return true;
        if (m.has(3) ? !year_ok(m.text(3)) : !m.has(4) && (f & (kLexCommon | kLexVocab | kLexGiven | kLexSurname | kLexCity)) != 0) return true;
        add_span(out, m.start(), m.end(), "DATE", "date.month_first_intl", m.has(3) ? 0.95 : 0.86);
        return true;
    });
    // A Hungarian day of the month alone with its case ending, the month the text's own ("ott műtötték 28-án",
    // operated on the 28th; "10-éig"): only in a text with Hungarian's own letters (ő, ű).
    if (!has_hungarian_letters(in.text)) return;
    static const Regex hungarian_day(R"((?<![\w.,/:-])([1-9]|[12]\d|3[01])-(?:j?án|j?én|j?éig|j?áig|j?étől|j?ától)(?![\w]))",
                                     StartBytes{"123456789"});
    hungarian_day.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "DATE", "date.hungarian_day", 0.84);
        return true;
    });
}

}  // namespace synsema::redact
