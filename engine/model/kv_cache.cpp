#include "kv_cache.h"

#include <algorithm>
#include <cstdint>

#include "engine/util/error.h"

namespace synsema::model {
namespace {
uint64_t elem_bytes(kernels::DType t) { return t == kernels::DType::F16 ? 2 : 4; }
}

kernels::DType default_kv_type(const Plan& plan) {
    bool quantized = false;
    auto look = [&](const std::vector<Instr>& steps) {
        for (const Instr& in : steps) {
            if (in.op != OpCode::Linear) continue;
            const kernels::DType t = in.w.type;
            if (t != kernels::DType::F32 && t != kernels::DType::F16 && t != kernels::DType::BF16) quantized = true;
        }
    };
    look(plan.input);
    for (const auto& layer : plan.layers) look(layer);
    look(plan.output);
    return quantized ? kernels::DType::F16 : kernels::DType::F32;
}

KvCache::KvCache(const Plan& plan, int64_t n_ctx, kernels::DType type) : n_ctx_(n_ctx), type_(type) {
    if (type != kernels::DType::F32 && type != kernels::DType::F16)
        throw Error(ErrorKind::Invalid, "the KV cache must be f32 or f16");
    for (const auto& l : plan.kv_layers) {
        // Keys in whole blocks of positions (kernels::KvLayerView).
        k_.emplace_back(size_t(uint64_t(kernels::kv_padded_ctx(n_ctx)) * uint64_t(l.kv_width) * elem_bytes(type)));
        v_.emplace_back(size_t(uint64_t(n_ctx) * uint64_t(l.kv_width) * elem_bytes(type)));
    }
}

uint64_t KvCache::bytes_needed(const Plan& plan, int64_t n_ctx, kernels::DType type) {
    uint64_t total = 0;
    for (const auto& l : plan.kv_layers)
        total += (uint64_t(kernels::kv_padded_ctx(n_ctx)) + uint64_t(n_ctx)) * uint64_t(l.kv_width) * elem_bytes(type);
    return total;
}

uint64_t KvCache::bytes_per_position(const Plan& plan, kernels::DType type) {
    uint64_t total = 0;
    for (const auto& l : plan.kv_layers) total += 2 * uint64_t(l.kv_width) * elem_bytes(type);
    return total;
}

int64_t KvCache::fitting_positions(const Plan& plan, kernels::DType type, uint64_t budget) {
    const uint64_t per_position = bytes_per_position(plan, type);
    if (per_position == 0) return INT64_MAX;
    // Without the padding this many fit; the keys' last block takes at most kKvBlock - 1 positions more.
    int64_t n = int64_t(std::min<uint64_t>(budget / per_position, uint64_t(INT64_MAX / 2)));
    while (n > 0 && bytes_needed(plan, n, type) > budget) --n;
    return n;
}

uint64_t KvCache::bytes() const {
    uint64_t total = 0;
    for (size_t i = 0; i < k_.size(); ++i) total += k_[i].size() + v_[i].size();
    return total;
}

kernels::KvLayerView KvCache::layer(int index) {
    return {type_, k_[size_t(index)].data(), v_[size_t(index)].data(), n_ctx_};
}

}  // namespace synsema::model
