#include "word_list.h"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <map>
#include <mutex>

#include "engine/util/error.h"
#include "engine/util/input_file.h"

namespace synsema::redact {

std::string ascii_lower(std::string_view s) {
    std::string out(s);
    // ASCII only, whatever the C locale: UTF-8 bytes >= 0x80 stay as they are.
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
    return out;
}

std::shared_ptr<const WordList> WordList::load(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        throw Error(ErrorKind::NotFound, "redact: word list " + path +
                                             " not found (install Debian's wamerican package, or pass --words)");
    // A real list is about 1 MB; refuse anything absurd rather than read it.
    if (fs::file_size(path, ec) > 64u * 1024 * 1024 || ec)
        throw Error(ErrorKind::Limit, "redact: word list " + path + " is larger than 64 MB");
    std::istringstream in(read_input_file(path, 64u * 1024 * 1024));
    auto list = std::make_shared<WordList>();
    list->path_ = path;
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line.size() > 64) continue;
        // Possessive entries ("Eleanor's") add nothing.
        if (line.size() > 2 && line.compare(line.size() - 2, 2, "'s") == 0) continue;
        bool capital = std::isupper(static_cast<unsigned char>(line[0])) != 0;
        if (capital)
            list->proper_.insert(ascii_lower(line));
        else
            list->common_.insert(line);
    }
    if (list->common_.size() < 1000)
        throw Error(ErrorKind::Format, "redact: word list " + path + " has too few words to be a dictionary");
    return list;
}

std::shared_ptr<const WordList> WordList::shared(const std::string& path) {
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const WordList>> cache;
    std::lock_guard lock(mutex);
    auto it = cache.find(path);
    if (it != cache.end()) return it->second;
    auto list = load(path);
    cache[path] = list;
    return list;
}

bool WordList::is_common(std::string_view word) const { return common_.count(ascii_lower(word)) != 0; }

bool WordList::is_proper(std::string_view word) const {
    std::string lower = ascii_lower(word);
    return proper_.count(lower) != 0 && common_.count(lower) == 0;
}

}  // namespace synsema::redact
