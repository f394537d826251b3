// Evaluates arch-file expressions: numbers, + - * /, named parameters, and the
// functions key(K[, default]), sqrt(x), min(a, b), max(a, b) and, for per-layer
// parameters, cycle(v0, v1, ...) = v[layer % n] and the name `layer`.
#pragma once
#include <map>
#include <optional>
#include <string>

#include "engine/arch/arch_ast.h"
#include "engine/gguf/gguf_file.h"

namespace synsema::model {

class ParamEval {
public:
    ParamEval(const arch::ArchDef& def, const gguf::GgufFile& file, std::string arch_name);

    // Evaluates every `param` (in file order). Throws Error(Arch) on failure.
    void evaluate_globals();
    // Sets the per-layer parameters for layer l.
    void evaluate_layer(int64_t layer);

    double eval(const arch::Expr& e) const;
    // A value that must be a whole number in [lo, hi].
    int64_t eval_int(const arch::Expr& e, int64_t lo, int64_t hi, const char* what) const;
    std::optional<double> lookup(const std::string& name) const;
    const std::map<std::string, double>& values() const { return values_; }

    [[noreturn]] void fail(const arch::SourceLoc& loc, const std::string& what) const;
    std::string where(const arch::SourceLoc& loc) const;

private:
    double call(const arch::Expr& e) const;
    std::string expand_key(const std::string& key) const;

    const arch::ArchDef& def_;
    const gguf::GgufFile& file_;
    std::string arch_name_;
    std::map<std::string, double> values_;
    int64_t layer_ = -1;
};

}  // namespace synsema::model
