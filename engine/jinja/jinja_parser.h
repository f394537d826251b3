// Jinja parser: tokens -> syntax tree, for the subset chat templates use.
// Statements: if/elif/else, for (with "if" filter, else, loop.*), set (names,
// namespace attributes, block set), break/continue, generation blocks.
// include/import/extends/from/block/macro/call/raw are rejected: a chat
// template has no business loading other files or defining code.
#pragma once
#include <string_view>

#include "engine/jinja/jinja_ast.h"

namespace synsema::jinja {

// Deepest nesting of statements or expressions a template may use.
inline constexpr int kMaxNesting = 64;
// Tallest expression tree (operator and attribute chains).
inline constexpr int kMaxExpressionDepth = 200;

// Throws synsema::Error(Format) "template line:col: ...".
Body parse(std::string_view source);

}  // namespace synsema::jinja
