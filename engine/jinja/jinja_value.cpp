// Value construction, Python truthiness/equality/str()/repr() and tojson.
#include "engine/jinja/jinja_value.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstdio>

#include "engine/util/error.h"

namespace synsema::jinja {
namespace {

thread_local int64_t* t_budget = nullptr;

void tick() {
    if (t_budget && --*t_budget < 0) throw Error(ErrorKind::Limit, "template: too much work comparing or printing values");
}

void check_printed(const std::string& out) {
    if (out.size() > kMaxPrintedBytes) throw Error(ErrorKind::Limit, "template: a printed value exceeds the output limit");
}

}  // namespace

WorkScope::WorkScope(int64_t* budget) : previous_(t_budget) { t_budget = budget; }
WorkScope::~WorkScope() { t_budget = previous_; }

Value Value::undefined(std::string name) {
    Value v;
    v.name = std::move(name);
    return v;
}
Value Value::none() {
    Value v;
    v.kind = Kind::None;
    return v;
}
Value Value::boolean(bool b) {
    Value v;
    v.kind = Kind::Bool;
    v.b = b;
    return v;
}
Value Value::integer(int64_t i) {
    Value v;
    v.kind = Kind::Int;
    v.i = i;
    return v;
}
Value Value::floating(double f) {
    Value v;
    v.kind = Kind::Float;
    v.f = f;
    return v;
}
Value Value::string(std::string_view text) {
    TaintedText t;
    t.append_literal(text);
    return string(std::move(t));
}
Value Value::content(std::string_view text) {
    TaintedText t;
    t.append_content(text);
    return string(std::move(t));
}
Value Value::string(TaintedText text) {
    Value v;
    v.kind = Kind::String;
    v.s = std::make_shared<const TaintedText>(std::move(text));
    return v;
}
Value Value::make_list(List items) {
    Value v;
    v.kind = Kind::List;
    for (const Value& e : items) v.depth = std::max(v.depth, e.depth + 1);
    v.list = std::make_shared<const List>(std::move(items));
    return v;
}
Value Value::make_dict(std::shared_ptr<Dict> d) {
    Value v;
    v.kind = Kind::Dict;
    for (const auto& item : d->items) v.depth = std::max(v.depth, item.second.depth + 1);
    v.dict = std::move(d);
    return v;
}
Value Value::make_namespace(std::shared_ptr<Dict> d) {
    Value v;
    v.kind = Kind::Namespace;
    v.dict = std::move(d);
    return v;
}
Value Value::function(Builtin f) {
    Value v;
    v.kind = Kind::Function;
    v.fn = f;
    return v;
}

const std::string& Value::str() const {
    static const std::string empty;
    return s ? s->text : empty;
}

bool Dict::key_of(const Value& key, std::string& out) {
    switch (key.kind) {
    case Kind::String: out = "s" + key.str(); return true;
    case Kind::Int: out = "i" + std::to_string(key.i); return true;
    case Kind::Bool: out = "i" + std::to_string(key.b ? 1 : 0); return true;
    case Kind::None: out = "n"; return true;
    default: return false;
    }
}

const Value* Dict::find(const Value& key) const {
    std::string k;
    if (!key_of(key, k)) return nullptr;
    const auto it = index.find(k);
    return it == index.end() ? nullptr : &items[it->second].second;
}

const Value* Dict::find(std::string_view key) const {
    const auto it = index.find("s" + std::string(key));
    return it == index.end() ? nullptr : &items[it->second].second;
}

bool Dict::set(const Value& key, Value value) {
    std::string k;
    if (!key_of(key, k)) return false;
    const auto it = index.find(k);
    if (it != index.end()) {
        items[it->second].second = std::move(value);
    } else {
        index.emplace(std::move(k), items.size());
        items.emplace_back(key, std::move(value));
    }
    return true;
}

bool truthy(const Value& v) {
    switch (v.kind) {
    case Kind::Undefined:
    case Kind::None: return false;
    case Kind::Bool: return v.b;
    case Kind::Int: return v.i != 0;
    case Kind::Float: return v.f != 0.0;
    case Kind::String: return !v.str().empty();
    case Kind::List: return !v.list->empty();
    case Kind::Dict: return !v.dict->items.empty();
    case Kind::Namespace:
    case Kind::Function: return true;
    }
    return false;
}

namespace {

double as_double(const Value& v) {
    if (v.kind == Kind::Float) return v.f;
    if (v.kind == Kind::Bool) return v.b ? 1 : 0;
    return static_cast<double>(v.i);
}

}  // namespace

bool equals(const Value& a, const Value& b) {
    tick();
    if (a.is_number() && b.is_number()) {
        if (a.kind != Kind::Float && b.kind != Kind::Float) {
            const int64_t x = a.kind == Kind::Bool ? a.b : a.i;
            const int64_t y = b.kind == Kind::Bool ? b.b : b.i;
            return x == y;
        }
        return as_double(a) == as_double(b);
    }
    if (a.kind != b.kind) return false;
    switch (a.kind) {
    case Kind::Undefined:
    case Kind::None: return true;
    case Kind::String: return a.str() == b.str();
    case Kind::List: {
        if (a.list->size() != b.list->size()) return false;
        for (size_t k = 0; k < a.list->size(); ++k)
            if (!equals((*a.list)[k], (*b.list)[k])) return false;
        return true;
    }
    case Kind::Dict: {
        if (a.dict->items.size() != b.dict->items.size()) return false;
        for (const auto& [key, value] : a.dict->items) {
            const Value* other = b.dict->find(key);
            if (!other || !equals(value, *other)) return false;
        }
        return true;
    }
    case Kind::Namespace: return a.dict == b.dict;
    case Kind::Function: return a.fn == b.fn;
    default: return false;
    }
}

namespace {

std::string float_text(double f) {
    if (std::isnan(f)) return "nan";
    if (std::isinf(f)) return f > 0 ? "inf" : "-inf";
    // Python prints the shortest repr that round-trips; %.17g then trimming is close.
    char buf[64];
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buf, sizeof buf, "%.*g", precision, f);
        if (std::strtod(buf, nullptr) == f) break;
    }
    std::string s = buf;
    if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
    return s;
}

std::string quote_python(const std::string& s) {
    const char q = (s.find('\'') != std::string::npos && s.find('"') == std::string::npos) ? '"' : '\'';
    std::string out(1, q);
    for (char c : s) {
        if (c == q || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\r') {
            out += "\\r";
        } else {
            out += c;
        }
    }
    out += q;
    return out;
}

}  // namespace

std::string repr(const Value& v) {
    tick();
    switch (v.kind) {
    case Kind::String: return quote_python(v.str());
    case Kind::List: {
        std::string out = "[";
        for (size_t k = 0; k < v.list->size(); ++k) {
            if (k) out += ", ";
            out += repr((*v.list)[k]);
            check_printed(out);
        }
        return out + "]";
    }
    case Kind::Dict: {
        std::string out = "{";
        bool first = true;
        for (const auto& [key, value] : v.dict->items) {
            if (!first) out += ", ";
            first = false;
            out += repr(key) + ": " + repr(value);
            check_printed(out);
        }
        return out + "}";
    }
    default: return to_text(v).text;
    }
}

bool has_untrusted(const Value& v) {
    tick();
    switch (v.kind) {
    case Kind::String: return v.s->any_untrusted();
    case Kind::List:
        for (const Value& e : *v.list)
            if (has_untrusted(e)) return true;
        return false;
    case Kind::Dict:
    case Kind::Namespace:
        for (const auto& [key, value] : v.dict->items)
            if (has_untrusted(key) || has_untrusted(value)) return true;
        return false;
    default: return false;
    }
}

TaintedText to_text(const Value& v) {
    TaintedText out;
    switch (v.kind) {
    case Kind::Undefined: break;
    case Kind::None: out.append_literal("None"); break;
    case Kind::Bool: out.append_literal(v.b ? "True" : "False"); break;
    case Kind::Int: out.append_literal(std::to_string(v.i)); break;
    case Kind::Float: out.append_literal(float_text(v.f)); break;
    case Kind::String: return *v.s;
    case Kind::List:
    case Kind::Dict:
        out.append_literal(repr(v));
        if (has_untrusted(v)) out.taint_all();
        break;
    case Kind::Namespace: out.append_literal("<Namespace>"); break;
    case Kind::Function: out.append_literal("<function>"); break;
    }
    return out;
}

namespace {

void json_string(const std::string& s, std::string& out) {
    out += '"';
    for (unsigned char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += static_cast<char>(c);
            }
        }
    }
    out += '"';
}

void json_value(const Value& v, int indent, int depth, std::string& out) {
    tick();
    check_printed(out);
    const auto newline = [&](int d) {
        out += '\n';
        out.append(static_cast<size_t>(indent) * static_cast<size_t>(d), ' ');
    };
    const char* item_sep = indent >= 0 ? "," : ", ";
    switch (v.kind) {
    case Kind::Undefined:
    case Kind::None: out += "null"; return;
    case Kind::Bool: out += v.b ? "true" : "false"; return;
    case Kind::Int: out += std::to_string(v.i); return;
    case Kind::Float: out += float_text(v.f); return;
    case Kind::String: json_string(v.str(), out); return;
    case Kind::List: {
        if (v.list->empty()) {
            out += "[]";
            return;
        }
        out += '[';
        for (size_t k = 0; k < v.list->size(); ++k) {
            if (k) out += item_sep;
            if (indent >= 0) newline(depth + 1);
            json_value((*v.list)[k], indent, depth + 1, out);
        }
        if (indent >= 0) newline(depth);
        out += ']';
        return;
    }
    case Kind::Dict:
    case Kind::Namespace: {
        if (v.dict->items.empty()) {
            out += "{}";
            return;
        }
        out += '{';
        bool first = true;
        for (const auto& [key, value] : v.dict->items) {
            if (!first) out += item_sep;
            first = false;
            if (indent >= 0) newline(depth + 1);
            json_string(key.kind == Kind::String ? key.str() : to_text(key).text, out);
            out += ": ";
            json_value(value, indent, depth + 1, out);
        }
        if (indent >= 0) newline(depth);
        out += '}';
        return;
    }
    case Kind::Function: out += "null"; return;
    }
}

}  // namespace

std::string to_json(const Value& v, int indent) {
    std::string out;
    json_value(v, indent, 0, out);
    return out;
}

const char* kind_name(Kind k) {
    switch (k) {
    case Kind::Undefined: return "undefined";
    case Kind::None: return "none";
    case Kind::Bool: return "boolean";
    case Kind::Int: return "integer";
    case Kind::Float: return "float";
    case Kind::String: return "string";
    case Kind::List: return "list";
    case Kind::Dict: return "dict";
    case Kind::Namespace: return "namespace";
    case Kind::Function: return "function";
    }
    return "?";
}

}  // namespace synsema::jinja
