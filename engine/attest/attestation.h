// The attestation report: which weights, which architecture file and which
// engine produced an output, byte-exact (sha256), plus the egress status.
//   - weights: every byte of the GGUF and of every split. For a loaded model
//     they are hashed through the descriptors that were mapped, and each
//     file's stat at load is compared with now: an in-place edit or a rename
//     over the path is reported as tampering_suspected with both values.
//     Ollama and Hugging Face LFS blobs are named by their sha256, which is
//     checked: a mismatch is reported as possible tampering;
//   - architecture file: path and sha256 (for a loaded model, compared with
//     the bytes that were parsed at load);
//   - engine: /proc/self/exe (the running image, even if replaced on disk)
//     and every shared library mapped into the process, each with its
//     sha256; version, git revision and the kernel path picked for this CPU;
//   - loader settings that change what code runs (LD_PRELOAD, …) and the
//     descriptors inherited at start are flagged;
//   - each hash says whether it was computed now or reused from the cache
//     (keyed by device, inode, size, mtime and ctime), and when. Reports that
//     are exported always carry hashes computed in that run.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/attest/file_digest.h"
#include "engine/attest/hash_cache.h"
#include "engine/egress/egress_lock.h"
#include "engine/sources/model_source.h"
#include "engine/util/sha256.h"

namespace synsema::gguf { class GgufSet; }

namespace synsema::attest {

// One job's input and output (run, judge, redaction).
struct RunDigest {
    std::string kind;           // "run"
    std::string input_sha256;   // of the prompt / document bytes
    std::string output_sha256;  // of the output text bytes
    uint64_t input_bytes = 0, output_bytes = 0;
    std::string finished_at;
};
RunDigest make_run_digest(std::string kind, std::string_view input, std::string_view output);

struct Attestation {
    std::string model_requested, model_name, model_source;
    std::vector<FileDigest> weights;
    uint64_t weights_size = 0;
    // How the weights were read for hashing: "the descriptors the loaded
    // model was mapped through" or "opened for this report".
    std::string weights_hashed_through;
    std::string architecture;  // general.architecture
    FileDigest arch_file;      // empty path when no arch file was found
    FileDigest engine_binary;
    std::string engine_library;  // how the engine is present ("linked into ..." or the .so path)
    std::vector<FileDigest> engine_libraries;  // a shared engine library, when there is one
    std::vector<FileDigest> libraries;         // every shared library mapped into the process
    std::string engine_version, git_revision;
    // The compute kernels this process runs ("scalar", "avx2", "avx2+vnni", "avx512"),
    // chosen once from the CPU. avx2 and avx2+vnni give bit-identical
    // results; the scalar path rounds differently, so reproducing an output
    // byte for byte needs the same family.
    std::string kernel_path;
    std::string created_at;
    egress::LockStatus egress;
    std::vector<std::string> loader_environment;  // "LD_PRELOAD=…" and the like, when set
    std::vector<RunDigest> runs;
    bool tampering_suspected = false;
    std::vector<TamperFinding> tampering;
    std::vector<std::string> warnings;
};

struct AttestOptions {
    std::vector<std::string> arch_dirs;  // empty: arch::default_arch_dirs()
    std::string cache_path;              // empty: HashCache::default_path()
    bool use_cache = true;               // false: every hash computed now (always, for exported reports)
    // Bytes hashed so far of everything to hash, and the total. Return false to cancel.
    HashProgress progress;
};

// A model named on the command line: every file opened and hashed for this
// report. Throws Error(Io) when a file cannot be read, Error(Cancelled).
Attestation attest_model(const sources::ResolvedModel& model, const AttestOptions& options = {});

// A loaded model: `files` are its mapped files, `arch_sha256_at_load` the
// hash of the arch file's bytes as parsed. `weights` are digests already
// computed through the mapped descriptors (run --attest hashes them in
// parallel with the load); empty: they are computed here.
struct LoadedModel {
    const sources::ResolvedModel* resolved = nullptr;
    const gguf::GgufSet* files = nullptr;
    std::string arch_path;
    std::string arch_sha256_at_load;
};
Attestation attest_loaded(const LoadedModel& model, const AttestOptions& options = {},
                          std::vector<FileDigest> weights = {});

// The content addresses of a resolved model's files, in order ("" for none).
std::vector<std::string> expected_sha256s(const sources::ResolvedModel& model);

// Every hash in the report was computed in this run (none from the cache):
// what an exported report must carry.
bool all_computed_now(const Attestation& a);

nlohmann::json to_json(const Attestation& a);
std::string to_text(const Attestation& a);

}  // namespace synsema::attest
