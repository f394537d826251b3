// synsema-cli: the command-line front end to the engine.
#include <QGuiApplication>

#include <cstdio>
#include <cstring>
#include <exception>
#include <span>
#include <string>
#include <vector>

#include "app/cli/commands.h"
#include "engine/egress/egress_lock.h"
#include "engine/ocr/ocr_helper.h"
#include "engine/util/log.h"
#include "engine/util/version_info.h"
#include "services/models/model_environment.h"

namespace {

using synsema::cli::Command;

const Command kCommands[] = {
    {"inspect", "print a GGUF file's metadata and tensor table", synsema::cli::run_inspect},
    {"tokenize", "print the token ids of a text (--json: with their pieces)", synsema::cli::run_tokenize},
    {"run", "generate text from a prompt, streamed to stdout", synsema::cli::run_run, {{{"attest", false}}}},
    {"logits", "evaluate token ids and print logits as JSON", synsema::cli::run_logits},
    {"make-model", "write a random-weight model with a real family's shapes", synsema::cli::run_make_model, {{{"", false}}}},
    {"bench", "measure load, prefill and decode speed", synsema::cli::run_bench, {{{"plot", false}}}},
    {"models", "list the models on this machine (--json)", synsema::cli::run_models},
    {"attest", "hash the weights, arch file and engine of a model (--json)", synsema::cli::run_attest, {{{"out", false}}}},
    {"egress", "check that this process cannot reach the network (--json)", synsema::cli::run_egress},
    {"chat-template", "print the prompt a conversation becomes under a model's chat template", synsema::cli::run_chat_template},
    {"judge", "classify documents with a judge preset: calibrated label probabilities and a gate", synsema::cli::run_judge,
     {{{"csv", false}}}},
    {"judge-calibrate", "fit a judge preset's calibration and gate on a labeled CSV", synsema::cli::run_judge_calibrate,
     {{{"out", false}, {"plots", true}}}},
    {"redact", "find identifiers in documents and write redacted copies with an audit log", synsema::cli::run_redact,
     {{{"out", true}, {"attest", false}}}},
    {"redact-eval", "score the redaction rules against an annotated folder (--gold DIR)", synsema::cli::run_redact_eval},
    {"key", "print this installation's signing key's fingerprint (--export FILE: the public key)", synsema::cli::run_key,
     {{{"export", false}}}},
    {"verify", "check signed reports and re-hash the files they name (--files DIR, --trust KEYFILE, --json)",
     synsema::cli::run_verify},
    {"serve", "answer JSON-lines requests on stdin/stdout with one loaded model (--stdio; no socket)", synsema::cli::run_serve,
     {{{"out", true}}}},
};

void print_usage() {
    std::printf("%s\nUsage: synsema-cli COMMAND [OPTIONS]\n\nCommands:\n",
                synsema::version_string().c_str());
    for (const auto& c : kCommands) std::printf("  %-16s %s\n", c.name, c.summary);
    std::printf("\nRun 'synsema-cli COMMAND --help' for a command's options.\n");
    std::printf("The network egress lock is on; %s before COMMAND turns it off (shown in every attestation).\n",
                synsema::egress::kAllowNetworkFlag);
}

// The command named by the first argument that is not an option, and where
// its own arguments start.
const Command* find_command(int argc, char** argv, int* args_start) {
    int i = 1;
    while (i < argc && argv[i][0] == '-') ++i;
    if (i >= argc) return nullptr;
    *args_start = i + 1;
    for (const auto& c : kCommands)
        if (std::strcmp(argv[i], c.name) == 0) return &c;
    return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
    // The egress lock comes first, before Qt or anything else can start a
    // thread. It lets this process write only where the command's output
    // options point (and the app's own folders and /tmp).
    synsema::egress::LockOptions lock_options;
    int args_start = argc;
    const Command* command = find_command(argc, argv, &args_start);
    if (command)
        lock_options.output_dirs = synsema::cli::output_folders(*command, std::vector<std::string>(argv + args_start, argv + argc));
    // The OCR helper is started before the lock, which refuses execve; only
    // commands that read documents start it (engine/ocr/ocr_helper.h), and
    // `egress`, whose self-check shows the helper's own lock.
    if (command && (std::strcmp(command->name, "redact") == 0 || std::strcmp(command->name, "judge") == 0 ||
                    std::strcmp(command->name, "redact-eval") == 0 || std::strcmp(command->name, "serve") == 0 || std::strcmp(command->name, "egress") == 0))
        synsema::ocr::start_helper();
    synsema::egress::lock_at_start(argc, argv, lock_options, "synsema-cli");

    // A QGuiApplication gives QPainter its fonts (judge-calibrate --plots).
    // It always runs on the offscreen platform: the CLI has no display, and
    // the lock refuses the Unix socket a display server would need.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
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
        // "PROGRAM VERSION …" on the first line: help2man names the man page after it.
        std::printf("synsema-cli %s (git %s)\n", synsema::version().c_str(), synsema::git_revision().c_str());
        return 0;
    }
    // SYNSEMA_PROVIDER names where models run; this build has only "local".
    try {
        synsema::services::check_provider();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "synsema-cli: %s\n", e.what());
        return 1;
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
