// The parsed form of an architecture file (see archs/README.md for the language).
#pragma once
#include <string>
#include <vector>

namespace synsema::arch {

struct SourceLoc {
    int line = 0;    // 1-based
    int column = 0;  // 1-based, in bytes
};

// An expression: a number, a string, a name, arithmetic, a call such as
// key("...") or cycle(...), or a tensor reference such as blk.attn_q.weight.
struct Expr {
    enum class Kind { Number, String, Name, Binary, Negate, Call, Tensor };
    Kind kind = Kind::Number;
    double number = 0;         // Number
    std::string text;          // String value, Name, operator ("+-*/"), call or tensor name
    bool optional = false;     // Tensor: written with a trailing '?'
    std::vector<Expr> args;    // Binary: lhs, rhs; Call: arguments; Tensor: fallbacks after '|'
    SourceLoc loc;
};

struct NamedArg {
    std::string name;
    Expr value;
};

// out1[, out2 ...] = op(arg, arg, name=value ...)
struct Step {
    std::vector<std::string> outputs;
    std::string op;
    std::vector<Expr> args;
    std::vector<NamedArg> named;
    SourceLoc loc;
};

// param NAME = expr         (one value for the model)
// layer NAME = expr         (evaluated per layer; may use cycle(...) and `layer`)
struct Param {
    std::string name;
    Expr value;
    bool per_layer = false;
    SourceLoc loc;
};

struct ArchDef {
    std::string file;                 // path, for error messages
    std::string sha256;               // of the bytes parsed (parse_arch_file), "" otherwise
    std::vector<std::string> names;   // the general.architecture values served
    SourceLoc names_loc;
    std::vector<Param> params;
    std::vector<Step> input;          // run once, before the layers
    std::vector<Step> block;          // run once per layer; blk.X names layer tensors
    std::vector<Step> output;         // run once, after the layers; must set `logits`
};

}  // namespace synsema::arch
