// A job that runs on the engine thread against the loaded model: how the app's
// own services (judge, redaction) reach the engine without the ui library
// knowing them. The app builds the job as a closure over value types; the
// worker runs it with a context and sends its QVariant result back through a
// queued signal. The job must not touch widgets or item models.
#pragma once
#include <QString>
#include <QVariant>

#include <atomic>
#include <functional>
#include <memory>

namespace synsema {
class Session;
namespace model { class Model; }
}  // namespace synsema

namespace synsema::ui {

// One request's cancel flag, shared by the controller (which sets it) and the
// worker (which polls it while the request runs).
using CancelFlag = std::shared_ptr<std::atomic<bool>>;

struct JobContext {
    const model::Model* model = nullptr;  // null when no model is loaded
    QString model_path;                   // the loaded model's file ("" when none)
    int threads = 1;                      // the user's thread setting
    const std::atomic<bool>* cancel = nullptr;  // set when the user stops the job
    // A slot that survives between jobs of the same kind for the loaded model
    // (e.g. a judge session whose prefix cache the next request reuses). It is
    // dropped when another model is loaded.
    std::shared_ptr<void>* state = nullptr;
    // Thread-safe: reaches the GUI as EngineController::job_progress (throttled).
    std::function<void(qint64 done, qint64 total, const QString& what)> progress;
};

// Returns the result (any registered value type); throws synsema::Error or
// std::exception on failure (Cancelled reaches the GUI as job_cancelled).
using EngineJob = std::function<QVariant(const JobContext&)>;

}  // namespace synsema::ui
