#include "cli_common.h"

#include <cstdio>

namespace synsema::cli {

int parse_or_exit(QCommandLineParser& parser, const QString& command, const QStringList& args) {
    parser.setApplicationDescription("synsema-cli " + command);
    parser.addHelpOption();
    QStringList full = args;
    full.prepend("synsema-cli " + command);
    if (!parser.parse(full)) {
        std::fprintf(stderr, "synsema-cli %s: %s\n", qPrintable(command), qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet("help")) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }
    return -1;
}

int fail(const std::string& message) {
    std::fprintf(stderr, "synsema-cli: %s\n", message.c_str());
    return 1;
}

std::string to_std(const QString& s) { return s.toStdString(); }

}  // namespace synsema::cli
