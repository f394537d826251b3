// Filters over strings, numbers and any value. Filters that cannot keep byte
// ranges exactly (tojson, escape) mark their whole result untrusted when
// their input held any message text.
#include <cmath>
#include <cstdlib>

#include "engine/jinja/jinja_filters.h"

namespace synsema::jinja::filters {
namespace {

TaintedText tainted_if(const std::string& text, bool untrusted) {
    TaintedText t;
    t.append_literal(text);
    if (untrusted) t.taint_all();
    return t;
}

// The first argument, positional only (no filter here names it).
bool first_argument(const FilterCall& c, Value& out) { return arg_or(c.args, c.kwargs, 0, "", out); }

// int and float: numbers, booleans and numeric strings; anything else is the
// fallback (the first argument, else zero).
Value to_number(const FilterCall& c, bool integral) {
    Value fallback;
    if (!first_argument(c, fallback)) fallback = integral ? Value::integer(0) : Value::floating(0);
    const Value& in = c.in;
    double x = 0;
    if (in.kind == Kind::Int || in.kind == Kind::Bool) x = double(in.kind == Kind::Bool ? in.b : in.i);
    else if (in.kind == Kind::Float) x = in.f;
    else if (in.is_string()) {
        const std::string& s = in.str();
        char* end = nullptr;
        x = std::strtod(s.c_str(), &end);
        if (s.empty() || end != s.c_str() + s.size()) return fallback;
    } else {
        return fallback;
    }
    if (!integral) return Value::floating(x);
    if (!std::isfinite(x) || std::fabs(x) > 9.2e18) return fallback;
    return Value::integer(static_cast<int64_t>(x));
}

}  // namespace

Value trim(const FilterCall& c) {
    Value chars;
    const bool has_chars = first_argument(c, chars) && chars.is_string();
    return Value::string(strip_text(text_of(c.in), true, true, has_chars ? &chars.str() : nullptr));
}

Value upper(const FilterCall& c) { return Value::string(map_case(text_of(c.in), CaseMode::Upper)); }
Value lower(const FilterCall& c) { return Value::string(map_case(text_of(c.in), CaseMode::Lower)); }
Value title(const FilterCall& c) { return Value::string(map_case(text_of(c.in), CaseMode::Title)); }
Value capitalize(const FilterCall& c) {
    return Value::string(map_case(map_case(text_of(c.in), CaseMode::Lower), CaseMode::Capitalize));
}

Value length(const FilterCall& c) {
    const Value& v = c.in;
    switch (v.kind) {
    case Kind::String: return Value::integer(static_cast<int64_t>(char_starts(v.str()).size() - 1));
    case Kind::List: return Value::integer(static_cast<int64_t>(v.list->size()));
    case Kind::Dict:
    case Kind::Namespace: return Value::integer(static_cast<int64_t>(v.dict->items.size()));
    case Kind::Undefined: return Value::integer(0);
    default: c.interp.fail(c.at, std::string("a ") + kind_name(v.kind) + " has no length");
    }
}

Value default_value(const FilterCall& c) {
    Value fallback, boolean;
    const bool has_fallback = arg_or(c.args, c.kwargs, 0, "default_value", fallback);
    const bool use_truth = arg_or(c.args, c.kwargs, 1, "boolean", boolean) && truthy(boolean);
    const bool missing = use_truth ? !truthy(c.in) : c.in.is_undefined();
    if (!missing) return c.in;
    return has_fallback ? fallback : Value::string("");
}

Value tojson(const FilterCall& c) {
    Value indent;
    int width = -1;
    if (arg_or(c.args, c.kwargs, 0, "indent", indent) && indent.kind != Kind::None) {
        if (indent.kind != Kind::Int || indent.i < 0 || indent.i > 16) c.interp.fail(c.at, "tojson(indent) must be 0..16");
        width = static_cast<int>(indent.i);
    }
    const std::string json = to_json(c.in, width);
    return c.interp.make_string(c.at, tainted_if(json, has_untrusted(c.in)));
}

Value replace(const FilterCall& c) {
    const std::vector<Value>& args = c.args;
    if (args.size() < 2) c.interp.fail(c.at, "replace needs two arguments");
    const TaintedText with = text_of(args[1]);
    const int64_t count = args.size() > 2 && args[2].kind == Kind::Int ? args[2].i : -1;
    return c.interp.make_string(c.at, replace_text(text_of(c.in), text_of(args[0]).text, with, count));
}

Value string(const FilterCall& c) { return c.interp.make_string(c.at, to_text(c.in)); }
Value safe(const FilterCall& c) { return c.in; }
Value to_int(const FilterCall& c) { return to_number(c, true); }
Value to_float(const FilterCall& c) { return to_number(c, false); }

Value absolute(const FilterCall& c) {
    const Value& in = c.in;
    if (in.kind == Kind::Int) {
        if (in.i == INT64_MIN) c.interp.fail(c.at, "integer overflow");
        return Value::integer(in.i < 0 ? -in.i : in.i);
    }
    if (in.kind == Kind::Float) return Value::floating(std::fabs(in.f));
    c.interp.fail(c.at, "filter 'abs' needs a number");
}

Value escape(const FilterCall& c) {
    const TaintedText t = text_of(c.in);
    std::string out;
    for (char ch : t.text) {
        switch (ch) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&#34;"; break;
        case '\'': out += "&#39;"; break;
        default: out += ch;
        }
    }
    return c.interp.make_string(c.at, tainted_if(out, t.any_untrusted()));
}

// Keeps each line's ranges: only the padding is new (trusted) text.
Value indent(const FilterCall& c) {
    Value width_v, first_v;
    const int64_t width = arg_or(c.args, c.kwargs, 0, "width", width_v) && width_v.kind == Kind::Int ? width_v.i : 4;
    const bool indent_first = arg_or(c.args, c.kwargs, 1, "first", first_v) && truthy(first_v);
    if (width < 0 || width > 64) c.interp.fail(c.at, "indent width must be 0..64");
    const TaintedText t = text_of(c.in);
    TaintedText pad;
    pad.append_literal(std::string(static_cast<size_t>(width), ' '));
    TaintedText out;
    size_t k = 0;
    bool first_line = true;
    while (k <= t.text.size()) {
        const size_t nl = t.text.find('\n', k);
        const size_t end = nl == std::string::npos ? t.text.size() : nl + 1;
        const TaintedText line = t.substr(k, end - k);
        const bool blank = line.text.empty() || line.text == "\n";
        if ((indent_first || !first_line) && !blank) out.append(pad);
        out.append(line);
        first_line = false;
        if (nl == std::string::npos) break;
        k = end;
    }
    return c.interp.make_string(c.at, std::move(out));
}

}  // namespace synsema::jinja::filters
