// Loading tokenizer.ggml.* from a GGUF file. See vocab.h.
#include "engine/tokenizer/vocab.h"

#include <algorithm>
#include <cstdint>
#include <optional>

#include "engine/gguf/gguf_file.h"
#include "engine/util/error.h"

namespace synsema {
namespace {

constexpr std::string_view kTokensKey = "tokenizer.ggml.tokens";
constexpr std::string_view kScoresKey = "tokenizer.ggml.scores";
constexpr std::string_view kTypesKey = "tokenizer.ggml.token_type";

// Texts of end-of-turn tokens that chat models emit; a token with one of these
// texts ends generation even when the file does not list it (as llama.cpp does).
constexpr std::string_view kEndOfGenerationTexts[] = {
    "<|eot_id|>", "<|im_end|>", "<|end|>", "<end_of_turn>", "<|endoftext|>", "<|eom_id|>",
    "<EOT>", "_<EOT>", "<|end_of_text|>", "<｜end▁of▁sentence｜>", "<end_of_utterance>",
};

void load_tokens(const gguf::GgufFile& file, Vocab& v) {
    const gguf::Value* tokens = file.get_array(kTokensKey, gguf::ValueType::String);
    if (!tokens) vocab_error(v, kTokensKey, "missing (the file has no vocabulary)");
    if (tokens->strings.empty()) vocab_error(v, kTokensKey, "empty vocabulary");
    if (tokens->strings.size() > static_cast<size_t>(INT32_MAX))
        vocab_error(v, kTokensKey, "too many tokens (" + std::to_string(tokens->strings.size()) + ")");
    v.texts.reserve(tokens->strings.size());
    for (std::string_view s : tokens->strings) v.texts.emplace_back(s);
}

void load_scores(const gguf::GgufFile& file, Vocab& v) {
    v.scores.assign(v.size(), 0.0f);
    const std::optional<std::vector<double>> scores = file.get_number_array(kScoresKey);
    if (!scores) return;
    if (scores->size() != v.size())
        vocab_error(v, kScoresKey, std::to_string(scores->size()) + " scores for " + std::to_string(v.size()) + " tokens");
    for (size_t i = 0; i < v.size(); ++i) v.scores[i] = static_cast<float>((*scores)[i]);
}

void load_types(const gguf::GgufFile& file, Vocab& v) {
    v.types.assign(v.size(), TokenType::Normal);
    const std::optional<std::vector<double>> types = file.get_number_array(kTypesKey);
    if (!types) return;
    if (types->size() != v.size())
        vocab_error(v, kTypesKey, std::to_string(types->size()) + " types for " + std::to_string(v.size()) + " tokens");
    for (size_t i = 0; i < v.size(); ++i) {
        const double t = (*types)[i];
        if (!(t >= 0 && t <= static_cast<double>(TokenType::Byte)) || t != static_cast<int>(t))
            vocab_error(v, kTypesKey, "token " + std::to_string(i) + " has unknown type " + std::to_string(t));
        v.types[i] = static_cast<TokenType>(static_cast<int>(t));
    }
}

// A special id key: absent or negative leaves `fallback`; out of range is an error.
TokenId read_special_id(const gguf::GgufFile& file, Vocab& v, std::string_view key, TokenId fallback) {
    const std::optional<int64_t> id = file.get_int(key);
    if (!id) return v.valid(fallback) ? fallback : -1;
    // llama.cpp writes "no such token" as -1 or as uint32 0xFFFFFFFF.
    if (*id < 0 || *id == 0xFFFFFFFFll) return -1;
    if (*id >= static_cast<int64_t>(v.size()))
        vocab_error(v, key, "id " + std::to_string(*id) + " is outside the vocabulary of " + std::to_string(v.size()));
    return static_cast<TokenId>(*id);
}

// "<0x41>" -> 0x41, or -1 when the text is not a byte token's text.
int parse_byte_token(std::string_view text) {
    if (text.size() != 6 || text.substr(0, 3) != "<0x" || text[5] != '>') return -1;
    unsigned value = 0;
    for (char c : text.substr(3, 2)) {
        value <<= 4;
        if (c >= '0' && c <= '9') value |= static_cast<unsigned>(c - '0');
        else if (c >= 'A' && c <= 'F') value |= static_cast<unsigned>(c - 'A' + 10);
        else if (c >= 'a' && c <= 'f') value |= static_cast<unsigned>(c - 'a' + 10);
        else return -1;
    }
    return static_cast<int>(value);
}

uint64_t hash_text(std::string_view text) {
    // FNV-1a, 64-bit: short token texts, no need for anything stronger.
    uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ull;
    return h;
}

// "<think>", "</s>", "<|fim_prefix|>", "[PAD151669]": text shaped like markup.
bool looks_like_markup(std::string_view text) {
    if (text.size() < 3) return false;
    return (text.front() == '<' && text.back() == '>') || (text.front() == '[' && text.back() == ']');
}

// Which tokens ordinary text may turn into: Normal ones, and user-defined ones
// (added words, whitespace runs) unless they end generation or look like
// markup. Control, unknown, unused and byte tokens never.
void mark_plain(Vocab& v) {
    v.plain.assign(v.size(), 0);
    for (size_t i = 0; i < v.size(); ++i) {
        const TokenType type = v.types[i];
        const bool eog = std::binary_search(v.end_of_generation.begin(), v.end_of_generation.end(),
                                            static_cast<TokenId>(i));
        if (type == TokenType::Normal || type == TokenType::Undefined)
            v.plain[i] = 1;
        else if (type == TokenType::UserDefined)
            v.plain[i] = !eog && !looks_like_markup(v.texts[i]);
    }
}

void index_texts(Vocab& v) {
    size_t slots = 16;
    while (slots * 3 < v.size() * 4) slots *= 2;  // load <= 3/4
    v.index.assign(slots, {});
    v.byte_to_id.fill(-1);
    for (size_t i = 0; i < v.size(); ++i) {
        const auto id = static_cast<TokenId>(i);
        const std::string_view text = v.texts[i];
        if (v.types[i] == TokenType::Byte) {
            const int byte = parse_byte_token(text);
            if (byte >= 0 && v.byte_to_id[byte] < 0) v.byte_to_id[byte] = id;
            continue;
        }
        if (!v.plain[i] || text.empty()) continue;
        v.add_to_index(id);
        v.max_token_bytes = std::max(v.max_token_bytes, text.size());
    }
}

void collect_end_of_generation(Vocab& v) {
    for (TokenId id : {v.eos, v.eot, v.eom})
        if (id >= 0) v.end_of_generation.push_back(id);
    for (size_t i = 0; i < v.size(); ++i) {
        if (v.types[i] != TokenType::Control && v.types[i] != TokenType::UserDefined) continue;
        for (std::string_view name : kEndOfGenerationTexts)
            if (v.texts[i] == name) v.end_of_generation.push_back(static_cast<TokenId>(i));
    }
    std::sort(v.end_of_generation.begin(), v.end_of_generation.end());
    v.end_of_generation.erase(std::unique(v.end_of_generation.begin(), v.end_of_generation.end()),
                              v.end_of_generation.end());
}

}  // namespace

TokenId Vocab::find(std::string_view text) const {
    if (index.empty()) return -1;
    const uint64_t h = hash_text(text);
    const size_t mask = index.size() - 1;
    const auto tag = static_cast<uint32_t>(h >> 32);
    for (size_t slot = h & mask;; slot = (slot + 1) & mask) {
        const IndexSlot& s = index[slot];
        if (s.id < 0) return -1;
        if (s.hash == tag && texts[static_cast<size_t>(s.id)] == text) return s.id;
    }
}

void Vocab::add_to_index(TokenId id) {
    const std::string_view text = texts[static_cast<size_t>(id)];
    const uint64_t h = hash_text(text);
    const size_t mask = index.size() - 1;
    const auto tag = static_cast<uint32_t>(h >> 32);
    for (size_t slot = h & mask;; slot = (slot + 1) & mask) {
        IndexSlot& s = index[slot];
        // A later duplicate replaces the earlier one, as in llama.cpp.
        if (s.id < 0 || (s.hash == tag && texts[static_cast<size_t>(s.id)] == text)) {
            s = {tag, id};
            return;
        }
    }
}

void vocab_error(const Vocab& vocab, std::string_view key, const std::string& detail) {
    throw Error(ErrorKind::Tokenizer, vocab.path + ": " + std::string(key) + ": " + detail);
}

Vocab load_vocab(const gguf::GgufFile& file) {
    Vocab v;
    v.path = file.path();
    const std::optional<std::string_view> model = file.get_string("tokenizer.ggml.model");
    if (!model) vocab_error(v, "tokenizer.ggml.model", "missing (the file has no tokenizer)");
    v.model = std::string(*model);
    v.pre = std::string(file.get_string("tokenizer.ggml.pre").value_or(""));

    load_tokens(file, v);
    load_scores(file, v);
    load_types(file, v);

    // SentencePiece defaults: BOS 1, EOS 2, UNK 0, BOS added, space prefix on.
    // Byte-level BPE has no defaults; Llama 3 style vocabularies add BOS.
    const bool spm = v.model == "llama";
    const bool llama3 = v.pre == "llama3" || v.pre == "llama-v3" || v.pre == "llama-bpe";
    v.bos = read_special_id(file, v, "tokenizer.ggml.bos_token_id", spm ? 1 : -1);
    v.eos = read_special_id(file, v, "tokenizer.ggml.eos_token_id", spm ? 2 : -1);
    v.unk = read_special_id(file, v, "tokenizer.ggml.unknown_token_id", spm ? 0 : -1);
    v.eot = read_special_id(file, v, "tokenizer.ggml.eot_token_id", -1);
    v.eom = read_special_id(file, v, "tokenizer.ggml.eom_token_id", -1);
    v.pad = read_special_id(file, v, "tokenizer.ggml.padding_token_id", -1);
    v.add_bos = file.get_bool("tokenizer.ggml.add_bos_token").value_or(spm || llama3);
    v.add_eos = file.get_bool("tokenizer.ggml.add_eos_token").value_or(false);
    v.add_space_prefix = spm && file.get_bool("tokenizer.ggml.add_space_prefix").value_or(true);
    if (v.add_bos && v.bos < 0) v.add_bos = false;
    if (v.add_eos && v.eos < 0) v.add_eos = false;

    collect_end_of_generation(v);
    mark_plain(v);
    index_texts(v);
    return v;
}

}  // namespace synsema
