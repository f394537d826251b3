// A conversation with a loaded model, the one chat path of every front end
// (the window's Prompt tab, `synsema-cli run --chat`): the whole history is
// rendered through the model's chat template, encoded with special tokens
// recognised only in the template's own text, and generated with the
// template's stop strings. The Session's KV cache keeps the previous turn,
// so each new turn evaluates only what follows the shared prefix.
#pragma once
#include <string>
#include <vector>

#include "engine/chat/chat_template.h"
#include "engine/session/generate.h"

namespace synsema::model { class Model; }

namespace synsema::chat {

struct ChatTurn {
    std::string reply;          // the assistant's text, as streamed
    GenerateStats stats;
    std::string method, note;   // how the template rendered (chat_template.h)
};

class ChatSession {
public:
    // `model` and `session` must outlive this object; `source` is the
    // template to use (from_gguf(), or a user's override).
    ChatSession(const model::Model& model, Session& session, ChatTemplateSource source);

    // The system message sent first in every turn ("" for none).
    void set_system(std::string system) { system_ = std::move(system); }

    // One user turn: renders system + history + `user`, generates with
    // `options` (the template's stop strings are added to options.stop) and
    // appends the user turn and the reply (partial when stopped during
    // decode) to the history. Throws as generate() does (a cancelled or
    // failed prefill), leaving the history unchanged.
    ChatTurn send(const std::string& user, GenerateOptions options);

    void clear() { history_.clear(); }
    const std::vector<ChatMessage>& history() const { return history_; }

private:
    const model::Model& model_;
    Session& session_;
    ChatTemplateSource source_;
    std::string system_;
    std::vector<ChatMessage> history_;  // user and assistant turns, in order
};

}  // namespace synsema::chat
