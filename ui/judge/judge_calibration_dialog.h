// Shows a calibration's outcome: the metrics before and after (accuracy, NLL,
// Brier, ECE, AURC), the gate it fitted (threshold, coverage), the two
// reliability diagrams and the risk–coverage plot; and saves the calibrated
// preset as a new file.
#pragma once
#include <QDialog>

#include "ui/judge/judge_job_types.h"

class QLabel;
class QTableWidget;

namespace synsema::ui {

class JudgeCalibrationDialog : public QDialog {
    Q_OBJECT
public:
    explicit JudgeCalibrationDialog(const CalibrationOutcome& outcome, QWidget* parent = nullptr);

    // Writes the calibrated preset to `path` (QSaveFile); refuses the preset
    // the fit started from, which is never modified. Returns "" or the error.
    QString save_to(const QString& path);
    QString saved_path() const { return saved_path_; }
    QTableWidget* metrics_table() const { return metrics_; }

signals:
    void preset_saved(const QString& path);

private:
    void save();

    CalibrationOutcome outcome_;
    QTableWidget* metrics_;
    QLabel* message_;
    QString saved_path_;
};

}  // namespace synsema::ui
