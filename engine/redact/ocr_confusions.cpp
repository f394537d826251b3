// OCR confusions undone before detection (see the declaration in
// ocr_confusions.h): misread punctuation, one rule per function, then the
// letters and digits swapped inside a token, then postcodes. Each rule calls
// put(k, c) for every byte it changes; the text keeps its length.
#include "ocr_confusions.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "ascii_bytes.h"
#include "text_scan.h"

namespace synsema::redact {

namespace {

using PutByte = std::function<void(size_t, char)>;

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

// "Toronto ON MSV OR4": a Canadian postcode read with its letters and digits
// swapped. Only right after a province's code, where nothing else stands,
// and only when every place then holds what a postcode's place holds
// (letter, digit, letter, space, digit, letter, digit; the letters Canada
// Post uses). Calls put(k, c) for each byte to change.
template <typename Put>
void undo_ca_postcode_confusions(std::string_view text, Put put) {
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
template <typename Put>
void undo_uk_postcode_confusions(std::string_view text, Put put) {
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
        for (size_t k = d + 1; k <= d + 2; ++k)
            if (text[k] == 'O' || text[k] == '0') put(k, 'Q');
    }
}

// Whether the word ending right before `end` is a capitalised abbreviation
// of 2-5 ASCII letters standing after a blank ("Reg", "Lic", "Acct").
bool abbreviation_before(std::string_view text, size_t end) {
    size_t q = end;
    while (q > 0 && end - q <= 5 && ascii_alpha(static_cast<unsigned char>(text[q - 1]))) --q;
    return end - q >= 2 && end - q <= 5 && ascii_upper(static_cast<unsigned char>(text[q])) && q > 0 &&
           (text[q - 1] == ' ' || text[q - 1] == '\t');
}

// Whether the word before the blank at `blank` is all capitals (3 or more)
// and the first word of its line ("UHID > VHM/24/118392").
bool line_label_before(std::string_view text, size_t blank) {
    size_t q = blank;
    while (q > 0 && ascii_upper(static_cast<unsigned char>(text[q - 1]))) --q;
    if (blank - q < 3) return false;
    while (q > 0 && (text[q - 1] == ' ' || text[q - 1] == '\t')) --q;
    return q == 0 || text[q - 1] == '\n';
}

bool has_digit_in(std::string_view text, size_t from, size_t most) {
    for (size_t k = from; k < text.size() && k < from + most && ascii_alnum(static_cast<unsigned char>(text[k])); ++k)
        if (ascii_digit(static_cast<unsigned char>(text[k]))) return true;
    return false;
}

// "0'Sullivan", "0’Brien": a zero never opens a word before an apostrophe and a capital.
bool zero_before_apostrophe(std::string_view text, size_t i, const PutByte& put) {
    const size_t n = text.size();
    if (text[i] != '0' || (i > 0 && is_word_byte(static_cast<unsigned char>(text[i - 1])))) return false;
    const size_t after = text.compare(i + 1, 3, "\xE2\x80\x99") == 0 ? i + 4 : i + 2;
    if ((after == i + 4 || (i + 1 < n && text[i + 1] == '\'')) && after < n && ascii_upper(static_cast<unsigned char>(text[after]))) {
        put(i, 'O');
        return true;
    }
    return false;
}

// "serial no, EES3028-…", "Certified Process Server No, 1187": a fax's dot read as a comma
// after the number word of a label (a word before it on its line; not an answer's
// "A. No, 2019"), before an identifier (a token holding a digit).
void comma_after_number_word(std::string_view text, size_t i, const PutByte& put) {
    const size_t n = text.size();
    if (text[i] != ',' || i < 2 || i + 2 >= n || text[i + 1] != ' ') return;
    const bool no_word = (text[i - 1] == 'o' || text[i - 1] == 'O' || text[i - 1] == 'r') &&
                         (text[i - 2] == 'N' || text[i - 2] == 'n') && i >= 4 && text[i - 3] == ' ' &&
                         ascii_alpha(static_cast<unsigned char>(text[i - 4]));
    size_t k = i + 2;
    // The label's colon may follow, read as ';' too ("IP No, ; IP2425-07741").
    if (k + 1 < n && (text[k] == ';' || text[k] == ':') && text[k + 1] == ' ') k += 2;
    if (k < n && text[k] == '[') ++k;  // a code's I read as '[' (opening_bracket_as_i)
    if (no_word && has_digit_in(text, k, 22)) put(i, '.');
}

// "(b, 2017)", "(d, 1998)": a fax's dot read as a comma after the one-letter abbreviation of
// "born" or "died" in brackets, before a year.
void comma_after_born_or_died(std::string_view text, size_t i, const PutByte& put) {
    if (text[i] != ',' || i < 2 || i + 6 > text.size() || text[i + 1] != ' ') return;
    if ((text[i - 1] != 'b' && text[i - 1] != 'd') || text[i - 2] != '(') return;
    for (size_t k = i + 2; k < i + 6; ++k)
        if (!ascii_digit(static_cast<unsigned char>(text[k]))) return;
    if (i + 6 < text.size() && ascii_digit(static_cast<unsigned char>(text[i + 6]))) return;
    put(i, '.');
}

// "Re; Delacroix v. Ashby", "Our client; Simone Delacroix", "- Daughter; Lina, 7": a label's colon read
// as a semicolon (a serif fax's colon loses its dot's gap). Only after the first one to three words of
// a line, the first capitalised, and before a capital or a digit: where a colon ends a label and a
// semicolon rarely stands.
void label_semicolon_as_colon(std::string_view text, size_t i, const PutByte& put) {
    const size_t n = text.size();
    if (text[i] != ';' || i == 0 || i + 2 >= n || text[i + 1] != ' ') return;
    const auto next = static_cast<unsigned char>(text[i + 2]);
    if (!(std::isupper(next) || std::isdigit(next))) return;
    size_t ls = i;
    while (ls > 0 && text[ls - 1] != '\n' && i - ls <= 32) --ls;
    if (ls > 0 && text[ls - 1] != '\n') return;  // more than 32 bytes before it on its line
    while (ls < i && (text[ls] == ' ' || text[ls] == '\t' || text[ls] == '-' || text[ls] == '*')) ++ls;  // indent, bullet
    if (ls >= i || !std::isupper(static_cast<unsigned char>(text[ls]))) return;
    size_t words = 1;
    for (size_t k = ls; k < i; ++k) {
        const auto c = static_cast<unsigned char>(text[k]);
        if (c == ' ') ++words;
        else if (!(std::isalpha(c) || c == '\'' || c == '/' || c == '-')) return;
    }
    if (words <= 3 && text[i - 1] != ' ') put(i, ':');
}

// "Passport no,; A09384712": a fax's "no.:" read as "no,;", before a code.
void number_word_comma_semicolon(std::string_view text, size_t i, const PutByte& put) {
    if (text[i] != ',' || i < 2 || i + 3 >= text.size() || text[i + 1] != ';' || text[i + 2] != ' ') return;
    if ((text[i - 1] != 'o' && text[i - 1] != 'O') || (text[i - 2] != 'N' && text[i - 2] != 'n')) return;
    if (i > 2 && is_word_byte(static_cast<unsigned char>(text[i - 3]))) return;
    if (has_digit_in(text, i + 3, 24)) {
        put(i, '.');
        put(i + 1, ':');
    }
}

// "IMC Reg, No. 304817": a fax's dot read as a comma after an abbreviation before "No".
void abbreviation_comma_before_number_word(std::string_view text, size_t i, const PutByte& put) {
    if (text[i] == ',' && i + 4 < text.size() && text[i + 1] == ' ' && (text[i + 2] == 'N' || text[i + 2] == 'n') &&
        text[i + 3] == 'o' && (text[i + 4] == '.' || text[i + 4] == ',') && abbreviation_before(text, i))
        put(i, '.');
}

// "UHID > VHM/24/118392": a label's colon read as '>' after a capitals label opening its
// line, before a code of letters and digits (not a reading: "SBP > 180/110").
void label_colon_as_greater(std::string_view text, size_t i, const PutByte& put) {
    const size_t n = text.size();
    if (text[i] != '>' || i < 4 || i + 2 >= n || text[i - 1] != ' ' || text[i + 1] != ' ' || !line_label_before(text, i - 1)) return;
    bool digit = false, letter = false;
    for (size_t k = i + 2; k < n && k < i + 40 && text[k] != ' ' && text[k] != '\n'; ++k) {
        digit = digit || ascii_digit(static_cast<unsigned char>(text[k]));
        letter = letter || ascii_alpha(static_cast<unsigned char>(text[k]));
    }
    if (digit && letter) put(i, ':');
}

// "[P2425-07741": a code's opening I read as '[' (a capital and digits follow, no ']' closes it).
void opening_bracket_as_i(std::string_view text, size_t i, const PutByte& put) {
    const size_t n = text.size();
    if (text[i] != '[' || (i > 0 && text[i - 1] != ' ' && text[i - 1] != '\t' && text[i - 1] != '\n') || i + 4 >= n ||
        !ascii_upper(static_cast<unsigned char>(text[i + 1])))
        return;
    size_t k = i + 1;
    bool digit = false;
    while (k < n && (ascii_alnum(static_cast<unsigned char>(text[k])) || text[k] == '-' || text[k] == '/')) {
        digit = digit || ascii_digit(static_cast<unsigned char>(text[k]));
        ++k;
    }
    if (digit && k - i >= 5 && (k >= n || text[k] != ']')) put(i, 'I');
}

// "F-1 —‘1-94 no.:": dashes and quotes OCR makes of a wide gap, glued to the code after it
// (two or more, after a blank, before a digit) are blanks, as on the page. Returns the bytes
// blanked (0 when the rule does not apply).
size_t gap_read_as_dashes(std::string_view text, size_t i, const PutByte& put) {
    const size_t n = text.size();
    if (static_cast<unsigned char>(text[i]) != 0xE2 || (i > 0 && text[i - 1] != ' ' && text[i - 1] != '\t')) return 0;
    const auto junk = [&](size_t k) {
        const unsigned char b = k + 2 < n ? static_cast<unsigned char>(text[k + 2]) : 0;
        return k + 2 < n && static_cast<unsigned char>(text[k]) == 0xE2 && static_cast<unsigned char>(text[k + 1]) == 0x80 &&
               (b == 0x93 || b == 0x94 || b == 0x98 || b == 0x99 || b == 0x9C || b == 0x9D);
    };
    size_t k = i;
    while (junk(k)) k += 3;
    if (k - i < 6 || k >= n || !ascii_digit(static_cast<unsigned char>(text[k]))) return 0;
    for (size_t b = i; b < k; ++b) put(b, ' ');
    return k - i;
}

// A '$' between two letters is an OCR'd 's' ("Wil$on"): money never sits inside a word.
void dollar_inside_word(std::string_view text, size_t i, const PutByte& put) {
    if (text[i] != '$' || i == 0 || i + 1 >= text.size() || !ascii_alpha(static_cast<unsigned char>(text[i - 1])) ||
        !ascii_alpha(static_cast<unsigned char>(text[i + 1])))
        return;
    const bool caps = ascii_upper(static_cast<unsigned char>(text[i - 1])) && ascii_upper(static_cast<unsigned char>(text[i + 1]));
    put(i, caps ? 'S' : 's');
}

// "412,555,0131", "73,41,208,17", "20,02,2025": a fax's dots read as commas between groups
// of digits. Thousands are grouped by three after the first group; a run with any other
// group ("0131", "41", "02") was written with dots. Three groups or more, no blank inside.
// Returns the bytes the run covers when it changed it (0 otherwise).
size_t dots_read_as_commas_in_number(std::string_view text, size_t i, const PutByte& put) {
    const size_t n = text.size();
    if (!ascii_digit(static_cast<unsigned char>(text[i])) || (i > 0 && (ascii_alnum(static_cast<unsigned char>(text[i - 1])) ||
                                                                        text[i - 1] == ',' || text[i - 1] == '.')))
        return 0;
    std::vector<size_t> commas;
    bool thousands = true;
    size_t k = i, groups = 0;
    while (true) {
        const size_t g = k;
        while (k < n && ascii_digit(static_cast<unsigned char>(text[k]))) ++k;
        if (k == g || k - g > 4) return 0;
        if (groups > 0 && k - g != 3) thousands = false;
        ++groups;
        if (k + 1 < n && text[k] == ',' && ascii_digit(static_cast<unsigned char>(text[k + 1]))) {
            commas.push_back(k);
            ++k;
            continue;
        }
        break;
    }
    if (groups < 3 || thousands || (k < n && (ascii_alpha(static_cast<unsigned char>(text[k])) || text[k] == '.'))) return 0;
    for (size_t c : commas) put(c, '.');
    return k - i;
}

// "wor-law,example", "examplemail,com": a dot read as a comma inside an e-mail address's
// domain (letters on both sides, after the '@' of the same token).
void comma_in_email_domain(std::string_view text, size_t i, const PutByte& put) {
    const size_t n = text.size();
    if (text[i] != ',' || i == 0 || i + 1 >= n || !ascii_alpha(static_cast<unsigned char>(text[i - 1])) ||
        !ascii_alpha(static_cast<unsigned char>(text[i + 1])))
        return;
    for (size_t k = i; k > 0 && i - k < 64; --k) {
        const char c = text[k - 1];
        if (c == '@') {
            put(i, '.');
            return;
        }
        if (!(ascii_alnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' || c == ',')) return;
    }
}

// "né le 12/09/1991 & Villeurbanne": French "à" read as '&' after a date and before a place's capital.
// (The text keeps its length, so it becomes the one-byte "a", which the place rules take as "à".)
void ampersand_for_a_grave(std::string_view text, size_t i, const PutByte& put) {
    if (text[i] != '&' || i < 2 || i + 2 >= text.size() || text[i - 1] != ' ' || text[i + 1] != ' ') return;
    if (!ascii_digit(static_cast<unsigned char>(text[i - 2])) || !ascii_upper(static_cast<unsigned char>(text[i + 2]))) return;
    put(i, 'a');
}

// "appr_time.duration_min,mrn,…,type.reason.room": a CSV export's header row with some commas read as
// dots (a fax's). At a line's start, a line of lower-case column names, underscores and four commas
// or more: a dot between two of its names' letters is a comma. Returns the bytes it covers.
size_t csv_header_dots(std::string_view text, size_t i, const PutByte& put) {
    if (i > 0 && text[i - 1] != '\n') return 0;
    const size_t end = std::min(text.find('\n', i), text.size());
    if (end - i < 12 || end - i > 600) return 0;
    size_t commas = 0, underscores = 0;
    for (size_t k = i; k < end; ++k) {
        const char c = text[k];
        if (c == ',') ++commas;
        else if (c == '_') ++underscores;
        else if (!(ascii_lower_letter(static_cast<unsigned char>(c)) || ascii_digit(static_cast<unsigned char>(c)) || c == '.' || c == ' ' || c == '\r'))
            return 0;
    }
    if (commas < 4 || underscores == 0) return 0;
    for (size_t k = i + 1; k + 1 < end; ++k)
        if (text[k] == '.' && ascii_lower_letter(static_cast<unsigned char>(text[k - 1])) &&
            ascii_lower_letter(static_cast<unsigned char>(text[k + 1])))
            put(k, ',');
    return end - i;
}

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

// "198.51.100:23": an IPv4 address's last dot read as a colon. (An address with its port has four
// groups before the colon; three groups, each up to 255, then a colon and one more are the OCR's.)
void colon_in_ipv4(std::string_view text, size_t i, const PutByte& put) {
    if (text[i] != ':' || i + 1 >= text.size() || !ascii_digit(static_cast<unsigned char>(text[i + 1]))) return;
    size_t k = i, groups = 0;
    while (groups < 4) {
        size_t digits = 0;
        int value = 0;
        size_t m = k;
        while (m > 0 && ascii_digit(static_cast<unsigned char>(text[m - 1])) && digits < 4) {
            --m;
            ++digits;
        }
        if (digits == 0 || digits > 3) return;
        for (size_t q = m; q < k; ++q) value = value * 10 + (text[q] - '0');
        if (value > 255) return;
        ++groups;
        k = m;
        if (k == 0 || text[k - 1] != '.') break;
        --k;
    }
    if (groups != 3 || (k > 0 && (ascii_alnum(static_cast<unsigned char>(text[k - 1])) || text[k - 1] == '.'))) return;
    size_t e = i + 1, tail = 0;
    while (e < text.size() && ascii_digit(static_cast<unsigned char>(text[e]))) ++e, ++tail;
    if (tail > 3 || (e < text.size() && (ascii_alnum(static_cast<unsigned char>(text[e])) || text[e] == '.' || text[e] == ':'))) return;
    put(i, '.');
}

// "412:555.0131": a phone number's dot read as a colon (a colon never joins three digits to three).
void colon_in_phone(std::string_view text, size_t i, const PutByte& put) {
    const auto digits = [&](size_t from, size_t count) {
        for (size_t k = from; k < from + count; ++k)
            if (k >= text.size() || !ascii_digit(static_cast<unsigned char>(text[k]))) return false;
        return true;
    };
    if (text[i] != ':' || i < 3 || !digits(i - 3, 3) || !digits(i + 1, 3) || i + 8 >= text.size() ||
        (text[i + 4] != '.' && text[i + 4] != '-') || !digits(i + 5, 4) || (i >= 4 && ascii_digit(static_cast<unsigned char>(text[i - 4]))) ||
        (i + 9 < text.size() && ascii_digit(static_cast<unsigned char>(text[i + 9]))))
        return;
    put(i, text[i + 4]);
    // ... and a label's letter glued to it by a dot read for its blank ("D.412:555.0131": "D 412.555.0131").
    if (i >= 5 && text[i - 4] == '.' && ascii_upper(static_cast<unsigned char>(text[i - 5])) &&
        (i == 5 || !ascii_alnum(static_cast<unsigned char>(text[i - 6]))))
        put(i - 4, ' ');
}

}  // namespace

bool undo_ocr_confusions(std::string_view text, std::string* corrected, const std::function<bool(std::string_view)>& known_word) {
    // Copied only when a confusion is found: most texts have none.
    std::string& out = *corrected;
    out.clear();
    bool changed = false;
    const PutByte put = [&](size_t k, char c) {
        if (!changed) out.assign(text);
        changed = true;
        out[k] = c;
    };
    size_t i = 0;
    const size_t n = text.size();
    while (i < n) {
        // Step 1: punctuation and glyphs misread at this byte.
        if (zero_before_apostrophe(text, i, put)) {
            ++i;
            continue;
        }
        comma_after_number_word(text, i, put);
        comma_after_born_or_died(text, i, put);
        number_word_comma_semicolon(text, i, put);
        label_semicolon_as_colon(text, i, put);
        abbreviation_comma_before_number_word(text, i, put);
        label_colon_as_greater(text, i, put);
        opening_bracket_as_i(text, i, put);
        if (const size_t blanked = gap_read_as_dashes(text, i, put)) {
            i += blanked;
            continue;
        }
        dollar_inside_word(text, i, put);
        comma_in_email_domain(text, i, put);
        ampersand_for_a_grave(text, i, put);
        colon_in_phone(text, i, put);
        colon_in_ipv4(text, i, put);
        // A CSV header's line, or a number's groups, are read whole: skip past what they covered.
        const size_t header = csv_header_dots(text, i, put);
        if (const size_t covered = header ? header : dots_read_as_commas_in_number(text, i, put)) {
            i += covered;
            continue;
        }
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (!ascii_alnum(c)) {
            ++i;
            continue;
        }
        // Step 2: letters and digits swapped inside a token of ASCII letters and digits.
        const TokenMix t = read_token(text, i);
        i = t.end;
        // A UTF-8 letter glued to the token makes it a word of another script: leave it.
        if ((i < n && static_cast<unsigned char>(text[i]) >= 0x80) || (t.start > 0 && static_cast<unsigned char>(text[t.start - 1]) >= 0x80))
            continue;
        if ((t.digits > 0 || numeric_neighbour(text, t)) && t.letters > 0 && t.confusable == t.letters && t.letters <= 3)
            letters_in_number(text, t, put);
        else if (t.digits > 0 && t.other_digits == 0 && t.letters >= 5 && t.letters > t.digits)
            digits_in_word(text, t, put);
        else if (known_word && t.digits > 0 && t.digits <= 2 && t.other_digits == 0 && t.letters >= 1 && t.letters <= 4 &&
                 t.lowers == 0 && t.end - t.start >= 2)
            short_capitals_word(text, t, known_word, put);
        else if (t.digits == 0 && t.small_l > 0 && t.uppers >= 3 && t.lowers == t.small_l)
            small_l_in_capitals(text, t, put);
        else
            small_l_for_initial_i(text, t, put);
    }
    // Step 3: postcodes, whose places say what each byte must be.
    undo_ca_postcode_confusions(text, put);
    undo_uk_postcode_confusions(text, put);
    return changed;
}

}  // namespace synsema::redact
