// UTF-8 helpers shared by the tokenizers: strict validation (the error names
// the byte offset), sequence lengths, GPT-2's byte <-> printable-character map
// used by byte-level BPE vocabularies, and NFC normalisation (utf8proc).
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/util/utf8_check.h"  // first_invalid_byte, kValid

namespace synsema::utf8 {

// Throws synsema::Error(Tokenizer) "invalid UTF-8 at byte N of the input".
void require_valid(std::string_view text);

// Length of the sequence a lead byte announces (1 for ASCII and for stray
// continuation bytes, so callers always make progress).
inline size_t sequence_length(uint8_t lead) {
    if (lead < 0xC0) return 1;
    if (lead < 0xE0) return 2;
    if (lead < 0xF0) return 3;
    return 4;
}

// Appends code point `cp` encoded as UTF-8.
void append_code_point(std::string& out, uint32_t cp);

// GPT-2's reversible map from every byte to a printable character, so that a
// byte-level vocabulary can be stored as text ("Ġ" is the space byte 0x20).
struct ByteMap {
    std::array<std::string, 256> byte_to_text;  // UTF-8 of the printable stand-in
    std::array<int16_t, 512> code_point_to_byte;  // -1 when the code point is no stand-in
};
const ByteMap& byte_map();

// Replaces every printable stand-in by its byte; other characters pass through.
std::string decode_byte_level(std::string_view text);

// Unicode canonical composition (NFC) of valid UTF-8 text.
std::string nfc(std::string_view text);

// Splits `text` at the end of its last complete character: returns how many
// leading bytes form complete characters; the rest is an incomplete sequence
// that more bytes could still complete (at most 3 bytes).
size_t complete_prefix(std::string_view text);

// Copies `text` replacing every ill-formed sequence by U+FFFD.
std::string sanitize(std::string_view text);

}  // namespace synsema::utf8
