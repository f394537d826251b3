// The vocabulary part of a GGUF file (keys tokenizer.ggml.*), loaded once and
// owned by the tokenizer so it outlives the file mapping. Every array length
// and every special-token id is checked; problems throw synsema::Error naming
// the file and the key.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/tokenizer/tokenizer.h"

namespace synsema::gguf { class GgufFile; }

namespace synsema {

struct Vocab {
    std::string path;   // the GGUF file, for error messages
    std::string model;  // tokenizer.ggml.model: "llama" or "gpt2"
    std::string pre;    // tokenizer.ggml.pre ("" when absent)

    // Per token, indexed by id: [n_tokens]
    std::vector<std::string> texts;
    std::vector<float> scores;  // 0 when the file has no scores
    std::vector<TokenType> types;

    // 1 for tokens ordinary text may turn into (without parse_special):
    // Normal tokens, and user-defined ones that neither end generation nor look
    // like markup ("<think>", "</s>", "[PAD1]"). Never control, unknown, unused
    // or byte tokens, so user text can never become <s> or <|im_end|>.
    std::vector<uint8_t> plain;

    // Text -> id for the `plain` tokens. Open addressing with
    // linear probing over a power-of-two table (load <= 3/4): one or two cache
    // misses per lookup, which matters for 150k-token vocabularies.
    struct IndexSlot {
        uint32_t hash = 0;
        TokenId id = -1;  // -1: empty slot
    };
    std::vector<IndexSlot> index;
    size_t max_token_bytes = 0;  // longest indexed text

    // SentencePiece byte tokens <0xXX>: byte -> id, -1 when absent.
    std::array<TokenId, 256> byte_to_id{};

    TokenId bos = -1, eos = -1, unk = -1, eot = -1, eom = -1, pad = -1;
    bool add_bos = false;
    bool add_eos = false;
    bool add_space_prefix = false;
    std::vector<TokenId> end_of_generation;  // sorted, unique

    size_t size() const { return texts.size(); }
    bool valid(TokenId id) const { return id >= 0 && static_cast<size_t>(id) < texts.size(); }
    // The indexed token with exactly this text, -1 when none.
    TokenId find(std::string_view text) const;
    // Adds `id` under its text (a later duplicate replaces an earlier one).
    void add_to_index(TokenId id);
};

// Reads tokens, scores, types, special ids and flags. Model-specific defaults
// (SentencePiece adds BOS and a space prefix) are applied before the file's
// own flags override them.
Vocab load_vocab(const gguf::GgufFile& file);

// "FILE: KEY: DETAIL" as a Tokenizer error.
[[noreturn]] void vocab_error(const Vocab& vocab, std::string_view key, const std::string& detail);

}  // namespace synsema
