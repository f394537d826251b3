#include "model_presets.h"

namespace synsema::model {

using kernels::DType;

std::optional<ModelSpec> model_preset(const std::string& like) {
    ModelSpec s;
    s.arch = "qwen2";
    s.qkv_bias = true;
    s.tied_embeddings = true;
    s.n_vocab = 151936;
    s.n_ctx_train = 32768;
    s.rope_base = 1000000.0;
    s.name = like + " (synsema random weights)";
    if (like == "qwen2.5-0.5b") {
        s.n_layer = 24, s.n_embd = 896, s.n_ff = 4864, s.n_head = 14, s.n_head_kv = 2;
    } else if (like == "qwen2.5-1.5b") {
        s.n_layer = 28, s.n_embd = 1536, s.n_ff = 8960, s.n_head = 12, s.n_head_kv = 2;
    } else if (like == "qwen2.5-3b") {
        s.n_layer = 36, s.n_embd = 2048, s.n_ff = 11008, s.n_head = 16, s.n_head_kv = 2;
    } else if (like == "qwen2.5-7b") {
        // The 7B has its own output matrix (not tied) and a padded vocabulary.
        s.tied_embeddings = false;
        s.n_vocab = 152064;
        s.n_layer = 28, s.n_embd = 3584, s.n_ff = 18944, s.n_head = 28, s.n_head_kv = 4;
    } else if (like == "llama-3.2-1b" || like == "llama-3.1-8b") {
        s.arch = "llama";
        s.qkv_bias = false;
        s.n_vocab = 128256;
        s.n_ctx_train = 131072;
        s.rope_base = 500000.0;
        if (like == "llama-3.2-1b") {
            s.n_layer = 16, s.n_embd = 2048, s.n_ff = 8192, s.n_head = 32, s.n_head_kv = 8;
        } else {  // 8B: separate output matrix; its "llama3" RoPE scaling does not change the cost
            s.tied_embeddings = false;
            s.n_layer = 32, s.n_embd = 4096, s.n_ff = 14336, s.n_head = 32, s.n_head_kv = 8;
        }
    } else {
        return std::nullopt;
    }
    return s;
}

std::vector<std::string> model_preset_names() {
    return {"qwen2.5-0.5b", "qwen2.5-1.5b", "qwen2.5-3b", "qwen2.5-7b", "llama-3.2-1b", "llama-3.1-8b"};
}

DType q4_k_m_type(const std::string& tensor, int64_t layer, int64_t n_layer, bool tied_embeddings) {
    // llama.cpp's use_more_bits: the first and last eighth of the layers and
    // every third layer in between get the larger type.
    const bool more_bits = layer < n_layer / 8 || layer >= 7 * n_layer / 8 || (layer - n_layer / 8) % 3 == 2;
    // The output matrix gets Q6_K; so does the embedding table when it is the
    // output too (tied). An embedding table of its own keeps the base type.
    if (tensor == "output.weight" || (tensor == "token_embd.weight" && tied_embeddings)) return DType::Q6_K;
    if (tensor.find("attn_v.weight") != std::string::npos || tensor.find("ffn_down.weight") != std::string::npos)
        return more_bits ? DType::Q6_K : DType::Q4_K;
    return DType::Q4_K;
}

DType fallback_for_row(DType t, int64_t row_length) {
    const auto* info = kernels::dtype_info(t);
    if (!info || row_length % info->block_elems == 0) return t;
    switch (t) {
        case DType::Q4_K: return DType::Q5_0;
        case DType::Q5_K: return DType::Q5_1;
        case DType::IQ4_XS: return DType::IQ4_NL;
        default: return DType::Q8_0;
    }
}

}  // namespace synsema::model
