// The report `synsema-cli redact --attest FILE` writes: one signed JSON
// ("synsema-redaction-report/1") that ties a redaction run together, so a
// reviewer can check with `synsema-cli verify` that the files they hold are
// the ones this run read and wrote:
//   - per document, {"path", "sha256"} of the input (the bytes that were
//     read), the redacted copy and its two audit logs (the JSON log is
//     signed itself; the CSV is covered only by this hash);
//   - the engine binary (the running image) and, when a model reviewed
//     spans, the model's full attestation (weights, arch file, libraries);
//   - the policy, the reviewer, the egress lock's state.
// Paths are absolute, so the report can be verified from any folder.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "services/redact/redaction_job.h"

namespace synsema::cli {

// `attestation`: the model's attestation JSON, or null without a model.
nlohmann::json redaction_report(const services::RedactionSet& set,
                                const std::vector<services::ExportedDocument>& exported, const std::string& policy,
                                nlohmann::json attestation);

}  // namespace synsema::cli
