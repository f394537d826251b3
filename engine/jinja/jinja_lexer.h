// Jinja lexer: template text -> tokens, applying whitespace control the way
// Hugging Face configures Jinja for chat templates (trim_blocks and
// lstrip_blocks on; "-" strips, "+" keeps).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace synsema::jinja {

enum class Tok {
    Text,        // literal template text (after whitespace control)
    VarBegin,    // {{
    VarEnd,      // }}
    BlockBegin,  // {%
    BlockEnd,    // %}
    Name,
    String,
    Int,
    Float,
    Op,          // operators and punctuation, text holds it
    End,         // end of template
};

struct Token {
    Tok kind = Tok::End;
    std::string text;  // Text/Name/String (decoded)/Op
    int64_t i = 0;
    double f = 0;
    int line = 1;
    int col = 1;
};

// Limits a hostile template cannot exceed.
inline constexpr size_t kMaxTemplateBytes = 256 * 1024;

// Throws synsema::Error(Format) "template line:col: ..." on malformed input.
std::vector<Token> lex(std::string_view source);

// "template L:C: message" for errors at a position.
[[noreturn]] void fail_at(int line, int col, const std::string& message);

}  // namespace synsema::jinja
