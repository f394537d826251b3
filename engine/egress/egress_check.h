// The egress self-check, run on demand (`synsema-cli egress --json`):
//   - try socket(AF_INET), socket(AF_INET6), socket(AF_NETLINK) and report each
//     refusal, plus that AF_UNIX still works and io_uring_setup is refused;
//   - count this process's open non-Unix sockets (/proc/self/fd links
//     "socket:[inode]" that are not in /proc/self/net/unix), and those in the
//     TCP/UDP/raw tables;
//   - list networking libraries mapped into the process (/proc/self/maps):
//     Qt's network module, curl, TLS libraries, ... (network_library_stems();
//     libcrypto is fine: it hashes)
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/egress/egress_lock.h"

namespace synsema::egress {

struct Probe {
    std::string what;     // "socket(AF_INET, SOCK_STREAM)"
    bool refused = false; // the call failed
    int error = 0;        // its errno
    std::string error_name;  // "EPERM"
};

struct SelfCheck {
    LockStatus lock;
    std::vector<Probe> probes;        // the network families: each should be refused
    bool unix_socket_works = false;   // AF_UNIX must still work (display server)
    Probe io_uring;
    int open_non_unix_sockets = 0;    // sockets of this process that are not Unix sockets
    int open_inet_sockets = 0;        // of those, in /proc/self/net/{tcp,tcp6,udp,udp6,raw,raw6}
    std::vector<std::string> network_libraries;  // mapped library paths

    // Every family refused with EPERM, io_uring refused, no open network socket, no networking library.
    bool ok() const;
};

SelfCheck run_self_check();
nlohmann::json to_json(const SelfCheck& c);

// Library file names that provide networking (for the ldd test and the self-check).
// File-name stems of networking libraries ("lib" + stem starts the file name).
const std::vector<std::string>& network_library_stems();
bool is_network_library(const std::string& path);
// Every distinct file mapped into this process (from /proc/self/maps), sorted:
// the self-check looks for networking libraries in it, attestation for a
// shared engine library.
std::vector<std::string> mapped_files();

}  // namespace synsema::egress
