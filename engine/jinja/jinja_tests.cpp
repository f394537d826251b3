// Jinja tests used by chat templates ("x is defined", "x is not none",
// selectattr('role', 'equalto', 'user')), as one name -> handler table.
#include "engine/jinja/jinja_tests.h"

#include <functional>

#include "engine/jinja/jinja_table_index.h"

namespace synsema::jinja {

bool contains_value(const Value& container, const Value& item, bool& ok);  // jinja_operators.cpp

namespace {

const Value& argument(const TestCall& c) {
    if (c.args.empty()) c.interp.fail(c.at, "test '" + c.name + "' needs an argument");
    return c.args[0];
}

// --- kinds of value
bool defined(const TestCall& c) { return !c.in.is_undefined(); }
bool undefined(const TestCall& c) { return c.in.is_undefined(); }
bool none(const TestCall& c) { return c.in.kind == Kind::None; }
bool boolean(const TestCall& c) { return c.in.kind == Kind::Bool; }
bool is_true(const TestCall& c) { return c.in.kind == Kind::Bool && c.in.b; }
bool is_false(const TestCall& c) { return c.in.kind == Kind::Bool && !c.in.b; }
bool integer(const TestCall& c) { return c.in.kind == Kind::Int; }
bool floating(const TestCall& c) { return c.in.kind == Kind::Float; }
bool number(const TestCall& c) { return c.in.is_number(); }
bool string(const TestCall& c) { return c.in.is_string(); }
bool mapping(const TestCall& c) { return c.in.kind == Kind::Dict; }
bool iterable(const TestCall& c) {
    return c.in.is_string() || c.in.kind == Kind::List || c.in.kind == Kind::Dict || c.in.is_undefined();
}
bool sequence(const TestCall& c) { return c.in.is_string() || c.in.kind == Kind::List || c.in.kind == Kind::Dict; }
bool callable(const TestCall& c) { return c.in.kind == Kind::Function; }

// --- comparisons
bool equal(const TestCall& c) { return equals(c.in, argument(c)); }
bool not_equal(const TestCall& c) { return !equals(c.in, argument(c)); }

bool same_as(const TestCall& c) {
    const Value& b = argument(c);
    if (c.in.kind != b.kind) return false;
    if (c.in.kind == Kind::None || c.in.kind == Kind::Undefined) return true;
    if (c.in.kind == Kind::Bool) return c.in.b == b.b;
    return equals(c.in, b);
}

// lt, gt, le, ge and their symbols: numbers by value, strings by bytes.
template <typename Order>
bool compare(const TestCall& c) {
    const Value& in = c.in;
    if (!in.is_number() || !argument(c).is_number()) {
        if (!(in.is_string() && argument(c).is_string()))
            c.interp.fail(c.at, "test '" + c.name + "' cannot compare these values");
        return Order{}(in.str().compare(argument(c).str()), 0);
    }
    return Order{}(number_of(in), number_of(argument(c)));
}

bool in(const TestCall& c) {
    bool ok = true;
    const bool found = contains_value(argument(c), c.in, ok);
    if (!ok) c.interp.fail(c.at, "test 'in' needs a string, list or dict");
    return found;
}

// --- numbers and text
bool odd(const TestCall& c) { return need_int(c.interp, c.at, c.in, c.name.c_str()) % 2 != 0; }
bool even(const TestCall& c) { return need_int(c.interp, c.at, c.in, c.name.c_str()) % 2 == 0; }

bool divisible_by(const TestCall& c) {
    const int64_t d = need_int(c.interp, c.at, argument(c), "divisibleby");
    if (d == 0) c.interp.fail(c.at, "divisibleby(0)");
    const int64_t n = need_int(c.interp, c.at, c.in, "divisibleby");
    return d == -1 || n % d == 0;  // INT64_MIN % -1 traps on x86; every integer is divisible by -1
}

template <CaseMode mode>
bool in_case(const TestCall& c) {
    const std::string& s = need_string(c.interp, c.at, c.in, c.name.c_str());
    return map_case(*c.in.s, mode).text == s;
}

// Aliases are rows of their own: the handler is the same, the name in
// messages is the one the template wrote.
const TestSpec kTests[] = {
    {"defined", defined},
    {"undefined", undefined},
    {"none", none},
    {"boolean", boolean},
    {"true", is_true},
    {"false", is_false},
    {"integer", integer},
    {"float", floating},
    {"number", number},
    {"string", string},
    {"mapping", mapping},
    {"iterable", iterable},
    {"sequence", sequence},
    {"callable", callable},
    {"equalto", equal},
    {"eq", equal},
    {"==", equal},
    {"ne", not_equal},
    {"!=", not_equal},
    {"sameas", same_as},
    {"lt", compare<std::less<>>},
    {"<", compare<std::less<>>},
    {"gt", compare<std::greater<>>},
    {">", compare<std::greater<>>},
    {"le", compare<std::less_equal<>>},
    {"<=", compare<std::less_equal<>>},
    {"ge", compare<std::greater_equal<>>},
    {">=", compare<std::greater_equal<>>},
    {"in", in},
    {"odd", odd},
    {"even", even},
    {"divisibleby", divisible_by},
    {"lower", in_case<CaseMode::Lower>},
    {"upper", in_case<CaseMode::Upper>},
};

}  // namespace

std::span<const TestSpec> test_table() { return kTests; }

const TestSpec* find_test(std::string_view name) {
    static const TableIndex<TestSpec> index(kTests);
    return index.find(name);
}

bool Interpreter::apply_test(const Expr& at, const std::string& name, const Value& in, const std::vector<Value>& args) {
    const TestSpec* spec = find_test(name);
    if (!spec) fail(at, "unknown test '" + name + "'");
    return spec->apply({*this, at, name, in, args});
}

}  // namespace synsema::jinja
