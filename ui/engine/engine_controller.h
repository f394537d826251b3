// The GUI side of the Controller/Worker pair: owns the engine thread, forwards
// requests to the worker through queued calls and its results back as signals.
// Cancellation is an atomic flag the engine checks between layers.
#pragma once
#include <QObject>
#include <QThread>

#include <atomic>
#include <vector>

#include "engine/sources/model_source.h"
#include "ui/engine/engine_job.h"
#include "ui/engine/engine_types.h"

namespace synsema::ui {

class EngineWorker;

class EngineController : public QObject {
    Q_OBJECT
public:
    explicit EngineController(QObject* parent = nullptr);
    ~EngineController() override;  // cancels and joins the engine thread

    // arch_dirs: where to look for .arch files, in order (empty: the defaults).
    // Loads the model as the browser found it (its files, its name).
    // `origin`: what chose the model when no person did (ModelDetails::origin).
    void load_model(const sources::ResolvedModel& model, int threads, const QStringList& arch_dirs = {},
                    const QString& origin = {});
    // A file by path (split siblings included).
    void load_model(const QString& path, int threads, const QStringList& arch_dirs = {});
    void generate(const GenerationRequest& request);
    // Forgets the conversation so far; the next prompt starts a new one.
    void clear_history();
    // Runs an app job on the engine thread (see engine_job.h); its outcome
    // arrives as exactly one of job_finished / job_failed / job_cancelled.
    void run_job(const QString& kind, EngineJob job, int threads = 1);
    // Stops whatever runs now (load, prefill, decode or job) at the next layer
    // boundary, and whatever is queued behind it; later requests are unaffected.
    void cancel();
    // Cancels and waits for the engine thread to finish; returns false on timeout.
    bool shutdown(int timeout_ms);
    bool busy() const { return busy_; }

signals:
    void load_started(const QString& path);
    void model_loaded(const synsema::ui::ModelDetails& details);
    void load_failed(const QString& message);
    void prefill_progress(qint64 done, qint64 total, double fraction);
    void text_ready(const QString& text);
    void decode_progress(qint64 generated, double tokens_per_second);
    void generation_finished(const synsema::ui::GenerationStats& stats);
    void generation_failed(const QString& message);
    void busy_changed(bool busy);
    void job_progress(const QString& kind, qint64 done, qint64 total, const QString& what);
    void job_finished(const QString& kind, const QVariant& result);
    void job_failed(const QString& kind, const QString& message);
    void job_cancelled(const QString& kind);

private:
    void set_busy(bool busy);
    // A fresh flag for a new request, remembered until cancel() or its end.
    CancelFlag new_request();

    std::vector<CancelFlag> outstanding_;  // GUI thread only
    QThread thread_;
    EngineWorker* worker_ = nullptr;  // lives in thread_, deleted when it finishes
    bool busy_ = false;
};

}  // namespace synsema::ui
