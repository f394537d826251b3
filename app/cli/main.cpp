// synsema-cli: the command-line front end to the engine.
#include <QCoreApplication>

#include <cstdio>
#include <cstring>
#include <exception>
#include <span>

#include "app/cli/commands.h"
#include "engine/util/log.h"
#include "engine/util/version_info.h"

namespace {

using synsema::cli::Command;

constexpr Command kCommands[] = {
    {"inspect", "print a GGUF file's metadata and tensor table", synsema::cli::run_inspect},
    {"tokenize", "print the token ids of a text (--json: with their pieces)", synsema::cli::run_tokenize},
    {"run", "generate text from a prompt, streamed to stdout", synsema::cli::run_run},
    {"logits", "evaluate token ids and print logits as JSON", synsema::cli::run_logits},
};

void print_usage() {
    std::printf("%s\nUsage: synsema-cli COMMAND [OPTIONS]\n\nCommands:\n",
                synsema::version_string().c_str());
    for (const auto& c : kCommands) std::printf("  %-16s %s\n", c.name, c.summary);
    std::printf("\nRun 'synsema-cli COMMAND --help' for a command's options.\n");
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("synsema-cli");
    QCoreApplication::setApplicationVersion(QString::fromStdString(synsema::version()));
    const QStringList args = QCoreApplication::arguments();
    bool debug = qEnvironmentVariableIsSet("SYNSEMA_DEBUG");
    synsema::log::init(debug);

    if (args.size() < 2 || args[1] == "--help" || args[1] == "-h" || args[1] == "help") {
        print_usage();
        return args.size() < 2 ? 2 : 0;
    }
    if (args[1] == "--version") {
        std::printf("%s\n", synsema::version_string().c_str());
        return 0;
    }
    for (const auto& c : kCommands) {
        if (args[1] != QLatin1String(c.name)) continue;
        try {
            return c.run(args.mid(2));
        } catch (const std::exception& e) {
            std::fprintf(stderr, "synsema-cli %s: %s\n", c.name, e.what());
            return 1;
        }
    }
    std::fprintf(stderr, "synsema-cli: unknown command '%s'\n", qPrintable(args[1]));
    print_usage();
    return 2;
}
