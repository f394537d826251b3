// Turns what the user typed into weights on this machine. Tried in order:
//   1. a path to a .gguf file (a split's first file brings its siblings);
//   2. an Ollama name in the local store;
//   3. a Hugging Face repo in the hub cache;
//   4. a repo in LM Studio's folder.
// A name found nowhere is Error(NotFound) listing every place searched and
// the closest names that do exist.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "engine/sources/model_source.h"

namespace synsema::sources {

ResolvedModel resolve_model(std::string_view name);

// A path the user gave (a file in the browser, a drop): the file, and for a
// split's first file its siblings. Never throws; a broken file is left for
// the loader to report.
SourceEntry file_source_entry(const std::string& path);

// Every model of every source (no GGUF parsing; see model_listing.h for that).
std::vector<SourceEntry> list_all_sources();

// The places a model name is looked for, for people ("Ollama store
// /home/u/.ollama/models"): what the browser's empty state lists.
std::vector<std::string> model_store_places();

// Up to `max` names from `names` close to `name` (edit distance, case-insensitive).
std::vector<std::string> close_names(std::string_view name, const std::vector<std::string>& names, size_t max = 3);

}  // namespace synsema::sources
