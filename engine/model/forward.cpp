#include "forward.h"

#include <algorithm>
#include <array>
#include <cstring>

#include "engine/util/error.h"
#include "kernels/ops.h"

namespace synsema::model {

namespace k = synsema::kernels;

RunState::RunState(const Plan& plan, int64_t batch) : max_batch(batch) {
    // A slot is head-only when no input or layer step reads or writes it.
    head_only.assign(plan.buffers.size(), false);
    for (const Instr& in : plan.output)
        for (int slot : in.outs) head_only[size_t(slot)] = true;
    auto mark_used = [&](const Instr& in) {
        for (int slot : in.outs) head_only[size_t(slot)] = false;
        for (int slot : in.ins) head_only[size_t(slot)] = false;
    };
    for (const Instr& in : plan.input) mark_used(in);
    for (const auto& layer : plan.layers)
        for (const Instr& in : layer) mark_used(in);
    for (size_t i = 0; i < plan.buffers.size(); ++i)
        buffers.emplace_back(size_t((head_only[i] ? 1 : batch) * plan.buffers[i].width));
    positions.resize(size_t(batch));
}

void RunState::reserve_output_rows(const Plan& plan, int64_t rows) {
    if (rows <= output_rows) return;
    for (size_t i = 0; i < buffers.size(); ++i)
        if (head_only[i]) buffers[i].resize(size_t(rows * plan.buffers[i].width));
    output_rows = rows;
}

namespace {

// A Linear step and the `fused` steps after it (same input) as one matmul group.
void run_linears(std::span<const Instr> group, int64_t rows, k::ThreadPool& pool, RunState& st) {
    std::array<k::MatmulTarget, k::kMaxMatmulGroup> targets;
    for (size_t i = 0; i < group.size(); ++i)
        targets[i] = k::MatmulTarget{&group[i].w, st.buffers[size_t(group[i].outs[0])].data(), group[i].bias};
    k::matmul(pool, std::span<const k::MatmulTarget>(targets.data(), group.size()),
              st.buffers[size_t(group[0].ins[0])].data(), rows, st.scratch);
}

// Executes one instruction on `rows` rows.
void run(const Instr& in, int64_t rows, KvCache& cache, k::ThreadPool& pool, RunState& st,
         std::span<const int32_t> tokens) {
    auto buf = [&](int slot) { return st.buffers[size_t(slot)].data(); };
    switch (in.op) {
        case OpCode::Embed: {
            float* out = buf(in.outs[0]);
            for (int64_t t = 0; t < rows; ++t) {
                if (tokens[size_t(t)] < 0 || tokens[size_t(t)] >= in.w.rows)
                    throw Error(ErrorKind::Invalid, "token id " + std::to_string(tokens[size_t(t)]) +
                                                        " is outside the vocabulary (0.." + std::to_string(in.w.rows - 1) + ")");
                k::dequantize_row(in.w, tokens[size_t(t)], out + t * in.out_width);
            }
            return;
        }
        case OpCode::RmsNorm:
            k::rms_norm(pool, buf(in.ins[0]), in.vec, buf(in.outs[0]), rows, in.in_width, in.f0);
            return;
        case OpCode::HeadNorm:
            k::rms_norm(pool, buf(in.ins[0]), in.vec, buf(in.outs[0]), rows * in.n_heads, in.head_dim, in.f0);
            return;
        case OpCode::Linear:  // alone; run_section runs groups
            return run_linears(std::span<const Instr>(&in, 1), rows, pool, st);
        case OpCode::Add:
        case OpCode::Mul:
        case OpCode::SwiGlu:
        case OpCode::GeGlu: {
            float* out = buf(in.outs[0]);
            const float* a = buf(in.ins[0]);
            const float* b = buf(in.ins[1]);
            const int64_t n = rows * in.out_width;
            if (in.op == OpCode::SwiGlu) return k::swiglu(pool, a, b, out, n);
            if (in.op == OpCode::GeGlu) return k::geglu(pool, a, b, out, n);
            if (out != a) std::memcpy(out, a, size_t(n) * sizeof(float));
            if (in.op == OpCode::Add) return k::add(pool, out, b, n);
            pool.parallel_for(n, 256, [&](int64_t lo, int64_t hi) {
                for (int64_t i = lo; i < hi; ++i) out[i] *= b[i];
            });
            return;
        }
        case OpCode::Scale:
        case OpCode::Softcap: {
            float* out = buf(in.outs[0]);
            const int64_t n = rows * in.out_width;
            if (out != buf(in.ins[0])) std::memcpy(out, buf(in.ins[0]), size_t(n) * sizeof(float));
            if (in.op == OpCode::Scale) return k::scale(pool, out, in.f0, n);
            return k::softcap(pool, out, n, in.f0);
        }
        case OpCode::Rope: {
            float* out = buf(in.outs[0]);
            if (out != buf(in.ins[0])) std::memcpy(out, buf(in.ins[0]), size_t(rows * in.out_width) * sizeof(float));
            k::rope(pool, out, rows, in.n_heads, in.head_dim, st.positions.data(), in.rope);
            return;
        }
        case OpCode::Attention: {
            const auto view = cache.layer(in.kv_layer);
            k::kv_store(pool, view, buf(in.ins[1]), buf(in.ins[2]), rows, in.attn.n_head_kv, in.attn.head_dim,
                        st.positions.data());
            k::attention(pool, in.attn, buf(in.ins[0]), rows, st.positions.data(), view, buf(in.outs[0]));
            return;
        }
        case OpCode::Split: {
            const float* src = buf(in.ins[0]);
            int64_t col = 0;
            for (size_t o = 0; o < in.outs.size(); ++o) {
                float* dst = buf(in.outs[o]);
                const int64_t w = in.split_widths[o];
                for (int64_t t = 0; t < rows; ++t)
                    std::memcpy(dst + t * w, src + t * in.in_width + col, size_t(w) * sizeof(float));
                col += w;
            }
            return;
        }
    }
}

void check_cancel(const ForwardRequest& r) {
    if (r.cancel && r.cancel->load(std::memory_order_relaxed)) throw Error(ErrorKind::Cancelled, "cancelled");
}

// Runs a section's steps in order, each Linear group as one step.
void run_section(const std::vector<Instr>& steps, int64_t rows, KvCache& cache, k::ThreadPool& pool, RunState& st,
                 const ForwardRequest& r) {
    for (size_t i = 0; i < steps.size();) {
        check_cancel(r);
        if (steps[i].op == OpCode::Linear) {
            const size_t n = std::min(steps.size() - i, size_t(steps[i].fused) + 1);
            run_linears(std::span<const Instr>(steps).subspan(i, n), rows, pool, st);
            i += n;
        } else {
            run(steps[i], rows, cache, pool, st, r.tokens);
            ++i;
        }
    }
}

}  // namespace

const float* forward(const Plan& plan, KvCache& cache, k::ThreadPool& pool, RunState& st,
                     const ForwardRequest& r) {
    const int64_t n = int64_t(r.tokens.size());
    if (n == 0 || n > st.max_batch) throw Error(ErrorKind::Invalid, "batch of " + std::to_string(n) + " tokens is out of range");
    if (r.first_position < 0 || r.first_position + n > cache.n_ctx())
        throw Error(ErrorKind::Limit, "the context is full: " + std::to_string(r.first_position + n) +
                                          " tokens exceed the context length " + std::to_string(cache.n_ctx()));
    for (int64_t t = 0; t < n; ++t) st.positions[size_t(t)] = r.first_position + int32_t(t);

    // Embedding and anything else before the layers.
    run_section(plan.input, n, cache, pool, st, r);
    // The repeated block, once per layer. Cancellation is checked before every
    // step, so a Stop waits for at most one kernel call (a few milliseconds),
    // not a whole layer.
    for (size_t l = 0; l < plan.layers.size(); ++l) {
        run_section(plan.layers[l], n, cache, pool, st, r);
        if (r.on_layer) r.on_layer(int64_t(l));
    }
    check_cancel(r);
    // The head runs only on the rows whose logits are wanted.
    int64_t rows = n;
    if (!r.all_logits && n > 1) {
        for (int slot : plan.output_carried) {
            const int64_t w = plan.buffers[size_t(slot)].width;
            float* b = st.buffers[size_t(slot)].data();
            std::memmove(b, b + (n - 1) * w, size_t(w) * sizeof(float));
        }
        rows = 1;
    }
    st.reserve_output_rows(plan, rows);
    run_section(plan.output, rows, cache, pool, st, r);
    return st.buffers[size_t(plan.logits_slot)].data();
}

}  // namespace synsema::model
