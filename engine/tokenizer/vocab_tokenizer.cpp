// Shared encode/decode frame of the vocabulary-based tokenizers. See vocab_tokenizer.h.
#include "engine/tokenizer/vocab_tokenizer.h"

#include <algorithm>

#include "engine/tokenizer/utf8.h"
#include "engine/util/error.h"

namespace synsema {
namespace {

constexpr size_t kMaxInputBytes = size_t{1} << 30;  // 1 GiB

}  // namespace

VocabTokenizer::VocabTokenizer(Vocab vocab) : vocab_(std::move(vocab)), special_(vocab_) {}

std::vector<TokenId> VocabTokenizer::encode(std::string_view text, const EncodeOptions& options) const {
    // Symbol indices are 32-bit; far above any context window anyway.
    if (text.size() > kMaxInputBytes)
        throw Error(ErrorKind::Limit, "the input is " + std::to_string(text.size()) + " bytes; at most " +
                                          std::to_string(kMaxInputBytes) + " can be tokenized at once");
    // Reject ill-formed input first: every later step relies on valid UTF-8.
    utf8::require_valid(text);

    std::vector<TokenId> out;
    out.reserve(text.size() / 3 + 4);
    if (options.add_special && vocab_.add_bos) out.push_back(vocab_.bos);

    // Special tokens are emitted as they are; plain text goes to the subclass.
    bool after_special = true;
    for (const Fragment& fragment : special_.split(text, options.parse_special)) {
        if (fragment.token >= 0) {
            out.push_back(fragment.token);
            after_special = true;
        } else {
            encode_plain(fragment.text, after_special, out);
            after_special = false;
        }
    }

    if (options.add_special && vocab_.add_eos) out.push_back(vocab_.eos);
    return out;
}

std::string VocabTokenizer::token_to_piece(TokenId id, bool render_special) const {
    if (!vocab_.valid(id)) return {};
    const auto index = static_cast<size_t>(id);
    switch (vocab_.types[index]) {
        case TokenType::Normal:
        case TokenType::Undefined:
            return plain_piece(id);
        case TokenType::UserDefined:
            return vocab_.texts[index];
        case TokenType::Byte: {
            const auto it = std::find(vocab_.byte_to_id.begin(), vocab_.byte_to_id.end(), id);
            if (it == vocab_.byte_to_id.end()) return vocab_.texts[index];
            return std::string(1, static_cast<char>(it - vocab_.byte_to_id.begin()));
        }
        case TokenType::Control:
        case TokenType::Unknown:
            return render_special ? vocab_.texts[index] : std::string();
        case TokenType::Unused:
            return {};
    }
    return {};
}

std::string VocabTokenizer::decode(std::span<const TokenId> ids, bool render_special) const {
    std::string out;
    // SentencePiece's space prefix: drop one leading space from the first token
    // that renders any text (a leading BOS renders nothing).
    bool strip_space = vocab_.add_space_prefix;
    for (TokenId id : ids) {
        std::string piece = token_to_piece(id, render_special);
        if (piece.empty()) continue;
        if (strip_space && piece[0] == ' ') piece.erase(0, 1);
        strip_space = false;
        out += piece;
    }
    return out;
}

std::string_view VocabTokenizer::token_text(TokenId id) const {
    return vocab_.valid(id) ? std::string_view(vocab_.texts[static_cast<size_t>(id)]) : std::string_view();
}

TokenType VocabTokenizer::token_type(TokenId id) const {
    return vocab_.valid(id) ? vocab_.types[static_cast<size_t>(id)] : TokenType::Undefined;
}

bool VocabTokenizer::is_end_of_generation(TokenId id) const {
    return std::binary_search(vocab_.end_of_generation.begin(), vocab_.end_of_generation.end(), id);
}

TokenId VocabTokenizer::find_token(std::string_view text) const {
    const TokenId id = vocab_.find(text);
    if (id >= 0) return id;
    // Special tokens are not in the encoding index; this lookup is rare.
    for (size_t i = 0; i < vocab_.size(); ++i)
        if (vocab_.texts[i] == text) return static_cast<TokenId>(i);
    return -1;
}

}  // namespace synsema
