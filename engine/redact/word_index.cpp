#include "word_index.h"

#include <algorithm>
#include <utility>

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
    // The words by bucket, so each bucket's tokens are read once and compared with its words only.
    std::vector<std::pair<size_t, std::string_view>> wanted;
    for (std::string_view w : words)
        if (!w.empty() && w.size() <= kMaxLength) wanted.emplace_back(bucket(static_cast<unsigned char>(w[0]), w.size()), w);
    std::stable_sort(wanted.begin(), wanted.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<uint32_t> found;
    for (size_t g = 0; g < wanted.size();) {
        size_t h = g;
        while (h < wanted.size() && wanted[h].first == wanted[g].first) ++h;
        const size_t b = wanted[g].first;
        for (uint32_t k = offsets_[b]; k < offsets_[b + 1]; ++k) {
            const std::string_view t = tokens_[order_[k]].text;
            const auto first = static_cast<unsigned char>(t[0]);
            // As starts_of_words: the first byte as the word has it or its ASCII capital, the rest
            // compared in ASCII lower case.
            for (size_t w = g; w < h; ++w) {
                const std::string_view v = wanted[w].second;
                const auto v0 = static_cast<unsigned char>(v[0]);
                bool same = first == v0 || (ascii_lower_letter(v0) && first == v0 - 'a' + 'A');
                for (size_t i = 1; i < v.size() && same; ++i) same = static_cast<char>(fold(static_cast<unsigned char>(t[i]))) == v[i];
                if (same) {
                    found.push_back(order_[k]);
                    break;
                }
            }
        }
        g = h;
    }
    std::sort(found.begin(), found.end());
    std::vector<size_t> out;
    out.reserve(found.size());
    for (uint32_t i : found) out.push_back(tokens_[i].start);
    return out;
}

}  // namespace synsema::redact
