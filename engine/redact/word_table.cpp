#include "word_table.h"

#include <cstdint>
#include <cstring>

#include "engine/util/error.h"

namespace synsema::redact {

uint64_t WordTable::hash(std::string_view word) {
    // FNV-1a, then a multiply-xorshift finish so the low bits (the slot) depend on every byte.
    uint64_t h = 14695981039346656037ull;
    for (unsigned char c : word) h = (h ^ c) * 1099511628211ull;
    h ^= h >> 32;
    h *= 0xd6e8feb86659fd93ull;
    h ^= h >> 32;
    return h;
}

void WordTable::reserve(size_t words) {
    size_t capacity = 16;
    while (capacity < 2 * words) capacity *= 2;
    if (capacity <= slots_.size()) return;
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(capacity, Slot{});
    for (const Slot& s : old) {
        if (s.length == 0) continue;
        const std::string_view key(keys_.data() + s.offset, s.length);
        slots_[probe(key, hash(key))] = s;
    }
}

size_t WordTable::probe(std::string_view word, uint64_t h) const {
    const size_t mask = slots_.size() - 1;
    const auto tag = static_cast<uint32_t>(h >> 32);
    for (size_t i = static_cast<size_t>(h) & mask;; i = (i + 1) & mask) {
        const Slot& s = slots_[i];
        if (s.length == 0) return i;
        if (s.tag == tag && s.length == word.size() && std::memcmp(keys_.data() + s.offset, word.data(), word.size()) == 0)
            return i;
    }
}

void WordTable::grow() { reserve(slots_.empty() ? 8 : slots_.size()); }

void WordTable::add(std::string_view word, uint32_t flags) {
    if (word.empty()) return;
    if (2 * (count_ + 1) > slots_.size()) grow();
    if (keys_.size() + word.size() > UINT32_MAX)
        throw Error(ErrorKind::Limit, "redact: the word lists hold more than 4 GB of words");
    const uint64_t h = hash(word);
    Slot& s = slots_[probe(word, h)];
    if (s.length == 0) {
        s = Slot{static_cast<uint32_t>(h >> 32), static_cast<uint32_t>(word.size()), static_cast<uint32_t>(keys_.size()), 0};
        keys_.append(word);
        ++count_;
    }
    s.flags |= flags;
}

uint32_t WordTable::find(std::string_view word) const {
    if (word.empty() || slots_.empty()) return 0;
    const Slot& s = slots_[probe(word, hash(word))];
    return s.length == 0 ? 0 : s.flags;
}

}  // namespace synsema::redact
