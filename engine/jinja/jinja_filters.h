// The filter table (private to engine/jinja): every filter a chat template
// may use, by name, with its handler. The parser looks names up here, so an
// unknown filter is refused when the template is read, even in a branch that
// never runs, the way model/compiler.cpp refuses an unknown step.
#pragma once
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/jinja/jinja_interp.h"

namespace synsema::jinja {

// One application of a filter: `in | name(args..., kwargs...)`.
struct FilterCall {
    Interpreter& interp;
    const Expr& at;
    const std::string& name;  // as written: messages name the alias the template used
    const Value& in;
    const std::vector<Value>& args;
    const Kwargs& kwargs;
};

using FilterFn = Value (*)(const FilterCall&);

// A filter argument that names another filter or test (map('lower'),
// selectattr('role', 'equalto', 'user')). It is looked up when the filter
// runs; written as a literal string, it is checked at parse time too.
struct NameArgument {
    enum class Of { Nothing, Filter, Test };
    Of of = Of::Nothing;
    size_t index = 0;                     // positional argument that holds the name
    const char* unless_keyword = nullptr;  // map(attribute=...) takes no filter name
};

struct FilterSpec {
    std::string_view name;
    FilterFn apply;
    NameArgument names;
};

// nullptr when no filter has this name.
const FilterSpec* find_filter(std::string_view name);
// The whole table, in the order it is written (for tests).
std::span<const FilterSpec> filter_table();

// A filter's input or argument as text (strings keep their untrusted ranges).
TaintedText text_of(const Value& v);

// --- the handlers, by the file that holds them

// jinja_filters_text.cpp: strings, numbers and any value.
namespace filters {
Value trim(const FilterCall& c);
Value upper(const FilterCall& c);
Value lower(const FilterCall& c);
Value capitalize(const FilterCall& c);
Value title(const FilterCall& c);
Value length(const FilterCall& c);
Value default_value(const FilterCall& c);
Value tojson(const FilterCall& c);
Value replace(const FilterCall& c);
Value string(const FilterCall& c);
Value safe(const FilterCall& c);
Value to_int(const FilterCall& c);
Value to_float(const FilterCall& c);
Value absolute(const FilterCall& c);
Value escape(const FilterCall& c);
Value indent(const FilterCall& c);

// jinja_filters_lists.cpp: sequences and dicts.
Value join(const FilterCall& c);
Value first(const FilterCall& c);
Value last(const FilterCall& c);
Value list(const FilterCall& c);
Value items(const FilterCall& c);
Value reverse(const FilterCall& c);
Value select(const FilterCall& c);
Value reject(const FilterCall& c);
Value selectattr(const FilterCall& c);
Value rejectattr(const FilterCall& c);
Value map(const FilterCall& c);
Value unique(const FilterCall& c);
Value sort(const FilterCall& c);
}  // namespace filters

}  // namespace synsema::jinja
