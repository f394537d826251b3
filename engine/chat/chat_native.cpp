// Native family renderers, each mirroring its reference template (see
// tests/data/chat_templates/README.md). Message roles and content are
// appended as untrusted text; only the family's own markers are trusted.
#include "engine/chat/chat_native.h"

#include <algorithm>

#include "engine/jinja/jinja_strings.h"
#include "engine/util/error.h"

namespace synsema::chat {
namespace {

using jinja::strip_text;

TaintedText content_of(const std::string& s) {
    TaintedText t;
    t.append_content(s);
    return t;
}
TaintedText trimmed(const std::string& s) { return strip_text(content_of(s), true, true, nullptr); }

bool has_system(std::span<const ChatMessage> m) { return !m.empty() && m.front().role == "system"; }

void chatml_turn(TaintedText& out, const std::string& role, const TaintedText& content) {
    out.append_literal("<|im_start|>");
    out.append_content(role);
    out.append_literal("\n");
    out.append(content);
    out.append_literal("<|im_end|>\n");
}

void render_chatml(TaintedText& out, std::span<const ChatMessage> m, const ChatOptions& o, std::string_view default_system) {
    if (!default_system.empty() && !m.empty() && !has_system(m)) {
        out.append_literal("<|im_start|>system\n");
        out.append_literal(default_system);
        out.append_literal("<|im_end|>\n");
    }
    for (const ChatMessage& msg : m) chatml_turn(out, msg.role, content_of(msg.content));
    if (o.add_generation_prompt) out.append_literal("<|im_start|>assistant\n");
}

// Qwen3: reasoning in <think> blocks is kept only for assistant turns after the last user query.
void render_qwen3(TaintedText& out, std::span<const ChatMessage> m, const ChatOptions& o) {
    if (has_system(m)) chatml_turn(out, "system", content_of(m.front().content));
    size_t last_query = m.empty() ? 0 : m.size() - 1;
    for (size_t k = m.size(); k-- > 0;) {
        const std::string& c = m[k].content;
        const bool tool_response = c.rfind("<tool_response>", 0) == 0 && c.size() >= 16 &&
                                   c.compare(c.size() - 16, 16, "</tool_response>") == 0;
        if (m[k].role == "user" && !tool_response) {
            last_query = k;
            break;
        }
    }
    for (size_t k = 0; k < m.size(); ++k) {
        const ChatMessage& msg = m[k];
        if (msg.role == "system" && k == 0) continue;
        if (msg.role != "assistant") {
            chatml_turn(out, msg.role, content_of(msg.content));
            continue;
        }
        const TaintedText full = content_of(msg.content);
        TaintedText content = full, reasoning;
        const size_t close_first = msg.content.find("</think>");
        if (close_first != std::string::npos) {
            // content: after the last </think>; reasoning: between the last <think> and the first </think>.
            const std::string newline = "\n";
            const size_t close_last = msg.content.rfind("</think>");
            content = strip_text(full.substr(close_last + 8, std::string::npos), true, false, &newline);
            const TaintedText before = strip_text(full.substr(0, close_first), false, true, &newline);
            const size_t open = before.text.rfind("<think>");
            reasoning = strip_text(open == std::string::npos ? before : before.substr(open + 7, std::string::npos), true,
                                   false, &newline);
        }
        out.append_literal("<|im_start|>");
        out.append_content(msg.role);
        if (k > last_query && (k + 1 == m.size() || !reasoning.text.empty())) {
            const std::string newline = "\n";
            out.append_literal("\n<think>\n");
            out.append(strip_text(reasoning, true, true, &newline));
            out.append_literal("\n</think>\n\n");
            out.append(strip_text(content, true, false, &newline));
        } else {
            out.append_literal("\n");
            out.append(content);
        }
        out.append_literal("<|im_end|>\n");
    }
    if (o.add_generation_prompt) {
        out.append_literal("<|im_start|>assistant\n");
        if (o.enable_thinking.has_value() && !*o.enable_thinking) out.append_literal("<think>\n\n</think>\n\n");
    }
}

void llama3_turn(TaintedText& out, const ChatMessage& msg) {
    out.append_literal("<|start_header_id|>");
    out.append_content(msg.role);
    out.append_literal("<|end_header_id|>\n\n");
    out.append(trimmed(msg.content));
    out.append_literal("<|eot_id|>");
}

void render_llama3(TaintedText& out, std::span<const ChatMessage> m, const ChatOptions& o, const std::string& bos,
                   bool date_header) {
    out.append_literal(bos);
    size_t first = 0;
    if (date_header) {
        // Llama 3.1/3.2/3.3: a system turn always, with the knowledge and date lines.
        out.append_literal("<|start_header_id|>system<|end_header_id|>\n\nCutting Knowledge Date: December 2023\nToday Date: ");
        out.append_literal(jinja::format_date("%d %b %Y", o.date));
        out.append_literal("\n\n");
        if (has_system(m)) {
            out.append(trimmed(m.front().content));
            first = 1;
        }
        out.append_literal("<|eot_id|>");
    }
    for (size_t k = first; k < m.size(); ++k) llama3_turn(out, m[k]);
    if (o.add_generation_prompt) out.append_literal("<|start_header_id|>assistant<|end_header_id|>\n\n");
}

void render_phi3(TaintedText& out, std::span<const ChatMessage> m, const ChatOptions& o, const std::string& eos) {
    for (const ChatMessage& msg : m) {
        if (msg.role == "system" && msg.content.empty()) continue;
        if (msg.role != "system" && msg.role != "user" && msg.role != "assistant") continue;
        out.append_literal("<|" + msg.role + "|>\n");
        out.append_content(msg.content);
        out.append_literal("<|end|>\n");
    }
    if (o.add_generation_prompt) out.append_literal("<|assistant|>\n");
    else out.append_literal(eos);
}

// Gemma 2 and 3: no system role; a system message is folded into the first user turn.
void render_gemma(TaintedText& out, std::span<const ChatMessage> m, const ChatOptions& o, const std::string& bos) {
    out.append_literal(bos);
    TaintedText prefix;
    size_t first = 0;
    if (has_system(m)) {
        prefix = content_of(m.front().content);
        prefix.append_literal("\n\n");
        first = 1;
    }
    for (size_t k = first; k < m.size(); ++k) {
        out.append_literal("<start_of_turn>");
        if (m[k].role == "assistant") out.append_literal("model");
        else out.append_content(m[k].role);
        out.append_literal("\n");
        if (k == first) out.append(prefix);
        out.append(trimmed(m[k].content));
        out.append_literal("<end_of_turn>\n");
    }
    if (o.add_generation_prompt) out.append_literal("<start_of_turn>model\n");
}

// Mistral "v1": " [INST] " with spaces; the system prompt joins the first user turn.
// Mistral "v3": "[INST] "; the system prompt joins the last user turn; answers trimmed.
void render_mistral(TaintedText& out, std::span<const ChatMessage> m, const std::string& bos, const std::string& eos,
                    bool v1) {
    out.append_literal(bos);
    const bool sys = has_system(m);
    const std::span<const ChatMessage> turns = sys ? m.subspan(1) : m;
    const ChatMessage* last_user = nullptr;
    for (const ChatMessage& msg : turns)
        if (msg.role == "user") last_user = &msg;
    for (size_t k = 0; k < turns.size(); ++k) {
        const ChatMessage& msg = turns[k];
        if (msg.role == "user") {
            // v3 compares messages by value, as the reference template does.
            const bool with_system = sys && (v1 ? k == 0 : (msg.role == last_user->role && msg.content == last_user->content));
            out.append_literal(v1 ? " [INST] " : "[INST] ");
            if (with_system) {
                out.append_content(m.front().content);
                out.append_literal("\n\n");
            }
            out.append_content(msg.content);
            out.append_literal(v1 ? " [/INST]" : "[/INST]");
        } else if (msg.role == "assistant") {
            out.append_literal(" ");
            out.append(v1 ? content_of(msg.content) : trimmed(msg.content));
            out.append_literal(eos);
        }
    }
}

// Mistral "v7" (Mistral Small 3, Large 2411): explicit system prompt markers.
void render_mistral_v7(TaintedText& out, std::span<const ChatMessage> m, const std::string& bos, const std::string& eos) {
    out.append_literal(bos);
    for (const ChatMessage& msg : m) {
        if (msg.role == "system") {
            out.append_literal("[SYSTEM_PROMPT]");
            out.append_content(msg.content);
            out.append_literal("[/SYSTEM_PROMPT]");
        } else if (msg.role == "user") {
            out.append_literal("[INST]");
            out.append_content(msg.content);
            out.append_literal("[/INST]");
        } else {
            out.append_content(msg.content);
            out.append_literal(eos);
        }
    }
}

// The plain default for unknown models: "User:" / "Assistant:" lines.
void render_default(TaintedText& out, std::span<const ChatMessage> m, const ChatOptions& o) {
    for (const ChatMessage& msg : m) {
        if (msg.role == "system") {
            out.append_content(msg.content);
            out.append_literal("\n\n");
            continue;
        }
        out.append_literal(msg.role == "assistant" ? "Assistant: " : "User: ");
        out.append_content(msg.content);
        out.append_literal("\n");
    }
    if (o.add_generation_prompt) out.append_literal("Assistant:");
}

}  // namespace

const std::vector<std::string>& native_families() {
    static const std::vector<std::string> kFamilies = {"chatml",     "qwen2",      "qwen3",      "smollm2",
                                                       "llama3",     "llama3.2",   "phi3",       "gemma",
                                                       "mistral-v1", "mistral-v3", "mistral-v7", "default"};
    return kFamilies;
}

bool is_native_family(std::string_view name) {
    const auto& f = native_families();
    return std::find(f.begin(), f.end(), name) != f.end();
}

std::string detect_family(std::string_view t) {
    const auto has = [&](std::string_view marker) { return t.find(marker) != std::string_view::npos; };
    if (has("<|im_start|>")) {
        if (has("<think>")) return "qwen3";
        if (has("You are Qwen")) return "qwen2";
        if (has("SmolLM")) return "smollm2";
        return "chatml";
    }
    if (has("<|start_header_id|>")) return has("Cutting Knowledge Date") ? "llama3.2" : "llama3";
    if (has("<|user|>") && has("<|end|>")) return "phi3";
    if (has("<start_of_turn>")) return "gemma";
    if (has("[SYSTEM_PROMPT]")) return "mistral-v7";
    if (has("[INST]")) return has(" [INST] ") ? "mistral-v1" : "mistral-v3";
    return {};
}

std::vector<std::string> family_stop_strings(std::string_view f) {
    if (f == "chatml" || f == "qwen2" || f == "qwen3" || f == "smollm2") return {"<|im_end|>", "<|im_start|>"};
    if (f == "llama3" || f == "llama3.2") return {"<|eot_id|>", "<|eom_id|>", "<|start_header_id|>"};
    if (f == "phi3") return {"<|end|>", "<|user|>", "<|endoftext|>"};
    if (f == "gemma") return {"<end_of_turn>", "<start_of_turn>"};
    if (f == "mistral-v1" || f == "mistral-v3" || f == "mistral-v7") return {"</s>", "[INST]"};
    if (f == "default") return {"\nUser:"};
    return {};
}

TaintedText render_native(std::string_view f, std::span<const ChatMessage> m, const ChatOptions& o,
                          const std::string& bos, const std::string& eos) {
    TaintedText out;
    if (f == "chatml") render_chatml(out, m, o, "");
    else if (f == "qwen2") render_chatml(out, m, o, "You are Qwen, created by Alibaba Cloud. You are a helpful assistant.");
    else if (f == "smollm2") render_chatml(out, m, o, "You are a helpful AI assistant named SmolLM, trained by Hugging Face");
    else if (f == "qwen3") render_qwen3(out, m, o);
    else if (f == "llama3") render_llama3(out, m, o, bos, false);
    else if (f == "llama3.2") render_llama3(out, m, o, bos, true);
    else if (f == "phi3") render_phi3(out, m, o, eos);
    else if (f == "gemma") render_gemma(out, m, o, bos);
    else if (f == "mistral-v1") render_mistral(out, m, bos, eos, true);
    else if (f == "mistral-v3") render_mistral(out, m, bos, eos, false);
    else if (f == "mistral-v7") render_mistral_v7(out, m, bos, eos);
    else if (f == "default") render_default(out, m, o);
    else throw Error(ErrorKind::Invalid, "unknown chat template family '" + std::string(f) + "'");
    return out;
}

}  // namespace synsema::chat
