// The "| filter" and "is test" chain after a primary. Filter and test names
// are checked against their tables here, so an unknown one fails before
// anything renders, with the message and position rendering would give.
#include "engine/jinja/jinja_filters.h"
#include "engine/jinja/jinja_parser_impl.h"
#include "engine/jinja/jinja_tests.h"

namespace synsema::jinja {
namespace {

const FilterSpec& known_filter(const std::string& name, int line, int col) {
    const FilterSpec* spec = find_filter(name);
    if (!spec) fail_at(line, col, "unknown filter '" + name + "'");
    return *spec;
}

void check_test(const std::string& name, int line, int col) {
    if (!find_test(name)) fail_at(line, col, "unknown test '" + name + "'");
}

// map('lower'), select('odd'), selectattr('role', 'equalto', ...): a literal
// name is checked now; a computed one when the filter runs. Either way the
// error points at the filter, as it does when rendering.
void check_name_argument(const Expr& filter, const NameArgument& names) {
    if (names.of == NameArgument::Of::Nothing || names.index >= filter.args.size()) return;
    if (names.unless_keyword)
        for (const auto& kw : filter.kwargs)
            if (kw.first == names.unless_keyword) return;
    const Expr& arg = *filter.args[names.index];
    if (arg.kind != ExprKind::Literal || !arg.literal.is_string()) return;
    if (names.of == NameArgument::Of::Filter) known_filter(arg.literal.str(), filter.line, filter.col);
    else check_test(arg.literal.str(), filter.line, filter.col);
}

}  // namespace

ExprPtr Parser::parse_filters(ExprPtr e) {
    for (;;) {
        const Token& at = cur();
        if (is_op("|")) {
            ++p_;
            e = parse_filter(std::move(e), at);
        } else if (is_name("is")) {
            ++p_;
            e = parse_test(std::move(e), at);
        } else {
            return e;
        }
    }
}

// After "|": name[(args...)]. Errors point at the "|", as when rendering.
ExprPtr Parser::parse_filter(ExprPtr e, const Token& at) {
    ExprPtr f = node(ExprKind::Filter, at);
    f->name = expect_name();
    const FilterSpec& spec = known_filter(f->name, f->line, f->col);
    f->a = std::move(e);
    if (is_op("(")) {
        ++p_;
        parse_call_args(*f);
        check_name_argument(*f, spec.names);
    }
    return checked(std::move(f));
}

// After "is": [not] name, then (args...) or one bare argument ("is divisibleby 3").
// Errors point at the "is", as when rendering.
ExprPtr Parser::parse_test(ExprPtr e, const Token& at) {
    ExprPtr t = node(ExprKind::Test, at);
    if (is_name("not")) {
        ++p_;
        t->negated = true;
    }
    t->name = expect_name();
    check_test(t->name, t->line, t->col);
    t->a = std::move(e);
    if (is_op("(")) {
        ++p_;
        parse_call_args(*t);
    } else if (starts_test_argument()) {
        t->args.push_back(parse_postfix(parse_primary()));
    }
    return checked(std::move(t));
}

bool Parser::starts_test_argument() const {
    static const std::set<std::string> kStop = {"else", "or", "and", "if", "is", "in", "not"};
    switch (cur().kind) {
    case Tok::Name: return !kStop.count(cur().text);
    case Tok::String:
    case Tok::Int:
    case Tok::Float: return true;
    case Tok::Op: return cur().text == "[" || cur().text == "{";
    default: return false;
    }
}

}  // namespace synsema::jinja
