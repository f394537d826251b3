#include "validators.h"

#include <array>
#include <cctype>
#include <cstdint>
#include <map>

namespace synsema::redact {

namespace {
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex(char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; }
int to_int(std::string_view d) {
    int v = 0;
    for (char c : d) v = v * 10 + (c - '0');
    return v;
}
// Only digits and the listed separators may appear.
bool only_digits_and(std::string_view s, std::string_view separators) {
    for (char c : s)
        if (!is_digit(c) && separators.find(c) == std::string_view::npos) return false;
    return true;
}
}  // namespace

std::string digits_only(std::string_view s) {
    std::string out;
    for (char c : s)
        if (is_digit(c)) out += c;
    return out;
}

std::string alnum_upper(std::string_view s) {
    std::string out;
    for (char c : s)
        if (std::isalnum(static_cast<unsigned char>(c))) out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

bool luhn_valid(std::string_view digits) {
    if (digits.size() < 2) return false;
    int sum = 0;
    bool double_it = false;
    // Walk from the check digit leftwards, doubling every second digit.
    for (size_t i = digits.size(); i-- > 0;) {
        if (!is_digit(digits[i])) return false;
        int d = digits[i] - '0';
        if (double_it) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
        sum += d;
        double_it = !double_it;
    }
    return sum % 10 == 0;
}

bool valid_ssn(std::string_view s) {
    if (!only_digits_and(s, "- ")) return false;
    std::string d = digits_only(s);
    if (d.size() != 9) return false;
    int area = to_int(d.substr(0, 3)), group = to_int(d.substr(3, 2)), serial = to_int(d.substr(5, 4));
    if (area == 0 || area == 666 || area >= 900) return false;
    if (group == 0 || serial == 0) return false;
    // Numbers reserved for advertising (078-05-1120) and the 123-45-6789 sample.
    if (d == "078051120" || d == "123456789") return false;
    return true;
}

bool valid_itin(std::string_view s) {
    if (!only_digits_and(s, "- ")) return false;
    std::string d = digits_only(s);
    if (d.size() != 9 || d[0] != '9') return false;
    int group = to_int(d.substr(3, 2));
    return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) ||
           (group >= 94 && group <= 99);
}

bool valid_credit_card(std::string_view s) {
    if (!only_digits_and(s, "- ")) return false;
    std::string d = digits_only(s);
    size_t n = d.size();
    if (n < 13 || n > 19) return false;
    int p2 = to_int(d.substr(0, 2)), p3 = to_int(d.substr(0, 3)), p4 = to_int(d.substr(0, 4)),
        p6 = to_int(d.substr(0, 6));
    bool known = false;
    if (d[0] == '4' && (n == 13 || n == 16 || n == 19)) known = true;                       // Visa
    if (((p2 >= 51 && p2 <= 55) || (p6 >= 222100 && p6 <= 272099)) && n == 16) known = true;  // Mastercard
    if ((p2 == 34 || p2 == 37) && n == 15) known = true;                                   // Amex
    if ((p4 == 6011 || p2 == 65 || (p3 >= 644 && p3 <= 649) || (p6 >= 622126 && p6 <= 622925)) &&
        n >= 16 && n <= 19) known = true;                                                  // Discover
    if (p4 >= 3528 && p4 <= 3589 && n >= 16 && n <= 19) known = true;                      // JCB
    if (((p3 >= 300 && p3 <= 305) || p2 == 36 || p2 == 38 || p2 == 39) && n >= 14 && n <= 19) known = true;  // Diners
    if (p2 == 62 && n >= 16 && n <= 19) known = true;                                      // UnionPay
    if ((p2 == 50 || (p2 >= 56 && p2 <= 69)) && n >= 12 && n <= 19) known = true;          // Maestro
    return known && luhn_valid(d);
}

bool valid_iban(std::string_view s) {
    static const std::map<std::string, size_t> kLengths = {
        {"AD", 24}, {"AE", 23}, {"AL", 28}, {"AT", 20}, {"AZ", 28}, {"BA", 20}, {"BE", 16}, {"BG", 22},
        {"BH", 22}, {"BR", 29}, {"BY", 28}, {"CH", 21}, {"CR", 22}, {"CY", 28}, {"CZ", 24}, {"DE", 22},
        {"DK", 18}, {"DO", 28}, {"EE", 20}, {"EG", 29}, {"ES", 24}, {"FI", 18}, {"FO", 18}, {"FR", 27},
        {"GB", 22}, {"GE", 22}, {"GI", 23}, {"GL", 18}, {"GR", 27}, {"GT", 28}, {"HR", 21}, {"HU", 28},
        {"IE", 22}, {"IL", 23}, {"IQ", 23}, {"IS", 26}, {"IT", 27}, {"JO", 30}, {"KW", 30}, {"KZ", 20},
        {"LB", 28}, {"LC", 32}, {"LI", 21}, {"LT", 20}, {"LU", 20}, {"LV", 21}, {"MC", 27}, {"MD", 24},
        {"ME", 22}, {"MK", 19}, {"MR", 27}, {"MT", 31}, {"MU", 30}, {"NL", 18}, {"NO", 15}, {"PK", 24},
        {"PL", 28}, {"PS", 29}, {"PT", 25}, {"QA", 29}, {"RO", 24}, {"RS", 22}, {"SA", 24}, {"SC", 31},
        {"SE", 24}, {"SI", 19}, {"SK", 24}, {"SM", 27}, {"ST", 25}, {"SV", 28}, {"TL", 23}, {"TN", 24},
        {"TR", 26}, {"UA", 29}, {"VA", 22}, {"VG", 24}, {"XK", 20}};
    for (char c : s)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != ' ' && c != '-') return false;
    std::string iban = alnum_upper(s);
    if (iban.size() < 15 || iban.size() > 34) return false;
    auto it = kLengths.find(iban.substr(0, 2));
    if (it == kLengths.end() || it->second != iban.size()) return false;
    if (!is_digit(iban[2]) || !is_digit(iban[3])) return false;
    // Move the first four characters to the end, letters become 10..35, mod 97.
    std::string moved = iban.substr(4) + iban.substr(0, 4);
    uint32_t rem = 0;
    for (char c : moved) {
        int v = is_digit(c) ? c - '0' : c - 'A' + 10;
        rem = v >= 10 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97;
    }
    return rem == 1;
}

bool valid_npi(std::string_view s) {
    if (!only_digits_and(s, "")) return false;
    if (s.size() != 10 || (s[0] != '1' && s[0] != '2')) return false;
    return luhn_valid("80840" + std::string(s));
}

bool valid_dea(std::string_view s) {
    std::string v = alnum_upper(s);
    if (v.size() != 9 || s.size() != 9) return false;
    // First letter: registrant type; second: a letter (surname initial) or 9.
    if (std::string_view("ABCDEFGHJKLMPRSTUX").find(v[0]) == std::string_view::npos) return false;
    if (!std::isalpha(static_cast<unsigned char>(v[1])) && v[1] != '9') return false;
    for (size_t i = 2; i < 9; ++i)
        if (!is_digit(v[i])) return false;
    int odd = (v[2] - '0') + (v[4] - '0') + (v[6] - '0');
    int even = (v[3] - '0') + (v[5] - '0') + (v[7] - '0');
    return (odd + 2 * even) % 10 == v[8] - '0';
}

bool valid_nhs(std::string_view s) {
    if (!only_digits_and(s, " -")) return false;
    std::string d = digits_only(s);
    if (d.size() != 10) return false;
    int sum = 0;
    for (int i = 0; i < 9; ++i) sum += (d[i] - '0') * (10 - i);
    int check = 11 - sum % 11;
    if (check == 11) check = 0;
    if (check == 10) return false;  // such numbers are never issued
    return check == d[9] - '0';
}

bool valid_aba(std::string_view s) {
    if (!only_digits_and(s, "") || s.size() != 9) return false;
    // The first two digits are a Federal Reserve routing symbol: 00-12, 21-32, 61-72, 80.
    int prefix = to_int(s.substr(0, 2));
    if (!((prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix == 80))
        return false;
    static constexpr std::array<int, 9> kWeights = {3, 7, 1, 3, 7, 1, 3, 7, 1};
    int sum = 0;
    for (size_t i = 0; i < 9; ++i) sum += (s[i] - '0') * kWeights[i];
    return sum % 10 == 0 && s != "000000000";
}

bool valid_ipv4(std::string_view s) {
    int parts = 0;
    size_t i = 0;
    while (true) {
        size_t begin = i;
        while (i < s.size() && is_digit(s[i])) ++i;
        size_t len = i - begin;
        if (len == 0 || len > 3 || (len > 1 && s[begin] == '0')) return false;
        if (to_int(s.substr(begin, len)) > 255) return false;
        ++parts;
        if (i == s.size()) break;
        if (s[i] != '.' || parts == 4) return false;
        ++i;
    }
    return parts == 4;
}

bool valid_ipv6(std::string_view s) {
    if (s.size() < 2 || s.size() > 45) return false;
    int groups = 0;
    bool compressed = false;
    size_t i = 0;
    if (s.substr(0, 2) == "::") {
        compressed = true;
        i = 2;
        if (i == s.size()) return true;
    } else if (s[0] == ':') {
        return false;
    }
    while (i < s.size()) {
        size_t begin = i;
        while (i < s.size() && is_hex(s[i])) ++i;
        size_t len = i - begin;
        // An IPv4 tail may end the address and counts as two groups.
        if (i < s.size() && s[i] == '.') {
            if (!valid_ipv4(s.substr(begin))) return false;
            groups += 2;
            i = s.size();
            break;
        }
        if (len == 0 || len > 4) return false;
        ++groups;
        if (i == s.size()) break;
        if (s[i] != ':') return false;
        ++i;
        if (i < s.size() && s[i] == ':') {
            if (compressed) return false;
            compressed = true;
            ++i;
            if (i == s.size()) break;
        } else if (i == s.size()) {
            return false;
        }
    }
    return compressed ? groups < 8 : groups == 8;
}

bool valid_mac(std::string_view s) {
    if (s.size() == 17) {
        char sep = s[2];
        if (sep != ':' && sep != '-') return false;
        for (size_t i = 0; i < 17; ++i) {
            if (i % 3 == 2) {
                if (s[i] != sep) return false;
            } else if (!is_hex(s[i])) {
                return false;
            }
        }
        return true;
    }
    if (s.size() == 14) {  // Cisco form 0011.2233.4455
        for (size_t i = 0; i < 14; ++i) {
            if (i % 5 == 4) {
                if (s[i] != '.') return false;
            } else if (!is_hex(s[i])) {
                return false;
            }
        }
        return true;
    }
    return false;
}

}  // namespace synsema::redact
