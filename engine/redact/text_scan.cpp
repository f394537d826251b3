#include "text_scan.h"

#include <utf8proc.h>

#include <algorithm>
#include <bit>
#include <cctype>

#include "engine/util/error.h"
#include "engine/util/utf8_check.h"

namespace synsema::redact {

namespace {
// ASCII classes without the C locale's per-call overhead.
inline bool ascii_alpha(unsigned char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
inline bool ascii_digit(unsigned char c) { return c >= '0' && c <= '9'; }
inline bool ascii_upper(unsigned char c) { return c >= 'A' && c <= 'Z'; }
inline bool ascii_lower_letter(unsigned char c) { return c >= 'a' && c <= 'z'; }
inline bool is_letter_byte(unsigned char c) { return ascii_alpha(c) || c >= 0x80; }
inline bool ascii_alnum(unsigned char c) { return ascii_alpha(c) || ascii_digit(c); }

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
}  // namespace

std::string ascii_lower(std::string_view s) {
    std::string out(s);
    // ASCII only, whatever the C locale: UTF-8 bytes >= 0x80 stay as they are.
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
    return out;
}

bool undo_ocr_confusions(std::string_view text, std::string* corrected,
                         const std::function<bool(std::string_view)>& known_word) {
    // Copied only when a confusion is found: most texts have none.
    std::string& out = *corrected;
    out.clear();
    bool changed = false;
    auto put = [&](size_t k, char c) {
        if (!changed) out.assign(text);
        changed = true;
        out[k] = c;
    };
    size_t i = 0, n = text.size();
    while (i < n) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        // "0'Sullivan", "0’Brien": a zero never opens a word before an apostrophe and a capital.
        if (c == '0' && (i == 0 || !is_word_byte(static_cast<unsigned char>(text[i - 1])))) {
            const size_t after = text.compare(i + 1, 3, "\xE2\x80\x99") == 0 ? i + 4 : i + 2;
            if ((after == i + 4 || (i + 1 < n && text[i + 1] == '\'')) && after < n &&
                ascii_upper(static_cast<unsigned char>(text[after]))) {
                put(i, 'O');
                ++i;
                continue;
            }
        }
        // "serial no, EES3028-…", "Certified Process Server No, 1187": a fax's dot read as a comma
        // after the number word of a label (a word before it on its line; not an answer's
        // "A. No, 2019"), before an identifier (a token holding a digit).
        if (c == ',' && i >= 2 && i + 2 < n && text[i + 1] == ' ') {
            const bool no_word = (text[i - 1] == 'o' || text[i - 1] == 'O' || text[i - 1] == 'r') &&
                                 (text[i - 2] == 'N' || text[i - 2] == 'n') &&
                                 i >= 4 && text[i - 3] == ' ' && ascii_alpha(static_cast<unsigned char>(text[i - 4]));
            size_t k = i + 2;
            // The label's colon may follow, read as ';' too ("IP No, ; IP2425-07741").
            if (k + 1 < n && (text[k] == ';' || text[k] == ':') && text[k + 1] == ' ') k += 2;
            if (k < n && text[k] == '[') ++k;  // a code's I read as '[' (below)
            const size_t code = k;
            bool digit = false;
            for (; k < n && k < code + 22 && ascii_alnum(static_cast<unsigned char>(text[k])); ++k)
                digit = digit || ascii_digit(static_cast<unsigned char>(text[k]));
            if (no_word && digit) put(i, '.');
        }
        // "Passport no,; A09384712": a fax's "no.:" read as "no,;", before a code.
        if (c == ',' && i >= 2 && i + 3 < n && text[i + 1] == ';' && text[i + 2] == ' ' && (text[i - 1] == 'o' || text[i - 1] == 'O') &&
            (text[i - 2] == 'N' || text[i - 2] == 'n') && (i == 2 || !is_word_byte(static_cast<unsigned char>(text[i - 3])))) {
            bool digit = false;
            for (size_t k = i + 3; k < n && k < i + 27 && ascii_alnum(static_cast<unsigned char>(text[k])); ++k)
                digit = digit || ascii_digit(static_cast<unsigned char>(text[k]));
            if (digit) {
                put(i, '.');
                put(i + 1, ':');
            }
        }
        // "IMC Reg, No. 304817": a fax's dot read as a comma after an abbreviation before "No".
        if (c == ',' && i + 4 < n && text[i + 1] == ' ' && (text[i + 2] == 'N' || text[i + 2] == 'n') && text[i + 3] == 'o' &&
            (text[i + 4] == '.' || text[i + 4] == ',') && abbreviation_before(text, i))
            put(i, '.');
        // "UHID > VHM/24/118392": a label's colon read as '>' after a capitals label opening its
        // line, before a code of letters and digits (not a reading: "SBP > 180/110").
        if (c == '>' && i >= 4 && i + 2 < n && text[i - 1] == ' ' && text[i + 1] == ' ' && line_label_before(text, i - 1)) {
            bool digit = false, letter = false;
            for (size_t k = i + 2; k < n && k < i + 40 && text[k] != ' ' && text[k] != '\n'; ++k) {
                digit = digit || ascii_digit(static_cast<unsigned char>(text[k]));
                letter = letter || ascii_alpha(static_cast<unsigned char>(text[k]));
            }
            if (digit && letter) put(i, ':');
        }
        // "[P2425-07741": a code's opening I read as '[' (a capital and digits follow, no ']' closes it).
        if (c == '[' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n') && i + 4 < n &&
            ascii_upper(static_cast<unsigned char>(text[i + 1]))) {
            size_t k = i + 1;
            bool digit = false;
            while (k < n && (ascii_alnum(static_cast<unsigned char>(text[k])) || text[k] == '-' || text[k] == '/')) {
                digit = digit || ascii_digit(static_cast<unsigned char>(text[k]));
                ++k;
            }
            if (digit && k - i >= 5 && (k >= n || text[k] != ']')) put(i, 'I');
        }
        // "F-1 —‘1-94 no.:": dashes and quotes OCR makes of a wide gap, glued to the code after it
        // (two or more, after a blank, before a digit) are blanks, as on the page.
        if (c == 0xE2 && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t')) {
            auto junk = [&](size_t k) {
                const unsigned char b = k + 2 < n ? static_cast<unsigned char>(text[k + 2]) : 0;
                return k + 2 < n && static_cast<unsigned char>(text[k]) == 0xE2 && static_cast<unsigned char>(text[k + 1]) == 0x80 &&
                       (b == 0x93 || b == 0x94 || b == 0x98 || b == 0x99 || b == 0x9C || b == 0x9D);
            };
            size_t k = i;
            while (junk(k)) k += 3;
            if (k - i >= 6 && k < n && ascii_digit(static_cast<unsigned char>(text[k]))) {
                for (size_t b = i; b < k; ++b) put(b, ' ');
                i = k;
                continue;
            }
        }
        // A '$' between two letters is an OCR'd 's' ("Wil$on"): money never sits inside a word.
        if (c == '$' && i > 0 && i + 1 < n && ascii_alpha(static_cast<unsigned char>(text[i - 1])) &&
            ascii_alpha(static_cast<unsigned char>(text[i + 1]))) {
            bool caps = ascii_upper(static_cast<unsigned char>(text[i - 1])) && ascii_upper(static_cast<unsigned char>(text[i + 1]));
            put(i, caps ? 'S' : 's');
        }
        if (!ascii_alpha(c) && !ascii_digit(c)) {
            ++i;
            continue;
        }
        size_t start = i;
        size_t digits = 0, other_digits = 0, letters = 0, confusable = 0, uppers = 0, lowers = 0, small_l = 0;
        while (i < n && (ascii_alpha(static_cast<unsigned char>(text[i])) || ascii_digit(static_cast<unsigned char>(text[i])))) {
            char d = text[i];
            if (ascii_digit(static_cast<unsigned char>(d))) {
                ++digits;
                other_digits += d != '0' && d != '1';
            } else {
                ++letters;
                confusable += d == 'O' || d == 'o' || d == 'l' || d == 'I';
                uppers += ascii_upper(static_cast<unsigned char>(d));
                lowers += ascii_lower_letter(static_cast<unsigned char>(d));
                small_l += d == 'l';
            }
            ++i;
        }
        // A UTF-8 letter glued to the token makes it a word of another script: leave it.
        if (i < n && static_cast<unsigned char>(text[i]) >= 0x80) continue;
        if (start > 0 && static_cast<unsigned char>(text[start - 1]) >= 0x80) continue;
        // A group of a date or number written only with confusable letters ("lO/O3/2O23"):
        // one or two of them, joined by '/', '.' or '-' to a group holding a digit.
        bool numeric_neighbour = false;
        if (digits == 0 && letters <= 2 && confusable == letters) {
            auto sep = [&](size_t k) { return k < n && (text[k] == '/' || text[k] == '.' || text[k] == '-'); };
            if (sep(i) && i + 1 < n && ascii_digit(static_cast<unsigned char>(text[i + 1]))) numeric_neighbour = true;
            if (sep(i) && i + 2 < n && ascii_digit(static_cast<unsigned char>(text[i + 2])) &&
                (text[i + 1] == 'O' || text[i + 1] == 'l' || text[i + 1] == 'I'))
                numeric_neighbour = true;
            if (start >= 2 && sep(start - 1) && ascii_digit(static_cast<unsigned char>(text[start - 2]))) numeric_neighbour = true;
        }
        if ((digits > 0 || numeric_neighbour) && letters > 0 && confusable == letters && letters <= 3) {
            for (size_t k = start; k < i; ++k) {
                if (text[k] == 'O' || text[k] == 'o') put(k, '0');
                else if (text[k] == 'l' || text[k] == 'I') put(k, '1');
            }
        } else if (digits > 0 && other_digits == 0 && letters >= 5 && letters > digits) {
            bool caps = lowers == 0 || (uppers > lowers);
            for (size_t k = start; k < i; ++k) {
                // A capital's place: the first letter of a word written in lower case ("0livia").
                bool first = k == start && k + 1 < i && ascii_lower_letter(static_cast<unsigned char>(text[k + 1]));
                if (text[k] == '0') put(k, caps || first ? 'O' : 'o');
                else if (text[k] == '1') put(k, caps || first ? 'I' : 'l');
            }
        } else if (known_word && digits > 0 && digits <= 2 && other_digits == 0 && letters >= 1 && letters <= 4 &&
                   lowers == 0 && i - start >= 2) {
            std::string word(text.substr(start, i - start));
            for (char& ch : word) ch = ch == '0' ? 'O' : ch == '1' ? 'I' : ch;
            // One letter and a digit is a word only as a function word ("T0" → "TO"); "T1",
            // "S1", "V1" stay codes (vertebrae, heart sounds, a police report's victim).
            static constexpr std::string_view kTwoLetter[] = {"TO", "OF", "ON", "NO", "OR", "OH", "SO", "DO",
                                                              "GO", "IN", "IS", "IT", "IF"};
            bool two_letter_ok = false;
            for (auto w : kTwoLetter) two_letter_ok = two_letter_ok || word == w;
            // Letter, digit, letter before digit, letter, digit is a Canadian postcode ("K1N 7E8"),
            // not "KIN": a code in a postcode's shape stays as written.
            auto upper_at = [&](size_t k) { return k < n && ascii_upper(static_cast<unsigned char>(text[k])); };
            auto digit_at = [&](size_t k) { return k < n && ascii_digit(static_cast<unsigned char>(text[k])); };
            bool ca_postcode = i - start == 3 && upper_at(start) && digit_at(start + 1) && upper_at(start + 2) &&
                               i < n && text[i] == ' ' && digit_at(i + 1) && upper_at(i + 2) && digit_at(i + 3);
            // Digit, letter, letter after an outward code is a UK postcode's inward code ("N8 0NS"), not "ONS".
            bool uk_inward = false;
            if (i - start == 3 && digit_at(start) && upper_at(start + 1) && upper_at(start + 2) && start >= 3 && text[start - 1] == ' ') {
                size_t q = start - 1;
                while (q > 0 && (ascii_alpha(static_cast<unsigned char>(text[q - 1])) || ascii_digit(static_cast<unsigned char>(text[q - 1])))) --q;
                std::string_view outward = text.substr(q, start - 1 - q);
                uk_inward = outward.size() >= 2 && outward.size() <= 4 && upper_at(q) &&
                            outward.find_first_of("0123456789") != std::string_view::npos;
            }
            if ((letters >= 2 || two_letter_ok) && !ca_postcode && !uk_inward && known_word(word))
                for (size_t k = start; k < i; ++k)
                    if (text[k] == '0' || text[k] == '1') put(k, text[k] == '0' ? 'O' : 'I');
        } else if (digits == 0 && small_l > 0 && uppers >= 3 && lowers == small_l) {
            for (size_t k = start; k < i; ++k)
                if (text[k] == 'l') put(k, 'I');
        }
    }
    undo_ca_postcode_confusions(text, put);
    undo_uk_postcode_confusions(text, put);
    return changed;
}

bool is_word_byte(unsigned char c) { return ascii_alpha(c) || ascii_digit(c) || c >= 0x80; }

std::vector<Token> tokenize_words(std::string_view text) {
    std::vector<Token> tokens;
    // Prose has about one token per 6 bytes. Reserving enough up front avoids
    // a reallocation, which copies every token into freshly faulted pages;
    // pages reserved but never written cost nothing.
    tokens.reserve(text.size() / 5 + 16);
    size_t i = 0, n = text.size();
    while (i < n) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (!is_letter_byte(c) || (i > 0 && ascii_digit(static_cast<unsigned char>(text[i - 1])))) {
            ++i;
            continue;
        }
        size_t start = i;
        // Letters, with single inner apostrophes (', ’) or hyphens joining letter runs.
        while (i < n) {
            unsigned char d = static_cast<unsigned char>(text[i]);
            if (is_letter_byte(d)) { ++i; continue; }
            size_t joiner = 0;
            if (d == '\'' || d == '-') joiner = 1;
            else if (d == 0xE2 && text.compare(i, 3, "\xE2\x80\x99") == 0) joiner = 3;
            // A letter of any script after the joiner ("MARIE-ÈVE", "O'Ó…").
            if (joiner && i + joiner < n && (ascii_alpha(static_cast<unsigned char>(text[i + joiner])) ||
                                             static_cast<unsigned char>(text[i + joiner]) >= 0xC0)) {
                i += joiner;
                continue;
            }
            break;
        }
        // A digit glued to the word makes it an identifier, not a word.
        if (i < n && ascii_digit(static_cast<unsigned char>(text[i]))) {
            while (i < n && is_word_byte(static_cast<unsigned char>(text[i]))) ++i;
            continue;
        }
        size_t end = i;
        // Split a possessive 's / ’s off the word.
        if (end - start > 2 && text[end - 1] == 's' && text[end - 2] == '\'') end -= 2;
        else if (end - start > 4 && text[end - 1] == 's' && text.compare(end - 4, 3, "\xE2\x80\x99") == 0) end -= 4;
        Token t;
        t.start = start;
        t.end = end;
        t.text = text.substr(start, end - start);
        // Letter case of every character: ASCII inline, other scripts through
        // utf8proc's general category ("Ólafur", "ŞAHIN", "élodie").
        int first_case = 0;
        bool any_lower = false;
        size_t letters = 0;
        for (size_t k = 0; k < t.text.size();) {
            unsigned char ch = static_cast<unsigned char>(t.text[k]);
            int c = 0;
            if (ch < 0x80) {
                c = ascii_upper(ch) ? 1 : ascii_lower_letter(ch) ? -1 : 0;
                ++k;
            } else {
                utf8proc_int32_t cp = 0;
                utf8proc_ssize_t len = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(t.text.data() + k),
                                                        static_cast<utf8proc_ssize_t>(t.text.size() - k), &cp);
                if (len <= 0) break;
                utf8proc_category_t cat = utf8proc_category(cp);
                c = cat == UTF8PROC_CATEGORY_LU || cat == UTF8PROC_CATEGORY_LT ? 1 : cat == UTF8PROC_CATEGORY_LL ? -1 : 0;
                k += static_cast<size_t>(len);
            }
            if (letters == 0 && c != 0) first_case = c;
            letters += c != 0;
            any_lower = any_lower || (c < 0 && letters > 1);
        }
        bool upper_first = first_case > 0;
        t.capitalised = upper_first && any_lower;
        t.all_caps = upper_first && !any_lower && letters >= 2;
        t.initial = upper_first && letters == 1 && end < n && text[end] == '.';
        t.lower = first_case < 0;
        tokens.push_back(t);
    }
    return tokens;
}

std::vector<size_t> identifier_starts(std::string_view text) {
    static const auto kTables = [] {
        struct { bool starts[256]; bool ascii_word[256]; } t{};
        for (int c = 0; c < 256; ++c) {
            t.starts[c] = ascii_digit(c) || ascii_upper(c) || c == '+' || c == '(' || c == '&' || c >= 0xC0;
            t.ascii_word[c] = ascii_alpha(c) || ascii_digit(c) || c == '_';
        }
        return t;
    }();
    std::vector<size_t> starts;
    starts.reserve(text.size() / 16 + 16);
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    bool after_word = false;
    for (size_t i = 0, n = text.size(); i < n; ++i) {
        unsigned char c = bytes[i];
        if (kTables.starts[c] && !after_word) starts.push_back(i);
        after_word = kTables.ascii_word[c];
    }
    return starts;
}

DigitBits::DigitBits(std::string_view text)
    : ascii_((text.size() + 63) / 64, 0), any_script_((text.size() + 63) / 64, 0), size_(text.size()) {
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    for (size_t w = 0; w < ascii_.size(); ++w) {
        uint64_t digits = 0, wide = 0;
        const size_t base = w * 64, n = std::min<size_t>(64, size_ - base);
        for (size_t i = 0; i < n; ++i) {
            digits |= uint64_t{ascii_digit(bytes[base + i])} << i;
            wide |= uint64_t{bytes[base + i] >= 0x80} << i;
        }
        ascii_[w] = digits;
        any_script_[w] = digits | wide;
    }
}

size_t DigitBits::count(size_t from, size_t to, DigitKind kind) const {
    if (from >= to) return 0;
    const std::vector<uint64_t>& words = kind == DigitKind::Ascii ? ascii_ : any_script_;
    // The partial first and last words, and the whole ones between them.
    // Most windows hold no digit at all: a word of zeros skips the popcount,
    // which without -mpopcnt is a library call.
    auto bits = [](uint64_t w) { return w == 0 ? size_t{0} : static_cast<size_t>(std::popcount(w)); };
    const size_t first = from / 64, last = (to - 1) / 64;
    const uint64_t head = ~uint64_t{0} << (from % 64);
    const uint64_t tail = ~uint64_t{0} >> (63 - (to - 1) % 64);
    if (first == last) return bits(words[first] & head & tail);
    size_t n = bits(words[first] & head) + bits(words[last] & tail);
    for (size_t w = first + 1; w < last; ++w) n += bits(words[w]);
    return n;
}

std::vector<size_t> digit_dense_starts(const DigitBits& digits, const std::vector<size_t>& starts, size_t window,
                                       size_t min_digits, DigitKind kind) {
    std::vector<size_t> out;
    for (size_t p : starts)
        if (p < digits.size() && digits.count(p, std::min(digits.size(), p + window), kind) >= min_digits)
            out.push_back(p);
    return out;
}

std::string window_before(std::string_view text, size_t pos, size_t n) {
    size_t from = pos > n ? pos - n : 0;
    return ascii_lower(text.substr(from, pos - from));
}

std::string window_after(std::string_view text, size_t pos, size_t n) {
    if (pos >= text.size()) return {};
    return ascii_lower(text.substr(pos, n));
}

static bool is_blank(char c) { return c == ' ' || c == '\t'; }
static bool is_ascii_letter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

std::string word_before(std::string_view text, size_t pos) {
    size_t end = std::min(pos, text.size());
    while (end > 0 && is_blank(text[end - 1])) --end;
    size_t start = end;
    while (start > 0 && is_ascii_letter(text[start - 1])) --start;
    return ascii_lower(text.substr(start, end - start));
}

std::string word_after(std::string_view text, size_t pos) {
    size_t start = std::min(pos, text.size());
    while (start < text.size() && is_blank(text[start])) ++start;
    size_t end = start;
    while (end < text.size() && is_ascii_letter(text[end])) ++end;
    return ascii_lower(text.substr(start, end - start));
}

static bool contains_word(std::string_view window, std::string_view kw) {
    size_t at = 0;
    while ((at = window.find(kw, at)) != std::string_view::npos) {
        bool left_ok = at == 0 || !is_word_byte(static_cast<unsigned char>(window[at - 1]));
        size_t after = at + kw.size();
        bool right_ok = after >= window.size() || !is_word_byte(static_cast<unsigned char>(window[after])) ||
                        !is_word_byte(static_cast<unsigned char>(kw.back()));
        if (left_ok && right_ok) return true;
        ++at;
    }
    return false;
}

bool has_word(std::string_view lowered_window, std::initializer_list<std::string_view> keywords) {
    for (auto kw : keywords)
        if (contains_word(lowered_window, kw)) return true;
    return false;
}

bool has_word(std::string_view lowered_window, const std::vector<std::string>& keywords) {
    for (const auto& kw : keywords)
        if (contains_word(lowered_window, kw)) return true;
    return false;
}

size_t line_start(std::string_view text, size_t pos) {
    size_t p = text.rfind('\n', pos == 0 ? 0 : pos - 1);
    return (p == std::string_view::npos || pos == 0) ? 0 : p + 1;
}

size_t line_end(std::string_view text, size_t pos) {
    size_t p = text.find('\n', pos);
    return p == std::string_view::npos ? text.size() : p;
}

bool same_line(std::string_view text, size_t a, size_t b) {
    for (size_t i = a; i < b && i < text.size(); ++i)
        if (text[i] != ' ' && text[i] != '\t') return false;
    return true;
}

void require_valid_utf8(std::string_view text, const std::string& what) {
    if (const size_t bad = utf8::first_invalid_byte(text); bad != utf8::kValid)
        throw Error(ErrorKind::Format, what + ": invalid UTF-8 at byte " + std::to_string(bad));
}

}  // namespace synsema::redact
