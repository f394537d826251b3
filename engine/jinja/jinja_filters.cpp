// The filter table: name -> handler, and the names a filter's arguments
// refer to. Handlers live in jinja_filters_text.cpp and jinja_filters_lists.cpp.
#include "engine/jinja/jinja_filters.h"

#include "engine/jinja/jinja_table_index.h"

namespace synsema::jinja {
namespace {

using Of = NameArgument::Of;

// Aliases are rows of their own: the handler is the same, the name in
// messages is the one the template wrote.
const FilterSpec kFilters[] = {
    {"trim", filters::trim, {}},
    {"upper", filters::upper, {}},
    {"lower", filters::lower, {}},
    {"capitalize", filters::capitalize, {}},
    {"title", filters::title, {}},
    {"length", filters::length, {}},
    {"count", filters::length, {}},
    {"default", filters::default_value, {}},
    {"d", filters::default_value, {}},
    {"tojson", filters::tojson, {}},
    {"join", filters::join, {}},
    {"replace", filters::replace, {}},
    {"first", filters::first, {}},
    {"last", filters::last, {}},
    {"list", filters::list, {}},
    {"items", filters::items, {}},
    {"string", filters::string, {}},
    {"safe", filters::safe, {}},
    {"int", filters::to_int, {}},
    {"float", filters::to_float, {}},
    {"abs", filters::absolute, {}},
    {"reverse", filters::reverse, {}},
    {"escape", filters::escape, {}},
    {"e", filters::escape, {}},
    {"indent", filters::indent, {}},
    {"selectattr", filters::selectattr, {Of::Test, 1}},
    {"rejectattr", filters::rejectattr, {Of::Test, 1}},
    {"select", filters::select, {Of::Test, 0}},
    {"reject", filters::reject, {Of::Test, 0}},
    {"map", filters::map, {Of::Filter, 0, "attribute"}},
    {"unique", filters::unique, {}},
    {"sort", filters::sort, {}},
};

}  // namespace

std::span<const FilterSpec> filter_table() { return kFilters; }

const FilterSpec* find_filter(std::string_view name) {
    static const TableIndex<FilterSpec> index(kFilters);
    return index.find(name);
}

TaintedText text_of(const Value& v) { return v.is_string() ? *v.s : to_text(v); }

Value Interpreter::apply_filter(const Expr& at, const std::string& name, const Value& in,
                                const std::vector<Value>& args, const Kwargs& kwargs) {
    charge(at, 1);
    const FilterSpec* spec = find_filter(name);
    if (!spec) fail(at, "unknown filter '" + name + "'");
    return spec->apply({*this, at, name, in, args, kwargs});
}

}  // namespace synsema::jinja
