#include "file_identity.h"

#include <sys/stat.h>

#include <ctime>

namespace synsema {
namespace {

int64_t nanoseconds(const struct timespec& t) { return int64_t(t.tv_sec) * 1000000000 + int64_t(t.tv_nsec); }

std::string iso8601_ns(int64_t ns) {
    const std::time_t seconds = std::time_t(ns / 1000000000);
    std::tm tm{};
    gmtime_r(&seconds, &tm);
    char date[32];
    std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%S", &tm);
    char frac[16];
    std::snprintf(frac, sizeof frac, ".%09lldZ", static_cast<long long>(ns % 1000000000));
    return std::string(date) + frac;
}

}  // namespace

FileIdentity identity_of(const struct stat& st) {
    return {uint64_t(st.st_dev), uint64_t(st.st_ino), uint64_t(st.st_size), nanoseconds(st.st_mtim),
            nanoseconds(st.st_ctim), uint64_t(st.st_nlink)};
}

std::optional<FileIdentity> identity_of_fd(int fd) {
    struct stat st {};
    if (::fstat(fd, &st) != 0) return std::nullopt;
    return identity_of(st);
}

std::optional<FileIdentity> identity_of_path(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return std::nullopt;
    return identity_of(st);
}

std::string describe(const FileIdentity& id) {
    return "device " + std::to_string(id.device) + ", inode " + std::to_string(id.inode) + ", " +
           std::to_string(id.size) + " bytes, mtime " + iso8601_ns(id.mtime_ns) + ", ctime " + iso8601_ns(id.ctime_ns);
}

}  // namespace synsema
