// The global functions, string/dict methods, filters and tests a chat
// template may use. Everything else is an error naming the unknown thing.
#include <algorithm>
#include <cmath>

#include "engine/jinja/jinja_interp.h"
#include "engine/util/error.h"

namespace synsema::jinja {

bool contains_value(const Value& container, const Value& item, bool& ok);  // jinja_operators.cpp

bool arg_or(const std::vector<Value>& args, const std::vector<std::pair<std::string, Value>>& kwargs, size_t index,
            const char* name, Value& out) {
    if (index < args.size()) {
        out = args[index];
        return true;
    }
    for (const auto& [k, v] : kwargs) {
        if (k == name) {
            out = v;
            return true;
        }
    }
    return false;
}

namespace {

using Kwargs = std::vector<std::pair<std::string, Value>>;

const std::string& need_string(Interpreter& in, const Expr& at, const Value& v, const char* what) {
    if (!v.is_string()) in.fail(at, std::string(what) + " needs a string, not a " + kind_name(v.kind));
    return v.str();
}

int64_t need_int(Interpreter& in, const Expr& at, const Value& v, const char* what) {
    if (v.kind == Kind::Bool) return v.b;
    if (v.kind != Kind::Int) in.fail(at, std::string(what) + " needs an integer, not a " + kind_name(v.kind));
    return v.i;
}

Value items_of(Interpreter& in, const Expr& at, const Value& dict) {
    List items;
    for (const auto& [k, v] : dict.dict->items) items.push_back(in.make_list(at, {k, v}));
    return in.make_list(at, std::move(items));
}

}  // namespace

Value Interpreter::call_builtin(const Expr& at, Builtin fn, const std::vector<Value>& args, const Kwargs& kwargs) {
    switch (fn) {
    case Builtin::Range: {
        if (args.empty() || args.size() > 3) fail(at, "range() takes 1 to 3 arguments");
        int64_t start = 0, stop = 0, step = 1;
        if (args.size() == 1) {
            stop = need_int(*this, at, args[0], "range()");
        } else {
            start = need_int(*this, at, args[0], "range()");
            stop = need_int(*this, at, args[1], "range()");
            if (args.size() == 3) step = need_int(*this, at, args[2], "range()");
        }
        if (step == 0) fail(at, "range() step must not be zero");
        // Count first (in long double to avoid overflow), then refuse huge ranges before allocating.
        const long double span = step > 0 ? (long double)stop - start : (long double)start - stop;
        const long double count = span <= 0 ? 0 : std::ceil(span / std::fabs((long double)step));
        if (count > (long double)input().limits.max_loop_iterations)
            fail_limit(at, "range() of " + std::to_string((long long)std::min<long double>(count, 9e18L)) +
                               " items exceeds the loop limit of " + std::to_string(input().limits.max_loop_iterations));
        List items;
        for (int64_t k = 0; k < (int64_t)count; ++k) items.push_back(Value::integer(start + k * step));
        return make_list(at, std::move(items));
    }
    case Builtin::Namespace:
    case Builtin::Dict: {
        auto d = std::make_shared<Dict>();
        for (const Value& a : args) {
            if (a.kind != Kind::Dict) fail(at, "namespace()/dict() take keyword arguments or a dict");
            for (const auto& [k, v] : a.dict->items) d->set(k, v);
        }
        for (const auto& [k, v] : kwargs) {
            if (v.kind == Kind::Namespace) fail(at, "a namespace cannot be stored inside another value");
            d->set(Value::string(k), v);
        }
        if (fn == Builtin::Dict) return make_dict(at, std::move(d));
        return Value::make_namespace(std::move(d));
    }
    case Builtin::RaiseException: {
        const std::string message = args.empty() ? std::string("(no message)") : to_text(args[0]).text;
        fail(at, "raise_exception: " + message);
    }
    case Builtin::StrftimeNow: {
        if (args.size() != 1) fail(at, "strftime_now() takes one format argument");
        return Value::string(format_date(need_string(*this, at, args[0], "strftime_now()"), input().date));
    }
    }
    fail(at, "unknown function");
}

Value Interpreter::call_method(const Expr& at, const Value& self, const std::string& name,
                               const std::vector<Value>& args, const Kwargs& kwargs) {
    charge(at, 1);
    if (self.kind == Kind::Dict) {
        if (name == "get") {
            if (args.empty()) fail(at, "get() needs a key");
            const Value* found = self.dict->find(args[0]);
            if (found) return *found;
            return args.size() > 1 ? args[1] : Value::none();
        }
        if (name == "items") return items_of(*this, at, self);
        if (name == "keys" || name == "values") {
            List out;
            for (const auto& [k, v] : self.dict->items) out.push_back(name == "keys" ? k : v);
            return make_list(at, std::move(out));
        }
    }
    if (self.is_string()) {
        const TaintedText& t = *self.s;
        charge(at, static_cast<int64_t>(t.text.size() / 16));
        Value a0;
        const bool has0 = arg_or(args, kwargs, 0, "chars", a0) && a0.kind != Kind::None;
        if (name == "strip" || name == "lstrip" || name == "rstrip") {
            const std::string* chars = has0 ? &need_string(*this, at, a0, name.c_str()) : nullptr;
            return Value::string(strip_text(t, name != "rstrip", name != "lstrip", chars));
        }
        if (name == "split") {
            Value sep, maxsplit;
            const bool has_sep = arg_or(args, kwargs, 0, "sep", sep) && sep.kind != Kind::None;
            const int64_t limit = arg_or(args, kwargs, 1, "maxsplit", maxsplit) ? need_int(*this, at, maxsplit, "split()") : -1;
            if (has_sep && need_string(*this, at, sep, "split()").empty()) fail(at, "split(): empty separator");
            List parts;
            for (TaintedText& part : split_text(t, has_sep ? &sep.str() : nullptr, limit)) parts.push_back(Value::string(std::move(part)));
            return make_list(at, std::move(parts));
        }
        if (name == "startswith" || name == "endswith") {
            if (args.empty()) fail(at, name + "() needs an argument");
            std::vector<std::string> affixes;
            if (args[0].kind == Kind::List) {
                for (const Value& v : *args[0].list) affixes.push_back(need_string(*this, at, v, name.c_str()));
            } else {
                affixes.push_back(need_string(*this, at, args[0], name.c_str()));
            }
            for (const std::string& x : affixes) {
                if (x.size() > t.text.size()) continue;
                if (name == "startswith" ? t.text.compare(0, x.size(), x) == 0
                                         : t.text.compare(t.text.size() - x.size(), x.size(), x) == 0)
                    return Value::boolean(true);
            }
            return Value::boolean(false);
        }
        if (name == "upper") return Value::string(map_case(t, CaseMode::Upper));
        if (name == "lower") return Value::string(map_case(t, CaseMode::Lower));
        if (name == "title") return Value::string(map_case(t, CaseMode::Title));
        if (name == "capitalize") return Value::string(map_case(t, CaseMode::Capitalize));
        if (name == "replace") {
            if (args.size() < 2) fail(at, "replace() needs two arguments");
            need_string(*this, at, args[0], "replace()");
            need_string(*this, at, args[1], "replace()");
            const int64_t count = args.size() > 2 ? need_int(*this, at, args[2], "replace()") : -1;
            return make_string(at, replace_text(t, args[0].str(), *args[1].s, count));
        }
    }
    fail(at, std::string("unknown method '") + name + "' on a " + kind_name(self.kind));
}

bool Interpreter::apply_test(const Expr& at, const std::string& name, const Value& in, const std::vector<Value>& args) {
    const auto arg = [&]() -> const Value& {
        if (args.empty()) fail(at, "test '" + name + "' needs an argument");
        return args[0];
    };
    if (name == "defined") return !in.is_undefined();
    if (name == "undefined") return in.is_undefined();
    if (name == "none") return in.kind == Kind::None;
    if (name == "boolean") return in.kind == Kind::Bool;
    if (name == "true") return in.kind == Kind::Bool && in.b;
    if (name == "false") return in.kind == Kind::Bool && !in.b;
    if (name == "integer") return in.kind == Kind::Int;
    if (name == "float") return in.kind == Kind::Float;
    if (name == "number") return in.is_number();
    if (name == "string") return in.is_string();
    if (name == "mapping") return in.kind == Kind::Dict;
    if (name == "iterable") return in.is_string() || in.kind == Kind::List || in.kind == Kind::Dict || in.is_undefined();
    if (name == "sequence") return in.is_string() || in.kind == Kind::List || in.kind == Kind::Dict;
    if (name == "callable") return in.kind == Kind::Function;
    if (name == "equalto" || name == "eq" || name == "==") return equals(in, arg());
    if (name == "ne" || name == "!=") return !equals(in, arg());
    if (name == "sameas") {
        const Value& b = arg();
        if (in.kind != b.kind) return false;
        if (in.kind == Kind::None || in.kind == Kind::Undefined) return true;
        if (in.kind == Kind::Bool) return in.b == b.b;
        return equals(in, b);
    }
    if (name == "lt" || name == "gt" || name == "le" || name == "ge" || name == "<" || name == ">" || name == "<=" || name == ">=") {
        Expr cmp;
        cmp.line = at.line;
        cmp.col = at.col;
        if (!in.is_number() || !arg().is_number()) {
            if (!(in.is_string() && arg().is_string())) fail(at, "test '" + name + "' cannot compare these values");
            const int c = in.str().compare(arg().str());
            return name == "lt" || name == "<" ? c < 0 : name == "gt" || name == ">" ? c > 0 : name == "le" || name == "<=" ? c <= 0 : c >= 0;
        }
        const double x = in.kind == Kind::Float ? in.f : double(in.kind == Kind::Bool ? in.b : in.i);
        const double y = arg().kind == Kind::Float ? arg().f : double(arg().kind == Kind::Bool ? arg().b : arg().i);
        return name == "lt" || name == "<" ? x < y : name == "gt" || name == ">" ? x > y : name == "le" || name == "<=" ? x <= y : x >= y;
    }
    if (name == "in") {
        bool ok = true;
        const bool found = contains_value(arg(), in, ok);
        if (!ok) fail(at, "test 'in' needs a string, list or dict");
        return found;
    }
    if (name == "odd" || name == "even") {
        const int64_t v = need_int(*this, at, in, name.c_str());
        return (v % 2 != 0) == (name == "odd");
    }
    if (name == "divisibleby") {
        const int64_t d = need_int(*this, at, arg(), "divisibleby");
        if (d == 0) fail(at, "divisibleby(0)");
        return need_int(*this, at, in, "divisibleby") % d == 0;
    }
    if (name == "lower" || name == "upper") {
        const std::string& s = need_string(*this, at, in, name.c_str());
        const TaintedText mapped = map_case(*in.s, name == "lower" ? CaseMode::Lower : CaseMode::Upper);
        return mapped.text == s;
    }
    fail(at, "unknown test '" + name + "'");
}

}  // namespace synsema::jinja
