#include "param_eval.h"

#include <cmath>
#include <sstream>

#include "engine/util/error.h"

namespace synsema::model {

using arch::Expr;

ParamEval::ParamEval(const arch::ArchDef& def, const gguf::GgufFile& file, std::string arch_name)
    : def_(def), file_(file), arch_name_(std::move(arch_name)) {}

std::string ParamEval::where(const arch::SourceLoc& loc) const {
    std::ostringstream s;
    s << def_.file << ':' << loc.line << ':' << loc.column;
    return s.str();
}

void ParamEval::fail(const arch::SourceLoc& loc, const std::string& what) const {
    throw Error(ErrorKind::Arch, where(loc) + ": " + what);
}

void ParamEval::evaluate_globals() {
    for (const auto& p : def_.params) {
        if (p.per_layer) continue;
        if (values_.count(p.name)) fail(p.loc, "parameter '" + p.name + "' is defined twice");
        values_[p.name] = eval(p.value);
    }
}

void ParamEval::evaluate_layer(int64_t layer) {
    layer_ = layer;
    for (const auto& p : def_.params) {
        if (!p.per_layer) continue;
        values_.erase(p.name);
    }
    for (const auto& p : def_.params)
        if (p.per_layer) values_[p.name] = eval(p.value);
}

std::optional<double> ParamEval::lookup(const std::string& name) const {
    if (name == "layer" && layer_ >= 0) return double(layer_);
    auto it = values_.find(name);
    if (it == values_.end()) return std::nullopt;
    return it->second;
}

double ParamEval::eval(const Expr& e) const {
    switch (e.kind) {
        case Expr::Kind::Number: return e.number;
        case Expr::Kind::Name: {
            if (auto v = lookup(e.text)) return *v;
            fail(e.loc, "unknown parameter '" + e.text + "'");
        }
        case Expr::Kind::Negate: return -eval(e.args[0]);
        case Expr::Kind::Binary: {
            const double a = eval(e.args[0]), b = eval(e.args[1]);
            if (e.text == "+") return a + b;
            if (e.text == "-") return a - b;
            if (e.text == "*") return a * b;
            if (b == 0) fail(e.loc, "division by zero");
            return a / b;
        }
        case Expr::Kind::Call: return call(e);
        case Expr::Kind::String: fail(e.loc, "expected a number, found a string");
        case Expr::Kind::Tensor: fail(e.loc, "expected a number, found tensor '" + e.text + "'");
    }
    fail(e.loc, "bad expression");
}

std::string ParamEval::expand_key(const std::string& key) const {
    std::string out;
    for (size_t i = 0; i < key.size();) {
        if (key.compare(i, 6, "{arch}") == 0) {
            out += arch_name_;
            i += 6;
        } else {
            out += key[i++];
        }
    }
    return out;
}

double ParamEval::call(const Expr& e) const {
    const auto nargs = e.args.size();
    auto need = [&](size_t lo, size_t hi) {
        if (nargs < lo || nargs > hi)
            fail(e.loc, e.text + "() takes " + std::to_string(lo) +
                            (lo == hi ? "" : " to " + std::to_string(hi)) + " arguments, got " +
                            std::to_string(nargs));
    };
    if (e.text == "key") {
        need(1, 2);
        if (e.args[0].kind != Expr::Kind::String) fail(e.args[0].loc, "key() expects a quoted GGUF key");
        const std::string key = expand_key(e.args[0].text);
        std::optional<double> v;
        try {
            v = file_.get_float(key);
        } catch (const Error& err) {
            fail(e.loc, std::string("GGUF key '") + key + "': " + err.what());
        }
        if (v) return *v;
        if (nargs == 2) return eval(e.args[1]);
        fail(e.loc, "missing hyperparameter: the model file has no key '" + key + "' and no default is given");
    }
    if (e.text == "sqrt") {
        need(1, 1);
        const double x = eval(e.args[0]);
        if (x < 0) fail(e.loc, "sqrt of a negative number");
        return std::sqrt(x);
    }
    if (e.text == "min" || e.text == "max") {
        need(2, 2);
        const double a = eval(e.args[0]), b = eval(e.args[1]);
        return e.text == "min" ? std::min(a, b) : std::max(a, b);
    }
    if (e.text == "cycle") {
        if (layer_ < 0) fail(e.loc, "cycle() is only allowed in 'layer' parameters");
        if (nargs == 0) fail(e.loc, "cycle() needs at least one value");
        return eval(e.args[size_t(layer_) % nargs]);
    }
    fail(e.loc, "unknown function '" + e.text + "' (known: key, sqrt, min, max, cycle)");
}

int64_t ParamEval::eval_int(const Expr& e, int64_t lo, int64_t hi, const char* what) const {
    const double v = eval(e);
    if (!std::isfinite(v) || v != std::floor(v) || v < double(lo) || v > double(hi)) {
        std::ostringstream s;
        s << what << " must be a whole number in [" << lo << ", " << hi << "], got " << v;
        fail(e.loc, s.str());
    }
    return int64_t(v);
}

}  // namespace synsema::model
