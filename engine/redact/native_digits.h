// Digits of other scripts (and full-width ASCII) read as ASCII. Every recognizer's patterns are written for 0-9, and
// a Persian phone number ("۰۹۱۲۳۴۵۶۷۸۹"), a Hindi date ("०५/०३/१९७५") or a Japanese form's
// full-width year ("２０２６年") identifies a person as surely as one in ASCII. The detector scans a
// copy with such digits folded to ASCII, and the invisible direction marks of right-to-left text (LRM, RLM, ALM)
// left out, and maps each span back to the original's bytes.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace synsema::redact {

struct FoldedDigits {
    std::string text;                   // the copy, every native digit (or full-width form) one ASCII byte
    std::vector<uint32_t> to_original;  // [text.size() + 1]: each offset of the copy in the original
};

// False, leaving *out untouched, when the text holds no digit of another script, no full-width form
// and no direction mark (the common case: nothing is copied). The text must be valid UTF-8.
bool fold_native_digits(std::string_view text, FoldedDigits* out);

}  // namespace synsema::redact
