// Values of the sandboxed Jinja subset: only plain data (undefined, none,
// booleans, integers, floats, strings, lists, dicts), namespace() objects and
// a fixed set of builtin functions. There are no objects with attributes, so
// there is nothing for a template to reach beyond the data it was given.
// Strings carry their untrusted byte ranges (see chat_output.h).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "engine/jinja/tainted_text.h"

namespace synsema::jinja {

enum class Kind { Undefined, None, Bool, Int, Float, String, List, Dict, Namespace, Function };

// The global functions a template may call.
enum class Builtin { Range, Namespace, RaiseException, StrftimeNow, Dict };

struct Value;
using List = std::vector<Value>;
struct Dict;

struct Value {
    Kind kind = Kind::Undefined;
    bool b = false;
    int64_t i = 0;
    double f = 0;
    std::shared_ptr<const TaintedText> s;  // String
    std::shared_ptr<const List> list;      // List
    std::shared_ptr<Dict> dict;            // Dict (never mutated once built) and Namespace
    Builtin fn = Builtin::Range;           // Function
    std::string name;                      // Undefined: the missing name, for messages
    int depth = 0;                         // container nesting (bounded by the interpreter)

    static Value undefined(std::string name = {});
    static Value none();
    static Value boolean(bool v);
    static Value integer(int64_t v);
    static Value floating(double v);
    static Value string(std::string_view text);       // trusted text
    static Value content(std::string_view text);      // untrusted (message) text
    static Value string(TaintedText text);
    static Value make_list(List items);
    static Value make_dict(std::shared_ptr<Dict> d);
    static Value make_namespace(std::shared_ptr<Dict> d);
    static Value function(Builtin f);

    bool is_undefined() const { return kind == Kind::Undefined; }
    bool is_string() const { return kind == Kind::String; }
    bool is_number() const { return kind == Kind::Int || kind == Kind::Float || kind == Kind::Bool; }
    bool is_mapping() const { return kind == Kind::Dict || kind == Kind::Namespace; }
    const std::string& str() const;  // String only
};

// An insertion-ordered dictionary with string/number keys (Python dict order).
struct Dict {
    std::vector<std::pair<Value, Value>> items;
    std::unordered_map<std::string, size_t> index;  // canonical key -> position

    // Canonical key text; empty optional-like "" flag via ok=false for unhashable keys.
    static bool key_of(const Value& key, std::string& out);
    const Value* find(const Value& key) const;
    const Value* find(std::string_view key) const;
    // Inserts or replaces; false when the key cannot be a dict key.
    bool set(const Value& key, Value value);
};

// Work accounting for the recursive helpers below (equality, printing, JSON):
// while a WorkScope is alive on this thread, each visited value costs one unit
// of *budget and exhausting it throws Error(Limit). Printing also stops at
// kMaxPrintedBytes.
inline constexpr size_t kMaxPrintedBytes = 2u << 20;
class WorkScope {
public:
    explicit WorkScope(int64_t* budget);
    ~WorkScope();
    WorkScope(const WorkScope&) = delete;
    WorkScope& operator=(const WorkScope&) = delete;

private:
    int64_t* previous_;
};

// Python truthiness.
bool truthy(const Value& v);
// Python ==.
bool equals(const Value& a, const Value& b);
// str(v): strings as they are, numbers and containers as Python prints them.
// Untrusted ranges survive for strings; containers holding untrusted text
// become wholly untrusted.
TaintedText to_text(const Value& v);
// repr(v) (strings quoted), used inside container printing.
std::string repr(const Value& v);
// Whether any string inside v is untrusted.
bool has_untrusted(const Value& v);
// json.dumps(v, ensure_ascii=False, indent) as Hugging Face's tojson does;
// indent < 0 means compact ", " / ": " separators.
std::string to_json(const Value& v, int indent);
// Type name for messages ("string", "list", ...).
const char* kind_name(Kind k);

}  // namespace synsema::jinja
