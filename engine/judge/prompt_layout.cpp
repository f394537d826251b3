#include "prompt_layout.h"

#include <algorithm>

#include "engine/util/error.h"

namespace synsema::judge {
namespace {

constexpr EncodeOptions kPlainText{.add_special = false, .parse_special = false};
// Stands in for the document when the layout is probed and labels are tokenized.
constexpr std::string_view kProbeDocument = "The document.";

bool has_prefix(const std::vector<TokenId>& full, const std::vector<TokenId>& base) {
    return full.size() > base.size() && std::equal(base.begin(), base.end(), full.begin());
}

// The assistant's reply starts a turn: the blank a plain-layout verbaliser
// carries (" Urgent", to follow "Urgency:") is not part of it.
std::string reply_text(const std::string& verbaliser) {
    const size_t first = verbaliser.find_first_not_of(" \t\n");
    return first == std::string::npos ? verbaliser : verbaliser.substr(first);
}

}  // namespace

PromptLayout::PromptLayout(const Tokenizer& tokenizer, const Preset& preset, chat::ChatTemplateSource source)
    : tokenizer_(tokenizer), preset_(preset), source_(std::move(source)),
      before_(preset.text_before_document()), after_(preset.text_after_document()) {
    layout_ = preset.layout.value_or(source_.template_text.empty() ? Layout::Plain : Layout::Chat);
    if (layout_ == Layout::Plain) {
        description_ = "plain";
        return;
    }
    choose_chat_rendering();
}

// Decides once how every document of this preset renders, so all prompts
// share their prefix: the template with the instruction as the system turn;
// when the template refuses a system role (Gemma raises an exception) or
// drops it, the instruction opens the user turn; when the template cannot be
// used at all, the family it names (or the vocabulary's) rendered natively.
void PromptLayout::choose_chat_rendering() {
    const bool has_instruction = !preset_.instruction.empty();
    const auto shows_instruction = [&](const chat::ChatRenderResult& r) {
        return r.method == "jinja" && (!has_instruction || r.text.find(preset_.instruction) != std::string::npos);
    };
    system_turn_ = true;
    chat::ChatRenderResult r = render(kProbeDocument);
    if (shows_instruction(r)) {
        description_ = "chat (jinja)";
        return;
    }
    if (!source_.template_text.empty() && has_instruction) {
        system_turn_ = false;
        const chat::ChatRenderResult without_system = render(kProbeDocument);
        if (shows_instruction(without_system)) {
            description_ = "chat (jinja; the template has no system role: the instruction opens the user turn)";
            return;
        }
        system_turn_ = true;
    }
    if (r.method == "jinja") {
        // The template renders but shows the instruction nowhere: say so.
        description_ = "chat (jinja; the template does not show the instruction)";
        return;
    }
    // The fallback render_chat chose: pin it, so no document renders differently.
    description_ = "chat (" + r.method + (r.note.empty() ? "" : "; " + r.note) + ")";
    source_.family = r.family.empty() ? "default" : r.family;
    source_.template_text.clear();
}

std::vector<chat::ChatMessage> PromptLayout::messages(std::string_view document) const {
    if (preset_.instruction.empty()) return {{"user", std::string(document)}};
    if (system_turn_) return {{"system", preset_.instruction}, {"user", std::string(document)}};
    std::string user = preset_.instruction;
    user.append("\n\n").append(document);
    return {{"user", std::move(user)}};
}

chat::ChatRenderResult PromptLayout::render(std::string_view document) const {
    chat::ChatOptions options;
    options.add_generation_prompt = true;
    return chat::render_chat(source_, messages(document), options);
}

std::vector<TokenId> PromptLayout::prompt(std::string_view document) const {
    if (layout_ == Layout::Chat) return chat::encode_chat(tokenizer_, render(document));
    std::vector<TokenId> out;
    if (tokenizer_.add_bos() && tokenizer_.bos() >= 0) out.push_back(tokenizer_.bos());
    std::string text;
    text.reserve(before_.size() + document.size() + after_.size());
    text.append(before_).append(document).append(after_);
    // parse_special = false: text in the document can never become a control token.
    const std::vector<TokenId> body = tokenizer_.encode(text, kPlainText);
    out.insert(out.end(), body.begin(), body.end());
    return out;
}

std::vector<TokenId> PromptLayout::label_tokens(const Label& label) const {
    return layout_ == Layout::Chat ? chat_label_tokens(reply_text(label.verbaliser)) : plain_label_tokens(label.verbaliser);
}

std::vector<TokenId> PromptLayout::plain_label_tokens(const std::string& verbaliser) const {
    // A label is a continuation, not the start of a text: tokenize it after an
    // anchor (the template's answer lead-in, else a newline) and keep what the
    // label adds. This avoids SentencePiece's leading-space prefix and keeps
    // byte-level BPE's "Ġword" tokens as they would appear after the prompt.
    for (const std::string& anchor : {after_, std::string("\n"), std::string(".")}) {
        if (anchor.empty()) continue;
        const std::vector<TokenId> base = tokenizer_.encode(anchor, kPlainText);
        const std::vector<TokenId> full = tokenizer_.encode(anchor + verbaliser, kPlainText);
        if (has_prefix(full, base)) return {full.begin() + long(base.size()), full.end()};
    }
    // The verbaliser merges with every anchor: fall back to tokenizing it alone.
    return tokenizer_.encode(verbaliser, kPlainText);
}

std::vector<TokenId> PromptLayout::chat_label_tokens(const std::string& reply) const {
    // The rendered prompt followed by the reply, encoded as one text (the
    // reply as content: never special), minus the prompt's own tokens. The
    // generation prompt is the same for every document, so these tokens are too.
    const chat::ChatRenderResult base = render(kProbeDocument);
    chat::ChatRenderResult with_reply = base;
    with_reply.untrusted.push_back({base.text.size(), base.text.size() + reply.size()});
    with_reply.text += reply;
    const std::vector<TokenId> prompt_ids = chat::encode_chat(tokenizer_, base);
    const std::vector<TokenId> full = chat::encode_chat(tokenizer_, with_reply);
    if (has_prefix(full, prompt_ids)) return {full.begin() + long(prompt_ids.size()), full.end()};
    return tokenizer_.encode(reply, kPlainText);
}

}  // namespace synsema::judge
