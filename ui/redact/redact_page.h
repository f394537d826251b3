// The Redact tab: drop documents (or add them with a file dialog), see each
// document's text with the detected identifiers highlighted by category, then
// accept or reject each span, mark more by selecting text, work through the
// spans that need review, and export redacted copies with audit logs under a
// chosen policy. Detection (with the model reviewer when a model is loaded)
// and export run on the engine thread through EngineController::run_job, with
// progress and Stop; only value types (services::RedactionSet,
// RedactExportResult) come back. The documents themselves are only read.
#pragma once
#include <QStringList>
#include <QWidget>

#include <memory>

#include "services/redact/redaction_job.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTabWidget;

namespace synsema::ui { class MainWindow; }

namespace synsema::ui {

class PagePreview;
class SpanTableModel;
class TextOffsets;

class RedactPage : public QWidget {
    Q_OBJECT
public:
    explicit RedactPage(ui::MainWindow& window, QWidget* parent = nullptr);
    ~RedactPage() override;

    // Adds documents to the set and detects over the whole set again
    // (decisions already made are kept). Drops and the file dialog land here.
    void add_documents(const QStringList& paths);
    // Writes the redacted copies and audit logs into `dir` ("Export…" asks for it).
    void export_to(const QString& dir);

    const services::RedactionSet& redaction_set() const { return set_; }
    SpanTableModel* span_model() const { return spans_; }
    int current_document() const;
    PagePreview* page_preview() const { return preview_; }
    // The OCR languages of the next detection (the combo; its default is a preference).
    QString ocr_languages() const;
    bool running() const { return !running_kind_.isEmpty(); }

signals:
    void detection_finished();
    void export_finished(const QString& out_dir);
    void job_failed(const QString& message);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void build_ui();
    void fill_policies();
    void choose_documents();
    void choose_export_folder();
    void choose_policy_file();
    void start_detection();
    void on_job_progress(const QString& kind, qint64 done, qint64 total, const QString& what);
    void on_job_finished(const QString& kind, const QVariant& result);
    void on_job_failed(const QString& kind, const QString& message);
    void on_job_cancelled(const QString& kind);
    void set_running(const QString& kind);
    void show_document(int doc);
    void refresh_documents();
    void refresh_highlights();
    void refresh_status();
    void decide_selected(bool redact);
    void add_span_from_selection();
    void reveal_span(const QModelIndex& proxy_index);
    void show_message(const QString& text, bool error);

    ui::MainWindow& window_;
    services::RedactionSet set_;
    QStringList files_;
    bool rerun_after_job_ = false;
    QString running_kind_;
    std::unique_ptr<TextOffsets> offsets_;
    SpanTableModel* spans_;
    QSortFilterProxyModel* proxy_;

    QPushButton* add_button_ = nullptr;
    QComboBox* policy_ = nullptr;
    QPushButton* policy_file_ = nullptr;
    QPushButton* export_button_ = nullptr;
    QPushButton* stop_button_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QListWidget* documents_ = nullptr;
    QPlainTextEdit* text_ = nullptr;
    QLabel* legend_ = nullptr;
    QTabWidget* views_ = nullptr;
    PagePreview* preview_ = nullptr;
    QComboBox* ocr_languages_ = nullptr;
    QCheckBox* review_only_ = nullptr;
    QLabel* review_count_ = nullptr;
    QPushButton* accept_ = nullptr;
    QPushButton* reject_ = nullptr;
    QComboBox* new_category_ = nullptr;
    QPushButton* add_span_ = nullptr;
    QTableView* table_ = nullptr;
    QLabel* reviewer_ = nullptr;
    QLabel* message_ = nullptr;
};

}  // namespace synsema::ui
