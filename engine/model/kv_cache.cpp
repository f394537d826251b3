#include "kv_cache.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstdint>
#include <string>

#include "engine/util/error.h"

namespace synsema::model {
namespace {
uint64_t elem_bytes(kernels::DType t) { return t == kernels::DType::F16 ? 2 : 4; }
constexpr uint64_t kHuge = uint64_t(2) << 20;
uint64_t round_up(uint64_t n, uint64_t to) { return (n + to - 1) / to * to; }
}  // namespace

void KvCache::Unmap::operator()(uint8_t* p) const { ::munmap(p, size); }

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
    // One anonymous mapping, 2 MiB-aligned and marked for transparent huge pages: attention
    // walks every layer's keys and values once per token, and with 4 KiB pages each 64-key chunk
    // of a head opened new pages (a TLB miss and a stop of the hardware prefetcher each). The
    // mapping comes zeroed and is committed only as positions are written, so a long context
    // costs memory only as it fills.
    std::vector<uint64_t> k_at, v_at;
    for (const auto& l : plan.kv_layers) {
        // Keys in whole blocks of positions (kernels::KvLayerView).
        k_at.push_back(bytes_);
        bytes_ += round_up(uint64_t(kernels::kv_padded_ctx(n_ctx)) * uint64_t(l.kv_width) * elem_bytes(type), 64);
        v_at.push_back(bytes_);
        bytes_ += round_up(uint64_t(n_ctx) * uint64_t(l.kv_width) * elem_bytes(type), 64);
    }
    if (bytes_ == 0) return;
    const size_t mapped = size_t(round_up(bytes_, kHuge) + kHuge);
    void* p = ::mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        throw Error(ErrorKind::Limit, "not enough memory for a KV cache of " + std::to_string(n_ctx) + " positions (" +
                                          std::to_string(bytes_ / 1000000) + " MB)");
    block_ = std::unique_ptr<uint8_t, Unmap>(static_cast<uint8_t*>(p), Unmap{mapped});
    uint8_t* base = block_.get() + (kHuge - reinterpret_cast<uintptr_t>(p) % kHuge) % kHuge;
    ::madvise(base, size_t(round_up(bytes_, kHuge)), MADV_HUGEPAGE);  // advice only: else 4 KiB pages
    for (size_t i = 0; i < k_at.size(); ++i) {
        k_.push_back(base + k_at[i]);
        v_.push_back(base + v_at[i]);
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

uint64_t KvCache::bytes() const { return bytes_; }

kernels::KvLayerView KvCache::layer(int index) {
    return {type_, k_[size_t(index)], v_[size_t(index)], n_ctx_};
}

}  // namespace synsema::model
