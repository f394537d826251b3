// UTF-8 validation, GPT-2 byte map and NFC. See utf8.h.
#include "engine/tokenizer/utf8.h"

#include <utf8proc.h>

#include <cstdlib>
#include <memory>

#include "engine/util/error.h"

namespace synsema::utf8 {
namespace {

const uint8_t* bytes_of(std::string_view text) {
    return reinterpret_cast<const uint8_t*>(text.data());
}

}  // namespace

void require_valid(std::string_view text) {
    const size_t bad = first_invalid_byte(text);
    if (bad != kValid)
        throw Error(ErrorKind::Tokenizer, "invalid UTF-8 at byte " + std::to_string(bad) + " of the input");
}

void append_code_point(std::string& out, uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

const ByteMap& byte_map() {
    // Printable Latin-1 bytes stand for themselves; the other 68 bytes (controls,
    // space, DEL, NBSP, soft hyphen) get code points 256, 257, ... in byte order.
    static const ByteMap map = [] {
        ByteMap m;
        m.code_point_to_byte.fill(-1);
        uint32_t next_extra = 256;
        for (uint32_t b = 0; b < 256; ++b) {
            const bool printable = (b >= 0x21 && b <= 0x7E) || (b >= 0xA1 && b <= 0xAC) || b >= 0xAE;
            const uint32_t cp = printable ? b : next_extra++;
            append_code_point(m.byte_to_text[b], cp);
            m.code_point_to_byte[cp] = static_cast<int16_t>(b);
        }
        return m;
    }();
    return map;
}

std::string decode_byte_level(std::string_view text) {
    const ByteMap& map = byte_map();
    const uint8_t* p = bytes_of(text);
    std::string out;
    out.reserve(text.size());
    size_t i = 0;
    while (i < text.size()) {
        bool complete = false;
        size_t n = check_sequence(p + i, text.size() - i, complete);
        if (!complete) n = n == 0 ? 1 : n;  // pass ill-formed bytes through as they are
        uint32_t cp = 0x110000;
        if (complete && n == 2) cp = ((p[i] & 0x1Fu) << 6) | (p[i + 1] & 0x3Fu);
        if (complete && n == 1) cp = p[i];
        if (cp < map.code_point_to_byte.size() && map.code_point_to_byte[cp] >= 0)
            out += static_cast<char>(map.code_point_to_byte[cp]);
        else
            out.append(text.substr(i, n));
        i += n;
    }
    return out;
}

std::string nfc(std::string_view text) {
    // ASCII is already in NFC; skip the library call (and its copy) for it.
    bool ascii = true;
    for (unsigned char c : text) ascii = ascii && c < 0x80;
    if (ascii) return std::string(text);
    utf8proc_uint8_t* result = nullptr;
    const utf8proc_ssize_t n = utf8proc_map(bytes_of(text), static_cast<utf8proc_ssize_t>(text.size()),
                                            &result, static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE));
    if (n < 0) {
        throw Error(ErrorKind::Tokenizer,
                    std::string("cannot normalise the input to NFC: ") + utf8proc_errmsg(n));
    }
    std::unique_ptr<utf8proc_uint8_t, decltype(&std::free)> owned(result, &std::free);
    return std::string(reinterpret_cast<const char*>(result), static_cast<size_t>(n));
}

size_t complete_prefix(std::string_view text) {
    // Only the last three bytes can belong to an unfinished character.
    const uint8_t* p = bytes_of(text);
    const size_t n = text.size();
    for (size_t back = 1; back <= 3 && back <= n; ++back) {
        const size_t start = n - back;
        if ((p[start] & 0xC0) == 0x80) continue;  // continuation byte: keep looking for the lead
        bool complete = false;
        const size_t ok = check_sequence(p + start, back, complete);
        // Hold the tail back only when it is a well-formed start of a character.
        return (!complete && ok == back) ? start : n;
    }
    return n;
}

std::string sanitize(std::string_view text) {
    const uint8_t* p = bytes_of(text);
    std::string out;
    out.reserve(text.size());
    size_t i = 0;
    while (i < text.size()) {
        bool complete = false;
        const size_t n = check_sequence(p + i, text.size() - i, complete);
        if (complete) {
            out.append(text.substr(i, n));
            i += n;
        } else {
            // One U+FFFD per maximal ill-formed subpart (Unicode's recommendation).
            out += "\xEF\xBF\xBD";
            i += n == 0 ? 1 : n;
        }
    }
    return out;
}

}  // namespace synsema::utf8
