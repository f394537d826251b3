// The sandboxed Jinja renderer for chat templates.
//
// Why hand-written: Debian packages no C++ Jinja engine, and running Python's
// jinja2 in-process is not an option for a Qt/C++ desktop app. The template
// comes from the model file, so it is untrusted input: this engine only knows
// plain data, has no attribute access beyond dict keys, no file access, no
// imports or includes, and bounds loop iterations, work, nesting, string and
// list sizes, output size and template size. Anything outside the subset is a
// synsema::Error(Format) "template line:col: ...", never code execution.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/jinja/tainted_text.h"
#include "engine/jinja/jinja_value.h"

namespace synsema::jinja {

// Error messages are cut to this many bytes (cut_for_message).
inline constexpr size_t kMaxErrorMessageBytes = 500;

struct RenderLimits {
    size_t max_output_bytes = 1 << 20;      // rendered text
    size_t max_string_bytes = 1 << 20;      // any intermediate string
    size_t max_list_items = 100000;         // any list or dict
    int64_t max_loop_iterations = 100000;   // all loops together
    int64_t max_work = 20000000;            // evaluation steps plus bytes/items produced
    int max_value_depth = 32;               // nested lists/dicts
};

// The fixed "today" strftime_now() reports: renders are deterministic.
struct FixedDate {
    int year = 2024;
    int month = 7;  // 1..12
    int day = 26;
};

struct RenderInput {
    std::vector<std::pair<std::string, Value>> variables;  // messages, bos_token, ...
    FixedDate date;
    RenderLimits limits;
};

// Parses and renders. Throws synsema::Error(Format) for syntax errors, sandbox
// violations and raise_exception(); Error(Limit) when a bound is exceeded.
// Both messages start with "template line:col: ".
TaintedText render_template(std::string_view source, const RenderInput& input);

// strftime() over a fixed date (time of day 00:00:00).
std::string format_date(std::string_view format, const FixedDate& date);

}  // namespace synsema::jinja
