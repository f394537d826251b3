#include "tests/fuzz/fuzz_fixtures.h"

#include "engine/gguf/gguf_writer.h"
#include "engine/model/model_maker.h"

namespace synsema::fuzz {

std::vector<uint8_t> tiny_model_bytes(const TinyModel& tiny) {
    model::ModelSpec spec;
    spec.arch = tiny.arch;
    spec.name = "fuzz-tiny-" + tiny.arch;
    spec.n_layer = 1;
    spec.n_embd = 32;
    spec.n_ff = 64;
    spec.n_head = 2;
    spec.n_head_kv = 1;
    spec.n_vocab = 260;
    spec.n_ctx_train = 64;
    spec.matrix_type = tiny.matrix_type;
    spec.qkv_bias = tiny.qkv_bias;
    spec.tied_embeddings = tiny.tied_embeddings;
    return model::make_random_model(spec).to_bytes();
}

const gguf::GgufFile& tiny_llama() {
    static const std::vector<uint8_t> bytes = tiny_model_bytes({});
    static const auto file = gguf::GgufFile::from_memory("tiny-llama.gguf", bytes);
    return *file;
}

}  // namespace synsema::fuzz
