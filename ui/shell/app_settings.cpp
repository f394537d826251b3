#include "app_settings.h"

#include <QApplication>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

#include "engine/arch/arch_registry.h"

namespace synsema::ui {

AppSettings AppSettings::load() {
    QSettings s;
    AppSettings a;
    a.threads = s.value("engine/threads", 0).toInt();
    a.user_arch_dir = s.value("engine/user_arch_dir", QString::fromStdString(arch::user_arch_dir())).toString();
    a.model_folders = s.value("models/folders").toStringList();
    a.added_models = s.value("models/added").toStringList();
    a.theme = s.value("ui/theme", "system").toString();
    a.ocr_languages = s.value("documents/ocr_languages", "eng").toString();
    a.keep_tiff = s.value("documents/keep_tiff", false).toBool();
    return a;
}

void AppSettings::save() const {
    QSettings s;
    s.setValue("engine/threads", threads);
    s.setValue("engine/user_arch_dir", user_arch_dir);
    s.setValue("models/folders", model_folders);
    s.setValue("models/added", added_models);
    s.setValue("ui/theme", theme);
    s.setValue("documents/ocr_languages", ocr_languages);
    s.setValue("documents/keep_tiff", keep_tiff);
}

QStringList ocr_language_choices() {
    // The languages scripts/setup-deps.sh installs, and common pairs.
    return {"eng", "deu", "fra", "spa", "nld", "eng+deu", "eng+fra", "eng+spa", "eng+nld"};
}

void apply_theme(const QString& theme) {
    static const QPalette system_palette = QApplication::palette();
    if (theme == "system") {
        QApplication::setPalette(system_palette);
        return;
    }
    QApplication::setStyle(QStyleFactory::create("Fusion"));
    if (theme == "light") {
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 30), text(220, 220, 220), accent(42, 130, 218);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, accent);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, accent);
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(127, 127, 127));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(127, 127, 127));
    QApplication::setPalette(p);
}

}  // namespace synsema::ui
