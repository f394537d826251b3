#include "generate.h"

#include <chrono>

#include "engine/util/error.h"

namespace synsema {
namespace {
using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }
}  // namespace

GenerateStats generate(Session& session, std::span<const TokenId> prompt, const GenerateOptions& options) {
    GenerateStats stats;
    stats.prompt_tokens = int64_t(prompt.size());
    if (prompt.empty()) throw Error(ErrorKind::Invalid, "the prompt is empty");

    // Prefill, reusing whatever prefix the cache already holds.
    const int64_t before = session.tokens_evaluated();
    auto t0 = Clock::now();
    EvalOptions eval;
    eval.cancel = options.cancel;
    eval.progress = options.prefill_progress;
    std::span<const float> logits = session.eval_prompt(prompt, eval);
    stats.prefill_seconds = seconds_since(t0);
    stats.prefill_tokens = session.tokens_evaluated() - before;

    const Tokenizer& tok = session.model().tokenizer();
    Sampler sampler(options.sampling, tok.vocab_size());
    StreamingDecoder decoder(tok, /*starts_text=*/false);  // continues the prompt
    std::string text;  // produced so far, for stop strings
    stats.stop_reason = "length";
    t0 = Clock::now();
    for (int i = 0; i < options.max_tokens; ++i) {
        if (options.cancel && options.cancel->load()) { stats.stop_reason = "cancelled"; break; }
        const TokenId next = sampler.sample(logits.data(), session.tokens());
        if (tok.is_end_of_generation(next)) { stats.stop_reason = "eog"; break; }
        stats.output_tokens.push_back(next);
        ++stats.generated_tokens;
        std::string piece = decoder.push(next);
        text += piece;
        bool stop_hit = false;
        for (const auto& s : options.stop) {
            if (s.empty()) continue;
            if (auto pos = text.find(s, text.size() >= piece.size() + s.size() ? text.size() - piece.size() - s.size() : 0);
                pos != std::string::npos) {
                // Emit only what precedes the stop string.
                const size_t emitted = text.size() - piece.size();
                piece = pos > emitted ? text.substr(emitted, pos - emitted) : std::string();
                stop_hit = true;
                break;
            }
        }
        if (!piece.empty() && options.on_text && !options.on_text(piece)) { stats.stop_reason = "callback"; break; }
        if (stop_hit) { stats.stop_reason = "stop"; break; }
        if (session.n_past() >= session.n_ctx()) { stats.stop_reason = "context"; break; }
        const TokenId one[1] = {next};
        try {
            EvalOptions step;
            step.cancel = options.cancel;
            logits = session.eval(one, step);
        } catch (const Error& e) {
            if (e.kind() != ErrorKind::Cancelled) throw;
            stats.stop_reason = "cancelled";
            break;
        }
    }
    if (stats.stop_reason != "stop" && stats.stop_reason != "callback") {
        const std::string tail = decoder.flush();
        if (!tail.empty() && options.on_text) options.on_text(tail);
    }
    stats.decode_seconds = seconds_since(t0);
    return stats;
}

}  // namespace synsema
