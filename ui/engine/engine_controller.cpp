#include "engine_controller.h"

#include <QMetaObject>

#include "engine/sources/resolver.h"
#include "ui/engine/engine_worker.h"

namespace synsema::ui {

EngineController::EngineController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<ModelDetails>();
    qRegisterMetaType<GenerationRequest>();
    qRegisterMetaType<GenerationStats>();
    worker_ = new EngineWorker();
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(worker_, &EngineWorker::load_started, this, &EngineController::load_started);
    connect(worker_, &EngineWorker::model_loaded, this, [this](const ModelDetails& d) {
        set_busy(false);
        emit model_loaded(d);
    });
    connect(worker_, &EngineWorker::load_failed, this, [this](const QString& m) {
        set_busy(false);
        emit load_failed(m);
    });
    connect(worker_, &EngineWorker::prefill_progress, this, &EngineController::prefill_progress);
    connect(worker_, &EngineWorker::text_ready, this, &EngineController::text_ready);
    connect(worker_, &EngineWorker::decode_progress, this, &EngineController::decode_progress);
    connect(worker_, &EngineWorker::generation_finished, this, [this](const GenerationStats& s) {
        set_busy(false);
        emit generation_finished(s);
    });
    connect(worker_, &EngineWorker::generation_failed, this, [this](const QString& m) {
        set_busy(false);
        emit generation_failed(m);
    });
    connect(worker_, &EngineWorker::job_progress, this, &EngineController::job_progress);
    connect(worker_, &EngineWorker::job_finished, this, [this](const QString& kind, const QVariant& result) {
        set_busy(false);
        emit job_finished(kind, result);
    });
    connect(worker_, &EngineWorker::job_failed, this, [this](const QString& kind, const QString& message) {
        set_busy(false);
        emit job_failed(kind, message);
    });
    connect(worker_, &EngineWorker::job_cancelled, this, [this](const QString& kind) {
        set_busy(false);
        emit job_cancelled(kind);
    });
    thread_.setObjectName("synsema-engine");
    thread_.start();
    QMetaObject::invokeMethod(worker_, "lower_priority", Qt::QueuedConnection);
}

EngineController::~EngineController() { shutdown(5000); }

void EngineController::set_busy(bool busy) {
    if (busy_ == busy) return;
    busy_ = busy;
    emit busy_changed(busy);
}

CancelFlag EngineController::new_request() {
    // Flags the worker no longer holds belong to finished requests.
    std::erase_if(outstanding_, [](const CancelFlag& f) { return f.use_count() == 1; });
    return outstanding_.emplace_back(std::make_shared<std::atomic<bool>>(false));
}

// Requests are functor calls queued to the worker's thread: closures over
// value types (and the request's own cancel flag).
void EngineController::load_model(const sources::ResolvedModel& model, int threads, const QStringList& arch_dirs,
                                  const QString& origin) {
    set_busy(true);
    EngineWorker* worker = worker_;
    QMetaObject::invokeMethod(
        worker_,
        [worker, model, threads, arch_dirs, origin, cancel = new_request()] {
            worker->load_model(model, threads, arch_dirs, cancel, origin);
        },
        Qt::QueuedConnection);
}

void EngineController::load_model(const QString& path, int threads, const QStringList& arch_dirs) {
    load_model(sources::ResolvedModel{path.toStdString(), sources::file_source_entry(path.toStdString())}, threads, arch_dirs);
}

void EngineController::generate(const GenerationRequest& request) {
    set_busy(true);
    EngineWorker* worker = worker_;
    QMetaObject::invokeMethod(worker_, [worker, request, cancel = new_request()] { worker->generate(request, cancel); },
                              Qt::QueuedConnection);
}

void EngineController::run_job(const QString& kind, EngineJob job, int threads) {
    set_busy(true);
    EngineWorker* worker = worker_;
    QMetaObject::invokeMethod(
        worker_, [worker, kind, job = std::move(job), threads, cancel = new_request()] { worker->run_job(kind, job, threads, cancel); },
        Qt::QueuedConnection);
}

void EngineController::clear_history() {
    // Queued behind any running generation, so its reply is forgotten too.
    QMetaObject::invokeMethod(worker_, "clear_history", Qt::QueuedConnection);
}

void EngineController::cancel() {
    for (const CancelFlag& f : outstanding_) f->store(true);
    outstanding_.clear();
}

bool EngineController::shutdown(int timeout_ms) {
    if (!thread_.isRunning()) return true;
    cancel();
    thread_.quit();
    return thread_.wait(QDeadlineTimer(timeout_ms));
}

}  // namespace synsema::ui
