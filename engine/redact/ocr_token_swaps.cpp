// Letters and digits OCR swaps inside a token of ASCII letters and digits
// (ocr_confusion_rules.h): "47OO" is 4700, "B0UDREAUX" is BOUDREAUX,
// "ASSOClATES" has an I. What the token holds decides which swap applies.
#include "ocr_confusion_rules.h"

#include <algorithm>
#include <string>
#include <vector>

#include "ascii_bytes.h"
#include "text_scan.h"

namespace synsema::redact::ocr_rules {

namespace {

// What a token of ASCII letters and digits holds, for the swaps below.
struct TokenMix {
    size_t start = 0, end = 0;
    size_t digits = 0, other_digits = 0;  // other_digits: not 0 or 1
    size_t letters = 0, confusable = 0;   // confusable: O, o, l, I
    size_t uppers = 0, lowers = 0, small_l = 0;
};

TokenMix read_token(std::string_view text, size_t start) {
    TokenMix t;
    t.start = start;
    size_t i = start;
    while (i < text.size() && ascii_alnum(static_cast<unsigned char>(text[i]))) {
        const char d = text[i];
        if (ascii_digit(static_cast<unsigned char>(d))) {
            ++t.digits;
            t.other_digits += d != '0' && d != '1';
        } else {
            ++t.letters;
            t.confusable += d == 'O' || d == 'o' || d == 'l' || d == 'I';
            t.uppers += ascii_upper(static_cast<unsigned char>(d));
            t.lowers += ascii_lower_letter(static_cast<unsigned char>(d));
            t.small_l += d == 'l';
        }
        ++i;
    }
    t.end = i;
    return t;
}

// A group of a date or number written only with confusable letters ("lO/O3/2O23"): one or
// two of them, joined by '/', '.' or '-' to a group holding a digit.
bool numeric_neighbour(std::string_view text, const TokenMix& t) {
    if (t.digits != 0 || t.letters > 2 || t.confusable != t.letters) return false;
    const size_t n = text.size(), i = t.end;
    const auto sep = [&](size_t k) { return k < n && (text[k] == '/' || text[k] == '.' || text[k] == '-'); };
    if (sep(i) && i + 1 < n && ascii_digit(static_cast<unsigned char>(text[i + 1]))) return true;
    if (sep(i) && i + 2 < n && ascii_digit(static_cast<unsigned char>(text[i + 2])) &&
        (text[i + 1] == 'O' || text[i + 1] == 'l' || text[i + 1] == 'I'))
        return true;
    return t.start >= 2 && sep(t.start - 1) && ascii_digit(static_cast<unsigned char>(text[t.start - 2]));
}

// "47OO" → "4700", "O2/l8/2025": a number whose only letters are O/o/l/I.
void letters_in_number(std::string_view text, const TokenMix& t, const PutByte& put) {
    for (size_t k = t.start; k < t.end; ++k) {
        if (text[k] == 'O' || text[k] == 'o') put(k, '0');
        else if (text[k] == 'l' || text[k] == 'I') put(k, '1');
    }
}

// "B0UDREAUX" → "BOUDREAUX", "Mem0rial" → "Memorial": a word whose only digits are 0/1.
void digits_in_word(std::string_view text, const TokenMix& t, const PutByte& put) {
    const bool caps = t.lowers == 0 || (t.uppers > t.lowers);
    for (size_t k = t.start; k < t.end; ++k) {
        // A capital's place: the first letter of a word written in lower case ("0livia").
        const bool first = k == t.start && k + 1 < t.end && ascii_lower_letter(static_cast<unsigned char>(text[k + 1]));
        if (text[k] == '0') put(k, caps || first ? 'O' : 'o');
        else if (text[k] == '1') put(k, caps || first ? 'I' : 'l');
    }
}

// "FR0M", "T0", "0H": a short word in capitals with a 0 or 1, undone only when the letter
// form is a word of the language; short codes ("SW1A", "B0X7") and postcodes stay.
void short_capitals_word(std::string_view text, const TokenMix& t, const std::function<bool(std::string_view)>& known_word,
                         const PutByte& put) {
    const size_t n = text.size(), start = t.start, i = t.end;
    std::string word(text.substr(start, i - start));
    for (char& ch : word) ch = ch == '0' ? 'O' : ch == '1' ? 'I' : ch;
    // One letter and a digit is a word only as a function word ("T0" → "TO"); "T1",
    // "S1", "V1" stay codes (vertebrae, heart sounds, a police report's victim).
    static constexpr std::string_view kTwoLetter[] = {"TO", "OF", "ON", "NO", "OR", "OH", "SO", "DO", "GO", "IN", "IS", "IT", "IF"};
    bool two_letter_ok = false;
    for (auto w : kTwoLetter) two_letter_ok = two_letter_ok || word == w;
    // Letter, digit, letter before digit, letter, digit is a Canadian postcode ("K1N 7E8"),
    // not "KIN": a code in a postcode's shape stays as written.
    const auto upper_at = [&](size_t k) { return k < n && ascii_upper(static_cast<unsigned char>(text[k])); };
    const auto digit_at = [&](size_t k) { return k < n && ascii_digit(static_cast<unsigned char>(text[k])); };
    const bool ca_postcode = i - start == 3 && upper_at(start) && digit_at(start + 1) && upper_at(start + 2) && i < n &&
                             text[i] == ' ' && digit_at(i + 1) && upper_at(i + 2) && digit_at(i + 3);
    // Digit, letter, letter after an outward code is a UK postcode's inward code ("N8 0NS"), not "ONS".
    bool uk_inward = false;
    if (i - start == 3 && digit_at(start) && upper_at(start + 1) && upper_at(start + 2) && start >= 3 && text[start - 1] == ' ') {
        size_t q = start - 1;
        while (q > 0 && ascii_alnum(static_cast<unsigned char>(text[q - 1]))) --q;
        const std::string_view outward = text.substr(q, start - 1 - q);
        uk_inward = outward.size() >= 2 && outward.size() <= 4 && upper_at(q) && outward.find_first_of("0123456789") != std::string_view::npos;
    }
    if ((t.letters >= 2 || two_letter_ok) && !ca_postcode && !uk_inward && known_word(word))
        for (size_t k = start; k < i; ++k)
            if (text[k] == '0' || text[k] == '1') put(k, text[k] == '0' ? 'O' : 'I');
}

// "ASSOClATES": a lower-case l inside a word in capitals is an I.
void small_l_in_capitals(std::string_view text, const TokenMix& t, const PutByte& put) {
    for (size_t k = t.start; k < t.end; ++k)
        if (text[k] == 'l') put(k, 'I');
}

// "lronbridge Records": a capital I read as a small l opening a word, where no word of English or the
// Romance languages opens with an l and that consonant. (Not "ll", "lh", "lj", "lw", "ly": Welsh, Portuguese,
// Slavic and other openings.)
void small_l_for_initial_i(std::string_view text, const TokenMix& t, const PutByte& put) {
    if (t.end - t.start < 4 || text[t.start] != 'l' || t.lowers != t.letters || t.digits != 0) return;
    if (std::string_view("rnmdtsvgbpcfkz").find(text[t.start + 1]) == std::string_view::npos) return;
    if (t.start > 0 && (ascii_alnum(static_cast<unsigned char>(text[t.start - 1])) || text[t.start - 1] == '@' ||
                        text[t.start - 1] == '.' || text[t.start - 1] == '/' || text[t.start - 1] == '-'))
        return;
    put(t.start, 'I');
}

}  // namespace

// A British postcode's inward code after the token makes it the outward code, as written: "FY1 3AZ"
// is Blackpool's, not "FYI".
static bool before_inward_code(std::string_view text, size_t end) {
    return end + 4 <= text.size() && text[end] == ' ' && ascii_digit(static_cast<unsigned char>(text[end + 1])) &&
           ascii_upper(static_cast<unsigned char>(text[end + 2])) && ascii_upper(static_cast<unsigned char>(text[end + 3])) &&
           (end + 4 == text.size() || !ascii_alnum(static_cast<unsigned char>(text[end + 4])));
}

size_t undo_token_swaps(std::string_view text, size_t start, const std::function<bool(std::string_view)>& known_word,
                        const PutByte& put) {
    const size_t n = text.size();
    const TokenMix t = read_token(text, start);
    // A UTF-8 letter glued to the token makes it a word of another script: leave it.
    if ((t.end < n && static_cast<unsigned char>(text[t.end]) >= 0x80) || (t.start > 0 && static_cast<unsigned char>(text[t.start - 1]) >= 0x80))
        return t.end;
    if ((t.digits > 0 || numeric_neighbour(text, t)) && t.letters > 0 && t.confusable == t.letters && t.letters <= 3)
        letters_in_number(text, t, put);
    else if (t.digits > 0 && t.other_digits == 0 && t.letters >= 5 && t.letters > t.digits)
        digits_in_word(text, t, put);
    else if (known_word && t.digits > 0 && t.digits <= 2 && t.other_digits == 0 && t.letters >= 1 && t.letters <= 4 &&
             t.lowers == 0 && t.end - t.start >= 2 && !before_inward_code(text, t.end))
        short_capitals_word(text, t, known_word, put);
    else if (t.digits == 0 && t.small_l > 0 && t.uppers >= 3 && t.lowers == t.small_l)
        small_l_in_capitals(text, t, put);
    else
        small_l_for_initial_i(text, t, put);
    return t.end;
}

}  // namespace synsema::redact::ocr_rules
