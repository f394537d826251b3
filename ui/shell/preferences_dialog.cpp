#include "preferences_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include "engine/ocr/ocr_protocol.h"

namespace synsema::ui {

PreferencesDialog::PreferencesDialog(const AppSettings& settings, QWidget* parent)
    : QDialog(parent), original_(settings) {
    setWindowTitle(tr("Preferences"));
    threads_ = new QSpinBox(this);
    threads_->setRange(0, 256);
    threads_->setSpecialValueText(tr("All cores (%1)").arg(QThread::idealThreadCount()));
    threads_->setValue(settings.threads);
    threads_->setAccessibleName(tr("Compute threads"));
    arch_dir_ = new QLineEdit(settings.user_arch_dir, this);
    arch_dir_->setAccessibleName(tr("User architecture folder"));
    auto* browse_arch = new QPushButton(tr("Browse…"), this);
    connect(browse_arch, &QPushButton::clicked, this, [this] {
        const QString d = QFileDialog::getExistingDirectory(this, tr("Architecture folder"), arch_dir_->text());
        if (!d.isEmpty()) arch_dir_->setText(d);
    });
    folders_ = new QListWidget(this);
    folders_->addItems(settings.model_folders);
    folders_->setAccessibleName(tr("Extra model folders"));
    auto* add_folder = new QPushButton(tr("Add folder…"), this);
    auto* remove_folder = new QPushButton(tr("Remove"), this);
    connect(add_folder, &QPushButton::clicked, this, [this] {
        const QString d = QFileDialog::getExistingDirectory(this, tr("Model folder"));
        if (!d.isEmpty()) folders_->addItem(d);
    });
    connect(remove_folder, &QPushButton::clicked, this, [this] { delete folders_->currentItem(); });
    theme_ = new QComboBox(this);
    theme_->addItem(tr("Follow the system"), "system");
    theme_->addItem(tr("Light"), "light");
    theme_->addItem(tr("Dark"), "dark");
    theme_->setCurrentIndex(qMax(0, theme_->findData(settings.theme)));
    theme_->setAccessibleName(tr("Theme"));
    ocr_languages_ = new QComboBox(this);
    ocr_languages_->setObjectName("ocrLanguages");
    ocr_languages_->setEditable(true);
    ocr_languages_->addItems(ocr_language_choices());
    ocr_languages_->setCurrentText(settings.ocr_languages);
    ocr_languages_->setAccessibleName(tr("Default OCR languages for scanned documents"));
    ocr_languages_->setToolTip(tr("Tesseract language names joined by '+', e.g. eng+deu"));
    keep_tiff_ = new QCheckBox(tr("Redact a TIFF scan (fax) into a TIFF, not a PDF"), this);
    keep_tiff_->setObjectName("keepTiff");
    keep_tiff_->setChecked(settings.keep_tiff);
    keep_tiff_->setToolTip(tr("Every page with the boxes burned in; a bilevel fax stays bilevel. Other scans stay image-only PDFs."));

    auto* arch_row = new QHBoxLayout;
    arch_row->addWidget(arch_dir_);
    arch_row->addWidget(browse_arch);
    auto* folder_buttons = new QHBoxLayout;
    folder_buttons->addWidget(add_folder);
    folder_buttons->addWidget(remove_folder);
    folder_buttons->addStretch();
    auto* form = new QFormLayout;
    form->addRow(tr("Threads"), threads_);
    form->addRow(tr("User architecture folder"), arch_row);
    form->addRow(tr("Extra model folders"), folders_);
    form->addRow(QString(), folder_buttons);
    form->addRow(tr("Theme"), theme_);
    form->addRow(tr("OCR languages (scans)"), ocr_languages_);
    form->addRow(QString(), keep_tiff_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

AppSettings PreferencesDialog::settings() const {
    AppSettings s = original_;
    s.threads = threads_->value();
    s.user_arch_dir = arch_dir_->text();
    s.model_folders.clear();
    for (int i = 0; i < folders_->count(); ++i) s.model_folders << folders_->item(i)->text();
    s.theme = theme_->currentData().toString();
    if (ocr::valid_languages(ocr_languages_->currentText().trimmed().toStdString()))
        s.ocr_languages = ocr_languages_->currentText().trimmed();
    s.keep_tiff = keep_tiff_->isChecked();
    return s;
}

}  // namespace synsema::ui
