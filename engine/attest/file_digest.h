// The sha256 of one file, and the checks that make it mean what it says:
//   - a file is hashed through one open descriptor: the one a document was
//     read through, or the one a model was mapped through;
//   - the hash cache is consulted by (device, inode, size, mtime, ctime);
//   - a file that changes while it is hashed is flagged, never cached;
//   - a mapped model file is checked against its stat at load: an in-place
//     edit, or a path renamed over it, is a tampering finding with both values.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/attest/hash_cache.h"
#include "engine/util/file_identity.h"
#include "engine/util/sha256.h"
#include "engine/util/unique_fd.h"

namespace synsema::gguf { class GgufSet; }

namespace synsema::attest {

struct FileDigest {
    std::string path;             // as named (may be a symlink)
    std::string real_path;        // the file whose bytes were hashed
    uint64_t size = 0;
    std::string sha256;
    bool reused = false;          // from the hash cache (false: computed now)
    std::string computed_at;      // UTC ISO 8601
    std::string expected_sha256;  // the content address, "" when the name carries none
    bool content_address_mismatch = false;
    FileIdentity identity;        // fstat() of the descriptor when it was hashed
    bool changed_while_hashed = false;
};

// Opens `path` as an input and hashes it. Progress callbacks get bytes of this file.
FileDigest digest_file(const std::string& path, HashCache* cache, const HashProgress& progress = {},
                       const std::string& expected_sha256 = "");
// Hashes an open descriptor; `path` and `real_path` are what the report names.
FileDigest digest_fd(int fd, const std::string& path, const std::string& real_path, HashCache* cache,
                     const HashProgress& progress = {}, const std::string& expected_sha256 = "");

// A mapped file's descriptor (a duplicate, owned: the same open file as the
// mapping) and names, so another thread can hash it whatever happens to the
// model meanwhile.
struct MappedFileHandle {
    UniqueFd fd;
    std::string path, real_path, expected_sha256;
};
// `expected[i]` is file i's content address ("" or missing: none).
std::vector<MappedFileHandle> mapped_handles(const gguf::GgufSet& files, const std::vector<std::string>& expected);
std::vector<FileDigest> digest_handles(const std::vector<MappedFileHandle>& files, HashCache* cache,
                                       const HashProgress& progress = {});
// Every file of a loaded model, through the descriptors that were mapped.
std::vector<FileDigest> digest_mapped(const gguf::GgufSet& files, const std::vector<std::string>& expected,
                                      HashCache* cache, const HashProgress& progress = {});

// Something that makes a hash not describe what ran.
struct TamperFinding {
    std::string file;
    std::string what;                    // one sentence
    std::optional<FileIdentity> before;  // at load
    std::optional<FileIdentity> after;   // now (nullopt: gone)
};

// For each mapped file: its descriptor's stat now against the stat at load
// (size, mtime, ctime: an in-place edit), and whether its path still names
// the same file (a rename over it).
std::vector<TamperFinding> check_mapped(const gguf::GgufSet& files);

std::string to_text(const TamperFinding& t);

}  // namespace synsema::attest
