#include "app/cli/redaction_report.h"

#include <fcntl.h>

#include <QFileInfo>

#include <filesystem>

#include "engine/attest/file_digest.h"
#include "engine/attest/utc_time.h"
#include "engine/egress/egress_lock.h"
#include "engine/util/error.h"
#include "engine/util/sha256.h"
#include "engine/util/unique_fd.h"
#include "engine/util/version_info.h"
#include "kernels/cpu_features.h"

namespace synsema::cli {
namespace {

using nlohmann::json;

std::string absolute(const QString& path) { return QFileInfo(path).absoluteFilePath().toStdString(); }

json file_entry(const QString& path, const QByteArray& sha256) {
    return {{"path", absolute(path)}, {"sha256", sha256.toStdString()}};
}

// A file this run wrote, hashed now from its name (a new file in a folder opened without following links).
json written_entry(const QString& path) {
    const std::string p = absolute(path);
    return {{"path", p}, {"sha256", sha256_file(p)}};
}

json engine_json() {
    // The running image, even when the file on disk was replaced since.
    UniqueFd exe(::open("/proc/self/exe", O_RDONLY | O_CLOEXEC));
    if (!exe.valid()) throw Error(ErrorKind::Io, "/proc/self/exe: cannot be opened for hashing");
    const std::string path = std::filesystem::read_symlink("/proc/self/exe").string();
    return {{"version", version()},
            {"git_revision", git_revision()},
            {"kernels", kernels::kernel_path_name()},
            {"binary", {{"path", path}, {"sha256", sha256_fd(exe.get(), path)}}}};
}

}  // namespace

json redaction_report(const services::RedactionSet& set, const std::vector<services::ExportedDocument>& exported,
                      const std::string& policy, json attestation) {
    json documents = json::array();
    for (size_t i = 0; i < set.docs.size() && i < exported.size(); ++i) {
        const auto& doc = set.docs[i];
        const auto& r = exported[i];
        json entry = {{"input", file_entry(doc.real_path.isEmpty() ? doc.path : doc.real_path, doc.sha256)},
                      {"input_as_named", doc.path.toStdString()}};
        if (!r.error.isEmpty()) {
            entry["error"] = r.error.toStdString();
        } else {
            entry["output"] = file_entry(r.output, r.output_sha256);
            entry["audit_json"] = written_entry(r.audit_json);
            entry["audit_csv"] = written_entry(r.audit_csv);
        }
        documents.push_back(std::move(entry));
    }
    json failed = json::array();
    for (const auto& f : set.failed) failed.push_back({{"input", f.path.toStdString()}, {"error", f.message.toStdString()}});
    return {{"schema", "synsema-redaction-report/1"},
            {"created_at", attest::utc_now_iso8601()},
            {"policy", policy},
            {"model_used", set.model_used},
            {"reviewer", set.reviewer.toStdString()},
            {"model_sha256", set.model_used ? json(set.model_sha256.toStdString()) : json(nullptr)},
            {"model_attestation", std::move(attestation)},
            {"engine", engine_json()},
            {"egress", egress::to_json(egress::lock_status())},
            {"documents", std::move(documents)},
            {"failed", std::move(failed)}};
}

}  // namespace synsema::cli
