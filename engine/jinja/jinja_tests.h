// The test table (private to engine/jinja): every test a chat template may
// use after "is" (or name in select/reject), with its handler. The parser
// looks names up here, so an unknown test is refused when the template is
// read, even in a branch that never runs.
#pragma once
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/jinja/jinja_interp.h"

namespace synsema::jinja {

// One application of a test: `in is name(args...)`.
struct TestCall {
    Interpreter& interp;
    const Expr& at;
    const std::string& name;  // as written: messages name the alias the template used
    const Value& in;
    const std::vector<Value>& args;
};

using TestFn = bool (*)(const TestCall&);

struct TestSpec {
    std::string_view name;
    TestFn apply;
};

// nullptr when no test has this name.
const TestSpec* find_test(std::string_view name);
// The whole table, in the order it is written (for tests).
std::span<const TestSpec> test_table();

}  // namespace synsema::jinja
