#include "install_key.h"

#include <fcntl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include <openssl/evp.h>
#include <openssl/pem.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <optional>

#include "engine/util/error.h"
#include "engine/util/new_file.h"
#include "engine/util/sha256.h"
#include "engine/util/unique_fd.h"

namespace synsema::attest {
namespace {

namespace fs = std::filesystem;

constexpr size_t kRawKeyBytes = 32;
constexpr size_t kSignatureBytes = 64;
constexpr off_t kMaxKeyFileBytes = 64 * 1024;

struct PkeyFree {
    void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
};
struct BioFree {
    void operator()(BIO* b) const { BIO_free(b); }
};
struct MdCtxFree {
    void operator()(EVP_MD_CTX* c) const { EVP_MD_CTX_free(c); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;
using Bio = std::unique_ptr<BIO, BioFree>;
using MdCtx = std::unique_ptr<EVP_MD_CTX, MdCtxFree>;

std::string errno_text() { return std::strerror(errno); }

std::string mode_text(mode_t mode) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "%04o", unsigned(mode & 07777));
    return buf;
}

std::string raw_public(EVP_PKEY* key, const std::string& name) {
    std::string raw(kRawKeyBytes, '\0');
    size_t len = raw.size();
    if (EVP_PKEY_get_raw_public_key(key, reinterpret_cast<unsigned char*>(raw.data()), &len) != 1 || len != kRawKeyBytes)
        throw Error(ErrorKind::Format, name + ": not an Ed25519 key");
    return raw;
}

std::string read_fd(int fd, const std::string& path) {
    std::string bytes;
    char buf[4096];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw Error(ErrorKind::Io, path + ": cannot be read: " + errno_text());
        if (n == 0) break;
        bytes.append(buf, size_t(n));
        if (bytes.size() > size_t(kMaxKeyFileBytes)) throw Error(ErrorKind::Format, path + ": too large for a key file");
    }
    return bytes;
}

// Opens an existing key file, refusing links, other owners and loose modes.
std::optional<std::string> read_private_key_file(const std::string& path) {
    UniqueFd fd(::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY));
    if (!fd.valid()) {
        if (errno == ENOENT) return std::nullopt;
        if (errno == ELOOP)
            throw Error(ErrorKind::Invalid, path + ": the private key is a symbolic link; refused (give the key file itself)");
        throw Error(ErrorKind::Io, path + ": the private key cannot be opened: " + errno_text());
    }
    struct stat st {};
    if (::fstat(fd.get(), &st) != 0) throw Error(ErrorKind::Io, path + ": cannot stat the private key: " + errno_text());
    if (!S_ISREG(st.st_mode)) throw Error(ErrorKind::Invalid, path + ": the private key is not a regular file; refused");
    if (st.st_uid != ::geteuid())
        throw Error(ErrorKind::Invalid, path + ": the private key belongs to another user (uid " + std::to_string(st.st_uid) +
                                            "); refused");
    if ((st.st_mode & 077) != 0)
        throw Error(ErrorKind::Invalid, path + ": the private key's permissions are too open (mode " + mode_text(st.st_mode) +
                                            ": group or others may read or change it); refused. Run: chmod 600 '" + path +
                                            "' if no one else could have read it, or move it away to make a new key");
    return read_fd(fd.get(), path);
}

Pkey parse_private_pem(const std::string& pem, const std::string& path) {
    Bio bio(BIO_new_mem_buf(pem.data(), int(pem.size())));
    Pkey key(bio ? PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr) : nullptr);
    if (!key || EVP_PKEY_get_id(key.get()) != EVP_PKEY_ED25519)
        throw Error(ErrorKind::Format, path + ": not an Ed25519 private key in PEM form");
    return key;
}

std::string private_pem(EVP_PKEY* key) {
    Bio bio(BIO_new(BIO_s_mem()));
    if (!bio || PEM_write_bio_PrivateKey(bio.get(), key, nullptr, nullptr, 0, nullptr, nullptr) != 1)
        throw Error(ErrorKind::Io, "cannot encode the new private key");
    char* data = nullptr;
    const long n = BIO_get_mem_data(bio.get(), &data);
    return std::string(data, size_t(n));
}

// Creates the folder (0700) and the key file exclusively; returns false when
// another process created the key first.
bool create_key_file(const std::string& path, const std::string& pem) {
    const fs::path file(path);
    const std::string dir = file.parent_path().string();
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) throw Error(ErrorKind::Io, dir + ": cannot create the key folder: " + ec.message());
    ::chmod(dir.c_str(), 0700);  // best effort: the file's own mode is what protects it
    UniqueFd dirfd(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!dirfd.valid()) throw Error(ErrorKind::Io, dir + ": cannot open the key folder: " + errno_text());
    unsigned char rnd[6];
    if (::getrandom(rnd, sizeof rnd, 0) != ssize_t(sizeof rnd)) throw Error(ErrorKind::Io, "getrandom failed: " + errno_text());
    std::string tmp = "." + file.filename().string() + ".";
    for (unsigned char b : rnd) tmp += "0123456789abcdef"[b & 15];
    UniqueFd fd(::openat(dirfd.get(), tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
    if (!fd.valid()) throw Error(ErrorKind::Io, dir + "/" + tmp + ": cannot create the key file: " + errno_text());
    const bool ok = ::fchmod(fd.get(), 0600) == 0 && write_all(fd.get(), pem) && ::fsync(fd.get()) == 0;
    const int write_errno = errno;
    fd.reset();
    if (!ok) {
        ::unlinkat(dirfd.get(), tmp.c_str(), 0);
        errno = write_errno;
        throw Error(ErrorKind::Io, path + ": cannot write the new key: " + errno_text());
    }
    // link() never replaces: the first key to take the name is the key.
    const int rc = ::linkat(dirfd.get(), tmp.c_str(), dirfd.get(), file.filename().c_str(), 0);
    const int link_errno = errno;
    ::unlinkat(dirfd.get(), tmp.c_str(), 0);
    if (rc == 0) {
        ::fsync(dirfd.get());
        return true;
    }
    if (link_errno == EEXIST) return false;
    errno = link_errno;
    throw Error(ErrorKind::Io, path + ": cannot create the key file: " + errno_text());
}

std::string base_data_dir() {
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return xdg;
    if (const char* home = std::getenv("HOME"); home && *home) return std::string(home) + "/.local/share";
    return {};
}

}  // namespace

std::string key_folder() {
    const std::string base = base_data_dir();
    return base.empty() ? std::string() : base + "/synsema/keys";
}

std::string private_key_path() {
    const std::string dir = key_folder();
    return dir.empty() ? std::string() : dir + "/installation-key.pem";
}

PublicKey public_key_from_raw(std::string raw) {
    if (raw.size() != kRawKeyBytes) throw Error(ErrorKind::Format, "an Ed25519 public key has 32 bytes");
    PublicKey k;
    k.fingerprint = sha256_bytes(raw);
    k.raw = std::move(raw);
    return k;
}

std::string PublicKey::pem() const {
    Pkey key(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, reinterpret_cast<const unsigned char*>(raw.data()),
                                         raw.size()));
    Bio bio(BIO_new(BIO_s_mem()));
    if (!key || !bio || PEM_write_bio_PUBKEY(bio.get(), key.get()) != 1)
        throw Error(ErrorKind::Invalid, "cannot encode the public key");
    char* data = nullptr;
    const long n = BIO_get_mem_data(bio.get(), &data);
    return std::string(data, size_t(n));
}

PublicKey read_public_key_file(const std::string& path) {
    UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY));
    if (!fd.valid()) throw Error(ErrorKind::Io, path + ": cannot open the public key: " + errno_text());
    const std::string pem = read_fd(fd.get(), path);
    Bio bio(BIO_new_mem_buf(pem.data(), int(pem.size())));
    Pkey key(bio ? PEM_read_bio_PUBKEY(bio.get(), nullptr, nullptr, nullptr) : nullptr);
    if (!key || EVP_PKEY_get_id(key.get()) != EVP_PKEY_ED25519)
        throw Error(ErrorKind::Format, path + ": not an Ed25519 public key in PEM form (synsema-cli key --export writes one)");
    return public_key_from_raw(raw_public(key.get(), path));
}

bool verify_signature(const PublicKey& key, std::string_view message, std::string_view signature) {
    if (signature.size() != kSignatureBytes || key.raw.size() != kRawKeyBytes) return false;
    Pkey pkey(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, reinterpret_cast<const unsigned char*>(key.raw.data()),
                                          key.raw.size()));
    MdCtx ctx(EVP_MD_CTX_new());
    if (!pkey || !ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, pkey.get()) != 1) return false;
    return EVP_DigestVerify(ctx.get(), reinterpret_cast<const unsigned char*>(signature.data()), signature.size(),
                            reinterpret_cast<const unsigned char*>(message.data()), message.size()) == 1;
}

struct InstallKey::Impl {
    Pkey key;
};

InstallKey::InstallKey() : impl_(std::make_unique<Impl>()) {}
InstallKey::InstallKey(InstallKey&&) noexcept = default;
InstallKey& InstallKey::operator=(InstallKey&&) noexcept = default;
InstallKey::~InstallKey() = default;

InstallKey InstallKey::load_or_create(const std::string& path_arg) {
    const std::string path = path_arg.empty() ? private_key_path() : path_arg;
    if (path.empty())
        throw Error(ErrorKind::Io, "no folder for the installation key: neither XDG_DATA_HOME nor HOME is set");
    InstallKey k;
    k.path_ = path;
    std::optional<std::string> pem = read_private_key_file(path);
    if (!pem) {
        Pkey fresh(EVP_PKEY_Q_keygen(nullptr, nullptr, "ED25519"));
        if (!fresh) throw Error(ErrorKind::Io, "cannot generate an Ed25519 key (OpenSSL)");
        k.created_ = create_key_file(path, private_pem(fresh.get()));
        pem = read_private_key_file(path);  // the key that won, checked like any other
        if (!pem) throw Error(ErrorKind::Io, path + ": the new key vanished before it could be read");
    }
    k.impl_->key = parse_private_pem(*pem, path);
    k.public_ = public_key_from_raw(raw_public(k.impl_->key.get(), path));
    return k;
}

std::string InstallKey::sign(std::string_view message) const {
    MdCtx ctx(EVP_MD_CTX_new());
    std::string sig(kSignatureBytes, '\0');
    size_t len = sig.size();
    if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, impl_->key.get()) != 1 ||
        EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char*>(sig.data()), &len,
                       reinterpret_cast<const unsigned char*>(message.data()), message.size()) != 1 ||
        len != kSignatureBytes)
        throw Error(ErrorKind::Io, path_ + ": signing failed (OpenSSL)");
    return sig;
}

const InstallKey& process_key() {
    static std::mutex mutex;
    static std::optional<InstallKey> key;
    const std::lock_guard lock(mutex);
    if (!key) key = InstallKey::load_or_create();
    return *key;
}

}  // namespace synsema::attest
