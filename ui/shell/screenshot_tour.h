// --screenshot-tour: opens each tab of a real window in turn and saves a PNG
// of it (scripts/screenshots.sh runs this under Xvfb for docs/screenshots/).
#pragma once
#include <QString>

namespace synsema::ui { class MainWindow; }

namespace synsema::ui {

// Loads `model` (if any), runs a short prompt, then saves one PNG per tab into
// `out_dir` and quits the application.
void run_screenshot_tour(ui::MainWindow& window, const QString& out_dir, const QString& model);

}  // namespace synsema::ui
