#include "model_listing.h"

#include "engine/arch/arch_registry.h"
#include "engine/gguf/gguf_set.h"
#include "engine/gguf/gguf_summary.h"
#include "engine/sources/resolver.h"
#include "engine/util/error.h"

namespace synsema::sources {

ModelListing describe_entry(const SourceEntry& entry, const std::vector<std::string>& arch_dirs) {
    ModelListing m;
    m.entry = entry;
    if (!entry.runnable || entry.files.empty()) return m;
    try {
        const auto set = gguf::GgufSet::open_files(entry.paths());
        const gguf::GgufSummary summary = gguf::summarize(*set);
        m.architecture = summary.architecture;
        m.general_name = summary.name;
        m.parameters = summary.parameters;
        m.quant_mix = summary.quant_mix();
        m.context_length = summary.context_length;
        if (!m.architecture.empty())
            m.arch_file = arch::arch_file_exists(m.architecture, arch_dirs.empty() ? arch::default_arch_dirs() : arch_dirs);
    } catch (const std::exception& e) {
        m.header_error = e.what();
    }
    return m;
}

std::vector<ModelListing> list_models(const std::vector<std::string>& arch_dirs) {
    std::vector<ModelListing> out;
    for (const auto& e : list_all_sources()) out.push_back(describe_entry(e, arch_dirs));
    return out;
}

nlohmann::json to_json(const ModelListing& m) {
    nlohmann::json j;
    j["name"] = m.entry.name;
    j["source"] = source_kind_name(m.entry.source);
    j["paths"] = m.entry.paths();
    j["path"] = m.entry.files.empty() ? "" : m.entry.files[0].path;
    j["size"] = m.entry.total_size();
    j["runnable"] = m.entry.runnable && m.header_error.empty();
    if (!m.entry.runnable) j["not_runnable_reason"] = m.entry.not_runnable_reason;
    if (!m.header_error.empty()) j["header_error"] = m.header_error;
    j["architecture"] = m.architecture;
    j["parameters"] = m.parameters;
    j["quantization"] = m.quant_mix;
    j["context_length"] = m.context_length;
    j["arch_file"] = m.arch_file;
    if (const auto& x = m.entry.ollama)
        j["ollama"] = {{"system", x->system_prompt}, {"stop", x->stop}, {"options", x->options},
                       {"template", x->template_text}};
    return j;
}

}  // namespace synsema::sources
