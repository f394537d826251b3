// Expressions with Jinja's operator precedence, lowest first:
// "x if c else y", or, and, not, comparisons/in, + -, ~, * / // %, **,
// unary - +, then primaries with .attr [item] [a:b:c] (call) and the
// "| filter" / "is test" chain (jinja_parse_filters.cpp).
#include "engine/jinja/jinja_parser_impl.h"

namespace synsema::jinja {

ExprPtr Parser::parse_tuple_or_expression() {
    const Token& at = cur();
    ExprPtr first = parse_expression(true);
    if (!is_op(",")) return first;
    ExprPtr tuple = node(ExprKind::Tuple, at);
    tuple->args.push_back(std::move(first));
    while (is_op(",")) {
        ++p_;
        if (cur().kind == Tok::BlockEnd) break;
        tuple->args.push_back(parse_expression(true));
    }
    return checked(std::move(tuple));
}

ExprPtr Parser::parse_expression(bool with_condition) {
    DepthGuard guard(*this);
    const Token& at = cur();
    ExprPtr e = parse_or();
    if (with_condition && is_name("if")) {
        ++p_;
        ExprPtr cond = node(ExprKind::Cond, at);
        cond->a = std::move(e);
        cond->b = parse_or();
        if (is_name("else")) {
            ++p_;
            cond->c = parse_expression(true);
        }
        return checked(std::move(cond));
    }
    return e;
}

ExprPtr Parser::binary(ExprKind kind, const Token& at, std::string op, ExprPtr a, ExprPtr b) const {
    ExprPtr e = node(kind, at);
    e->name = std::move(op);
    e->a = std::move(a);
    e->b = std::move(b);
    return checked(std::move(e));
}

ExprPtr Parser::parse_or() {
    ExprPtr e = parse_and();
    while (is_name("or")) {
        const Token& at = t_[p_++];
        e = binary(ExprKind::Or, at, "or", std::move(e), parse_and());
    }
    return e;
}

ExprPtr Parser::parse_and() {
    ExprPtr e = parse_not();
    while (is_name("and")) {
        const Token& at = t_[p_++];
        e = binary(ExprKind::And, at, "and", std::move(e), parse_not());
    }
    return e;
}

ExprPtr Parser::parse_not() {
    if (is_name("not")) {
        DepthGuard guard(*this);
        const Token& at = t_[p_++];
        ExprPtr e = node(ExprKind::Unary, at);
        e->name = "not";
        e->a = parse_not();
        return checked(std::move(e));
    }
    return parse_compare();
}

ExprPtr Parser::parse_compare() {
    ExprPtr e = parse_math1();
    static const std::set<std::string> kCompare = {"==", "!=", "<", ">", "<=", ">="};
    for (;;) {
        const Token& at = cur();
        std::string op;
        if (cur().kind == Tok::Op && kCompare.count(cur().text)) {
            op = cur().text;
            ++p_;
        } else if (is_name("in")) {
            op = "in";
            ++p_;
        } else if (is_name("not") && peek().kind == Tok::Name && peek().text == "in") {
            op = "not in";
            p_ += 2;
        } else {
            return e;
        }
        e = binary(ExprKind::Binary, at, op, std::move(e), parse_math1());
    }
}

ExprPtr Parser::parse_math1() {
    ExprPtr e = parse_concat();
    while (is_op("+") || is_op("-")) {
        const Token& at = t_[p_++];
        e = binary(ExprKind::Binary, at, at.text, std::move(e), parse_concat());
    }
    return e;
}

ExprPtr Parser::parse_concat() {
    ExprPtr e = parse_math2();
    while (is_op("~")) {
        const Token& at = t_[p_++];
        e = binary(ExprKind::Binary, at, "~", std::move(e), parse_math2());
    }
    return e;
}

ExprPtr Parser::parse_math2() {
    ExprPtr e = parse_pow();
    while (is_op("*") || is_op("/") || is_op("//") || is_op("%")) {
        const Token& at = t_[p_++];
        e = binary(ExprKind::Binary, at, at.text, std::move(e), parse_pow());
    }
    return e;
}

ExprPtr Parser::parse_pow() {
    ExprPtr e = parse_unary(true);
    while (is_op("**")) {
        const Token& at = t_[p_++];
        e = binary(ExprKind::Binary, at, "**", std::move(e), parse_unary(true));
    }
    return e;
}

ExprPtr Parser::parse_unary(bool with_filter) {
    DepthGuard guard(*this);
    ExprPtr e;
    if (is_op("-") || is_op("+")) {
        const Token& at = t_[p_++];
        e = node(ExprKind::Unary, at);
        e->name = at.text;
        e->a = parse_unary(false);
        e = checked(std::move(e));
    } else {
        e = parse_postfix(parse_primary());
    }
    return with_filter ? parse_filters(std::move(e)) : std::move(e);
}

ExprPtr Parser::parse_postfix(ExprPtr e) {
    for (;;) {
        const Token& at = cur();
        if (is_op(".")) {
            ++p_;
            ExprPtr a = node(ExprKind::Attr, at);
            if (cur().kind == Tok::Int) {  // x.0 is x[0] in Jinja
                a->kind = ExprKind::Item;
                a->b = node(ExprKind::Literal, cur());
                a->b->literal = Value::integer(cur().i);
                ++p_;
            } else {
                a->name = expect_name();
            }
            a->a = std::move(e);
            e = checked(std::move(a));
        } else if (is_op("[")) {
            ++p_;
            e = checked(parse_subscript(std::move(e), at));
        } else if (is_op("(")) {
            ++p_;
            ExprPtr call = node(ExprKind::Call, at);
            call->a = std::move(e);
            parse_call_args(*call);
            e = checked(std::move(call));
        } else {
            return e;
        }
    }
}

ExprPtr Parser::parse_subscript(ExprPtr target, const Token& at) {
    ExprPtr start;
    if (!is_op(":")) start = parse_expression(true);
    if (!is_op(":")) {
        expect_op("]");
        ExprPtr item = node(ExprKind::Item, at);
        item->a = std::move(target);
        item->b = std::move(start);
        return item;
    }
    ++p_;
    ExprPtr slice = node(ExprKind::Slice, at);
    slice->a = std::move(target);
    slice->b = std::move(start);
    ExprPtr stop, step;
    if (!is_op(":") && !is_op("]")) stop = parse_expression(true);
    if (is_op(":")) {
        ++p_;
        if (!is_op("]")) step = parse_expression(true);
    }
    expect_op("]");
    slice->args.push_back(std::move(stop));
    slice->args.push_back(std::move(step));
    return slice;
}

// After "(": positional then keyword arguments, up to ")".
void Parser::parse_call_args(Expr& call) {
    while (!is_op(")")) {
        if (cur().kind == Tok::Name && peek().kind == Tok::Op && peek().text == "=") {
            std::string key = t_[p_].text;
            p_ += 2;
            call.kwargs.emplace_back(std::move(key), parse_expression(true));
        } else {
            if (!call.kwargs.empty()) fail("positional argument after keyword argument");
            call.args.push_back(parse_expression(true));
        }
        if (!is_op(",")) break;
        ++p_;
    }
    expect_op(")");
}

}  // namespace synsema::jinja
