// The user's preferences, stored with QSettings (XDG: ~/.config/synsema/synsema.conf).
#pragma once
#include <QString>
#include <QStringList>

namespace synsema::ui {

struct AppSettings {
    int threads = 0;             // 0: all cores
    QString user_arch_dir;       // where deployers drop extra .arch files
    QStringList model_folders;   // extra folders scanned for .gguf files
    QStringList added_models;    // files the user added by hand or by dropping
    QString theme = "system";    // "system", "light" or "dark"
    QString ocr_languages = "eng";  // default OCR languages for scans ('+'-joined Tesseract names)
    bool keep_tiff = false;      // a TIFF scan's redacted copy as a TIFF, not an image-only PDF

    static AppSettings load();
    void save() const;
};

// The OCR language lists offered in menus (any valid list may be typed).
QStringList ocr_language_choices();

// Applies the Fusion style with a light or dark palette, or the system's.
void apply_theme(const QString& theme);

}  // namespace synsema::ui
