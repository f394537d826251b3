#include "services/verify/report_check.h"

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "engine/util/error.h"
#include "engine/util/input_file.h"

namespace synsema::verify {
namespace {

using nlohmann::json;

constexpr size_t kMaxReportBytes = size_t(256) << 20;

// The report as a JSON object, or null with `error` saying why (a report a
// reviewer was handed may be anything: a damaged file, a folder, a FIFO).
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

}  // namespace

std::vector<attest::PublicKey> KnownKeys::public_keys() const {
    std::vector<attest::PublicKey> out;
    for (const auto& k : keys) out.push_back(k.key);
    return out;
}

std::string KnownKeys::source_of(const std::string& fingerprint) const {
    for (const auto& k : keys)
        if (k.key.fingerprint == fingerprint) return k.source;
    return {};
}

KnownKeys load_known_keys(const std::vector<std::string>& trusted_key_files) {
    KnownKeys k;
    try {
        k.keys.push_back({attest::process_key().public_key(), kThisInstallation});
    } catch (const std::exception& e) {
        k.own_key_problem = e.what();  // a loose or linked key file: reports are still checked against trusted keys
    }
    for (const auto& file : trusted_key_files) k.keys.push_back({attest::read_public_key_file(file), file});
    return k;
}

ReportCheck check_report(const std::string& path, const KnownKeys& keys, const std::string& files_dir,
                         const std::atomic<bool>* stop) {
    ReportCheck r;
    r.report = path;
    const json report = read_report(path, r.read_error);
    if (report.is_null()) return r;
    r.readable = true;
    r.signature = attest::check_signature(report, keys.public_keys());
    for (const auto& f : files_named_in(report)) r.files.push_back(check_file(f, files_dir, stop));
    return r;
}

Verdict verdict_of(const std::vector<ReportCheck>& reports, bool require_all) {
    Verdict v;
    v.reports = reports.size();
    v.missing_fails = require_all;
    for (const auto& r : reports) {
        v.signatures_valid += r.signature_valid() ? 1 : 0;
        for (const auto& f : r.files) {
            if (f.state == FileState::Match) ++v.files_match;
            else if (f.state == FileState::Mismatch) ++v.files_mismatch;
            else ++v.files_missing;
        }
    }
    v.ok = v.signatures_valid == v.reports && v.files_mismatch == 0 && (!require_all || v.files_missing == 0);
    return v;
}

Verification verify_reports(const VerifyRequest& request, const std::atomic<bool>* stop) {
    Verification v;
    v.keys = load_known_keys(request.trusted_keys);
    for (const auto& path : request.reports) {
        if (stop && stop->load()) throw Error(ErrorKind::Cancelled, "verification cancelled");
        v.reports.push_back(check_report(path, v.keys, request.files_dir, stop));
    }
    v.verdict = verdict_of(v.reports, request.require_all);
    return v;
}

}  // namespace synsema::verify
