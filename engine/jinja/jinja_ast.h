// The syntax tree of a parsed chat template. Every node keeps its line and
// column so runtime errors can point at the template source.
#pragma once
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/jinja/jinja_value.h"

namespace synsema::jinja {

enum class ExprKind {
    Literal,   // literal
    Name,      // name
    List,      // [args...]
    Tuple,     // (args...,)
    DictLit,   // {args[0]: args[1], ...} as pairs in args
    Attr,      // a.name
    Item,      // a[b]
    Slice,     // a[args0:args1:args2] (null children are omitted parts)
    Call,      // a(args..., kwargs...)
    Filter,    // a | name(args..., kwargs...)
    Test,      // a is [not] name(args...)
    Unary,     // op a ("-", "+", "not")
    Binary,    // a op b (arithmetic, "~", comparisons, "in", "not in")
    And,       // a and b
    Or,        // a or b
    Cond,      // a if b else c (c may be null)
};

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

struct Expr {
    ExprKind kind = ExprKind::Literal;
    int line = 0;
    int col = 0;
    Value literal;
    std::string name;  // Name, Attr, Filter, Test; operator for Unary/Binary
    bool negated = false;  // Test: "is not"
    int depth = 1;         // height of this subtree (bounded by the parser)
    ExprPtr a, b, c;
    std::vector<ExprPtr> args;
    std::vector<std::pair<std::string, ExprPtr>> kwargs;
};

enum class StmtKind { Text, Output, If, For, Set, SetBlock, Break, Continue, Block };

struct Stmt;
using StmtPtr = std::unique_ptr<Stmt>;
using Body = std::vector<StmtPtr>;

struct Stmt {
    StmtKind kind = StmtKind::Text;
    int line = 0;
    int col = 0;
    std::string text;  // Text
    ExprPtr expr;      // Output, Set value, For iterable
    // If: conditions[k] guards bodies[k]; else_body runs when none holds.
    std::vector<ExprPtr> conditions;
    std::vector<Body> bodies;
    Body body;       // For, SetBlock, Block
    Body else_body;  // If, For
    // For: loop variables and the optional "if" filter. Set: target names, or
    // target_object.target_attr for namespace attribute assignment.
    std::vector<std::string> targets;
    ExprPtr filter;
    std::string target_attr;
};

}  // namespace synsema::jinja
