// A document's tokens grouped by first letter (ASCII case folded) and length,
// so that finding the tokens that are one of a few words reads only the tokens
// of those words' first letters and lengths: a recognizer asking for its cue
// words no longer walks every token of a large text (each walk read tens of
// megabytes of tokens for a few thousand hits).
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <vector>

#include "text_scan.h"

namespace synsema::redact {

class WordIndex {
public:
    explicit WordIndex(const std::vector<Token>& tokens);
    // The start offsets, in text order, of the tokens that are one of `words`: the same as
    // starts_of_words(tokens, words) (words in lower case; ASCII case ignored).
    std::vector<size_t> starts_of(std::initializer_list<std::string_view> words) const;

private:
    static constexpr size_t kMaxLength = 31;  // longer words are never asked for
    static size_t bucket(unsigned char first, size_t length);
    const std::vector<Token>& tokens_;
    std::vector<uint32_t> offsets_;  // bucket b's tokens are order_[offsets_[b] .. offsets_[b + 1])
    std::vector<uint32_t> order_;    // token indices, ascending within a bucket
};

}  // namespace synsema::redact
