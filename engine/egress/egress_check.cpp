#include "egress_check.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "engine/ocr/ocr_helper.h"

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

Probe failed(std::string what, int err) {
    Probe p;
    p.what = std::move(what);
    p.refused = true;
    p.error = err;
    p.error_name = strerrorname_np(err) ? strerrorname_np(err) : std::to_string(err);
    return p;
}

Probe allowed(std::string what) {
    Probe p;
    p.what = std::move(what);
    return p;
}

// connect() to a listening Unix socket: a path, or an abstract name.
Probe try_connect_unix(const std::string& name, bool abstract) {
    const std::string what = abstract ? "connect(AF_UNIX, @" + name + ")" : "connect(AF_UNIX, " + name + ")";
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return failed(what + ": socket()", errno);
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    const size_t offset = abstract ? 1 : 0;  // an abstract name starts with a NUL byte
    const size_t n = std::min(name.size(), sizeof addr.sun_path - 1 - offset);
    std::memcpy(addr.sun_path + offset, name.data(), n);
    const auto len = socklen_t(offsetof(sockaddr_un, sun_path) + offset + n + (abstract ? 0 : 1));
    const int rc = ::connect(fd, reinterpret_cast<const sockaddr*>(&addr), len);
    const int err = errno;
    ::close(fd);
    return rc == 0 ? allowed(what) : failed(what, err);
}

// Creating something in `dir` (or the first missing folder on the way to
// it); whatever was created is removed again.
Probe try_write(const std::string& dir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path existing(dir);
    fs::path missing;
    while (!existing.empty() && !fs::exists(existing, ec)) {
        missing = existing;
        existing = existing.parent_path();
    }
    if (!missing.empty()) {
        const std::string what = "mkdir(" + missing.string() + ")";
        if (::mkdir(missing.c_str(), 0700) != 0) return failed(what, errno);
        ::rmdir(missing.c_str());
        return allowed(what);
    }
    const std::string file = (fs::path(dir) / (".synsema-egress-probe-" + std::to_string(::getpid()))).string();
    const std::string what = "create(" + file + ")";
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) return failed(what, errno);
    ::close(fd);
    ::unlink(file.c_str());
    return allowed(what);
}

Probe try_exec() {
    const char* what = "posix_spawn(/bin/true)";
    pid_t pid = 0;
    char arg0[] = "true";
    char* argv[] = {arg0, nullptr};
    char* envp[] = {nullptr};
    const int rc = ::posix_spawn(&pid, "/bin/true", nullptr, nullptr, argv, envp);
    if (rc != 0) return failed(what, rc);
    int status = 0;
    ::waitpid(pid, &status, 0);
    // glibc reports an exec failure as the child's exit status 127.
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127) return failed(what, EACCES);
    return allowed(what);
}

Probe try_signal_parent() {
    const std::string what = "kill(parent " + std::to_string(::getppid()) + ", 0)";
    return ::kill(::getppid(), 0) == 0 ? allowed(what) : failed(what, errno);
}

bool all_refused(const std::vector<Probe>& probes) {
    return std::all_of(probes.begin(), probes.end(), [](const Probe& p) { return p.refused; });
}

std::string default_probe_dir() {
    const char* config = std::getenv("XDG_CONFIG_HOME");
    const char* home = std::getenv("HOME");
    if (config && *config) return std::string(config) + "/autostart";
    return std::string(home ? home : "") + "/.config/autostart";
}

std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
    return s;
}

// The channel table: what holds each way out shut, with its probes.
// The Seccomp and NoNewPrivs lines of /proc/PID/status.
std::string read_proc_status_fields(int pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    std::string line, out;
    while (std::getline(in, line))
        if (line.rfind("Seccomp:", 0) == 0 || line.rfind("NoNewPrivs:", 0) == 0) out += line + "\n";
    return out;
}

std::vector<Channel> channels_of(const SelfCheck& c, const ProbeTargets& targets) {
    const LockStatus& s = c.lock;
    const bool cli = s.profile != "gui";
    std::vector<Channel> out;

    Channel inet{"inet sockets", s.seccomp ? "blocked" : "open",
                 "seccomp: socket() and socketpair() of every family but AF_UNIX fail with EPERM" +
                     std::string(s.landlock_net ? "; Landlock refuses TCP bind and connect" : ""),
                 c.probes};
    inet.as_expected = inet.status != "blocked" || all_refused(inet.probes);
    out.push_back(inet);

    Channel unix_paths{"Unix sockets", s.unix_sockets_refused ? "blocked" : "open",
                       s.unix_sockets_refused
                           ? (cli ? "seccomp: socket(AF_UNIX) fails with EPERM; the CLI needs none (its stdio is inherited)"
                                  : "seccomp: new Unix sockets refused since start-up; the display server and session-bus "
                                    "connections made before stay open")
                           : "the GUI needs its display server (X11 or Wayland) and the session bus until it has connected",
                       {}};
    unix_paths.probes.push_back(try_socket("socket(AF_UNIX, SOCK_STREAM)", AF_UNIX, SOCK_STREAM));
    if (!targets.unix_path.empty()) unix_paths.probes.push_back(try_connect_unix(targets.unix_path, false));
    unix_paths.as_expected = unix_paths.status != "blocked" || all_refused(unix_paths.probes);
    out.push_back(unix_paths);

    const std::string abstract_status = s.unix_sockets_refused ? "blocked" : s.scoped_abstract_unix ? "scoped" : "open";
    Channel abstract{"abstract Unix sockets", abstract_status,
                     abstract_status == "blocked" ? "no Unix sockets at all (above)"
                     : abstract_status == "scoped" ? "Landlock (ABI >= 6): only sockets created inside this process's domain can be reached"
                     : !cli ? "the GUI reaches an X11 display through an abstract socket until it has connected (libxcb does not "
                              "fall back to the path when refused); new Unix sockets are refused once sealed"
                            : "Landlock ABI " + std::to_string(s.landlock_abi) + " cannot scope them (needs 6)",
                     {}};
    if (!targets.abstract_name.empty()) abstract.probes.push_back(try_connect_unix(targets.abstract_name, true));
    abstract.as_expected = abstract.status == "open" || all_refused(abstract.probes);
    out.push_back(abstract);

    out.push_back({"D-Bus", s.unix_sockets_refused && cli ? "blocked" : "open",
                   cli && s.unix_sockets_refused ? "the bus is reached through a Unix socket, which the CLI cannot create"
                                                 : "the GUI's session-bus connection stays open: Qt uses it for the desktop theme, "
                                                   "accessibility and input methods, and a bus-activated service could act for "
                                                   "the process. Synsema sends nothing on it",
                   {}, true});

    const std::string probe_dir = targets.write_dir.empty() ? default_probe_dir() : targets.write_dir;
    Channel files{"files", s.landlock_files ? "scoped" : "open",
                  s.landlock_files ? "Landlock: files can be created or written only beneath " + joined(s.writable_dirs)
                                   : "no Landlock write rules: " + (s.landlock_note.empty() ? std::string("not installed") : s.landlock_note),
                  {try_write(probe_dir)}};
    // A probe folder inside a writable one (a home under /tmp) cannot show the rule.
    const bool probe_inside_writable = write_allowed(probe_dir);
    if (probe_inside_writable) files.probes[0].what += " [inside a folder the lock leaves writable]";
    files.as_expected = files.status == "open" || probe_inside_writable || all_refused(files.probes);
    out.push_back(files);

    Channel exec{"exec", s.landlock_exec ? "blocked" : "open",
                 s.landlock_exec ? "Landlock: execve of any file is refused" : "no Landlock domain", {try_exec()}};
    exec.as_expected = exec.status == "open" || all_refused(exec.probes);
    out.push_back(exec);

    Channel signals{"signals", s.scoped_signals ? "scoped" : "open",
                    s.scoped_signals ? "Landlock (ABI >= 6): signals only to processes in this domain"
                                     : "Landlock ABI " + std::to_string(s.landlock_abi) + " cannot scope signals (needs 6)",
                    {try_signal_parent()}};
    signals.as_expected = signals.status == "open" || all_refused(signals.probes);
    out.push_back(signals);

    out.push_back({"ptrace", s.landlock ? "scoped" : "open",
                   s.landlock ? "Landlock: ptrace only of processes inside this domain (no live probe: attaching is not harmless)"
                              : "no Landlock domain; the kernel's Yama setting still applies",
                   {}, true});

    // The OCR helpers (engine/ocr/ocr_helper.h) are this process's only
    // children; each locks itself before reading anything, and the kernel's
    // view of it is what is shown.
    for (const int pid : ocr::helper_pids()) {
        const std::string status = read_proc_status_fields(pid);
        const bool seccomp = status.find("Seccomp:\t2") != std::string::npos;
        const bool nnp = status.find("NoNewPrivs:\t1") != std::string::npos;
        out.push_back({"OCR helper", seccomp && nnp ? "blocked" : "open",
                       "synsema-ocr (pid " + std::to_string(pid) + "): its own seccomp filter (Seccomp: " +
                           (seccomp ? "2, filter" : "not filtered") + ", NoNewPrivs: " + (nnp ? "1" : "0") +
                           ") refuses every socket family, Unix included; Landlock as the CLI's. Its "
                           "libtesseract5 runs against a refusing stub in place of the URL library, so no network code is mapped",
                       {}, seccomp && nnp});
    }

    Channel uring{"io_uring", s.seccomp ? "blocked" : "open", "seccomp: io_uring_setup, _enter and _register fail with EPERM",
                  {c.io_uring}};
    uring.as_expected = uring.status != "blocked" || all_refused(uring.probes);
    out.push_back(uring);
    return out;
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
    const bool channels_hold = std::all_of(channels.begin(), channels.end(), [](const Channel& ch) { return ch.as_expected; });
    return families && io_uring.refused && open_non_unix_sockets == 0 && network_libraries.empty() && channels_hold;
}

SelfCheck run_self_check(const ProbeTargets& targets) {
    SelfCheck c;
    c.lock = lock_status();
    c.probes.push_back(try_socket("socket(AF_INET, SOCK_STREAM)", AF_INET, SOCK_STREAM));
    c.probes.push_back(try_socket("socket(AF_INET, SOCK_DGRAM)", AF_INET, SOCK_DGRAM));
    c.probes.push_back(try_socket("socket(AF_INET6, SOCK_STREAM)", AF_INET6, SOCK_STREAM));
    c.probes.push_back(try_socket("socket(AF_NETLINK, SOCK_RAW)", AF_NETLINK, SOCK_RAW));
    c.probes.push_back(try_socket("socket(AF_PACKET, SOCK_RAW)", AF_PACKET, SOCK_RAW));
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
    c.channels = channels_of(c, targets);
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
    j["channels"] = nlohmann::json::array();
    for (const auto& ch : c.channels) {
        nlohmann::json probes = nlohmann::json::array();
        for (const auto& p : ch.probes) probes.push_back(probe(p));
        j["channels"].push_back({{"channel", ch.name}, {"status", ch.status}, {"basis", ch.basis},
                                 {"probes", probes}, {"as_expected", ch.as_expected}});
    }
    return j;
}

std::vector<MappedFile> mapped_file_records() {
    std::ifstream maps("/proc/self/maps");
    std::map<std::string, uint64_t> seen;
    std::string line;
    // "start-end perms offset dev inode   /path"
    while (std::getline(maps, line)) {
        const size_t slash = line.find('/');
        if (slash == std::string::npos) continue;
        std::istringstream fields(line.substr(0, slash));
        std::string range, perms, offset, dev;
        uint64_t inode = 0;
        fields >> range >> perms >> offset >> dev >> inode;
        seen.emplace(line.substr(slash), inode);
    }
    std::vector<MappedFile> out;
    out.reserve(seen.size());
    for (auto& [path, inode] : seen) out.push_back({path, inode});
    return out;
}

std::vector<std::string> mapped_files() {
    std::vector<MappedFile> records = mapped_file_records();
    std::vector<std::string> out;
    out.reserve(records.size());
    for (auto& m : records) out.push_back(std::move(m.path));
    return out;
}

}  // namespace synsema::egress
