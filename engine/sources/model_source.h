// What the model sources (a path, the Ollama store, the Hugging Face hub
// cache, LM Studio's folder) report. No source ever touches the network: they
// only read files that are already on this machine.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace synsema::sources {

enum class SourceKind { File, Ollama, HuggingFace, LmStudio };
const char* source_kind_name(SourceKind kind);  // "file", "ollama", "huggingface", "lmstudio"

// One file of the weights (a split model has several, in split order).
struct WeightFile {
    std::string path;             // the path the model is opened through (may be a symlink)
    std::string blob_path;        // the real file after following links
    std::string expected_sha256;  // the content address (Ollama / HF LFS blob name); "" when none
    uint64_t size = 0;
};

// The Ollama layers next to the weights, offered to sessions and the GUI.
struct OllamaExtras {
    std::string template_text;       // application/vnd.ollama.image.template (Go template)
    std::string system_prompt;       // application/vnd.ollama.image.system
    std::vector<std::string> stop;   // params "stop"
    nlohmann::json options = nlohmann::json::object();  // the other params (temperature, num_ctx, ...)
};

// A model a source knows of.
struct SourceEntry {
    std::string name;                 // the name that resolves to it ("qwen2.5:0.5b", "org/repo/f.gguf")
    SourceKind source = SourceKind::File;
    std::vector<WeightFile> files;    // empty when not runnable
    std::optional<OllamaExtras> ollama;
    bool runnable = true;
    std::string not_runnable_reason;  // why not, when !runnable

    std::vector<std::string> paths() const;
    uint64_t total_size() const;
};

// A name resolved to runnable weights.
struct ResolvedModel {
    std::string requested;  // the name the user typed
    SourceEntry entry;
};

}  // namespace synsema::sources
