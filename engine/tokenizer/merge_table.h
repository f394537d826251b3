// BPE merge ranks keyed by the pair of token ids they join: a flat
// open-addressing table (linear probing, load <= 3/4), far cheaper to build
// and to probe than a node-based map for ~150k merges.
#pragma once
#include <cstdint>
#include <vector>

#include "engine/tokenizer/tokenizer.h"

namespace synsema {

class MergeTable {
public:
    struct Merge {
        int32_t rank = -1;    // lower merges first; -1: no merge
        TokenId result = -1;  // the token the pair becomes
    };

    void reserve(size_t merges) {
        size_t slots = 16;
        while (slots * 3 < merges * 4) slots *= 2;  // load <= 3/4
        slots_.assign(slots, {});
    }
    // Keeps the first (lowest-rank) merge of a pair. reserve() must have room.
    void insert(TokenId left, TokenId right, Merge merge) {
        const uint64_t key = pack(left, right);
        for (size_t i = slot_of(key);; i = (i + 1) & (slots_.size() - 1)) {
            if (slots_[i].key == key) return;
            if (slots_[i].key == kEmpty) { slots_[i] = {key, merge}; return; }
        }
    }
    Merge find(TokenId left, TokenId right) const {
        if (slots_.empty()) return {};
        const uint64_t key = pack(left, right);
        for (size_t i = slot_of(key);; i = (i + 1) & (slots_.size() - 1)) {
            if (slots_[i].key == key) return slots_[i].merge;
            if (slots_[i].key == kEmpty) return {};
        }
    }

private:
    static constexpr uint64_t kEmpty = ~uint64_t{0};  // ids are >= 0, so no pair packs to this
    struct Slot {
        uint64_t key = kEmpty;
        Merge merge;
    };
    static uint64_t pack(TokenId left, TokenId right) {
        return (static_cast<uint64_t>(static_cast<uint32_t>(left)) << 32) | static_cast<uint32_t>(right);
    }
    size_t slot_of(uint64_t key) const {
        // Fibonacci hashing spreads the packed ids over the table.
        return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> 32) & (slots_.size() - 1);
    }
    std::vector<Slot> slots_;
};

}  // namespace synsema
