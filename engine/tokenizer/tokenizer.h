// Tokenizers read from a GGUF vocabulary. from_gguf() picks the algorithm
// from tokenizer.ggml.model: "llama" (SentencePiece BPE with byte fallback) or
// "gpt2" (byte-level BPE with a pre-tokenizer chosen by tokenizer.ggml.pre).
#pragma once
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace synsema {
namespace gguf { class GgufFile; }

using TokenId = int32_t;

// tokenizer.ggml.token_type values.
enum class TokenType : uint8_t {
    Undefined = 0, Normal = 1, Unknown = 2, Control = 3, UserDefined = 4, Unused = 5, Byte = 6,
};

struct EncodeOptions {
    bool add_special = false;    // add BOS (and EOS) as the vocabulary asks
    bool parse_special = false;  // recognise control/user-defined token text in the input;
                                 // only chat templates set this, never user text
};

class Tokenizer {
public:
    // Throws synsema::Error(Tokenizer) naming the file and the problem.
    static std::unique_ptr<Tokenizer> from_gguf(const gguf::GgufFile& file);
    virtual ~Tokenizer() = default;

    // Throws synsema::Error(Tokenizer) on invalid UTF-8 input ("invalid UTF-8 at
    // byte N of the input") and Error(Limit) above 1 GiB. Without parse_special,
    // control tokens and markup-like user-defined tokens (<think>) never result.
    virtual std::vector<TokenId> encode(std::string_view text, const EncodeOptions& options) const = 0;
    // The bytes a token contributes to output text (byte tokens give one raw byte,
    // control tokens give nothing unless `render_special`).
    virtual std::string token_to_piece(TokenId id, bool render_special = false) const = 0;
    // Whole-sequence decode: concatenated pieces with the leading-space rule
    // applied (SentencePiece drops the space it added in front of the first token).
    // decode(encode(s)) == s for valid UTF-8, except that SentencePiece reads a
    // literal U+2581 as a space and Qwen2 normalises to NFC. The result can hold
    // partial UTF-8 when the ids split a character; StreamingDecoder never does.
    virtual std::string decode(std::span<const TokenId> ids, bool render_special = false) const = 0;

    virtual size_t vocab_size() const = 0;
    virtual std::string_view token_text(TokenId id) const = 0;  // the raw vocabulary entry
    virtual TokenType token_type(TokenId id) const = 0;
    virtual TokenId bos() const = 0;  // -1 when absent
    virtual TokenId eos() const = 0;  // -1 when absent
    virtual bool is_end_of_generation(TokenId id) const = 0;  // EOS, EOT, <|im_end|>, ...

    // Every id for which is_end_of_generation() holds, sorted.
    virtual std::vector<TokenId> end_of_generation_ids() const = 0;
    // The vocabulary's flags: encode(add_special) adds BOS / EOS when these are set;
    // add_space_prefix is SentencePiece's leading space that decode() removes again.
    virtual bool add_bos() const = 0;
    virtual bool add_eos() const = 0;
    virtual bool add_space_prefix() const = 0;
    // The id of the vocabulary entry with exactly this text (any token type,
    // e.g. "<|im_start|>" for a chat template), -1 when there is none.
    virtual TokenId find_token(std::string_view text) const = 0;
    // tokenizer.ggml.model ("llama", "gpt2") and tokenizer.ggml.pre ("" when absent).
    virtual std::string_view model_name() const = 0;
    virtual std::string_view pre_name() const = 0;
    // A problem the vocabulary has that did not stop loading (an unknown
    // pre-tokenizer replaced by the default one); empty when none. Apps show it.
    virtual const std::string& warning() const = 0;
};

// Turns a stream of tokens into text without ever splitting a UTF-8 character:
// bytes of an incomplete character are held until the character is complete.
class StreamingDecoder {
public:
    // `starts_text`: the first token begins a text, so SentencePiece's leading
    // space (the one encode() added) is dropped from it, as decode() does.
    explicit StreamingDecoder(const Tokenizer& tokenizer, bool starts_text = true)
        : tokenizer_(tokenizer), first_(starts_text) {}
    // Returns the complete UTF-8 text now available (possibly empty).
    std::string push(TokenId id);
    // Returns whatever is held back, replacing an incomplete tail with U+FFFD.
    // Bytes that can never form a character are replaced by U+FFFD as they come,
    // so everything returned is valid UTF-8.
    std::string flush();

private:
    const Tokenizer& tokenizer_;
    std::string pending_;
    bool first_ = true;
};

}  // namespace synsema
