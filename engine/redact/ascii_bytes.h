// ASCII byte classes without the C locale's per-call overhead, for the text
// scanners (text_scan.cpp, ocr_confusions.cpp). UTF-8 bytes >= 0x80 are in
// none of them.
#pragma once

#include <string_view>

namespace synsema::redact {

inline bool ascii_alpha(unsigned char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
inline bool ascii_digit(unsigned char c) { return c >= '0' && c <= '9'; }
inline bool ascii_upper(unsigned char c) { return c >= 'A' && c <= 'Z'; }
inline bool ascii_lower_letter(unsigned char c) { return c >= 'a' && c <= 'z'; }
inline bool is_letter_byte(unsigned char c) { return ascii_alpha(c) || c >= 0x80; }
inline bool all_ascii(std::string_view s) {
    for (char c : s)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}
inline bool ascii_alnum(unsigned char c) { return ascii_alpha(c) || ascii_digit(c); }

}  // namespace synsema::redact
