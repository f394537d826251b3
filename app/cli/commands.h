// The synsema-cli subcommands. Each lives in its own cmd_<name>.cpp and gets
// the arguments after its name; it returns the process exit code.
#pragma once
#include <QStringList>

#include <cstdint>
#include <array>
#include <string>
#include <vector>

namespace synsema::model { class Model; }

namespace synsema::cli {

// An option (or, for "", the positional arguments) that names a file or a
// folder the command writes. main() reads them before anything else runs and
// lets the egress lock's Landlock rules allow writes there and nowhere else
// but the app's own folders and /tmp.
struct OutputOption {
    const char* name = nullptr;  // "out" for --out; "" for positional arguments; nullptr: none
    bool is_folder = false;      // true: writes inside it; false: writes a file in its parent folder
};

struct Command {
    const char* name;
    const char* summary;
    int (*run)(const QStringList& args);
    std::array<OutputOption, 2> outputs = {};
};

// The folders the command's arguments name as outputs (created when missing
// by the lock), from the raw arguments after the command's name:
// "--NAME VALUE" and "--NAME=VALUE" for options, every argument that does not
// start with '-' for positional outputs.
std::vector<std::string> output_folders(const Command& command, const std::vector<std::string>& args);

int run_inspect(const QStringList& args);
int run_tokenize(const QStringList& args);
int run_logits(const QStringList& args);
int run_run(const QStringList& args);
int run_make_model(const QStringList& args);
int run_bench(const QStringList& args);
int run_models(const QStringList& args);
int run_attest(const QStringList& args);
int run_egress(const QStringList& args);
int run_chat_template(const QStringList& args);
int run_judge(const QStringList& args);
int run_judge_calibrate(const QStringList& args);
int run_redact(const QStringList& args);
int run_redact_eval(const QStringList& args);
int run_serve(const QStringList& args);
int run_key(const QStringList& args);
int run_verify(const QStringList& args);

}  // namespace synsema::cli
