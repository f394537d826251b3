// A closed word list (a function-local static), iterable as written, with a
// hash set for membership. The recognizers ask such lists about most tokens of
// every document, and nearly every token is in none of them, so a lookup first
// tests three bit masks built with the list (the word's length, its first byte
// and its last byte, one bit each) and hashes only a word that passes all
// three: hashing every token cost about a tenth of detection. A lookup takes
// no lock and, for a word of up to 64 bytes, allocates nothing. The words are
// views: string literals, or views into storage that outlives the set.
#pragma once
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace synsema::redact {

class WordSet {
public:
    WordSet() = default;
    WordSet(std::initializer_list<std::string_view> words) : WordSet(std::vector<std::string_view>(words)) {}
    explicit WordSet(const std::vector<std::string_view>& words) {
        for (std::string_view w : words) insert(w);
    }
    // The union of several lists: one lookup where a word class is the union
    // of several (is_name_stopword asks six lists).
    WordSet(std::initializer_list<const WordSet*> lists) {
        for (const WordSet* list : lists)
            for (std::string_view w : list->words_) insert(w);
    }
    void insert(std::string_view w) {
        if (!set_.insert(w).second) return;
        words_.push_back(w);
        lengths_ |= length_bit(w.size());
        if (w.empty()) return;
        set_bit(first_, static_cast<unsigned char>(w.front()));
        set_bit(last_, static_cast<unsigned char>(w.back()));
    }
    std::vector<std::string_view>::const_iterator begin() const { return words_.begin(); }
    std::vector<std::string_view>::const_iterator end() const { return words_.end(); }
    size_t size() const { return words_.size(); }

    // As written.
    bool contains(std::string_view w) const { return may_hold(w, false) && set_.count(w) != 0; }
    size_t count(std::string_view w) const { return contains(w) ? 1 : 0; }
    // By ASCII-lower-cased text (fold_case), or as written (codes such as
    // state abbreviations); the list's entries are compared as written.
    bool contains(std::string_view w, bool fold_case) const {
        if (!fold_case) return contains(w);
        if (!may_hold(w, true)) return false;
        std::array<char, 64> buffer{};
        if (w.size() > buffer.size()) return set_.count(lower(w, nullptr)) != 0;
        return set_.count(lower(w, buffer.data())) != 0;
    }

private:
    static uint64_t length_bit(size_t n) { return uint64_t{1} << (n < 63 ? n : 63); }
    static void set_bit(std::array<uint64_t, 4>& mask, unsigned char c) { mask[c >> 6] |= uint64_t{1} << (c & 63); }
    static bool has_bit(const std::array<uint64_t, 4>& mask, unsigned char c) { return (mask[c >> 6] >> (c & 63)) & 1; }
    static unsigned char fold(unsigned char c) { return c >= 'A' && c <= 'Z' ? static_cast<unsigned char>(c + ('a' - 'A')) : c; }
    bool may_hold(std::string_view w, bool fold_case) const {
        if (!(lengths_ & length_bit(w.size()))) return false;
        if (w.empty()) return true;
        unsigned char first = static_cast<unsigned char>(w.front()), last = static_cast<unsigned char>(w.back());
        if (fold_case) first = fold(first), last = fold(last);
        return has_bit(first_, first) && has_bit(last_, last);
    }
    // `w` lower-cased into `buffer` (w.size() bytes), or into a string kept
    // per thread when no buffer is given (a word over 64 bytes: rare).
    static std::string_view lower(std::string_view w, char* buffer) {
        thread_local std::vector<char> long_word;
        if (!buffer) {
            long_word.resize(w.size());
            buffer = long_word.data();
        }
        for (size_t i = 0; i < w.size(); ++i) buffer[i] = static_cast<char>(fold(static_cast<unsigned char>(w[i])));
        return {buffer, w.size()};
    }

    std::vector<std::string_view> words_;  // as listed, first occurrence of each
    std::unordered_set<std::string_view> set_;
    uint64_t lengths_ = 0;                // bit n: a word of n bytes (63: 63 or more)
    std::array<uint64_t, 4> first_{}, last_{};  // bit c: a word opening (ending) with byte c
};

}  // namespace synsema::redact
