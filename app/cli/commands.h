// The synsema-cli subcommands. Each lives in its own cmd_<name>.cpp and gets
// the arguments after its name; it returns the process exit code.
#pragma once
#include <QStringList>

namespace synsema::cli {

struct Command {
    const char* name;
    const char* summary;
    int (*run)(const QStringList& args);
};

int run_inspect(const QStringList& args);
int run_tokenize(const QStringList& args);
int run_logits(const QStringList& args);
int run_run(const QStringList& args);

}  // namespace synsema::cli
