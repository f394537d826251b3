// Check digits of national identifiers in Asia: Taiwan, Thailand, Israel, Iran, Japan and China. Each
// takes the identifier as written (separators allowed where the country writes them) and says
// whether its check digit agrees; the recognizers decide where a number of that shape is one.
#include <array>
#include <string>

#include "validators.h"

namespace synsema::redact {

namespace {
int digit(char c) { return c - '0'; }
}  // namespace

// TW: a letter for the place of first registration, 1 or 2 (sex; 8 or 9 for residents), 7 digits and
// a check digit. The letter counts as two digits (A = 10, … with I, O, W, X, Y, Z out of order).
bool valid_tw_id(std::string_view s) {
    static constexpr std::array<int, 26> kLetter = {10, 11, 12, 13, 14, 15, 16, 17, 34, 18, 19, 20, 21,
                                                    22, 35, 23, 24, 25, 26, 27, 28, 29, 32, 30, 31, 33};
    if (s.size() != 10 || s[0] < 'A' || s[0] > 'Z') return false;
    for (size_t i = 1; i < 10; ++i)
        if (s[i] < '0' || s[i] > '9') return false;
    if (s[1] != '1' && s[1] != '2' && s[1] != '8' && s[1] != '9') return false;
    const int code = kLetter[static_cast<size_t>(s[0] - 'A')];
    int sum = code / 10 + (code % 10) * 9;
    for (size_t i = 1; i <= 8; ++i) sum += digit(s[i]) * static_cast<int>(9 - i);
    sum += digit(s[9]);
    return sum % 10 == 0;
}

// TH: 13 digits (written 1-2345-67890-12-3), the last one (11 - Σ dᵢ·(13 - i) mod 11) mod 10.
bool valid_th_id(std::string_view s) {
    const std::string d = digits_only(s);
    if (d.size() != 13 || d[0] == '0') return false;
    int sum = 0;
    for (size_t i = 0; i < 12; ++i) sum += digit(d[i]) * static_cast<int>(13 - i);
    return (11 - sum % 11) % 10 == digit(d[12]);
}

// IL: Teudat Zehut, up to 9 digits (zeros in front when shorter), Luhn's sum with weights 1, 2 from
// the left.
bool valid_il_tz(std::string_view s) {
    std::string d = digits_only(s);
    if (d.empty() || d.size() > 9 || d.size() != s.size()) return false;
    d.insert(0, 9 - d.size(), '0');
    if (d == "000000000") return false;
    int sum = 0;
    for (size_t i = 0; i < 9; ++i) {
        int v = digit(d[i]) * (i % 2 == 0 ? 1 : 2);
        sum += v > 9 ? v - 9 : v;
    }
    return sum % 10 == 0;
}

// IR: the national code (کد ملی), 10 digits; r = Σ dᵢ·(10 - i) mod 11 over the first nine, and the
// last is r when r < 2, else 11 - r. Ten equal digits are no code.
bool valid_ir_national_code(std::string_view s) {
    const std::string d = digits_only(s);
    if (d.size() != 10 || d.find_first_not_of(d[0]) == std::string::npos) return false;
    int sum = 0;
    for (size_t i = 0; i < 9; ++i) sum += digit(d[i]) * static_cast<int>(10 - i);
    const int r = sum % 11;
    return digit(d[9]) == (r < 2 ? r : 11 - r);
}

// JP: My Number (個人番号), 12 digits; weights 2-7 then 2-6 from the right of the first eleven, and
// the check 11 - (sum mod 11), or 0 when the remainder is 0 or 1.
bool valid_jp_my_number(std::string_view s) {
    const std::string d = digits_only(s);
    if (d.size() != 12) return false;
    int sum = 0;
    for (int n = 1; n <= 11; ++n) sum += digit(d[static_cast<size_t>(11 - n)]) * (n <= 6 ? n + 1 : n - 5);
    const int r = sum % 11;
    return digit(d[11]) == (r <= 1 ? 0 : 11 - r);
}

// CN: the resident identity number (公民身份号码), 18 characters: the place's six digits, the birth date
// (YYYYMMDD), a sequence of three and a check over the seventeen by ISO 7064 MOD 11-2 (weights 2^(17-i)
// mod 11, the check "10X98765432"[sum mod 11]).
bool valid_cn_resident_id(std::string_view s) {
    if (s.size() != 18) return false;
    int sum = 0;
    for (size_t i = 0; i < 17; ++i) {
        if (s[i] < '0' || s[i] > '9') return false;
        sum += digit(s[i]) * ((1 << (17 - i)) % 11);
    }
    const char check = "10X98765432"[sum % 11];
    const char last = s[17] == 'x' ? 'X' : s[17];
    const int month = digit(s[10]) * 10 + digit(s[11]), day = digit(s[12]) * 10 + digit(s[13]);
    return last == check && month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

}  // namespace synsema::redact
