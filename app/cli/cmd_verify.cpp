// synsema-cli verify REPORT… [--files DIR] [--trust KEYFILE]… [--json]:
// checks signed reports (engine/attest/signed_report.h) and the files they
// name (app/cli/report_files.h).
//   - Each signature is checked against this installation's key and every
//     public key given with --trust (as `synsema-cli key --export` writes
//     them); a report signed by any other key is "unknown key".
//   - Every file the report names with a sha256 is looked for under --files
//     DIR by its name, then at its recorded path, and hashed again:
//     match / mismatch / missing.
//   - Exit 0 only when every report's signature is valid and no file
//     mismatches. A missing file is listed as missing but does not fail the
//     check (a reviewer often holds only some of the files; the table says
//     which were not checked); --require-all makes it fail too.
//   Exit 1 when a check fails or a report cannot be read, 2 on a usage error.
// The --json output is described by docs/verify-output.schema.json.
#include <QCommandLineParser>

#include <cstdio>

#include <nlohmann/json.hpp>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/report_files.h"
#include "engine/attest/install_key.h"
#include "engine/attest/signed_report.h"
#include "engine/util/error.h"
#include "engine/util/input_file.h"

namespace synsema::cli {
namespace {

using nlohmann::json;

constexpr size_t kMaxReportBytes = size_t(256) << 20;

struct KnownKeys {
    std::vector<attest::PublicKey> keys;
    json described = json::array();
};

// This installation's key (when it can be loaded safely) and the trusted ones.
KnownKeys known_keys(const QStringList& trust) {
    KnownKeys k;
    try {
        const auto& own = attest::process_key();
        k.keys.push_back(own.public_key());
        k.described.push_back({{"fingerprint", own.public_key().fingerprint}, {"source", "this installation"}});
    } catch (const std::exception& e) {
        std::fprintf(stderr, "synsema-cli verify: this installation's key is not used: %s\n", e.what());
    }
    for (const QString& file : trust) {
        k.keys.push_back(attest::read_public_key_file(to_std(file)));
        k.described.push_back({{"fingerprint", k.keys.back().fingerprint}, {"source", to_std(file)}});
    }
    return k;
}

json read_report(const std::string& path, std::string& error) {
    try {
        const InputFile in = open_input(path);
        if (in.identity.size > kMaxReportBytes) throw Error(ErrorKind::Limit, path + ": too large for a report");
        std::string bytes(size_t(in.identity.size), '\0');
        size_t done = 0;
        while (done < bytes.size()) {
            const ssize_t n = ::pread(in.fd.get(), bytes.data() + done, bytes.size() - done, off_t(done));
            if (n <= 0) throw Error(ErrorKind::Io, path + ": cannot be read");
            done += size_t(n);
        }
        json j = json::parse(bytes, nullptr, false);
        if (j.is_discarded() || !j.is_object()) {
            error = "not a JSON report (damaged or changed?)";
            return nullptr;
        }
        return j;
    } catch (const std::exception& e) {
        error = e.what();
        return nullptr;
    }
}

std::string shown(const std::string& s) { return s.empty() ? std::string("-") : s; }

}  // namespace

int run_verify(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"files", "Look for the files a report names in DIR (by name) before their recorded paths.", "DIR"});
    p.addOption({"trust", "Also accept signatures by this exported public key (repeatable).", "KEYFILE"});
    p.addOption({"json", "Print the result as JSON (docs/verify-output.schema.json)."});
    p.addOption({"require-all", "Fail when a file a report names is missing, too."});
    p.addPositionalArgument("REPORTS", "Signed reports: attestation, redaction report, audit log.");
    if (int rc = parse_or_exit(p, "verify", args); rc >= 0) return rc;
    if (p.positionalArguments().isEmpty()) return fail("verify: no reports given");
    const KnownKeys known = known_keys(p.values("trust"));
    const std::string files_dir = to_std(p.value("files"));
    const bool as_json = p.isSet("json");

    json out = {{"schema", "synsema-verify/1"}, {"keys", known.described}, {"reports", json::array()}};
    size_t valid = 0, matched = 0, mismatched = 0, missing = 0, failed_reports = 0;
    for (const QString& name : p.positionalArguments()) {
        const std::string path = to_std(name);
        std::string error;
        const json report = read_report(path, error);
        json entry = {{"report", path}, {"files", json::array()}};
        if (report.is_null()) {
            entry["signature"] = {{"state", "unreadable"}, {"key_fingerprint", nullptr}, {"detail", error}};
            ++failed_reports;
            if (!as_json) std::printf("%s: UNREADABLE: %s\n", path.c_str(), error.c_str());
            out["reports"].push_back(entry);
            continue;
        }
        const auto sig = attest::check_signature(report, known.keys);
        if (sig.state == attest::SignatureState::Valid) ++valid; else ++failed_reports;
        entry["signature"] = {{"state", attest::signature_state_name(sig.state)},
                              {"key_fingerprint", sig.key_fingerprint.empty() ? json(nullptr) : json(sig.key_fingerprint)},
                              {"detail", sig.detail}};
        if (!as_json) {
            std::printf("%s: signature %s: %s\n", path.c_str(),
                        sig.state == attest::SignatureState::Valid ? "valid" : "FAILED", sig.detail.c_str());
            std::printf("  %-8s  %-64s  %-64s  %s\n", "status", "expected sha256", "found sha256", "file");
        }
        for (const auto& f : files_named_in(report)) {
            const FileCheck c = check_file(f, files_dir);
            if (c.state == FileState::Match) ++matched;
            else if (c.state == FileState::Mismatch) ++mismatched;
            else ++missing;
            json fj = {{"file", f.path}, {"expected_sha256", f.expected_sha256},
                       {"found_at", c.found_at.empty() ? json(nullptr) : json(c.found_at)},
                       {"found_sha256", c.found_sha256.empty() ? json(nullptr) : json(c.found_sha256)},
                       {"status", file_state_name(c.state)}};
            if (!c.error.empty()) fj["error"] = c.error;
            entry["files"].push_back(fj);
            if (!as_json) {
                const std::string where = c.found_at.empty() || c.found_at == f.path ? "" : " (found at " + c.found_at + ")";
                std::printf("  %-8s  %-64s  %-64s  %s%s%s\n", file_state_name(c.state), f.expected_sha256.c_str(),
                            shown(c.found_sha256).c_str(), f.path.c_str(), where.c_str(),
                            c.error.empty() ? "" : (": " + c.error).c_str());
            }
        }
        out["reports"].push_back(entry);
    }
    const bool ok = failed_reports == 0 && mismatched == 0 && (!p.isSet("require-all") || missing == 0);
    out["summary"] = {{"reports", p.positionalArguments().size()}, {"signatures_valid", valid},
                      {"files_match", matched}, {"files_mismatch", mismatched}, {"files_missing", missing},
                      {"missing_fails", p.isSet("require-all")}, {"ok", ok}};
    if (as_json) {
        std::printf("%s\n", out.dump(2, ' ', false, json::error_handler_t::replace).c_str());
    } else {
        std::printf("%zu of %lld signatures valid; files: %zu match, %zu mismatch, %zu missing%s\n", valid,
                    static_cast<long long>(p.positionalArguments().size()), matched, mismatched, missing,
                    missing > 0 && !p.isSet("require-all") ? " (missing files were not checked)" : "");
        std::printf("%s\n", ok ? "VERIFIED" : "NOT VERIFIED");
    }
    return ok ? 0 : 1;
}

}  // namespace synsema::cli
