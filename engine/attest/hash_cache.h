// Remembers file hashes by (device, inode, size, mtime and ctime in ns) so
// that a second attestation of the same weights is instant. Any change to the
// file's identity, modification time or status-change time misses the cache:
// `touch -r` can set mtime back after an in-place edit, but not ctime. Stored as a small JSON file
// (default $XDG_CACHE_HOME/synsema/hash-cache.json) written atomically; a
// damaged cache file is ignored, never trusted.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/util/file_identity.h"

namespace synsema::attest {

struct CachedHash {
    std::string sha256;
    std::string computed_at;  // UTC ISO 8601
};

inline constexpr uint64_t kMaxCacheFileBytes = 16 << 20;
inline constexpr size_t kMaxCacheEntries = 20000;

class HashCache {
public:
    explicit HashCache(std::string path = default_path());
    static std::string default_path();

    std::optional<CachedHash> lookup(const FileIdentity& id) const;
    void store(const FileIdentity& id, const std::string& file_path, const CachedHash& hash);
    // Writes the cache atomically; failures are logged, not thrown (the cache is optional).
    void save() const;
    const std::string& path() const { return path_; }

private:
    std::string path_;
    nlohmann::json entries_ = nlohmann::json::object();  // "dev:inode" → {size, mtime_ns, ctime_ns, sha256, computed_at, path}
};

}  // namespace synsema::attest
