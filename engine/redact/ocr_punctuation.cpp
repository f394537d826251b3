// Punctuation and glyphs OCR misreads, undone at a byte (ocr_confusion_rules.h):
// a fax's dots read as commas, a label's colon as a semicolon or '>', a wide
// gap as dashes. One rule per function.
#include "ocr_confusion_rules.h"

#include <algorithm>
#include <string>
#include <vector>

#include "ascii_bytes.h"
#include "text_scan.h"

namespace synsema::redact::ocr_rules {

namespace {

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

}  // namespace

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

// "DOB =_05/30/1992": a form's gap or its fill-in line read as underscores glued to the number after
// it (after a blank, '=' or ':', never inside a word: "ID_1234" stays). Returns the bytes blanked.
size_t underscores_before_number(std::string_view text, size_t i, const PutByte& put) {
    if (text[i] != '_' || (i > 0 && (ascii_alnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '_'))) return 0;
    size_t k = i;
    while (k < text.size() && text[k] == '_') ++k;
    if (k == text.size() || !ascii_digit(static_cast<unsigned char>(text[k]))) return 0;
    for (size_t q = i; q < k; ++q) put(q, ' ');
    return k - i;
}

// "plate 8K{MX214": a brace inside a code of letters and digits is a speck OCR read as a glyph. A
// hyphen in its place keeps the code one code (the text keeps its length; which stroke it was does
// not matter to the detector). Braces never stand inside a record's words.
void brace_inside_code(std::string_view text, size_t i, const PutByte& put) {
    if ((text[i] != '{' && text[i] != '}') || i == 0 || i + 1 >= text.size()) return;
    const auto alnum = [&](size_t k) { return ascii_alnum(static_cast<unsigned char>(text[k])); };
    if (!alnum(i - 1) || !alnum(i + 1)) return;
    size_t a = i, b = i + 1;
    while (a > 0 && alnum(a - 1)) --a;
    while (b < text.size() && alnum(b)) ++b;
    bool digit = false, letter = false;
    for (size_t k = a; k < b; ++k) {
        if (k == i) continue;
        digit = digit || ascii_digit(static_cast<unsigned char>(text[k]));
        letter = letter || ascii_alpha(static_cast<unsigned char>(text[k]));
    }
    if (digit && letter) put(i, '-');
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

}  // namespace synsema::redact::ocr_rules
