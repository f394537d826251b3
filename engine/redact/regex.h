// A compiled PCRE2 pattern (UTF + UCP, JIT when available), compiled once and
// shared. Matching is bounded by match/depth limits so hostile text cannot
// make a pattern run away; a hit of the limit ends the scan of that pattern.
#pragma once
#include <cstddef>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "start_index.h"

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

// Where a pattern's matches can begin, for patterns that start with a
// negative look-behind excluding \w ("(?<![\w-])\d…", or \b before a word
// character): the ASCII bytes a match can start with. Every byte >= 0xC0 (a
// non-ASCII character, e.g. a Unicode digit under UCP) is always allowed.
// Such a pattern is tried only at the candidate positions of a StartIndex
// whose first byte it allows, which gives the same matches as scanning every
// position (PCRE2 tries start positions left to right, each one independently).
//
// `then` optionally narrows the candidates further: then[k - 1] holds the
// ASCII bytes a match can have at offset k, for a prefix every match has
// ("\\d{4}[-/.]" gives {"0123456789", "0123456789", "0123456789", "-/."}).
// A candidate whose first bytes leave those sets is skipped without calling
// PCRE2; one with a non-ASCII byte among them is always tried (a Unicode
// digit, which \d matches under UCP, is wider than one byte).
struct StartBytes {
    std::string_view ascii;
    std::vector<std::string_view> then = {};
};

class Regex {
public:
    // Throws synsema::Error(Invalid) when the pattern does not compile.
    explicit Regex(std::string_view pattern, bool caseless = false);
    // A pattern whose matches can begin only at StartIndex candidates with one
    // of `starts` as first byte (see StartBytes); it can then use for_each_at.
    Regex(std::string_view pattern, const StartBytes& starts);
    ~Regex();
    Regex(const Regex&) = delete;
    Regex& operator=(const Regex&) = delete;

    // Calls fn for every non-overlapping match from `from`; fn returns false to stop.
    void for_each(std::string_view subject, const std::function<bool(const Match&)>& fn, size_t from = 0) const;
    // The same matches as for_each(subject, fn), tried only at the candidate
    // positions (sorted ascending; a superset of the positions where a match
    // can begin, as text_scan's identifier_starts gives) whose first byte the
    // pattern's StartBytes allow. Requires the StartBytes constructor (throws Error(Invalid) without it).
    void for_each_at(std::string_view subject, const std::vector<size_t>& candidates,
                     const std::function<bool(const Match&)>& fn) const;
    // The same, over an index that holds each candidate's first byte (the text is read only at
    // the candidates the pattern's StartBytes allow).
    void for_each_at(std::string_view subject, const StartIndex& candidates, const std::function<bool(const Match&)>& fn) const;
    // The same matches as for_each(subject, fn), for a pattern whose every
    // match is non-empty and contains `byte` (not a space or tab), the first
    // one at most `reach` bytes after the match's start, not counting the spaces
    // and tabs right before it (an e-mail's '@', a label's ':'). The search
    // starts only `reach` bytes before each occurrence of `byte`.
    void for_each_near(std::string_view subject, char byte, size_t reach,
                       const std::function<bool(const Match&)>& fn) const;
    // True when the pattern matches starting exactly at `at` (anchored).
    bool match_at(std::string_view subject, size_t at, Match* out = nullptr) const;

private:
    void scan_candidates(std::string_view subject, const std::vector<size_t>& candidates, const unsigned char* first_bytes,
                         const std::function<bool(const Match&)>& fn) const;
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace synsema::redact
