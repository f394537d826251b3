// Month and weekday names as regular-expression alternations, for the date
// recognizers (recognize_dates.cpp, recognize_date_forms.cpp). English is
// written here with its capitals; the other languages' names come from
// glibc's locale data (calendar_names.inc, scripts/build-calendar-names.py)
// and match in any case.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace synsema::redact {

// English months, capitalised or in capitals ("Mar", "MARCH"; never "may").
constexpr const char* kMonth =
    "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
    "Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|"
    "JULY?|AUG(?:UST)?|SEP(?:T(?:EMBER)?)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?)";
// English weekdays, full or abbreviated, capitalised.
constexpr const char* kWeekday =
    "(?:Mon(?:day)?|Tue(?:s(?:day)?)?|Wed(?:nesday)?|Thu(?:r(?:s(?:day)?)?)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)";

// The other languages' month names, every form (caseless group).
const std::string& intl_months();
// Their abbreviated months that are not also a full name ("févr", "lis", "okt").
const std::string& intl_month_abbreviations();
// The word Welsh writes before a weekday, as a regular expression with its blank: "Dydd Mawrth", "ar ddydd
// Iau" (mutated after "ar"), "nos Wener" (Friday night); and Irish's "Dé" ("Dé Máirt, 1 Nollaig 2026").
inline constexpr const char* kWelshWeekdayLead = "(?i:d?dydd|nos|dé)[ ]+";
// Their weekday names (caseless group), "dydd Llun" with its "dydd".
const std::string& intl_weekdays();

// A word where a month or weekday may stand, captured: the date patterns match
// any word there and ask the Lexicon's flags whether it is one (a pattern with
// an alternation of 600 names costs more to compile and to try than the lookup).
constexpr const char* kCalendarWordGroup = "(\\p{L}[\\p{L}\\p{M}]*(?:-\\p{L}+)?)";

// The Arabic months named in two words: the Levantine months ("تشرين الثاني", November) and the
// Hijri ones ("جمادى الآخرة"). glibc's ar_JO lists the first, no locale the second; the Lexicon holds
// single words, so these are matched as a phrase: the day's pattern takes the second word from
// kArabicMonthSecondWord, and is_arabic_two_word_month checks the pair.
constexpr const char* kArabicMonthSecondWord = "(?:[ ](?:الأول|الثاني|الآخر|الآخرة|الأولى|الثانية|القعدة|الحجة))?";
bool is_arabic_two_word_month(std::string_view phrase);

class Lexicon;
// English months and weekdays in lower case, full or abbreviated ("sept", "thurs", "weds"):
// the one list the date recognizers ask.
bool is_english_month_lower(std::string_view lowered);
bool is_english_weekday_lower(std::string_view lowered);
// Both lists together, for the Lexicon's closed classes (kLexMonth).
const std::vector<std::string_view>& english_months_and_weekdays();
// English months as kMonth writes them (capitalised or in capitals, full or abbreviated).
bool is_english_month(std::string_view word);
// An English month in any case, or another language's month (kLexIntlMonth).
bool is_month_in_any_language(const Lexicon& lex, std::string_view word, bool english_any_case = false);
// An English weekday as kWeekday writes it, or another language's (kLexIntlWeekday).
bool is_weekday_in_any_language(const Lexicon& lex, std::string_view word);
// A weekday of a language outside the curated list (kWeekdayNamesWide: "trinde", "aso gafua"), one or
// two words as written (case folded): taken only right before a date, where no word of another
// language would stand.
bool is_wide_weekday(std::string_view phrase);
// An abbreviated weekday of another language, in any case and with or without its marks ("lun", "TIR",
// "mié", "sab", "Do"): taken only with its dot right before a date.
bool is_weekday_abbreviation(std::string_view word);

// Every one-word name of the three groups above (three letters or more),
// with its kind: kLexIntlMonth, kLexIntlMonthAbbr or kLexIntlWeekday
// (lexicon.h). The Lexicon flags them so recognizers find their tokens.
void for_each_calendar_word(const std::function<void(std::string_view word, uint32_t kind)>& take);

}  // namespace synsema::redact
