#include "file_digest.h"

#include <fcntl.h>

#include <cerrno>
#include <cstring>

#include "engine/attest/atomic_file.h"
#include "engine/gguf/gguf_set.h"
#include "engine/util/error.h"
#include "engine/util/input_file.h"

namespace synsema::attest {

FileDigest digest_fd(int fd, const std::string& path, const std::string& real_path, HashCache* cache,
                     const HashProgress& progress, const std::string& expected_sha256) {
    FileDigest d;
    d.path = path;
    d.real_path = real_path;
    d.expected_sha256 = expected_sha256;
    const auto before = identity_of_fd(fd);
    if (!before) throw Error(ErrorKind::Io, path + ": cannot be read for hashing");
    d.identity = *before;
    d.size = before->size;
    if (cache)
        if (const auto hit = cache->lookup(*before)) {
            d.sha256 = hit->sha256;
            d.computed_at = hit->computed_at;
            d.reused = true;
        }
    if (!d.reused) {
        d.sha256 = sha256_fd(fd, path, progress);
        d.computed_at = utc_now_iso8601();
        // Only a file that did not change while it was read has this hash
        // (and only a file with no change at all is cached).
        const auto after = identity_of_fd(fd);
        d.changed_while_hashed = !after || after->content_may_differ_from(*before);
        if (cache && after && after->unchanged_since(*before)) cache->store(*before, d.real_path, {d.sha256, d.computed_at});
    }
    d.content_address_mismatch = !expected_sha256.empty() && expected_sha256 != d.sha256;
    return d;
}

FileDigest digest_file(const std::string& path, HashCache* cache, const HashProgress& progress,
                       const std::string& expected_sha256) {
    const InputFile in = open_input(path);
    return digest_fd(in.fd.get(), path, in.real_path, cache, progress, expected_sha256);
}

std::vector<MappedFileHandle> mapped_handles(const gguf::GgufSet& files, const std::vector<std::string>& expected) {
    std::vector<MappedFileHandle> out;
    for (size_t i = 0; i < files.size(); ++i) {
        const gguf::GgufFile& f = files.file(i);
        if (f.fd() < 0) throw Error(ErrorKind::Invalid, f.path() + ": not a mapped file; nothing to hash");
        UniqueFd fd(::fcntl(f.fd(), F_DUPFD_CLOEXEC, 0));
        if (!fd.valid()) throw Error(ErrorKind::Io, f.path() + ": cannot duplicate its descriptor: " + std::strerror(errno));
        out.push_back({std::move(fd), f.path(), f.real_path(), i < expected.size() ? expected[i] : ""});
    }
    return out;
}

std::vector<FileDigest> digest_handles(const std::vector<MappedFileHandle>& files, HashCache* cache,
                                       const HashProgress& progress) {
    std::vector<FileDigest> out;
    uint64_t before = 0;
    for (const auto& f : files) {
        // One progress over every file.
        const HashProgress file_progress =
            progress ? HashProgress([&](uint64_t done, uint64_t total) { return progress(before + done, total); }) : HashProgress();
        out.push_back(digest_fd(f.fd.get(), f.path, f.real_path, cache, file_progress, f.expected_sha256));
        before += out.back().size;
    }
    return out;
}

std::vector<FileDigest> digest_mapped(const gguf::GgufSet& files, const std::vector<std::string>& expected,
                                      HashCache* cache, const HashProgress& progress) {
    return digest_handles(mapped_handles(files, expected), cache, progress);
}

std::vector<TamperFinding> check_mapped(const gguf::GgufSet& files) {
    std::vector<TamperFinding> found;
    for (size_t i = 0; i < files.size(); ++i) {
        const gguf::GgufFile& f = files.file(i);
        if (f.fd() < 0) continue;
        const FileIdentity& at_load = f.identity_at_open();
        const auto now = identity_of_fd(f.fd());
        const auto by_name = identity_of_path(f.path());
        const bool renamed = !by_name || !by_name->same_file(at_load);
        if (renamed)
            found.push_back({f.path(), by_name ? "the path now names another file than the one loaded (renamed over)"
                                               : "the path no longer names a file (moved or deleted)",
                             at_load, by_name});
        const bool edited = !now || now->content_may_differ_from(at_load);
        if (edited)
            found.push_back({f.path(), "the file was changed in place after it was loaded (size, mtime or ctime differ)",
                             at_load, now});
    }
    return found;
}

std::string to_text(const TamperFinding& t) {
    std::string s = "POSSIBLE TAMPERING: " + t.file + ": " + t.what;
    if (t.before) s += "; at load: " + describe(*t.before);
    s += t.after ? "; now: " + describe(*t.after) : std::string("; now: missing");
    return s;
}

}  // namespace synsema::attest
