// OCR confusions undone before detection (see the declaration in
// ocr_confusions.h): misread punctuation at each byte, then the letters and
// digits swapped inside a token, then postcodes. The rules, one function
// each, are in ocr_punctuation.cpp, ocr_token_swaps.cpp and ocr_postcodes.cpp.
#include "ocr_confusions.h"

#include <array>

#include "ascii_bytes.h"
#include "ocr_confusion_rules.h"

namespace synsema::redact {

using namespace ocr_rules;

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
    // The bytes a rule of step 1 can fire at (each rule opens by testing its own); a letter or a blank
    // inside a line fires none, and most of a text is letters and blanks.
    static const auto triggers = [] {
        std::array<bool, 256> t{};
        for (unsigned char c : std::string_view("0123456789,;:>[_{}$&")) t[c] = true;
        t[0xE2] = true;  // dashes and quotes of a wide gap (gap_read_as_dashes)
        return t;
    }();
    size_t i = 0;
    const size_t n = text.size();
    while (i < n) {
        const bool line_start = i == 0 || text[i - 1] == '\n';  // a CSV header's line (csv_header_dots)
        if (!triggers[static_cast<unsigned char>(text[i])] && !line_start) {
            if (ascii_alnum(static_cast<unsigned char>(text[i]))) i = undo_token_swaps(text, i, known_word, put);
            else ++i;
            continue;
        }
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
        const size_t dashes = gap_read_as_dashes(text, i, put);
        if (const size_t blanked = dashes ? dashes : underscores_before_number(text, i, put)) {
            i += blanked;
            continue;
        }
        dollar_inside_word(text, i, put);
        brace_inside_code(text, i, put);
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
        i = undo_token_swaps(text, i, known_word, put);
    }
    // Step 3: postcodes, whose places say what each byte must be.
    undo_ca_postcode_confusions(text, put);
    undo_uk_postcode_confusions(text, put);
    return changed;
}

}  // namespace synsema::redact
