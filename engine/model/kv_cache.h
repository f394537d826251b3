// The key/value cache: per attention layer, keys and values of every position
// seen so far, [n_ctx][n_head_kv * head_dim] each, in F32 or F16.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/model/plan.h"
#include "kernels/ops.h"

namespace synsema::model {

// The cache type a session uses unless told otherwise: F16 when the model's
// matrices are quantized (half the bytes attention reads per token; its
// logits stay within the quantized fidelity tolerance of an F32 cache's),
// F32 for float models, whose tolerance (0.01 per logit) an F16 cache can
// exceed (stories260K: 0.015 from the exact logits).
kernels::DType default_kv_type(const Plan& plan);

class KvCache {
public:
    KvCache(const Plan& plan, int64_t n_ctx, kernels::DType type);

    int64_t n_ctx() const { return n_ctx_; }
    kernels::DType type() const { return type_; }
    uint64_t bytes() const;
    kernels::KvLayerView layer(int index);
    // Bytes needed for a plan at this context length (for memory checks): the keys in whole blocks of
    // kernels::kKvBlock positions, the values per position.
    static uint64_t bytes_needed(const Plan& plan, int64_t n_ctx, kernels::DType type);
    // Bytes of one position's keys and values, block padding aside (for messages).
    static uint64_t bytes_per_position(const Plan& plan, kernels::DType type);
    // The longest context whose cache fits `budget` bytes (0 when not even one position does).
    static int64_t fitting_positions(const Plan& plan, kernels::DType type, uint64_t budget);

private:
    int64_t n_ctx_;
    kernels::DType type_;
    struct Unmap {
        size_t size;  // of the whole mapping
        void operator()(uint8_t* p) const;
    };
    std::unique_ptr<uint8_t, Unmap> block_;  // one anonymous mapping holding every layer's keys and values
    uint64_t bytes_ = 0;                     // of the layers' arrays in block_
    std::vector<uint8_t*> k_, v_;  // [layer]: keys padded to whole blocks, values [n_ctx * kv_width * elem]
};

}  // namespace synsema::model
