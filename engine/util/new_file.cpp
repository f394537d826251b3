#include "new_file.h"

#include <fcntl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "engine/util/error.h"

namespace synsema {
namespace {

namespace fs = std::filesystem;

// Debian 12's glibc headers may lack the wrapper; the system call is the same.
constexpr unsigned kRenameNoReplace = 1;  // RENAME_NOREPLACE
constexpr int kMaxNumbered = 9999;

int renameat2_noreplace(int dir, const char* from, const char* to) {
    return int(::syscall(SYS_renameat2, dir, from, dir, to, kRenameNoReplace));
}

std::string random_suffix() {
    unsigned char raw[6] = {};
    if (::getrandom(raw, sizeof raw, 0) != ssize_t(sizeof raw))
        for (unsigned char& b : raw) b = static_cast<unsigned char>(std::rand());
    static const char* kHex = "0123456789abcdef";
    std::string s;
    for (unsigned char b : raw) {
        s += kHex[b >> 4];
        s += kHex[b & 15];
    }
    return s;
}

std::string strip_trailing_slashes(std::string path) {
    while (path.size() > 1 && path.back() == '/') path.pop_back();
    return path;
}

}  // namespace

bool write_all(int fd, std::string_view bytes) {
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += size_t(n);
    }
    return true;
}

std::string numbered_name(const std::string& name, int n) {
    if (n <= 1) return name;
    const std::string tag = " (" + std::to_string(n) + ")";
    const size_t dot = name.rfind('.');
    if (dot == std::string::npos || dot == 0) return name + tag;
    return name.substr(0, dot) + tag + name.substr(dot);
}

OutputFolder::OutputFolder(const std::string& path, bool create) : path_(strip_trailing_slashes(path)) {
    if (path_.empty()) path_ = ".";
    if (create) {
        std::error_code ec;
        fs::create_directories(path_, ec);
        if (ec) throw Error(ErrorKind::Io, "cannot create the output folder " + path_ + ": " + ec.message());
    }
    dir_.reset(::open(path_.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!dir_.valid()) {
        const int err = errno;
        struct stat st {};
        if (::lstat(path_.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
            std::error_code ec;
            const auto target = fs::canonical(path_, ec);
            throw Error(ErrorKind::Io, "the output folder " + path_ + " is a symbolic link" +
                                           (ec ? std::string() : " to " + target.string()) +
                                           "; outputs are never written through a link, so give the real folder");
        }
        throw Error(ErrorKind::Io, "cannot open the output folder " + path_ + ": " + std::strerror(err));
    }
}

std::string OutputFolder::path_of(const std::string& name) const { return (fs::path(path_) / name).string(); }

bool OutputFolder::taken(const std::string& name) const {
    struct stat st {};
    return ::fstatat(dir_.get(), name.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 || errno != ENOENT;
}

std::vector<std::string> OutputFolder::free_names(const std::vector<std::string>& names, const NewFileOptions& options) const {
    for (const auto& name : names)
        if (name.empty() || name.find('/') != std::string::npos || name == "." || name == "..")
            throw Error(ErrorKind::Invalid, "'" + name + "' is not a plain file name");
    for (int n = 1; n <= kMaxNumbered; ++n) {
        std::vector<std::string> candidate;
        bool all_free = true;
        for (const auto& name : names) {
            candidate.push_back(numbered_name(name, n));
            if (taken(candidate.back())) all_free = false;
        }
        if (all_free) return candidate;
        if (n > 1 || !options.no_clobber) continue;
        // no-clobber: say which name is taken, and by what.
        for (const auto& name : names) {
            struct stat st {};
            if (::fstatat(dir_.get(), name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
            std::string what = "a file of that name exists";
            if (S_ISLNK(st.st_mode)) what = "a symbolic link of that name exists";
            struct stat target {};
            if (::fstatat(dir_.get(), name.c_str(), &target, 0) == 0)
                for (const auto& input : options.inputs)
                    if (identity_of(target).same_file(input)) what += " and it is an input of this run";
            throw Error(ErrorKind::Exists, path_of(name) + ": " + what + "; refusing to replace it (--no-clobber)");
        }
        throw Error(ErrorKind::Exists, path_of(names.front()) + ": a name is taken or cannot be checked; refusing (--no-clobber)");
    }
    throw Error(ErrorKind::Exists, path_of(names.empty() ? "" : names.front()) + ": no free numbered name left");
}

std::string OutputFolder::free_name(const std::string& name, const NewFileOptions& options) const {
    return free_names({name}, options).front();
}

// Steps 1 and 2 of every write: an exclusive temporary file beside the
// target (same file system), holding the bytes, synced. Returns its name.
std::string OutputFolder::write_temporary(const std::string& name, std::string_view bytes) const {
    const std::string full = path_of(name);
    std::string tmp;
    UniqueFd fd;
    for (int attempt = 0; attempt < 16 && !fd.valid(); ++attempt) {
        tmp = "." + name + ".tmp-" + random_suffix();
        fd.reset(::openat(dir_.get(), tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644));
        if (!fd.valid() && errno != EEXIST) break;
    }
    if (!fd.valid()) throw Error(ErrorKind::Io, full + ": cannot create a temporary file: " + std::strerror(errno));
    const bool written = write_all(fd.get(), bytes) && ::fsync(fd.get()) == 0;
    const int err = errno;
    fd.reset();
    if (!written) {
        ::unlinkat(dir_.get(), tmp.c_str(), 0);
        throw Error(ErrorKind::Io, full + ": cannot write: " + std::strerror(err));
    }
    return tmp;
}

std::string OutputFolder::write_new(const std::string& name, std::string_view bytes) const {
    std::string full = path_of(name);
    const std::string tmp = write_temporary(name, bytes);
    auto fail = [&](const std::string& what, int err, ErrorKind kind = ErrorKind::Io) {
        ::unlinkat(dir_.get(), tmp.c_str(), 0);
        throw Error(kind, full + ": " + what + (err ? std::string(": ") + std::strerror(err) : std::string()));
    };
    // Step 3: the name, only if nothing holds it.
    if (renameat2_noreplace(dir_.get(), tmp.c_str(), name.c_str()) != 0) {
        const int err = errno;
        if (err == EEXIST) fail("a file of that name appeared meanwhile; it was not replaced", 0, ErrorKind::Exists);
        if (err != EINVAL && err != ENOSYS) fail("cannot rename the temporary file into place", err);
        // No RENAME_NOREPLACE on this file system: link() also refuses an existing name.
        if (::linkat(dir_.get(), tmp.c_str(), dir_.get(), name.c_str(), 0) != 0) {
            const int link_err = errno;
            if (link_err == EEXIST) fail("a file of that name appeared meanwhile; it was not replaced", 0, ErrorKind::Exists);
            fail("cannot link the temporary file into place", link_err);
        }
        ::unlinkat(dir_.get(), tmp.c_str(), 0);
    }
    ::fsync(dir_.get());
    return full;
}

std::string OutputFolder::replace(const std::string& name, std::string_view bytes) const {
    const std::string tmp = write_temporary(name, bytes);
    // renameat replaces the name itself: a link of that name is replaced, never written through.
    if (::renameat(dir_.get(), tmp.c_str(), dir_.get(), name.c_str()) != 0) {
        const int err = errno;
        ::unlinkat(dir_.get(), tmp.c_str(), 0);
        throw Error(ErrorKind::Io, path_of(name) + ": cannot write: " + std::strerror(err));
    }
    ::fsync(dir_.get());
    return path_of(name);
}

std::string write_new_file(const std::string& path, std::string_view bytes, const NewFileOptions& options) {
    const fs::path p(path);
    const std::string name = p.filename().string();
    if (name.empty() || name == "." || name == "..") throw Error(ErrorKind::Invalid, path + ": not a file name");
    const OutputFolder folder(p.has_parent_path() ? p.parent_path().string() : ".", options.create_folder);
    return folder.write_new(folder.free_name(name, options), bytes);
}

void replace_own_file(const std::string& path, std::string_view bytes) {
    const fs::path p(path);
    const std::string name = p.filename().string();
    if (name.empty() || name == "." || name == "..") throw Error(ErrorKind::Invalid, path + ": not a file name");
    OutputFolder(p.has_parent_path() ? p.parent_path().string() : ".").replace(name, bytes);
}

}  // namespace synsema
