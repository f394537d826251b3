// Strict UTF-8 validation: the one check every layer uses (tokenizers, the
// GGUF reader's strings, documents, the judge, redaction). See utf8_check.h.
#include "engine/util/utf8_check.h"

namespace synsema::utf8 {
namespace {

// The range the byte after a lead byte may take (the Unicode table of
// well-formed sequences); later continuation bytes are always 80..BF.
struct SecondByteRange {
    uint8_t lo, hi;
};

// Expected length for a lead byte and the allowed range of the second byte;
// length 0 marks a byte that can never start a sequence.
size_t lead_info(uint8_t lead, SecondByteRange& second) {
    second = {0x80, 0xBF};
    if (lead < 0x80) return 1;
    if (lead < 0xC2) return 0;  // continuation byte or overlong 2-byte lead
    if (lead < 0xE0) return 2;
    if (lead == 0xE0) { second = {0xA0, 0xBF}; return 3; }  // no overlongs
    if (lead == 0xED) { second = {0x80, 0x9F}; return 3; }  // no surrogates
    if (lead < 0xF0) return 3;
    if (lead == 0xF0) { second = {0x90, 0xBF}; return 4; }  // no overlongs
    if (lead < 0xF4) return 4;
    if (lead == 0xF4) { second = {0x80, 0x8F}; return 4; }  // <= U+10FFFF
    return 0;
}

}  // namespace

size_t check_sequence(const uint8_t* p, size_t avail, bool& complete) {
    SecondByteRange second{};
    const size_t need = lead_info(p[0], second);
    complete = false;
    if (need == 0) return 0;
    size_t ok = 1;
    while (ok < need && ok < avail) {
        const uint8_t lo = ok == 1 ? second.lo : 0x80;
        const uint8_t hi = ok == 1 ? second.hi : 0xBF;
        if (p[ok] < lo || p[ok] > hi) return ok;
        ++ok;
    }
    complete = ok == need;
    return ok;
}

size_t first_invalid_byte(std::string_view text) {
    const auto* p = reinterpret_cast<const uint8_t*>(text.data());
    size_t i = 0;
    while (i < text.size()) {
        // ASCII fast path: most input is plain text.
        if (p[i] < 0x80) { ++i; continue; }
        bool complete = false;
        const size_t n = check_sequence(p + i, text.size() - i, complete);
        if (!complete) return i;
        i += n;
    }
    return kValid;
}

}  // namespace synsema::utf8
