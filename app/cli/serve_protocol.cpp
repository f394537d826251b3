#include "serve_protocol.h"

#include <cmath>

#include "engine/util/error.h"

namespace synsema::cli::serve {
namespace {

struct OpName {
    Op op;
    const char* name;
};
constexpr OpName kOps[] = {{Op::Run, "run"},           {Op::Judge, "judge"},   {Op::Redact, "redact"},
                           {Op::Attest, "attest"},     {Op::Tokenize, "tokenize"}, {Op::Cancel, "cancel"},
                           {Op::Shutdown, "shutdown"}};

Error invalid(const char* name, const std::string& what) {
    return Error(ErrorKind::Invalid, std::string("\"") + name + "\" " + what);
}

}  // namespace

const char* op_name(Op op) {
    for (const auto& o : kOps)
        if (o.op == op) return o.name;
    return "?";
}

std::optional<Request> parse_request(std::string_view line, int64_t line_number, json& error) {
    const std::string where = "line " + std::to_string(line_number);
    json body = json::parse(line, nullptr, false);
    if (body.is_discarded()) {
        error = error_response(nullptr, "", "format", where + " is not JSON");
        error["line"] = line_number;
        return std::nullopt;
    }
    if (!body.is_object()) {
        error = error_response(nullptr, "", "format", where + " is not a JSON object");
        error["line"] = line_number;
        return std::nullopt;
    }
    const auto id = body.find("id");
    if (id == body.end() || !(id->is_string() || id->is_number_integer() || id->is_number_unsigned())) {
        error = error_response(nullptr, "", "invalid", where + ": a request needs an \"id\" (a string or an integer)");
        error["line"] = line_number;
        return std::nullopt;
    }
    const auto op = body.find("op");
    if (op == body.end() || !op->is_string()) {
        error = error_response(*id, "", "invalid", "a request needs an \"op\": run, judge, redact, attest, tokenize, cancel or shutdown");
        return std::nullopt;
    }
    for (const auto& o : kOps)
        if (*op == o.name) return Request{*id, o.op, std::move(body), line_number};
    error = error_response(*id, "", "invalid",
                           "unknown op \"" + cut_for_message(op->get<std::string>(), 40) +
                               "\"; known: run, judge, redact, attest, tokenize, cancel, shutdown");
    return std::nullopt;
}

json ok_response(const Request& request, json result) {
    return {{"id", request.id}, {"op", op_name(request.op)}, {"ok", true}, {"result", std::move(result)}};
}

json error_response(const json& id, std::string_view op, std::string_view kind, const std::string& message) {
    json out = {{"id", id}, {"ok", false}, {"error", {{"kind", kind}, {"message", message}}}};
    if (!op.empty()) out["op"] = op;
    return out;
}

json error_response(const Request& request, const std::exception& e) {
    const auto* error = dynamic_cast<const Error*>(&e);
    return error_response(request.id, op_name(request.op), error ? error_kind_name(error->kind()) : "internal", e.what());
}

std::string string_field(const json& body, const char* name, const std::optional<std::string>& fallback) {
    const auto it = body.find(name);
    if (it == body.end() || it->is_null()) {
        if (fallback) return *fallback;
        throw invalid(name, "is required");
    }
    if (!it->is_string()) throw invalid(name, "must be a string");
    return it->get<std::string>();
}

double number_field(const json& body, const char* name, double fallback, double min, double max) {
    const auto it = body.find(name);
    if (it == body.end() || it->is_null()) return fallback;
    if (!it->is_number()) throw invalid(name, "must be a number");
    const double v = it->get<double>();
    if (!std::isfinite(v) || v < min || v > max)
        throw invalid(name, "must be between " + std::to_string(min) + " and " + std::to_string(max));
    return v;
}

int64_t integer_field(const json& body, const char* name, int64_t fallback, int64_t min, int64_t max) {
    const auto it = body.find(name);
    if (it == body.end() || it->is_null()) return fallback;
    if (!it->is_number_integer() && !it->is_number_unsigned()) throw invalid(name, "must be an integer");
    if (it->is_number_unsigned() && it->get<uint64_t>() > uint64_t(max))
        throw invalid(name, "must be at most " + std::to_string(max));
    const int64_t v = it->get<int64_t>();
    if (v < min || v > max) throw invalid(name, "must be between " + std::to_string(min) + " and " + std::to_string(max));
    return v;
}

bool bool_field(const json& body, const char* name, bool fallback) {
    const auto it = body.find(name);
    if (it == body.end() || it->is_null()) return fallback;
    if (!it->is_boolean()) throw invalid(name, "must be true or false");
    return it->get<bool>();
}

std::string to_line(const json& response) { return response.dump(-1, ' ', false, json::error_handler_t::replace); }

}  // namespace synsema::cli::serve
