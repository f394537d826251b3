// parse(): tokens -> syntax tree. This file holds the machinery every
// construct shares: token expectations with messages naming what was found,
// the nesting guard, and the expression-height check.
#include "engine/jinja/jinja_parser.h"

#include "engine/jinja/jinja_parser_impl.h"

namespace synsema::jinja {

Body parse(std::string_view source) { return Parser(lex(source)).parse_template(); }

Body Parser::parse_template() {
    std::string end_tag;
    return parse_body({}, end_tag);
}

std::string Parser::describe() const {
    switch (cur().kind) {
    case Tok::End: return "end of template";
    case Tok::VarEnd: return "'}}'";
    case Tok::BlockEnd: return "'%}'";
    case Tok::Text: return "text";
    default: return "'" + cur().text + "'";
    }
}

void Parser::expect_op(const char* op) {
    if (!is_op(op)) fail(std::string("expected '") + op + "', found " + describe());
    ++p_;
}

std::string Parser::expect_name() {
    if (cur().kind != Tok::Name) fail("expected a name, found " + describe());
    return t_[p_++].text;
}

void Parser::expect_block_end() {
    if (cur().kind != Tok::BlockEnd) fail("expected '%}', found " + describe());
    ++p_;
}

// Recursion follows the template's nesting, so a hostile template could
// otherwise exhaust the stack.
Parser::DepthGuard::DepthGuard(Parser& p) : p_(p) {
    if (++p_.depth_ > kMaxNesting) p_.fail("nesting deeper than " + std::to_string(kMaxNesting) + " levels");
}

ExprPtr Parser::node(ExprKind kind, const Token& at) const {
    auto e = std::make_unique<Expr>();
    e->kind = kind;
    e->line = at.line;
    e->col = at.col;
    return e;
}

// Computes the subtree height and refuses trees deep enough to strain the
// evaluator's stack (long operator or attribute chains are built in loops,
// so the nesting guard does not see them).
ExprPtr Parser::checked(ExprPtr e) const {
    int d = 0;
    for (const Expr* c : {e->a.get(), e->b.get(), e->c.get()})
        if (c) d = std::max(d, c->depth);
    for (const ExprPtr& c : e->args)
        if (c) d = std::max(d, c->depth);
    for (const auto& kv : e->kwargs) d = std::max(d, kv.second->depth);
    e->depth = d + 1;
    if (e->depth > kMaxExpressionDepth)
        fail_at(e->line, e->col, "expression nested deeper than " + std::to_string(kMaxExpressionDepth) + " levels");
    return e;
}

}  // namespace synsema::jinja
