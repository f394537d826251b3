// synsema-cli models: every model on this machine, from every source.
#include <QCommandLineParser>

#include <cstdio>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "engine/sources/model_listing.h"
#include "engine/util/memory.h"

namespace synsema::cli {
namespace {


std::string human_count(uint64_t n) {
    char buf[32];
    if (n >= 1000000000) std::snprintf(buf, sizeof buf, "%.2fB", double(n) / 1e9);
    else if (n >= 1000000) std::snprintf(buf, sizeof buf, "%.1fM", double(n) / 1e6);
    else std::snprintf(buf, sizeof buf, "%.1fK", double(n) / 1e3);
    return buf;
}

}  // namespace

int run_models(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"json", "Print the list as JSON."});
    if (int rc = parse_or_exit(p, "models", args); rc >= 0) return rc;

    const auto models = sources::list_models();
    if (p.isSet("json")) {
        nlohmann::json j = nlohmann::json::array();
        for (const auto& m : models) j.push_back(sources::to_json(m));
        std::printf("%s\n", j.dump(2).c_str());
        return 0;
    }
    if (models.empty()) std::printf("no models found (looked in the Ollama store, the Hugging Face cache and LM Studio's folder)\n");
    for (const auto& m : models) {
        std::printf("%s  [%s]\n", m.entry.name.c_str(), sources::source_kind_name(m.entry.source));
        if (!m.entry.runnable) {
            std::printf("    not runnable: %s\n", m.entry.not_runnable_reason.c_str());
            continue;
        }
        std::printf("    %s\n", m.entry.files.empty() ? "" : m.entry.files[0].path.c_str());
        if (!m.header_error.empty()) {
            std::printf("    unreadable: %s\n", m.header_error.c_str());
            continue;
        }
        std::printf("    %s, %s, %s params, ctx %lld, %s, arch file: %s\n", format_bytes(m.entry.total_size()).c_str(),
                    m.architecture.c_str(), human_count(m.parameters).c_str(), static_cast<long long>(m.context_length),
                    m.quant_mix.c_str(), m.arch_file ? "yes" : "no");
    }
    return 0;
}

}  // namespace synsema::cli
