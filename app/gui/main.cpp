// synsema: the desktop application.
#include <QApplication>
#include <QCommandLineParser>

#include <cstdio>

#include "engine/util/log.h"
#include "engine/util/version_info.h"
#include "ui/main_window.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("synsema");
    QApplication::setOrganizationName("synsema");
    QApplication::setApplicationVersion(QString::fromStdString(synsema::version()));

    QCommandLineParser parser;
    parser.setApplicationDescription("Synsema: offline, in-process language models");
    parser.addHelpOption();
    QCommandLineOption version_option("version", "Print the version and git revision.");
    QCommandLineOption debug_option("debug", "Debug logging, including document text.");
    parser.addOption(version_option);
    parser.addOption(debug_option);
    parser.process(app);
    if (parser.isSet(version_option)) {
        std::printf("%s\n", synsema::version_string().c_str());
        return 0;
    }
    synsema::log::init(parser.isSet(debug_option));

    synsema::ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
