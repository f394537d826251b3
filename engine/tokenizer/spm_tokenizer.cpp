// SentencePiece bigram merging. See spm_tokenizer.h.
#include "engine/tokenizer/spm_tokenizer.h"

#include <cstring>
#include <functional>
#include <queue>

#include "engine/tokenizer/utf8.h"

namespace synsema {
namespace {

constexpr std::string_view kSpaceMark = "\xE2\x96\x81";  // U+2581 "▁"

// One run of text in the doubly-linked list of symbols; merged-away symbols
// have length 0. `pair_key`/`pair_length` describe the merge of this symbol
// with its current next one (pair_length 0: none), so a queued entry can be
// checked without looking the text up again.
struct Symbol {
    int32_t prev;
    int32_t next;
    uint32_t start;   // byte offset in the escaped text
    uint32_t length;  // bytes
    uint32_t pair_key;
    uint32_t pair_length;
};

// Queue entries are (score key << 32 | left index) in a min-heap. The score
// key orders higher scores first, and on a tie the leftmost pair comes first
// (as llama.cpp). 8 bytes keep the heap of a huge word cache-friendly.
using QueueEntry = uint64_t;

// Maps a score to an unsigned key that sorts highest score first.
uint32_t score_key(float score) {
    uint32_t bits = 0;
    std::memcpy(&bits, &score, sizeof bits);
    const uint32_t ascending = (bits & 0x80000000u) ? ~bits : (bits | 0x80000000u);
    return ~ascending;
}

// A character's bytes packed into an integer (UTF-8 characters are <= 4 bytes).
uint32_t pack_char(std::string_view text, size_t pos, size_t length) {
    uint32_t packed = 0;
    for (size_t i = 0; i < length; ++i) packed = (packed << 8) | static_cast<uint8_t>(text[pos + i]);
    return packed;
}

uint64_t char_pair(uint32_t left, uint32_t right) { return (static_cast<uint64_t>(left) << 32) | right; }

}  // namespace

SpmTokenizer::SpmTokenizer(Vocab vocab) : VocabTokenizer(std::move(vocab)) {
    // Collect the adjacent character pairs of every token merges can produce.
    const Vocab& v = this->vocab();
    for (size_t id = 0; id < v.size(); ++id) {
        const std::string_view text = v.texts[id];
        if (text.empty() || v.find(text) != static_cast<TokenId>(id)) continue;
        uint32_t previous = 0;
        for (size_t pos = 0; pos < text.size();) {
            const size_t n = std::min(utf8::sequence_length(static_cast<uint8_t>(text[pos])), text.size() - pos);
            const uint32_t current = pack_char(text, pos, n);
            if (pos > 0) inner_pairs_.insert(char_pair(previous, current));
            previous = current;
            pos += n;
        }
    }
}

void SpmTokenizer::encode_plain(std::string_view text, bool after_special, std::vector<TokenId>& out) const {
    const Vocab& v = vocab();

    // Escape: optional leading space, then every space becomes "▁".
    std::string escaped;
    escaped.reserve(text.size() + text.size() / 4 + 4);
    if (v.add_space_prefix && after_special) escaped += kSpaceMark;
    for (char c : text) {
        if (c == ' ') escaped += kSpaceMark;
        else escaped += c;
    }
    if (escaped.size() > UINT32_MAX / 2) vocab_error(v, "input", "text too long to tokenize");
    const std::string_view all(escaped);

    // One symbol per UTF-8 character (the text is valid UTF-8); a segment
    // starts wherever no token can span the two neighbouring characters.
    std::vector<Symbol> symbols;
    std::vector<int32_t> segment_starts;
    symbols.reserve(escaped.size());
    uint32_t previous = 0;
    for (size_t pos = 0; pos < escaped.size();) {
        const size_t n = std::min(utf8::sequence_length(static_cast<uint8_t>(escaped[pos])), escaped.size() - pos);
        const uint32_t current = pack_char(all, pos, n);
        const auto index = static_cast<int32_t>(symbols.size());
        if (pos == 0 || !inner_pairs_.contains(char_pair(previous, current))) segment_starts.push_back(index);
        symbols.push_back({index - 1, index + 1, static_cast<uint32_t>(pos), static_cast<uint32_t>(n), 0, 0});
        previous = current;
        pos += n;
    }
    segment_starts.push_back(static_cast<int32_t>(symbols.size()));

    std::priority_queue<QueueEntry, std::vector<QueueEntry>, std::greater<>> queue;
    // Records the merge of `left` with its next symbol when their joined text
    // is a token, and queues it.
    auto update_pair = [&](int32_t left) {
        if (left < 0) return;
        Symbol& sym = symbols[left];
        sym.pair_length = 0;
        if (sym.next < 0) return;
        const size_t length = sym.length + symbols[sym.next].length;
        if (length > v.max_token_bytes) return;
        const TokenId id = v.find(all.substr(sym.start, length));
        if (id < 0) return;
        sym.pair_key = score_key(v.scores[static_cast<size_t>(id)]);
        sym.pair_length = static_cast<uint32_t>(length);
        queue.push((static_cast<uint64_t>(sym.pair_key) << 32) | static_cast<uint32_t>(left));
    };

    for (size_t s = 0; s + 1 < segment_starts.size(); ++s) {
        const int32_t first = segment_starts[s];
        const int32_t end = segment_starts[s + 1];
        symbols[first].prev = -1;
        symbols[end - 1].next = -1;
        for (int32_t i = first; i + 1 < end; ++i) update_pair(i);

        // Merge the best pair until no adjacent pair forms a token. Each merge
        // queues at most two pairs, so the work is O(n log n) in the text length.
        while (!queue.empty()) {
            const QueueEntry top = queue.top();
            queue.pop();
            const auto left_index = static_cast<int32_t>(top & 0xFFFFFFFFu);
            Symbol& left = symbols[left_index];
            // Skip entries for pairs that changed since they were queued; a
            // current pair with the same score and position is equivalent.
            if (left.length == 0 || left.pair_length == 0 || left.pair_key != static_cast<uint32_t>(top >> 32)) continue;
            Symbol& right = symbols[left.next];
            left.length = left.pair_length;
            right.length = 0;
            left.next = right.next;
            if (right.next >= 0) symbols[right.next].prev = left_index;
            update_pair(left.prev);
            update_pair(left_index);
        }

        // Emit: a symbol is a token, or its bytes become byte tokens (else UNK).
        for (int32_t i = first; i >= 0; i = symbols[i].next) {
            const std::string_view piece = all.substr(symbols[i].start, symbols[i].length);
            const TokenId id = v.find(piece);
            if (id >= 0) {
                out.push_back(id);
                continue;
            }
            bool have_bytes = true;
            for (char c : piece) have_bytes = have_bytes && v.byte_to_id[static_cast<uint8_t>(c)] >= 0;
            if (have_bytes) {
                for (char c : piece) out.push_back(v.byte_to_id[static_cast<uint8_t>(c)]);
            } else if (v.unk >= 0) {
                out.push_back(v.unk);  // no byte fallback: one UNK for the character
            }
        }
    }
}

std::string SpmTokenizer::plain_piece(TokenId id) const {
    // "▁" stands for a space.
    const std::string& text = vocab().texts[static_cast<size_t>(id)];
    std::string out;
    out.reserve(text.size());
    for (size_t pos = 0; pos < text.size();) {
        if (text.compare(pos, kSpaceMark.size(), kSpaceMark) == 0) {
            out += ' ';
            pos += kSpaceMark.size();
        } else {
            out += text[pos++];
        }
    }
    return out;
}

}  // namespace synsema
