// synsema: the desktop application.
#include <QApplication>
#include <QCommandLineParser>

#include <cstdio>
#include <string_view>

#include "engine/egress/egress_lock.h"
#include "engine/util/log.h"
#include "engine/util/version_info.h"
#include "app/gui/pages/app_pages.h"
#include "app/gui/screenshot_tour.h"
#include "ui/main_window.h"

int main(int argc, char** argv) {
    // The egress lock comes first, before Qt or anything else can start a thread;
    // --allow-network-unsafe (taken out of argv here) or SYNSEMA_ALLOW_NETWORK=1 turn it off.
    std::string allowed_by;
    const bool allow_network = synsema::egress::network_requested(argc, argv, &allowed_by);
    const auto lock = synsema::egress::install_egress_lock(allow_network, allowed_by);
    if (const auto warning = synsema::egress::lock_warning(lock); !warning.empty())
        std::fprintf(stderr, "synsema: %s\n", warning.c_str());

    // --version answers without a display (packaging runs it headless for the man page).
    for (int i = 1; i < argc; ++i)
        if (std::string_view(argv[i]) == "--version") {
            std::printf("%s\n", synsema::version_string().c_str());
            return 0;
        }

    QApplication app(argc, argv);
    QApplication::setApplicationName("synsema");
    QApplication::setOrganizationName("synsema");
    QApplication::setApplicationVersion(QString::fromStdString(synsema::version()));

    QCommandLineParser parser;
    parser.setApplicationDescription("Synsema: offline, in-process language models");
    parser.addHelpOption();
    QCommandLineOption version_option("version", "Print the version and git revision.");
    QCommandLineOption debug_option("debug", "Debug logging, including document text.");
    QCommandLineOption tour_option("screenshot-tour", "Save a PNG of each tab into DIR, then quit.", "DIR");
    QCommandLineOption model_option("model", "Model file to load at start.", "PATH");
    parser.addOption(version_option);
    parser.addOption(debug_option);
    parser.addOption(tour_option);
    parser.addOption(model_option);
    parser.process(app);
    if (parser.isSet(version_option)) {
        std::printf("%s\n", synsema::version_string().c_str());
        return 0;
    }
    synsema::log::init(parser.isSet(debug_option));

    synsema::ui::MainWindow window;
    synsema::app::install_app_pages(window);
    window.show();
    if (parser.isSet(tour_option))
        synsema::app::run_screenshot_tour(window, parser.value(tour_option), parser.value(model_option));
    else if (parser.isSet(model_option)) {
        window.add_model_file(parser.value(model_option));
        window.load_model(parser.value(model_option));
    }
    return QApplication::exec();
}
