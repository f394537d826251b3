// Byte-level BPE (tokenizer.ggml.model = "gpt2"), following llama.cpp's
// llm_tokenizer_bpe: the text is cut into words by the pre-tokenizer, each
// word's bytes start as the vocabulary's single-byte tokens ("Ġ" for space),
// and the adjacent pair with the lowest merge rank (tokenizer.ggml.merges,
// "left right" strings, rank = index) is merged until none applies.
#pragma once
#include <cstdint>
#include <array>

#include "engine/tokenizer/merge_table.h"
#include "engine/tokenizer/pretokenizer.h"
#include "engine/tokenizer/vocab_tokenizer.h"

namespace synsema::gguf { class GgufFile; }

namespace synsema {

class BpeTokenizer : public VocabTokenizer {
public:
    // Reads the merges from `file`; throws synsema::Error naming the file and key.
    BpeTokenizer(Vocab vocab, const gguf::GgufFile& file);

protected:
    void encode_plain(std::string_view text, bool after_special, std::vector<TokenId>& out) const override;
    std::string plain_piece(TokenId id) const override;

private:
    void load_merges(const gguf::GgufFile& file);
    void encode_word(std::string_view word, std::vector<TokenId>& out) const;
    // The BPE merges over bytes that all have a token.
    void merge_bytes(std::string_view word, std::vector<TokenId>& out) const;

    PreTokenizerSpec spec_;
    PreTokenizer pre_;
    MergeTable merges_;  // (left id, right id) -> rank and merged id
    std::array<TokenId, 256> byte_token_{};        // byte -> the token of its stand-in character
};

}  // namespace synsema
