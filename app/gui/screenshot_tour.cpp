#include "screenshot_tour.h"

#include <QApplication>
#include <QDir>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTimer>

#include "ui/engine_controller.h"
#include "ui/main_window.h"

namespace synsema::app {
namespace {

void save_tabs(ui::MainWindow& w, const QString& out_dir) {
    QDir().mkpath(out_dir);
    for (int i = 0; i < w.tabs()->count(); ++i) {
        w.tabs()->setCurrentIndex(i);
        QApplication::processEvents();
        const QString name = w.tabs()->tabText(i).remove('&').toLower().replace(' ', '-');
        w.grab().save(QDir(out_dir).filePath(name + ".png"));
    }
    QApplication::quit();
}

}  // namespace

void run_screenshot_tour(ui::MainWindow& w, const QString& out_dir, const QString& model) {
    if (model.isEmpty()) {
        QTimer::singleShot(500, &w, [&w, out_dir] { save_tabs(w, out_dir); });
        return;
    }
    QObject::connect(&w, &ui::MainWindow::model_ready, &w, [&w] {
        w.findChild<QPlainTextEdit*>("systemPrompt")->setPlainText("You write short stories for children.");
        w.findChild<QPlainTextEdit*>("userPrompt")->setPlainText("Once upon a time");
        w.findChild<QPushButton*>("runButton")->click();
    });
    QObject::connect(w.engine(), &ui::EngineController::generation_finished, &w,
                     [&w, out_dir] { QTimer::singleShot(300, &w, [&w, out_dir] { save_tabs(w, out_dir); }); });
    QTimer::singleShot(300, &w, [&w, model] {
        w.add_model_file(model);
        w.load_model(model);
    });
}

}  // namespace synsema::app
