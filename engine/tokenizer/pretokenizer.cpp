// Regex pre-tokenization with PCRE2. See pretokenizer.h.
#define PCRE2_CODE_UNIT_WIDTH 8
#include "engine/tokenizer/pretokenizer.h"

#include <pcre2.h>

#include <utility>

#include "engine/util/error.h"

namespace synsema {
namespace {

// The patterns, as llama.cpp's llm_tokenizer_bpe lists them per pre-tokenizer
// type. Case-insensitive contractions are spelled out ('[sS]) because (?i)
// would also fold characters such as U+017F into "s".
const std::string kGpt2 = R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S))";
const std::string kLlama3 =
    R"((?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)";
const std::string kQwen2 =
    R"((?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)";
const std::string kCjk = "[一-龥ࠀ-一가-퟿]+";
// Greek extended and letterlike code points that Unicode normalization
// (NFC) maps to other characters are written as \x{...}: an editor that
// normalizes this file once turned U+1F7D into U+03CE and made "Ὗ-ώ" a
// reversed range, so the whole pattern failed to compile (found by fuzzing).
const std::string kDeepseekLetters =
    "\\s?[A-Za-zµÀ-ÖØ-öø-ƺƼ-ƿǄ-ʓʕ-ʯͰ-ͳͶͷͻ-ͽͿΆΈ-ΊΌΎ-ΡΣ-ϵϷ-ҁҊ-ԯԱ-ՖႠ-ჅᎠ-Ᏽᏸ-ᏽᲐ-ᲺᲽ-Ჿᴀ-ᴫᵫ-ᵷᵹ-ᶚḀ-ἕἘ-Ἕἠ-ὅὈ-Ὅὐ-"
    "ὗὙὛὝὟ-\\x{1F7D}ᾀ-ᾴᾶ-ᾼ\\x{1FBE}ῂ-ῄῆ-ῌῐ-\\x{1FD3}ῖ-\\x{1FDB}ῠ-Ῥῲ-ῴῶ-ῼℂℇℊ-ℓℕℙ-ℝℤ\\x{2126}ℨ\\x{212A}-ℭℯ-ℴℹℼ-ℿⅅ-ⅉⅎↃↄⰀ-ⱻⱾ-ⳤⳫ-ⳮⳲⳳꙀ-ꙭꚀ-ꚛꜢ-ꝯꝱ-ꞇꞋ-ꞎꭰ-ꮿﬀ-ﬆﬓ-"
    "ﬗＡ-Ｚａ-ｚ𐐀-𐑏𐒰-𐓓𐓘-𐓻𐲀-𐲲𐳀-𐳲𑢠-𑣟𞤀-𞥃]+";
const std::string kPoro = R"( ?[^(\s|.,!?…。，、।۔،)]+)";

struct NamedSpec {
    std::vector<std::string_view> names;
    PreTokenizerSpec spec;
};

const std::vector<NamedSpec>& known_specs() {
    static const std::vector<NamedSpec> specs = {
        {{"default"}, {{R"([\p{P}\$\+<=>\^~\|]+)", kGpt2, R"(\p{N}+)", "[0-9][0-9][0-9]"}}},
        {{"gpt-2", "phi-2", "mpt", "olmo", "jais", "roberta-bpe", "jina-es", "jina-de", "jina-v1-en",
          "jina-v2-es", "jina-v2-de", "jina-v2-code", "gigachat", "trillion"},
         {{kGpt2}}},
        {{"llama3", "llama-v3", "llama-bpe", "falcon3"}, {{kLlama3}, true}},
        {{"dbrx", "smaug-bpe", "chatglm-bpe"}, {{kLlama3}}},
        {{"qwen2", "deepseek-r1-qwen"}, {{kQwen2}, false, true}},
        {{"stablelm2", "hunyuan"}, {{kQwen2}}},
        {{"smollm", "starcoder", "refact", "command-r", "codeshell", "exaone", "minerva-7b"},
         {{R"(\p{N})", kGpt2}}},
        {{"falcon"}, {{R"([\p{P}\$\+<=>\^~\|`]+)", kGpt2, "[0-9][0-9][0-9]"}}},
        {{"deepseek-llm"},
         {{"[\r\n]", kDeepseekLetters, "\\s?[!-/:-~！-／：-～‘-‟　-。]+", "\\s+$", kCjk, R"(\p{N}+)"}}},
        {{"deepseek-coder"}, {{"[\r\n]", R"(\s?\p{L}+)", R"(\s?\p{P}+)", kCjk, R"(\p{N})"}}},
        {{"deepseek-v3"},
         {{R"(\p{N}{1,3})", "[一-龥぀-ゟ゠-ヿ]+",
           R"re([!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~][A-Za-z]+|[^\r\n\p{L}\p{P}\p{S}]?[\p{L}\p{M}]+| ?[\p{P}\p{S}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)re"}}},
        {{"poro-chat", "bloom", "gpt3-finnish"}, {{kPoro}}},
        {{"viking"}, {{kPoro, R"(\p{N})"}}},
        // Tekken and GPT-4o: the tokenizer.json patterns as they are (PCRE2 has \p{Lu} etc.).
        {{"tekken"},
         {{R"([^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+)"}}},
        {{"gpt-4o"},
         {{R"([^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+)"}}},
    };
    return specs;
}

}  // namespace

PreTokenizerSpec pre_tokenizer_spec(std::string_view pre) {
    const auto& specs = known_specs();
    if (pre.empty()) return specs.front().spec;
    for (const NamedSpec& named : specs)
        for (std::string_view name : named.names)
            if (name == pre) return named.spec;
    PreTokenizerSpec fallback = specs.front().spec;
    fallback.known = false;
    return fallback;
}

// A compiled pattern; the JIT version is used when PCRE2 could build it.
struct PreTokenizer::Pattern {
    pcre2_code* code = nullptr;
    ~Pattern() { pcre2_code_free(code); }
};

PreTokenizer::PreTokenizer(const PreTokenizerSpec& spec) {
    for (const std::string& source : spec.patterns) {
        int error = 0;
        PCRE2_SIZE error_offset = 0;
        auto pattern = std::make_unique<Pattern>();
        pattern->code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(source.data()), source.size(),
                                      PCRE2_UTF | PCRE2_UCP, &error, &error_offset, nullptr);
        if (!pattern->code) {
            PCRE2_UCHAR message[256];
            pcre2_get_error_message(error, message, sizeof message);
            throw Error(ErrorKind::Tokenizer, "pre-tokenizer pattern does not compile at offset " +
                                                  std::to_string(error_offset) + ": " +
                                                  reinterpret_cast<const char*>(message));
        }
        // JIT is an optimisation only: on failure the interpreter is used.
        (void)pcre2_jit_compile(pattern->code, PCRE2_JIT_COMPLETE);
        patterns_.push_back(std::move(pattern));
    }
}

PreTokenizer::~PreTokenizer() = default;

std::vector<std::string_view> PreTokenizer::split(std::string_view text) const {
    std::vector<std::string_view> pieces{text};
    if (text.empty()) pieces.clear();
    for (const auto& pattern : patterns_) {
        std::vector<std::string_view> next;
        next.reserve(pieces.size() * 2);
        for (std::string_view piece : pieces) split_with(*pattern, piece, next);
        pieces = std::move(next);
    }
    return pieces;
}

void PreTokenizer::split_with(const Pattern& pattern, std::string_view piece,
                              std::vector<std::string_view>& out) const {
    std::unique_ptr<pcre2_match_data, decltype(&pcre2_match_data_free)> match(
        pcre2_match_data_create_from_pattern(pattern.code, nullptr), &pcre2_match_data_free);
    if (!match) throw Error(ErrorKind::Limit, "pre-tokenizer: out of memory");
    const auto* subject = reinterpret_cast<PCRE2_SPTR>(piece.data());
    size_t gap_start = 0;  // start of the text not yet covered by a match
    size_t offset = 0;
    while (offset < piece.size()) {
        // The input was validated once up front; skipping PCRE2's own check
        // keeps each call O(match) instead of O(rest of the text).
        int rc = pcre2_match(pattern.code, subject, piece.size(), offset, PCRE2_NO_UTF_CHECK, match.get(), nullptr);
        if (rc == PCRE2_ERROR_JIT_STACKLIMIT)
            rc = pcre2_match(pattern.code, subject, piece.size(), offset, PCRE2_NO_UTF_CHECK | PCRE2_NO_JIT,
                             match.get(), nullptr);
        if (rc == PCRE2_ERROR_NOMATCH) break;
        if (rc < 0) {
            PCRE2_UCHAR message[256];
            pcre2_get_error_message(rc, message, sizeof message);
            throw Error(ErrorKind::Tokenizer, std::string("pre-tokenizer: regex match failed: ") +
                                                  reinterpret_cast<const char*>(message));
        }
        const PCRE2_SIZE* span = pcre2_get_ovector_pointer(match.get());
        const size_t start = span[0];
        const size_t end = span[1];
        if (end <= start) {
            // An empty match splits nothing; step over one character.
            offset = start + 1;
            while (offset < piece.size() && (static_cast<uint8_t>(piece[offset]) & 0xC0) == 0x80) ++offset;
            continue;
        }
        // The gap before the match and the match itself become words.
        if (start > gap_start) out.push_back(piece.substr(gap_start, start - gap_start));
        out.push_back(piece.substr(start, end - start));
        gap_start = offset = end;
    }
    if (gap_start < piece.size()) out.push_back(piece.substr(gap_start));
}

}  // namespace synsema
