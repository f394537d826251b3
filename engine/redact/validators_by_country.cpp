// Validators for personal numbers added after validators.cpp's set (declared
// in validators.h with the others). Each has a published check: Belgium's
// national register number 97 - (n mod 97), Switzerland's AHV/AVS number the
// EAN-13 digit, Sweden's personnummer the Luhn digit, Hong Kong's identity
// card a weighted mod 11 digit.
#include <cctype>
#include <string>

#include "validators.h"

namespace synsema::redact {

namespace {
bool month_day_ok(int month, int day) { return month >= 1 && month <= 12 && day >= 1 && day <= 31; }
int two_digits(const std::string& d, size_t at) { return (d[at] - '0') * 10 + (d[at + 1] - '0'); }
}  // namespace

bool valid_be_national_number(std::string_view s) {
    const std::string d = digits_only(s);
    if (d.size() != 11) return false;
    // Month 0 and day 0 are legal (birth date unknown); +20/+40 marks a bis number.
    const int month = two_digits(d, 2) % 20, day = two_digits(d, 4);
    if (month > 12 || day > 31) return false;
    const long long first9 = std::stoll(d.substr(0, 9));
    const int check = two_digits(d, 9);
    // Born from 2000 on, the check is taken over "2" followed by the nine digits.
    return 97 - first9 % 97 == check || 97 - (2000000000LL + first9) % 97 == check;
}

bool valid_ch_ahv(std::string_view s) {
    const std::string d = digits_only(s);
    if (d.size() != 13 || d.compare(0, 3, "756") != 0) return false;
    int sum = 0;
    for (size_t i = 0; i < 12; ++i) sum += (d[i] - '0') * (i % 2 == 0 ? 1 : 3);
    return (10 - sum % 10) % 10 == d[12] - '0';
}

bool valid_se_personnummer(std::string_view s) {
    std::string d = digits_only(s);
    if (d.size() == 12) d = d.substr(2);  // the century is not checked
    if (d.size() != 10) return false;
    // A coordination number adds 60 to the day.
    const int day = two_digits(d, 4);
    if (!month_day_ok(two_digits(d, 2), day > 60 ? day - 60 : day)) return false;
    return luhn_valid(d);
}

bool valid_hkid(std::string_view s) {
    // One or two letters, six digits, the check digit (0-9 or A), in brackets or not: "Y338104(6)".
    std::string v;
    for (char c : s)
        if (c != '(' && c != ')' && c != ' ') v += static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    if (v.size() != 8 && v.size() != 9) return false;
    const size_t letters = v.size() - 7;
    int sum = letters == 1 ? 36 * 9 : 0;  // a one-letter card counts a blank (36) first
    for (size_t i = 0; i < v.size() - 1; ++i) {
        const char c = v[i];
        int value = 0;
        if (i < letters) {
            if (c < 'A' || c > 'Z') return false;
            value = c - 'A' + 10;
        } else {
            if (c < '0' || c > '9') return false;
            value = c - '0';
        }
        sum += value * static_cast<int>(9 - (i + (letters == 1 ? 1 : 0)));
    }
    const int check = (11 - sum % 11) % 11;
    const char last = v.back();
    return check == 10 ? last == 'A' : last == '0' + check;
}

bool valid_co_nit(std::string_view s) {
    // Colombia's NIT: up to 15 digits and a check digit, the digits weighted from the right by 3, 7, 13, 17,
    // 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71; the sum mod 11 is the check when 0 or 1, else 11 less it.
    const std::string d = digits_only(s);
    if (d.size() < 6 || d.size() > 16) return false;
    static constexpr int kWeights[15] = {3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71};
    int sum = 0;
    for (size_t i = 0; i + 1 < d.size(); ++i) sum += (d[d.size() - 2 - i] - '0') * kWeights[i];
    const int r = sum % 11;
    return (r <= 1 ? r : 11 - r) == d.back() - '0';
}

bool valid_br_cnpj(std::string_view s) {
    // Brazil's CNPJ: twelve digits (the firm, "0001" for its head office) and two check digits, each 11 less the
    // weighted sum mod 11 (0 when that is 10 or 11), the weights 5..2, 9..2 for the first and 6..2, 9..2 for the second.
    const std::string d = digits_only(s);
    if (d.size() != 14 || d.find_first_not_of(d[0]) == std::string::npos) return false;
    const auto check = [&](size_t n) {
        int sum = 0, w = static_cast<int>(n) - 7;  // 5 for the first, 6 for the second
        for (size_t i = 0; i < n; ++i) {
            sum += (d[i] - '0') * w;
            w = w == 2 ? 9 : w - 1;
        }
        const int r = 11 - sum % 11;
        return r >= 10 ? 0 : r;
    };
    return check(12) == d[12] - '0' && check(13) == d[13] - '0';
}

// Argentina's CBU (and CVU): 22 digits in two blocks, each closed by a weighted check digit (the bank and branch
// block weights 7 1 3 9 7 1 3, the account block 3 9 7 1 3 9 7 1 3 9 7 1 3; the digit makes the sum a multiple of 10).
bool valid_ar_cbu(std::string_view s) {
    const std::string d = digits_only(s);
    if (d.size() != 22) return false;
    const auto block_ok = [&](size_t from, size_t length, const int* weights) {
        int sum = 0;
        for (size_t k = 0; k + 1 < length; ++k) sum += (d[from + k] - '0') * weights[k];
        return (10 - sum % 10) % 10 == d[from + length - 1] - '0';
    };
    static constexpr int kBankWeights[] = {7, 1, 3, 9, 7, 1, 3};
    static constexpr int kAccountWeights[] = {3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3};
    return block_ok(0, 8, kBankWeights) && block_ok(8, 14, kAccountWeights);
}

// Brazil's CNS, the SUS health card: 15 digits opening with 1 or 2 (a definitive number) or 7, 8 or 9 (a provisional
// one); the digits weighted 15 down to 1 sum to a multiple of 11.
bool valid_br_cns(std::string_view s) {
    const std::string d = digits_only(s);
    if (d.size() != 15 || std::string_view("12789").find(d[0]) == std::string_view::npos) return false;
    int sum = 0;
    for (size_t k = 0; k < 15; ++k) sum += (d[k] - '0') * static_cast<int>(15 - k);
    return sum % 11 == 0;
}

// Venezuela's RIF: the holder's letter (V, E, J, P, G valued 1-5), eight digits and a check digit; the letter's value
// weighted 4 and the digits 3 2 7 6 5 4 3 2, the check 11 minus the sum mod 11 (10 and 11 read as 0).
bool valid_ve_rif(std::string_view s) {
    if (s.empty()) return false;
    const size_t kind = std::string_view("VEJPG").find(static_cast<char>(std::toupper(static_cast<unsigned char>(s[0]))));
    const std::string d = digits_only(s.substr(1));
    if (kind == std::string_view::npos || d.size() != 9) return false;
    static constexpr int kWeights[] = {3, 2, 7, 6, 5, 4, 3, 2};
    int sum = static_cast<int>(kind + 1) * 4;
    for (size_t k = 0; k < 8; ++k) sum += (d[k] - '0') * kWeights[k];
    const int check = 11 - sum % 11;
    return (check >= 10 ? 0 : check) == d[8] - '0';
}

}  // namespace synsema::redact
