// Well-known GGUF metadata key names (as written by llama.cpp's converters).
// General and tokenizer keys are plain constants; per-architecture keys are a
// table of templates in which "{arch}" stands for general.architecture.
#pragma once
#include <array>
#include <string>
#include <string_view>

namespace synsema::gguf::keys {

// --- general
inline constexpr std::string_view kArchitecture = "general.architecture";
inline constexpr std::string_view kName = "general.name";
inline constexpr std::string_view kAlignment = "general.alignment";
inline constexpr std::string_view kFileType = "general.file_type";
inline constexpr std::string_view kQuantizationVersion = "general.quantization_version";

// --- tokenizer
inline constexpr std::string_view kTokenizerModel = "tokenizer.ggml.model";
inline constexpr std::string_view kTokenizerPre = "tokenizer.ggml.pre";
inline constexpr std::string_view kTokens = "tokenizer.ggml.tokens";
inline constexpr std::string_view kScores = "tokenizer.ggml.scores";
inline constexpr std::string_view kTokenType = "tokenizer.ggml.token_type";
inline constexpr std::string_view kMerges = "tokenizer.ggml.merges";
inline constexpr std::string_view kBosId = "tokenizer.ggml.bos_token_id";
inline constexpr std::string_view kEosId = "tokenizer.ggml.eos_token_id";
inline constexpr std::string_view kUnknownId = "tokenizer.ggml.unknown_token_id";
inline constexpr std::string_view kPaddingId = "tokenizer.ggml.padding_token_id";
inline constexpr std::string_view kAddBos = "tokenizer.ggml.add_bos_token";
inline constexpr std::string_view kAddEos = "tokenizer.ggml.add_eos_token";
inline constexpr std::string_view kChatTemplate = "tokenizer.chat_template";

// --- per architecture
enum class ArchKey {
    ContextLength, EmbeddingLength, BlockCount, FeedForwardLength, VocabSize,
    HeadCount, HeadCountKv, KeyLength, ValueLength, LayerNormRmsEps, SlidingWindow,
    AttnLogitSoftcap, FinalLogitSoftcap,
    RopeDimensionCount, RopeFreqBase, RopeScalingType, RopeScalingFactor, RopeOrigContextLength,
    Count
};

struct ArchKeyName {
    ArchKey key;
    std::string_view pattern;
};

inline constexpr std::array<ArchKeyName, size_t(ArchKey::Count)> kArchKeys = {{
    {ArchKey::ContextLength, "{arch}.context_length"},
    {ArchKey::EmbeddingLength, "{arch}.embedding_length"},
    {ArchKey::BlockCount, "{arch}.block_count"},
    {ArchKey::FeedForwardLength, "{arch}.feed_forward_length"},
    {ArchKey::VocabSize, "{arch}.vocab_size"},
    {ArchKey::HeadCount, "{arch}.attention.head_count"},
    {ArchKey::HeadCountKv, "{arch}.attention.head_count_kv"},
    {ArchKey::KeyLength, "{arch}.attention.key_length"},
    {ArchKey::ValueLength, "{arch}.attention.value_length"},
    {ArchKey::LayerNormRmsEps, "{arch}.attention.layer_norm_rms_epsilon"},
    {ArchKey::SlidingWindow, "{arch}.attention.sliding_window"},
    {ArchKey::AttnLogitSoftcap, "{arch}.attn_logit_softcapping"},
    {ArchKey::FinalLogitSoftcap, "{arch}.final_logit_softcapping"},
    {ArchKey::RopeDimensionCount, "{arch}.rope.dimension_count"},
    {ArchKey::RopeFreqBase, "{arch}.rope.freq_base"},
    {ArchKey::RopeScalingType, "{arch}.rope.scaling.type"},
    {ArchKey::RopeScalingFactor, "{arch}.rope.scaling.factor"},
    {ArchKey::RopeOrigContextLength, "{arch}.rope.scaling.original_context_length"},
}};

// The key for one architecture, e.g. arch_key(ArchKey::BlockCount, "llama") == "llama.block_count".
inline std::string arch_key(ArchKey k, std::string_view arch) {
    const std::string_view pattern = kArchKeys[size_t(k)].pattern;
    constexpr std::string_view placeholder = "{arch}";
    return std::string(arch) + std::string(pattern.substr(placeholder.size()));
}

// The table is indexed by ArchKey: its order must match the enum.
constexpr bool arch_keys_in_order() {
    for (size_t i = 0; i < kArchKeys.size(); ++i)
        if (size_t(kArchKeys[i].key) != i || !kArchKeys[i].pattern.starts_with("{arch}.")) return false;
    return true;
}
static_assert(arch_keys_in_order(), "kArchKeys must list every ArchKey in enum order");

}  // namespace synsema::gguf::keys
