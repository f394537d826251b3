// Remembers file hashes by (device, inode, size, mtime in ns) so that a second
// attestation of the same weights is instant. Any change to the file's
// identity or modification time misses the cache. Stored as a small JSON file
// (default $XDG_CACHE_HOME/synsema/hash-cache.json) written atomically; a
// damaged cache file is ignored, never trusted.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace synsema::attest {

struct FileIdentity {
    uint64_t device = 0;
    uint64_t inode = 0;
    uint64_t size = 0;
    int64_t mtime_ns = 0;
};
// stat() of the file (links followed); nullopt when it cannot be stat'ed.
std::optional<FileIdentity> file_identity(const std::string& path);

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
    nlohmann::json entries_ = nlohmann::json::object();  // "dev:inode" → {size, mtime_ns, sha256, computed_at, path}
};

}  // namespace synsema::attest
