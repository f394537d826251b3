// A compiled PCRE2 pattern (UTF + UCP, JIT when available), compiled once and
// shared. Matching is bounded by match/depth limits so hostile text cannot
// make a pattern run away; a hit of the limit ends the scan of that pattern.
#pragma once
#include <cstddef>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

namespace synsema::redact {

struct Match {
    std::string_view subject;
    std::vector<size_t> offsets;  // 2 per group: start, end (npos when unset)

    size_t start(int group = 0) const { return offsets[2 * group]; }
    size_t end(int group = 0) const { return offsets[2 * group + 1]; }
    bool has(int group) const { return 2 * group + 1 < static_cast<int>(offsets.size()) && offsets[2 * group] != npos; }
    std::string_view text(int group = 0) const {
        return has(group) ? subject.substr(start(group), end(group) - start(group)) : std::string_view{};
    }
    static constexpr size_t npos = static_cast<size_t>(-1);
};

class Regex {
public:
    // Throws synsema::Error(Invalid) when the pattern does not compile.
    explicit Regex(std::string_view pattern, bool caseless = false);
    ~Regex();
    Regex(const Regex&) = delete;
    Regex& operator=(const Regex&) = delete;

    // Calls fn for every non-overlapping match from `from`; fn returns false to stop.
    void for_each(std::string_view subject, const std::function<bool(const Match&)>& fn, size_t from = 0) const;
    // True when the pattern matches starting exactly at `at` (anchored).
    bool match_at(std::string_view subject, size_t at, Match* out = nullptr) const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace synsema::redact
