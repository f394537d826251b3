// render_chat(): the model's Jinja template first, then its family rendered
// natively, then the plain default, saying which and why.
#include "engine/chat/chat_template.h"

#include <fstream>

#include "engine/chat/chat_native.h"
#include "engine/jinja/jinja_lexer.h"
#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_keys.h"
#include "engine/util/error.h"
#include "engine/util/input_file.h"

namespace synsema::chat {
namespace {

// The family whose marker tokens the vocabulary has ("" when none).
std::string family_from_vocab(const std::vector<std::string_view>& tokens) {
    bool im_start = false, header = false, turn = false, phi_user = false, phi_end = false, inst = false;
    for (std::string_view t : tokens) {
        if (t.size() < 6 || t.size() > 20) continue;
        im_start |= t == "<|im_start|>";
        header |= t == "<|start_header_id|>";
        turn |= t == "<start_of_turn>";
        phi_user |= t == "<|user|>";
        phi_end |= t == "<|end|>";
        inst |= t == "[INST]";
    }
    if (im_start) return "chatml";
    if (header) return "llama3";
    if (turn) return "gemma";
    if (phi_user && phi_end) return "phi3";
    if (inst) return "mistral-v3";
    return {};
}

std::string token_text(const gguf::Value* tokens, std::optional<uint64_t> id) {
    if (!tokens || !id || *id >= tokens->strings.size()) return {};
    return std::string(tokens->strings[*id]);
}

}  // namespace

ChatTemplateSource from_gguf(const gguf::GgufFile& file) {
    ChatTemplateSource source;
    if (const auto text = file.get_string(gguf::keys::kChatTemplate); text && !text->empty()) {
        source.template_text = std::string(*text);
        source.origin = "gguf";
    } else {
        source.origin = "none";
    }
    const gguf::Value* tokens = file.get_array(gguf::keys::kTokens, gguf::ValueType::String);
    source.bos_token = token_text(tokens, file.get_uint(gguf::keys::kBosId));
    source.eos_token = token_text(tokens, file.get_uint(gguf::keys::kEosId));
    if (tokens) source.vocab_family = family_from_vocab(tokens->strings);
    return source;
}

ChatTemplateSource with_override(const ChatTemplateSource& base, std::string_view text_or_family, std::string origin) {
    ChatTemplateSource source = base;
    source.origin = std::move(origin);
    if (is_native_family(text_or_family)) {
        source.family = std::string(text_or_family);
        source.template_text.clear();
    } else {
        source.family.clear();
        source.template_text = std::string(text_or_family);
    }
    return source;
}

ChatTemplateSource with_template_option(const ChatTemplateSource& base, const std::string& file_or_family) {
    if (is_native_family(file_or_family)) return with_override(base, file_or_family, "family " + file_or_family);
    std::string text;
    try {
        text = read_input_file(file_or_family, jinja::kMaxTemplateBytes);
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Limit)
            throw Error(ErrorKind::Limit, file_or_family + ": the chat template file is larger than " +
                                              std::to_string(jinja::kMaxTemplateBytes) + " bytes");
        throw Error(ErrorKind::Io, std::string(e.what()) + " (nor is it a family: chatml, qwen2, qwen3, smollm2, llama3, " +
                                       "llama3.2, phi3, gemma, mistral-v1, mistral-v3, mistral-v7, default)");
    }
    if (text.empty()) throw Error(ErrorKind::Format, file_or_family + ": the chat template file is empty");
    return with_override(base, text, "file " + file_or_family);
}

TaintedText render_jinja(std::string_view template_text, std::span<const ChatMessage> messages,
                         const ChatOptions& options, const std::string& bos_token, const std::string& eos_token) {
    using jinja::Value;
    jinja::RenderInput input;
    input.date = options.date;
    // messages: roles and content are untrusted text.
    jinja::List list;
    for (const ChatMessage& m : messages) {
        auto d = std::make_shared<jinja::Dict>();
        d->set(Value::string("role"), Value::content(m.role));
        d->set(Value::string("content"), Value::content(m.content));
        list.push_back(Value::make_dict(std::move(d)));
    }
    input.variables.emplace_back("messages", Value::make_list(std::move(list)));
    input.variables.emplace_back("add_generation_prompt", Value::boolean(options.add_generation_prompt));
    input.variables.emplace_back("bos_token", Value::string(bos_token));
    input.variables.emplace_back("eos_token", Value::string(eos_token));
    input.variables.emplace_back("tools", Value::none());      // as Hugging Face passes them
    input.variables.emplace_back("documents", Value::none());
    if (options.enable_thinking) input.variables.emplace_back("enable_thinking", Value::boolean(*options.enable_thinking));
    return jinja::render_template(template_text, input);
}

ChatRenderResult render_chat(const ChatTemplateSource& source, std::span<const ChatMessage> messages,
                             const ChatOptions& options) {
    const std::string bos = options.bos_token.value_or(source.bos_token);
    const std::string eos = options.eos_token.value_or(source.eos_token);
    ChatRenderResult result;
    const auto finish = [&](TaintedText text, std::string method, const std::string& family, std::string note) {
        result.text = std::move(text.text);
        result.untrusted = std::move(text.untrusted);
        result.method = std::move(method);
        result.family = family;
        result.note = std::move(note);
        result.stop = family_stop_strings(family);
        if (result.stop.empty() && !eos.empty()) result.stop.push_back(eos);
        return result;
    };
    const auto native = [&](const std::string& family, std::string note) {
        TaintedText text = render_native(family, messages, options, bos, eos);
        return finish(std::move(text), family == "default" ? "default" : "native:" + family, family, std::move(note));
    };

    // 1. A family the user chose.
    if (!source.family.empty()) {
        if (!is_native_family(source.family))
            throw Error(ErrorKind::Invalid, "unknown chat template family '" + source.family + "'");
        return native(source.family, "family '" + source.family + "' chosen by " + source.origin);
    }
    // 2. The template itself, in the sandbox.
    if (!source.template_text.empty()) {
        const std::string family = detect_family(source.template_text);
        try {
            TaintedText text = render_jinja(source.template_text, messages, options, bos, eos);
            return finish(std::move(text), "jinja", family, "");
        } catch (const Error& e) {
            if (!family.empty())
                return native(family, std::string("the template could not be used (") + e.what() +
                                          "); rendered natively as its family '" + family + "'");
            return native("default", std::string("the template could not be used (") + e.what() +
                                         ") and its family is unknown; using the plain User:/Assistant: default");
        }
    }
    // 3. No template: the vocabulary's markers, else the plain default.
    if (!source.vocab_family.empty())
        return native(source.vocab_family, "no chat template in the model; the vocabulary's special tokens identify the '" +
                                               source.vocab_family + "' format");
    return native("default", "no chat template in the model and no known markers; using the plain User:/Assistant: default");
}

}  // namespace synsema::chat
