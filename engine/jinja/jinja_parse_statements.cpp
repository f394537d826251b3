// Statements: text, {{ output }}, and the block tags chat templates use, as a
// table of tag -> parser. Tags that would load files are refused by name;
// tags that define code (macro, call, ...) are not supported.
#include <unordered_map>

#include "engine/jinja/jinja_parser_impl.h"

namespace synsema::jinja {

// Parses until one of `ends` opens a block tag; leaves the tag name in end_tag
// with the position just after it. At the top level (no ends) runs to End.
Body Parser::parse_body(const std::set<std::string>& ends, std::string& end_tag) {
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

StmtPtr Parser::parse_statement(const std::string& name, const Token& at) {
    static const std::unordered_map<std::string, void (Parser::*)(Stmt&, const std::string&)> kStatements = {
        {"if", &Parser::parse_if},
        {"for", &Parser::parse_for},
        {"set", &Parser::parse_set},
        {"break", &Parser::parse_loop_control},
        {"continue", &Parser::parse_loop_control},
        {"generation", &Parser::parse_generation},
    };
    const auto it = kStatements.find(name);
    if (it == kStatements.end()) {
        static const std::set<std::string> kForbidden = {"include", "import", "extends", "from", "block"};
        if (kForbidden.count(name)) fail("'" + name + "' is not allowed in a chat template (no file access)");
        static const std::set<std::string> kUnsupported = {"macro", "call", "raw", "filter", "with", "autoescape", "do"};
        if (kUnsupported.count(name)) fail("'" + name + "' blocks are not supported in chat templates");
        fail("unknown tag '" + name + "'");
    }
    auto s = std::make_unique<Stmt>();
    s->line = at.line;
    s->col = at.col;
    (this->*(it->second))(*s, name);
    return s;
}

// if c %} ... {% elif c %} ... {% else %} ... {% endif
void Parser::parse_if(Stmt& s, const std::string& /*tag*/) {
    s.kind = StmtKind::If;
    s.conditions.push_back(parse_expression(true));
    expect_block_end();
    for (;;) {
        std::string end;
        s.bodies.push_back(parse_body({"elif", "else", "endif"}, end));
        if (end == "elif") {
            s.conditions.push_back(parse_expression(true));
            expect_block_end();
            continue;
        }
        if (end == "else") {
            expect_block_end();
            s.else_body = parse_body({"endif"}, end);
        }
        expect_block_end();
        return;
    }
}

// for a[, b] in iterable [if filter] %} ... [{% else %} ...] {% endfor
void Parser::parse_for(Stmt& s, const std::string& /*tag*/) {
    s.kind = StmtKind::For;
    const bool paren = is_op("(");
    if (paren) ++p_;
    s.targets.push_back(expect_name());
    while (is_op(",")) {
        ++p_;
        s.targets.push_back(expect_name());
    }
    if (paren) expect_op(")");
    if (!is_name("in")) fail("expected 'in' in a for loop, found " + describe());
    ++p_;
    s.expr = parse_expression(false);
    if (is_name("if")) {
        ++p_;
        s.filter = parse_expression(false);
    }
    if (is_name("recursive")) fail("recursive loops are not supported in chat templates");
    expect_block_end();
    std::string end;
    s.body = parse_body({"else", "endfor"}, end);
    if (end == "else") {
        expect_block_end();
        s.else_body = parse_body({"endfor"}, end);
    }
    expect_block_end();
}

// set a[, b] = value, set ns.attr = value, or set a %} ... {% endset
void Parser::parse_set(Stmt& s, const std::string& /*tag*/) {
    s.targets.push_back(expect_name());
    if (is_op(".")) {
        ++p_;
        s.target_attr = expect_name();
    } else {
        while (is_op(",")) {
            ++p_;
            s.targets.push_back(expect_name());
        }
    }
    if (is_op("=")) {
        ++p_;
        s.kind = StmtKind::Set;
        s.expr = parse_tuple_or_expression();
        expect_block_end();
        return;
    }
    if (s.targets.size() != 1 || !s.target_attr.empty()) fail("a block set takes exactly one name");
    s.kind = StmtKind::SetBlock;
    expect_block_end();
    std::string end;
    s.body = parse_body({"endset"}, end);
    expect_block_end();
}

void Parser::parse_loop_control(Stmt& s, const std::string& tag) {
    s.kind = tag == "break" ? StmtKind::Break : StmtKind::Continue;
    expect_block_end();
}

// Hugging Face's marker for assistant text in training masks; renders its body.
void Parser::parse_generation(Stmt& s, const std::string& /*tag*/) {
    s.kind = StmtKind::Block;
    expect_block_end();
    std::string end;
    s.body = parse_body({"endgeneration"}, end);
    expect_block_end();
}

}  // namespace synsema::jinja
