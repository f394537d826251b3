#include "gguf_choice.h"

#include <map>

#include "engine/gguf/gguf_set.h"
#include "engine/sources/source_fs.h"

namespace synsema::sources {
namespace {

bool is_token_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

std::string file_name(std::string_view path) {
    const size_t slash = path.rfind('/');
    return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

}  // namespace

std::vector<GgufCandidate> group_ggufs(const std::vector<std::string>& files, std::vector<std::string>* incomplete) {
    std::vector<GgufCandidate> out;
    std::map<std::pair<std::string, uint64_t>, std::map<uint64_t, std::string>> splits;  // (prefix, count) → parts
    for (const auto& f : files) {
        if (!ends_with_ci(f, ".gguf") || to_lower(file_name(f)).find("mmproj") != std::string::npos) continue;
        if (const auto s = gguf::parse_split_name(f); s && s->count > 1)
            splits[{s->prefix, s->count}][s->number] = f;
        else
            out.push_back({{f}});
    }
    for (const auto& [key, parts] : splits) {
        if (parts.size() != key.second) {
            if (incomplete) incomplete->push_back(gguf::split_path(key.first, 1, key.second));
            continue;
        }
        GgufCandidate c;
        for (const auto& [number, f] : parts) c.files.push_back(f);
        out.push_back(std::move(c));
    }
    return out;
}

bool has_quant_tag(std::string_view path, std::string_view tag) {
    if (tag.empty()) return false;
    const std::string name = to_lower(file_name(path));
    const std::string t = to_lower(tag);
    for (size_t at = name.find(t); at != std::string::npos; at = name.find(t, at + 1)) {
        const bool starts = at == 0 || !is_token_char(name[at - 1]) || name[at - 1] == '_';
        const size_t end = at + t.size();
        const bool ends = end == name.size() || !is_token_char(name[end]);
        if (starts && ends) return true;
    }
    return false;
}

std::optional<size_t> choose_gguf(const std::vector<GgufCandidate>& candidates, std::string_view tag, std::string* why) {
    auto find_tag = [&](std::string_view t) -> std::optional<size_t> {
        for (size_t i = 0; i < candidates.size(); ++i)
            if (has_quant_tag(candidates[i].files[0], t)) return i;
        return std::nullopt;
    };
    std::string available;
    for (const auto& c : candidates) available += (available.empty() ? "" : ", ") + c.files[0];
    if (candidates.empty()) {
        *why = "no complete GGUF file";
        return std::nullopt;
    }
    if (!tag.empty()) {
        if (auto i = find_tag(tag)) return i;
        *why = "no GGUF file with the tag '" + std::string(tag) + "' (available: " + available + ")";
        return std::nullopt;
    }
    if (auto i = find_tag("Q4_K_M")) return i;
    if (auto i = find_tag("Q8_0")) return i;
    if (candidates.size() == 1) return 0;
    *why = "several GGUF files and none is Q4_K_M or Q8_0; name one with :TAG or /FILE (available: " + available + ")";
    return std::nullopt;
}

}  // namespace synsema::sources
