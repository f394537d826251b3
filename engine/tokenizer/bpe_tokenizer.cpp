// Byte-level BPE merging. See bpe_tokenizer.h.
#include "engine/tokenizer/bpe_tokenizer.h"

#include <functional>
#include <queue>

#include "engine/gguf/gguf_file.h"
#include "engine/tokenizer/utf8.h"
#include "engine/util/log.h"

namespace synsema {
namespace {

constexpr std::string_view kMergesKey = "tokenizer.ggml.merges";

// One run of bytes of the word, already a token; merged-away symbols have
// length 0. `pair_rank`/`pair_result` describe the merge of this symbol with
// its current next one (-1: none), so a queued entry can be checked cheaply.
struct Symbol {
    int32_t prev;
    int32_t next;
    uint32_t length;
    TokenId id;
    int32_t pair_rank;
    TokenId pair_result;
};

// Queue entries are (rank << 32 | left index) in a min-heap: lowest rank
// first, on a tie the leftmost pair (as llama.cpp). 8 bytes keep the heap of a
// huge word cache-friendly.
using QueueEntry = uint64_t;

}  // namespace

BpeTokenizer::BpeTokenizer(Vocab vocab, const gguf::GgufFile& file)
    : VocabTokenizer(std::move(vocab)), spec_(pre_tokenizer_spec(this->vocab().pre)), pre_(spec_) {
    const Vocab& v = this->vocab();
    if (!spec_.known)
        set_warning(v.path + ": unknown pre-tokenizer '" + v.pre + "'; using the default one, so tokens may differ from the model's own");

    // Each byte's stand-in character must be a token for byte-level BPE to work;
    // a byte without one is dropped (as llama.cpp does), or becomes UNK.
    const utf8::ByteMap& map = utf8::byte_map();
    for (int b = 0; b < 256; ++b) byte_token_[b] = v.find(map.byte_to_text[b]);
    load_merges(file);
}

void BpeTokenizer::load_merges(const gguf::GgufFile& file) {
    const Vocab& v = vocab();
    const gguf::Value* merges = file.get_array(kMergesKey, gguf::ValueType::String);
    if (!merges) vocab_error(v, kMergesKey, "missing (a gpt2 tokenizer needs its merges)");
    if (merges->strings.size() > static_cast<size_t>(INT32_MAX)) vocab_error(v, kMergesKey, "too many merges");
    merges_.reserve(merges->strings.size());
    std::string joined;
    size_t unreachable = 0;
    for (size_t rank = 0; rank < merges->strings.size(); ++rank) {
        // "left right": the separator is the first space after the first character
        // (a left part is never empty, and byte-level tokens never contain a space).
        const std::string_view entry = merges->strings[rank];
        const size_t space = entry.find(' ', 1);
        if (space == std::string_view::npos)
            vocab_error(v, kMergesKey, "entry " + std::to_string(rank) + " is not \"left right\"");
        const std::string_view left = entry.substr(0, space);
        const std::string_view right = entry.substr(space + 1);
        const TokenId left_id = v.find(left);
        const TokenId right_id = v.find(right);
        if (left_id < 0 || right_id < 0)
            vocab_error(v, kMergesKey, "entry " + std::to_string(rank) + " names a token that is not in the vocabulary");
        joined.assign(left).append(right);
        const TokenId result = v.find(joined);
        // A merge whose result is no token can never yield one; leave it out.
        if (result < 0) { ++unreachable; continue; }
        // The first (lowest-rank) entry for a pair wins.
        merges_.insert(left_id, right_id, {static_cast<int32_t>(rank), result});
    }
    if (unreachable > 0)
        spdlog::warn("{}: {} merges produce no vocabulary entry and were ignored", v.path, unreachable);
}

void BpeTokenizer::encode_plain(std::string_view text, bool /*after_special*/, std::vector<TokenId>& out) const {
    if (spec_.nfc) {
        const std::string normalised = utf8::nfc(text);
        for (std::string_view word : pre_.split(normalised)) encode_word(word, out);
        return;
    }
    for (std::string_view word : pre_.split(text)) encode_word(word, out);
}

void BpeTokenizer::encode_word(std::string_view word, std::vector<TokenId>& out) const {
    const Vocab& v = vocab();
    const utf8::ByteMap& map = utf8::byte_map();

    // Llama 3 style: a word that is itself a token is not merged.
    if (spec_.ignore_merges && word.size() <= v.max_token_bytes) {
        std::string mapped;
        for (char c : word) mapped += map.byte_to_text[static_cast<uint8_t>(c)];
        const TokenId whole = v.find(mapped);
        if (whole >= 0) { out.push_back(whole); return; }
    }

    // A byte the vocabulary has no token for (a broken vocabulary) splits the
    // word there and becomes UNK, or is dropped as llama.cpp does.
    size_t run_start = 0;
    for (size_t i = 0; i <= word.size(); ++i) {
        if (i < word.size() && byte_token_[static_cast<uint8_t>(word[i])] >= 0) continue;
        if (i > run_start) merge_bytes(word.substr(run_start, i - run_start), out);
        if (i < word.size() && v.unk >= 0) out.push_back(v.unk);
        run_start = i + 1;
    }
}

void BpeTokenizer::merge_bytes(std::string_view word, std::vector<TokenId>& out) const {
    // One symbol per byte (its stand-in character's token).
    std::vector<Symbol> symbols;
    symbols.reserve(word.size());
    for (size_t i = 0; i < word.size(); ++i) {
        const auto index = static_cast<int32_t>(symbols.size());
        symbols.push_back({index - 1, index + 1, 1, byte_token_[static_cast<uint8_t>(word[i])], -1, -1});
    }
    if (symbols.empty()) return;
    symbols.back().next = -1;
    if (symbols.size() == 1) { out.push_back(symbols[0].id); return; }

    std::priority_queue<QueueEntry, std::vector<QueueEntry>, std::greater<>> queue;
    // Records the merge of `left` with its next symbol (if any) and queues it.
    auto update_pair = [&](int32_t left) {
        if (left < 0) return;
        Symbol& sym = symbols[left];
        sym.pair_rank = -1;
        if (sym.next < 0) return;
        const MergeTable::Merge merge = merges_.find(sym.id, symbols[sym.next].id);
        if (merge.rank < 0) return;
        sym.pair_rank = merge.rank;
        sym.pair_result = merge.result;
        queue.push((static_cast<uint64_t>(merge.rank) << 32) | static_cast<uint32_t>(left));
    };
    for (int32_t i = 0; i + 1 < static_cast<int32_t>(symbols.size()); ++i) update_pair(i);

    // Apply the best-ranked merge until none applies: O(n log n) per word.
    while (!queue.empty()) {
        const QueueEntry top = queue.top();
        queue.pop();
        const auto left_index = static_cast<int32_t>(top & 0xFFFFFFFFu);
        Symbol& left = symbols[left_index];
        // Skip entries for pairs that changed since they were queued (a rank
        // names one merge, so an equal rank means the same pair).
        if (left.length == 0 || left.pair_rank != static_cast<int32_t>(top >> 32)) continue;
        Symbol& right = symbols[left.next];
        left.length += right.length;
        left.id = left.pair_result;
        right.length = 0;
        left.next = right.next;
        if (right.next >= 0) symbols[right.next].prev = left_index;
        update_pair(left.prev);
        update_pair(left_index);
    }
    for (int32_t i = 0; i >= 0; i = symbols[i].next) out.push_back(symbols[i].id);
}

std::string BpeTokenizer::plain_piece(TokenId id) const {
    return utf8::decode_byte_level(vocab().texts[static_cast<size_t>(id)]);
}

}  // namespace synsema
