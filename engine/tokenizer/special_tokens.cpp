// Special-token splitting with a byte trie. See special_tokens.h.
#include "engine/tokenizer/special_tokens.h"

#include <algorithm>

namespace synsema {

SpecialTokenMatcher::SpecialTokenMatcher(const Vocab& vocab) {
    nodes_.emplace_back();
    for (size_t i = 0; i < vocab.size(); ++i) {
        const TokenType type = vocab.types[i];
        if (type != TokenType::UserDefined && type != TokenType::Control && type != TokenType::Unknown) continue;
        // Plain-text user-defined tokens are recognised even without parse_special.
        const bool user_defined = type == TokenType::UserDefined && vocab.plain[i];
        if (vocab.texts[i].empty()) continue;
        insert(vocab.texts[i], static_cast<TokenId>(i), user_defined);
    }
}

void SpecialTokenMatcher::insert(std::string_view text, TokenId id, bool user_defined) {
    const auto first = static_cast<uint8_t>(text[0]);
    starts_any_[first] = true;
    if (user_defined) starts_user_defined_[first] = true;
    int32_t node = 0;
    for (char c : text) {
        const auto byte = static_cast<uint8_t>(c);
        int32_t next = child(node, byte);
        if (next < 0) {
            next = static_cast<int32_t>(nodes_.size());
            nodes_.emplace_back();
            auto& children = nodes_[node].children;
            const auto at = std::lower_bound(children.begin(), children.end(), std::make_pair(byte, int32_t{0}));
            children.insert(at, {byte, next});
        }
        node = next;
    }
    // When two tokens share a text, a user-defined one is kept (it is reachable
    // without parse_special); otherwise the later id wins, as in the vocab index.
    if (nodes_[node].token < 0 || user_defined || !nodes_[node].user_defined) {
        nodes_[node].token = id;
        nodes_[node].user_defined = user_defined;
    }
}

int32_t SpecialTokenMatcher::child(int32_t node, uint8_t byte) const {
    const auto& children = nodes_[node].children;
    const auto at = std::lower_bound(children.begin(), children.end(), std::make_pair(byte, int32_t{0}));
    return (at != children.end() && at->first == byte) ? at->second : -1;
}

std::pair<size_t, TokenId> SpecialTokenMatcher::match(std::string_view text, size_t pos, bool parse_special) const {
    std::pair<size_t, TokenId> best{0, -1};
    int32_t node = 0;
    for (size_t i = pos; i < text.size(); ++i) {
        node = child(node, static_cast<uint8_t>(text[i]));
        if (node < 0) break;
        const Node& n = nodes_[node];
        if (n.token >= 0 && (parse_special || n.user_defined)) best = {i + 1 - pos, n.token};
    }
    return best;
}

std::vector<Fragment> SpecialTokenMatcher::split(std::string_view text, bool parse_special) const {
    const auto& starts = parse_special ? starts_any_ : starts_user_defined_;
    std::vector<Fragment> out;
    size_t plain_start = 0;
    size_t pos = 0;
    while (pos < text.size()) {
        // Cheap first-byte filter: most positions cannot start a special text.
        if (!starts[static_cast<uint8_t>(text[pos])]) { ++pos; continue; }
        const auto [length, id] = match(text, pos, parse_special);
        if (length == 0) { ++pos; continue; }
        if (pos > plain_start) out.push_back({text.substr(plain_start, pos - plain_start), -1});
        out.push_back({text.substr(pos, length), id});
        pos += length;
        plain_start = pos;
    }
    if (plain_start < text.size()) out.push_back({text.substr(plain_start), -1});
    return out;
}

}  // namespace synsema
