// Jinja filters used by chat templates. Filters that cannot keep byte ranges
// exactly (tojson, escape, indent) mark their whole result untrusted when
// their input held any message text.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/jinja/jinja_interp.h"

namespace synsema::jinja {
namespace {

using Kwargs = std::vector<std::pair<std::string, Value>>;

TaintedText tainted_if(const std::string& text, bool untrusted) {
    TaintedText t;
    t.append_literal(text);
    if (untrusted) t.taint_all();
    return t;
}

// attribute lookup for selectattr/map/join/sort: "a.b" walks dict keys.
Value attribute_of(const Value& v, const std::string& path) {
    Value cur = v;
    size_t k = 0;
    while (k <= path.size()) {
        const size_t dot = path.find('.', k);
        const std::string part = path.substr(k, dot == std::string::npos ? std::string::npos : dot - k);
        if (!cur.is_mapping()) return Value::undefined(part);
        const Value* found = cur.dict->find(part);
        if (!found) return Value::undefined(part);
        cur = *found;
        if (dot == std::string::npos) break;
        k = dot + 1;
    }
    return cur;
}

}  // namespace

Value Interpreter::apply_filter(const Expr& at, const std::string& name, const Value& in,
                                const std::vector<Value>& args, const Kwargs& kwargs) {
    charge(at, 1);
    Value a0;
    const bool has0 = arg_or(args, kwargs, 0, name == "default" || name == "d" ? "default_value" : "", a0);
    const auto as_string = [&](const Value& v) { return v.is_string() ? *v.s : to_text(v); };
    const auto length_of = [&](const Value& v) -> int64_t {
        switch (v.kind) {
        case Kind::String: return static_cast<int64_t>(char_starts(v.str()).size() - 1);
        case Kind::List: return static_cast<int64_t>(v.list->size());
        case Kind::Dict:
        case Kind::Namespace: return static_cast<int64_t>(v.dict->items.size());
        case Kind::Undefined: return 0;
        default: fail(at, std::string("a ") + kind_name(v.kind) + " has no length");
        }
    };
    const auto as_list = [&](const Value& v) -> List {
        if (v.kind == Kind::List) return *v.list;
        if (v.is_undefined()) return {};
        if (v.is_string() || v.kind == Kind::Dict) {
            List out;
            if (v.kind == Kind::Dict) {
                for (const auto& item : v.dict->items) out.push_back(item.first);
            } else {
                const std::vector<size_t> starts = char_starts(v.str());
                for (size_t k = 0; k + 1 < starts.size(); ++k)
                    out.push_back(Value::string(v.s->substr(starts[k], starts[k + 1] - starts[k])));
            }
            return out;
        }
        fail(at, std::string("filter '") + name + "' needs a list, not a " + kind_name(v.kind));
    };

    if (name == "trim") {
        const TaintedText t = as_string(in);
        const std::string* chars = has0 && a0.is_string() ? &a0.str() : nullptr;
        return Value::string(strip_text(t, true, true, chars));
    }
    if (name == "upper") return Value::string(map_case(as_string(in), CaseMode::Upper));
    if (name == "lower") return Value::string(map_case(as_string(in), CaseMode::Lower));
    if (name == "capitalize") return Value::string(map_case(map_case(as_string(in), CaseMode::Lower), CaseMode::Capitalize));
    if (name == "title") return Value::string(map_case(as_string(in), CaseMode::Title));
    if (name == "length" || name == "count") return Value::integer(length_of(in));
    if (name == "default" || name == "d") {
        Value boolean;
        const bool use_truth = arg_or(args, kwargs, 1, "boolean", boolean) && truthy(boolean);
        const bool missing = use_truth ? !truthy(in) : in.is_undefined();
        if (!missing) return in;
        return has0 ? a0 : Value::string("");
    }
    if (name == "tojson") {
        Value indent;
        int width = -1;
        if (arg_or(args, kwargs, 0, "indent", indent) && indent.kind != Kind::None) {
            if (indent.kind != Kind::Int || indent.i < 0 || indent.i > 16) fail(at, "tojson(indent) must be 0..16");
            width = static_cast<int>(indent.i);
        }
        std::string json = to_json(in, width);
        return make_string(at, tainted_if(json, has_untrusted(in)));
    }
    if (name == "join") {
        Value sep, attribute;
        const TaintedText separator = arg_or(args, kwargs, 0, "d", sep) ? as_string(sep) : TaintedText{};
        const bool by_attr = arg_or(args, kwargs, 1, "attribute", attribute) && attribute.is_string();
        TaintedText out;
        bool first = true;
        for (const Value& v : as_list(in)) {
            if (!first) out.append(separator);
            first = false;
            out.append(to_text(by_attr ? attribute_of(v, attribute.str()) : v));
            if (out.text.size() > input().limits.max_string_bytes) fail_limit(at, "join() result too long");
        }
        return make_string(at, std::move(out));
    }
    if (name == "replace") {
        if (args.size() < 2) fail(at, "replace needs two arguments");
        const TaintedText with = as_string(args[1]);
        const int64_t count = args.size() > 2 && args[2].kind == Kind::Int ? args[2].i : -1;
        return make_string(at, replace_text(as_string(in), as_string(args[0]).text, with, count));
    }
    if (name == "first" || name == "last") {
        const List items = as_list(in);
        if (items.empty()) return Value::undefined();
        return name == "first" ? items.front() : items.back();
    }
    if (name == "list") return make_list(at, as_list(in));
    if (name == "items") {
        if (in.is_undefined()) return make_list(at, {});
        if (in.kind != Kind::Dict) fail(at, "filter 'items' needs a dict");
        List out;
        for (const auto& [k, v] : in.dict->items) out.push_back(make_list(at, {k, v}));
        return make_list(at, std::move(out));
    }
    if (name == "string") return make_string(at, to_text(in));
    if (name == "safe") return in;
    if (name == "int" || name == "float") {
        Value fallback = has0 ? a0 : (name == "int" ? Value::integer(0) : Value::floating(0));
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
        if (name == "float") return Value::floating(x);
        if (!std::isfinite(x) || std::fabs(x) > 9.2e18) return fallback;
        return Value::integer(static_cast<int64_t>(x));
    }
    if (name == "abs") {
        if (in.kind == Kind::Int) {
            if (in.i == INT64_MIN) fail(at, "integer overflow");
            return Value::integer(in.i < 0 ? -in.i : in.i);
        }
        if (in.kind == Kind::Float) return Value::floating(std::fabs(in.f));
        fail(at, "filter 'abs' needs a number");
    }
    if (name == "reverse") {
        List items = as_list(in);
        std::reverse(items.begin(), items.end());
        if (!in.is_string()) return make_list(at, std::move(items));
        TaintedText t;
        for (const Value& c : items) t.append(*c.s);
        return make_string(at, std::move(t));
    }
    if (name == "escape" || name == "e") {
        const TaintedText t = as_string(in);
        std::string out;
        for (char c : t.text) {
            switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&#34;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
            }
        }
        return make_string(at, tainted_if(out, t.any_untrusted()));
    }
    if (name == "indent") {
        Value width_v, first_v;
        const int64_t width = arg_or(args, kwargs, 0, "width", width_v) && width_v.kind == Kind::Int ? width_v.i : 4;
        const bool indent_first = arg_or(args, kwargs, 1, "first", first_v) && truthy(first_v);
        if (width < 0 || width > 64) fail(at, "indent width must be 0..64");
        const TaintedText t = as_string(in);
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
        return make_string(at, std::move(out));
    }
    if (name == "selectattr" || name == "rejectattr" || name == "select" || name == "reject") {
        const bool by_attr = name == "selectattr" || name == "rejectattr";
        const bool keep_matching = name == "selectattr" || name == "select";
        size_t k = 0;
        std::string attribute;
        if (by_attr) {
            if (args.empty() || !args[0].is_string()) fail(at, name + " needs an attribute name");
            attribute = args[0].str();
            k = 1;
        }
        std::string test;
        if (k < args.size()) {
            if (!args[k].is_string()) fail(at, name + " needs a test name");
            test = args[k].str();
        }
        const std::vector<Value> test_args(args.begin() + static_cast<std::ptrdiff_t>(std::min(args.size(), k + 1)), args.end());
        List out;
        for (const Value& v : as_list(in)) {
            charge(at, 1);
            const Value subject = by_attr ? attribute_of(v, attribute) : v;
            const bool pass = test.empty() ? truthy(subject) : apply_test(at, test, subject, test_args);
            if (pass == keep_matching) out.push_back(v);
        }
        return make_list(at, std::move(out));
    }
    if (name == "map") {
        Value attribute;
        List out;
        const bool by_attr = arg_or({}, kwargs, 0, "attribute", attribute);
        if (by_attr && !attribute.is_string()) fail(at, "map(attribute=) needs a string");
        if (!by_attr && (args.empty() || !args[0].is_string())) fail(at, "map needs attribute= or a filter name");
        for (const Value& v : as_list(in)) {
            charge(at, 1);
            if (by_attr) {
                out.push_back(attribute_of(v, attribute.str()));
            } else {
                const std::vector<Value> rest(args.begin() + 1, args.end());
                out.push_back(apply_filter(at, args[0].str(), v, rest, {}));
            }
        }
        return make_list(at, std::move(out));
    }
    if (name == "unique") {
        List out;
        for (const Value& v : as_list(in)) {
            charge(at, static_cast<int64_t>(out.size()));
            if (std::none_of(out.begin(), out.end(), [&](const Value& o) { return equals(o, v); })) out.push_back(v);
        }
        return make_list(at, std::move(out));
    }
    if (name == "sort") {
        Value reverse_v, attribute;
        const bool reverse = arg_or(args, kwargs, 0, "reverse", reverse_v) && truthy(reverse_v);
        const bool by_attr = arg_or({}, kwargs, 0, "attribute", attribute) && attribute.is_string();
        List items = as_list(in);
        charge(at, static_cast<int64_t>(items.size()) * 20);
        const auto key = [&](const Value& v) { return by_attr ? attribute_of(v, attribute.str()) : v; };
        bool comparable = true;
        std::stable_sort(items.begin(), items.end(), [&](const Value& x, const Value& y) {
            const Value a = key(x), b = key(y);
            if (a.is_string() && b.is_string()) return reverse ? b.str() < a.str() : a.str() < b.str();
            if (a.is_number() && b.is_number()) {
                const double p = a.kind == Kind::Float ? a.f : double(a.kind == Kind::Bool ? a.b : a.i);
                const double q = b.kind == Kind::Float ? b.f : double(b.kind == Kind::Bool ? b.b : b.i);
                return reverse ? q < p : p < q;
            }
            comparable = false;
            return false;
        });
        if (!comparable) fail(at, "sort needs strings or numbers");
        return make_list(at, std::move(items));
    }
    fail(at, "unknown filter '" + name + "'");
}

}  // namespace synsema::jinja
