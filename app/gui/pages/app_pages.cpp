#include "app_pages.h"

#include "app/gui/pages/judge_page.h"
#include "app/gui/pages/redact_page.h"
#include "ui/main_window.h"

namespace synsema::app {

void install_app_pages(ui::MainWindow& window) {
    // Each page registers itself here with window.add_page(...).
    window.add_page(new JudgePage(window), QObject::tr("&Judge"));
    window.add_page(new RedactPage(window), QObject::tr("&Redact"));
}

}  // namespace synsema::app
