// A compiled architecture: every step of the arch file resolved, once, at load
// time, into an instruction with tensor pointers, buffer slots and constants,
// so running a token is a walk over a flat array with no lookups.
#pragma once
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "kernels/matmul.h"
#include "kernels/ops.h"

namespace synsema::model {

enum class OpCode {
    Embed,      // out = table[token]                      (w)
    RmsNorm,    // out = rms_norm(in0) * vec               (vec, f0 = eps)
    HeadNorm,   // out = per-head rms_norm(in0) * vec      (vec, f0 = eps, head_dim)
    Linear,     // out = in0 * w^T (+ bias)                (w, bias)
    Add,        // out = in0 + in1
    Mul,        // out = in0 * in1
    Scale,      // out = in0 * f0
    Softcap,    // out = f0 * tanh(in0 / f0)
    Rope,       // out = rope(in0)                         (rope, n_heads, head_dim)
    Attention,  // out = attention(in0=q, in1=k, in2=v)    (attn, kv_layer)
    SwiGlu,     // out = silu(in0) * in1
    GeGlu,      // out = gelu_tanh(in0) * in1
    Split,      // outs[i] = columns of in0                (split_widths)
};

// Frees memory from std::aligned_alloc.
struct FreeBytes {
    void operator()(uint8_t* p) const { std::free(p); }
};

struct Instr {
    OpCode op = OpCode::Add;
    std::vector<int> outs;            // buffer slots written
    std::vector<int> ins;             // buffer slots read
    int64_t in_width = 0;             // columns of ins[0]
    int64_t out_width = 0;            // columns of outs[0]
    kernels::Matrix w;                // Linear, Embed
    const float* vec = nullptr;       // norm weights (owned by Plan::vectors)
    const float* bias = nullptr;      // Linear bias (owned by Plan::vectors)
    float f0 = 0;                     // eps, scale or cap
    int64_t n_heads = 0;              // Rope, HeadNorm
    int64_t head_dim = 0;             // Rope, HeadNorm
    kernels::RopeParams rope;         // Rope (freq_factors owned by Plan::vectors)
    kernels::AttentionParams attn;    // Attention
    int kv_layer = -1;                // Attention: which KV cache layer
    std::vector<int64_t> split_widths;
    // Linear: how many of the steps right after this one are Linear steps on
    // the same input that run with it as one matmul group (Q, K and V; gate
    // and up). Those steps keep their own entries (for reports and panel
    // packing) and are skipped when the group runs.
    int fused = 0;
    std::string where;                // "file:line:col" for error messages
};

struct BufferSlot {
    std::string name;
    int64_t width = 0;  // columns; rows = batch size
};

struct KvLayerShape {
    int64_t kv_width = 0;  // n_head_kv * head_dim
};

struct Plan {
    std::string arch_name;                 // general.architecture
    std::string arch_file;                 // path of the .arch file used
    std::string arch_sha256;               // sha256 of its bytes as they were parsed
    std::vector<BufferSlot> buffers;
    std::vector<Instr> input;              // once per batch
    std::vector<std::vector<Instr>> layers;  // [n_layer]
    std::vector<Instr> output;             // on the rows whose logits are wanted
    std::vector<int> output_carried;       // slots made before `output:` and read by it
    std::vector<KvLayerShape> kv_layers;   // one per attention step
    int logits_slot = -1;
    int64_t n_vocab = 0;
    int64_t n_layer = 0;
    int64_t n_embd = 0;
    int64_t n_ctx_train = 0;
    std::map<std::string, double> params;  // evaluated hyperparameters, for reports
    std::vector<std::unique_ptr<std::vector<float>>> vectors;  // small F32 copies (norms, biases)
    std::unique_ptr<uint8_t, FreeBytes> panels;                // packed weight panels (weight_panels.h)
    uint64_t panel_bytes = 0;                                  // their size
};

}  // namespace synsema::model
