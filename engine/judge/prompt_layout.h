// How a judge prompt is laid out around a document, and how a label's
// verbaliser continues it.
//
// Plain: BOS + the preset's template with the instruction and the document,
// encoded as plain text. Chat: the model's own chat template renders
//   system: instruction, user: document          (templates with a system role)
//   user: instruction + "\n\n" + document         (templates without one, e.g. Gemma's)
// followed by the generation prompt, and each verbaliser (leading blanks
// dropped: it is the start of the assistant's reply) is scored after it.
// Only the template's own text may hold special tokens (chat::encode_chat):
// the instruction and the document are message content, encoded with
// parse_special off, so a document cannot forge "<|im_end|>".
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "engine/chat/chat_template.h"
#include "engine/judge/preset.h"
#include "engine/tokenizer/tokenizer.h"

namespace synsema::judge {

class PromptLayout {
public:
    // `source` is the model's template (chat::from_gguf) or a user's override.
    // The layout is the preset's, else chat when the source has a Jinja template.
    PromptLayout(const Tokenizer& tokenizer, const Preset& preset, chat::ChatTemplateSource source);

    Layout layout() const { return layout_; }
    // "plain", "chat (jinja)", "chat (jinja, no system role: the instruction opens the user turn)",
    // "chat (native:gemma: why)"...
    const std::string& description() const { return description_; }

    // The prompt's tokens for `document` (the whole text or one window of it).
    std::vector<TokenId> prompt(std::string_view document) const;
    // The tokens `label`'s verbaliser adds after any prompt of this layout.
    std::vector<TokenId> label_tokens(const Label& label) const;

private:
    std::vector<chat::ChatMessage> messages(std::string_view document) const;
    chat::ChatRenderResult render(std::string_view document) const;
    void choose_chat_rendering();
    std::vector<TokenId> plain_label_tokens(const std::string& verbaliser) const;
    std::vector<TokenId> chat_label_tokens(const std::string& reply) const;

    const Tokenizer& tokenizer_;
    const Preset& preset_;
    chat::ChatTemplateSource source_;
    Layout layout_ = Layout::Plain;
    bool system_turn_ = true;  // chat: the instruction is a system message
    std::string before_, after_;  // plain: the template around the document
    std::string description_;
};

}  // namespace synsema::judge
