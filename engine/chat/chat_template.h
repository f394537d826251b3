// Chat templates: turning a conversation into the prompt text a model was
// trained on, then into tokens.
//
// render_chat() tries the model's own Jinja template (tokenizer.chat_template)
// in the sandboxed renderer; when the template is missing or fails it renders
// the detected family natively, else a plain default format. The result says
// which path was used and why. encode_chat() parses special tokens only in
// template text: message content can never produce control tokens.
#pragma once
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/jinja/tainted_text.h"
#include "engine/jinja/jinja.h"
#include "engine/tokenizer/tokenizer.h"

namespace synsema::gguf { class GgufFile; }

namespace synsema::chat {

// The renderer's output type: text plus the byte ranges that came from messages.
using jinja::ByteRange;
using jinja::TaintedText;

struct ChatMessage {
    std::string role;  // "system", "user", "assistant"
    std::string content;
};

// Where the template comes from.
struct ChatTemplateSource {
    std::string template_text;  // Jinja source; empty when there is none
    std::string family;         // a native family forced by the user; empty = decide from the template
    std::string origin;         // "gguf", "override", "file PATH", "none" (for messages)
    std::string bos_token;      // texts of the vocabulary's BOS/EOS tokens ("" when unknown)
    std::string eos_token;
    std::string vocab_family;   // family recognised from the vocabulary's special tokens ("" when none)
};

struct ChatOptions {
    bool add_generation_prompt = true;
    std::optional<std::string> bos_token;  // override the source's
    std::optional<std::string> eos_token;
    jinja::FixedDate date;                  // what strftime_now() and date headers show
    std::optional<bool> enable_thinking;    // Qwen3: false adds an empty think block
};

struct ChatRenderResult {
    std::string text;                    // the prompt
    std::vector<ByteRange> untrusted;    // byte ranges that came from message content
    std::string method;                  // "jinja", "native:<family>" or "default"
    std::string note;                    // why this method (empty when the template just worked)
    std::string family;                  // detected family ("" when unknown)
    std::vector<std::string> stop;       // stop strings for generation
};

// Reads tokenizer.chat_template and the BOS/EOS texts. Never throws for a
// missing template (origin "none"); throws GgufError for wrongly typed keys.
ChatTemplateSource from_gguf(const gguf::GgufFile& file);

// A user override: a native family name (see native_families()) or the text
// of a Jinja template. Keeps the BOS/EOS texts of `base`.
ChatTemplateSource with_override(const ChatTemplateSource& base, std::string_view text_or_family, std::string origin);

// The command-line/user-setting form: a native family name, else the path of
// a Jinja template file (read whole; Error(Io) when unreadable, Error(Limit)
// above 256 KB). Origin becomes "family NAME" or "file PATH".
ChatTemplateSource with_template_option(const ChatTemplateSource& base, const std::string& file_or_family);

// Never throws for template problems (they select a fallback and are reported
// in `note`); throws Error(Invalid) for an unknown forced family.
ChatRenderResult render_chat(const ChatTemplateSource& source, std::span<const ChatMessage> messages,
                             const ChatOptions& options = {});

// The Jinja path alone: throws synsema::Error("template line:col: ...").
TaintedText render_jinja(std::string_view template_text, std::span<const ChatMessage> messages,
                         const ChatOptions& options, const std::string& bos_token, const std::string& eos_token);

// Tokens of a rendered prompt: special-token text is recognised only outside
// the untrusted ranges; BOS is added when the vocabulary asks for it and the
// template did not already put it first.
std::vector<TokenId> encode_chat(const Tokenizer& tokenizer, const ChatRenderResult& rendered);

}  // namespace synsema::chat
