// synsema-cli egress: the self-check that this process cannot reach the network.
#include <QCommandLineParser>

#include <cstdio>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "engine/egress/egress_check.h"

namespace synsema::cli {

// Exit code when some check failed (the filter not in force, a socket open, a library mapped).
constexpr int kNotLockedExitCode = 3;

int run_egress(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"json", "Print the self-check as JSON."});
    p.addOption({"probe-write", "Try to create a file in this folder (default ~/.config/autostart).", "DIR"});
    if (int rc = parse_or_exit(p, "egress", args); rc >= 0) return rc;

    egress::ProbeTargets targets;
    targets.write_dir = to_std(p.value("probe-write"));
    const auto check = egress::run_self_check(targets);
    if (p.isSet("json")) {
        std::printf("%s\n", egress::to_json(check).dump(2).c_str());
    } else {
        std::printf("egress lock: %s\n", check.lock.locked() ? "on" : check.lock.disabled ? ("OFF (" + check.lock.disabled_by + ")").c_str() : "NOT IN PLACE");
        std::printf("kernel: %s\n", check.kernel.describe().c_str());
        for (const auto& rule : check.lock.seccomp_rules) std::printf("seccomp filter: %s\n", rule.c_str());
        std::printf("landlock: ABI %d, TCP rules %s\n", check.lock.landlock_abi, check.lock.landlock_net ? "on" : "off");
        for (const auto& ch : check.channels) {
            std::printf("%-24s %-8s %s%s\n", ch.name.c_str(), ch.status.c_str(), ch.basis.c_str(),
                        ch.as_expected ? "" : "  [EVIDENCE DISAGREES]");
            for (const auto& e : ch.evidence) std::printf("    %s\n", e.c_str());
            for (const auto& pr : ch.probes)
                std::printf("    %-44s %s\n", pr.what.c_str(), pr.refused ? ("refused: " + pr.error_name).c_str() : "allowed");
        }
        std::printf("open non-Unix sockets: %d\n", check.open_non_unix_sockets);
        std::printf("networking libraries mapped: %zu\n", check.network_libraries.size());
        for (const auto& l : check.network_libraries) std::printf("  %s\n", l.c_str());
        std::printf("%s\n", check.ok() ? "OK: the kernel holds this process's network lock" : "NOT OK");
    }
    return check.ok() ? 0 : kNotLockedExitCode;
}

}  // namespace synsema::cli
