// Byte-level BPE pre-tokenization: the text is cut into words by the regular
// expressions llama.cpp associates with tokenizer.ggml.pre, applied one after
// another (each one splits every piece left by the previous one into matches
// and the gaps between them). PCRE2 with UTF + UCP makes \p{L}, \p{N} and \s
// Unicode-aware; patterns are compiled once (JIT when available).
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace synsema {

struct PreTokenizerSpec {
    std::vector<std::string> patterns;  // applied in order
    bool ignore_merges = false;  // a word that is a whole token is kept (Llama 3)
    // Normalise to NFC first. Only Qwen2's tokenizer.json declares an NFC
    // normalizer among the supported types; llama.cpp skips it, which changes
    // nothing for NFC input (all the test vectors).
    bool nfc = false;
    bool known = true;           // false: the name was unknown and the default was used
};

// The specification for a tokenizer.ggml.pre value ("" and unknown names get
// llama.cpp's default patterns, with known = false for unknown names).
PreTokenizerSpec pre_tokenizer_spec(std::string_view pre);

class PreTokenizer {
public:
    // Throws synsema::Error(Tokenizer) when a pattern does not compile.
    explicit PreTokenizer(const PreTokenizerSpec& spec);
    ~PreTokenizer();
    PreTokenizer(const PreTokenizer&) = delete;
    PreTokenizer& operator=(const PreTokenizer&) = delete;

    // Words of valid UTF-8 `text`, as views into it, in order, covering every byte.
    std::vector<std::string_view> split(std::string_view text) const;

private:
    struct Pattern;
    void split_with(const Pattern& pattern, std::string_view piece, std::vector<std::string_view>& out) const;
    std::vector<std::unique_ptr<Pattern>> patterns_;
};

}  // namespace synsema
