// Chooses the Judge tab's preset: the shipped presets by name, any preset file
// the user opens ("Open preset file…"), and a line stating the preset's
// labels, its calibration and its gate.
#pragma once
#include <QWidget>

#include <optional>

#include "engine/judge/preset.h"

class QComboBox;
class QLabel;

namespace synsema::ui {

class JudgePresetPicker : public QWidget {
    Q_OBJECT
public:
    explicit JudgePresetPicker(QWidget* parent = nullptr);

    // Loads a preset file, adds it to the list (once) and selects it.
    // Returns "" or the reason it could not be loaded (the selection stays).
    QString select_file(const QString& path);
    // The selected preset; empty when none could be loaded.
    const std::optional<judge::Preset>& preset() const { return preset_; }
    QString path() const { return path_; }
    QComboBox* combo() const { return combo_; }

signals:
    void preset_changed();
    void failed(const QString& message);

private:
    void on_activated(int index);
    void show_description();

    QComboBox* combo_;
    QLabel* info_;
    std::optional<judge::Preset> preset_;
    QString path_;
    int current_ = -1;  // the index whose preset is loaded
};

}  // namespace synsema::ui
