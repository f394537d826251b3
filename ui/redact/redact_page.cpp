#include "redact_page.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTextBlock>

#include <algorithm>
#include <set>

#include "ui/redact/category_colors.h"
#include "ui/redact/page_preview.h"
#include "ui/redact/person_decisions.h"
#include "ui/redact/redaction_jobs.h"
#include "ui/redact/redaction_values.h"
#include "ui/redact/span_table_model.h"
#include "ui/redact/text_offsets.h"
#include "engine/redact/policy.h"
#include "ui/shell/new_file.h"
#include "services/documents/document_types.h"
#include "ui/engine/engine_controller.h"
#include "ui/shell/app_settings.h"
#include "ui/shell/main_window.h"
#include "engine/ocr/ocr_protocol.h"

namespace synsema::ui {

namespace {

bool is_document_url(const QUrl& url) {
    return url.isLocalFile() && !QFileInfo(url.toLocalFile()).suffix().isEmpty() &&
           documents::format_of(url.toLocalFile()).has_value();
}

}  // namespace

RedactPage::RedactPage(ui::MainWindow& window, QWidget* parent)
    : QWidget(parent), window_(window), offsets_(std::make_unique<TextOffsets>()), spans_(new SpanTableModel(this)) {
    setObjectName("redactPage");
    build_ui();
    auto* engine = window_.engine();
    connect(engine, &ui::EngineController::job_progress, this, &RedactPage::on_job_progress);
    connect(engine, &ui::EngineController::job_finished, this, &RedactPage::on_job_finished);
    connect(engine, &ui::EngineController::job_failed, this, &RedactPage::on_job_failed);
    connect(engine, &ui::EngineController::job_cancelled, this, &RedactPage::on_job_cancelled);
    set_running({});
    refresh_status();
    show_message(tr("Drop documents here (.txt, .md, .pdf, .docx) or use Add documents. "
                    "The originals are never changed; export writes new files."), false);
}

RedactPage::~RedactPage() = default;

int RedactPage::current_document() const { return spans_->document(); }

void RedactPage::dragEnterEvent(QDragEnterEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (std::any_of(urls.begin(), urls.end(), is_document_url)) event->acceptProposedAction();
    else event->ignore();  // a model file goes on to the window, which loads models
}

void RedactPage::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (is_document_url(url)) paths << url.toLocalFile();
    if (paths.isEmpty()) return event->ignore();
    event->acceptProposedAction();
    add_documents(paths);
}

void RedactPage::choose_documents() {
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Add documents"), {}, tr("Documents (%1);;All files (*)").arg(documents::dialog_patterns()));
    if (!paths.isEmpty()) add_documents(paths);
}

void RedactPage::add_documents(const QStringList& paths) {
    for (const QString& p : paths) {
        const QString absolute = QFileInfo(p).absoluteFilePath();
        if (!files_.contains(absolute)) files_ << absolute;
    }
    // The whole set is detected again: a name found in a new document is
    // then found in the others too, and placeholders stay consistent.
    if (running()) rerun_after_job_ = true;
    else start_detection();
}

QString RedactPage::ocr_languages() const {
    const QString typed = ocr_languages_->currentText().trimmed();
    return ocr::valid_languages(typed.toStdString()) ? typed : AppSettings::load().ocr_languages;
}

void RedactPage::start_detection() {
    if (files_.isEmpty()) return;
    rerun_after_job_ = false;
    set_running(kDetectJob);
    window_.engine()->run_job(kDetectJob, make_detect_job(files_, redact::kSpanReviewPreset, ocr_languages()), window_.threads_setting());
}

void RedactPage::choose_export_folder() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export redacted copies to"));
    if (!dir.isEmpty()) export_to(dir);
}

void RedactPage::choose_policy_file() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a redaction policy"), {}, tr("Policies (*.json)"));
    if (path.isEmpty()) return;
    try {
        const redact::Policy policy = redact::load_policy_file(path.toStdString());
        policy_->addItem(QString::fromStdString(policy.name) + " (" + QFileInfo(path).fileName() + ")", path);
        policy_->setCurrentIndex(policy_->count() - 1);
    } catch (const std::exception& e) {
        show_message(QString::fromUtf8(e.what()), true);
    }
}

void RedactPage::export_to(const QString& dir) {
    if (running()) return show_message(tr("Wait for the current job to finish, or press Stop."), true);
    if (set_.docs.empty()) return show_message(tr("There is nothing to export: add documents first."), true);
    if (const QString problem = ui::folder_write_problem(dir); !problem.isEmpty()) return show_message(problem, true);
    services::ExportOptions options;
    options.out_dir = dir;
    options.keep_tiff = AppSettings::load().keep_tiff;
    try {
        options.policy = redact::load_policy_file(policy_->currentData().toString().toStdString());
    } catch (const std::exception& e) {
        return show_message(QString::fromUtf8(e.what()), true);
    }
    set_running(kExportJob);
    window_.engine()->run_job(kExportJob, make_export_job(set_, std::move(options)), window_.threads_setting());
}

void RedactPage::set_running(const QString& kind) {
    running_kind_ = kind;
    const bool busy = !kind.isEmpty();
    stop_button_->setEnabled(busy);
    export_button_->setEnabled(!busy);
    progress_->setVisible(busy);
    progress_->setRange(0, 0);
}

void RedactPage::on_job_progress(const QString& kind, qint64 done, qint64 total, const QString& what) {
    if (kind != running_kind_) return;
    if (total > 0) {
        progress_->setRange(0, 1000);
        progress_->setValue(int(1000 * std::min(done, total) / total));
    } else {
        progress_->setRange(0, 0);
    }
    progress_->setFormat(what);
    progress_->setTextVisible(!what.isEmpty());
}

void RedactPage::on_job_finished(const QString& kind, const QVariant& result) {
    if (kind != running_kind_) return;
    set_running({});
    if (kind == kDetectJob && result.canConvert<services::RedactionSet>()) {
        services::RedactionSet fresh = result.value<services::RedactionSet>();
        carry_person_decisions(set_, fresh);
        const int shown = std::max(0, documents_->currentRow());
        set_ = std::move(fresh);
        refresh_documents();
        documents_->setCurrentRow(set_.docs.empty() ? -1 : std::min(shown, int(set_.docs.size()) - 1));
        show_document(documents_->currentRow());
        QStringList problems;
        for (const auto& f : set_.failed) problems << QFileInfo(f.path).fileName() + ": " + f.message;
        for (const auto& d : set_.docs)
            for (const auto& n : d.notices) problems << QFileInfo(d.path).fileName() + ": " + n;
        show_message(problems.isEmpty() ? tr("Detection finished.") : problems.join("\n"), !set_.failed.empty());
        emit detection_finished();
    } else if (kind == kExportJob && result.canConvert<RedactExportResult>()) {
        const RedactExportResult r = result.value<RedactExportResult>();
        QStringList lines, errors;
        for (const auto& d : r.documents) {
            if (d.error.isEmpty()) lines << tr("%1 → %2 (%3 redacted)").arg(QFileInfo(d.input).fileName(), QFileInfo(d.output).fileName()).arg(d.redacted);
            else errors << d.error;
        }
        show_message((errors + lines).join("\n") + "\n" + tr("Written to %1").arg(r.out_dir), !errors.isEmpty());
        emit export_finished(r.out_dir);
    }
    if (rerun_after_job_) start_detection();
}

void RedactPage::on_job_failed(const QString& kind, const QString& message) {
    if (kind != running_kind_) return;
    set_running({});
    show_message(message, true);
    emit job_failed(message);
    if (rerun_after_job_) start_detection();
}

void RedactPage::on_job_cancelled(const QString& kind) {
    if (kind != running_kind_) return;
    set_running({});
    rerun_after_job_ = false;
    show_message(tr("Stopped."), false);
}

void RedactPage::refresh_documents() {
    documents_->clear();
    for (const auto& d : set_.docs) {
        auto* item = new QListWidgetItem(QFileInfo(d.path).fileName(), documents_);
        item->setToolTip(d.path + (d.notices.isEmpty() ? QString() : "\n" + d.notices.join("\n")));
        if (d.needs_ocr()) item->setText(item->text() + tr(" — no text found: needs OCR"));
        else if (d.used_ocr())
            item->setText(item->text() + (d.min_ocr_confidence() < documents::kLowOcrPageConfidence ? tr(" — OCR, low confidence")
                                                                                                    : tr(" — OCR")));
    }
    for (const auto& f : set_.failed) {
        auto* item = new QListWidgetItem(QFileInfo(f.path).fileName() + tr(" — not read"), documents_);
        item->setToolTip(f.message);
        item->setFlags(Qt::NoItemFlags);
    }
}

void RedactPage::show_document(int doc) {
    const bool valid = doc >= 0 && size_t(doc) < set_.docs.size();
    offsets_ = std::make_unique<TextOffsets>(valid ? set_.docs[size_t(doc)].text : std::string());
    text_->setPlainText(offsets_->display());
    spans_->show_document(valid ? &set_ : nullptr, valid ? doc : -1);
    preview_->show_document(valid ? &set_ : nullptr, valid ? doc : -1);
    views_->setTabEnabled(1, preview_->has_pages());
}

void RedactPage::refresh_highlights() {
    QList<QTextEdit::ExtraSelection> selections;
    std::set<QString> categories;
    const int doc = spans_->document();
    if (doc >= 0) {
        for (const auto& s : set_.spans[size_t(doc)]) {
            QTextEdit::ExtraSelection sel;
            sel.cursor = QTextCursor(text_->document());
            sel.cursor.setPosition(offsets_->to_display(s.start));
            sel.cursor.setPosition(offsets_->to_display(s.end), QTextCursor::KeepAnchor);
            const QString category = QString::fromStdString(s.category);
            categories.insert(category);
            // Redacted: the category's colour. Kept: struck out, no colour.
            // Still to review: the colour with a red wavy underline.
            if (s.decision == redact::Decision::Keep) {
                sel.format.setFontStrikeOut(true);
                sel.format.setForeground(Qt::darkGray);
            } else {
                sel.format.setBackground(category_color(category));
            }
            if (s.needs_review) {
                sel.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
                sel.format.setUnderlineColor(Qt::red);
            }
            sel.format.setProperty(QTextFormat::UserProperty, category);
            selections << sel;
        }
    }
    text_->setExtraSelections(selections);
    QString legend;
    for (const QString& c : categories)
        legend += QString("<span style=\"background-color:%1\">&nbsp;%2&nbsp;</span> ").arg(category_color(c).name(), c.toHtmlEscaped());
    if (!categories.empty())
        legend += tr("&nbsp; <u style=\"color:red\">underlined</u>: needs review &nbsp; <s>struck out</s>: kept");
    legend_->setText(legend);
}

void RedactPage::refresh_status() {
    qint64 pending = 0;
    for (const auto& list : set_.spans)
        for (const auto& s : list) pending += s.needs_review ? 1 : 0;
    review_count_->setText(tr("%n span(s) need review", nullptr, int(pending)));
    reviewer_->setText(set_.model_used
                           ? tr("Model review: %1, weights sha256 %2; %3 uncertain spans scored")
                                 .arg(set_.reviewer, set_.model_sha256)
                                 .arg(set_.spans_reviewed_by_model)
                           : tr("No model used: rules only. Load a model to have it review the uncertain spans."));
}

void RedactPage::decide_selected(bool redact) {
    const auto rows = table_->selectionModel()->selectedRows();
    std::vector<int> source_rows;
    for (const QModelIndex& index : rows) source_rows.push_back(proxy_->mapToSource(index).row());
    for (int row : source_rows) spans_->set_decision(row, redact);
}

void RedactPage::add_span_from_selection() {
    const QTextCursor cursor = text_->textCursor();
    if (!cursor.hasSelection() || spans_->document() < 0)
        return show_message(tr("Select text in the document first, then choose its category."), true);
    const size_t start = offsets_->to_utf8(cursor.selectionStart());
    const size_t end = offsets_->to_utf8(cursor.selectionEnd());
    const int row = spans_->add_span(start, end, new_category_->currentText());
    if (row < 0) return show_message(tr("That selection cannot be marked."), true);
    show_message(tr("Marked as %1.").arg(new_category_->currentText()), false);
}

void RedactPage::reveal_span(const QModelIndex& proxy_index) {
    const QModelIndex index = proxy_->mapToSource(proxy_index);
    if (!index.isValid() || spans_->document() < 0) return;
    const redact::Span& s = spans_->span(index.row());
    QTextCursor cursor(text_->document());
    cursor.setPosition(offsets_->to_display(s.start));
    cursor.setPosition(offsets_->to_display(s.end), QTextCursor::KeepAnchor);
    text_->setTextCursor(cursor);
    text_->ensureCursorVisible();
}

void RedactPage::show_message(const QString& text, bool error) {
    message_->setText(text);
    message_->setStyleSheet(error ? "color: #b00020;" : QString());
}

}  // namespace synsema::ui
