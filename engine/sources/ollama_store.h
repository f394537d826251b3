// The local Ollama store. Names are [host/][namespace/]model[:tag]; the
// default host is registry.ollama.ai, the namespace library and the tag
// latest, and names match case-insensitively as in Ollama. A manifest at
// manifests/<host>/<namespace>/<model>/<tag> lists layers by digest; the
// application/vnd.ollama.image.model layer is the GGUF in blobs/sha256-<hex>.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/sources/model_source.h"

namespace synsema::sources {

inline constexpr std::string_view kOllamaDefaultHost = "registry.ollama.ai";
inline constexpr std::string_view kOllamaDefaultNamespace = "library";
inline constexpr std::string_view kOllamaDefaultTag = "latest";
inline constexpr uint64_t kMaxManifestBytes = 1 << 20;
inline constexpr uint64_t kMaxLayerTextBytes = 1 << 20;

struct OllamaName {
    std::string host, space, model, tag;
    // The short form Ollama shows: "qwen2.5:0.5b", "user/model:tag", "hf.co/org/repo:Q4_K_M".
    std::string display() const;
};
// nullopt when `text` is not a valid Ollama name.
std::optional<OllamaName> parse_ollama_name(std::string_view text);

// The stores searched: $OLLAMA_MODELS alone when set, else ~/.ollama/models
// then /usr/share/ollama/.ollama/models.
std::vector<std::string> ollama_store_dirs();

// The model of that name, or nullopt; every manifest path tried is added to `searched`.
std::optional<SourceEntry> find_ollama(const OllamaName& name, std::vector<std::string>& searched);
// Every manifest in every store (runnable or not).
std::vector<SourceEntry> list_ollama();

}  // namespace synsema::sources
