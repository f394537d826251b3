// Native renderers for the known template families. Each reproduces its
// family's reference Jinja template byte for byte for system/user/assistant
// conversations, so a model still gets its own format when its template is
// missing or outside the supported Jinja subset.
#pragma once
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/jinja/tainted_text.h"
#include "engine/chat/chat_template.h"

namespace synsema::chat {

// "chatml", "qwen2", "qwen3", "smollm2", "llama3", "llama3.2", "phi3", "gemma",
// "mistral-v1", "mistral-v3", "mistral-v7", "default".
const std::vector<std::string>& native_families();
bool is_native_family(std::string_view name);

// The family a template's text belongs to, by its markers; "" when unknown.
std::string detect_family(std::string_view template_text);

// Stop strings for a family (the end-of-turn and next-turn markers).
std::vector<std::string> family_stop_strings(std::string_view family);

// Throws Error(Invalid) for an unknown family.
TaintedText render_native(std::string_view family, std::span<const ChatMessage> messages, const ChatOptions& options,
                          const std::string& bos_token, const std::string& eos_token);

}  // namespace synsema::chat
