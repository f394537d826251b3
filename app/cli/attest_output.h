// Building and writing an attestation report from the CLI (attest, run --attest).
#pragma once
#include <string>
#include <vector>

#include "engine/attest/attestation.h"
#include "engine/sources/model_source.h"

namespace synsema::cli {

// Hashes the model's files (progress on stderr when it takes a while) and adds `runs`.
attest::Attestation build_attestation(const sources::ResolvedModel& model, const std::vector<attest::RunDigest>& runs,
                                      bool use_cache);

// The JSON report written atomically to `path` (a trailing newline included).
void write_attestation_json(const attest::Attestation& a, const std::string& path);

// Prints tampering and other warnings to stderr; returns true when tampering is suspected.
bool report_warnings(const attest::Attestation& a);

}  // namespace synsema::cli
