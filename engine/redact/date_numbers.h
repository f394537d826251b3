// The numbers of a date, checked, and the gaps and ranges its patterns share: recognize_dates.cpp,
// recognize_intl_dates.cpp, recognize_date_forms.cpp and recognize_dotted_dates.cpp.
#pragma once
#include <cstdlib>
#include <string>
#include <string_view>

namespace synsema::redact::date_numbers {

inline int num(std::string_view s) { return s.empty() ? -1 : std::atoi(std::string(s).c_str()); }
inline bool day_ok(int d) { return d >= 1 && d <= 31; }
inline bool month_ok(int m) { return m >= 1 && m <= 12; }
inline bool year_ok(std::string_view y) {
    if (y.size() == 2) return true;
    int v = num(y);
    return v >= 1850 && v <= 2150;
}

// A year after a Thai month may be of the Buddhist era (2569 is 2026).
inline bool year_ok_after(std::string_view month, std::string_view y) {
    const bool thai = month.size() >= 3 && static_cast<unsigned char>(month[0]) == 0xE0 &&
                      (static_cast<unsigned char>(month[1]) == 0xB8 || static_cast<unsigned char>(month[1]) == 0xB9);
    // ... after an Arabic-script month, of the Hijri or the Solar Hijri era (1448, 1405).
    const bool arabic_script = !month.empty() && static_cast<unsigned char>(month[0]) >= 0xD8 && static_cast<unsigned char>(month[0]) <= 0xDB;
    return year_ok(y) || (thai && num(y) >= 2393 && num(y) <= 2693) || (arabic_script && num(y) >= 1300 && num(y) <= 1500);
}

// Blanks, or one line break among blanks: a date may wrap, a paragraph break ends it.
constexpr const char* kGap = "(?:[ \\t]+|[ \\t]*\\r?\\n[ \\t]*)";
// A range's or list's first days before the day a date names: "3-5 March 2025", "7 to 15 October".
constexpr const char* kDayFrom = "(?:(?:\\d{1,2}(?:st|nd|rd|th)?(?:, ?))*\\d{1,2}(?:st|nd|rd|th)?(?:[ ]?(?:-|\u2013)[ ]?|[ ]+(?:to|and|&)[ ]+))?";

}  // namespace synsema::redact::date_numbers
