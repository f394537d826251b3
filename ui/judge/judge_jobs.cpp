#include "judge_jobs.h"

#include <QFileInfo>
#include <QObject>
#include <QVariant>

#include <memory>
#include <nlohmann/json.hpp>

#include "ui/judge/judge_job_types.h"
#include "engine/util/error.h"

namespace synsema::ui {
namespace {

// Lives in JobContext::state between jobs; dropped with the model it was made for.
struct JudgeEngineState {
    int threads = 0;
    std::string preset_json;  // the preset the service holds, to notice a change
    std::unique_ptr<services::JudgeService> service;
};

services::JudgeService& service_for(const ui::JobContext& context, const judge::Preset& preset) {
    if (!context.model) throw Error(ErrorKind::Invalid, "No model is loaded: load one on the Models tab first.");
    auto state = std::static_pointer_cast<JudgeEngineState>(*context.state);
    const std::string preset_json = preset.to_json().dump();
    if (!state || state->threads != context.threads) {
        // A new session: its thread pool is sized when it is made.
        auto fresh = std::make_shared<JudgeEngineState>();
        SessionOptions options;
        options.n_threads = context.threads;
        fresh->service = std::make_unique<services::JudgeService>(*context.model, preset, options);
        fresh->threads = context.threads;
        fresh->preset_json = preset_json;
        *context.state = fresh;
        return *fresh->service;
    }
    if (state->preset_json != preset_json) {
        // Same session, so whatever prefix the new prompt shares stays cached.
        state->service->set_preset(preset);
        state->preset_json = preset_json;
    }
    return *state->service;
}

bool cancelled(const ui::JobContext& context) { return context.cancel && context.cancel->load(); }

}  // namespace

ui::EngineJob make_judge_job(const QStringList& paths, const judge::Preset& preset) {
    return [paths, preset](const ui::JobContext& context) -> QVariant {
        services::JudgeService& service = service_for(context, preset);
        JudgeBatch batch;
        batch.preset = preset;
        batch.requested = int(paths.size());
        EvalOptions eval;
        eval.cancel = context.cancel;
        const qint64 total = paths.size();
        for (qint64 i = 0; i < total; ++i) {
            if (cancelled(context)) {
                batch.stopped = true;
                break;
            }
            context.progress(i, total, QFileInfo(paths[int(i)]).fileName());
            try {
                batch.documents.push_back(service.judge_file(paths[int(i)], eval));
            } catch (const Error& e) {
                if (e.kind() == ErrorKind::Cancelled) {
                    batch.stopped = true;
                    break;
                }
                // Scoring failed for this document only (e.g. it does not fit the context).
                services::JudgedDocument failed;
                failed.path = paths[int(i)];
                failed.error = QString::fromUtf8(e.what());
                batch.documents.push_back(std::move(failed));
            }
        }
        context.progress(qint64(batch.documents.size()), total, QString());
        return QVariant::fromValue(batch);
    };
}

ui::EngineJob make_calibrate_job(const QString& csv_path, const judge::Preset& preset, const QString& preset_path,
                                 const services::CalibrateOptions& options) {
    return [csv_path, preset, preset_path, options](const ui::JobContext& context) -> QVariant {
        services::CalibrateOptions fit = options;
        const std::vector<services::LabeledRow> rows = services::read_labeled_csv(csv_path, &fit.data_sha256);
        if (rows.empty()) throw Error(ErrorKind::Format, csv_path.toStdString() + ": no labeled rows");
        fit.model_label = QFileInfo(context.model_path).fileName().toStdString();
        services::JudgeService& service = service_for(context, preset);
        CalibrationOutcome outcome;
        outcome.data_path = csv_path;
        outcome.preset_path = preset_path;
        outcome.gate_before = preset.gate;
        outcome.report = service.calibrate(
            rows, fit, [&](int64_t done, int64_t total) { context.progress(done, total, QObject::tr("labeled rows")); },
            context.cancel);
        return QVariant::fromValue(outcome);
    };
}

}  // namespace synsema::ui
