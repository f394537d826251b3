// Choosing a GGUF among a repository's files, the way llama.cpp's -hf does:
// the requested quantization tag, else Q4_K_M, else Q8_0, else the only GGUF.
// Splits (-00001-of-0000N) count as one model; mmproj files are not models.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace synsema::sources {

struct GgufCandidate {
    std::vector<std::string> files;  // relative paths, splits in order; files[0] names the model
};

// Groups `files` (relative paths of present files) into models; a split with
// a missing part is left out and its first file added to `incomplete`.
std::vector<GgufCandidate> group_ggufs(const std::vector<std::string>& files, std::vector<std::string>* incomplete);

// True when the file name (not the folder) holds `tag` as a whole token,
// compared case-insensitively: "Q4_K" is in "m-q4_k.gguf" but not in "m-Q4_K_M.gguf".
bool has_quant_tag(std::string_view path, std::string_view tag);

// The chosen candidate, or nullopt with the reason in `why`.
std::optional<size_t> choose_gguf(const std::vector<GgufCandidate>& candidates, std::string_view tag, std::string* why);

}  // namespace synsema::sources
