// The egress lock: installed first thing in main(), before any thread exists,
// so that this process cannot reach the network, nor another process that
// could reach it for it. Layers (docs/attestation.md has the channel table):
//   - seccomp-bpf (libseccomp): socket() and socketpair() fail with EPERM for
//     every family but AF_UNIX; the CLI refuses AF_UNIX too (it needs none:
//     its stdio is inherited). The GUI keeps AF_UNIX for its display and the
//     session bus until it has connected, then seal_unix_sockets() refuses new
//     ones. io_uring_setup/enter/register fail with EPERM (io_uring can open
//     sockets without socket()).
//   - Landlock, on every ABI the kernel has (>= 1): writes only beneath the
//     chosen output folders, the app's own config, cache and data folders and
//     /tmp; no execve at all; ptrace confined to the domain; TCP bind and
//     connect refused (ABI >= 4); signals scoped to the domain, and for the
//     CLI abstract Unix sockets too (ABI >= 6; the GUI's X11 connection is
//     one, so the GUI relies on the seal for them).
//   - no_new_privs, which both require.
//   - inherited descriptors >= 3 that are sockets of any family but AF_UNIX
//     are closed at start; every other inherited descriptor is reported.
// The lock is on unless the user passes --allow-network-unsafe among the
// leading options (before the subcommand or any other argument) or sets
// SYNSEMA_ALLOW_NETWORK=1; every attestation shows which.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace synsema::egress {

inline constexpr const char* kAllowNetworkFlag = "--allow-network-unsafe";
inline constexpr const char* kAllowNetworkEnv = "SYNSEMA_ALLOW_NETWORK";

// The CLI needs no Unix sockets and writes only where its options say; the
// GUI needs its display server and session bus, and writes where the user
// picks in a dialog (the folders in the user's home, removable media).
enum class Profile { Cli, Gui };
const char* profile_name(Profile p);

struct LockOptions {
    Profile profile = Profile::Cli;
    bool allow_network = false;
    std::string allowed_by;                  // how the network was allowed, for the report
    std::vector<std::string> output_dirs;    // writable beyond the defaults (created when missing)
    bool restrict_files = true;              // Landlock write rules (off: only for tests that must write elsewhere)
};

struct LockStatus {
    bool attempted = false;       // install_egress_lock() ran in this process
    std::string profile;          // "cli" or "gui"
    bool disabled = false;        // the user turned the lock off
    std::string disabled_by;      // "--allow-network-unsafe" or "SYNSEMA_ALLOW_NETWORK=1"
    int threads_at_install = 0;   // from /proc/self/status; 1 is what we want
    bool no_new_privs = false;
    bool seccomp = false;         // the seccomp filter is loaded
    std::string seccomp_error;
    int seccomp_filters = 0;      // filters this process loaded (1; the GUI's seal adds one)
    std::vector<std::string> seccomp_rules;  // what they refuse, one line per rule, as loaded
    bool unix_sockets_refused = false;    // socket(AF_UNIX) refused (CLI at start, GUI once sealed)
    int landlock_abi = 0;         // 0: no Landlock
    bool landlock = false;        // a Landlock domain is in place
    bool landlock_net = false;    // TCP bind/connect restricted by Landlock
    bool landlock_files = false;  // writes restricted to writable_dirs
    bool landlock_exec = false;   // execve refused
    bool scoped_abstract_unix = false;  // abstract Unix sockets outside the domain refused
    bool scoped_signals = false;        // signals to processes outside the domain refused
    std::string landlock_note;    // what Landlock could not do, if anything
    std::vector<std::string> writable_dirs;     // where this process may create or write files
    std::vector<std::string> inherited_closed;  // "fd 3: AF_INET socket"
    std::vector<std::string> inherited_kept;    // "fd 5: pipe:[1234]"
    std::vector<std::string> loader_environment;  // LD_PRELOAD=… and the like, at start

    // The filter that matters (seccomp) is in place.
    bool locked() const { return seccomp && !disabled; }
};

// Removes --allow-network-unsafe from argv when it stands among the leading
// options (before the first argument that does not start with '-', and
// before "--"), and reports whether it or SYNSEMA_ALLOW_NETWORK=1 asked for
// the network; `how` says which. Anywhere later it is left in argv, where the
// command's parser rejects it as an unknown option.
bool network_requested(int& argc, char** argv, std::string* how);

// Installs the lock (unless options.allow_network) and records the status
// for lock_status(). Call it once, before any thread is created.
LockStatus install_egress_lock(const LockOptions& options = {});

// What both executables do first thing in main(): take the network request
// out of argv (network_requested), install the lock with `options`, and print
// lock_warning() as "PROGRAM: WARNING …" on stderr when there is one.
LockStatus lock_at_start(int& argc, char** argv, LockOptions options, const char* program);

// One layer of the lock on its own: a seccomp filter making socket() and
// socketpair() fail with EPERM for every family but AF_UNIX (or for every
// family, `refuse_unix`), and io_uring's three calls when `refuse_io_uring`.
// Needs no_new_privs (or CAP_SYS_ADMIN). Returns "" or what went wrong, and
// appends the rules it loaded to `rules`. install_egress_lock() uses it; the
// tests load it alone in a child process and show, with an unmodified system
// program, that the kernel enforces it.
std::string load_socket_filter(bool refuse_unix, bool refuse_io_uring, std::vector<std::string>* rules = nullptr);

// GUI: once the display and the session bus are connected, refuse new Unix
// sockets in every thread (a second seccomp filter, synchronised). Returns
// false (and records why) when it could not be installed.
bool seal_unix_sockets();

// What install_egress_lock() did in this process (attempted == false if never called).
const LockStatus& lock_status();

// True when the lock lets this process create files beneath `path` (always
// true when Landlock's write rules are not in place).
bool write_allowed(const std::string& path);

nlohmann::json to_json(const LockStatus& s);

// A loud one-line warning when the lock is off or incomplete; "" when all is well.
std::string lock_warning(const LockStatus& s);

}  // namespace synsema::egress
