#include "cli_common.h"

#include <cstdio>
#include <filesystem>

#include "app/cli/commands.h"

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

void note_written(const std::string& asked, const std::string& written) {
    // "a.json" written as "./a.json" is the name asked for.
    namespace fs = std::filesystem;
    if (fs::path(written).lexically_normal() != fs::path(asked).lexically_normal())
        std::fprintf(stderr, "synsema-cli: %s exists and is never replaced; wrote %s\n", asked.c_str(), written.c_str());
}

}  // namespace synsema::cli

namespace synsema::cli {

std::vector<std::string> output_folders(const Command& command, const std::vector<std::string>& args) {
    namespace fs = std::filesystem;
    std::vector<std::string> folders;
    auto add = [&](const std::string& value, bool is_folder) {
        if (value.empty()) return;
        const fs::path p(value);
        folders.push_back(is_folder ? p.string() : (p.has_parent_path() ? p.parent_path().string() : "."));
    };
    for (const OutputOption& o : command.outputs) {
        if (o.name == nullptr) continue;
        if (*o.name == '\0') {
            for (const auto& a : args)
                if (!a.empty() && a[0] != '-') add(a, o.is_folder);
            continue;
        }
        const std::string flag = std::string("--") + o.name;
        for (size_t i = 0; i < args.size(); ++i) {
            if (args[i] == flag && i + 1 < args.size()) add(args[i + 1], o.is_folder);
            else if (args[i].rfind(flag + "=", 0) == 0) add(args[i].substr(flag.size() + 1), o.is_folder);
        }
    }
    return folders;
}

}  // namespace synsema::cli
