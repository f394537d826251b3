#include "egress_lock.h"

#include <seccomp.h>
#include <sys/prctl.h>
#include <sys/socket.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string_view>

#include "engine/egress/landlock.h"
#include "engine/egress/process_state.h"

namespace synsema::egress {
namespace {

namespace fs = std::filesystem;

LockStatus g_status;

int thread_count() {
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("Threads:", 0) == 0) return std::atoi(line.c_str() + 8);
    return 0;
}

std::string errno_text(int err) { return std::string(strerrordesc_np(err) ? strerrordesc_np(err) : "unknown error"); }

// The folders this process may write beneath, created when missing so that
// a rule can name them (Landlock rules need an existing path).
std::vector<std::string> writable_dirs_for(const LockOptions& options) {
    std::vector<std::string> dirs = default_writable_dirs();
    if (options.profile == Profile::Gui)
        for (auto& d : gui_writable_dirs()) dirs.push_back(std::move(d));
    for (const auto& d : options.output_dirs) dirs.push_back(d);
    std::error_code ec;
    for (const auto& d : dirs) fs::create_directories(d, ec);
    return dirs;
}

bool beneath(const fs::path& path, const fs::path& dir) {
    auto p = path.begin();
    for (auto d = dir.begin(); d != dir.end(); ++d, ++p)
        if (d->empty()) continue;
        else if (p == path.end() || *p != *d) return false;
    return true;
}

}  // namespace

std::string load_socket_filter(bool refuse_unix, bool refuse_io_uring, std::vector<std::string>* rules) {
    scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
    if (!ctx) return "seccomp_init failed";
    const uint32_t deny = SCMP_ACT_ERRNO(EPERM);
    int rc = 0;
    // Synchronise every thread in case some library started one before main().
    if (rc == 0) rc = seccomp_attr_set(ctx, SCMP_FLTATR_CTL_TSYNC, 1);
    for (int sys : {SCMP_SYS(socket), SCMP_SYS(socketpair)}) {
        // The family is the first argument.
        if (rc == 0) rc = refuse_unix ? seccomp_rule_add(ctx, deny, sys, 0)
                                      : seccomp_rule_add(ctx, deny, sys, 1, SCMP_A0(SCMP_CMP_NE, AF_UNIX));
    }
    if (refuse_io_uring)
        for (int sys : {SCMP_SYS(io_uring_setup), SCMP_SYS(io_uring_enter), SCMP_SYS(io_uring_register)})
            if (rc == 0) rc = seccomp_rule_add(ctx, deny, sys, 0);
    if (rc == 0) rc = seccomp_load(ctx);
    seccomp_release(ctx);
    if (rc != 0) return "seccomp filter not loaded: " + errno_text(-rc);
    if (rules) {
        rules->push_back(refuse_unix ? "socket(), socketpair(): EPERM for every address family"
                                     : "socket(), socketpair(): EPERM for every address family but AF_UNIX");
        if (refuse_io_uring) rules->push_back("io_uring_setup(), io_uring_enter(), io_uring_register(): EPERM");
    }
    return "";
}

const char* profile_name(Profile p) { return p == Profile::Gui ? "gui" : "cli"; }

bool network_requested(int& argc, char** argv, std::string* how) {
    bool requested = false;
    int out = 1;
    bool leading = true;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        // The leading options end at "--" or at the first word (the subcommand).
        if (arg == "--" || arg.empty() || arg[0] != '-') leading = false;
        if (leading && arg == kAllowNetworkFlag) {
            requested = true;
            if (how) *how = kAllowNetworkFlag;
            continue;
        }
        argv[out++] = argv[i];
    }
    if (out < argc) argv[out] = nullptr;
    argc = out;
    if (!requested) {
        const char* env = std::getenv(kAllowNetworkEnv);
        if (env && std::string_view(env) == "1") {
            requested = true;
            if (how) *how = std::string(kAllowNetworkEnv) + "=1";
        }
    }
    return requested;
}

LockStatus install_egress_lock(const LockOptions& options) {
    LockStatus s;
    s.attempted = true;
    s.profile = profile_name(options.profile);
    s.threads_at_install = thread_count();
    s.loader_environment = loader_environment();
    if (options.allow_network) {
        s.disabled = true;
        s.disabled_by = options.allowed_by.empty() ? kAllowNetworkFlag : options.allowed_by;
        g_status = s;
        return s;
    }
    // Step 1: a connection inherited from the parent needs no socket() call.
    const InheritedDescriptors inherited = close_inherited_network_sockets();
    s.inherited_closed = inherited.closed;
    s.inherited_kept = inherited.kept;
    // Step 2: seccomp and Landlock both need no_new_privs for an unprivileged process.
    s.no_new_privs = prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0;
    const bool refuse_unix = options.profile == Profile::Cli;
    s.seccomp_error = load_socket_filter(refuse_unix, true, &s.seccomp_rules);
    s.seccomp = s.seccomp_error.empty();
    s.seccomp_filters = s.seccomp ? 1 : 0;
    s.unix_sockets_refused = s.seccomp && refuse_unix;
    // Step 3: Landlock, on whatever ABI the kernel has.
    // The GUI's display connection may be an abstract socket (X11): those are
    // left to the seal below, which refuses every new Unix socket.
    install_landlock(s, writable_dirs_for(options), options.restrict_files, options.profile == Profile::Cli);
    g_status = s;
    return s;
}

LockStatus lock_at_start(int& argc, char** argv, LockOptions options, const char* program) {
    options.allow_network = network_requested(argc, argv, &options.allowed_by);
    LockStatus status = install_egress_lock(options);
    if (const std::string warning = lock_warning(status); !warning.empty())
        std::fprintf(stderr, "%s: %s\n", program, warning.c_str());
    return status;
}

bool seal_unix_sockets() {
    if (!g_status.seccomp || g_status.unix_sockets_refused) return g_status.unix_sockets_refused;
    const std::string error = load_socket_filter(true, false, &g_status.seccomp_rules);
    if (!error.empty()) {
        g_status.seccomp_error = "Unix sockets not sealed: " + error;
        return false;
    }
    ++g_status.seccomp_filters;
    g_status.unix_sockets_refused = true;
    return true;
}

const LockStatus& lock_status() { return g_status; }

bool write_allowed(const std::string& path) {
    if (!g_status.landlock_files) return true;
    std::error_code ec;
    const fs::path target = fs::weakly_canonical(fs::absolute(path, ec), ec);
    for (const auto& dir : g_status.writable_dirs) {
        const fs::path d = fs::weakly_canonical(dir, ec);
        if (beneath(target, d)) return true;
    }
    return false;
}

nlohmann::json to_json(const LockStatus& s) {
    nlohmann::json j;
    j["attempted"] = s.attempted;
    j["profile"] = s.profile;
    j["locked"] = s.locked();
    j["disabled"] = s.disabled;
    j["allow_network_flag"] = s.disabled ? s.disabled_by : "";
    j["threads_at_install"] = s.threads_at_install;
    j["no_new_privs"] = s.no_new_privs;
    j["seccomp"] = s.seccomp;
    if (!s.seccomp_error.empty()) j["seccomp_error"] = s.seccomp_error;
    j["seccomp_filters"] = s.seccomp_filters;
    j["seccomp_rules"] = s.seccomp_rules;
    j["unix_sockets_refused"] = s.unix_sockets_refused;
    j["landlock_abi"] = s.landlock_abi;
    j["landlock"] = s.landlock;
    j["landlock_net"] = s.landlock_net;
    j["landlock_files"] = s.landlock_files;
    j["landlock_exec"] = s.landlock_exec;
    j["scoped_abstract_unix"] = s.scoped_abstract_unix;
    j["scoped_signals"] = s.scoped_signals;
    if (!s.landlock_note.empty()) j["landlock_note"] = s.landlock_note;
    j["writable_dirs"] = s.writable_dirs;
    j["inherited_descriptors"] = {{"closed", s.inherited_closed}, {"kept", s.inherited_kept}};
    j["loader_environment"] = s.loader_environment;
    return j;
}

std::string lock_warning(const LockStatus& s) {
    if (!s.attempted) return "WARNING: the network egress lock was never installed";
    if (s.disabled) return "WARNING: network egress lock DISABLED by " + s.disabled_by + "; this process may reach the network";
    if (!s.seccomp) return "WARNING: the network egress lock could not be installed (" + s.seccomp_error + ")";
    if (s.threads_at_install > 1)
        return "WARNING: the egress lock was installed with " + std::to_string(s.threads_at_install) +
               " threads running; seccomp covers them all, Landlock only the main thread";
    if (!s.inherited_closed.empty())
        return "WARNING: closed " + std::to_string(s.inherited_closed.size()) +
               " network socket(s) inherited from the parent process (" + s.inherited_closed.front() + ")";
    return "";
}

}  // namespace synsema::egress
