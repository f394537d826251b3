// The egress lock: installed first thing in main(), before any thread exists,
// so that this process cannot open a network connection.
//   - seccomp-bpf (libseccomp): socket() and socketpair() fail with EPERM for
//     every address family except AF_UNIX (the display server and D-Bus need
//     it); io_uring_setup/enter/register fail with EPERM (io_uring can open
//     sockets without the socket() system call).
//   - Landlock, where the kernel has network rules (ABI >= 4): TCP bind and
//     connect are handled with no rule allowing them.
//   - no_new_privs, which both require.
// The lock is on unless the user passes --allow-network-unsafe or sets
// SYNSEMA_ALLOW_NETWORK=1; every attestation shows which.
#pragma once
#include <string>

#include <nlohmann/json.hpp>

namespace synsema::egress {

inline constexpr const char* kAllowNetworkFlag = "--allow-network-unsafe";
inline constexpr const char* kAllowNetworkEnv = "SYNSEMA_ALLOW_NETWORK";

struct LockStatus {
    bool attempted = false;       // install_egress_lock() ran in this process
    bool disabled = false;        // the user turned the lock off
    std::string disabled_by;      // "--allow-network-unsafe" or "SYNSEMA_ALLOW_NETWORK=1"
    int threads_at_install = 0;   // from /proc/self/status; 1 is what we want
    bool no_new_privs = false;
    bool seccomp = false;         // the seccomp filter is loaded
    std::string seccomp_error;
    int landlock_abi = 0;         // 0: no Landlock
    bool landlock_net = false;    // TCP bind/connect restricted by Landlock
    std::string landlock_note;    // why Landlock was not used, if it was not

    // The filter that matters (seccomp) is in place.
    bool locked() const { return seccomp && !disabled; }
};

// Removes --allow-network-unsafe from argv (anywhere) and reports whether the
// flag or SYNSEMA_ALLOW_NETWORK=1 asked for the network; `how` says which.
bool network_requested(int& argc, char** argv, std::string* how);

// Installs the lock (unless `allow_network`) and records the status for
// lock_status(). Call it once, before any thread is created.
LockStatus install_egress_lock(bool allow_network = false, const std::string& allowed_by = "");

// What install_egress_lock() did in this process (attempted == false if never called).
const LockStatus& lock_status();

nlohmann::json to_json(const LockStatus& s);

// A loud one-line warning when the lock is off or incomplete; "" when all is well.
std::string lock_warning(const LockStatus& s);

}  // namespace synsema::egress
