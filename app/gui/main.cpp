// synsema: the desktop application.
#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>
#include <string_view>

#include "engine/egress/egress_check.h"
#include "engine/egress/egress_lock.h"
#include "engine/ocr/ocr_helper.h"
#include "engine/util/log.h"
#include "engine/util/version_info.h"
#include "ui/shell/screenshot_tour.h"
#include "ui/shell/main_window.h"

namespace {
// Long enough for Qt to make its start-up connections on a loaded machine.
constexpr int kSealUnixSocketsAfterMs = 2000;
}  // namespace

int main(int argc, char** argv) {
    // The egress lock comes first, before Qt or anything else can start a thread;
    // --allow-network-unsafe among the leading options (taken out of argv
    // here) or SYNSEMA_ALLOW_NETWORK=1 turn it off.
    // The GUI profile keeps Unix sockets until the display and the session
    // bus are connected (sealed below), and writes where a user picks folders.
    synsema::egress::LockOptions lock_options;
    lock_options.profile = synsema::egress::Profile::Gui;
    // The screenshot tour (a developer's tool) writes into the folder it names.
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        if (arg == "--screenshot-tour" && i + 1 < argc) lock_options.output_dirs.emplace_back(argv[i + 1]);
        else if (arg.rfind("--screenshot-tour=", 0) == 0) lock_options.output_dirs.emplace_back(arg.substr(18));
    }
    // The OCR helper for scans, started before the lock refuses execve; it
    // waits on its pipe and loads nothing until a scan arrives.
    synsema::ocr::start_helper();
    synsema::egress::lock_at_start(argc, argv, lock_options, "synsema");

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
    QCommandLineOption model_option("model", "Model file to load at start (default: the model SYNSEMA_MODEL names).", "PATH");
    // For reviewers and tests: the egress self-check of this very GUI process,
    // once its window is up and Unix sockets are sealed, as JSON on stdout.
    QCommandLineOption egress_option("egress-json", "Print the egress self-check of the running window as JSON, then quit.");
    parser.addOption(version_option);
    parser.addOption(debug_option);
    parser.addOption(tour_option);
    parser.addOption(model_option);
    parser.addOption(egress_option);
    parser.process(app);
    if (parser.isSet(version_option)) {
        std::printf("%s\n", synsema::version_string().c_str());
        return 0;
    }
    synsema::log::init(parser.isSet(debug_option));

    synsema::ui::MainWindow window;
    window.show();
    // Once the event loop has run long enough for Qt to connect to the
    // display, the session bus, the accessibility bus and an input method,
    // no new Unix socket may be made (egress_lock.h). With --egress-json the
    // self-check runs just before that and just after, and the process quits.
    const bool egress_json = parser.isSet(egress_option);
    QTimer::singleShot(kSealUnixSocketsAfterMs, &app, [egress_json] {
        nlohmann::json before_seal;
        if (egress_json) before_seal = synsema::egress::to_json(synsema::egress::run_self_check());
        if (!synsema::egress::seal_unix_sockets())
            std::fprintf(stderr, "synsema: %s\n", synsema::egress::lock_status().seccomp_error.c_str());
        if (!egress_json) return;
        const auto check = synsema::egress::run_self_check();
        nlohmann::json j = synsema::egress::to_json(check);
        // Before the seal: the channels the window still needed, and the kernel's count of filters then.
        j["channels_before_unix_sockets_were_sealed"] = before_seal["channels"];
        j["kernel_before_unix_sockets_were_sealed"] = before_seal["kernel"];
        std::printf("%s\n", j.dump(2).c_str());
        std::fflush(stdout);
        QCoreApplication::exit(check.ok() ? 0 : 3);
    });
    if (egress_json) {
        return QApplication::exec();
    }
    if (parser.isSet(tour_option))
        synsema::ui::run_screenshot_tour(window, parser.value(tour_option), parser.value(model_option));
    else if (parser.isSet(model_option)) {
        if (!window.check_provider_at_start()) return QApplication::exec();  // the message stays on screen
        window.add_model_file(parser.value(model_option));
        window.load_model(parser.value(model_option));
    } else {
        window.load_model_from_environment();  // SYNSEMA_MODEL, SYNSEMA_PROVIDER
    }
    return QApplication::exec();
}
