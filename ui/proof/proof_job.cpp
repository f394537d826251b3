#include "proof_job.h"

#include <QObject>

#include <filesystem>
#include <system_error>

#include "engine/model/model.h"
#include "engine/sources/resolver.h"
#include "engine/util/error.h"
#include "ui/proof/proof_report.h"

namespace synsema::ui {
namespace {

std::string canonical(const std::string& path) {
    std::error_code ec;
    const auto p = std::filesystem::weakly_canonical(path, ec);
    return ec ? path : p.string();
}

// The reference's files, when they are the ones loaded; otherwise the loaded
// file itself (a store changed since the listing, say), with a note saying so.
sources::ResolvedModel resolve_loaded(const QString& reference, const QString& loaded_path, QString* note) {
    const std::string loaded = loaded_path.toStdString();
    if (!reference.isEmpty() && reference != loaded_path) {
        try {
            auto model = sources::resolve_model(reference.toStdString());
            if (!model.entry.files.empty() && canonical(model.entry.files[0].path) == canonical(loaded)) return model;
            *note = QObject::tr("'%1' now resolves to other files; the loaded file was attested instead.").arg(reference);
        } catch (const std::exception& e) {
            *note = QObject::tr("'%1' could not be resolved (%2); the loaded file was attested instead.")
                        .arg(reference, QString::fromUtf8(e.what()));
        }
    }
    return sources::resolve_model(loaded);
}

}  // namespace

EngineJob make_proof_job(const ProofRequest& request) {
    return [request](const JobContext& context) -> QVariant {
        if (context.model_path.isEmpty() || !context.model) throw Error(ErrorKind::Invalid, "no model is loaded");
        ProofReport report;
        report.loaded_path = context.model_path;
        const auto model = resolve_loaded(request.reference, context.model_path, &report.note);
        report.reference = QString::fromStdString(model.requested);
        attest::AttestOptions options;
        options.use_cache = request.use_cache;
        for (const QString& d : request.arch_dirs) options.arch_dirs.push_back(d.toStdString());
        const QString what = QObject::tr("Hashing the weights, the arch file and the engine");
        options.progress = [&context, &what](uint64_t done, uint64_t total) {
            if (context.cancel && context.cancel->load()) return false;
            if (context.progress) context.progress(qint64(done), qint64(total), what);
            return true;
        };
        // The weights through the descriptors the loaded model was mapped
        // through, checked against their stat at load.
        attest::LoadedModel loaded;
        loaded.resolved = &model;
        loaded.files = &context.model->files();
        loaded.arch_path = context.model->arch_path();
        loaded.arch_sha256_at_load = context.model->arch_sha256();
        report.attestation = attest::attest_loaded(loaded, options);
        return QVariant::fromValue(report);
    };
}

}  // namespace synsema::ui
