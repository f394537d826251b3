// Building and writing an attestation report from the CLI (attest, run --attest).
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/attest/attestation.h"
#include "engine/sources/model_source.h"

namespace synsema::model { class Model; }

namespace synsema::cli {

// Hashes the model's files (progress on stderr when it takes a while) and adds `runs`.
attest::Attestation build_attestation(const sources::ResolvedModel& model, const std::vector<attest::RunDigest>& runs,
                                      bool use_cache);

// The report of a run: the loaded model's weights as hashed through its
// mapped descriptors (`weights`, computed in parallel with the load), checked
// against their stat at load; the arch file against the bytes parsed; the
// engine and its libraries hashed now. Never from the cache.
attest::Attestation build_run_attestation(const sources::ResolvedModel& resolved, const model::Model& model,
                                          std::vector<attest::FileDigest> weights,
                                          const std::vector<attest::RunDigest>& runs);

// Which weights, arch file and engine, each as {"path", "sha256"} (hashed
// now), without times: the same model gives the same JSON on every run.
nlohmann::json identity_json(const attest::Attestation& a);

// The JSON report, signed with this installation's key (engine/attest/signed_report.h).
nlohmann::json signed_attestation_json(const attest::Attestation& a);

// A signed report (indented, a trailing newline included) written as a new
// file; returns the path written ("NAME (2).json" when `path` was taken).
std::string write_report_json(const nlohmann::json& report, const std::string& path);
std::string write_attestation_json(const attest::Attestation& a, const std::string& path);

// Prints tampering and other warnings to stderr; returns true when tampering is suspected.
bool report_warnings(const attest::Attestation& a);

}  // namespace synsema::cli
