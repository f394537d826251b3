#include "native_digits.h"

#include <limits>

#include "engine/util/error.h"

namespace synsema::redact {

namespace {

// The zero of each script's run of ten decimal digits (Unicode category Nd). Written as a table
// because utf8proc gives a code point's category but not its digit value; these twenty runs cover the
// scripts records are written in (Arabic-Indic, Persian, N'Ko, the Indic scripts, Sinhala, Thai,
// Lao, Tibetan, Myanmar, Khmer, Mongolian, and the full-width forms of Chinese and Japanese text).
constexpr char32_t kZeros[] = {0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66,
                               0x0CE6, 0x0D66, 0x0DE6, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x17E0, 0x1810, 0xFF10};

// The ASCII byte a code point stands for: a digit of the table, or a full-width form of ASCII
// (U+FF01-FF5E: "０９０－１２３４", "ＡＢＣ") or the ideographic space (U+3000, which a Japanese
// form pads its fields with: "氏名：佐藤　ハナ"), as NFKC would fold it; 0 for any other.
char ascii_form(char32_t cp) {
    if (cp >= 0xFF01 && cp <= 0xFF5E) return static_cast<char>(cp - 0xFF01 + 0x21);
    if (cp == 0x3000) return ' ';
    for (char32_t zero : kZeros)
        if (cp >= zero && cp <= zero + 9) return static_cast<char>('0' + (cp - zero));
    return 0;
}

// The code point starting at text[i] and its length in bytes (text is valid UTF-8).
char32_t decode(std::string_view text, size_t i, size_t* length) {
    const auto b = [&](size_t k) { return static_cast<unsigned char>(text[i + k]); };
    if (b(0) < 0x80) return *length = 1, b(0);
    if (b(0) < 0xE0) return *length = 2, ((b(0) & 0x1Fu) << 6) | (b(1) & 0x3Fu);
    if (b(0) < 0xF0) return *length = 3, ((b(0) & 0x0Fu) << 12) | ((b(1) & 0x3Fu) << 6) | (b(2) & 0x3Fu);
    return *length = 4, ((b(0) & 0x07u) << 18) | ((b(1) & 0x3Fu) << 12) | ((b(2) & 0x3Fu) << 6) | (b(3) & 0x3Fu);
}

// The direction marks a right-to-left locale writes between a date's parts and around numbers (WhatsApp in Arabic
// and Hebrew: "٩‏/٨‏/٢٠٢٥"): LRM, RLM and the Arabic letter mark. They show nothing and split what the patterns read.
bool direction_mark(char32_t cp) { return cp == 0x200E || cp == 0x200F || cp == 0x061C; }

}  // namespace

bool fold_native_digits(std::string_view text, FoldedDigits* out) {
    // Every digit of the table is encoded in two or three bytes led by 0xD9, 0xDB, 0xDF, 0xE0, 0xE1 or
    // 0xEF, and the direction marks by 0xD8 or 0xE2: a text without those bytes needs no copy.
    bool any = false;
    for (size_t i = 0; i < text.size() && !any;) {
        size_t length = 1;
        const auto lead = static_cast<unsigned char>(text[i]);
        if (lead >= 0xC0 && lead != 0xD8 && lead != 0xD9 && lead != 0xDB && lead != 0xDF && lead != 0xE0 && lead != 0xE1 &&
            lead != 0xE2 && lead != 0xEF) {
            decode(text, i, &length);
        } else if (lead >= 0xC0) {
            const char32_t cp = decode(text, i, &length);
            any = ascii_form(cp) != 0 || direction_mark(cp);
        }
        i += length;
    }
    if (!any) return false;
    if (text.size() >= std::numeric_limits<uint32_t>::max())
        throw Error(ErrorKind::Limit, "redact: a document of 4 GB or more cannot be scanned");
    out->text.clear();
    out->to_original.clear();
    out->text.reserve(text.size());
    out->to_original.reserve(text.size() + 1);
    for (size_t i = 0; i < text.size();) {
        size_t length = 1;
        const char32_t cp = static_cast<unsigned char>(text[i]) < 0x80 ? static_cast<unsigned char>(text[i]) : decode(text, i, &length);
        const char digit = cp >= 0x80 ? ascii_form(cp) : 0;
        if (cp >= 0x80 && direction_mark(cp)) {
            // (Dropped from the copy: a span across it maps back over it.)
        } else if (digit) {
            out->text.push_back(digit);
            out->to_original.push_back(static_cast<uint32_t>(i));
        } else {
            out->text.append(text.substr(i, length));
            for (size_t k = 0; k < length; ++k) out->to_original.push_back(static_cast<uint32_t>(i + k));
        }
        i += length;
    }
    out->to_original.push_back(static_cast<uint32_t>(text.size()));
    return true;
}

}  // namespace synsema::redact
