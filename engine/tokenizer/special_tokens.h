// Splitting input text on the texts of special tokens before the tokenizer
// proper runs. Control and unknown tokens (<s>, <|im_end|>) are recognised only
// when the caller asks (parse_special: chat templates, never user text).
// User-defined tokens that are ordinary added words (whitespace runs, words)
// are always recognised, as in llama.cpp and Hugging Face tokenizers; those
// that look like markup or end generation ("<think>", "<tool_call>", phi-3's
// "</s>") only with parse_special, so a document cannot forge them (see
// Vocab::plain). At each position the longest matching token wins.
#pragma once
#include <array>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/tokenizer/vocab.h"

namespace synsema {

// A piece of the input: plain text to tokenize, or one special token.
struct Fragment {
    std::string_view text;  // the covered input bytes
    TokenId token = -1;     // >= 0 when the fragment is a special token
};

class SpecialTokenMatcher {
public:
    explicit SpecialTokenMatcher(const Vocab& vocab);
    // Fragments in input order; plain fragments are never empty.
    std::vector<Fragment> split(std::string_view text, bool parse_special) const;

private:
    // A byte trie over the special texts: node 0 is the root.
    struct Node {
        std::vector<std::pair<uint8_t, int32_t>> children;  // sorted by byte
        TokenId token = -1;             // a token ends here
        bool user_defined = false;      // ... and is matched without parse_special (Vocab::plain)
    };
    void insert(std::string_view text, TokenId id, bool user_defined);
    int32_t child(int32_t node, uint8_t byte) const;
    // Longest acceptable match starting at text[pos]: {length, id}, {0, -1} when none.
    std::pair<size_t, TokenId> match(std::string_view text, size_t pos, bool parse_special) const;

    std::vector<Node> nodes_;
    std::array<bool, 256> starts_any_{};          // first bytes of any special text
    std::array<bool, 256> starts_user_defined_{};  // first bytes of user-defined texts
};

}  // namespace synsema
