#include "sha256.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>
#include <vector>

#include <openssl/evp.h>

#include "engine/util/error.h"
#include "engine/util/input_file.h"

namespace synsema {
namespace {

// An EVP digest context that frees itself.
struct Digest {
    std::unique_ptr<EVP_MD_CTX, void (*)(EVP_MD_CTX*)> ctx{EVP_MD_CTX_new(), EVP_MD_CTX_free};
    Digest() {
        if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1)
            throw Error(ErrorKind::Io, "OpenSSL could not start a SHA-256 digest");
    }
    void update(const void* data, size_t n) {
        if (EVP_DigestUpdate(ctx.get(), data, n) != 1) throw Error(ErrorKind::Io, "OpenSSL SHA-256 update failed");
    }
    std::string hex() {
        unsigned char md[EVP_MAX_MD_SIZE];
        unsigned int len = 0;
        if (EVP_DigestFinal_ex(ctx.get(), md, &len) != 1) throw Error(ErrorKind::Io, "OpenSSL SHA-256 final failed");
        static const char* kHex = "0123456789abcdef";
        std::string out;
        for (unsigned int i = 0; i < len; ++i) {
            out += kHex[md[i] >> 4];
            out += kHex[md[i] & 15];
        }
        return out;
    }
};

}  // namespace

std::string sha256_bytes(std::string_view bytes) {
    Digest d;
    d.update(bytes.data(), bytes.size());
    return d.hex();
}

std::string sha256_file(const std::string& path, const HashProgress& progress) {
    const InputFile in = open_input(path);
    return sha256_fd(in.fd.get(), path, progress);
}

std::string sha256_fd(int fd, const std::string& name, const HashProgress& progress) {
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) throw Error(ErrorKind::Io, name + ": not a regular file");
    // Tell the kernel we read front to back so it reads ahead generously.
    ::posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
    const uint64_t total = uint64_t(st.st_size);
    std::vector<unsigned char> buffer(kHashChunkBytes);
    Digest d;
    uint64_t done = 0;
    while (true) {
        const ssize_t got = ::pread(fd, buffer.data(), buffer.size(), off_t(done));
        if (got < 0) {
            if (errno == EINTR) continue;
            throw Error(ErrorKind::Io, name + ": read failed while hashing: " + std::strerror(errno));
        }
        if (got == 0) break;
        d.update(buffer.data(), size_t(got));
        done += uint64_t(got);
        if (progress && !progress(done, total)) throw Error(ErrorKind::Cancelled, name + ": hashing cancelled");
    }
    return d.hex();
}

}  // namespace synsema
