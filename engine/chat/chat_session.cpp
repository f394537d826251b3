#include "chat_session.h"

#include <utility>

#include "engine/model/model.h"

namespace synsema::chat {

ChatSession::ChatSession(const model::Model& model, Session& session, ChatTemplateSource source)
    : model_(model), session_(session), source_(std::move(source)) {}

ChatTurn ChatSession::send(const std::string& user, GenerateOptions options) {
    std::vector<ChatMessage> messages;
    if (!system_.empty()) messages.push_back({"system", system_});
    messages.insert(messages.end(), history_.begin(), history_.end());
    messages.push_back({"user", user});
    const ChatRenderResult rendered = render_chat(source_, messages);
    const std::vector<TokenId> prompt = encode_chat(model_.tokenizer(), rendered);
    options.stop.insert(options.stop.end(), rendered.stop.begin(), rendered.stop.end());

    ChatTurn turn;
    turn.method = rendered.method;
    turn.note = rendered.note;
    auto forward = std::move(options.on_text);
    options.on_text = [&](std::string_view piece) {
        turn.reply.append(piece);
        return forward ? forward(piece) : true;
    };
    turn.stats = generate(session_, prompt, options);
    // A reply stopped during decode stays, as the window shows it; a prefill
    // that was cancelled or failed threw above and leaves the history as it was.
    history_.push_back({"user", user});
    history_.push_back({"assistant", turn.reply});
    return turn;
}

}  // namespace synsema::chat
