// The Judge tab: choose a preset, drop documents (txt, md, pdf, docx) or add
// them with a file dialog, judge them with the loaded model on the engine
// thread (progress, Stop), and read a table of per-label probabilities, the
// decision, its confidence and the gate's verdict, filtered to the documents
// that need review if wished. "Calibrate…" fits the preset's calibration and
// gate on a labeled CSV; "Export CSV…" writes the results as a new file.
#pragma once
#include <QWidget>

#include "ui/judge/judge_job_types.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace synsema::ui { class MainWindow; }

namespace synsema::ui {

class JudgePresetPicker;
class JudgeTableModel;

class JudgePage : public QWidget {
    Q_OBJECT
public:
    explicit JudgePage(ui::MainWindow& window, QWidget* parent = nullptr);

    JudgeTableModel* table_model() const { return model_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }
    JudgePresetPicker* presets() const { return presets_; }
    void add_documents(const QStringList& paths);
    void run();
    void stop();
    // Fits the calibration on this labeled CSV; the outcome opens a dialog.
    void calibrate_with(const QString& csv_path);
    // Writes the judged rows as CSV (QSaveFile). Returns "" or the error.
    QString export_csv_to(const QString& path);

signals:
    // A calibration finished and its dialog is open.
    void calibration_shown(const synsema::ui::CalibrationOutcome& outcome);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    enum class Running { Nothing, Judging, Calibrating };
    void build_controls();
    void connect_engine();
    void update_controls();
    void show_message(const QString& text);
    void on_preset_changed();
    void on_finished(const QVariant& result);
    void show_calibration(const CalibrationOutcome& outcome);
    void choose_documents();
    void choose_calibration_data();
    void choose_export_file();

    ui::MainWindow& window_;
    JudgePresetPicker* presets_;
    JudgeTableModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    QLabel* no_model_;
    QLabel* status_;
    QLabel* message_;
    QProgressBar* progress_;
    QPushButton* add_;
    QPushButton* clear_;
    QPushButton* run_;
    QPushButton* stop_;
    QPushButton* calibrate_;
    QPushButton* export_;
    QCheckBox* review_only_;
    QDoubleSpinBox* alpha_;
    QDoubleSpinBox* delta_;
    QComboBox* method_;
    bool has_model_ = false;
    Running running_ = Running::Nothing;
    judge::Preset results_preset_;  // the preset of the results in the table
};

}  // namespace synsema::ui
