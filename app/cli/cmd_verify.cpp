// synsema-cli verify REPORT… [--files DIR] [--trust KEYFILE]… [--json]:
// checks signed reports and the files they name (services/verify/, shared
// with the Proof panel's "Verify a report…"); this file only prints.
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
#include "services/verify/report_check.h"

namespace synsema::cli {
namespace {

using nlohmann::json;
using namespace synsema::verify;

std::string shown(const std::string& s) { return s.empty() ? std::string("-") : s; }
json or_null(const std::string& s) { return s.empty() ? json(nullptr) : json(s); }

json described(const KnownKeys& known) {
    json out = json::array();
    for (const auto& k : known.keys) out.push_back({{"fingerprint", k.key.fingerprint}, {"source", k.source}});
    return out;
}

json report_json(const ReportCheck& r) {
    json entry = {{"report", r.report}, {"files", json::array()}};
    if (!r.readable) {
        entry["signature"] = {{"state", "unreadable"}, {"key_fingerprint", nullptr}, {"detail", r.read_error}};
        return entry;
    }
    entry["signature"] = {{"state", attest::signature_state_name(r.signature.state)},
                          {"key_fingerprint", or_null(r.signature.key_fingerprint)},
                          {"detail", r.signature.detail}};
    for (const auto& c : r.files) {
        json fj = {{"file", c.file.path}, {"expected_sha256", c.file.expected_sha256}, {"found_at", or_null(c.found_at)},
                   {"found_sha256", or_null(c.found_sha256)}, {"status", file_state_name(c.state)}};
        if (!c.error.empty()) fj["error"] = c.error;
        entry["files"].push_back(fj);
    }
    return entry;
}

void print_report(const ReportCheck& r) {
    const char* path = r.report.c_str();
    if (!r.readable) {
        std::printf("%s: UNREADABLE: %s\n", path, r.read_error.c_str());
        return;
    }
    std::printf("%s: signature %s: %s\n", path, r.signature_valid() ? "valid" : "FAILED", r.signature.detail.c_str());
    std::printf("  %-8s  %-64s  %-64s  %s\n", "status", "expected sha256", "found sha256", "file");
    for (const auto& c : r.files) {
        const std::string where = c.found_at.empty() || c.found_at == c.file.path ? "" : " (found at " + c.found_at + ")";
        std::printf("  %-8s  %-64s  %-64s  %s%s%s\n", file_state_name(c.state), c.file.expected_sha256.c_str(),
                    shown(c.found_sha256).c_str(), c.file.path.c_str(), where.c_str(),
                    c.error.empty() ? "" : (": " + c.error).c_str());
    }
}

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
    std::vector<std::string> trust;
    for (const QString& file : p.values("trust")) trust.push_back(to_std(file));
    const KnownKeys known = load_known_keys(trust);
    if (!known.own_key_problem.empty())
        std::fprintf(stderr, "synsema-cli verify: this installation's key is not used: %s\n", known.own_key_problem.c_str());
    const std::string files_dir = to_std(p.value("files"));
    const bool as_json = p.isSet("json");
    const bool require_all = p.isSet("require-all");

    // Report by report, printing as it goes: hashing large outputs takes a while.
    std::vector<ReportCheck> checks;
    for (const QString& name : p.positionalArguments()) {
        checks.push_back(check_report(to_std(name), known, files_dir));
        if (!as_json) print_report(checks.back());
    }
    const Verdict v = verdict_of(checks, require_all);
    if (as_json) {
        json out = {{"schema", "synsema-verify/1"}, {"keys", described(known)}, {"reports", json::array()}};
        for (const auto& r : checks) out["reports"].push_back(report_json(r));
        out["summary"] = {{"reports", v.reports}, {"signatures_valid", v.signatures_valid},
                          {"files_match", v.files_match}, {"files_mismatch", v.files_mismatch},
                          {"files_missing", v.files_missing}, {"missing_fails", v.missing_fails}, {"ok", v.ok}};
        std::printf("%s\n", out.dump(2, ' ', false, json::error_handler_t::replace).c_str());
    } else {
        std::printf("%zu of %zu signatures valid; files: %zu match, %zu mismatch, %zu missing%s\n", v.signatures_valid,
                    v.reports, v.files_match, v.files_mismatch, v.files_missing,
                    v.files_missing > 0 && !require_all ? " (missing files were not checked)" : "");
        std::printf("%s\n", v.ok ? "VERIFIED" : "NOT VERIFIED");
    }
    return v.ok ? 0 : 1;
}

}  // namespace synsema::cli
