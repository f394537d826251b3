// Tokenizer factory and the streaming decoder. See tokenizer.h.
#include "engine/tokenizer/tokenizer.h"

#include "engine/gguf/gguf_file.h"
#include "engine/tokenizer/bpe_tokenizer.h"
#include "engine/tokenizer/spm_tokenizer.h"
#include "engine/tokenizer/utf8.h"
#include "engine/tokenizer/vocab.h"
#include "engine/util/error.h"

namespace synsema {

std::unique_ptr<Tokenizer> Tokenizer::from_gguf(const gguf::GgufFile& file) {
    Vocab vocab = load_vocab(file);
    if (vocab.model == "llama") return std::make_unique<SpmTokenizer>(std::move(vocab));
    if (vocab.model == "gpt2") return std::make_unique<BpeTokenizer>(std::move(vocab), file);
    throw Error(ErrorKind::Unsupported, file.path() + ": tokenizer.ggml.model: tokenizer '" + vocab.model +
                                            "' is not supported (supported: llama, gpt2)");
}

std::string StreamingDecoder::push(TokenId id) {
    std::string piece = tokenizer_.token_to_piece(id);
    if (piece.empty()) return {};
    // The first text of a stream loses SentencePiece's added space, as in decode().
    if (first_ && tokenizer_.add_space_prefix() && piece[0] == ' ') piece.erase(0, 1);
    first_ = false;
    pending_ += piece;

    // Emit every complete character; keep a tail that more bytes may complete.
    const size_t ready = utf8::complete_prefix(pending_);
    std::string out = utf8::sanitize(std::string_view(pending_).substr(0, ready));
    pending_.erase(0, ready);
    return out;
}

std::string StreamingDecoder::flush() {
    std::string out = utf8::sanitize(pending_);
    pending_.clear();
    return out;
}

}  // namespace synsema
