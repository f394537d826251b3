// This installation's signing key: an Ed25519 key pair (OpenSSL EVP) that
// signs every report the product writes (engine/attest/signed_report.h).
//   - It lives in ($XDG_DATA_HOME or ~/.local/share)/synsema/keys/: the
//     private key as installation-key.pem (PKCS#8 PEM, mode 0600, in a
//     folder made 0700), created on first use.
//   - Creation is exclusive: the key is written to a temporary file opened
//     O_CREAT|O_EXCL|O_NOFOLLOW with mode 0600, synced, then linked to its
//     name with linkat(), which never replaces an existing file. Two
//     processes creating it at once end with one key; the loser reads it.
//   - Loading opens the file O_NOFOLLOW (a symbolic link is refused) and
//     refuses a key that is not a regular file, not owned by this user, or
//     readable or writable by group or others, naming the file and the mode.
//   - The fingerprint is the lower-case hex sha256 of the 32-byte raw public
//     key; it is what a report names its signer by.
#pragma once
#include <memory>
#include <string>
#include <string_view>

namespace synsema::attest {

// The folder ("" when neither XDG_DATA_HOME nor HOME is set) and the private key's path in it.
std::string key_folder();
std::string private_key_path();

// A public key: its raw 32 bytes and their fingerprint.
struct PublicKey {
    std::string raw;          // 32 bytes
    std::string fingerprint;  // hex sha256 of raw
    std::string pem() const;  // "-----BEGIN PUBLIC KEY-----" (SubjectPublicKeyInfo)
};

PublicKey public_key_from_raw(std::string raw);
// An exported public key (PEM, as `synsema-cli key --export` writes). Throws
// Error(Io) or Error(Format) naming the file.
PublicKey read_public_key_file(const std::string& path);

// True when `signature` (64 bytes) is a valid Ed25519 signature of `message` by `key`.
bool verify_signature(const PublicKey& key, std::string_view message, std::string_view signature);

class InstallKey {
public:
    // The key at `path` (default: private_key_path()), created when missing.
    // Throws Error(Invalid) naming the file when its permissions are loose or
    // it is a link, Error(Io) when it cannot be created or read,
    // Error(Format) when it is not an Ed25519 private key.
    static InstallKey load_or_create(const std::string& path = {});

    const PublicKey& public_key() const { return public_; }
    const std::string& path() const { return path_; }
    bool created() const { return created_; }  // made by this call
    std::string sign(std::string_view message) const;  // 64 bytes

    InstallKey(InstallKey&&) noexcept;
    InstallKey& operator=(InstallKey&&) noexcept;
    ~InstallKey();

private:
    InstallKey();
    struct Impl;
    std::unique_ptr<Impl> impl_;
    PublicKey public_;
    std::string path_;
    bool created_ = false;
};

// The process's key, loaded (or created) once; later calls return the same
// one. Throws as load_or_create on first use (and again on later calls).
const InstallKey& process_key();

}  // namespace synsema::attest
