#include "calendar_words.h"

#include "calendar_names.inc"

namespace synsema::redact {

const std::string& intl_months() {
    // A few spellings glibc does not list: without accents ("fevrier", "aout",
    // "maerz", "marco") and Spanish "setiembre"; and the English names other
    // languages share, in their lower case ("3. april", "7 december 2024").
    static const std::string months = std::string("(?i:") + kMonthNamesIntl +
                                      "|fevrier|aout|decembre|maerz|marco|setiembre|april|august|september|november|december)";
    return months;
}

const std::string& intl_month_abbreviations() {
    static const std::string abbreviations = std::string("(?i:") + kMonthAbbreviationsIntl + ")";
    return abbreviations;
}

const std::string& intl_weekdays() {
    // Portuguese weekdays in full ("segunda-feira"; glibc lists "segunda").
    static const std::string weekdays = std::string("(?i:(?:dydd[ ]+)?(?:") +
                                        "segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|" + kWeekdayNamesIntl + "))";
    return weekdays;
}

}  // namespace synsema::redact
