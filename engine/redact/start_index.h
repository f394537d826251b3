// Candidate start positions of a text with each one's first byte beside it.
// Regex::for_each_at reads the first bytes from here, in order, instead of
// from the text: a detector runs a hundred patterns over the same candidates,
// and reading one byte of the text per candidate brought every cache line of
// a large text back from memory once per pattern.
#pragma once
#include <cstddef>
#include <string_view>
#include <utility>
#include <vector>

namespace synsema::redact {

class StartIndex {
public:
    StartIndex(std::vector<size_t> positions, std::string_view text) : positions_(std::move(positions)) {
        first_bytes_.reserve(positions_.size());
        for (size_t p : positions_) first_bytes_.push_back(p < text.size() ? static_cast<unsigned char>(text[p]) : 0);
    }
    StartIndex(std::vector<size_t> positions, std::vector<unsigned char> first_bytes)
        : positions_(std::move(positions)), first_bytes_(std::move(first_bytes)) {}
    // The positions, sorted ascending, as a plain vector for code that only needs them.
    const std::vector<size_t>& positions() const { return positions_; }
    operator const std::vector<size_t>&() const { return positions_; }  // NOLINT(google-explicit-constructor)
    const std::vector<unsigned char>& first_bytes() const { return first_bytes_; }
    auto begin() const { return positions_.begin(); }
    auto end() const { return positions_.end(); }
    size_t size() const { return positions_.size(); }
    bool empty() const { return positions_.empty(); }
    size_t operator[](size_t i) const { return positions_[i]; }

private:
    std::vector<size_t> positions_;
    std::vector<unsigned char> first_bytes_;  // text[positions_[i]]
};

}  // namespace synsema::redact
