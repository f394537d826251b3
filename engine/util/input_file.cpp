#include "input_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>

#include "engine/util/error.h"
#include "engine/util/memory.h"

namespace synsema {
namespace {

std::string kind_of(mode_t mode) {
    if (S_ISFIFO(mode)) return "a named pipe (FIFO)";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISLNK(mode)) return "a symbolic link";
    return "not a regular file";
}

[[noreturn]] void refuse_not_regular(const std::string& path, mode_t mode) {
    throw Error(ErrorKind::Unsupported, path + ": is " + kind_of(mode) + ", not a regular file; only regular files are read");
}

std::string real_path_of(const std::string& path) {
    char buf[PATH_MAX];
    if (::realpath(path.c_str(), buf) == nullptr) return {};
    return buf;
}

}  // namespace

InputFile open_input(const std::string& path) {
    InputFile in;
    in.named_path = path;
    struct stat lst {};
    if (::lstat(path.c_str(), &lst) != 0) {
        const int err = errno;
        throw Error(ErrorKind::Io, path + ": cannot open: " + std::strerror(err));
    }
    // Step 1: a link the user named is followed once, here; the real path is
    // what is opened (without following anything further) and reported.
    std::string target = path;
    if (S_ISLNK(lst.st_mode)) {
        in.named_link = true;
        target = real_path_of(path);
        if (target.empty()) throw Error(ErrorKind::Io, path + ": is a symbolic link to a missing file");
    } else if (!S_ISREG(lst.st_mode)) {
        refuse_not_regular(path, lst.st_mode);
    }
    // Step 2: one open. O_NONBLOCK so a FIFO swapped in cannot block the open;
    // O_NOFOLLOW so a link swapped in is refused.
    in.fd.reset(::open(target.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (!in.fd.valid()) {
        const int err = errno;
        if (err == ELOOP) throw Error(ErrorKind::Io, path + ": became a symbolic link while it was opened; refused");
        if (err == ENXIO) throw Error(ErrorKind::Unsupported, path + ": is a socket, not a regular file");
        throw Error(ErrorKind::Io, path + ": cannot open: " + std::strerror(err));
    }
    struct stat st {};
    if (::fstat(in.fd.get(), &st) != 0) throw Error(ErrorKind::Io, path + ": cannot stat: " + std::strerror(errno));
    if (!S_ISREG(st.st_mode)) refuse_not_regular(path, st.st_mode);
    // Step 3: back to blocking reads for a regular file.
    const int flags = ::fcntl(in.fd.get(), F_GETFL);
    if (flags < 0 || ::fcntl(in.fd.get(), F_SETFL, flags & ~O_NONBLOCK) != 0)
        throw Error(ErrorKind::Io, path + ": cannot set up reading: " + std::strerror(errno));
    in.identity = identity_of(st);
    in.real_path = real_path_of(target);
    if (in.real_path.empty()) in.real_path = target;
    return in;
}

void read_input_exactly(const InputFile& in, char* out, uint64_t size) {
    uint64_t done = 0;
    while (done < size) {
        const ssize_t n = ::pread(in.fd.get(), out + done, size - done, off_t(done));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw Error(ErrorKind::Io, in.named_path + ": read failed: " + std::strerror(errno));
        if (n == 0) throw Error(ErrorKind::Io, in.named_path + ": the file became shorter while it was read");
        done += uint64_t(n);
    }
    char extra = 0;
    ssize_t n = 0;
    do n = ::pread(in.fd.get(), &extra, 1, off_t(size)); while (n < 0 && errno == EINTR);
    if (n != 0) throw Error(ErrorKind::Io, in.named_path + ": the file grew while it was read");
}

std::string read_input_bytes(const InputFile& in, uint64_t max_bytes) {
    if (in.identity.size > max_bytes)
        throw Error(ErrorKind::Limit, in.named_path + ": " + format_bytes(in.identity.size) +
                                          " is larger than the limit of " + format_bytes(max_bytes));
    std::string bytes(size_t(in.identity.size), '\0');
    read_input_exactly(in, bytes.data(), in.identity.size);
    return bytes;
}

std::string read_input_file(const std::string& path, uint64_t max_bytes) {
    return read_input_bytes(open_input(path), max_bytes);
}

}  // namespace synsema
