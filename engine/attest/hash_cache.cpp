#include "hash_cache.h"

#include <filesystem>

#include <spdlog/spdlog.h>

#include "engine/attest/atomic_file.h"
#include "engine/sources/source_fs.h"
#include "engine/util/error.h"

namespace synsema::attest {
namespace {

std::string key_of(const FileIdentity& id) { return std::to_string(id.device) + ":" + std::to_string(id.inode); }

bool is_sha256_hex(const nlohmann::json& v) { return v.is_string() && sources::is_hex(v.get<std::string>(), 64); }

}  // namespace

std::string HashCache::default_path() {
    namespace fs = std::filesystem;
    const std::string cache =
        sources::env_value("XDG_CACHE_HOME").value_or((fs::path(sources::home_dir()) / ".cache").string());
    return (fs::path(cache) / "synsema" / "hash-cache.json").string();
}

HashCache::HashCache(std::string path) : path_(std::move(path)) {
    try {
        const auto text = sources::read_small_file(path_, kMaxCacheFileBytes);
        if (!text) return;
        const auto j = nlohmann::json::parse(*text, nullptr, false);
        if (!j.is_object() || !j.contains("entries") || !j["entries"].is_object()) {
            spdlog::warn("{}: hash cache is damaged; starting a new one", path_);
            return;
        }
        // Keep only well-formed entries.
        for (const auto& [key, e] : j["entries"].items()) {
            if (entries_.size() >= kMaxCacheEntries) break;
            if (e.is_object() && e.contains("size") && e["size"].is_number_unsigned() && e.contains("mtime_ns") &&
                e["mtime_ns"].is_number_integer() && e.contains("ctime_ns") && e["ctime_ns"].is_number_integer() && e.contains("sha256") && is_sha256_hex(e["sha256"]) &&
                e.contains("computed_at") && e["computed_at"].is_string())
                entries_[key] = e;
        }
    } catch (const Error& e) {
        spdlog::warn("hash cache not used: {}", e.what());
    }
}

std::optional<CachedHash> HashCache::lookup(const FileIdentity& id) const {
    const auto it = entries_.find(key_of(id));
    if (it == entries_.end()) return std::nullopt;
    const auto& e = *it;
    if (e["size"].get<uint64_t>() != id.size || e["mtime_ns"].get<int64_t>() != id.mtime_ns ||
        e["ctime_ns"].get<int64_t>() != id.ctime_ns)
        return std::nullopt;
    return CachedHash{e["sha256"].get<std::string>(), e["computed_at"].get<std::string>()};
}

void HashCache::store(const FileIdentity& id, const std::string& file_path, const CachedHash& hash) {
    if (entries_.size() >= kMaxCacheEntries && !entries_.contains(key_of(id))) entries_.erase(entries_.begin());
    entries_[key_of(id)] = {{"size", id.size},           {"mtime_ns", id.mtime_ns},   {"ctime_ns", id.ctime_ns},
                            {"sha256", hash.sha256},     {"computed_at", hash.computed_at},
                            {"path", file_path}};
}

void HashCache::save() const {
    try {
        const nlohmann::json j = {{"version", 1}, {"entries", entries_}};
        write_file_atomically(path_, j.dump(1) + "\n");
    } catch (const Error& e) {
        spdlog::warn("hash cache not saved: {}", e.what());
    }
}

}  // namespace synsema::attest
