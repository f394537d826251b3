#include "attest_output.h"

#include <chrono>
#include <cstdio>

#include "app/cli/cli_common.h"
#include "engine/attest/signed_report.h"
#include "engine/model/model.h"
#include "engine/util/new_file.h"

namespace synsema::cli {

attest::Attestation build_attestation(const sources::ResolvedModel& model, const std::vector<attest::RunDigest>& runs,
                                      bool use_cache) {
    attest::AttestOptions options;
    options.use_cache = use_cache;
    // A progress line at most twice a second, only for files big enough to notice.
    auto last = std::chrono::steady_clock::now();
    bool shown = false;
    options.progress = [&](uint64_t done, uint64_t total) {
        const auto now = std::chrono::steady_clock::now();
        if (total > (uint64_t(256) << 20) && now - last > std::chrono::milliseconds(500)) {
            std::fprintf(stderr, "\rhashing: %5.1f%% of %.1f MiB", 100.0 * double(done) / double(total),
                         double(total) / 1048576.0);
            last = now;
            shown = true;
        }
        return true;
    };
    auto a = attest::attest_model(model, options);
    if (shown) std::fputc('\n', stderr);
    a.runs = runs;
    return a;
}

attest::Attestation build_run_attestation(const sources::ResolvedModel& resolved, const model::Model& model,
                                          std::vector<attest::FileDigest> weights,
                                          const std::vector<attest::RunDigest>& runs) {
    attest::AttestOptions options;
    options.use_cache = false;  // an exported report carries hashes computed in this run
    attest::LoadedModel loaded;
    loaded.resolved = &resolved;
    loaded.files = &model.files();
    loaded.arch_path = model.arch_path();
    loaded.arch_sha256_at_load = model.arch_sha256();
    auto a = attest::attest_loaded(loaded, options, std::move(weights));
    a.runs = runs;
    return a;
}

nlohmann::json identity_json(const attest::Attestation& a) {
    auto file = [](const attest::FileDigest& d) { return nlohmann::json{{"path", d.real_path}, {"sha256", d.sha256}}; };
    nlohmann::json weights = nlohmann::json::array();
    for (const auto& w : a.weights) weights.push_back(file(w));
    return {{"weights", weights},
            {"arch_file", a.arch_file.path.empty() ? nlohmann::json(nullptr) : file(a.arch_file)},
            {"engine_binary", file(a.engine_binary)},
            {"engine_version", a.engine_version},
            {"git_revision", a.git_revision},
            {"kernels", a.kernel_path}};
}

nlohmann::json signed_attestation_json(const attest::Attestation& a) {
    nlohmann::json j = attest::to_json(a);
    attest::sign_report(j);
    return j;
}

std::string write_report_json(const nlohmann::json& report, const std::string& path) {
    const std::string written =
        write_new_file(path, report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
    note_written(path, written);
    return written;
}

std::string write_attestation_json(const attest::Attestation& a, const std::string& path) {
    return write_report_json(signed_attestation_json(a), path);
}

bool report_warnings(const attest::Attestation& a) {
    for (const auto& w : a.warnings) std::fprintf(stderr, "synsema-cli: %s\n", w.c_str());
    return a.tampering_suspected;
}

}  // namespace synsema::cli
