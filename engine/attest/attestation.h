// The attestation report: which weights, which architecture file and which
// engine produced an output, byte-exact (sha256), plus the egress status.
//   - weights: every byte of the GGUF and of every split; Ollama and Hugging
//     Face LFS blobs are named by their sha256, which is checked: a mismatch
//     is reported loudly as possible tampering;
//   - architecture file: path and sha256;
//   - engine: /proc/self/exe and its sha256 (the engine library is linked in
//     statically; a shared libsynsema_engine would be hashed too), version,
//     git revision and the kernel path picked for this CPU;
//   - each hash says whether it was computed now or reused from the cache, and when.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/attest/hash_cache.h"
#include "engine/attest/sha256.h"
#include "engine/egress/egress_lock.h"
#include "engine/sources/model_source.h"

namespace synsema::attest {

struct FileDigest {
    std::string path;             // as named (may be a symlink)
    std::string real_path;        // the bytes that were hashed
    uint64_t size = 0;
    std::string sha256;
    bool reused = false;          // from the hash cache (false: computed now)
    std::string computed_at;      // UTC ISO 8601
    std::string expected_sha256;  // the content address, "" when the name carries none
    bool content_address_mismatch = false;
};

// Hashes one file, using `cache` when given (lookup, then store). Progress
// callbacks get bytes of this file.
FileDigest digest_file(const std::string& path, HashCache* cache, const HashProgress& progress = {},
                       const std::string& expected_sha256 = "");

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
    std::string architecture;  // general.architecture
    FileDigest arch_file;      // empty path when no arch file was found
    FileDigest engine_binary;
    std::string engine_library;  // how the engine is present ("linked into ..." or the .so path)
    std::vector<FileDigest> engine_libraries;  // a shared engine library, when there is one
    std::string engine_version, git_revision;
    // The compute kernels this process runs ("scalar", "avx2", "avx2+vnni", "avx512"),
    // chosen once from the CPU. avx2 and avx2+vnni give bit-identical
    // results; the scalar path rounds differently, so reproducing an output
    // byte for byte needs the same family.
    std::string kernel_path;
    std::string created_at;
    egress::LockStatus egress;
    std::vector<RunDigest> runs;
    bool tampering_suspected = false;
    std::vector<std::string> warnings;
};

struct AttestOptions {
    std::vector<std::string> arch_dirs;  // empty: arch::default_arch_dirs()
    std::string cache_path;              // empty: HashCache::default_path()
    bool use_cache = true;
    // Bytes hashed so far of everything to hash, and the total. Return false to cancel.
    HashProgress progress;
};

// Hashes everything; throws Error(Io) when a file cannot be read, Error(Cancelled).
Attestation attest_model(const sources::ResolvedModel& model, const AttestOptions& options = {});

nlohmann::json to_json(const Attestation& a);
std::string to_text(const Attestation& a);

}  // namespace synsema::attest
