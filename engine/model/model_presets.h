// Shapes of real model families, for `synsema-cli make-model --like NAME`:
// random weights, but the exact tensor shapes, vocabulary size and (with
// QuantMix::Q4_K_M) llama.cpp's per-tensor type choices, so speed measured on
// them is the speed users get on the real files.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "engine/model/model_maker.h"

namespace synsema::model {

std::optional<ModelSpec> model_preset(const std::string& like);
std::vector<std::string> model_preset_names();

// llama.cpp's Q4_K_M choice for one 2-D tensor (before the row-size fallback).
kernels::DType q4_k_m_type(const std::string& tensor, int64_t layer, int64_t n_layer, bool tied_embeddings);
// K-quants need rows that are a multiple of 256; llama.cpp then falls back
// (Q4_K → Q5_0, Q5_K → Q5_1, Q6_K → Q8_0, others → Q8_0).
kernels::DType fallback_for_row(kernels::DType t, int64_t row_length);

}  // namespace synsema::model
