// Binary operators with Python semantics: arithmetic with overflow checks,
// string and list concatenation and repetition (bounded), "~", comparisons
// and membership.
#include <cmath>

#include "engine/jinja/jinja_interp.h"

namespace synsema::jinja {
namespace {

bool is_integral(const Value& v) { return v.kind == Kind::Int || v.kind == Kind::Bool; }
int64_t as_int(const Value& v) { return v.kind == Kind::Bool ? int64_t(v.b) : v.i; }
double as_double(const Value& v) { return v.kind == Kind::Float ? v.f : static_cast<double>(as_int(v)); }

std::string operand_error(const std::string& op, const Value& a, const Value& b) {
    return "unsupported operand types for " + op + ": " + kind_name(a.kind) + " and " + kind_name(b.kind);
}

// Python's ordering for numbers and strings; false when not comparable.
bool compare(const Value& a, const Value& b, int& result) {
    if (a.is_number() && b.is_number()) {
        if (is_integral(a) && is_integral(b)) {
            result = as_int(a) < as_int(b) ? -1 : as_int(a) > as_int(b) ? 1 : 0;
        } else {
            const double x = as_double(a), y = as_double(b);
            result = x < y ? -1 : x > y ? 1 : 0;
        }
        return true;
    }
    if (a.is_string() && b.is_string()) {
        const int c = a.str().compare(b.str());
        result = c < 0 ? -1 : c > 0 ? 1 : 0;
        return true;
    }
    return false;
}

}  // namespace

bool contains_value(const Value& container, const Value& item, bool& ok) {
    ok = true;
    switch (container.kind) {
    case Kind::String:
        if (!item.is_string()) {
            ok = false;
            return false;
        }
        return container.str().find(item.str()) != std::string::npos;
    case Kind::List:
        for (const Value& v : *container.list)
            if (equals(v, item)) return true;
        return false;
    case Kind::Dict:
    case Kind::Namespace: return container.dict->find(item) != nullptr;
    case Kind::Undefined: return false;
    default: ok = false; return false;
    }
}

Value Interpreter::eval_binary(const Expr& e) {
    const std::string& op = e.name;
    const Value a = eval(*e.a);
    const Value b = eval(*e.b);
    if (op == "==") return Value::boolean(equals(a, b));
    if (op == "!=") return Value::boolean(!equals(a, b));
    if (op == "<" || op == ">" || op == "<=" || op == ">=") {
        int c = 0;
        if (!compare(a, b, c)) fail(e, "cannot compare " + std::string(kind_name(a.kind)) + " " + op + " " + kind_name(b.kind));
        if (op == "<") return Value::boolean(c < 0);
        if (op == ">") return Value::boolean(c > 0);
        if (op == "<=") return Value::boolean(c <= 0);
        return Value::boolean(c >= 0);
    }
    if (op == "in" || op == "not in") {
        bool ok = true;
        const bool found = contains_value(b, a, ok);
        if (!ok) fail(e, std::string("'in' needs a string, list or dict on the right, not ") + kind_name(b.kind));
        charge(e, b.kind == Kind::List ? static_cast<int64_t>(b.list->size()) : 1);
        return Value::boolean(found != (op == "not in"));
    }
    if (op == "~") {
        TaintedText t = to_text(a);
        t.append(to_text(b));
        return make_string(e, std::move(t));
    }
    if (op == "+") {
        if (a.is_string() && b.is_string()) {
            if (a.str().size() + b.str().size() > input().limits.max_string_bytes)
                fail_limit(e, "a string would exceed " + std::to_string(input().limits.max_string_bytes) + " bytes");
            TaintedText t = *a.s;
            t.append(*b.s);
            return make_string(e, std::move(t));
        }
        if (a.kind == Kind::List && b.kind == Kind::List) {
            if (a.list->size() + b.list->size() > input().limits.max_list_items) fail_limit(e, "a list would be too long");
            List items = *a.list;
            items.insert(items.end(), b.list->begin(), b.list->end());
            return make_list(e, std::move(items));
        }
    }
    if (op == "*") {
        // Repetition of a string or list by a count.
        const Value* seq = a.is_string() || a.kind == Kind::List ? &a : b.is_string() || b.kind == Kind::List ? &b : nullptr;
        const Value* count = seq == &a ? &b : &a;
        if (seq && is_integral(*count)) {
            const int64_t n = std::max<int64_t>(0, as_int(*count));
            if (seq->is_string()) {
                if (n > 0 && seq->str().size() > input().limits.max_string_bytes / static_cast<uint64_t>(n))
                    fail_limit(e, "a repeated string would exceed " + std::to_string(input().limits.max_string_bytes) + " bytes");
                TaintedText t;
                for (int64_t k = 0; k < n; ++k) t.append(*seq->s);
                return make_string(e, std::move(t));
            }
            if (n > 0 && seq->list->size() > input().limits.max_list_items / static_cast<uint64_t>(n))
                fail_limit(e, "a repeated list would be too long");
            List items;
            for (int64_t k = 0; k < n; ++k) items.insert(items.end(), seq->list->begin(), seq->list->end());
            return make_list(e, std::move(items));
        }
    }
    if (!a.is_number() || !b.is_number()) {
        if (op == "%" && a.is_string()) fail(e, "string formatting with % is not supported");
        fail(e, operand_error(op, a, b));
    }
    // Numbers.
    if (is_integral(a) && is_integral(b) && op != "/") {
        const int64_t x = as_int(a), y = as_int(b);
        int64_t r = 0;
        if (op == "+") {
            if (__builtin_add_overflow(x, y, &r)) fail(e, "integer overflow");
        } else if (op == "-") {
            if (__builtin_sub_overflow(x, y, &r)) fail(e, "integer overflow");
        } else if (op == "*") {
            if (__builtin_mul_overflow(x, y, &r)) fail(e, "integer overflow");
        } else if (op == "//" || op == "%") {
            if (y == 0) fail(e, "division by zero");
            if (x == INT64_MIN && y == -1) fail(e, "integer overflow");
            int64_t q = x / y, m = x % y;
            if (m != 0 && ((m < 0) != (y < 0))) {  // Python floors
                --q;
                m += y;
            }
            r = op == "//" ? q : m;
        } else if (op == "**") {
            if (y < 0) return Value::floating(std::pow(static_cast<double>(x), static_cast<double>(y)));
            if (x == 0 || x == 1) {
                r = (y == 0) ? 1 : x;
            } else if (x == -1) {
                r = (y % 2 == 0) ? 1 : -1;
            } else {
                r = 1;  // |x| >= 2 overflows within 64 steps
                for (int64_t k = 0; k < y; ++k)
                    if (__builtin_mul_overflow(r, x, &r)) fail(e, "integer overflow in **");
            }
        } else {
            fail(e, "unknown operator " + op);
        }
        return Value::integer(r);
    }
    const double x = as_double(a), y = as_double(b);
    if (op == "+") return Value::floating(x + y);
    if (op == "-") return Value::floating(x - y);
    if (op == "*") return Value::floating(x * y);
    if (op == "/" || op == "//" || op == "%") {
        if (y == 0) fail(e, "division by zero");
        if (op == "/") return Value::floating(x / y);
        if (op == "//") return Value::floating(std::floor(x / y));
        double m = std::fmod(x, y);
        if (m != 0 && ((m < 0) != (y < 0))) m += y;
        return Value::floating(m);
    }
    if (op == "**") return Value::floating(std::pow(x, y));
    fail(e, "unknown operator " + op);
}

}  // namespace synsema::jinja
