// `synsema-cli models`: every model of every source with what its GGUF
// header says. Only headers are parsed (the reader maps the file; tensor data
// is never touched) and nothing is hashed, so fifty models list in well under
// a second.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/sources/model_source.h"

namespace synsema::sources {

struct ModelListing {
    SourceEntry entry;
    std::string architecture;     // general.architecture
    std::string general_name;     // general.name ("" when absent); shown beside entry.name
    uint64_t parameters = 0;      // sum of tensor elements over every split
    std::string quant_mix;        // "Q4_K:169 Q6_K:25 F32:121", most frequent first
    int64_t context_length = 0;   // <arch>.context_length; 0 when absent
    bool arch_file = false;       // an .arch file exists for the architecture
    std::string header_error;     // why the header could not be read ("" when it was)
};

// `arch_dirs` empty: arch::default_arch_dirs().
ModelListing describe_entry(const SourceEntry& entry, const std::vector<std::string>& arch_dirs = {});
std::vector<ModelListing> list_models(const std::vector<std::string>& arch_dirs = {});

nlohmann::json to_json(const ModelListing& m);

}  // namespace synsema::sources
