#include "word_index.h"

#include <algorithm>

#include "ascii_bytes.h"

namespace synsema::redact {

namespace {
unsigned char fold(unsigned char c) { return ascii_upper(c) ? static_cast<unsigned char>(c - 'A' + 'a') : c; }
}  // namespace

size_t WordIndex::bucket(unsigned char first, size_t length) { return size_t{fold(first)} * (kMaxLength + 1) + length; }

WordIndex::WordIndex(const std::vector<Token>& tokens) : tokens_(tokens), offsets_(256 * (kMaxLength + 1) + 1, 0) {
    // Counting sort by bucket: counts, then offsets, then the token indices in text order.
    std::vector<uint32_t> key(tokens.size(), UINT32_MAX);
    for (size_t i = 0; i < tokens.size(); ++i) {
        const std::string_view w = tokens[i].text;
        if (w.empty() || w.size() > kMaxLength) continue;
        key[i] = static_cast<uint32_t>(bucket(static_cast<unsigned char>(w[0]), w.size()));
        ++offsets_[key[i] + 1];
    }
    for (size_t b = 1; b < offsets_.size(); ++b) offsets_[b] += offsets_[b - 1];
    order_.resize(offsets_.back());
    std::vector<uint32_t> next(offsets_.begin(), offsets_.end() - 1);
    for (size_t i = 0; i < tokens.size(); ++i)
        if (key[i] != UINT32_MAX) order_[next[key[i]]++] = static_cast<uint32_t>(i);
}

std::vector<size_t> WordIndex::starts_of(std::initializer_list<std::string_view> words) const {
    std::vector<uint32_t> found;
    std::vector<size_t> done;  // buckets already read: words sharing a bucket are matched in one pass
    for (std::string_view w : words) {
        if (w.empty() || w.size() > kMaxLength) continue;
        const size_t b = bucket(static_cast<unsigned char>(w[0]), w.size());
        if (std::find(done.begin(), done.end(), b) != done.end()) continue;
        done.push_back(b);
        for (uint32_t k = offsets_[b]; k < offsets_[b + 1]; ++k) {
            const std::string_view t = tokens_[order_[k]].text;
            const auto first = static_cast<unsigned char>(t[0]);
            // As starts_of_words: the first byte as the word has it or its ASCII capital, the rest
            // compared in ASCII lower case.
            for (std::string_view v : words) {
                if (v.size() != t.size()) continue;
                const auto v0 = static_cast<unsigned char>(v[0]);
                const bool first_ok = first == v0 || (ascii_lower_letter(v0) && first == v0 - 'a' + 'A');
                bool same = first_ok;
                for (size_t i = 1; i < v.size() && same; ++i) same = static_cast<char>(fold(static_cast<unsigned char>(t[i]))) == v[i];
                if (same) {
                    found.push_back(order_[k]);
                    break;
                }
            }
        }
    }
    std::sort(found.begin(), found.end());
    std::vector<size_t> out;
    out.reserve(found.size());
    for (uint32_t i : found) out.push_back(tokens_[i].start);
    return out;
}

}  // namespace synsema::redact
