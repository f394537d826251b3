// Preferences: threads, the user arch folder, extra model folders, theme,
// OCR languages, and whether a TIFF scan is redacted into a TIFF.
#pragma once
#include <QDialog>

#include "ui/shell/app_settings.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace synsema::ui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(const AppSettings& settings, QWidget* parent = nullptr);
    AppSettings settings() const;

private:
    AppSettings original_;
    QSpinBox* threads_;
    QLineEdit* arch_dir_;
    QListWidget* folders_;
    QComboBox* theme_;
    QComboBox* ocr_languages_;
    QCheckBox* keep_tiff_;
};

}  // namespace synsema::ui
