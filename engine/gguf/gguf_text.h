// Text checks and escaping used by the GGUF reader and its error messages.
#pragma once
#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "engine/util/utf8_check.h"

namespace synsema::gguf {

// Strict UTF-8 (engine/util/utf8_check.h).
inline bool valid_utf8(std::string_view s) { return utf8::is_valid(s); }

// A name as it may appear in a message: control bytes (and all non-ASCII
// bytes when the text is not valid UTF-8) escaped as \xNN, cut to a readable
// length. Names come from hostile files.
inline std::string printable(std::string_view s, size_t max_len = 96) {
    static const char* hex = "0123456789abcdef";
    const bool keep_utf8 = valid_utf8(s);
    size_t n = std::min(s.size(), max_len);
    while (keep_utf8 && n < s.size() && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;  // whole characters
    std::string out;
    for (size_t i = 0; i < n; ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if ((c >= 0x20 && c < 0x7f && c != '\\') || (c >= 0x80 && keep_utf8)) {
            out += char(c);
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    if (n < s.size()) out += "...";
    return out;
}

inline std::string hex_bytes(std::span<const uint8_t> b) {
    static const char* hex = "0123456789abcdef";
    std::string out;
    for (size_t i = 0; i < b.size(); ++i) {
        if (i) out += ' ';
        out += hex[b[i] >> 4];
        out += hex[b[i] & 15];
    }
    return out;
}

}  // namespace synsema::gguf
