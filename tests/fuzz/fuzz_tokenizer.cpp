// Tokenizers: byte 0 of the input picks one, the rest is the text. Each is
// encoded (plain, and with special-token parsing as a chat template would),
// decoded whole and streamed. The vocabularies are the shared llama.cpp test
// vocabularies: SentencePiece (llama, phi-3), and byte-level BPE with every
// pre-tokenizer the engine knows (the gpt-2 vocabulary relabelled for each,
// plus the real qwen2 one).
#include <cstring>
#include <memory>
#include <stdexcept>
#include <vector>

#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_writer.h"
#include "engine/tokenizer/tokenizer.h"
#include "engine/tokenizer/utf8.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

namespace {

// One name from each pre-tokenizer family in engine/tokenizer/pretokenizer.cpp.
constexpr const char* kPreTokenizers[] = {
    "default", "gpt-2", "llama3", "dbrx", "stablelm2", "smollm", "falcon", "deepseek-llm",
    "deepseek-coder", "deepseek-v3", "poro-chat", "viking", "tekken", "gpt-4o", "no-such-pre",
};

// The gpt-2 vocabulary under another tokenizer.ggml.pre.
std::unique_ptr<Tokenizer> relabelled_bpe(const gguf::GgufFile& gpt2, const std::string& pre) {
    gguf::GgufWriter w;
    for (const auto& kv : gpt2.metadata()) {
        if (kv.key == "tokenizer.ggml.tokens" || kv.key == "tokenizer.ggml.merges")
            w.set_array_strings(kv.key, std::vector<std::string>(kv.value.strings.begin(), kv.value.strings.end()));
        if (kv.key == "tokenizer.ggml.token_type") {
            std::vector<int32_t> types;
            for (uint64_t i = 0; i < kv.value.array_size; ++i)
                types.push_back(int32_t(gguf::array_number(kv.value, i).value_or(1)));
            w.set_array_i32(kv.key, types);
        }
        if (kv.key == "tokenizer.ggml.bos_token_id" || kv.key == "tokenizer.ggml.eos_token_id")
            w.set_u32(kv.key, uint32_t(kv.value.u));
    }
    w.set_string("tokenizer.ggml.model", "gpt2");
    w.set_string("tokenizer.ggml.pre", pre);
    static std::vector<std::unique_ptr<std::vector<uint8_t>>> images;  // the files must outlive the parse
    images.push_back(std::make_unique<std::vector<uint8_t>>(w.to_bytes()));
    const auto file = gguf::GgufFile::from_memory("gpt2-" + pre + ".gguf", *images.back());
    return Tokenizer::from_gguf(*file);
}

std::unique_ptr<Tokenizer> from_shared(const std::string& name) {
    const auto file = gguf::GgufFile::open(required_data("vocab/" + name));
    return Tokenizer::from_gguf(*file);
}

const std::vector<std::unique_ptr<Tokenizer>>& tokenizers() {
    static const auto all = [] {
        std::vector<std::unique_ptr<Tokenizer>> out;
        out.push_back(from_shared("ggml-vocab-llama-spm.gguf"));
        out.push_back(from_shared("ggml-vocab-phi-3.gguf"));
        out.push_back(from_shared("ggml-vocab-qwen2.gguf"));
        const auto gpt2 = gguf::GgufFile::open(required_data("vocab/ggml-vocab-gpt-2.gguf"));
        for (const char* pre : kPreTokenizers) out.push_back(relabelled_bpe(*gpt2, pre));
        return out;
    }();
    return all;
}

void exercise(const Tokenizer& tok, std::string_view text) {
    const bool valid = utf8::first_invalid_byte(text) == utf8::kValid;
    for (const bool parse_special : {false, true}) {
        std::vector<TokenId> ids;
        try {
            ids = tok.encode(text, {parse_special, parse_special});
        } catch (const Error& e) {
            if (valid && e.kind() == ErrorKind::Tokenizer) throw std::logic_error("valid UTF-8 refused: " + std::string(e.what()));
            continue;
        }
        for (TokenId id : ids)
            if (id < 0 || size_t(id) >= tok.vocab_size()) throw std::logic_error("encode returned an id outside the vocabulary");
        (void)tok.decode(ids, parse_special);
        StreamingDecoder stream(tok);
        std::string streamed;
        for (TokenId id : ids) streamed += stream.push(id);
        streamed += stream.flush();
        if (utf8::first_invalid_byte(streamed) != utf8::kValid) throw std::logic_error("streamed text is not UTF-8");
    }
    // Arbitrary ids, including invalid ones, through decode: must not read outside the vocabulary.
    std::vector<TokenId> raw;
    for (size_t i = 0; i + 4 <= text.size() && raw.size() < 64; i += 4) {
        int32_t id;
        std::memcpy(&id, text.data() + i, 4);
        if (id >= 0 && size_t(id) < tok.vocab_size()) raw.push_back(id);
    }
    (void)tok.decode(raw, true);
}

}  // namespace

int tokenizer(const uint8_t* data, size_t size) {
    const auto& all = tokenizers();
    if (size == 0) return 0;
    const Tokenizer& tok = *all[data[0] % all.size()];
    return refusing_is_fine([&] { exercise(tok, as_text(data + 1, size - 1)); });
}

}  // namespace synsema::fuzz
