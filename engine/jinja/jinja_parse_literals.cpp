// Primaries: names and the constants true/false/none, strings (adjacent ones
// concatenate), integers, floats, [lists], {dicts}, and parentheses, which
// hold either one expression or a tuple.
#include "engine/jinja/jinja_parser_impl.h"

namespace synsema::jinja {

ExprPtr Parser::parse_primary() {
    DepthGuard guard(*this);
    const Token& at = cur();
    switch (at.kind) {
    case Tok::Name: {
        ++p_;
        static const std::set<std::string> kTrue = {"true", "True"}, kFalse = {"false", "False"},
                                             kNone = {"none", "None"};
        ExprPtr e = node(ExprKind::Literal, at);
        if (kTrue.count(at.text)) e->literal = Value::boolean(true);
        else if (kFalse.count(at.text)) e->literal = Value::boolean(false);
        else if (kNone.count(at.text)) e->literal = Value::none();
        else {
            e->kind = ExprKind::Name;
            e->name = at.text;
        }
        return e;
    }
    case Tok::String: {
        std::string text;
        while (cur().kind == Tok::String) text += t_[p_++].text;  // "a" "b" concatenates
        ExprPtr e = node(ExprKind::Literal, at);
        e->literal = Value::string(text);
        return e;
    }
    case Tok::Int: {
        ++p_;
        ExprPtr e = node(ExprKind::Literal, at);
        e->literal = Value::integer(at.i);
        return e;
    }
    case Tok::Float: {
        ++p_;
        ExprPtr e = node(ExprKind::Literal, at);
        e->literal = Value::floating(at.f);
        return e;
    }
    case Tok::Op:
        if (at.text == "(") return parse_paren();
        if (at.text == "[") return parse_list(at);
        if (at.text == "{") return parse_dict(at);
        break;
    default: break;
    }
    fail("unexpected " + describe() + " in an expression");
}

// [a, b, ...] (a trailing comma is allowed)
ExprPtr Parser::parse_list(const Token& at) {
    ++p_;
    ExprPtr e = node(ExprKind::List, at);
    while (!is_op("]")) {
        e->args.push_back(parse_expression(true));
        if (!is_op(",")) break;
        ++p_;
    }
    expect_op("]");
    return checked(std::move(e));
}

// {key: value, ...} as key, value pairs in args
ExprPtr Parser::parse_dict(const Token& at) {
    ++p_;
    ExprPtr e = node(ExprKind::DictLit, at);
    while (!is_op("}")) {
        e->args.push_back(parse_expression(true));
        expect_op(":");
        e->args.push_back(parse_expression(true));
        if (!is_op(",")) break;
        ++p_;
    }
    expect_op("}");
    return checked(std::move(e));
}

// () is the empty tuple, (a) is a, (a,) and (a, b) are tuples.
ExprPtr Parser::parse_paren() {
    const Token& at = t_[p_++];
    if (is_op(")")) {
        ++p_;
        return node(ExprKind::Tuple, at);
    }
    ExprPtr first = parse_expression(true);
    if (!is_op(",")) {
        expect_op(")");
        return first;
    }
    ExprPtr tuple = node(ExprKind::Tuple, at);
    tuple->args.push_back(std::move(first));
    while (is_op(",")) {
        ++p_;
        if (is_op(")")) break;
        tuple->args.push_back(parse_expression(true));
    }
    expect_op(")");
    return checked(std::move(tuple));
}

}  // namespace synsema::jinja
