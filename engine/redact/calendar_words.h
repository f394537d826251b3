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
// Their weekday names (caseless group), "dydd Llun" with its "dydd".
const std::string& intl_weekdays();

// Every one-word name of the three groups above (three letters or more),
// with its kind: kLexIntlMonth, kLexIntlMonthAbbr or kLexIntlWeekday
// (lexicon.h). The Lexicon flags them so recognizers find their tokens.
void for_each_calendar_word(const std::function<void(std::string_view word, uint32_t kind)>& take);

}  // namespace synsema::redact
