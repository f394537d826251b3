#include "model_maker.h"

#include <cmath>
#include <cstdio>
#include <random>
#include <thread>
#include <vector>

#include "engine/model/model_presets.h"
#include "engine/util/error.h"
#include "kernels/type_kernels.h"

namespace synsema::model {
namespace {

// A SentencePiece-style vocabulary: specials, the 256 byte-fallback tokens,
// then "▁a", "▁b", ... and letter pairs until n_vocab entries exist.
void add_vocab(gguf::GgufWriter& w, int64_t n_vocab) {
    std::vector<std::string> tokens = {"<unk>", "<s>", "</s>"};
    std::vector<int32_t> types = {2, 3, 3};
    for (int b = 0; b < 256; ++b) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "<0x%02X>", b);
        tokens.emplace_back(buf);
        types.push_back(6);
    }
    const std::string space = "\xe2\x96\x81";  // U+2581
    for (int64_t i = 0; int64_t(tokens.size()) < n_vocab; ++i) {
        std::string piece;
        const int64_t a = i % 26, b = i / 26;
        if (b == 0) piece = space + char('a' + a);
        else piece = space + char('a' + (b - 1) % 26) + char('a' + a) + (b > 26 ? std::to_string(b / 26) : "");
        tokens.push_back(piece);
        types.push_back(1);
    }
    std::vector<float> scores(tokens.size());
    for (size_t i = 0; i < scores.size(); ++i) scores[i] = -float(i);
    w.set_string("tokenizer.ggml.model", "llama");
    w.set_array_strings("tokenizer.ggml.tokens", tokens);
    w.set_array_f32("tokenizer.ggml.scores", scores);
    w.set_array_i32("tokenizer.ggml.token_type", types);
    w.set_u32("tokenizer.ggml.unknown_token_id", 0);
    w.set_u32("tokenizer.ggml.bos_token_id", 1);
    w.set_u32("tokenizer.ggml.eos_token_id", 2);
}

}  // namespace

gguf::GgufWriter make_random_model(const ModelSpec& s) {
    if (s.n_vocab < 259 || s.n_layer < 1 || s.n_head < 1 || s.n_head_kv < 1 || s.n_embd % s.n_head != 0 ||
        s.n_head % s.n_head_kv != 0)
        throw Error(ErrorKind::Invalid, "make_random_model: inconsistent model spec");
    const int64_t head_dim = s.n_embd / s.n_head;
    const int64_t kv_dim = head_dim * s.n_head_kv;
    const std::string a = s.arch;

    gguf::GgufWriter w;
    w.set_string("general.architecture", a);
    w.set_string("general.name", s.name);
    w.set_u32(a + ".block_count", uint32_t(s.n_layer));
    w.set_u32(a + ".context_length", uint32_t(s.n_ctx_train));
    w.set_u32(a + ".embedding_length", uint32_t(s.n_embd));
    w.set_u32(a + ".feed_forward_length", uint32_t(s.n_ff));
    w.set_u32(a + ".attention.head_count", uint32_t(s.n_head));
    w.set_u32(a + ".attention.head_count_kv", uint32_t(s.n_head_kv));
    w.set_u32(a + ".rope.dimension_count", uint32_t(head_dim));
    w.set_f32(a + ".rope.freq_base", float(s.rope_base));
    w.set_f32(a + ".attention.layer_norm_rms_epsilon", 1e-5f);
    add_vocab(w, s.n_vocab);

    std::mt19937_64 rng(s.seed);
    std::normal_distribution<float> normal(0.0f, 1.0f);
    int64_t tensor_index = 0;
    // Matrices scaled by 1/sqrt(fan_in) keep activations O(1) through the layers.
    // Rows are generated and quantized in chunks on two threads, each chunk with
    // its own seeded generator, so big models are quick to make and reproducible.
    auto matrix = [&](const std::string& name, int64_t cols, int64_t rows, int64_t layer) {
        kernels::DType type = s.mix == ModelSpec::QuantMix::Q4_K_M ? q4_k_m_type(name, layer, s.n_layer, s.tied_embeddings) : s.matrix_type;
        type = fallback_for_row(type, cols);
        const auto* k = kernels::type_kernels(type);
        if (!k) throw Error(ErrorKind::Unsupported, "make_random_model: cannot write type " + kernels::dtype_name(uint32_t(type)));
        const uint64_t row_bytes = *kernels::row_bytes(type, uint64_t(cols));
        std::vector<uint8_t> bytes(size_t(row_bytes * uint64_t(rows)));
        const float scale = 1.0f / std::sqrt(float(cols));
        constexpr int64_t kChunkRows = 256;
        const int64_t chunks = (rows + kChunkRows - 1) / kChunkRows;
        const uint64_t tensor_seed = s.seed * 0x9E3779B97F4A7C15ull + uint64_t(++tensor_index);
        auto work = [&](int64_t first_chunk, int64_t step) {
            std::vector<float> row(static_cast<size_t>(cols));
            std::normal_distribution<float> nd(0.0f, 1.0f);
            for (int64_t c = first_chunk; c < chunks; c += step) {
                std::mt19937_64 g(tensor_seed ^ (uint64_t(c) * 0xBF58476D1CE4E5B9ull));
                for (int64_t r = c * kChunkRows; r < std::min(rows, (c + 1) * kChunkRows); ++r) {
                    for (auto& x : row) x = nd(g) * scale;
                    k->quantize_row(row.data(), bytes.data() + uint64_t(r) * row_bytes, cols);
                }
            }
        };
        std::thread helper(work, 1, 2);
        work(0, 2);
        helper.join();
        w.add_tensor(name, type, {uint64_t(cols), uint64_t(rows)}, bytes);
    };
    auto vec = [&](const std::string& name, int64_t n, float base, float spread) {
        std::vector<float> v(static_cast<size_t>(n));
        for (auto& x : v) x = base + spread * normal(rng);
        w.add_tensor_from_f32(name, kernels::DType::F32, {uint64_t(n)}, v);
    };

    matrix("token_embd.weight", s.n_embd, s.n_vocab, -1);
    vec("output_norm.weight", s.n_embd, 1.0f, 0.1f);
    if (!s.tied_embeddings) matrix("output.weight", s.n_embd, s.n_vocab, -1);
    for (int64_t l = 0; l < s.n_layer; ++l) {
        const std::string b = "blk." + std::to_string(l) + ".";
        vec(b + "attn_norm.weight", s.n_embd, 1.0f, 0.1f);
        matrix(b + "attn_q.weight", s.n_embd, s.n_embd, l);
        matrix(b + "attn_k.weight", s.n_embd, kv_dim, l);
        matrix(b + "attn_v.weight", s.n_embd, kv_dim, l);
        if (s.qkv_bias) {
            vec(b + "attn_q.bias", s.n_embd, 0.0f, 0.1f);
            vec(b + "attn_k.bias", kv_dim, 0.0f, 0.1f);
            vec(b + "attn_v.bias", kv_dim, 0.0f, 0.1f);
        }
        matrix(b + "attn_output.weight", s.n_embd, s.n_embd, l);
        vec(b + "ffn_norm.weight", s.n_embd, 1.0f, 0.1f);
        matrix(b + "ffn_gate.weight", s.n_embd, s.n_ff, l);
        matrix(b + "ffn_up.weight", s.n_embd, s.n_ff, l);
        matrix(b + "ffn_down.weight", s.n_ff, s.n_embd, l);
    }
    return w;
}

}  // namespace synsema::model
