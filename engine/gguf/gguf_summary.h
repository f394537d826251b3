// One description of a GGUF model for every front end: the model browser
// (engine/sources/model_listing), the details pane, `synsema-cli inspect`
// and the proof panel all show these fields, in the same words.
// Only the header is read (no tensor data, no hashing).
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace synsema::gguf {

class GgufFile;
class GgufSet;

struct GgufSummary {
    std::string architecture;   // general.architecture ("" when absent)
    std::string name;           // general.name ("" when absent)
    std::string license;        // general.license ("" when absent)
    uint64_t parameters = 0;    // sum of tensor elements over every split
    uint64_t tensors = 0;       // tensor count over every split
    uint64_t file_bytes = 0;    // sum of the splits' sizes
    int64_t context_length = 0; // <arch>.context_length; 0 when absent
    bool chat_template = false; // tokenizer.chat_template present
    // Tensor types (upper case, "Q4_K") with their counts, most frequent
    // first; ties in name order.
    std::vector<std::pair<std::string, int>> type_counts;

    // "Q4_K:169 Q6_K:25 F32:121": the type counts as one line.
    std::string quant_mix() const;
};

GgufSummary summarize(const GgufSet& set);
GgufSummary summarize(const GgufFile& file);  // one file (a single split)

// "1.2B", "494M", "260K": a parameter count for people.
std::string parameters_text(uint64_t parameters);

}  // namespace synsema::gguf
