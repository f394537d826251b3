#include "judge_page.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>

#include <algorithm>
#include <climits>

#include "ui/judge/judge_calibration_dialog.h"
#include "ui/judge/judge_jobs.h"
#include "ui/judge/judge_preset_picker.h"
#include "ui/judge/judge_table_model.h"
#include "ui/engine/engine_controller.h"
#include "ui/shell/main_window.h"
#include "ui/shell/new_file.h"

namespace synsema::ui {
namespace {

const QStringList kDocumentPatterns = {"*.txt", "*.text", "*.md", "*.markdown", "*.pdf", "*.docx"};

// Dropped files the tab takes: any local file but a model (the window takes
// those), and the documents inside a dropped folder.
QStringList dropped_documents(const QMimeData* mime) {
    QStringList out;
    for (const QUrl& url : mime->urls()) {
        if (!url.isLocalFile()) continue;
        const QFileInfo info(url.toLocalFile());
        if (info.isDir()) {
            for (const QFileInfo& f : QDir(info.absoluteFilePath()).entryInfoList(kDocumentPatterns, QDir::Files, QDir::Name))
                out << f.absoluteFilePath();
        } else if (!info.fileName().endsWith(".gguf", Qt::CaseInsensitive)) {
            out << info.absoluteFilePath();
        }
    }
    return out;
}

}  // namespace

JudgePage::JudgePage(ui::MainWindow& window, QWidget* parent) : QWidget(parent), window_(window) {
    setAcceptDrops(true);
    setObjectName("judgePage");
    build_controls();
    connect_engine();
    has_model_ = !window_.loaded_model().path.isEmpty();
    on_preset_changed();
}

void JudgePage::connect_engine() {
    ui::EngineController* engine = window_.engine();
    connect(engine, &ui::EngineController::load_started, this, [this] {
        has_model_ = false;
        update_controls();
    });
    connect(engine, &ui::EngineController::model_loaded, this, [this] {
        has_model_ = true;
        update_controls();
    });
    connect(engine, &ui::EngineController::load_failed, this, [this] {
        has_model_ = false;
        update_controls();
    });
    connect(engine, &ui::EngineController::busy_changed, this, &JudgePage::update_controls);
    connect(engine, &ui::EngineController::job_progress, this,
            [this](const QString& kind, qint64 done, qint64 total, const QString& what) {
                if (kind != kJudgeJobKind || running_ == Running::Nothing) return;
                progress_->setRange(0, int(std::min<qint64>(total, INT_MAX)));
                progress_->setValue(int(std::min<qint64>(done, INT_MAX)));
                if (running_ == Running::Judging)
                    status_->setText(done < total ? tr("Judging document %1 of %2: %3").arg(done + 1).arg(total).arg(what)
                                                  : tr("Judged %1 of %2 documents").arg(done).arg(total));
                else
                    status_->setText(tr("Calibrating: scored %1 of %2 %3").arg(done).arg(total).arg(what));
            });
    connect(engine, &ui::EngineController::job_finished, this, [this](const QString& kind, const QVariant& result) {
        if (kind == kJudgeJobKind) on_finished(result);
    });
    connect(engine, &ui::EngineController::job_failed, this, [this](const QString& kind, const QString& message) {
        if (kind != kJudgeJobKind) return;
        running_ = Running::Nothing;
        status_->clear();
        show_message(message);
        update_controls();
    });
    connect(engine, &ui::EngineController::job_cancelled, this, [this](const QString& kind) {
        if (kind != kJudgeJobKind) return;
        status_->setText(running_ == Running::Calibrating ? tr("Calibration stopped.") : tr("Stopped."));
        running_ = Running::Nothing;
        update_controls();
    });
}

void JudgePage::update_controls() {
    const bool idle = running_ == Running::Nothing;
    const bool engine_free = !window_.engine()->busy();
    const bool ready = idle && engine_free && has_model_ && presets_->preset().has_value();
    no_model_->setVisible(!has_model_);
    presets_->setEnabled(idle);
    add_->setEnabled(idle);
    clear_->setEnabled(idle && model_->rowCount() > 0);
    run_->setEnabled(ready && model_->rowCount() > 0);
    calibrate_->setEnabled(ready);
    stop_->setEnabled(!idle);
    export_->setEnabled(idle && model_->has_results());
    progress_->setVisible(!idle);
}

void JudgePage::show_message(const QString& text) { message_->setText(text); }

void JudgePage::on_preset_changed() {
    const auto& preset = presets_->preset();
    QStringList labels;
    if (preset)
        for (const auto& l : preset->labels) labels << QString::fromStdString(l.name);
    model_->set_labels(labels);  // results of the old preset no longer apply
    proxy_->setFilterKeyColumn(model_->verdict_column());
    show_message({});
    update_controls();
}

void JudgePage::add_documents(const QStringList& paths) {
    if (running_ != Running::Nothing) {
        show_message(tr("Documents can be added when the current run has finished."));
        return;
    }
    for (const QString& path : paths) model_->add_document(QFileInfo(path).absoluteFilePath());
    update_controls();
}

void JudgePage::run() {
    if (!run_->isEnabled()) return;
    const judge::Preset preset = *presets_->preset();
    running_ = Running::Judging;
    show_message({});
    status_->setText(tr("Starting…"));
    progress_->setRange(0, model_->rowCount());
    progress_->setValue(0);
    update_controls();
    window_.engine()->run_job(kJudgeJobKind, make_judge_job(model_->paths(), preset), window_.threads_setting());
    update_controls();
}

void JudgePage::stop() {
    if (running_ != Running::Nothing) window_.engine()->cancel();
}

void JudgePage::on_finished(const QVariant& result) {
    const Running was = running_;
    running_ = Running::Nothing;
    if (was == Running::Judging && result.canConvert<JudgeBatch>()) {
        const JudgeBatch batch = result.value<JudgeBatch>();
        results_preset_ = batch.preset;
        model_->apply(batch);
        int review = 0, errors = 0;
        for (const auto& d : batch.documents) {
            if (!d.error.isEmpty()) ++errors;
            else if (d.judgement.verdict == judge::Verdict::NeedsReview) ++review;
        }
        const QString counts = tr("%1 need review, %2 failed").arg(review).arg(errors);
        status_->setText(batch.stopped ? tr("Stopped after %1 of %2 documents (%3).").arg(batch.documents.size()).arg(batch.requested).arg(counts)
                                       : tr("Judged %1 documents (%2).").arg(batch.documents.size()).arg(counts));
    } else if (was == Running::Calibrating && result.canConvert<CalibrationOutcome>()) {
        status_->setText(tr("Calibration finished."));
        show_calibration(result.value<CalibrationOutcome>());
    }
    update_controls();
}

void JudgePage::calibrate_with(const QString& csv_path) {
    if (!calibrate_->isEnabled()) return;
    services::CalibrateOptions options;
    options.alpha = alpha_->value();
    options.delta = delta_->value();
    try {
        options.method = judge::parse_calibration_method(method_->currentText().toStdString());
    } catch (const std::exception& e) {
        show_message(QString::fromUtf8(e.what()));
        return;
    }
    running_ = Running::Calibrating;
    show_message({});
    status_->setText(tr("Calibrating on %1…").arg(QFileInfo(csv_path).fileName()));
    progress_->setRange(0, 0);
    update_controls();
    window_.engine()->run_job(kJudgeJobKind, make_calibrate_job(csv_path, *presets_->preset(), presets_->path(), options),
                              window_.threads_setting());
    update_controls();
}

void JudgePage::show_calibration(const CalibrationOutcome& outcome) {
    auto* dialog = new JudgeCalibrationDialog(outcome, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // A saved calibrated preset becomes the selected one, so the next run uses its gate.
    connect(dialog, &JudgeCalibrationDialog::preset_saved, this, [this](const QString& path) {
        const QString error = presets_->select_file(path);
        if (!error.isEmpty()) show_message(error);
    });
    dialog->open();
    emit calibration_shown(outcome);
}

QString JudgePage::export_csv_to(const QString& path) {
    const auto judged = model_->judged();
    if (judged.empty()) return tr("Nothing has been judged yet.");
    const QString target = QFileInfo(path).absoluteFilePath();
    if (model_->paths().contains(target)) return tr("%1 is one of the judged documents; choose a new file.").arg(path);
    const QByteArray csv = services::judge_results_csv(results_preset_, judged);
    return ui::save_new_file(path, csv);
}

void JudgePage::choose_documents() {
    if (!add_->isEnabled()) return;
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Add documents to judge"), QDir::homePath(),
                                                            tr("Documents (%1);;All files (*)").arg(kDocumentPatterns.join(' ')));
    add_documents(files);
}

void JudgePage::choose_calibration_data() {
    if (!calibrate_->isEnabled()) return;
    const QString csv = QFileDialog::getOpenFileName(this, tr("Labeled data for calibration (text,label)"), QDir::homePath(),
                                                     tr("CSV files (*.csv);;All files (*)"));
    if (!csv.isEmpty()) calibrate_with(csv);
}

void JudgePage::choose_export_file() {
    if (!export_->isEnabled()) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export judge results"), QDir::home().filePath("judge-results.csv"),
                                                      tr("CSV files (*.csv)"), nullptr, ui::kNewFileDialogOptions);
    if (path.isEmpty()) return;
    const QString error = export_csv_to(path);
    if (error.isEmpty()) status_->setText(tr("Exported %1").arg(path));
    show_message(error);
}

void JudgePage::dragEnterEvent(QDragEnterEvent* event) {
    if (running_ == Running::Nothing && !dropped_documents(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void JudgePage::dropEvent(QDropEvent* event) {
    const QStringList files = dropped_documents(event->mimeData());
    if (files.isEmpty() || running_ != Running::Nothing) return;
    add_documents(files);
    event->acceptProposedAction();
}

}  // namespace synsema::ui
