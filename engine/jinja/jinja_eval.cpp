// Statement execution and expression evaluation with Python semantics for
// the data types chat templates use, charging every step to the work budget.
#include <algorithm>
#include <cmath>

#include "engine/jinja/jinja_interp.h"
#include "engine/jinja/jinja_lexer.h"
#include "engine/jinja/jinja_parser.h"
#include "engine/util/error.h"

namespace synsema::jinja {

Interpreter::Interpreter(const RenderInput& input) : input_(input) {
    scopes_.emplace_back();
    auto& globals = scopes_.back();
    globals["range"] = Value::function(Builtin::Range);
    globals["namespace"] = Value::function(Builtin::Namespace);
    globals["raise_exception"] = Value::function(Builtin::RaiseException);
    globals["strftime_now"] = Value::function(Builtin::StrftimeNow);
    globals["dict"] = Value::function(Builtin::Dict);
    for (const auto& [name, value] : input.variables) globals[name] = value;
    scopes_.emplace_back();  // the template's own top-level scope
}

void Interpreter::fail(const Expr& at, const std::string& message) const { fail_at(at.line, at.col, message); }

void Interpreter::fail_limit(const Expr& at, const std::string& message) const {
    throw Error(ErrorKind::Limit,
                "template " + std::to_string(at.line) + ":" + std::to_string(at.col) + ": " + message);
}

void Interpreter::charge(const Expr& at, int64_t units) {
    work_ += units;
    if (work_ > input_.limits.max_work)
        fail_limit(at, "the template does too much work (more than " + std::to_string(input_.limits.max_work) +
                           " steps)");
}

Value Interpreter::make_string(const Expr& at, TaintedText text) {
    if (text.text.size() > input_.limits.max_string_bytes)
        fail_limit(at, "a string of " + std::to_string(text.text.size()) + " bytes exceeds the limit of " +
                           std::to_string(input_.limits.max_string_bytes));
    charge(at, static_cast<int64_t>(text.text.size() / 16));
    return Value::string(std::move(text));
}

Value Interpreter::make_list(const Expr& at, List items) {
    if (items.size() > input_.limits.max_list_items)
        fail_limit(at, "a list of " + std::to_string(items.size()) + " items exceeds the limit of " +
                           std::to_string(input_.limits.max_list_items));
    charge(at, static_cast<int64_t>(items.size()));
    Value v = Value::make_list(std::move(items));
    if (v.depth > input_.limits.max_value_depth) fail_limit(at, "lists nested too deeply");
    return v;
}

Value Interpreter::make_dict(const Expr& at, std::shared_ptr<Dict> dict) {
    if (dict->items.size() > input_.limits.max_list_items) fail_limit(at, "a dict has too many items");
    charge(at, static_cast<int64_t>(dict->items.size()));
    Value v = Value::make_dict(std::move(dict));
    if (v.depth > input_.limits.max_value_depth) fail_limit(at, "dicts nested too deeply");
    return v;
}

TaintedText Interpreter::run(const Body& body) {
    int64_t helper_budget = input_.limits.max_work;
    const WorkScope scope(&helper_budget);
    exec(body);
    return std::move(out_);
}

Value Interpreter::lookup(const std::string& name) const {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
        const auto found = it->find(name);
        if (found != it->end()) return found->second;
    }
    return Value::undefined(name);
}

void Interpreter::assign(const std::string& name, Value value) { scopes_.back()[name] = std::move(value); }

void Interpreter::emit(const Stmt& at, const TaintedText& text) {
    out_.append(text);
    if (out_.text.size() > input_.limits.max_output_bytes)
        throw Error(ErrorKind::Limit, "template " + std::to_string(at.line) + ":" + std::to_string(at.col) +
                                          ": the output exceeds " + std::to_string(input_.limits.max_output_bytes) +
                                          " bytes");
}

Interpreter::Flow Interpreter::exec(const Body& body) {
    for (const StmtPtr& s : body) {
        const Flow flow = exec_stmt(*s);
        if (flow != Flow::Normal) return flow;
    }
    return Flow::Normal;
}

Interpreter::Flow Interpreter::exec_stmt(const Stmt& s) {
    try {
        return exec_stmt_at(s);
    } catch (const Error& e) {
        // Errors from the value helpers carry no position: add this statement's.
        const std::string message = e.what();
        if (message.rfind("template: ", 0) != 0) throw;
        throw Error(e.kind(), "template " + std::to_string(s.line) + ":" + std::to_string(s.col) + ": " + message.substr(10));
    }
}

Interpreter::Flow Interpreter::exec_stmt_at(const Stmt& s) {
    Expr at;
    at.line = s.line;
    at.col = s.col;
    charge(at, 1);
    switch (s.kind) {
    case StmtKind::Text: {
        TaintedText t;
        t.append_literal(s.text);
        emit(s, t);
        return Flow::Normal;
    }
    case StmtKind::Output: emit(s, to_text(eval(*s.expr))); return Flow::Normal;
    case StmtKind::If:
        for (size_t k = 0; k < s.conditions.size(); ++k)
            if (truthy(eval(*s.conditions[k]))) return exec(s.bodies[k]);
        return exec(s.else_body);
    case StmtKind::For: return exec_for(s);
    case StmtKind::Set: exec_set(s); return Flow::Normal;
    case StmtKind::SetBlock: {
        TaintedText saved = std::move(out_);
        out_ = TaintedText{};
        const Flow flow = exec(s.body);
        TaintedText captured = std::move(out_);
        out_ = std::move(saved);
        assign(s.targets[0], make_string(at, std::move(captured)));
        return flow;
    }
    case StmtKind::Block: return exec(s.body);
    case StmtKind::Break:
    case StmtKind::Continue:
        if (loop_depth_ == 0) fail(at, std::string(s.kind == StmtKind::Break ? "break" : "continue") + " outside a loop");
        return s.kind == StmtKind::Break ? Flow::Break : Flow::Continue;
    }
    return Flow::Normal;
}

std::vector<Value> Interpreter::iterate(const Expr& at, const Value& v) {
    switch (v.kind) {
    case Kind::Undefined: return {};
    case Kind::List: return *v.list;
    case Kind::Dict: {
        std::vector<Value> keys;
        for (const auto& item : v.dict->items) keys.push_back(item.first);
        return keys;
    }
    case Kind::String: {
        std::vector<Value> chars;
        const std::vector<size_t> starts = char_starts(v.str());
        for (size_t k = 0; k + 1 < starts.size(); ++k)
            chars.push_back(Value::string(v.s->substr(starts[k], starts[k + 1] - starts[k])));
        return chars;
    }
    default: fail(at, std::string("cannot iterate over a ") + kind_name(v.kind));
    }
}

static void bind_targets(Interpreter& in, const Expr& at, const std::vector<std::string>& targets, const Value& item,
                  std::unordered_map<std::string, Value>& scope) {
    if (targets.size() == 1) {
        scope[targets[0]] = item;
        return;
    }
    if (item.kind != Kind::List || item.list->size() != targets.size())
        in.fail(at, "cannot unpack into " + std::to_string(targets.size()) + " names");
    for (size_t k = 0; k < targets.size(); ++k) scope[targets[k]] = (*item.list)[k];
}

Interpreter::Flow Interpreter::exec_for(const Stmt& s) {
    const Expr& at = *s.expr;
    const std::vector<Value> all = iterate(at, eval(*s.expr));
    // 1. Items passing the optional "if" filter (evaluated with the targets bound).
    std::vector<Value> items;
    for (const Value& item : all) {
        if (++iterations_ > input_.limits.max_loop_iterations)
            fail_limit(at, "loops ran more than " + std::to_string(input_.limits.max_loop_iterations) + " iterations");
        if (!s.filter) {
            items.push_back(item);
            continue;
        }
        scopes_.emplace_back();
        bind_targets(*this, at, s.targets, item, scopes_.back());
        const bool keep = truthy(eval(*s.filter));
        scopes_.pop_back();
        if (keep) items.push_back(item);
    }
    if (items.empty()) return exec(s.else_body);
    // 2. The body once per item with a fresh scope holding the targets and `loop`.
    ++loop_depth_;
    const auto n = static_cast<int64_t>(items.size());
    for (int64_t k = 0; k < n; ++k) {
        scopes_.emplace_back();
        auto loop = std::make_shared<Dict>();
        loop->set(Value::string("index"), Value::integer(k + 1));
        loop->set(Value::string("index0"), Value::integer(k));
        loop->set(Value::string("revindex"), Value::integer(n - k));
        loop->set(Value::string("revindex0"), Value::integer(n - k - 1));
        loop->set(Value::string("first"), Value::boolean(k == 0));
        loop->set(Value::string("last"), Value::boolean(k == n - 1));
        loop->set(Value::string("length"), Value::integer(n));
        if (k > 0) loop->set(Value::string("previtem"), items[static_cast<size_t>(k - 1)]);
        if (k + 1 < n) loop->set(Value::string("nextitem"), items[static_cast<size_t>(k + 1)]);
        scopes_.back()["loop"] = Value::make_dict(std::move(loop));
        bind_targets(*this, at, s.targets, items[static_cast<size_t>(k)], scopes_.back());
        const Flow flow = exec(s.body);
        scopes_.pop_back();
        if (flow == Flow::Break) break;
    }
    --loop_depth_;
    return Flow::Normal;
}

void Interpreter::exec_set(const Stmt& s) {
    const Expr& at = *s.expr;
    Value value = eval(*s.expr);
    if (!s.target_attr.empty()) {
        const Value target = lookup(s.targets[0]);
        if (target.kind != Kind::Namespace)
            fail(at, "cannot set attribute '" + s.target_attr + "' on a " + kind_name(target.kind) +
                         " (only namespace() objects)");
        if (s.target_attr[0] == '_') fail(at, "attribute names starting with '_' are not allowed");
        if (value.kind == Kind::Namespace) fail(at, "a namespace cannot be stored inside a namespace");
        if (value.depth >= input_.limits.max_value_depth) fail_limit(at, "values nested too deeply");
        if (target.dict->items.size() >= input_.limits.max_list_items) fail_limit(at, "a namespace has too many attributes");
        target.dict->set(Value::string(s.target_attr), std::move(value));
        return;
    }
    if (s.targets.size() == 1) {
        assign(s.targets[0], std::move(value));
        return;
    }
    if (value.kind != Kind::List || value.list->size() != s.targets.size())
        fail(at, "cannot unpack into " + std::to_string(s.targets.size()) + " names");
    for (size_t k = 0; k < s.targets.size(); ++k) assign(s.targets[k], (*value.list)[k]);
}

Value Interpreter::eval(const Expr& e) {
    charge(e, 1);
    switch (e.kind) {
    case ExprKind::Literal: return e.literal;
    case ExprKind::Name: return lookup(e.name);
    case ExprKind::List:
    case ExprKind::Tuple: {
        List items;
        for (const ExprPtr& a : e.args) items.push_back(eval(*a));
        return make_list(e, std::move(items));
    }
    case ExprKind::DictLit: {
        auto d = std::make_shared<Dict>();
        for (size_t k = 0; k + 1 < e.args.size(); k += 2) {
            Value key = eval(*e.args[k]);
            Value value = eval(*e.args[k + 1]);
            if (value.kind == Kind::Namespace) fail(e, "a namespace cannot be stored in a dict");
            if (!d->set(key, std::move(value))) fail(e, std::string("a ") + kind_name(key.kind) + " cannot be a dict key");
        }
        return make_dict(e, std::move(d));
    }
    case ExprKind::Attr: return eval_attr(e);
    case ExprKind::Item: return eval_item(e);
    case ExprKind::Slice: return eval_slice(e);
    case ExprKind::Call: return eval_call(e);
    case ExprKind::Filter:
    case ExprKind::Test: {
        // `x is defined` must not fail on a missing x, so the operand is evaluated plainly.
        const Value in = eval(*e.a);
        std::vector<Value> args;
        for (const ExprPtr& a : e.args) args.push_back(eval(*a));
        std::vector<std::pair<std::string, Value>> kwargs;
        for (const auto& [k, v] : e.kwargs) kwargs.emplace_back(k, eval(*v));
        if (e.kind == ExprKind::Filter) return apply_filter(e, e.name, in, args, kwargs);
        return Value::boolean(apply_test(e, e.name, in, args) != e.negated);
    }
    case ExprKind::Unary: {
        const Value a = eval(*e.a);
        if (e.name == "not") return Value::boolean(!truthy(a));
        if (a.kind == Kind::Int) {
            if (e.name == "-" && a.i == INT64_MIN) fail(e, "integer overflow");
            return Value::integer(e.name == "-" ? -a.i : a.i);
        }
        if (a.kind == Kind::Float) return Value::floating(e.name == "-" ? -a.f : a.f);
        if (a.kind == Kind::Bool) return Value::integer(e.name == "-" ? -int64_t(a.b) : int64_t(a.b));
        fail(e, std::string("bad operand type for unary ") + e.name + ": " + kind_name(a.kind));
    }
    case ExprKind::And: {
        Value a = eval(*e.a);
        return truthy(a) ? eval(*e.b) : a;
    }
    case ExprKind::Or: {
        Value a = eval(*e.a);
        return truthy(a) ? a : eval(*e.b);
    }
    case ExprKind::Cond:
        if (truthy(eval(*e.b))) return eval(*e.a);
        return e.c ? eval(*e.c) : Value::undefined();
    case ExprKind::Binary: return eval_binary(e);
    }
    fail(e, "unsupported expression");
}

Value Interpreter::eval_attr(const Expr& e) {
    if (!e.name.empty() && e.name[0] == '_') fail(e, "access to attribute '" + e.name + "' is not allowed");
    const Value obj = eval(*e.a);
    if (obj.is_mapping()) {
        const Value* found = obj.dict->find(e.name);
        return found ? *found : Value::undefined(e.name);
    }
    if (obj.is_undefined())
        fail(e, "'" + (obj.name.empty() ? std::string("value") : obj.name) + "' is undefined (reading ." + e.name + ")");
    return Value::undefined(e.name);
}

namespace {

// Python index normalisation: negative counts from the end; false when out of range.
bool normalise_index(int64_t index, size_t size, size_t& out) {
    const auto n = static_cast<int64_t>(size);
    if (index < 0) index += n;
    if (index < 0 || index >= n) return false;
    out = static_cast<size_t>(index);
    return true;
}

}  // namespace

Value Interpreter::eval_item(const Expr& e) {
    const Value obj = eval(*e.a);
    const Value key = eval(*e.b);
    if (obj.is_mapping()) {
        if (key.is_string() && !key.str().empty() && key.str()[0] == '_' && obj.kind == Kind::Namespace)
            fail(e, "access to attribute '" + key.str() + "' is not allowed");
        const Value* found = obj.dict->find(key);
        return found ? *found : Value::undefined();
    }
    if (obj.is_undefined()) fail(e, "'" + (obj.name.empty() ? std::string("value") : obj.name) + "' is undefined (indexing it)");
    if (key.is_string() && !key.str().empty() && key.str()[0] == '_')
        fail(e, "access to attribute '" + key.str() + "' is not allowed");
    if (key.kind != Kind::Int && key.kind != Kind::Bool) return Value::undefined();
    const int64_t index = key.kind == Kind::Bool ? key.b : key.i;
    size_t at = 0;
    if (obj.kind == Kind::List) return normalise_index(index, obj.list->size(), at) ? (*obj.list)[at] : Value::undefined();
    if (obj.kind == Kind::String) {
        const std::vector<size_t> starts = char_starts(obj.str());
        if (!normalise_index(index, starts.size() - 1, at)) return Value::undefined();
        return Value::string(obj.s->substr(starts[at], starts[at + 1] - starts[at]));
    }
    return Value::undefined();
}

Value Interpreter::eval_slice(const Expr& e) {
    const Value obj = eval(*e.a);
    const auto bound = [&](const ExprPtr& p, bool& present) -> int64_t {
        present = false;
        if (!p) return 0;
        const Value v = eval(*p);
        if (v.kind == Kind::None || v.is_undefined()) return 0;
        if (v.kind != Kind::Int) fail(e, "slice indices must be integers");
        present = true;
        return v.i;
    };
    bool has_start = false, has_stop = false, has_step = false;
    const int64_t start_v = bound(e.b, has_start);
    const int64_t stop_v = bound(e.args[0], has_stop);
    const int64_t step = bound(e.args[1], has_step);
    const int64_t st = has_step ? step : 1;
    if (st == 0) fail(e, "slice step cannot be zero");
    std::vector<size_t> starts;
    size_t n = 0;
    if (obj.kind == Kind::List) {
        n = obj.list->size();
    } else if (obj.kind == Kind::String) {
        starts = char_starts(obj.str());
        n = starts.size() - 1;
    } else {
        fail(e, std::string("cannot slice a ") + kind_name(obj.kind));
    }
    // Python's slice.indices().
    const auto len = static_cast<int64_t>(n);
    const auto clamp = [&](int64_t v, bool present, int64_t dflt) {
        if (!present) return dflt;
        if (v < 0) v += len;
        if (st > 0) return std::clamp<int64_t>(v, 0, len);
        return std::clamp<int64_t>(v, -1, len - 1);
    };
    const int64_t begin = clamp(start_v, has_start, st > 0 ? 0 : len - 1);
    const int64_t end = clamp(stop_v, has_stop, st > 0 ? len : -1);
    std::vector<size_t> picked;
    for (int64_t k = begin; st > 0 ? k < end : k > end; k += st) picked.push_back(static_cast<size_t>(k));
    charge(e, static_cast<int64_t>(picked.size()));
    if (obj.kind == Kind::List) {
        List items;
        for (size_t k : picked) items.push_back((*obj.list)[k]);
        return make_list(e, std::move(items));
    }
    if (st == 1) {
        if (picked.empty()) return Value::string("");
        return Value::string(obj.s->substr(starts[picked.front()], starts[picked.back() + 1] - starts[picked.front()]));
    }
    TaintedText t;
    for (size_t k : picked) t.append(obj.s->substr(starts[k], starts[k + 1] - starts[k]));
    return make_string(e, std::move(t));
}

Value Interpreter::eval_call(const Expr& e) {
    std::vector<Value> args;
    std::vector<std::pair<std::string, Value>> kwargs;
    const auto eval_args = [&] {
        for (const ExprPtr& a : e.args) args.push_back(eval(*a));
        for (const auto& [k, v] : e.kwargs) kwargs.emplace_back(k, eval(*v));
    };
    if (e.a->kind == ExprKind::Attr) {
        const Expr& attr = *e.a;
        if (!attr.name.empty() && attr.name[0] == '_') fail(attr, "access to attribute '" + attr.name + "' is not allowed");
        const Value self = eval(*attr.a);
        eval_args();
        return call_method(e, self, attr.name, args, kwargs);
    }
    const Value callee = eval(*e.a);
    if (callee.kind != Kind::Function) {
        if (callee.is_undefined() && !callee.name.empty()) fail(e, "'" + callee.name + "' is undefined (not a function)");
        fail(e, std::string("a ") + kind_name(callee.kind) + " is not callable");
    }
    eval_args();
    return call_builtin(e, callee.fn, args, kwargs);
}

TaintedText render_template(std::string_view source, const RenderInput& input) {
    try {
        const Body body = parse(source);
        Interpreter interpreter(input);
        return interpreter.run(body);
    } catch (const Error& e) {
        // A template's messages can quote its own text (raise_exception, names).
        throw Error(e.kind(), cut_for_message(e.what(), kMaxErrorMessageBytes));
    }
}

}  // namespace synsema::jinja
