// The files a signed report names, for `synsema-cli verify` and the Proof
// panel's "Verify a report…": every object in
// the report (at any depth) that holds
//   - "path" (or "file") and "sha256" strings (attestation digests, the
//     redaction report's files, the judge's documents; "real_path" is tried
//     when "path" is not found), or
//   - "X" and "X_sha256" strings (the audit log's "input" / "input_sha256"
//     and "output" / "output_sha256"; "X_real_path" is tried too).
// Hashes of bytes that were never a file (a prompt, a model's output text)
// have no path and are not listed.
#pragma once
#include <atomic>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace synsema::verify {

struct NamedFile {
    std::string path;                     // as the report names it
    std::vector<std::string> other_paths; // the same file by another name (real_path)
    std::string expected_sha256;
};

std::vector<NamedFile> files_named_in(const nlohmann::json& report);

enum class FileState { Match, Mismatch, Missing };
const char* file_state_name(FileState s);  // "match", "mismatch", "missing"

struct FileCheck {
    NamedFile file;
    std::string found_at;      // "" when missing
    std::string found_sha256;  // "" when missing
    FileState state = FileState::Missing;
    std::string error;         // why a file that exists could not be hashed
};

// Looks for the file under `files_dir` by name first (when given), then at
// the paths the report names; hashes what it finds. Setting `stop` cancels a
// long hash: Error(Cancelled) is thrown (the window closing mid-check).
FileCheck check_file(const NamedFile& f, const std::string& files_dir, const std::atomic<bool>* stop = nullptr);

}  // namespace synsema::verify
