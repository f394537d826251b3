// The two environment variables that name a model for every front end:
// SYNSEMA_MODEL names it by any form the sources resolve (a .gguf path, an
// Ollama model:tag, a Hugging Face or LM Studio repo), and SYNSEMA_PROVIDER
// says where models run. This build has one provider, "local" (in this
// process, from files on this machine); a network provider does not exist
// here by design, so any other value is an error, never a fallback.
#pragma once
#include <optional>
#include <string>

namespace synsema::services {

inline constexpr const char* kModelVariable = "SYNSEMA_MODEL";
inline constexpr const char* kProviderVariable = "SYNSEMA_PROVIDER";
inline constexpr const char* kLocalProvider = "local";

// SYNSEMA_MODEL's value with surrounding blanks removed; nullopt when it is
// unset or blank.
std::optional<std::string> model_from_environment();

// Throws Error(Unsupported) naming the value when SYNSEMA_PROVIDER is set to
// anything but "local" (blank counts as unset).
void check_provider();

// What a front end shows as the model's origin: "the SYNSEMA_MODEL environment variable".
std::string model_variable_origin();

}  // namespace synsema::services
