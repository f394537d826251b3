#include "compiler.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <unordered_map>

#include "engine/model/param_eval.h"
#include "engine/util/error.h"
#include "kernels/matmul.h"
#include "kernels/type_kernels.h"

namespace synsema::model {
namespace {

using arch::Expr;
using arch::Step;

constexpr int64_t kMaxWidth = int64_t(1) << 24;
constexpr int64_t kMaxLayers = 4096;
constexpr int64_t kMaxContextTrain = int64_t(1) << 31;

// Compiles one section (input, block for one layer, or output).
class Compiler {
public:
    Compiler(const arch::ArchDef& def, const gguf::GgufSet& files, ParamEval& params, Plan& plan)
        : def_(def), files_(files), params_(params), plan_(plan) {}

    void compile_section(const std::vector<Step>& steps, std::vector<Instr>& out, int64_t layer) {
        layer_ = layer;
        for (const Step& s : steps) out.push_back(compile_step(s));
    }

    // Names defined so far and their current widths.
    std::unordered_map<std::string, int64_t>& widths() { return widths_; }
    int slot_of(const std::string& name) const { return slots_.at(name); }
    bool defined(const std::string& name) const { return widths_.count(name) != 0; }

private:
    [[noreturn]] void fail(const arch::SourceLoc& loc, const std::string& what) const { params_.fail(loc, what); }

    Instr compile_step(const Step& s) {
        static const std::unordered_map<std::string, void (Compiler::*)(const Step&, Instr&)> kOps = {
            {"embed", &Compiler::op_embed},     {"rms_norm", &Compiler::op_rms_norm},
            {"head_norm", &Compiler::op_head_norm}, {"linear", &Compiler::op_linear},
            {"add", &Compiler::op_binary},      {"mul", &Compiler::op_binary},
            {"swiglu", &Compiler::op_binary},   {"geglu", &Compiler::op_binary},
            {"scale", &Compiler::op_scale},     {"softcap", &Compiler::op_scale},
            {"rope", &Compiler::op_rope},       {"attention", &Compiler::op_attention},
            {"split", &Compiler::op_split},
        };
        auto it = kOps.find(s.op);
        if (it == kOps.end())
            fail(s.loc, "unknown step '" + s.op + "' (known: embed, rms_norm, head_norm, linear, add, mul, "
                        "scale, softcap, swiglu, geglu, rope, attention, split)");
        Instr in;
        in.where = params_.where(s.loc);
        if (s.op != "split" && s.outputs.size() != 1) fail(s.loc, "'" + s.op + "' has exactly one output");
        (this->*(it->second))(s, in);
        return in;
    }

    // --- argument helpers
    void arity(const Step& s, size_t lo, size_t hi, std::initializer_list<const char*> named) {
        if (s.args.size() < lo || s.args.size() > hi)
            fail(s.loc, "'" + s.op + "' takes " + std::to_string(lo) +
                            (lo == hi ? "" : " to " + std::to_string(hi)) + " positional arguments, got " +
                            std::to_string(s.args.size()));
        for (const auto& a : s.named) {
            bool ok = false;
            for (const char* n : named) ok = ok || a.name == n;
            if (!ok) fail(a.value.loc, "'" + s.op + "' has no argument named '" + a.name + "'");
        }
    }

    const Expr* named(const Step& s, const char* name) const {
        for (const auto& a : s.named)
            if (a.name == name) return &a.value;
        return nullptr;
    }

    // A value argument: the name of an activation defined earlier.
    int value(const Expr& e, int64_t* width) {
        if (e.kind != Expr::Kind::Name) fail(e.loc, "expected the name of an activation");
        auto it = widths_.find(e.text);
        if (it == widths_.end()) fail(e.loc, "activation '" + e.text + "' is used before it is set");
        *width = it->second;
        return slots_.at(e.text);
    }

    int output(const Step& s, size_t i, int64_t width) {
        const std::string& name = s.outputs[i];
        if (width <= 0 || width > kMaxWidth) fail(s.loc, "output '" + name + "' has an invalid width");
        auto it = slots_.find(name);
        int slot;
        if (it == slots_.end()) {
            slot = int(plan_.buffers.size());
            plan_.buffers.push_back({name, width});
            slots_[name] = slot;
        } else {
            slot = it->second;
            plan_.buffers[size_t(slot)].width = std::max(plan_.buffers[size_t(slot)].width, width);
        }
        widths_[name] = width;
        return slot;
    }

    void no_alias(const Step& s, const Instr& in) {
        for (int o : in.outs)
            if (std::find(in.ins.begin(), in.ins.end(), o) != in.ins.end())
                fail(s.loc, "'" + s.op + "' cannot write its output into its own input '" +
                                plan_.buffers[size_t(o)].name + "'; use a new name");
    }

    std::string layer_name(const std::string& name) const {
        if (name.rfind("blk.", 0) == 0) {
            if (layer_ < 0) return name;  // reported by the caller
            return "blk." + std::to_string(layer_) + name.substr(3);
        }
        return name;
    }

    // The first tensor of `a | b | ...` present in the file, or nullptr if all are optional.
    const gguf::TensorInfo* tensor(const Expr& e, bool allow_missing = false) {
        if (e.kind != Expr::Kind::Tensor) fail(e.loc, "expected a tensor name such as blk.attn_q.weight");
        std::vector<const Expr*> chain{&e};
        for (const auto& f : e.args) chain.push_back(&f);
        bool optional = false;
        std::string tried;
        for (const Expr* c : chain) {
            if (c->text.rfind("blk.", 0) == 0 && layer_ < 0)
                fail(c->loc, "layer tensor '" + c->text + "' used outside 'block:'");
            const std::string name = layer_name(c->text);
            if (const auto* t = files_.find_tensor(name)) return t;
            optional = optional || c->optional;
            tried += (tried.empty() ? "'" : ", '") + name + "'";
        }
        if (optional || allow_missing) return nullptr;
        fail(e.loc, "tensor " + tried + " not found in " + files_.describe());
    }

    // A tensor this step cannot do without: an optional reference ("name?")
    // that is absent is an error here, not a null tensor.
    const gguf::TensorInfo& needed_tensor(const Expr& e) {
        const auto* t = tensor(e);
        if (!t) fail(e.loc, "tensor '" + e.text + "' is marked optional but this step needs it, and " + files_.describe() + " has none");
        return *t;
    }

    kernels::Matrix matrix(const Expr& e, const gguf::TensorInfo& t) {
        if (t.ne[2] != 1 || t.ne[3] != 1 || t.n_dims < 1)
            fail(e.loc, "tensor '" + t.name + "' must be a matrix, has " + std::to_string(t.n_dims) + " dimensions");
        if (!kernels::type_kernels(t.type))
            throw Error(ErrorKind::Unsupported, "unsupported tensor type " + kernels::dtype_name(uint32_t(t.type)) +
                                                    " in tensor '" + t.name + "' of " + files_.describe());
        return kernels::Matrix{t.type, t.data, int64_t(t.ne[0]), int64_t(t.ne[1])};
    }

    // A 1-D tensor copied to F32 (norm weights, biases, rope factors are small).
    const float* vector(const Expr& e, const gguf::TensorInfo& t, int64_t expected_len) {
        if (t.ne[1] != 1 || t.ne[2] != 1 || t.ne[3] != 1)
            fail(e.loc, "tensor '" + t.name + "' must be a vector");
        if (int64_t(t.ne[0]) != expected_len)
            fail(e.loc, "wrong shape: tensor '" + t.name + "' has " + std::to_string(t.ne[0]) +
                            " elements, expected " + std::to_string(expected_len));
        const auto* k = kernels::type_kernels(t.type);
        if (!k) throw Error(ErrorKind::Unsupported, "unsupported tensor type " + kernels::dtype_name(uint32_t(t.type)) +
                                                        " in tensor '" + t.name + "'");
        auto v = std::make_unique<std::vector<float>>(size_t(expected_len));
        k->dequantize_row(t.data, v->data(), expected_len);
        plan_.vectors.push_back(std::move(v));
        return plan_.vectors.back()->data();
    }

    int64_t int_arg(const Expr& e, int64_t lo, int64_t hi, const char* what) { return params_.eval_int(e, lo, hi, what); }

    // --- operations
    void op_embed(const Step& s, Instr& in) {
        arity(s, 1, 1, {});
        in.op = OpCode::Embed;
        in.w = matrix(s.args[0], needed_tensor(s.args[0]));
        in.out_width = in.w.cols;
        in.outs.push_back(output(s, 0, in.out_width));
    }

    void op_rms_norm(const Step& s, Instr& in) {
        arity(s, 3, 3, {});
        in.op = OpCode::RmsNorm;
        in.ins.push_back(value(s.args[0], &in.in_width));
        in.vec = vector(s.args[1], needed_tensor(s.args[1]), in.in_width);
        in.f0 = float(params_.eval(s.args[2]));
        in.out_width = in.in_width;
        in.outs.push_back(output(s, 0, in.out_width));
    }

    void op_head_norm(const Step& s, Instr& in) {
        arity(s, 4, 4, {});
        in.op = OpCode::HeadNorm;
        in.ins.push_back(value(s.args[0], &in.in_width));
        in.head_dim = int_arg(s.args[2], 1, kernels::kMaxHeadDim, "head_dim");
        if (in.in_width % in.head_dim != 0)
            fail(s.loc, "width of '" + s.args[0].text + "' (" + std::to_string(in.in_width) +
                            ") is not a multiple of head_dim " + std::to_string(in.head_dim));
        in.n_heads = in.in_width / in.head_dim;
        in.vec = vector(s.args[1], needed_tensor(s.args[1]), in.head_dim);
        in.f0 = float(params_.eval(s.args[3]));
        in.out_width = in.in_width;
        in.outs.push_back(output(s, 0, in.out_width));
    }

    void op_linear(const Step& s, Instr& in) {
        arity(s, 2, 3, {});
        in.op = OpCode::Linear;
        in.ins.push_back(value(s.args[0], &in.in_width));
        const gguf::TensorInfo& t = needed_tensor(s.args[1]);
        in.w = matrix(s.args[1], t);
        if (in.w.cols != in.in_width)
            fail(s.args[1].loc, "wrong shape: tensor '" + t.name + "' takes " + std::to_string(in.w.cols) +
                                    " inputs but '" + s.args[0].text + "' has width " + std::to_string(in.in_width));
        in.out_width = in.w.rows;
        if (s.args.size() == 3)
            if (const auto* b = tensor(s.args[2])) in.bias = vector(s.args[2], *b, in.out_width);
        in.outs.push_back(output(s, 0, in.out_width));
        no_alias(s, in);
    }

    void op_binary(const Step& s, Instr& in) {
        arity(s, 2, 2, {});
        in.op = s.op == "add" ? OpCode::Add : s.op == "mul" ? OpCode::Mul : s.op == "swiglu" ? OpCode::SwiGlu : OpCode::GeGlu;
        int64_t w1 = 0;
        in.ins.push_back(value(s.args[0], &in.in_width));
        in.ins.push_back(value(s.args[1], &w1));
        if (w1 != in.in_width)
            fail(s.loc, "'" + s.op + "' needs equal widths, got " + std::to_string(in.in_width) + " and " + std::to_string(w1));
        in.out_width = in.in_width;
        in.outs.push_back(output(s, 0, in.out_width));
    }

    void op_scale(const Step& s, Instr& in) {
        arity(s, 2, 2, {});
        in.op = s.op == "scale" ? OpCode::Scale : OpCode::Softcap;
        in.ins.push_back(value(s.args[0], &in.in_width));
        in.f0 = float(params_.eval(s.args[1]));
        if (in.op == OpCode::Softcap && !(in.f0 > 0)) fail(s.args[1].loc, "softcap needs a positive cap");
        in.out_width = in.in_width;
        in.outs.push_back(output(s, 0, in.out_width));
    }

    // rope(x, n_heads, head_dim, n_rot, base, style=normal|neox, position_scale=1,
    //      factors=tensor, attn_factor=1)
    void op_rope(const Step& s, Instr& in) {
        arity(s, 5, 5, {"style", "position_scale", "factors", "attn_factor"});
        in.op = OpCode::Rope;
        in.ins.push_back(value(s.args[0], &in.in_width));
        in.n_heads = int_arg(s.args[1], 1, 1 << 16, "n_heads");
        in.head_dim = int_arg(s.args[2], 1, kernels::kMaxHeadDim, "head_dim");
        if (in.n_heads * in.head_dim != in.in_width)
            fail(s.loc, "rope: n_heads * head_dim = " + std::to_string(in.n_heads * in.head_dim) +
                            " but '" + s.args[0].text + "' has width " + std::to_string(in.in_width));
        in.rope.n_rot = int_arg(s.args[3], 2, in.head_dim, "n_rot");
        if (in.rope.n_rot % 2) fail(s.args[3].loc, "n_rot must be even");
        in.rope.freq_base = params_.eval(s.args[4]);
        if (!(in.rope.freq_base > 0)) fail(s.args[4].loc, "rope base must be positive");
        if (const Expr* st = named(s, "style")) {
            if (st->kind != Expr::Kind::Name || (st->text != "normal" && st->text != "neox"))
                fail(st->loc, "style must be 'normal' or 'neox'");
            in.rope.style = st->text == "neox" ? kernels::RopeStyle::NeoX : kernels::RopeStyle::Normal;
        }
        if (const Expr* ps = named(s, "position_scale")) in.rope.position_scale = params_.eval(*ps);
        if (const Expr* af = named(s, "attn_factor")) in.rope.attn_factor = params_.eval(*af);
        if (const Expr* f = named(s, "factors"))
            if (const auto* t = tensor(*f)) in.rope.freq_factors = vector(*f, *t, in.rope.n_rot / 2);
        in.out_width = in.in_width;
        in.outs.push_back(output(s, 0, in.out_width));
    }

    // attention(q, k, v, n_head, n_head_kv, head_dim, scale=1/sqrt(head_dim), softcap=0, window=0)
    void op_attention(const Step& s, Instr& in) {
        arity(s, 6, 6, {"scale", "softcap", "window"});
        in.op = OpCode::Attention;
        int64_t wk = 0, wv = 0;
        in.ins.push_back(value(s.args[0], &in.in_width));
        in.ins.push_back(value(s.args[1], &wk));
        in.ins.push_back(value(s.args[2], &wv));
        auto& a = in.attn;
        a.n_head = int_arg(s.args[3], 1, 1 << 16, "n_head");
        a.n_head_kv = int_arg(s.args[4], 1, a.n_head, "n_head_kv");
        a.head_dim = int_arg(s.args[5], 1, kernels::kMaxHeadDim, "head_dim");
        if (a.n_head % a.n_head_kv) fail(s.loc, "n_head must be a multiple of n_head_kv");
        if (in.in_width != a.n_head * a.head_dim)
            fail(s.loc, "attention: q has width " + std::to_string(in.in_width) + ", expected n_head * head_dim = " +
                            std::to_string(a.n_head * a.head_dim));
        if (wk != a.n_head_kv * a.head_dim || wv != wk)
            fail(s.loc, "attention: k and v must have width n_head_kv * head_dim = " + std::to_string(a.n_head_kv * a.head_dim) +
                            ", got " + std::to_string(wk) + " and " + std::to_string(wv));
        a.scale = float(1.0 / std::sqrt(double(a.head_dim)));
        if (const Expr* e = named(s, "scale")) a.scale = float(params_.eval(*e));
        if (const Expr* e = named(s, "softcap")) a.softcap = float(params_.eval(*e));
        if (const Expr* e = named(s, "window")) a.window = int_arg(*e, 0, int64_t(1) << 30, "window");
        in.kv_layer = int(plan_.kv_layers.size());
        plan_.kv_layers.push_back({wk});
        in.out_width = in.in_width;
        in.outs.push_back(output(s, 0, in.out_width));
        no_alias(s, in);
    }

    // a, b, c = split(x, wa, wb, wc): consecutive column ranges of x.
    void op_split(const Step& s, Instr& in) {
        if (s.args.size() != s.outputs.size() + 1)
            fail(s.loc, "split of " + std::to_string(s.outputs.size()) + " outputs needs " +
                            std::to_string(s.outputs.size()) + " widths");
        arity(s, 2, s.args.size(), {});
        in.op = OpCode::Split;
        in.ins.push_back(value(s.args[0], &in.in_width));
        int64_t total = 0;
        for (size_t i = 1; i < s.args.size(); ++i) {
            in.split_widths.push_back(int_arg(s.args[i], 1, kMaxWidth, "split width"));
            total += in.split_widths.back();
        }
        if (total != in.in_width)
            fail(s.loc, "split widths add up to " + std::to_string(total) + " but '" + s.args[0].text +
                            "' has width " + std::to_string(in.in_width));
        for (size_t i = 0; i < s.outputs.size(); ++i) in.outs.push_back(output(s, i, in.split_widths[i]));
        in.out_width = in.split_widths[0];
        no_alias(s, in);
    }

    const arch::ArchDef& def_;
    const gguf::GgufSet& files_;
    ParamEval& params_;
    Plan& plan_;
    int64_t layer_ = -1;
    std::unordered_map<std::string, int64_t> widths_;
    std::unordered_map<std::string, int> slots_;
};

// Marks runs of consecutive Linear steps on the same input (Q, K and V; gate
// and up) as matmul groups: one conversion of the input and one parallel job
// for all of them. A step joins only if it writes a slot no earlier member
// writes (members run concurrently).
void fuse_linear_groups(std::vector<Instr>& steps) {
    for (size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].op != OpCode::Linear) continue;
        std::set<int> written{steps[i].outs[0]};
        size_t j = i + 1;
        while (j < steps.size() && j - i < kernels::kMaxMatmulGroup && steps[j].op == OpCode::Linear &&
               steps[j].ins[0] == steps[i].ins[0] && written.insert(steps[j].outs[0]).second)
            ++j;
        steps[i].fused = int(j - i - 1);
        i = j - 1;
    }
}

// Slots read by `output:` steps that were produced before it.
std::vector<int> carried_into_output(const Plan& plan) {
    std::set<int> written, carried;
    for (const Instr& in : plan.output) {
        for (int i : in.ins)
            if (!written.count(i)) carried.insert(i);
        for (int o : in.outs) written.insert(o);
    }
    return {carried.begin(), carried.end()};
}

}  // namespace

Plan compile_plan(const arch::ArchDef& def, const gguf::GgufFile& file) {
    return compile_plan(def, *gguf::GgufSet::view(file));
}

Plan compile_plan(const arch::ArchDef& def, const gguf::GgufSet& files) {
    const gguf::GgufFile& file = files.first();
    Plan plan;
    plan.arch_file = def.file;
    const auto arch_name = file.get_string("general.architecture");
    if (!arch_name) throw Error(ErrorKind::Format, file.path() + ": missing key 'general.architecture'");
    plan.arch_name = std::string(*arch_name);

    ParamEval params(def, file, plan.arch_name);
    params.evaluate_globals();
    auto required = [&](const char* name) -> double {
        auto v = params.lookup(name);
        if (!v) params.fail(def.names_loc, std::string("missing hyperparameter: the file must define 'param ") + name + "'");
        return *v;
    };
    const double n_layer = required("n_layer");
    if (n_layer != std::floor(n_layer) || n_layer < 1 || n_layer > kMaxLayers)
        params.fail(def.names_loc, "n_layer must be a whole number in [1, " + std::to_string(kMaxLayers) + "]");
    plan.n_layer = int64_t(n_layer);
    // The training context only bounds a session's default context, so a huge
    // value is clamped; one that is not a positive whole number is an error
    // (converting it to an integer would be undefined).
    const double n_ctx_train = params.lookup("n_ctx_train").value_or(4096);
    if (!(n_ctx_train >= 1) || n_ctx_train != std::floor(n_ctx_train))  // NaN fails the first test
        params.fail(def.names_loc, "n_ctx_train must be a whole number >= 1, got " + std::to_string(n_ctx_train));
    plan.n_ctx_train = int64_t(std::min(n_ctx_train, double(kMaxContextTrain)));

    Compiler compiler(def, files, params, plan);
    compiler.compile_section(def.input, plan.input, -1);
    plan.layers.resize(size_t(plan.n_layer));
    for (int64_t l = 0; l < plan.n_layer; ++l) {
        params.evaluate_layer(l);
        compiler.compile_section(def.block, plan.layers[size_t(l)], l);
    }
    compiler.compile_section(def.output, plan.output, -1);
    fuse_linear_groups(plan.input);
    for (auto& layer : plan.layers) fuse_linear_groups(layer);
    fuse_linear_groups(plan.output);

    if (!compiler.defined("logits")) params.fail(def.output.back().loc, "the output section must set 'logits'");
    plan.logits_slot = compiler.slot_of("logits");
    plan.n_vocab = compiler.widths().at("logits");
    plan.output_carried = carried_into_output(plan);
    if (!plan.input.empty()) plan.n_embd = plan.input.front().out_width;
    for (const auto& [k, v] : params.values()) plan.params[k] = v;
    return plan;
}

}  // namespace synsema::model
