// What identifies a file's bytes without reading them: device, inode, size,
// and the modification and status-change times in nanoseconds. mtime can be
// set back by anyone who can write the file (`touch -r`); ctime cannot: the
// kernel sets it on every write, rename or attribute change, so a stamp that
// includes it changes whenever the bytes may have.
#pragma once
#include <cstdint>
#include <optional>
#include <string>

struct stat;

namespace synsema {

struct FileIdentity {
    uint64_t device = 0;
    uint64_t inode = 0;
    uint64_t size = 0;
    int64_t mtime_ns = 0;
    int64_t ctime_ns = 0;
    uint64_t links = 0;  // st_nlink: a rename over the file or a new hard link changes it, and its ctime

    // The same file (device and inode), whatever its bytes.
    bool same_file(const FileIdentity& o) const { return device == o.device && inode == o.inode; }
    // The same file with no write, truncation or attribute change between the two stamps.
    bool unchanged_since(const FileIdentity& o) const {
        return same_file(o) && size == o.size && mtime_ns == o.mtime_ns && ctime_ns == o.ctime_ns;
    }
    // The bytes may differ from those at `o`: size or mtime changed, or the
    // ctime changed with the link count unchanged (a write whose mtime was
    // set back). A ctime change that came with a link-count change alone is
    // a rename or a link, which says nothing about the bytes.
    bool content_may_differ_from(const FileIdentity& o) const {
        return !same_file(o) || size != o.size || mtime_ns != o.mtime_ns || (ctime_ns != o.ctime_ns && links == o.links);
    }
    bool operator==(const FileIdentity&) const = default;
};

FileIdentity identity_of(const struct stat& st);
// fstat() of an open descriptor; nullopt when it fails.
std::optional<FileIdentity> identity_of_fd(int fd);
// stat() of a path, links followed; nullopt when it cannot be stat'ed.
std::optional<FileIdentity> identity_of_path(const std::string& path);
// "dev 2049, inode 1234, 4096 bytes, mtime 2026-…Z, ctime 2026-…Z": for reports and warnings.
std::string describe(const FileIdentity& id);

}  // namespace synsema
