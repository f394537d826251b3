// Small, careful file-system helpers for the model sources: every file the
// stores hold is treated as hostile (size caps, bounded link chains).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace synsema::sources {

// $NAME when set and not empty.
std::optional<std::string> env_value(const char* name);
// $HOME, else the password database's home directory.
std::string home_dir();

// The whole file when it exists and holds at most max_bytes; nullopt when it
// does not exist; Error(Limit) when it is larger, Error(Io) when unreadable.
std::optional<std::string> read_small_file(const std::string& path, uint64_t max_bytes);

// Where a chain of symlinks ends (at most kMaxLinkHops hops; relative targets
// resolve against the link's folder). `present` is false when the chain
// dangles, loops, or ends in something that is not a regular file.
inline constexpr int kMaxLinkHops = 40;
struct LinkEnd {
    std::string path;
    bool present = false;
};
LinkEnd follow_links(const std::string& path);

// The entry of `dir` named `name`, exact match first, else compared
// case-insensitively (ASCII). nullopt when there is none.
std::optional<std::string> find_child_ci(const std::string& dir, std::string_view name);
// Names in `dir` (files and folders), sorted; at most `max_entries`.
std::vector<std::string> list_dir(const std::string& dir, size_t max_entries = 100000);

std::string to_lower(std::string_view s);
bool ends_with_ci(std::string_view s, std::string_view suffix);
bool is_hex(std::string_view s, size_t length);

}  // namespace synsema::sources
