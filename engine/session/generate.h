// Prompt → streamed text: prefill, then sample and decode token by token.
#pragma once
#include <atomic>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/sampling/sampler.h"
#include "engine/session/session.h"

namespace synsema {

struct GenerateOptions {
    SamplingParams sampling;
    int max_tokens = 256;
    std::vector<std::string> stop;  // stop strings (from a template or the user)
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(const EvalProgress&)> prefill_progress;
    // Receives text as it is produced, never splitting a UTF-8 character.
    // Return false to stop.
    std::function<bool(std::string_view text)> on_text;
};

struct GenerateStats {
    int64_t prompt_tokens = 0;     // tokens in the prompt
    int64_t prefill_tokens = 0;    // tokens actually evaluated (the rest reused from the cache)
    int64_t generated_tokens = 0;
    double prefill_seconds = 0;
    double decode_seconds = 0;
    std::string stop_reason;       // "eog", "length", "stop", "cancelled", "context", "callback"
    std::vector<TokenId> output_tokens;

    double prefill_tok_s() const { return prefill_seconds > 0 ? double(prefill_tokens) / prefill_seconds : 0; }
    double decode_tok_s() const { return decode_seconds > 0 ? double(generated_tokens) / decode_seconds : 0; }
};

// Cancellation during prefill throws Error(Cancelled); during decode it ends
// generation with stop_reason "cancelled".
GenerateStats generate(Session& session, std::span<const TokenId> prompt, const GenerateOptions& options);

}  // namespace synsema
