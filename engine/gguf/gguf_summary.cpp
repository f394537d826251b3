#include "gguf_summary.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>

#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_set.h"
#include "kernels/dtype.h"

namespace synsema::gguf {

std::string GgufSummary::quant_mix() const {
    std::string mix;
    for (const auto& [type, count] : type_counts) mix += (mix.empty() ? "" : " ") + type + ":" + std::to_string(count);
    return mix;
}

GgufSummary summarize(const GgufSet& set) {
    GgufSummary s;
    const GgufFile& first = set.first();
    s.architecture = std::string(first.get_string("general.architecture").value_or(""));
    s.name = std::string(first.get_string("general.name").value_or(""));
    s.license = std::string(first.get_string("general.license").value_or(""));
    s.chat_template = first.find("tokenizer.chat_template") != nullptr;
    if (!s.architecture.empty()) s.context_length = int64_t(first.get_uint(s.architecture + ".context_length").value_or(0));
    std::map<std::string, int> counts;  // by name, so that ties keep name order below
    for (size_t i = 0; i < set.size(); ++i) {
        const GgufFile& f = set.file(i);
        s.file_bytes += f.file_size();
        for (const auto& t : f.tensors()) {
            s.parameters += t.n_elements;
            ++s.tensors;
            std::string type = kernels::dtype_name(uint32_t(t.type));
            for (char& c : type) c = char(std::toupper(static_cast<unsigned char>(c)));
            ++counts[type];
        }
    }
    s.type_counts.assign(counts.begin(), counts.end());
    std::stable_sort(s.type_counts.begin(), s.type_counts.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return s;
}

GgufSummary summarize(const GgufFile& file) { return summarize(*GgufSet::view(file)); }

std::string parameters_text(uint64_t parameters) {
    static constexpr std::pair<double, const char*> kUnits[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "K"}};
    for (const auto& [scale, unit] : kUnits) {
        if (double(parameters) < scale) continue;
        const double v = double(parameters) / scale;
        char buf[32];
        std::snprintf(buf, sizeof buf, v < 10 ? "%.1f%s" : "%.0f%s", v, unit);
        return buf;
    }
    return std::to_string(parameters);
}

}  // namespace synsema::gguf
