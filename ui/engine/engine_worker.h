// The engine side of the Controller/Worker pair: an unparented QObject moved
// to its own QThread. It owns the loaded model and session and never touches
// widgets; results leave it only as value types through queued signals.
#pragma once
#include <QObject>

#include <atomic>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/sources/model_source.h"
#include "ui/engine/engine_job.h"
#include "ui/engine/engine_types.h"

namespace synsema {
class Session;
namespace model { class Model; }
namespace chat { class ChatSession; }
}  // namespace synsema

namespace synsema::ui {

class EngineWorker : public QObject {
    Q_OBJECT
public:
    EngineWorker();
    ~EngineWorker() override;

public slots:
    // Called first on the engine thread: lowers its CPU priority (and that of the
    // compute threads it starts, which inherit it) so the GUI thread always wins a core.
    void lower_priority();
    // Each request carries its own cancel flag (set by EngineController::cancel
    // while the request is queued or running), so a Stop can never leak into,
    // or be undone by, the request after it.
    // `origin` ends up in ModelDetails::origin.
    void load_model(const synsema::sources::ResolvedModel& model, int threads, const QStringList& arch_dirs,
                    const synsema::ui::CancelFlag& cancel, const QString& origin = {});
    void unload_model();
    void clear_history();
    void generate(const synsema::ui::GenerationRequest& request, const synsema::ui::CancelFlag& cancel);
    // Runs an app job (judge, redaction) against the loaded model. `kind`
    // names the job's persistent state slot (JobContext::state).
    void run_job(const QString& kind, const synsema::ui::EngineJob& job, int threads,
                 const synsema::ui::CancelFlag& cancel);

signals:
    void load_started(const QString& path);
    void model_loaded(const synsema::ui::ModelDetails& details);
    void load_failed(const QString& message);
    void prefill_progress(qint64 done, qint64 total, double fraction);
    void text_ready(const QString& text);
    void decode_progress(qint64 generated, double tokens_per_second);
    void generation_finished(const synsema::ui::GenerationStats& stats);
    void generation_failed(const QString& message);
    void job_progress(const QString& kind, qint64 done, qint64 total, const QString& what);
    void job_finished(const QString& kind, const QVariant& result);
    void job_failed(const QString& kind, const QString& message);
    void job_cancelled(const QString& kind);

private:
    std::unique_ptr<model::Model> model_;
    std::unique_ptr<Session> session_;
    QString model_path_;
    std::map<QString, std::shared_ptr<void>> job_state_;  // per job kind; cleared with the model
    // The conversation so far: each request renders the whole history
    // through the model's chat template, and the session's prefix reuse
    // means only the new turn is prefilled.
    std::unique_ptr<chat::ChatSession> chat_;
    synsema::sources::ResolvedModel resolved_;  // what model_ was loaded from, as found
};

}  // namespace synsema::ui
