// Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF.
// One home for the check that the tokenizers, the GGUF reader, documents, the
// judge and redaction all need.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace synsema::utf8 {

inline constexpr size_t kValid = static_cast<size_t>(-1);

// Offset of the first byte that does not start a well-formed UTF-8 sequence
// (overlong forms, surrogates and code points above U+10FFFF are rejected),
// or kValid when the whole text is well-formed.
size_t first_invalid_byte(std::string_view text);
inline bool is_valid(std::string_view text) { return first_invalid_byte(text) == kValid; }

// Checks the sequence starting at p (avail bytes left). Returns the number of
// leading bytes that are well-formed so far; `complete` tells whether they form
// a whole character. 0 means the first byte is already ill-formed.
size_t check_sequence(const uint8_t* p, size_t avail, bool& complete);

}  // namespace synsema::utf8
