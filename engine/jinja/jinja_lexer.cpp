// Jinja lexer. Text is scanned for "{{", "{%" and "{#"; inside a tag,
// expression tokens are read until the matching close. Whitespace control:
// "{%-"/"{{-"/"{#-" strip whitespace before the tag, "-%}"/"-}}"/"-#}" after
// it; trim_blocks drops the first newline after a block or comment tag;
// lstrip_blocks drops spaces and tabs between a line start and a block or
// comment tag. "+" turns both off for that side.
#include "engine/jinja/jinja_lexer.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "engine/tokenizer/utf8.h"
#include "engine/util/error.h"

namespace synsema::jinja {

void fail_at(int line, int col, const std::string& message) {
    throw Error(ErrorKind::Format, "template " + std::to_string(line) + ":" + std::to_string(col) + ": " + message);
}

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool is_name_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

class Lexer {
public:
    explicit Lexer(std::string_view src) : src_(src) {}

    std::vector<Token> run() {
        if (src_.size() > kMaxTemplateBytes)
            fail_at(1, 1, "the template is " + std::to_string(src_.size()) + " bytes, more than the limit of " +
                              std::to_string(kMaxTemplateBytes));
        bool strip_next = false;     // the previous tag ended with "-"
        bool trim_newline = false;   // the previous block/comment tag ended without "-" or "+"
        bool line_start = true;      // the coming text starts at a line start
        while (pos_ < src_.size()) {
            // 1. The text up to the next tag opener.
            const size_t open = find_open(pos_);
            std::string text(src_.substr(pos_, open - pos_));
            const size_t text_pos = pos_;
            size_t skipped = 0;
            if (strip_next) {
                while (skipped < text.size() && is_space(text[skipped])) ++skipped;
            } else if (trim_newline) {
                if (text.compare(0, 1, "\n") == 0) skipped = 1;
                else if (text.compare(0, 2, "\r\n") == 0) skipped = 2;
            }
            text.erase(0, skipped);
            if (open == src_.size()) {
                push_text(std::move(text), text_pos + skipped);
                break;
            }
            // 2. Whitespace control before the tag.
            const char type = src_[open + 1];  // '{', '%' or '#'
            const char sign = open + 2 < src_.size() ? src_[open + 2] : '\0';
            if (sign == '-') {
                while (!text.empty() && is_space(text.back())) text.pop_back();
            } else if (sign != '+' && type != '{') {
                const size_t nl = text.rfind('\n');
                const size_t line_begin = nl == std::string::npos ? 0 : nl + 1;
                const bool at_line_start = nl != std::string::npos || line_start;
                const bool blank = std::all_of(text.begin() + static_cast<std::ptrdiff_t>(line_begin), text.end(),
                                               [](char c) { return c == ' ' || c == '\t'; });
                if (at_line_start && blank) text.erase(line_begin);
            }
            push_text(std::move(text), text_pos + skipped);
            pos_ = open + 2 + ((sign == '-' || sign == '+') ? 1 : 0);
            // 3. The tag itself.
            char close_sign = '\0';
            if (type == '#') {
                close_sign = skip_comment(open);
            } else {
                close_sign = lex_tag(type, open);
            }
            strip_next = close_sign == '-';
            trim_newline = type != '{' && close_sign == '\0';
            line_start = trim_newline && pos_ < src_.size() && src_[pos_] == '\n';
        }
        Token end;
        end.kind = Tok::End;
        position(src_.size(), end.line, end.col);
        tokens_.push_back(end);
        return std::move(tokens_);
    }

private:
    size_t find_open(size_t from) const {
        for (size_t k = from; k + 1 < src_.size(); ++k) {
            if (src_[k] == '{' && (src_[k + 1] == '{' || src_[k + 1] == '%' || src_[k + 1] == '#')) return k;
        }
        return src_.size();
    }

    void position(size_t offset, int& line, int& col) const {
        // Lines are counted once up to `offset`, advancing a cursor (offsets only grow).
        while (cursor_ < offset && cursor_ < src_.size()) {
            if (src_[cursor_] == '\n') {
                ++line_;
                col_ = 1;
            } else {
                ++col_;
            }
            ++cursor_;
        }
        line = line_;
        col = col_;
    }

    void push_text(std::string text, size_t at) {
        if (text.empty()) return;
        Token t;
        t.kind = Tok::Text;
        t.text = std::move(text);
        position(at, t.line, t.col);
        tokens_.push_back(std::move(t));
    }

    Token make(Tok kind, size_t at) const {
        Token t;
        t.kind = kind;
        position(at, t.line, t.col);
        return t;
    }

    // Skips "{# ... #}"; returns the sign before "#}".
    char skip_comment(size_t open) {
        const size_t close = src_.find("#}", pos_);
        if (close == std::string_view::npos) {
            int line = 0, col = 0;
            position(open, line, col);
            fail_at(line, col, "unterminated comment");
        }
        const char sign = close > pos_ && (src_[close - 1] == '-' || src_[close - 1] == '+') ? src_[close - 1] : '\0';
        pos_ = close + 2;
        return sign;
    }

    // Lexes the expression tokens of "{{ ... }}" or "{% ... %}"; returns the close sign.
    char lex_tag(char type, size_t open) {
        const char closer = type == '{' ? '}' : '%';
        tokens_.push_back(make(type == '{' ? Tok::VarBegin : Tok::BlockBegin, open));
        for (;;) {
            while (pos_ < src_.size() && is_space(src_[pos_])) ++pos_;
            if (pos_ >= src_.size()) {
                int line = 0, col = 0;
                position(open, line, col);
                fail_at(line, col, std::string("unterminated tag, expected '") + closer + "}'");
            }
            // The close, optionally signed.
            for (const char sign : {'-', '+', '\0'}) {
                const size_t at = pos_ + (sign ? 1 : 0);
                if (sign && src_[pos_] != sign) continue;
                if (at + 1 < src_.size() && src_[at] == closer && src_[at + 1] == '}') {
                    if (sign == '+' && type == '{') break;
                    tokens_.push_back(make(type == '{' ? Tok::VarEnd : Tok::BlockEnd, pos_));
                    pos_ = at + 2;
                    return sign;
                }
            }
            lex_expression_token();
        }
    }

    void lex_expression_token() {
        const size_t start = pos_;
        const char c = src_[pos_];
        if (is_name_start(c)) {
            while (pos_ < src_.size() && (is_name_start(src_[pos_]) || is_digit(src_[pos_]))) ++pos_;
            Token t = make(Tok::Name, start);
            t.text = std::string(src_.substr(start, pos_ - start));
            tokens_.push_back(std::move(t));
            return;
        }
        if (is_digit(c)) {
            lex_number(start);
            return;
        }
        if (c == '\'' || c == '"') {
            lex_string(start);
            return;
        }
        static const char* const kOps[] = {"//", "**", "==", "!=", "<=", ">=", "+", "-", "*", "/", "%", "~", "<",
                                           ">",  "(",  ")",  "[",  "]",  "{",  "}", ",", ".", ":", "|", "=", ";"};
        for (const char* op : kOps) {
            const size_t n = std::strlen(op);
            if (src_.substr(pos_, n) == op) {
                Token t = make(Tok::Op, start);
                t.text = op;
                tokens_.push_back(std::move(t));
                pos_ += n;
                return;
            }
        }
        int line = 0, col = 0;
        position(start, line, col);
        fail_at(line, col, std::string("unexpected character '") + (c >= 0x20 && c < 0x7F ? std::string(1, c) : "?") + "'");
    }

    void lex_number(size_t start) {
        while (pos_ < src_.size() && is_digit(src_[pos_])) ++pos_;
        bool is_float = false;
        if (pos_ + 1 < src_.size() && src_[pos_] == '.' && is_digit(src_[pos_ + 1])) {
            is_float = true;
            ++pos_;
            while (pos_ < src_.size() && is_digit(src_[pos_])) ++pos_;
        }
        if (pos_ < src_.size() && (src_[pos_] == 'e' || src_[pos_] == 'E')) {
            size_t k = pos_ + 1;
            if (k < src_.size() && (src_[k] == '+' || src_[k] == '-')) ++k;
            if (k < src_.size() && is_digit(src_[k])) {
                is_float = true;
                pos_ = k;
                while (pos_ < src_.size() && is_digit(src_[pos_])) ++pos_;
            }
        }
        const std::string digits(src_.substr(start, pos_ - start));
        Token t = make(is_float ? Tok::Float : Tok::Int, start);
        if (is_float) {
            t.f = std::strtod(digits.c_str(), nullptr);
        } else {
            errno = 0;
            char* end = nullptr;
            const long long v = std::strtoll(digits.c_str(), &end, 10);
            if (errno == ERANGE) fail_at(t.line, t.col, "integer literal out of range");
            t.i = v;
        }
        tokens_.push_back(std::move(t));
    }

    void lex_string(size_t start) {
        const char quote = src_[pos_++];
        std::string out;
        for (;;) {
            if (pos_ >= src_.size()) {
                int line = 0, col = 0;
                position(start, line, col);
                fail_at(line, col, "unterminated string");
            }
            const char c = src_[pos_++];
            if (c == quote) break;
            if (c != '\\' || pos_ >= src_.size()) {
                out += c;
                continue;
            }
            const char e = src_[pos_++];
            switch (e) {
            case 'n': out += '\n'; break;
            case 't': out += '\t'; break;
            case 'r': out += '\r'; break;
            case '0': out += '\0'; break;
            case '\\': out += '\\'; break;
            case '\'': out += '\''; break;
            case '"': out += '"'; break;
            case '\n': break;  // line continuation
            case 'x':
            case 'u':
            case 'U': {
                const size_t n = e == 'x' ? 2 : e == 'u' ? 4 : 8;
                uint32_t cp = 0;
                size_t k = 0;
                for (; k < n && pos_ + k < src_.size(); ++k) {
                    const char h = src_[pos_ + k];
                    const int d = is_digit(h) ? h - '0' : (h >= 'a' && h <= 'f') ? h - 'a' + 10 : (h >= 'A' && h <= 'F') ? h - 'A' + 10 : -1;
                    if (d < 0) break;
                    cp = cp * 16 + static_cast<uint32_t>(d);
                }
                if (k != n || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
                    int line = 0, col = 0;
                    position(pos_, line, col);
                    fail_at(line, col, "invalid \\" + std::string(1, e) + " escape in a string");
                }
                pos_ += n;
                utf8::append_code_point(out, cp);
                break;
            }
            default:  // Python keeps unknown escapes as they are
                out += '\\';
                out += e;
            }
        }
        Token t = make(Tok::String, start);
        t.text = std::move(out);
        tokens_.push_back(std::move(t));
    }

    std::string_view src_;
    size_t pos_ = 0;
    std::vector<Token> tokens_;
    mutable size_t cursor_ = 0;
    mutable int line_ = 1;
    mutable int col_ = 1;
};

}  // namespace

std::vector<Token> lex(std::string_view source) { return Lexer(source).run(); }

}  // namespace synsema::jinja
