#include "proof_job.h"

#include <QObject>

#include "engine/model/model.h"
#include "engine/sources/model_source.h"
#include "engine/util/error.h"
#include "ui/proof/proof_report.h"

namespace synsema::ui {
EngineJob make_proof_job(const ProofRequest& request) {
    return [request](const JobContext& context) -> QVariant {
        if (context.model_path.isEmpty() || !context.model || !context.resolved)
            throw Error(ErrorKind::Invalid, "no model is loaded");
        ProofReport report;
        report.loaded_path = context.model_path;
        // The model as it was found and loaded: no second lookup by name that
        // a store changed since could answer differently.
        const sources::ResolvedModel& model = *context.resolved;
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
