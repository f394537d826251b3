// Filters over sequences and dicts. Every item visited is charged to the
// work budget; results go through make_list/make_string for the size limits.
#include <algorithm>

#include "engine/jinja/jinja_filters.h"

namespace synsema::jinja::filters {
namespace {

// The items a filter walks: a list, a dict's keys, a string's characters,
// nothing for undefined.
List items_of(const FilterCall& c, const Value& v) {
    if (v.kind == Kind::List) return *v.list;
    if (v.is_undefined()) return {};
    if (v.kind == Kind::Dict) {
        List out;
        for (const auto& item : v.dict->items) out.push_back(item.first);
        return out;
    }
    if (v.is_string()) {
        List out;
        const std::vector<size_t> starts = char_starts(v.str());
        for (size_t k = 0; k + 1 < starts.size(); ++k)
            out.push_back(Value::string(v.s->substr(starts[k], starts[k + 1] - starts[k])));
        return out;
    }
    c.interp.fail(c.at, "filter '" + c.name + "' needs a list, not a " + kind_name(v.kind));
}

// Attribute lookup for selectattr/map/join/sort: "a.b" walks dict keys.
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

// select/reject(test, args...) and selectattr/rejectattr(attribute, test, args...);
// without a test, an item's truth decides.
Value select_items(const FilterCall& c, bool by_attr, bool keep_matching) {
    const std::vector<Value>& args = c.args;
    size_t k = 0;
    std::string attribute;
    if (by_attr) {
        if (args.empty() || !args[0].is_string()) c.interp.fail(c.at, c.name + " needs an attribute name");
        attribute = args[0].str();
        k = 1;
    }
    std::string test;
    if (k < args.size()) {
        if (!args[k].is_string()) c.interp.fail(c.at, c.name + " needs a test name");
        test = args[k].str();
    }
    const std::vector<Value> test_args(args.begin() + static_cast<std::ptrdiff_t>(std::min(args.size(), k + 1)), args.end());
    List out;
    for (const Value& v : items_of(c, c.in)) {
        c.interp.charge(c.at, 1);
        const Value subject = by_attr ? attribute_of(v, attribute) : v;
        const bool pass = test.empty() ? truthy(subject) : c.interp.apply_test(c.at, test, subject, test_args);
        if (pass == keep_matching) out.push_back(v);
    }
    return c.interp.make_list(c.at, std::move(out));
}

}  // namespace

Value join(const FilterCall& c) {
    Value sep, attribute;
    const TaintedText separator = arg_or(c.args, c.kwargs, 0, "d", sep) ? text_of(sep) : TaintedText{};
    const bool by_attr = arg_or(c.args, c.kwargs, 1, "attribute", attribute) && attribute.is_string();
    TaintedText out;
    bool first = true;
    for (const Value& v : items_of(c, c.in)) {
        if (!first) out.append(separator);
        first = false;
        out.append(to_text(by_attr ? attribute_of(v, attribute.str()) : v));
        if (out.text.size() > c.interp.input().limits.max_string_bytes) c.interp.fail_limit(c.at, "join() result too long");
    }
    return c.interp.make_string(c.at, std::move(out));
}

Value first(const FilterCall& c) {
    const List items = items_of(c, c.in);
    return items.empty() ? Value::undefined() : items.front();
}

Value last(const FilterCall& c) {
    const List items = items_of(c, c.in);
    return items.empty() ? Value::undefined() : items.back();
}

Value list(const FilterCall& c) { return c.interp.make_list(c.at, items_of(c, c.in)); }

Value items(const FilterCall& c) {
    if (c.in.is_undefined()) return c.interp.make_list(c.at, {});
    if (c.in.kind != Kind::Dict) c.interp.fail(c.at, "filter 'items' needs a dict");
    List out;
    for (const auto& [k, v] : c.in.dict->items) out.push_back(c.interp.make_list(c.at, {k, v}));
    return c.interp.make_list(c.at, std::move(out));
}

// A string reverses by characters and stays a string (with its ranges).
Value reverse(const FilterCall& c) {
    List items = items_of(c, c.in);
    std::reverse(items.begin(), items.end());
    if (!c.in.is_string()) return c.interp.make_list(c.at, std::move(items));
    TaintedText t;
    for (const Value& ch : items) t.append(*ch.s);
    return c.interp.make_string(c.at, std::move(t));
}

Value select(const FilterCall& c) { return select_items(c, false, true); }
Value reject(const FilterCall& c) { return select_items(c, false, false); }
Value selectattr(const FilterCall& c) { return select_items(c, true, true); }
Value rejectattr(const FilterCall& c) { return select_items(c, true, false); }

// map(attribute='a.b') or map('filter', args...).
Value map(const FilterCall& c) {
    Value attribute;
    List out;
    const bool by_attr = arg_or({}, c.kwargs, 0, "attribute", attribute);
    if (by_attr && !attribute.is_string()) c.interp.fail(c.at, "map(attribute=) needs a string");
    if (!by_attr && (c.args.empty() || !c.args[0].is_string())) c.interp.fail(c.at, "map needs attribute= or a filter name");
    for (const Value& v : items_of(c, c.in)) {
        c.interp.charge(c.at, 1);
        if (by_attr) {
            out.push_back(attribute_of(v, attribute.str()));
        } else {
            const std::vector<Value> rest(c.args.begin() + 1, c.args.end());
            out.push_back(c.interp.apply_filter(c.at, c.args[0].str(), v, rest, {}));
        }
    }
    return c.interp.make_list(c.at, std::move(out));
}

// Values have no hash here, so each item is compared with (and charged for)
// every item kept so far.
Value unique(const FilterCall& c) {
    List out;
    for (const Value& v : items_of(c, c.in)) {
        c.interp.charge(c.at, static_cast<int64_t>(out.size()));
        if (std::none_of(out.begin(), out.end(), [&](const Value& o) { return equals(o, v); })) out.push_back(v);
    }
    return c.interp.make_list(c.at, std::move(out));
}

// Stable, by value or attribute; strings with strings, numbers with numbers.
Value sort(const FilterCall& c) {
    Value reverse_v, attribute;
    const bool reverse = arg_or(c.args, c.kwargs, 0, "reverse", reverse_v) && truthy(reverse_v);
    const bool by_attr = arg_or({}, c.kwargs, 0, "attribute", attribute) && attribute.is_string();
    List items = items_of(c, c.in);
    c.interp.charge(c.at, static_cast<int64_t>(items.size()) * 20);
    const auto key = [&](const Value& v) { return by_attr ? attribute_of(v, attribute.str()) : v; };
    bool comparable = true;
    std::stable_sort(items.begin(), items.end(), [&](const Value& x, const Value& y) {
        const Value a = key(x), b = key(y);
        if (a.is_string() && b.is_string()) return reverse ? b.str() < a.str() : a.str() < b.str();
        if (a.is_number() && b.is_number()) {
            const double p = number_of(a), q = number_of(b);
            return reverse ? q < p : p < q;
        }
        comparable = false;
        return false;
    });
    if (!comparable) c.interp.fail(c.at, "sort needs strings or numbers");
    return c.interp.make_list(c.at, std::move(items));
}

}  // namespace synsema::jinja::filters
