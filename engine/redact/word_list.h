// The common-word list (Debian's wamerican, /usr/share/dict/american-english)
// used to tell names from ordinary capitalised words. A word present in lower
// case is "common"; a word present only capitalised is a known proper noun.
// Loading a missing or unreadable list throws: name detection never silently
// runs without it.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>

namespace synsema::redact {

inline constexpr const char* kDefaultWordListPath = "/usr/share/dict/american-english";

class WordList {
public:
    // Throws synsema::Error(NotFound / Io / Format) naming the path.
    static std::shared_ptr<const WordList> load(const std::string& path = kDefaultWordListPath);
    // Loads once per path per process and shares the result.
    static std::shared_ptr<const WordList> shared(const std::string& path = kDefaultWordListPath);

    // `word` in any case: true when its lower-case form is a dictionary word.
    bool is_common(std::string_view word) const;
    // True when the list has it capitalised only (Eleanor, Chicago).
    bool is_proper(std::string_view word) const;
    size_t size() const { return common_.size() + proper_.size(); }
    const std::string& path() const { return path_; }

private:
    std::string path_;
    std::unordered_set<std::string> common_;  // lower-case entries
    std::unordered_set<std::string> proper_;  // capitalised entries, stored lower-cased
};

std::string ascii_lower(std::string_view s);

}  // namespace synsema::redact
