// Recursive-descent parser with Jinja's operator precedence, lowest first:
// "x if c else y", or, and, not, comparisons/in, + -, ~, * / // %, **,
// unary - +, then primaries with .attr [item] [a:b:c] (call) and the
// "| filter" / "is test" chain.
#include "engine/jinja/jinja_parser.h"

#include <algorithm>
#include <set>

#include "engine/jinja/jinja_lexer.h"

namespace synsema::jinja {
namespace {

class Parser {
public:
    explicit Parser(std::vector<Token> tokens) : t_(std::move(tokens)) {}

    Body parse_template() {
        std::string end_tag;
        Body body = parse_body({}, end_tag);
        return body;
    }

private:
    // --- token helpers
    const Token& cur() const { return t_[p_]; }
    const Token& peek(size_t k = 1) const { return t_[std::min(p_ + k, t_.size() - 1)]; }
    bool is_op(const char* op) const { return cur().kind == Tok::Op && cur().text == op; }
    bool is_name(const char* name) const { return cur().kind == Tok::Name && cur().text == name; }
    [[noreturn]] void fail(const std::string& message) const { fail_at(cur().line, cur().col, message); }
    std::string describe() const {
        switch (cur().kind) {
        case Tok::End: return "end of template";
        case Tok::VarEnd: return "'}}'";
        case Tok::BlockEnd: return "'%}'";
        case Tok::Text: return "text";
        default: return "'" + cur().text + "'";
        }
    }
    void expect_op(const char* op) {
        if (!is_op(op)) fail(std::string("expected '") + op + "', found " + describe());
        ++p_;
    }
    std::string expect_name() {
        if (cur().kind != Tok::Name) fail("expected a name, found " + describe());
        return t_[p_++].text;
    }
    void expect_block_end() {
        if (cur().kind != Tok::BlockEnd) fail("expected '%}', found " + describe());
        ++p_;
    }

    struct DepthGuard {
        explicit DepthGuard(Parser& p) : p_(p) {
            if (++p_.depth_ > kMaxNesting) p_.fail("nesting deeper than " + std::to_string(kMaxNesting) + " levels");
        }
        ~DepthGuard() { --p_.depth_; }
        Parser& p_;
    };

    ExprPtr node(ExprKind kind, const Token& at) const {
        auto e = std::make_unique<Expr>();
        e->kind = kind;
        e->line = at.line;
        e->col = at.col;
        return e;
    }

    // Computes the subtree height and refuses trees deep enough to strain the
    // evaluator's stack (long operator or attribute chains are built in loops).
    ExprPtr checked(ExprPtr e) const {
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

    // --- statements
    // Parses until one of `ends` opens a block tag; leaves the tag name in end_tag
    // with the position just after it. At the top level (no ends) runs to End.
    Body parse_body(const std::set<std::string>& ends, std::string& end_tag) {
        DepthGuard guard(*this);
        Body body;
        for (;;) {
            const Token& tok = cur();
            if (tok.kind == Tok::End) {
                for (const std::string& end : ends)
                    if (end.rfind("end", 0) == 0) fail("missing {% " + end + " %}");
                return body;
            }
            if (tok.kind == Tok::Text) {
                auto s = std::make_unique<Stmt>();
                s->kind = StmtKind::Text;
                s->line = tok.line;
                s->col = tok.col;
                s->text = tok.text;
                body.push_back(std::move(s));
                ++p_;
                continue;
            }
            if (tok.kind == Tok::VarBegin) {
                ++p_;
                auto s = std::make_unique<Stmt>();
                s->kind = StmtKind::Output;
                s->line = tok.line;
                s->col = tok.col;
                s->expr = parse_expression(true);
                if (cur().kind != Tok::VarEnd) fail("expected '}}', found " + describe());
                ++p_;
                body.push_back(std::move(s));
                continue;
            }
            if (tok.kind != Tok::BlockBegin) fail("unexpected " + describe());
            ++p_;
            const Token& name_tok = cur();
            const std::string name = expect_name();
            if (ends.count(name)) {
                end_tag = name;
                return body;
            }
            body.push_back(parse_statement(name, name_tok));
        }
    }

    StmtPtr parse_statement(const std::string& name, const Token& at) {
        auto s = std::make_unique<Stmt>();
        s->line = at.line;
        s->col = at.col;
        if (name == "if") {
            s->kind = StmtKind::If;
            s->conditions.push_back(parse_expression(true));
            expect_block_end();
            for (;;) {
                std::string end;
                s->bodies.push_back(parse_body({"elif", "else", "endif"}, end));
                if (end == "elif") {
                    s->conditions.push_back(parse_expression(true));
                    expect_block_end();
                    continue;
                }
                if (end == "else") {
                    expect_block_end();
                    s->else_body = parse_body({"endif"}, end);
                }
                expect_block_end();
                return s;
            }
        }
        if (name == "for") {
            s->kind = StmtKind::For;
            const bool paren = is_op("(");
            if (paren) ++p_;
            s->targets.push_back(expect_name());
            while (is_op(",")) {
                ++p_;
                s->targets.push_back(expect_name());
            }
            if (paren) expect_op(")");
            if (!is_name("in")) fail("expected 'in' in a for loop, found " + describe());
            ++p_;
            s->expr = parse_expression(false);
            if (is_name("if")) {
                ++p_;
                s->filter = parse_expression(false);
            }
            if (is_name("recursive")) fail("recursive loops are not supported in chat templates");
            expect_block_end();
            std::string end;
            s->body = parse_body({"else", "endfor"}, end);
            if (end == "else") {
                expect_block_end();
                s->else_body = parse_body({"endfor"}, end);
            }
            expect_block_end();
            return s;
        }
        if (name == "set") {
            s->targets.push_back(expect_name());
            if (is_op(".")) {
                ++p_;
                s->target_attr = expect_name();
            } else {
                while (is_op(",")) {
                    ++p_;
                    s->targets.push_back(expect_name());
                }
            }
            if (is_op("=")) {
                ++p_;
                s->kind = StmtKind::Set;
                s->expr = parse_tuple_or_expression();
                expect_block_end();
                return s;
            }
            if (s->targets.size() != 1 || !s->target_attr.empty()) fail("a block set takes exactly one name");
            s->kind = StmtKind::SetBlock;
            expect_block_end();
            std::string end;
            s->body = parse_body({"endset"}, end);
            expect_block_end();
            return s;
        }
        if (name == "break" || name == "continue") {
            s->kind = name == "break" ? StmtKind::Break : StmtKind::Continue;
            expect_block_end();
            return s;
        }
        if (name == "generation") {
            // Hugging Face's marker for assistant text in training masks; renders its body.
            s->kind = StmtKind::Block;
            expect_block_end();
            std::string end;
            s->body = parse_body({"endgeneration"}, end);
            expect_block_end();
            return s;
        }
        static const std::set<std::string> kForbidden = {"include", "import", "extends", "from", "block"};
        if (kForbidden.count(name)) fail("'" + name + "' is not allowed in a chat template (no file access)");
        static const std::set<std::string> kUnsupported = {"macro", "call", "raw", "filter", "with", "autoescape", "do"};
        if (kUnsupported.count(name)) fail("'" + name + "' blocks are not supported in chat templates");
        fail("unknown tag '" + name + "'");
    }

    // --- expressions
    ExprPtr parse_tuple_or_expression() {
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

    ExprPtr parse_expression(bool with_condition) {
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

    ExprPtr binary(ExprKind kind, const Token& at, std::string op, ExprPtr a, ExprPtr b) const {
        ExprPtr e = node(kind, at);
        e->name = std::move(op);
        e->a = std::move(a);
        e->b = std::move(b);
        return checked(std::move(e));
    }

    ExprPtr parse_or() {
        ExprPtr e = parse_and();
        while (is_name("or")) {
            const Token& at = t_[p_++];
            e = binary(ExprKind::Or, at, "or", std::move(e), parse_and());
        }
        return e;
    }

    ExprPtr parse_and() {
        ExprPtr e = parse_not();
        while (is_name("and")) {
            const Token& at = t_[p_++];
            e = binary(ExprKind::And, at, "and", std::move(e), parse_not());
        }
        return e;
    }

    ExprPtr parse_not() {
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

    ExprPtr parse_compare() {
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

    ExprPtr parse_math1() {
        ExprPtr e = parse_concat();
        while (is_op("+") || is_op("-")) {
            const Token& at = t_[p_++];
            e = binary(ExprKind::Binary, at, at.text, std::move(e), parse_concat());
        }
        return e;
    }

    ExprPtr parse_concat() {
        ExprPtr e = parse_math2();
        while (is_op("~")) {
            const Token& at = t_[p_++];
            e = binary(ExprKind::Binary, at, "~", std::move(e), parse_math2());
        }
        return e;
    }

    ExprPtr parse_math2() {
        ExprPtr e = parse_pow();
        while (is_op("*") || is_op("/") || is_op("//") || is_op("%")) {
            const Token& at = t_[p_++];
            e = binary(ExprKind::Binary, at, at.text, std::move(e), parse_pow());
        }
        return e;
    }

    ExprPtr parse_pow() {
        ExprPtr e = parse_unary(true);
        while (is_op("**")) {
            const Token& at = t_[p_++];
            e = binary(ExprKind::Binary, at, "**", std::move(e), parse_unary(true));
        }
        return e;
    }

    ExprPtr parse_unary(bool with_filter) {
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

    ExprPtr parse_primary() {
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
            if (at.text == "[") {
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
            if (at.text == "{") {
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
            break;
        default: break;
        }
        fail("unexpected " + describe() + " in an expression");
    }

    ExprPtr parse_paren() {
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

    ExprPtr parse_postfix(ExprPtr e) {
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

    ExprPtr parse_subscript(ExprPtr target, const Token& at) {
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
    void parse_call_args(Expr& call) {
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

    ExprPtr parse_filters(ExprPtr e) {
        for (;;) {
            const Token& at = cur();
            if (is_op("|")) {
                ++p_;
                ExprPtr f = node(ExprKind::Filter, at);
                f->name = expect_name();
                f->a = std::move(e);
                if (is_op("(")) {
                    ++p_;
                    parse_call_args(*f);
                }
                e = checked(std::move(f));
            } else if (is_name("is")) {
                ++p_;
                ExprPtr t = node(ExprKind::Test, at);
                if (is_name("not")) {
                    ++p_;
                    t->negated = true;
                }
                t->name = expect_name();
                t->a = std::move(e);
                if (is_op("(")) {
                    ++p_;
                    parse_call_args(*t);
                } else if (starts_test_argument()) {
                    t->args.push_back(parse_postfix(parse_primary()));
                }
                e = checked(std::move(t));
            } else {
                return e;
            }
        }
    }

    bool starts_test_argument() const {
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

    std::vector<Token> t_;
    size_t p_ = 0;
    int depth_ = 0;
};

}  // namespace

Body parse(std::string_view source) { return Parser(lex(source)).parse_template(); }

}  // namespace synsema::jinja
