// The GGUF loader through to a first forward step: the bytes are read as a
// model file, its architecture file is found and compiled against it, its
// vocabulary becomes a tokenizer, and one token (then a second, attending to
// the first) runs through the network. Seeds are one-layer models with a
// 32-wide embedding, so a step takes microseconds.
#include <atomic>

#include "engine/arch/arch_registry.h"
#include "engine/gguf/gguf_set.h"
#include "engine/model/compiler.h"
#include "engine/model/forward.h"
#include "engine/model/kv_cache.h"
#include "engine/tokenizer/tokenizer.h"
#include "kernels/thread_pool.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

namespace {
// Above these a fuzzed file only burns time: the point is the loader's checks.
constexpr int64_t kMaxFuzzWidth = 4096;
constexpr uint64_t kMaxFuzzKvBytes = 64ull << 20;
}  // namespace

int gguf_forward(const uint8_t* data, size_t size) {
    static kernels::ThreadPool pool(1);
    return refusing_is_fine([&] {
        const auto file = gguf::GgufFile::from_memory("fuzz.gguf", {data, size});
        const auto arch_name = file->get_string("general.architecture");
        if (!arch_name) return;
        const auto found = arch::find_arch(std::string(*arch_name), {arch_dir()});
        const auto files = gguf::GgufSet::view(*file);
        const model::Plan plan = model::compile_plan(found.def, *files);
        const auto tokenizer = Tokenizer::from_gguf(*file);
        if (plan.n_embd > kMaxFuzzWidth || plan.n_vocab > (1 << 20)) return;
        constexpr int64_t n_ctx = 4;
        if (model::KvCache::bytes_needed(plan, n_ctx, kernels::DType::F32) > kMaxFuzzKvBytes) return;
        model::KvCache cache(plan, n_ctx, kernels::DType::F32);
        model::RunState state(plan, 2);
        const TokenId first = tokenizer->bos() >= 0 && tokenizer->bos() < plan.n_vocab ? tokenizer->bos() : 0;
        const int32_t tokens[] = {first, int32_t(plan.n_vocab - 1)};
        model::ForwardRequest request;
        request.tokens = std::span(tokens, 1);
        model::forward(plan, cache, pool, state, request);
        request.tokens = std::span(tokens + 1, 1);
        request.first_position = 1;
        model::forward(plan, cache, pool, state, request);
    });
}

}  // namespace synsema::fuzz
