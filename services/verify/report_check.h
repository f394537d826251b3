// Verifying signed reports, shared by `synsema-cli verify` (which prints the
// result) and the Proof panel's "Verify a report…" (which shows it as a
// table): one value per report, its signature (engine/attest/signed_report.h)
// and every file it names (services/verify/report_files.h), and the verdict.
//   - Each signature is checked against this installation's key and every
//     trusted public key (as `synsema-cli key --export` writes them); a
//     report signed by any other key is "unknown key".
//   - The verdict passes only when every report's signature is valid and no
//     file mismatches. A missing file is listed but does not fail the check
//     (a reviewer often holds only some of the files); with require_all it
//     fails too.
#pragma once
#include <atomic>
#include <string>
#include <vector>

#include "engine/attest/install_key.h"
#include "engine/attest/signed_report.h"
#include "services/verify/report_files.h"

namespace synsema::verify {

struct KnownKey {
    attest::PublicKey key;
    std::string source;  // "this installation", or the trusted key file's path
};

struct KnownKeys {
    std::vector<KnownKey> keys;
    std::string own_key_problem;  // why this installation's key is not used ("" when it is)
    std::vector<attest::PublicKey> public_keys() const;
    // The source of the key with this fingerprint ("" when none is known).
    std::string source_of(const std::string& fingerprint) const;
};

inline constexpr const char* kThisInstallation = "this installation";

// This installation's key (when it can be loaded safely) and the trusted
// ones. Throws Error(Io/Format) naming a trusted key file that cannot be read.
KnownKeys load_known_keys(const std::vector<std::string>& trusted_key_files);

struct ReportCheck {
    std::string report;        // the path as given
    bool readable = false;     // false: read_error says why; signature and files are empty
    std::string read_error;
    attest::SignatureCheck signature;
    std::vector<FileCheck> files;
    bool signature_valid() const { return readable && signature.state == attest::SignatureState::Valid; }
};

// Reads the report, checks its signature against `keys` and re-hashes every
// file it names (see check_file). Never throws for a bad report; a set
// `stop` throws Error(Cancelled).
ReportCheck check_report(const std::string& path, const KnownKeys& keys, const std::string& files_dir,
                         const std::atomic<bool>* stop = nullptr);

struct Verdict {
    size_t reports = 0, signatures_valid = 0;
    size_t files_match = 0, files_mismatch = 0, files_missing = 0;
    bool missing_fails = false;  // require_all
    bool ok = false;
};
Verdict verdict_of(const std::vector<ReportCheck>& reports, bool require_all);

// Everything a front end asks for at once (the Proof panel; the CLI checks
// report by report to print as it goes).
struct VerifyRequest {
    std::vector<std::string> reports;
    std::string files_dir;                   // --files: look here by name first
    std::vector<std::string> trusted_keys;   // --trust: exported public key files
    bool require_all = false;                // --require-all: missing fails too
};

struct Verification {
    KnownKeys keys;
    std::vector<ReportCheck> reports;
    Verdict verdict;
};

// Throws as load_known_keys, and Error(Cancelled) when `stop` is set.
Verification verify_reports(const VerifyRequest& request, const std::atomic<bool>* stop = nullptr);

}  // namespace synsema::verify
