#include "judge_preset_picker.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "engine/util/data_dirs.h"
#include "engine/util/error.h"

namespace synsema::ui {
namespace {

constexpr int kPathRole = Qt::UserRole;  // what addItem(text, data) sets

// The shipped presets, one per name, in lookup order (the user's folder first,
// as load_preset resolves names).
QStringList shipped_preset_files() {
    QStringList files, names;
    for (const std::string& dir : data_search_dirs(DataKind::JudgePresets))
        for (const QFileInfo& info : QDir(QString::fromStdString(dir)).entryInfoList({"*.json"}, QDir::Files, QDir::Name)) {
            if (names.contains(info.completeBaseName())) continue;
            names << info.completeBaseName();
            files << info.absoluteFilePath();
        }
    return files;
}

}  // namespace

JudgePresetPicker::JudgePresetPicker(QWidget* parent) : QWidget(parent) {
    combo_ = new QComboBox(this);
    combo_->setObjectName("judgePresetCombo");
    combo_->setAccessibleName(tr("Judge preset"));
    combo_->setMinimumContentsLength(24);
    for (const QString& file : shipped_preset_files()) combo_->addItem(QFileInfo(file).completeBaseName(), file);
    combo_->addItem(tr("Open preset file…"));  // no path: opens a file dialog
    auto* label = new QLabel(tr("Pr&eset:"), this);
    label->setBuddy(combo_);

    info_ = new QLabel(this);
    info_->setObjectName("judgePresetInfo");
    info_->setAccessibleName(tr("Preset labels, calibration and gate"));
    info_->setWordWrap(true);
    info_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(combo_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(info_);
    connect(combo_, &QComboBox::activated, this, &JudgePresetPicker::on_activated);
    if (combo_->count() > 1) on_activated(0);
    else show_description();
}

void JudgePresetPicker::on_activated(int index) {
    const QString file = combo_->itemData(index, kPathRole).toString();
    if (file.isEmpty()) {
        const QString chosen = QFileDialog::getOpenFileName(this, tr("Open a judge preset"), QDir::homePath(),
                                                            tr("Judge presets (*.json);;All files (*)"));
        combo_->setCurrentIndex(current_);  // until the chosen file has loaded
        if (!chosen.isEmpty()) {
            const QString error = select_file(chosen);
            if (!error.isEmpty()) emit failed(error);
        }
        return;
    }
    const QString error = select_file(file);
    if (!error.isEmpty()) emit failed(error);
}

QString JudgePresetPicker::select_file(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    judge::Preset loaded;
    try {
        loaded = judge::Preset::load(absolute.toStdString());
    } catch (const std::exception& e) {
        combo_->setCurrentIndex(current_);
        return QString::fromUtf8(e.what());
    }
    int index = combo_->findData(absolute, kPathRole);
    if (index < 0) {
        index = combo_->count() - 1;  // before "Open preset file…"
        combo_->insertItem(index, QString::fromStdString(loaded.name) + " — " + QFileInfo(absolute).fileName(), absolute);
    }
    combo_->setItemData(index, absolute, Qt::ToolTipRole);
    combo_->setCurrentIndex(index);
    current_ = index;
    preset_ = std::move(loaded);
    path_ = absolute;
    show_description();
    emit preset_changed();
    return {};
}

void JudgePresetPicker::show_description() {
    if (!preset_) {
        info_->setText(tr("No preset loaded."));
        return;
    }
    QStringList labels;
    for (const auto& l : preset_->labels) labels << QString::fromStdString(l.name);
    const auto& gate = preset_->gate;
    const QString gate_text = gate && gate->threshold
                                  ? tr("confidence ≥ %1 is decided automatically (coverage %2 at α %3, δ %4)")
                                        .arg(*gate->threshold, 0, 'f', 4)
                                        .arg(gate->coverage, 0, 'f', 3)
                                        .arg(gate->alpha)
                                        .arg(gate->delta)
                                  : tr("none fitted: every document needs review (use Calibrate…)");
    info_->setText(tr("Labels: %1\nCalibration: %2 · Gate: %3")
                       .arg(labels.join(", "), QString::fromStdString(preset_->calibration.describe()), gate_text));
    info_->setToolTip(QString::fromStdString(preset_->description));
}

}  // namespace synsema::ui
