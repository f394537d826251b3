// SentencePiece-style tokenizer (tokenizer.ggml.model = "llama"), following
// llama.cpp's llm_tokenizer_spm: spaces become U+2581 "▁" (with one added in
// front of the text), then adjacent symbols are merged greedily by the score
// of the token they form, and characters no token covers fall back to byte
// tokens <0xXX> (else UNK).
#pragma once
#include <cstdint>
#include <unordered_set>

#include "engine/tokenizer/vocab_tokenizer.h"

namespace synsema {

class SpmTokenizer : public VocabTokenizer {
public:
    explicit SpmTokenizer(Vocab vocab);

protected:
    void encode_plain(std::string_view text, bool after_special, std::vector<TokenId>& out) const override;
    std::string plain_piece(TokenId id) const override;

private:
    // Every pair of adjacent characters that occurs inside some token. Where
    // two neighbouring input characters form no such pair, no token can span
    // them, so the text is merged in independent segments: same result as one
    // global queue, but small queues that stay in cache.
    std::unordered_set<uint64_t> inner_pairs_;
};

}  // namespace synsema
