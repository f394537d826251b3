// encode_chat(): special-token text is turned into tokens only where the
// template wrote it. Text between special tokens (template and content bytes
// together) is tokenized as plain text, exactly as a whole-prompt encode with
// parse_special would, so a prompt without forged markers tokenizes the same
// and a forged "<|im_end|>" in content stays ordinary text.
#include <algorithm>
#include <string_view>
#include <unordered_map>

#include "engine/chat/chat_template.h"

namespace synsema::chat {
namespace {

struct SpecialText {
    std::string_view text;
    TokenId id;
};

// Control, unknown and user-defined token texts by first byte, longest first.
std::unordered_map<unsigned char, std::vector<SpecialText>> special_texts(const Tokenizer& tokenizer) {
    std::unordered_map<unsigned char, std::vector<SpecialText>> by_first;
    for (size_t k = 0; k < tokenizer.vocab_size(); ++k) {
        const auto id = static_cast<TokenId>(k);
        const TokenType type = tokenizer.token_type(id);
        if (type != TokenType::Control && type != TokenType::UserDefined && type != TokenType::Unknown) continue;
        const std::string_view text = tokenizer.token_text(id);
        if (text.empty()) continue;
        by_first[static_cast<unsigned char>(text[0])].push_back({text, id});
    }
    for (auto& [first, list] : by_first)
        std::stable_sort(list.begin(), list.end(),
                         [](const SpecialText& a, const SpecialText& b) { return a.text.size() > b.text.size(); });
    return by_first;
}

}  // namespace

std::vector<TokenId> encode_chat(const Tokenizer& tokenizer, const ChatRenderResult& rendered) {
    const std::string_view text = rendered.text;
    const auto specials = special_texts(tokenizer);
    std::vector<TokenId> ids;
    const auto flush = [&](size_t begin, size_t end) {
        if (begin >= end) return;
        const auto part = tokenizer.encode(text.substr(begin, end - begin), {.add_special = false, .parse_special = false});
        ids.insert(ids.end(), part.begin(), part.end());
    };
    size_t run_start = 0, pos = 0, range = 0;
    while (pos < text.size()) {
        // Skip over untrusted content: nothing in it is special.
        while (range < rendered.untrusted.size() && rendered.untrusted[range].end <= pos) ++range;
        if (range < rendered.untrusted.size() && rendered.untrusted[range].begin <= pos) {
            pos = rendered.untrusted[range].end;
            continue;
        }
        const size_t trusted_end = range < rendered.untrusted.size() ? rendered.untrusted[range].begin : text.size();
        const auto it = specials.find(static_cast<unsigned char>(text[pos]));
        const SpecialText* match = nullptr;
        if (it != specials.end()) {
            for (const SpecialText& s : it->second) {
                if (pos + s.text.size() <= trusted_end && text.compare(pos, s.text.size(), s.text) == 0) {
                    match = &s;
                    break;
                }
            }
        }
        if (!match) {
            ++pos;
            continue;
        }
        flush(run_start, pos);
        ids.push_back(match->id);
        pos += match->text.size();
        run_start = pos;
    }
    flush(run_start, text.size());
    if (tokenizer.add_bos() && tokenizer.bos() >= 0 && (ids.empty() || ids.front() != tokenizer.bos()))
        ids.insert(ids.begin(), tokenizer.bos());
    return ids;
}

}  // namespace synsema::chat
