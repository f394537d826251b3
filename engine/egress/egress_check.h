// The egress self-check, run on demand (`synsema-cli egress --json`, the
// Proof panel): every channel out of the process (docs/attestation.md's
// table), what holds it shut, and the evidence. It makes no network or socket
// call of its own: what the kernel enforces is read from the kernel.
//   - the seccomp filter: /proc/self/status (Seccomp: 2, Seccomp_filters,
//     NoNewPrivs) and the rules the lock loaded (tests/tst_egress_filter shows,
//     with unmodified system programs, that the kernel enforces those rules);
//   - inet, Unix and abstract Unix sockets, D-Bus: by that filter and Landlock;
//   - files: a write into ~/.config/autostart (or a given folder) refused;
//   - exec: posix_spawn of /bin/true refused;
//   - signals: kill(parent, 0) refused when signals are scoped;
//   - ptrace: confined to the Landlock domain (no probe: attaching is not harmless);
//   - io_uring refused;
//   - open non-Unix sockets in this process (none may be: /proc/self/fd and
//     /proc/self/net), and networking libraries mapped into it
//     (/proc/self/maps; libcrypto is fine: it hashes).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/egress/egress_lock.h"

namespace synsema::egress {

struct Probe {
    std::string what;     // "posix_spawn(/bin/true)"
    bool refused = false; // the call failed
    int error = 0;        // its errno
    std::string error_name;  // "EPERM"
};

// One way out of the process and what holds it.
struct Channel {
    std::string name;    // "inet sockets", "Unix sockets", "abstract Unix sockets", "D-Bus", "files", …
    std::string status;  // "blocked", "scoped" or "open"
    std::string basis;   // what enforces it, or why it is open
    std::vector<Probe> probes;
    std::vector<std::string> evidence;  // what the kernel reports that shows the status
    bool as_expected = true;  // the probes and the evidence agree with the status
};

// What the probes aim at. Empty fields use the defaults.
struct ProbeTargets {
    std::string write_dir;      // a folder outside the writable ones (default ~/.config/autostart)
};

// A process's seccomp state as the kernel reports it in /proc/PID/status.
struct KernelSeccomp {
    bool readable = false;     // the status file was read
    int mode = 0;              // "Seccomp:": 0 none, 1 strict, 2 filter
    int filters = -1;          // "Seccomp_filters:" (Linux >= 5.9); -1 when the kernel does not say
    bool no_new_privs = false; // "NoNewPrivs: 1"
    std::string describe() const;  // "Seccomp: 2 (filter), Seccomp_filters: 1, NoNewPrivs: 1"
};
KernelSeccomp kernel_seccomp(int pid = 0);  // 0: this process

struct SelfCheck {
    LockStatus lock;
    KernelSeccomp kernel;             // this process, read from /proc/self/status
    Probe io_uring;
    int open_non_unix_sockets = 0;    // sockets of this process that are not Unix sockets
    int open_inet_sockets = 0;        // of those, in /proc/self/net/{tcp,tcp6,udp,udp6,raw,raw6}
    std::vector<std::string> network_libraries;  // mapped library paths
    std::vector<Channel> channels;

    // The lock's filters in force by the kernel's own report, io_uring
    // refused, no open network socket, no networking library, and every
    // channel as its status says.
    bool ok() const;
};

SelfCheck run_self_check(const ProbeTargets& targets = {});
nlohmann::json to_json(const SelfCheck& c);

// Library file names that provide networking (for the ldd test and the self-check).
// File-name stems of networking libraries ("lib" + stem starts the file name).
const std::vector<std::string>& network_library_stems();
bool is_network_library(const std::string& path);

// A file mapped into this process, from /proc/self/maps.
struct MappedFile {
    std::string path;
    uint64_t inode = 0;
};
// Every distinct file mapped into this process, sorted by path: the
// self-check looks for networking libraries in it, attestation hashes them.
std::vector<MappedFile> mapped_file_records();
std::vector<std::string> mapped_files();

}  // namespace synsema::egress
