// Writes random-weight models with real shapes: test fixtures, the GUI's long
// prefill test and `synsema-cli make-model` benchmark files. Weights are drawn
// from a seeded generator, so the same spec always gives the same bytes.
#pragma once
#include <cstdint>
#include <string>

#include "engine/gguf/gguf_writer.h"
#include "kernels/dtype.h"

namespace synsema::model {

struct ModelSpec {
    std::string arch = "llama";     // general.architecture
    std::string name = "synsema-random";
    int64_t n_layer = 2;
    int64_t n_embd = 64;
    int64_t n_ff = 128;
    int64_t n_head = 4;
    int64_t n_head_kv = 2;
    int64_t n_vocab = 300;          // >= 259: <unk>, <s>, </s> and 256 byte tokens come first
    int64_t n_ctx_train = 2048;
    double rope_base = 10000.0;
    bool tied_embeddings = false;   // no output.weight: the head reuses token_embd
    bool qkv_bias = false;          // attn_q/k/v.bias (Qwen2)
    kernels::DType matrix_type = kernels::DType::F32;  // type of every 2-D weight (QuantMix::Pure)
    enum class QuantMix { Pure, Q4_K_M } mix = QuantMix::Pure;  // Q4_K_M: llama.cpp's per-tensor choice
    uint64_t seed = 1;
};

// Builds the GGUF in memory (metadata, SentencePiece vocabulary, tensors).
gguf::GgufWriter make_random_model(const ModelSpec& spec);

}  // namespace synsema::model
