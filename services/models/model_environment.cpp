#include "model_environment.h"

#include <cstdlib>
#include <string_view>

#include "engine/util/error.h"

namespace synsema::services {
namespace {

std::string_view trimmed(std::string_view s) {
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!s.empty() && blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && blank(s.back())) s.remove_suffix(1);
    return s;
}

std::optional<std::string> variable(const char* name) {
    const char* value = std::getenv(name);
    if (value == nullptr) return std::nullopt;
    const std::string_view t = trimmed(value);
    if (t.empty()) return std::nullopt;
    return std::string(t);
}

}  // namespace

std::optional<std::string> model_from_environment() { return variable(kModelVariable); }

void check_provider() {
    const auto provider = variable(kProviderVariable);
    if (!provider || *provider == kLocalProvider) return;
    throw Error(ErrorKind::Unsupported,
                std::string(kProviderVariable) + "=" + cut_for_message(*provider, 80) +
                    ": this build has no network provider, by design; the only provider is \"local\" "
                    "(models run inside this process, from files on this computer). Unset " +
                    kProviderVariable + " or set it to local.");
}

std::string model_variable_origin() { return std::string("the ") + kModelVariable + " environment variable"; }

}  // namespace synsema::services
