// Helpers shared by the synsema-cli subcommands.
#pragma once
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <string>

namespace synsema::cli {

// Parses `args` (the subcommand's own arguments) with `parser`; on --help or a
// usage error prints to stdout/stderr and returns the exit code to use.
// Returns -1 when parsing succeeded and the command should proceed.
int parse_or_exit(QCommandLineParser& parser, const QString& command, const QStringList& args);

// Prints "synsema-cli: ERROR" to stderr and returns exit code 1.
int fail(const std::string& message);

std::string to_std(const QString& s);

// Outputs are new files (engine/util/new_file.h): when the name asked for was
// taken, says on stderr which name was written instead.
void note_written(const std::string& asked, const std::string& written);

}  // namespace synsema::cli
