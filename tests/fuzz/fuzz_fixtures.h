// Small models made by the project's own writer (model_maker), shared by the
// fuzz targets and the seed maker: tiny dimensions so one forward step costs
// microseconds and a seed file is a few kilobytes.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "engine/gguf/gguf_file.h"
#include "kernels/dtype.h"

namespace synsema::fuzz {

struct TinyModel {
    std::string arch = "llama";
    kernels::DType matrix_type = kernels::DType::F32;
    bool qkv_bias = false;
    bool tied_embeddings = false;
};

// The GGUF bytes of a one-layer model with a 260-token SentencePiece vocabulary.
std::vector<uint8_t> tiny_model_bytes(const TinyModel& spec);

// A parsed F32 llama tiny model that lives for the whole process: what the
// arch target compiles fuzzed architecture files against.
const gguf::GgufFile& tiny_llama();

}  // namespace synsema::fuzz
