#include "judge_calibration_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include "services/plots/judge_plots.h"
#include "ui/shell/new_file.h"

namespace synsema::ui {
namespace {

QWidget* plot_view(const QImage& image, const QString& accessible_name, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setPixmap(QPixmap::fromImage(image));
    label->setAlignment(Qt::AlignCenter);
    label->setAccessibleName(accessible_name);
    auto* scroll = new QScrollArea(parent);
    scroll->setWidget(label);
    scroll->setWidgetResizable(true);
    return scroll;
}

QString gate_text(const judge::Gate& g) {
    if (!g.threshold)
        return QObject::tr("α %1, δ %2: no threshold certifies the target error rate, so every document needs review.")
            .arg(g.alpha)
            .arg(g.delta);
    return QObject::tr("α %1, δ %2: documents with confidence ≥ %3 are decided automatically; coverage %4 "
                       "(%5 of %6 labeled rows, %7 errors, error bound %8).")
        .arg(g.alpha)
        .arg(g.delta)
        .arg(*g.threshold, 0, 'f', 4)
        .arg(g.coverage, 0, 'f', 4)
        .arg(g.n_accepted)
        .arg(g.n_calibration)
        .arg(g.errors_accepted)
        .arg(g.error_upper_bound, 0, 'f', 4);
}

}  // namespace

JudgeCalibrationDialog::JudgeCalibrationDialog(const CalibrationOutcome& outcome, QWidget* parent)
    : QDialog(parent), outcome_(outcome) {
    setWindowTitle(tr("Calibration of %1").arg(QString::fromStdString(outcome.report.preset.name)));
    setObjectName("judgeCalibrationDialog");
    const services::CalibrationReport& r = outcome.report;
    const judge::Gate gate = r.preset.gate.value_or(judge::Gate{});

    auto* summary = new QLabel(this);
    summary->setObjectName("calibrationSummary");
    summary->setWordWrap(true);
    summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary->setText(tr("Calibration: %1, fitted on %2 rows of %3; metrics on %4 %5 rows.\nGate: %6")
                         .arg(QString::fromStdString(r.preset.calibration.describe()))
                         .arg(r.n_fit)
                         .arg(QFileInfo(outcome.data_path).fileName())
                         .arg(r.n_eval)
                         .arg(r.held_out ? tr("held-out") : tr("(the same, in-sample)"))
                         .arg(gate_text(gate)));
    summary->setAccessibleName(tr("Calibration summary"));

    metrics_ = new QTableWidget(6, 2, this);
    metrics_->setObjectName("calibrationMetrics");
    metrics_->setAccessibleName(tr("Metrics before and after calibration"));
    metrics_->setHorizontalHeaderLabels({tr("Raw"), tr("Calibrated")});
    metrics_->setVerticalHeaderLabels({tr("Accuracy"), tr("NLL"), tr("Brier"), tr("ECE"), tr("AURC"), tr("Gate coverage")});
    metrics_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    const double before[] = {r.before.accuracy, r.before.nll, r.before.brier, r.before.ece, r.before.aurc};
    const double after[] = {r.after.accuracy, r.after.nll, r.after.brier, r.after.ece, r.after.aurc};
    for (int i = 0; i < 5; ++i) {
        metrics_->setItem(i, 0, new QTableWidgetItem(QString::number(before[i], 'f', 4)));
        metrics_->setItem(i, 1, new QTableWidgetItem(QString::number(after[i], 'f', 4)));
    }
    // Before: the gate the preset already had (its coverage on its own calibration data).
    const auto& old_gate = outcome.gate_before;
    metrics_->setItem(5, 0, new QTableWidgetItem(old_gate && old_gate->threshold ? QString::number(old_gate->coverage, 'f', 4)
                                                                                 : tr("no gate")));
    metrics_->setItem(5, 1, new QTableWidgetItem(gate.threshold ? QString::number(gate.coverage, 'f', 4) : tr("0 (no threshold)")));
    metrics_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);

    auto* plots = new QTabWidget(this);
    plots->setObjectName("calibrationPlots");
    plots->setAccessibleName(tr("Calibration plots"));
    plots->addTab(plot_view(services::draw_reliability_diagram(r.before, tr("Reliability (raw)")), tr("Reliability diagram, raw"), plots),
                  tr("Reliability (raw)"));
    plots->addTab(plot_view(services::draw_reliability_diagram(r.after, tr("Reliability (calibrated)")),
                            tr("Reliability diagram, calibrated"), plots),
                  tr("Reliability (calibrated)"));
    plots->addTab(plot_view(services::draw_risk_coverage(r.before, r.after, gate.threshold ? gate.coverage : -1),
                            tr("Risk–coverage plot"), plots),
                  tr("Risk–coverage"));

    message_ = new QLabel(this);
    message_->setObjectName("calibrationMessage");
    message_->setWordWrap(true);
    message_->setAccessibleName(tr("Save status"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* save = buttons->addButton(tr("&Save calibrated preset…"), QDialogButtonBox::ActionRole);
    save->setObjectName("saveCalibratedPreset");
    save->setAccessibleName(tr("Save calibrated preset"));
    save->setShortcut(QKeySequence::Save);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(save, &QPushButton::clicked, this, &JudgeCalibrationDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(metrics_);
    layout->addWidget(plots, 1);
    layout->addWidget(message_);
    layout->addWidget(buttons);
    resize(900, 820);
}

QString JudgeCalibrationDialog::save_to(const QString& path) {
    const QString target = QFileInfo(path).absoluteFilePath();
    const QString source = QFileInfo(outcome_.preset_path).absoluteFilePath();
    if (!outcome_.preset_path.isEmpty() && target == source)
        return tr("%1 is the preset the calibration started from; choose a new file (it is never modified).").arg(path);
    const std::string json_text = outcome_.report.preset.to_json().dump(2) + "\n";
    // Never write a preset that the judge would then refuse to open.
    try {
        judge::Preset::parse(json_text, path.toStdString());
    } catch (const std::exception& e) {
        return tr("The calibrated preset was not saved because it would not load again: %1").arg(QString::fromUtf8(e.what()));
    }
    if (const QString error = ui::save_new_file(path, QByteArray::fromStdString(json_text)); !error.isEmpty()) return error;
    saved_path_ = target;
    emit preset_saved(target);
    return {};
}

void JudgeCalibrationDialog::save() {
    const QString suggested = QDir::home().filePath(QString::fromStdString(outcome_.report.preset.name) + "-calibrated.json");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save calibrated preset"), suggested, tr("Judge presets (*.json)"),
                                                      nullptr, ui::kNewFileDialogOptions);
    if (path.isEmpty()) return;
    const QString error = save_to(path);
    message_->setText(error.isEmpty() ? tr("Saved %1; it is now the selected preset.").arg(path) : error);
}

}  // namespace synsema::ui
