// synsema-cli chat-template --model NAME [--system S] --user U [--template FILE|FAMILY]
//                           [--no-generation-prompt] [--json]
// Prints the prompt a conversation becomes under the model's chat template,
// and (to stderr, or in --json) which rendering path was used and why.
// `run --chat` renders the same way (chat::ChatSession).
#include <QCommandLineParser>

#include <cstdio>
#include <nlohmann/json.hpp>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/model_name.h"
#include "engine/chat/chat_template.h"
#include "engine/gguf/gguf_file.h"

namespace synsema::cli {
namespace {

chat::ChatTemplateSource source_for(const gguf::GgufFile& file, const QString& template_option) {
    chat::ChatTemplateSource source = chat::from_gguf(file);
    if (!template_option.isEmpty()) source = chat::with_template_option(source, to_std(template_option));
    return source;
}

std::vector<chat::ChatMessage> conversation(const std::string& system, const std::string& user) {
    std::vector<chat::ChatMessage> messages;
    if (!system.empty()) messages.push_back({"system", system});
    messages.push_back({"user", user});
    return messages;
}

void report_method(const char* command, const chat::ChatRenderResult& r) {
    std::fprintf(stderr, "synsema-cli %s: chat template: %s%s%s\n", command, r.method.c_str(), r.note.empty() ? "" : " (",
                 r.note.empty() ? "" : (r.note + ")").c_str());
}

}  // namespace

int run_chat_template(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"model", kModelOptionHelp, "NAME"});
    p.addOption({"system", "System message.", "TEXT"});
    p.addOption({"user", "User message.", "TEXT"});
    p.addOption({"template", "Override: a Jinja template FILE or a family name (chatml, qwen2, qwen3, smollm2, llama3, "
                             "llama3.2, phi3, gemma, mistral-v1, mistral-v3, mistral-v7, default).", "FILE|FAMILY"});
    p.addOption({"no-generation-prompt", "Do not end with the assistant's turn opener."});
    p.addOption({"json", "Print {\"text\",\"method\",\"note\",\"family\",\"stop\",\"untrusted\"} as JSON."});
    if (int rc = parse_or_exit(p, "chat-template", args); rc >= 0) return rc;
    const QString model_name = model_option(p);
    if (model_name.isEmpty() || !p.isSet("user")) return fail("chat-template needs --model NAME (or SYNSEMA_MODEL) and --user TEXT");

    const auto file = gguf::GgufFile::open(first_file_of(model_name));
    const chat::ChatTemplateSource source = source_for(*file, p.value("template"));
    chat::ChatOptions options;
    options.add_generation_prompt = !p.isSet("no-generation-prompt");
    const auto r = chat::render_chat(source, conversation(to_std(p.value("system")), to_std(p.value("user"))), options);
    if (p.isSet("json")) {
        nlohmann::ordered_json out;
        out["text"] = r.text;
        out["method"] = r.method;
        out["note"] = r.note;
        out["family"] = r.family;
        out["stop"] = r.stop;
        nlohmann::ordered_json ranges = nlohmann::ordered_json::array();
        for (const auto& range : r.untrusted) ranges.push_back({range.begin, range.end});
        out["untrusted"] = std::move(ranges);
        std::printf("%s\n", out.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace).c_str());
        return 0;
    }
    std::fwrite(r.text.data(), 1, r.text.size(), stdout);
    std::fputc('\n', stdout);
    report_method("chat-template", r);
    return 0;
}

}  // namespace synsema::cli
