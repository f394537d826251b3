#include "egress_check.h"

#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace synsema::egress {
namespace {

Probe try_socket(const char* what, int family, int type) {
    Probe p;
    p.what = what;
    const int fd = ::socket(family, type | SOCK_CLOEXEC, 0);
    if (fd >= 0) {
        ::close(fd);
        return p;
    }
    p.refused = true;
    p.error = errno;
    p.error_name = strerrorname_np(errno) ? strerrorname_np(errno) : std::to_string(errno);
    return p;
}

Probe try_io_uring() {
    Probe p;
    p.what = "io_uring_setup";
    // A zeroed io_uring_params (120 bytes) is a valid request for one entry.
    unsigned char params[120] = {};
    const long fd = syscall(SYS_io_uring_setup, 1, params);
    if (fd >= 0) {
        ::close(int(fd));
        return p;
    }
    p.refused = true;
    p.error = errno;
    p.error_name = strerrorname_np(errno) ? strerrorname_np(errno) : std::to_string(errno);
    return p;
}

// Socket inodes of this process, from /proc/self/fd links "socket:[N]".
std::set<unsigned long> socket_inodes() {
    std::set<unsigned long> out;
    std::error_code ec;
    for (std::filesystem::directory_iterator it("/proc/self/fd", ec), end; !ec && it != end; it.increment(ec)) {
        const std::string target = std::filesystem::read_symlink(it->path(), ec).string();
        if (ec) {
            ec.clear();
            continue;
        }
        if (target.rfind("socket:[", 0) == 0) out.insert(std::strtoul(target.c_str() + 8, nullptr, 10));
    }
    return out;
}

// Inodes listed in a /proc/net table; `column` is the inode's column.
std::set<unsigned long> table_inodes(const std::string& path, size_t column) {
    std::set<unsigned long> out;
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string field;
        for (size_t i = 0; i <= column && fields >> field; ++i)
            if (i == column) out.insert(std::strtoul(field.c_str(), nullptr, 10));
    }
    return out;
}

}  // namespace

const std::vector<std::string>& network_library_stems() {
    // "lib" + stem starts the file name of each: Qt's network modules, HTTP/TLS
    // clients and messaging libraries. libcrypto is not here: it hashes.
    static const std::vector<std::string> stems = {"Qt6Network", "Qt5Network", "curl",      "ssl.", "gnutls",
                                                   "nghttp",     "ssh",        "zmq",       "websocket", "soup"};
    return stems;
}

bool is_network_library(const std::string& path) {
    const std::string name = std::filesystem::path(path).filename().string();
    for (const auto& stem : network_library_stems())
        if (name.rfind("lib" + stem, 0) == 0) return true;
    return false;
}

bool SelfCheck::ok() const {
    const bool families = std::all_of(probes.begin(), probes.end(), [](const Probe& p) { return p.refused && p.error == EPERM; });
    return families && io_uring.refused && unix_socket_works && open_non_unix_sockets == 0 && network_libraries.empty();
}

SelfCheck run_self_check() {
    SelfCheck c;
    c.lock = lock_status();
    c.probes.push_back(try_socket("socket(AF_INET, SOCK_STREAM)", AF_INET, SOCK_STREAM));
    c.probes.push_back(try_socket("socket(AF_INET, SOCK_DGRAM)", AF_INET, SOCK_DGRAM));
    c.probes.push_back(try_socket("socket(AF_INET6, SOCK_STREAM)", AF_INET6, SOCK_STREAM));
    c.probes.push_back(try_socket("socket(AF_NETLINK, SOCK_RAW)", AF_NETLINK, SOCK_RAW));
    c.unix_socket_works = !try_socket("socket(AF_UNIX, SOCK_STREAM)", AF_UNIX, SOCK_STREAM).refused;
    c.io_uring = try_io_uring();

    // Open sockets: all minus the Unix ones; the inet tables name the network ones.
    const auto mine = socket_inodes();
    const auto unix_sockets = table_inodes("/proc/self/net/unix", 6);
    std::set<unsigned long> inet;
    for (const char* t : {"tcp", "tcp6", "udp", "udp6", "raw", "raw6"}) {
        const auto s = table_inodes(std::string("/proc/self/net/") + t, 9);
        inet.insert(s.begin(), s.end());
    }
    for (unsigned long inode : mine) {
        if (!unix_sockets.count(inode)) ++c.open_non_unix_sockets;
        if (inet.count(inode)) ++c.open_inet_sockets;
    }

    // Networking libraries mapped into this process.
    for (const std::string& path : mapped_files())
        if (is_network_library(path)) c.network_libraries.push_back(path);
    return c;
}

nlohmann::json to_json(const SelfCheck& c) {
    nlohmann::json j;
    j["ok"] = c.ok();
    j["lock"] = to_json(c.lock);
    auto probe = [](const Probe& p) {
        return nlohmann::json{{"call", p.what}, {"refused", p.refused}, {"errno", p.error}, {"error", p.error_name}};
    };
    j["probes"] = nlohmann::json::array();
    for (const auto& p : c.probes) j["probes"].push_back(probe(p));
    j["io_uring"] = probe(c.io_uring);
    j["unix_socket_works"] = c.unix_socket_works;
    j["open_non_unix_sockets"] = c.open_non_unix_sockets;
    j["open_inet_sockets"] = c.open_inet_sockets;
    j["network_libraries"] = c.network_libraries;
    return j;
}

std::vector<std::string> mapped_files() {
    std::ifstream maps("/proc/self/maps");
    std::set<std::string> seen;
    std::string line;
    while (std::getline(maps, line)) {
        const size_t slash = line.find('/');
        if (slash != std::string::npos) seen.insert(line.substr(slash));
    }
    return {seen.begin(), seen.end()};
}

}  // namespace synsema::egress
