// Postcodes read with their letters and digits swapped (ocr_confusion_rules.h):
// a postcode's places say what each byte must be.
#include "ocr_confusion_rules.h"

#include <algorithm>
#include <string>
#include <vector>

#include "ascii_bytes.h"
#include "text_scan.h"

namespace synsema::redact::ocr_rules {

namespace {

// The glyphs OCR swaps between letters and digits in codes, both ways.
char as_digit(char c) {
    switch (c) {
        case 'O': case 'o': return '0';
        case 'I': case 'l': case 'i': return '1';
        case 'S': case 's': return '5';
        case 'B': return '8';
        case 'Z': return '2';
        default: return ascii_digit(static_cast<unsigned char>(c)) ? c : 0;
    }
}
char as_letter(char c) {
    switch (c) {
        case '0': return 'O';
        case '1': return 'I';
        case '5': return 'S';
        case '8': return 'B';
        case '2': return 'Z';
        default: return ascii_upper(static_cast<unsigned char>(c)) ? c : 0;
    }
}

}  // namespace

// "Toronto ON MSV OR4": a Canadian postcode read with its letters and digits
// swapped. Only right after a province's code, where nothing else stands,
// and only when every place then holds what a postcode's place holds
// (letter, digit, letter, space, digit, letter, digit; the letters Canada
// Post uses). Calls put(k, c) for each byte to change.
void undo_ca_postcode_confusions(std::string_view text, const PutByte& put) {
    static constexpr std::string_view kProvinces[] = {"AB", "BC", "MB", "NB", "NL", "NS", "NT",
                                                      "NU", "ON", "PE", "QC", "SK", "YT"};
    static constexpr std::string_view kFirst = "ABCEGHJKLMNPRSTVXY", kLater = "ABCEGHJKLMNPRSTVWXYZ";
    const size_t n = text.size();
    for (size_t p = text.find(' '); p != std::string_view::npos && p + 8 <= n; p = text.find(' ', p + 1)) {
        // p: the space after the province's code; q: the postcode's first byte.
        const size_t q = p + 1;
        if (p < 2 || (p >= 3 && ascii_alnum(static_cast<unsigned char>(text[p - 3])))) continue;
        const std::string_view province = text.substr(p - 2, 2);
        if (std::find(std::begin(kProvinces), std::end(kProvinces), province) == std::end(kProvinces)) continue;
        if (text[q + 3] != ' ' || (q + 7 < n && ascii_alnum(static_cast<unsigned char>(text[q + 7])))) continue;
        const size_t at[6] = {q, q + 1, q + 2, q + 4, q + 5, q + 6};
        char fixed[6];
        bool ok = true;
        for (int k = 0; k < 6 && ok; ++k) {
            const bool letter_place = k == 0 || k == 2 || k == 4;
            fixed[k] = letter_place ? as_letter(text[at[k]]) : as_digit(text[at[k]]);
            ok = fixed[k] != 0 && (!letter_place || (k == 0 ? kFirst : kLater).find(fixed[k]) != std::string_view::npos);
        }
        if (!ok) continue;
        for (int k = 0; k < 6; ++k)
            if (fixed[k] != text[at[k]]) put(at[k], fixed[k]);
    }
}
// "Leeds\nLS5 3HO": a UK postcode whose inward code ends in a letter Royal
// Mail never uses there, read from a Q (or D) that lost its tail. Only in a
// whole postcode's shape (outward code, one space, digit, two letters), and
// only O or 0 at those two places: the detector then sees a postcode, and
// which letter it was does not matter to it.
void undo_uk_postcode_confusions(std::string_view text, const PutByte& put) {
    static constexpr std::string_view kInward = "ABDEFGHJLNPQRSTUWXYZ";
    const size_t n = text.size();
    for (size_t sp = text.find(' '); sp != std::string_view::npos && sp + 3 < n; sp = text.find(' ', sp + 1)) {
        // The outward code before the space: 1-2 capitals, a digit, maybe a capital or digit.
        size_t q = sp;
        while (q > 0 && sp - q < 4 && ascii_alnum(static_cast<unsigned char>(text[q - 1]))) --q;
        if (q > 0 && is_word_byte(static_cast<unsigned char>(text[q - 1]))) continue;
        const std::string_view outward = text.substr(q, sp - q);
        size_t letters = 0;
        while (letters < outward.size() && ascii_upper(static_cast<unsigned char>(outward[letters]))) ++letters;
        if (letters < 1 || letters > 2 || letters >= outward.size() || !ascii_digit(static_cast<unsigned char>(outward[letters])) ||
            outward.size() - letters > 2)
            continue;
        if (outward.size() - letters == 2 && !ascii_alnum(static_cast<unsigned char>(outward.back()))) continue;
        // The inward code: a digit, then two places each a used letter or an O/0.
        const size_t d = sp + 1;
        if (d + 3 > n || !ascii_digit(static_cast<unsigned char>(text[d]))) continue;
        if (d + 3 < n && is_word_byte(static_cast<unsigned char>(text[d + 3]))) continue;
        bool ok = true, confused = false;
        for (size_t k = d + 1; k <= d + 2; ++k) {
            const bool o = text[k] == 'O' || text[k] == '0';
            confused = confused || o;
            ok = ok && (o || kInward.find(text[k]) != std::string_view::npos);
        }
        if (!ok || !confused) continue;
        // Three digits are an amount grouped in thousands ("E15 000", in Eswatini's emalangeni), far likelier than
        // a postcode with both its letters read as zeros.
        if (text[d + 1] == '0' && text[d + 2] == '0') continue;
        for (size_t k = d + 1; k <= d + 2; ++k)
            if (text[k] == 'O' || text[k] == '0') put(k, 'Q');
    }
}

}  // namespace synsema::redact::ocr_rules
