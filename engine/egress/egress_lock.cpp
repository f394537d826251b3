#include "egress_lock.h"

#include <linux/landlock.h>
#include <seccomp.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string_view>

namespace synsema::egress {
namespace {

// Debian 12's kernel headers predate Landlock's network rules (ABI 4), so the
// ruleset attribute and its two network rights are spelled out here.
struct NetRulesetAttr {
    uint64_t handled_access_fs = 0;
    uint64_t handled_access_net = 0;
};
constexpr uint64_t kLandlockNetBindTcp = uint64_t(1) << 0;
constexpr uint64_t kLandlockNetConnectTcp = uint64_t(1) << 1;
constexpr int kLandlockNetAbi = 4;

LockStatus g_status;

int thread_count() {
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("Threads:", 0) == 0) return std::atoi(line.c_str() + 8);
    return 0;
}

std::string errno_text(int err) { return std::string(strerrordesc_np(err) ? strerrordesc_np(err) : "unknown error"); }

// seccomp: refuse non-Unix sockets and io_uring; everything else is allowed.
void install_seccomp(LockStatus& s) {
    scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
    if (!ctx) {
        s.seccomp_error = "seccomp_init failed";
        return;
    }
    const uint32_t deny = SCMP_ACT_ERRNO(EPERM);
    int rc = 0;
    // Synchronise every thread in case some library started one before main().
    if (rc == 0) rc = seccomp_attr_set(ctx, SCMP_FLTATR_CTL_TSYNC, 1);
    // The family is the first argument; anything but AF_UNIX is refused.
    if (rc == 0) rc = seccomp_rule_add(ctx, deny, SCMP_SYS(socket), 1, SCMP_A0(SCMP_CMP_NE, AF_UNIX));
    if (rc == 0) rc = seccomp_rule_add(ctx, deny, SCMP_SYS(socketpair), 1, SCMP_A0(SCMP_CMP_NE, AF_UNIX));
    for (int sys : {SCMP_SYS(io_uring_setup), SCMP_SYS(io_uring_enter), SCMP_SYS(io_uring_register)})
        if (rc == 0) rc = seccomp_rule_add(ctx, deny, sys, 0);
    if (rc == 0) rc = seccomp_load(ctx);
    seccomp_release(ctx);
    if (rc != 0) {
        s.seccomp_error = "seccomp filter not loaded: " + errno_text(-rc);
        return;
    }
    s.seccomp = true;
}

// Landlock: handle TCP bind and connect and allow neither.
void install_landlock(LockStatus& s) {
    const long abi = syscall(SYS_landlock_create_ruleset, nullptr, 0, LANDLOCK_CREATE_RULESET_VERSION);
    if (abi < 0) {
        s.landlock_note = "Landlock is not available: " + errno_text(errno);
        return;
    }
    s.landlock_abi = int(abi);
    if (abi < kLandlockNetAbi) {
        s.landlock_note = "Landlock ABI " + std::to_string(abi) + " has no network rules (needs 4)";
        return;
    }
    NetRulesetAttr attr;
    attr.handled_access_net = kLandlockNetBindTcp | kLandlockNetConnectTcp;
    const long fd = syscall(SYS_landlock_create_ruleset, &attr, sizeof attr, 0);
    if (fd < 0) {
        s.landlock_note = "landlock_create_ruleset failed: " + errno_text(errno);
        return;
    }
    const long rc = syscall(SYS_landlock_restrict_self, int(fd), 0);
    const int err = errno;
    ::close(int(fd));
    if (rc != 0) {
        s.landlock_note = "landlock_restrict_self failed: " + errno_text(err);
        return;
    }
    s.landlock_net = true;
}

}  // namespace

bool network_requested(int& argc, char** argv, std::string* how) {
    bool requested = false;
    int out = 1;
    for (int i = 1; i < argc; ++i) {
        if (std::string_view(argv[i]) == kAllowNetworkFlag) {
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

LockStatus install_egress_lock(bool allow_network, const std::string& allowed_by) {
    LockStatus s;
    s.attempted = true;
    s.threads_at_install = thread_count();
    if (allow_network) {
        s.disabled = true;
        s.disabled_by = allowed_by.empty() ? kAllowNetworkFlag : allowed_by;
        g_status = s;
        return s;
    }
    // Both seccomp and Landlock need no_new_privs for an unprivileged process.
    s.no_new_privs = prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0;
    install_seccomp(s);
    install_landlock(s);
    g_status = s;
    return s;
}

const LockStatus& lock_status() { return g_status; }

nlohmann::json to_json(const LockStatus& s) {
    nlohmann::json j;
    j["attempted"] = s.attempted;
    j["locked"] = s.locked();
    j["disabled"] = s.disabled;
    j["allow_network_flag"] = s.disabled ? s.disabled_by : "";
    j["threads_at_install"] = s.threads_at_install;
    j["no_new_privs"] = s.no_new_privs;
    j["seccomp"] = s.seccomp;
    if (!s.seccomp_error.empty()) j["seccomp_error"] = s.seccomp_error;
    j["landlock_abi"] = s.landlock_abi;
    j["landlock_net"] = s.landlock_net;
    if (!s.landlock_note.empty()) j["landlock_note"] = s.landlock_note;
    return j;
}

std::string lock_warning(const LockStatus& s) {
    if (!s.attempted) return "WARNING: the network egress lock was never installed";
    if (s.disabled) return "WARNING: network egress lock DISABLED by " + s.disabled_by + "; this process may reach the network";
    if (!s.seccomp) return "WARNING: the network egress lock could not be installed (" + s.seccomp_error + ")";
    if (s.threads_at_install > 1)
        return "WARNING: the egress lock was installed with " + std::to_string(s.threads_at_install) +
               " threads running; seccomp covers them all, Landlock only the main thread";
    return "";
}

}  // namespace synsema::egress
