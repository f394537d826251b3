// The app's own tabs (Judge, Redact): widgets that combine the ui library with
// the application services, which the ui library must not depend on.
#pragma once

namespace synsema::ui { class MainWindow; }

namespace synsema::app {

// Adds the Judge and Redact tabs to the window.
void install_app_pages(ui::MainWindow& window);

}  // namespace synsema::app
