// The Lexicon's words and their flags: an open-addressing hash table (linear
// probing, power-of-two size, at most half full) whose keys sit end to end in
// one buffer. Every token of every document is looked up here, in a table of
// about half a million words; std::unordered_map's node per key and bucket
// array cost a cache miss or two more per lookup and a tenth of the Lexicon's
// load time in allocations. Written by hand: no hash map in Debian 12's C++
// packages keeps keys inline like this.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace synsema::redact {

class WordTable {
public:
    // Room for `words` keys without growing.
    void reserve(size_t words);
    // Adds `flags` to the word's (inserting it with them when new). `word` is not empty.
    void add(std::string_view word, uint32_t flags);
    // The word's flags; 0 when absent.
    uint32_t find(std::string_view word) const;
    size_t size() const { return count_; }

private:
    struct Slot {
        uint32_t tag = 0;     // the hash's high half: most mismatches end here
        uint32_t length = 0;  // 0: empty
        uint32_t offset = 0;  // into keys_
        uint32_t flags = 0;
    };
    static uint64_t hash(std::string_view word);
    size_t probe(std::string_view word, uint64_t h) const;  // the word's slot, or the empty one it would take
    void grow();

    std::vector<Slot> slots_;
    std::string keys_;
    size_t count_ = 0;
};

}  // namespace synsema::redact
