// Hand-written recursive-descent parser: the language is a dozen tokens and a
// few statement forms, so a parser generator would add more than it saves, and
// this way every error carries an exact line:column and "expected X".
#include "arch_parser.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "engine/util/error.h"
#include "engine/util/input_file.h"
#include "engine/util/sha256.h"

namespace synsema::arch {
namespace {

constexpr int kMaxNesting = 64;

enum class Tok { Name, Dotted, Number, String, Punct, Newline, End };

struct Token {
    Tok kind = Tok::End;
    std::string text;
    double number = 0;
    SourceLoc loc;
};

std::string describe(const Token& t) {
    switch (t.kind) {
        case Tok::Name: case Tok::Dotted: return "'" + t.text + "'";
        case Tok::Number: return "number " + t.text;
        case Tok::String: return "string \"" + t.text + "\"";
        case Tok::Punct: return "'" + t.text + "'";
        case Tok::Newline: return "end of line";
        case Tok::End: return "end of file";
    }
    return "?";
}

bool is_name_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_name_char(char c) { return is_name_start(c) || (c >= '0' && c <= '9'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

class Parser {
public:
    Parser(std::string_view text, std::string file) : text_(text), file_(std::move(file)) {}

    ArchDef parse() {
        ArchDef def;
        def.file = file_;
        std::vector<Step>* section = nullptr;
        advance();
        for (;;) {
            if (cur_.kind == Tok::Newline) { advance(); continue; }
            if (cur_.kind == Tok::End) break;
            if (cur_.kind != Tok::Name) fail(cur_.loc, "expected a statement (arch, param, layer, a section name or a step)");
            const Token head = cur_;
            if (head.text == "arch") {
                advance();
                if (!def.names.empty()) fail(head.loc, "'arch' is declared twice");
                def.names_loc = head.loc;
                while (cur_.kind == Tok::Name) { def.names.push_back(cur_.text); advance(); }
                if (def.names.empty()) fail(cur_.loc, "expected an architecture name after 'arch', found " + describe(cur_));
            } else if (head.text == "param" || head.text == "layer") {
                advance();
                Param p;
                p.loc = head.loc;
                p.per_layer = head.text == "layer";
                p.name = expect_name("a parameter name");
                expect_punct("=");
                p.value = parse_expr(0);
                def.params.push_back(std::move(p));
            } else if (peek_is_section_header()) {
                advance();
                expect_punct(":");
                if (head.text == "input") section = &def.input;
                else if (head.text == "block") section = &def.block;
                else section = &def.output;
                if (!section->empty()) fail(head.loc, "section '" + head.text + "' appears twice");
            } else {
                if (!section) fail(head.loc, "a step must be inside a section (input:, block: or output:)");
                section->push_back(parse_step());
            }
            if (cur_.kind != Tok::Newline && cur_.kind != Tok::End)
                fail(cur_.loc, "expected end of line, found " + describe(cur_));
        }
        if (def.names.empty()) fail({1, 1}, "missing 'arch NAME' declaration");
        if (def.block.empty()) fail({1, 1}, "missing 'block:' section");
        if (def.output.empty()) fail({1, 1}, "missing 'output:' section");
        return def;
    }

private:
    [[noreturn]] void fail(SourceLoc loc, const std::string& what) const {
        std::ostringstream s;
        s << file_ << ':' << loc.line << ':' << loc.column << ": " << what;
        throw Error(ErrorKind::Arch, s.str());
    }

    bool peek_is_section_header() {
        if (cur_.text != "input" && cur_.text != "block" && cur_.text != "output") return false;
        // A section header is NAME ':' ; look at the next character without lexing.
        size_t p = pos_;
        while (p < text_.size() && (text_[p] == ' ' || text_[p] == '\t')) ++p;
        return p < text_.size() && text_[p] == ':';
    }

    Step parse_step() {
        Step step;
        step.loc = cur_.loc;
        step.outputs.push_back(expect_name("an output name"));
        while (is_punct(",")) {
            advance();
            step.outputs.push_back(expect_name("an output name"));
        }
        expect_punct("=");
        const SourceLoc op_loc = cur_.loc;
        step.op = expect_name("an operation name");
        if (!is_punct("(")) fail(cur_.loc, "expected '(' after operation '" + step.op + "', found " + describe(cur_));
        advance();
        step.loc = op_loc;
        if (!is_punct(")")) {
            for (;;) {
                if (cur_.kind == Tok::Name && next_char_is('=')) {
                    NamedArg a;
                    a.name = cur_.text;
                    advance();
                    expect_punct("=");
                    a.value = parse_expr(0);
                    step.named.push_back(std::move(a));
                } else {
                    if (!step.named.empty()) fail(cur_.loc, "positional argument after a named argument");
                    step.args.push_back(parse_expr(0));
                }
                if (is_punct(",")) { advance(); continue; }
                break;
            }
        }
        expect_punct(")");
        return step;
    }

    Expr parse_expr(int depth) {
        if (depth > kMaxNesting) fail(cur_.loc, "expression nested too deeply");
        Expr lhs = parse_term(depth);
        while (is_punct("+") || is_punct("-")) lhs = binary(std::move(lhs), depth, &Parser::parse_term);
        return lhs;
    }

    Expr parse_term(int depth) {
        Expr lhs = parse_unary(depth);
        while (is_punct("*") || is_punct("/")) lhs = binary(std::move(lhs), depth, &Parser::parse_unary);
        return lhs;
    }

    Expr binary(Expr lhs, int depth, Expr (Parser::*rhs_fn)(int)) {
        Expr e;
        e.kind = Expr::Kind::Binary;
        e.text = cur_.text;
        e.loc = cur_.loc;
        advance();
        e.args.push_back(std::move(lhs));
        e.args.push_back((this->*rhs_fn)(depth + 1));
        return e;
    }

    Expr parse_unary(int depth) {
        if (depth > kMaxNesting) fail(cur_.loc, "expression nested too deeply");
        if (is_punct("-")) {
            Expr e;
            e.kind = Expr::Kind::Negate;
            e.loc = cur_.loc;
            advance();
            e.args.push_back(parse_unary(depth + 1));
            return e;
        }
        return parse_primary(depth);
    }

    Expr parse_primary(int depth) {
        Expr e;
        e.loc = cur_.loc;
        switch (cur_.kind) {
            case Tok::Number:
                e.kind = Expr::Kind::Number;
                e.number = cur_.number;
                advance();
                return e;
            case Tok::String:
                e.kind = Expr::Kind::String;
                e.text = cur_.text;
                advance();
                return e;
            case Tok::Dotted:
                return parse_tensor();
            case Tok::Name:
                e.text = cur_.text;
                advance();
                if (!is_punct("(")) {
                    e.kind = Expr::Kind::Name;
                    return e;
                }
                e.kind = Expr::Kind::Call;
                advance();
                if (!is_punct(")")) {
                    for (;;) {
                        e.args.push_back(parse_expr(depth + 1));
                        if (!is_punct(",")) break;
                        advance();
                    }
                }
                expect_punct(")");
                return e;
            case Tok::Punct:
                if (cur_.text == "(") {
                    advance();
                    e = parse_expr(depth + 1);
                    expect_punct(")");
                    return e;
                }
                break;
            default: break;
        }
        fail(cur_.loc, "expected a value (number, string, name or tensor), found " + describe(cur_));
    }

    // tensor ['?'] { '|' tensor ['?'] }: the first tensor present in the file is used.
    Expr parse_tensor() {
        Expr e = tensor_ref();
        while (is_punct("|")) {
            advance();
            if (cur_.kind != Tok::Dotted) fail(cur_.loc, "expected a tensor name after '|', found " + describe(cur_));
            e.args.push_back(tensor_ref());
        }
        return e;
    }

    Expr tensor_ref() {
        Expr e;
        e.kind = Expr::Kind::Tensor;
        e.text = cur_.text;
        e.loc = cur_.loc;
        advance();
        if (is_punct("?")) {
            e.optional = true;
            advance();
        }
        return e;
    }

    std::string expect_name(const char* what) {
        if (cur_.kind != Tok::Name) fail(cur_.loc, std::string("expected ") + what + ", found " + describe(cur_));
        std::string s = cur_.text;
        advance();
        return s;
    }

    void expect_punct(const char* p) {
        if (!is_punct(p)) fail(cur_.loc, std::string("expected '") + p + "', found " + describe(cur_));
        advance();
    }

    bool is_punct(const char* p) const { return cur_.kind == Tok::Punct && cur_.text == p; }

    bool next_char_is(char c) const {
        size_t p = pos_;
        while (p < text_.size() && (text_[p] == ' ' || text_[p] == '\t')) ++p;
        return p < text_.size() && text_[p] == c;
    }

    // --- lexer
    void advance() { cur_ = lex(); }

    Token lex() {
        for (;;) {
            while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\r')) bump();
            if (pos_ < text_.size() && text_[pos_] == '#')
                while (pos_ < text_.size() && text_[pos_] != '\n') bump();
            break;
        }
        Token t;
        t.loc = {line_, column_};
        if (pos_ >= text_.size()) { t.kind = Tok::End; return t; }
        const char c = text_[pos_];
        if (c == '\n') { bump(); t.kind = Tok::Newline; return t; }
        if (is_name_start(c)) {
            const size_t start = pos_;
            bool dotted = false;
            while (pos_ < text_.size() && is_name_char(text_[pos_])) bump();
            while (pos_ + 1 < text_.size() && text_[pos_] == '.' && is_name_char(text_[pos_ + 1])) {
                dotted = true;
                bump();
                while (pos_ < text_.size() && is_name_char(text_[pos_])) bump();
            }
            t.kind = dotted ? Tok::Dotted : Tok::Name;
            t.text = std::string(text_.substr(start, pos_ - start));
            return t;
        }
        if (is_digit(c) || (c == '.' && pos_ + 1 < text_.size() && is_digit(text_[pos_ + 1]))) {
            const size_t start = pos_;
            while (pos_ < text_.size() && (is_digit(text_[pos_]) || text_[pos_] == '.')) bump();
            if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
                bump();
                if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) bump();
                while (pos_ < text_.size() && is_digit(text_[pos_])) bump();
            }
            t.kind = Tok::Number;
            t.text = std::string(text_.substr(start, pos_ - start));
            char* end = nullptr;
            errno = 0;
            t.number = std::strtod(t.text.c_str(), &end);
            if (end != t.text.c_str() + t.text.size() || errno == ERANGE)
                fail(t.loc, "malformed number '" + t.text + "'");
            return t;
        }
        if (c == '"') {
            bump();
            t.kind = Tok::String;
            while (pos_ < text_.size() && text_[pos_] != '"') {
                if (text_[pos_] == '\n') fail(t.loc, "unterminated string");
                if (text_[pos_] == '\\' && pos_ + 1 < text_.size()) bump();
                t.text += text_[pos_];
                bump();
            }
            if (pos_ >= text_.size()) fail(t.loc, "unterminated string");
            bump();
            return t;
        }
        static constexpr std::string_view kPunct = "(),=:+-*/?|";
        if (kPunct.find(c) != std::string_view::npos) {
            bump();
            t.kind = Tok::Punct;
            t.text = std::string(1, c);
            return t;
        }
        char code[8];
        std::snprintf(code, sizeof code, "0x%02X", static_cast<unsigned char>(c));
        fail(t.loc, std::string("unexpected character ") + code);
    }

    void bump() {
        if (text_[pos_] == '\n') { ++line_; column_ = 1; }
        else ++column_;
        ++pos_;
    }

    std::string_view text_;
    std::string file_;
    size_t pos_ = 0;
    int line_ = 1, column_ = 1;
    Token cur_;
};

}  // namespace

ArchDef parse_arch(std::string_view text, const std::string& file_name) {
    if (text.size() > kMaxArchFileBytes)
        throw Error(ErrorKind::Arch, file_name + ":1:1: file is " + std::to_string(text.size()) +
                                         " bytes; architecture files are limited to " +
                                         std::to_string(kMaxArchFileBytes));
    return Parser(text, file_name).parse();
}

ArchDef parse_arch_file(const std::string& path) {
    const InputFile in = open_input(path);
    if (in.identity.size > kMaxArchFileBytes)
        throw Error(ErrorKind::Arch, path + ":1:1: file is " + std::to_string(in.identity.size) +
                                         " bytes; architecture files are limited to " +
                                         std::to_string(kMaxArchFileBytes));
    const std::string text = read_input_bytes(in, kMaxArchFileBytes);
    ArchDef def = parse_arch(text, path);
    def.sha256 = sha256_bytes(text);  // what was parsed is what the attestation names
    return def;
}

}  // namespace synsema::arch
