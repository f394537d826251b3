// Rendered chat text that remembers which bytes came from message content.
// Special-token text is parsed only in template bytes; content bytes are
// tokenized as plain text, so a document containing "<|im_end|>" cannot end a
// turn (see encode_chat).
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace synsema::jinja {

// A half-open byte range [begin, end).
struct ByteRange {
    size_t begin = 0;
    size_t end = 0;
};

// Text plus its untrusted (content) ranges: sorted, disjoint, non-empty.
struct TaintedText {
    std::string text;
    std::vector<ByteRange> untrusted;

    // Appends trusted template text.
    void append_literal(std::string_view s) { text.append(s); }
    // Appends text that came from a message (never parsed for special tokens).
    void append_content(std::string_view s) { append_range(s, 0, s.size()); }
    // Appends `other`, keeping its untrusted ranges.
    void append(const TaintedText& other);
    // Bytes [pos, pos+len) of this text with the ranges clipped to them.
    TaintedText substr(size_t pos, size_t len) const;
    bool any_untrusted() const { return !untrusted.empty(); }
    // Marks everything untrusted (used when a transformation cannot keep ranges).
    void taint_all();

private:
    void append_range(std::string_view s, size_t begin, size_t end);
};

}  // namespace synsema::jinja
