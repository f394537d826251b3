// The egress self-check, run on demand (`synsema-cli egress --json`, the
// Proof panel): every channel out of the process (docs/attestation.md's
// table), how it is held shut, and a live probe where one is safe:
//   - inet sockets: socket(AF_INET/AF_INET6/AF_NETLINK/AF_PACKET) refused;
//   - Unix sockets: socket(AF_UNIX) refused (CLI, or a sealed GUI), and a
//     connect to a given listening path or abstract name refused;
//   - D-Bus: through Unix sockets only (the GUI keeps its session bus);
//   - files: a write into ~/.config/autostart (or a given folder) refused;
//   - exec: posix_spawn of /bin/true refused;
//   - signals: kill(parent, 0) refused when signals are scoped;
//   - ptrace: confined to the Landlock domain (no probe: attaching is not harmless);
//   - io_uring refused;
//   - open non-Unix sockets in this process (none may be), and networking
//     libraries mapped into it (/proc/self/maps; libcrypto is fine: it hashes).
#pragma once
#include <cstdint>
#include <optional>
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

// One way out of the process and what holds it.
struct Channel {
    std::string name;    // "inet sockets", "Unix sockets", "abstract Unix sockets", "D-Bus", "files", …
    std::string status;  // "blocked", "scoped" or "open"
    std::string basis;   // what enforces it, or why it is open
    std::vector<Probe> probes;
    bool as_expected = true;  // the probes agree with the status
};

// What the probes aim at. Empty fields use the defaults.
struct ProbeTargets {
    std::string unix_path;      // a listening path-named socket to try (default: none, only socket())
    std::string abstract_name;  // a listening abstract socket to try (without the leading NUL)
    std::string write_dir;      // a folder outside the writable ones (default ~/.config/autostart)
};

struct SelfCheck {
    LockStatus lock;
    std::vector<Probe> probes;        // the network families: each should be refused
    bool unix_socket_works = false;   // socket(AF_UNIX) succeeded (the GUI before sealing needs it)
    Probe io_uring;
    int open_non_unix_sockets = 0;    // sockets of this process that are not Unix sockets
    int open_inet_sockets = 0;        // of those, in /proc/self/net/{tcp,tcp6,udp,udp6,raw,raw6}
    std::vector<std::string> network_libraries;  // mapped library paths
    std::vector<Channel> channels;

    // Every network family refused with EPERM, io_uring refused, no open
    // network socket, no networking library, and every channel as its status says.
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
