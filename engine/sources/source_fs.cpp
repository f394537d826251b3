#include "source_fs.h"

#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "engine/util/error.h"
#include "engine/util/input_file.h"

namespace synsema::sources {

namespace fs = std::filesystem;

std::optional<std::string> env_value(const char* name) {
    const char* v = std::getenv(name);
    if (!v || !*v) return std::nullopt;
    return std::string(v);
}

std::string home_dir() {
    if (auto h = env_value("HOME")) return *h;
    if (const passwd* pw = getpwuid(getuid()); pw && pw->pw_dir) return pw->pw_dir;
    return "/";
}

std::optional<std::string> read_small_file(const std::string& path, uint64_t max_bytes) {
    std::error_code ec;
    const auto st = fs::status(path, ec);
    if (ec || !fs::exists(st)) return std::nullopt;
    const InputFile in = open_input(path);
    if (in.identity.size > max_bytes)
        throw Error(ErrorKind::Limit, path + ": " + std::to_string(in.identity.size) + " bytes, more than the " +
                                          std::to_string(max_bytes) + " accepted for this kind of file");
    return read_input_bytes(in, max_bytes);
}

LinkEnd follow_links(const std::string& path) {
    fs::path current = path;
    std::error_code ec;
    for (int hop = 0; hop <= kMaxLinkHops; ++hop) {
        const auto st = fs::symlink_status(current, ec);
        if (ec || !fs::exists(st)) return {current.lexically_normal().string(), false};
        if (!fs::is_symlink(st)) return {current.lexically_normal().string(), fs::is_regular_file(st)};
        const fs::path target = fs::read_symlink(current, ec);
        if (ec) return {current.string(), false};
        current = target.is_absolute() ? target : current.parent_path() / target;
    }
    return {current.lexically_normal().string(), false};  // a loop or an absurdly long chain
}

std::string to_lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return out;
}

bool ends_with_ci(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && to_lower(s.substr(s.size() - suffix.size())) == to_lower(suffix);
}

bool is_hex(std::string_view s, size_t length) {
    if (s.size() != length) return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

std::vector<std::string> list_dir(const std::string& dir, size_t max_entries) {
    std::vector<std::string> names;
    std::error_code ec;
    fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
    for (; !ec && it != fs::directory_iterator() && names.size() < max_entries; it.increment(ec))
        names.push_back(it->path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

std::optional<std::string> find_child_ci(const std::string& dir, std::string_view name) {
    if (name.empty() || name == "." || name == ".." || name.find('/') != std::string_view::npos) return std::nullopt;
    std::error_code ec;
    const fs::path exact = fs::path(dir) / std::string(name);
    if (fs::exists(fs::symlink_status(exact, ec))) return exact.string();
    const std::string wanted = to_lower(name);
    for (const auto& child : list_dir(dir))
        if (to_lower(child) == wanted) return (fs::path(dir) / child).string();
    return std::nullopt;
}

}  // namespace synsema::sources
