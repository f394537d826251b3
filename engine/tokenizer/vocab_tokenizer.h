// What the SentencePiece and byte-level BPE tokenizers share: the vocabulary,
// special-token splitting, BOS/EOS, UTF-8 validation and whole-sequence decode.
// A subclass supplies encode_plain() for one plain-text fragment and
// plain_piece() for the text of one ordinary token.
#pragma once
#include <string>

#include "engine/tokenizer/special_tokens.h"
#include "engine/tokenizer/tokenizer.h"
#include "engine/tokenizer/vocab.h"

namespace synsema {

class VocabTokenizer : public Tokenizer {
public:
    explicit VocabTokenizer(Vocab vocab);

    std::vector<TokenId> encode(std::string_view text, const EncodeOptions& options) const override;
    std::string token_to_piece(TokenId id, bool render_special = false) const override;
    std::string decode(std::span<const TokenId> ids, bool render_special = false) const override;

    size_t vocab_size() const override { return vocab_.size(); }
    std::string_view token_text(TokenId id) const override;
    TokenType token_type(TokenId id) const override;
    TokenId bos() const override { return vocab_.bos; }
    TokenId eos() const override { return vocab_.eos; }
    bool is_end_of_generation(TokenId id) const override;
    std::vector<TokenId> end_of_generation_ids() const override { return vocab_.end_of_generation; }
    bool add_bos() const override { return vocab_.add_bos; }
    bool add_eos() const override { return vocab_.add_eos; }
    bool add_space_prefix() const override { return vocab_.add_space_prefix; }
    TokenId find_token(std::string_view text) const override;
    std::string_view model_name() const override { return vocab_.model; }
    std::string_view pre_name() const override { return vocab_.pre; }
    const std::string& warning() const override { return warning_; }

protected:
    // Appends the tokens of one plain (special-free, valid UTF-8, non-empty)
    // fragment. `after_special`: the fragment starts the text or follows a
    // special token (SentencePiece then adds its space prefix).
    virtual void encode_plain(std::string_view text, bool after_special, std::vector<TokenId>& out) const = 0;
    // The output bytes of a Normal token.
    virtual std::string plain_piece(TokenId id) const = 0;

    const Vocab& vocab() const { return vocab_; }
    void set_warning(std::string warning) { warning_ = std::move(warning); }

private:
    Vocab vocab_;
    SpecialTokenMatcher special_;
    std::string warning_;
};

}  // namespace synsema
