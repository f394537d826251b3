// synsema-cli run: generate text from a prompt, streamed to stdout; the speed
// figures go to stderr so stdout holds only the model's text.
#include <QCommandLineParser>

#include <chrono>
#include <cstdio>
#include <future>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/attest_output.h"
#include "app/cli/model_name.h"
#include "engine/attest/file_digest.h"
#include "engine/gguf/gguf_set.h"
#include "engine/model/model.h"
#include "engine/chat/chat_session.h"
#include "engine/session/generate.h"

namespace synsema::cli {

int run_run(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"model", kModelOptionHelp, "NAME"});
    p.addOption({"prompt", "Prompt text (BOS is added; special tokens are not parsed).", "TEXT"});
    p.addOption({{"n", "max-tokens"}, "Tokens to generate (default 128).", "N", "128"});
    p.addOption({"temp", "Temperature; 0 is greedy (default 0.8).", "T", "0.8"});
    p.addOption({"top-k", "Top-k (default 40; 0 = off).", "K", "40"});
    p.addOption({"top-p", "Top-p (default 0.95; 1 = off).", "P", "0.95"});
    p.addOption({"min-p", "Min-p (default 0.05; 0 = off).", "P", "0.05"});
    p.addOption({"repeat-penalty", "Repetition penalty (default 1.0 = off).", "R", "1.0"});
    p.addOption({"seed", "Random seed (default 42).", "S", "42"});
    p.addOption({"threads", "Compute threads (default: all cores).", "N", "0"});
    p.addOption({"ctx", "Context length (default: the model's, at most 4096).", "N", "0"});
    p.addOption({"attest", "Write an attestation report with the sha256 of the prompt and the output to FILE.", "FILE"});
    p.addOption({"chat", "Treat --prompt as a user message rendered through the model's chat template."});
    p.addOption({"system", "With --chat: a system message.", "TEXT"});
    p.addOption({"template", "With --chat: a Jinja template FILE or a family name instead of the model's.", "FILE|FAMILY"});
    if (int rc = parse_or_exit(p, "run", args); rc >= 0) return rc;
    const QString model_name = model_option(p);
    if (model_name.isEmpty() || !p.isSet("prompt")) return fail("run needs --model NAME (or SYNSEMA_MODEL) and --prompt TEXT");

    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    const auto resolved = resolve_name(model_name);
    const bool attest = p.isSet("attest");
    // --attest: the weights are hashed through the descriptors that were
    // mapped, on another thread, while the model loads and runs.
    std::future<std::vector<attest::FileDigest>> weights_hash;
    model::LoadOptions load_options;
    if (attest)
        load_options.on_files_opened = [&](const gguf::GgufSet& files) {
            weights_hash = std::async(std::launch::async, [handles = attest::mapped_handles(files, attest::expected_sha256s(resolved))] {
                return attest::digest_handles(handles, nullptr);
            });
        };
    auto model = model::Model::load_files(resolved.entry.paths(), load_options);
    SessionOptions so;
    so.n_threads = p.value("threads").toInt();
    so.n_ctx = p.value("ctx").toLongLong();
    Session session(*model, so);
    if (!session.context_notice().empty()) std::fprintf(stderr, "note: %s\n", session.context_notice().c_str());
    const double load_s = std::chrono::duration<double>(Clock::now() - t0).count();

    const std::string prompt_text = to_std(p.value("prompt"));
    GenerateOptions go;
    go.max_tokens = p.value("n").toInt();
    go.sampling.temperature = p.value("temp").toFloat();
    go.sampling.top_k = p.value("top-k").toInt();
    go.sampling.top_p = p.value("top-p").toFloat();
    go.sampling.min_p = p.value("min-p").toFloat();
    go.sampling.repeat_penalty = p.value("repeat-penalty").toFloat();
    go.sampling.seed = p.value("seed").toULongLong();
    std::string output;  // kept only for the attestation's output sha256
    go.on_text = [&](std::string_view text) {
        if (attest) output.append(text);
        std::fwrite(text.data(), 1, text.size(), stdout);
        std::fflush(stdout);
        return true;
    };
    GenerateStats stats;
    if (p.isSet("chat")) {
        // --chat: the prompt is a user message through the model's chat template
        // (chat::ChatSession, the window's path too), with its stop strings.
        chat::ChatTemplateSource source = chat::from_gguf(model->file());
        if (p.isSet("template")) source = chat::with_template_option(source, to_std(p.value("template")));
        chat::ChatSession chat(*model, session, std::move(source));
        chat.set_system(to_std(p.value("system")));
        const chat::ChatTurn turn = chat.send(prompt_text, go);
        std::fprintf(stderr, "synsema-cli run: chat template: %s%s%s\n", turn.method.c_str(), turn.note.empty() ? "" : " (",
                     turn.note.empty() ? "" : (turn.note + ")").c_str());
        stats = turn.stats;
    } else {
        stats = generate(session, model->tokenizer().encode(prompt_text, {.add_special = true, .parse_special = false}), go);
    }
    std::fputc('\n', stdout);
    std::fprintf(stderr,
                 "load: %.3f s | prefill: %lld tokens, %.1f tok/s | decode: %lld tokens, %.1f tok/s | "
                 "threads: %d | stop: %s\n",
                 load_s, static_cast<long long>(stats.prefill_tokens), stats.prefill_tok_s(),
                 static_cast<long long>(stats.generated_tokens), stats.decode_tok_s(), session.n_threads(),
                 stats.stop_reason.c_str());
    if (attest) {
        const auto a = build_run_attestation(resolved, *model, weights_hash.get(),
                                             {attest::make_run_digest("run", prompt_text, output)});
        write_attestation_json(a, to_std(p.value("attest")));
        if (report_warnings(a)) return 4;
    }
    return 0;
}

}  // namespace synsema::cli
