// Chat templates: the input up to its first NUL byte is a Jinja template (a
// model file's tokenizer.chat_template is hostile text); the NUL-separated
// parts after it are the messages (system, user, assistant, user, …). The
// template is rendered in the sandbox directly and through render_chat()
// with its fallbacks, with and without a generation prompt.
#include <stdexcept>
#include <vector>

#include "engine/chat/chat_template.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

int chat_template(const uint8_t* data, size_t size) {
    const std::string_view input = as_text(data, size);
    const size_t cut = input.find('\0');
    const std::string_view template_text = input.substr(0, cut);
    std::vector<chat::ChatMessage> messages;
    if (cut != std::string_view::npos) {
        std::string_view rest = input.substr(cut + 1);
        while (messages.size() < 16) {
            const size_t next = rest.find('\0');
            const char* role = messages.empty() ? "system" : messages.size() % 2 ? "user" : "assistant";
            messages.push_back({role, std::string(rest.substr(0, next))});
            if (next == std::string_view::npos) break;
            rest = rest.substr(next + 1);
        }
    }
    return refusing_is_fine([&] {
        chat::ChatTemplateSource base;
        base.bos_token = "<s>";
        base.eos_token = "</s>";
        const auto source = chat::with_override(base, template_text, "fuzz");
        for (const bool generation_prompt : {true, false}) {
            chat::ChatOptions options;
            options.add_generation_prompt = generation_prompt;
            const auto rendered = chat::render_chat(source, messages, options);
            for (const auto& range : rendered.untrusted)
                if (range.begin > range.end || range.end > rendered.text.size())
                    throw std::logic_error("an untrusted range lies outside the rendered text");
            try {
                (void)chat::render_jinja(template_text, messages, options, base.bos_token, base.eos_token);
            } catch (const Error&) {
            }
        }
    });
}

}  // namespace synsema::fuzz
