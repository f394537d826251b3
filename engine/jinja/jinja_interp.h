// The interpreter behind render_template() (private to engine/chat): scopes,
// statement execution, expression evaluation, and the resource accounting
// every builtin charges against. Builtins live in jinja_builtins.cpp.
#pragma once
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/jinja/jinja.h"
#include "engine/jinja/jinja_ast.h"
#include "engine/jinja/jinja_strings.h"

namespace synsema::jinja {

class Interpreter {
public:
    explicit Interpreter(const RenderInput& input);
    TaintedText run(const Body& body);

    // --- used by the builtins
    [[noreturn]] void fail(const Expr& at, const std::string& message) const;
    [[noreturn]] void fail_limit(const Expr& at, const std::string& message) const;
    void charge(const Expr& at, int64_t units);  // work accounting
    Value make_string(const Expr& at, TaintedText text);
    Value make_list(const Expr& at, List items);
    Value make_dict(const Expr& at, std::shared_ptr<Dict> dict);
    const RenderInput& input() const { return input_; }

    Value call_builtin(const Expr& at, Builtin fn, const std::vector<Value>& args,
                       const std::vector<std::pair<std::string, Value>>& kwargs);
    Value call_method(const Expr& at, const Value& self, const std::string& name, const std::vector<Value>& args,
                      const std::vector<std::pair<std::string, Value>>& kwargs);
    Value apply_filter(const Expr& at, const std::string& name, const Value& in, const std::vector<Value>& args,
                       const std::vector<std::pair<std::string, Value>>& kwargs);
    bool apply_test(const Expr& at, const std::string& name, const Value& in, const std::vector<Value>& args);

private:
    enum class Flow { Normal, Break, Continue };

    Flow exec(const Body& body);
    Flow exec_stmt(const Stmt& s);
    Flow exec_stmt_at(const Stmt& s);
    Flow exec_for(const Stmt& s);
    void exec_set(const Stmt& s);
    void emit(const Stmt& at, const TaintedText& text);

    Value eval(const Expr& e);
    Value eval_binary(const Expr& e);
    Value eval_attr(const Expr& e);
    Value eval_item(const Expr& e);
    Value eval_slice(const Expr& e);
    Value eval_call(const Expr& e);
    Value lookup(const std::string& name) const;
    void assign(const std::string& name, Value value);
    std::vector<Value> iterate(const Expr& at, const Value& v);

    const RenderInput& input_;
    std::vector<std::unordered_map<std::string, Value>> scopes_;
    TaintedText out_;
    int64_t work_ = 0;
    int64_t iterations_ = 0;
    int loop_depth_ = 0;
};

// Python-style helpers shared by eval and builtins.
// char_starts(): see jinja_strings.h
bool arg_or(const std::vector<Value>& args, const std::vector<std::pair<std::string, Value>>& kwargs, size_t index,
            const char* name, Value& out);

}  // namespace synsema::jinja
