#include "engine_worker.h"

#include <QElapsedTimer>
#include <QFileInfo>

#include "engine/chat/chat_session.h"
#include "engine/model/model.h"
#include "engine/session/generate.h"
#include "engine/session/session.h"
#include "engine/util/error.h"
#include "engine/util/log.h"
#include "ui/models/model_details.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace synsema::ui {

EngineWorker::EngineWorker() = default;

EngineWorker::~EngineWorker() = default;

void EngineWorker::lower_priority() {
    // Linux nice values are per thread; threads created later inherit them.
    const auto tid = static_cast<id_t>(::syscall(SYS_gettid));
    if (::setpriority(PRIO_PROCESS, tid, 5) != 0) spdlog::debug("could not lower the engine thread's priority");
}

void EngineWorker::load_model(const sources::ResolvedModel& resolved, int threads, const QStringList& arch_dirs,
                              const CancelFlag& cancel, const QString& origin) {
    const QString path = resolved.entry.files.empty() ? QString::fromStdString(resolved.requested)
                                                      : QString::fromStdString(resolved.entry.files[0].path);
    emit load_started(path);
    try {
        job_state_.clear();
        chat_.reset();
        session_.reset();
        model_.reset();
        model_path_.clear();
        model::LoadOptions options;
        for (const QString& d : arch_dirs) options.arch_dirs.push_back(d.toStdString());
        if (resolved.entry.files.empty())
            throw Error(ErrorKind::Unsupported, "'" + resolved.requested + "' has no weight files to load");
        // Exactly the files the name was resolved to (every split).
        auto m = model::Model::load_files(resolved.entry.paths(), options);
        if (cancel->load()) throw Error(ErrorKind::Cancelled, "loading was cancelled");
        SessionOptions so;
        so.n_threads = threads;
        session_ = std::make_unique<Session>(*m, so);
        chat_ = std::make_unique<chat::ChatSession>(*m, *session_, chat::from_gguf(m->file()));
        model_ = std::move(m);
        model_path_ = path;
        resolved_ = resolved;
        ModelDetails d = describe_gguf(model_->files());
        // The name it was found by: a store's name, or a file's name.
        d.found_as = resolved.entry.source == sources::SourceKind::File ? QFileInfo(path).fileName()
                                                                        : QString::fromStdString(resolved.requested);
        d.arch_file = QString::fromStdString(model_->arch_path());
        d.context_notice = QString::fromStdString(session_->context_notice());
        d.origin = origin;
        spdlog::info("loaded model {} ({} threads)", model_->name(), session_->n_threads());
        emit model_loaded(d);
    } catch (const std::exception& e) {
        chat_.reset();
        session_.reset();
        model_.reset();
        emit load_failed(QString::fromUtf8(e.what()));
    }
}

void EngineWorker::unload_model() {
    job_state_.clear();
    model_path_.clear();
    chat_.reset();
    session_.reset();
    model_.reset();
}

void EngineWorker::clear_history() {
    if (chat_) chat_->clear();
}

void EngineWorker::run_job(const QString& kind, const EngineJob& job, int threads, const CancelFlag& cancel) {
    JobContext context;
    context.model = model_.get();
    context.model_path = model_path_;
    context.resolved = model_ ? &resolved_ : nullptr;
    context.threads = threads;
    context.cancel = cancel.get();
    context.state = &job_state_[kind];
    // Progress is throttled like the prefill's, so a fast job cannot flood the GUI.
    QElapsedTimer since_progress;
    since_progress.start();
    context.progress = [&](qint64 done, qint64 total, const QString& what) {
        if (done < total && since_progress.elapsed() < 30) return;
        since_progress.restart();
        emit job_progress(kind, done, total, what);
    };
    try {
        // Cancelled while it waited in the queue: it never starts.
        if (cancel->load()) throw Error(ErrorKind::Cancelled, "cancelled before it started");
        const QVariant result = job(context);
        emit job_finished(kind, result);
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Cancelled) emit job_cancelled(kind);
        else emit job_failed(kind, QString::fromUtf8(e.what()));
    } catch (const std::exception& e) {
        emit job_failed(kind, QString::fromUtf8(e.what()));
    }
}

void EngineWorker::generate(const GenerationRequest& request, const CancelFlag& cancel) {
    if (!session_) {
        emit generation_failed(tr("No model is loaded."));
        return;
    }
    try {
        // The whole conversation through the model's chat template
        // (chat::ChatSession, the CLI's `run --chat` path too).
        chat_->set_system(request.system_prompt.toStdString());
        GenerateOptions go;
        go.max_tokens = request.sampling.max_tokens;
        go.sampling.temperature = float(request.sampling.temperature);
        go.sampling.top_k = request.sampling.top_k;
        go.sampling.top_p = float(request.sampling.top_p);
        go.sampling.min_p = float(request.sampling.min_p);
        go.sampling.repeat_penalty = float(request.sampling.repeat_penalty);
        go.sampling.seed = request.sampling.seed;
        go.cancel = cancel.get();
        // Progress is throttled so a long prefill does not flood the GUI's event queue.
        QElapsedTimer since_progress;
        since_progress.start();
        go.prefill_progress = [&](const EvalProgress& p) {
            if (p.fraction < 1.0 && since_progress.elapsed() < 30) return;
            since_progress.restart();
            emit prefill_progress(p.tokens_done, p.tokens_total, p.fraction);
        };
        QElapsedTimer decode_clock;
        qint64 generated = 0;
        go.on_text = [&](std::string_view piece) {
            if (generated == 0) decode_clock.start();
            ++generated;
            emit text_ready(QString::fromUtf8(piece.data(), qsizetype(piece.size())));
            if (generated % 4 == 0 && decode_clock.elapsed() > 0)
                emit decode_progress(generated, double(generated) * 1000.0 / double(decode_clock.elapsed()));
            return true;
        };
        const GenerateStats stats = chat_->send(request.user_prompt.toStdString(), std::move(go)).stats;
        GenerationStats out;
        out.prompt_tokens = stats.prompt_tokens;
        out.prefill_tokens = stats.prefill_tokens;
        out.generated_tokens = stats.generated_tokens;
        out.prefill_seconds = stats.prefill_seconds;
        out.decode_seconds = stats.decode_seconds;
        out.stop_reason = QString::fromStdString(stats.stop_reason);
        emit generation_finished(out);
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Cancelled) {
            GenerationStats out;
            out.stop_reason = QStringLiteral("cancelled");
            emit generation_finished(out);
        } else {
            emit generation_failed(QString::fromUtf8(e.what()));
        }
    } catch (const std::exception& e) {
        emit generation_failed(QString::fromUtf8(e.what()));
    }
}

}  // namespace synsema::ui
