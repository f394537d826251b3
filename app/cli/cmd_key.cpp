// synsema-cli key [--export FILE] [--json]: this installation's signing key
// (engine/attest/install_key.h), created on first use. Prints the public key
// (PEM) and its fingerprint; --export writes the public key to a new file, for
// a reviewer to pass to `synsema-cli verify --trust FILE`.
#include <QCommandLineParser>

#include <cstdio>

#include <nlohmann/json.hpp>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "engine/attest/install_key.h"
#include "engine/util/new_file.h"

namespace synsema::cli {

int run_key(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"export", "Write the public key (PEM) to FILE, a new file.", "FILE"});
    p.addOption({"json", "Print the key file, public key and fingerprint as JSON."});
    if (int rc = parse_or_exit(p, "key", args); rc >= 0) return rc;
    const attest::InstallKey& key = attest::process_key();
    const attest::PublicKey& pub = key.public_key();
    if (key.created()) std::fprintf(stderr, "synsema-cli key: created a new installation key: %s\n", key.path().c_str());
    std::string exported;
    if (p.isSet("export")) {
        const std::string asked = to_std(p.value("export"));
        exported = write_new_file(asked, pub.pem());
        note_written(asked, exported);
    }
    if (p.isSet("json")) {
        nlohmann::json j = {{"private_key_file", key.path()}, {"algorithm", "Ed25519"}, {"public_key_pem", pub.pem()},
                            {"fingerprint", pub.fingerprint}, {"fingerprint_of", "sha256 of the 32-byte raw public key"}};
        if (!exported.empty()) j["exported_to"] = exported;
        std::printf("%s\n", j.dump(2).c_str());
    } else {
        std::printf("%sfingerprint: %s\n", pub.pem().c_str(), pub.fingerprint.c_str());
        std::printf("private key: %s\n", key.path().c_str());
        if (!exported.empty()) std::printf("public key written to %s\n", exported.c_str());
    }
    return 0;
}

}  // namespace synsema::cli
