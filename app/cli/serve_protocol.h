// The JSON-lines protocol of `synsema-cli serve --stdio` (docs/serve.md): one
// request object per line on stdin, one response object per line on stdout.
// Every response names its request by `id`; a line that is not a request gets
// an error object naming the line instead, and the server goes on.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace synsema::cli::serve {

using nlohmann::json;

// A request line may be long (a judge document inline), never unbounded.
inline constexpr size_t kMaxLineBytes = 64ULL << 20;

enum class Op { Run, Judge, Redact, Attest, Tokenize, Cancel, Shutdown };

struct Request {
    json id;        // a string or a number, echoed verbatim
    Op op = Op::Run;
    json body;      // the whole request object
    int64_t line = 0;
};

const char* op_name(Op op);

// Parses one line. On failure returns nullopt and sets `error` to the error
// response (naming the request's id when it has one, else the line).
std::optional<Request> parse_request(std::string_view line, int64_t line_number, json& error);

// {"id":…,"op":…,"ok":true,"result":…}
json ok_response(const Request& request, json result);
// {"id":…,"op":…,"ok":false,"error":{"kind":…,"message":…}}; `op` may be "".
json error_response(const json& id, std::string_view op, std::string_view kind, const std::string& message);
// The same for an exception thrown while handling `request` (synsema::Error gives its kind).
json error_response(const Request& request, const std::exception& e);

// Typed fields of a request, with the field named in the error (Error(Invalid)).
std::string string_field(const json& body, const char* name, const std::optional<std::string>& fallback = std::nullopt);
double number_field(const json& body, const char* name, double fallback, double min, double max);
int64_t integer_field(const json& body, const char* name, int64_t fallback, int64_t min, int64_t max);
bool bool_field(const json& body, const char* name, bool fallback);

// One line of output (no newline inside): invalid UTF-8 from a hostile file is replaced, never thrown on.
std::string to_line(const json& response);

}  // namespace synsema::cli::serve
