// Check characters of the bar codes that name one implant or one donation: the Health Industry Bar Code
// (HIBC LIC, ANSI/HIBC 2.6: modulus 43 over the code's own characters) and ISBT 128's donation
// identification number (ISO 7064 MOD 37-2 over its 13 characters). Written out: no Debian library
// computes either, and each is a few lines of a published table.
#include <string>
#include <string_view>

#include "validators.h"

namespace synsema::redact {

namespace {

// The value of a character in HIBC's modulus 43 table ("0"-"9", "A"-"Z", then "-. $/+%"), or -1.
int hibc_value(char c) {
    static constexpr std::string_view kTable = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%";
    const size_t at = kTable.find(c);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

}  // namespace

bool valid_hibc(std::string_view s) {
    // "+", the labeler's letter and three characters, the product and its unit, the check character.
    if (s.size() < 8 || s.size() > 40 || s[0] != '+' || s[1] < 'A' || s[1] > 'Z') return false;
    int sum = 0;
    for (size_t i = 0; i + 1 < s.size(); ++i) {
        const int v = hibc_value(s[i]);
        if (v < 0 || (i > 0 && s[i] == ' ')) return false;
        sum += v;
    }
    return hibc_value(s.back()) == sum % 43;
}

bool valid_isbt_din(std::string_view s) {
    // The 13 characters of the number (a facility's letter and four digits, the year's two digits, six of
    // sequence), perhaps two flag digits, then the check character; blanks between groups allowed.
    std::string chars;
    for (char c : s)
        if (c != ' ') chars += c;
    if (chars.size() != 14 && chars.size() != 16) return false;
    if (chars[0] < 'A' || chars[0] > 'Z') return false;
    for (size_t i = 1; i + 1 < chars.size(); ++i)
        if (chars[i] < '0' || chars[i] > '9') return false;
    static constexpr std::string_view kTable = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*";
    int sum = 0;
    for (size_t i = 0; i < 13; ++i) sum = ((sum + static_cast<int>(kTable.find(chars[i]))) * 2) % 37;
    return kTable[(38 - sum) % 37] == chars.back();
}

}  // namespace synsema::redact
