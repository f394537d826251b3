// The recursive-descent parser behind parse() (private to engine/jinja). One
// class, its members defined by construct: jinja_parser.cpp (tokens, nesting
// and depth checks), jinja_parse_statements.cpp, jinja_parse_expressions.cpp,
// jinja_parse_filters.cpp and jinja_parse_literals.cpp.
#pragma once
#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/jinja/jinja_lexer.h"
#include "engine/jinja/jinja_parser.h"

namespace synsema::jinja {

class Parser {
public:
    explicit Parser(std::vector<Token> tokens) : t_(std::move(tokens)) {}
    Body parse_template();

private:
    // --- tokens (jinja_parser.cpp)
    const Token& cur() const { return t_[p_]; }
    const Token& peek(size_t k = 1) const { return t_[std::min(p_ + k, t_.size() - 1)]; }
    bool is_op(const char* op) const { return cur().kind == Tok::Op && cur().text == op; }
    bool is_name(const char* name) const { return cur().kind == Tok::Name && cur().text == name; }
    [[noreturn]] void fail(const std::string& message) const { fail_at(cur().line, cur().col, message); }
    std::string describe() const;
    void expect_op(const char* op);
    std::string expect_name();
    void expect_block_end();

    // Counts nesting of bodies and expressions; refuses more than kMaxNesting.
    struct DepthGuard {
        explicit DepthGuard(Parser& p);
        ~DepthGuard() { --p_.depth_; }
        DepthGuard(const DepthGuard&) = delete;
        DepthGuard& operator=(const DepthGuard&) = delete;
        Parser& p_;
    };

    ExprPtr node(ExprKind kind, const Token& at) const;
    ExprPtr checked(ExprPtr e) const;

    // --- statements (jinja_parse_statements.cpp)
    Body parse_body(const std::set<std::string>& ends, std::string& end_tag);
    StmtPtr parse_statement(const std::string& name, const Token& at);
    void parse_if(Stmt& s, const std::string& tag);
    void parse_for(Stmt& s, const std::string& tag);
    void parse_set(Stmt& s, const std::string& tag);
    void parse_loop_control(Stmt& s, const std::string& tag);
    void parse_generation(Stmt& s, const std::string& tag);

    // --- expressions, lowest precedence first (jinja_parse_expressions.cpp)
    ExprPtr parse_tuple_or_expression();
    ExprPtr parse_expression(bool with_condition);
    ExprPtr binary(ExprKind kind, const Token& at, std::string op, ExprPtr a, ExprPtr b) const;
    ExprPtr parse_or();
    ExprPtr parse_and();
    ExprPtr parse_not();
    ExprPtr parse_compare();
    ExprPtr parse_math1();
    ExprPtr parse_concat();
    ExprPtr parse_math2();
    ExprPtr parse_pow();
    ExprPtr parse_unary(bool with_filter);
    ExprPtr parse_postfix(ExprPtr e);
    ExprPtr parse_subscript(ExprPtr target, const Token& at);
    void parse_call_args(Expr& call);
    // --- the "| filter" / "is test" chain (jinja_parse_filters.cpp)
    ExprPtr parse_filters(ExprPtr e);
    ExprPtr parse_filter(ExprPtr e, const Token& at);
    ExprPtr parse_test(ExprPtr e, const Token& at);
    bool starts_test_argument() const;

    // --- literals and parentheses (jinja_parse_literals.cpp)
    ExprPtr parse_primary();
    ExprPtr parse_list(const Token& at);
    ExprPtr parse_dict(const Token& at);
    ExprPtr parse_paren();

    std::vector<Token> t_;
    size_t p_ = 0;
    int depth_ = 0;
};

}  // namespace synsema::jinja
