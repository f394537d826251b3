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
    if (p4 >= 2200 && p4 <= 2204 && n >= 16 && n <= 19) known = true;                      // Mir (Russia)
    return known && luhn_valid(d);
}

bool valid_iban(std::string_view s, bool labelled) {
    // SWIFT's IBAN registry (release 99); BI, DJ, FK, HN, LY, MN, NI, OM, RU, SD, SO and YE joined it late.
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
        {"TR", 26}, {"UA", 29}, {"VA", 22}, {"VG", 24}, {"XK", 20}, {"BI", 27}, {"DJ", 27}, {"FK", 18},
        {"HN", 28}, {"LY", 25}, {"MN", 20}, {"NI", 28}, {"OM", 23}, {"RU", 33}, {"SD", 18}, {"SO", 23}, {"YE", 30},
        // Outside the registry, but an IBAN in its form and checksum every Iranian bank prints ("Sheba", IR + 24).
        {"IR", 26},
        // ... and those the banks of the franc zones, of Lusophone Africa, Madagascar, Morocco and Algeria print,
        // in the lengths the registry's "experimental" list gives ("BJ29 BJ06 6010 …", "GA21 4000 3041 …").
        {"AO", 25}, {"BF", 28}, {"BJ", 28}, {"CF", 27}, {"CG", 27}, {"CI", 28}, {"CM", 27}, {"CV", 25}, {"DZ", 26},
        {"GA", 27}, {"GQ", 27}, {"GW", 25}, {"KM", 27}, {"MA", 28}, {"MG", 27}, {"ML", 28}, {"MZ", 25}, {"NE", 28},
        {"SN", 28}, {"TD", 27}, {"TG", 28}};
    for (char c : s)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != ' ' && c != '-') return false;
    std::string iban = alnum_upper(s);
    if (iban.size() < 15 || iban.size() > 34) return false;
    // Banks of countries outside the registry print IBANs of their own lengths (Angola's 25, the
    // franc zone's 27 and 28): after the word "IBAN" the checksum alone decides, as it does for a
    // number typed with a group too many or too few (it is still the account the writer meant).
    auto it = kLengths.find(iban.substr(0, 2));
    if (!labelled && (it == kLengths.end() || it->second != iban.size())) return false;
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

namespace synsema::redact {

namespace {
std::string alnum_only(std::string_view s, std::string_view separators) {
    std::string out;
    for (char c : s) {
        if (std::isalnum(static_cast<unsigned char>(c))) out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        else if (separators.find(c) == std::string_view::npos) return {};
    }
    return out;
}
bool all_digits(std::string_view s) {
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return !s.empty();
}
bool all_same(std::string_view s) {
    for (char c : s)
        if (c != s[0]) return false;
    return true;
}
}  // namespace

bool verhoeff_valid(std::string_view digits) {
    static constexpr int d[10][10] = {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 3, 4, 0, 6, 7, 8, 9, 5},
                                      {2, 3, 4, 0, 1, 7, 8, 9, 5, 6}, {3, 4, 0, 1, 2, 8, 9, 5, 6, 7},
                                      {4, 0, 1, 2, 3, 9, 5, 6, 7, 8}, {5, 9, 8, 7, 6, 0, 4, 3, 2, 1},
                                      {6, 5, 9, 8, 7, 1, 0, 4, 3, 2}, {7, 6, 5, 9, 8, 2, 1, 0, 4, 3},
                                      {8, 7, 6, 5, 9, 3, 2, 1, 0, 4}, {9, 8, 7, 6, 5, 4, 3, 2, 1, 0}};
    static constexpr int p[8][10] = {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 5, 7, 6, 2, 8, 3, 0, 9, 4},
                                      {5, 8, 0, 3, 7, 9, 6, 1, 4, 2}, {8, 9, 1, 6, 0, 4, 3, 5, 2, 7},
                                      {9, 4, 5, 3, 1, 2, 6, 8, 7, 0}, {4, 2, 8, 6, 5, 7, 3, 9, 0, 1},
                                      {2, 7, 9, 3, 8, 0, 6, 4, 1, 5}, {7, 0, 4, 6, 9, 1, 3, 2, 5, 8}};
    if (!all_digits(digits)) return false;
    int c = 0;
    for (size_t i = 0; i < digits.size(); ++i) c = d[c][p[i % 8][digits[digits.size() - 1 - i] - '0']];
    return c == 0;
}

bool valid_aadhaar(std::string_view s) {
    std::string d = alnum_only(s, " -");
    return d.size() == 12 && all_digits(d) && d[0] >= '2' && verhoeff_valid(d);
}

bool valid_pan(std::string_view s) {
    if (s.size() != 10) return false;
    for (size_t i = 0; i < 10; ++i) {
        bool letter = s[i] >= 'A' && s[i] <= 'Z', digit = s[i] >= '0' && s[i] <= '9';
        if ((i < 5 || i == 9) ? !letter : !digit) return false;
    }
    return std::string_view("ABCFGHLJPT").find(s[3]) != std::string_view::npos;
}

bool valid_nino(std::string_view s) {
    std::string v = alnum_only(s, " ");
    if (v.size() != 9) return false;
    if (std::string_view("DFIQUV").find(v[0]) != std::string_view::npos || !std::isalpha(static_cast<unsigned char>(v[0])))
        return false;
    if (std::string_view("DFIOQUV").find(v[1]) != std::string_view::npos || !std::isalpha(static_cast<unsigned char>(v[1])))
        return false;
    std::string prefix = v.substr(0, 2);
    for (const char* bad : {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"})
        if (prefix == bad) return false;
    return all_digits(v.substr(2, 6)) && v[8] >= 'A' && v[8] <= 'D';
}

bool valid_date_ddmmyy(std::string_view six) {
    if (six.size() != 6 || !all_digits(six)) return false;
    int dd = (six[0] - '0') * 10 + (six[1] - '0'), mm = (six[2] - '0') * 10 + (six[3] - '0');
    return dd >= 1 && dd <= 31 && mm >= 1 && mm <= 12;
}

bool valid_chi(std::string_view s) {
    std::string d = alnum_only(s, " -");
    return d.size() == 10 && all_digits(d) && valid_date_ddmmyy(d.substr(0, 6)) && valid_nhs(d);
}

bool valid_ppsn(std::string_view s) {
    std::string v = alnum_only(s, " ");
    if (v.size() != 8 && v.size() != 9) return false;
    if (!all_digits(v.substr(0, 7)) || !std::isalpha(static_cast<unsigned char>(v[7]))) return false;
    int sum = 0;
    for (int i = 0; i < 7; ++i) sum += (v[static_cast<size_t>(i)] - '0') * (8 - i);
    if (v.size() == 9) {
        if (!std::isalpha(static_cast<unsigned char>(v[8]))) return false;
        sum += (v[8] == 'W' ? 0 : v[8] - 'A' + 1) * 9;
    }
    int check = sum % 23;
    char expected = check == 0 ? 'W' : static_cast<char>('A' + check - 1);
    return v[7] == expected;
}

bool valid_sin(std::string_view s) {
    std::string d = alnum_only(s, " -");
    return d.size() == 9 && all_digits(d) && d[0] != '0' && d[0] != '8' && luhn_valid(d);
}

bool valid_steuer_id(std::string_view s) {
    std::string d = alnum_only(s, " ");
    if (d.size() != 11 || !all_digits(d) || d[0] == '0' || all_same(d)) return false;
    int product = 10;
    for (size_t i = 0; i < 10; ++i) {
        int sum = (d[i] - '0' + product) % 10;
        if (sum == 0) sum = 10;
        product = (2 * sum) % 11;
    }
    int check = 11 - product;
    if (check == 10) check = 0;
    return check == d[10] - '0';
}

bool valid_rvnr(std::string_view s) {
    std::string v = alnum_only(s, " ");
    if (v.size() != 12 || !all_digits(v.substr(0, 8)) || !std::isalpha(static_cast<unsigned char>(v[8])) ||
        !all_digits(v.substr(9)))
        return false;
    if (!valid_date_ddmmyy(v.substr(2, 6))) return false;
    int letter = v[8] - 'A' + 1;
    std::string digits = v.substr(0, 8) + (letter < 10 ? "0" : "") + std::to_string(letter) + v.substr(9, 2);
    static constexpr int kWeights[12] = {2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1};
    int sum = 0;
    for (size_t i = 0; i < 12; ++i) {
        int prod = (digits[i] - '0') * kWeights[i];
        sum += prod / 10 + prod % 10;
    }
    return sum % 10 == v[11] - '0';
}

bool valid_nir(std::string_view s) {
    std::string v = alnum_only(s, " ");
    if (v.size() != 15) return false;
    // Corsica's departments 2A and 2B count as 19 and 18.
    std::string n = v.substr(0, 13);
    if (n.compare(5, 2, "2A") == 0) n.replace(5, 2, "19");
    else if (n.compare(5, 2, "2B") == 0) n.replace(5, 2, "18");
    if (!all_digits(n) || !all_digits(v.substr(13))) return false;
    if (n[0] != '1' && n[0] != '2' && n[0] != '3' && n[0] != '4' && n[0] != '7' && n[0] != '8') return false;
    long long num = std::stoll(n);
    int key = 97 - static_cast<int>(num % 97);
    return key == std::stoi(v.substr(13));
}

bool valid_bsn(std::string_view s) {
    std::string d = alnum_only(s, " .-");
    if (d.size() != 9 || !all_digits(d) || all_same(d)) return false;
    int sum = 0;
    for (int i = 0; i < 8; ++i) sum += (d[static_cast<size_t>(i)] - '0') * (9 - i);
    sum -= d[8] - '0';
    return sum % 11 == 0;
}

bool valid_nric(std::string_view s) {
    if (s.size() != 9 || std::string_view("STFGM").find(s[0]) == std::string_view::npos) return false;
    if (!all_digits(s.substr(1, 7)) || s[8] < 'A' || s[8] > 'Z') return false;
    static constexpr int kWeights[7] = {2, 7, 6, 5, 4, 3, 2};
    int sum = 0;
    for (int i = 0; i < 7; ++i) sum += (s[static_cast<size_t>(i) + 1] - '0') * kWeights[i];
    if (s[0] == 'T' || s[0] == 'G') sum += 4;
    if (s[0] == 'M') sum += 3;
    int r = sum % 11;
    const char* table = (s[0] == 'S' || s[0] == 'T') ? "JZIHGFEDCBA" : (s[0] == 'M' ? "KLJNPQRTUWX" : "XWUTRQPNMLK");
    char expected = s[0] == 'M' ? table[10 - r] : table[r];
    return s[8] == expected;
}

bool valid_za_id(std::string_view s) {
    std::string d = alnum_only(s, " ");
    if (d.size() != 13 || !all_digits(d)) return false;
    int mm = (d[2] - '0') * 10 + (d[3] - '0'), dd = (d[4] - '0') * 10 + (d[5] - '0');
    if (mm < 1 || mm > 12 || dd < 1 || dd > 31) return false;
    if (d[10] != '0' && d[10] != '1') return false;
    return luhn_valid(d);
}

bool valid_rw_national_id(std::string_view s) {
    // "1 1988 8 0072415 0 37": Rwandan (1), refugee (2) or foreign resident (3), the birth year, 8 for a man
    // and 7 for a woman, a serial, an issue number and two control digits whose scheme is not published:
    // only the fixed fields can be checked, so the word beside it ("indangamuntu", "ID") is required.
    std::string d;
    for (char c : s)
        if (c >= '0' && c <= '9') d += c;
        else if (c != ' ') return false;
    if (d.size() != 16 || d[0] < '1' || d[0] > '3' || (d[5] != '7' && d[5] != '8')) return false;
    const int year = std::stoi(d.substr(1, 4));
    return year >= 1900 && year <= 2030;
}

bool valid_zw_national_id(std::string_view s) {
    // "08-2417635 K 21": the registration district, the serial number, a check letter, the district of
    // origin. The letter is the first two groups' number mod 23, counted in an alphabet without I, O, U.
    const std::string d = alnum_only(s, "- ");
    if (d.size() < 11 || d.size() > 12) return false;
    const size_t letter = d.size() - 3;
    if (!std::isupper(static_cast<unsigned char>(d[letter])) || !all_digits(d.substr(0, letter)) || !all_digits(d.substr(letter + 1)))
        return false;
    uint64_t n = 0;
    for (size_t i = 0; i < letter; ++i) n = n * 10 + static_cast<uint64_t>(d[i] - '0');
    static constexpr std::string_view kLetters = "ZABCDEFGHJKLMNPQRSTVWXY";
    return d[letter] == kLetters[n % 23];
}

bool valid_cpf(std::string_view s) {
    std::string d = alnum_only(s, ".- ");
    if (d.size() != 11 || !all_digits(d) || all_same(d)) return false;
    for (int k = 9; k <= 10; ++k) {
        int sum = 0;
        for (int i = 0; i < k; ++i) sum += (d[static_cast<size_t>(i)] - '0') * (k + 1 - i);
        int check = (sum * 10) % 11;
        if (check == 10) check = 0;
        if (check != d[static_cast<size_t>(k)] - '0') return false;
    }
    return true;
}

bool valid_cl_rut(std::string_view s) {
    std::string d = alnum_only(s, ".- ");
    if (d.size() < 8 || d.size() > 9) return false;
    const char check = static_cast<char>(std::toupper(static_cast<unsigned char>(d.back())));
    d.pop_back();
    if (!all_digits(d) || all_same(d)) return false;
    // Mod 11 with the weights 2, 3, 4, 5, 6, 7 from the right, over again; 10 is written K, 11 is 0.
    int sum = 0, weight = 2;
    for (size_t i = d.size(); i-- > 0;) {
        sum += (d[i] - '0') * weight;
        weight = weight == 7 ? 2 : weight + 1;
    }
    const int r = 11 - sum % 11;
    return check == (r == 11 ? '0' : r == 10 ? 'K' : static_cast<char>('0' + r));
}

bool valid_mbi(std::string_view s) {
    std::string v = alnum_only(s, "-");
    if (v.size() != 11) return false;
    auto letter = [](char c) { return c >= 'A' && c <= 'Z' && std::string_view("SLOIBZ").find(c) == std::string_view::npos; };
    auto digit = [](char c) { return c >= '0' && c <= '9'; };
    // C A AN N A AN N A A N N
    return v[0] >= '1' && v[0] <= '9' && letter(v[1]) && (letter(v[2]) || digit(v[2])) && digit(v[3]) && letter(v[4]) &&
           (letter(v[5]) || digit(v[5])) && digit(v[6]) && letter(v[7]) && letter(v[8]) && digit(v[9]) && digit(v[10]);
}

bool valid_au_medicare(std::string_view s) {
    std::string d = alnum_only(s, " -/");
    if ((d.size() != 10 && d.size() != 11) || !all_digits(d) || d[0] < '2' || d[0] > '6') return false;
    static constexpr int kWeights[8] = {1, 3, 7, 9, 1, 3, 7, 9};
    int sum = 0;
    for (size_t i = 0; i < 8; ++i) sum += (d[i] - '0') * kWeights[i];
    return sum % 10 == d[8] - '0';
}

bool valid_tfn(std::string_view s) {
    std::string d = alnum_only(s, " -");
    if (d.size() != 9 || !all_digits(d)) return false;
    static constexpr int kWeights[9] = {1, 4, 3, 7, 5, 8, 6, 9, 10};
    int sum = 0;
    for (size_t i = 0; i < 9; ++i) sum += (d[i] - '0') * kWeights[i];
    return sum % 11 == 0;
}

bool valid_nhi(std::string_view s) {
    if (s.size() != 7) return false;
    auto value = [](char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c < 'A' || c > 'Z' || c == 'I' || c == 'O') return -1;
        int v = c - 'A' + 1;
        if (c > 'I') --v;
        if (c > 'O') --v;
        return v;
    };
    for (int i = 0; i < 3; ++i)
        if (value(s[static_cast<size_t>(i)]) < 1) return false;
    int sum = 0;
    for (int i = 0; i < 6; ++i) sum += value(s[static_cast<size_t>(i)]) * (7 - i);
    if (all_digits(s.substr(3))) {  // old format AAA9999
        int check = 11 - sum % 11;
        if (check == 11) check = 0;
        return check != 10 && check == s[6] - '0';
    }
    if (all_digits(s.substr(3, 2)) && value(s[5]) >= 1 && value(s[6]) >= 1) {  // new format AAA99AA
        int check = 23 - sum % 23;
        return value(s[6]) == (check == 23 ? 24 : check);
    }
    return false;
}

}  // namespace synsema::redact
