#include "egress_check.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/syscall.h>
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

#include "engine/egress/proc_sockets.h"
#include "engine/ocr/ocr_helper.h"

namespace synsema::egress {
namespace {

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

// The channel table: what holds each way out shut, with its probes and evidence.
// Sockets: inet, Unix by path, abstract Unix, and the session bus that runs over them.
void socket_channels(const SelfCheck& c, bool filters_in_force, const std::string& kernel_line, std::vector<Channel>& out) {
    const LockStatus& s = c.lock;
    const bool cli = s.profile != "gui";
    Channel inet{"inet sockets", s.seccomp ? "blocked" : "open",
                 "seccomp: socket() and socketpair() of every family but AF_UNIX fail with EPERM" +
                     std::string(s.landlock_net ? "; Landlock refuses TCP bind and connect" : ""),
                 {}, {kernel_line}};
    for (const auto& rule : s.seccomp_rules) inet.evidence.push_back("filter: " + rule);
    inet.as_expected = inet.status != "blocked" || filters_in_force;
    out.push_back(inet);

    Channel unix_paths{"Unix sockets", s.unix_sockets_refused ? "blocked" : "open",
                       s.unix_sockets_refused
                           ? (cli ? "seccomp: socket(AF_UNIX) fails with EPERM; the CLI needs none (its stdio is inherited)"
                                  : "seccomp: new Unix sockets refused since start-up; the display server and session-bus "
                                    "connections made before stay open")
                           : "the GUI needs its display server (X11 or Wayland) and the session bus until it has connected",
                       {}, {kernel_line}};
    unix_paths.as_expected = unix_paths.status != "blocked" || filters_in_force;
    out.push_back(unix_paths);

    const std::string abstract_status = s.unix_sockets_refused ? "blocked" : s.scoped_abstract_unix ? "scoped" : "open";
    Channel abstract{"abstract Unix sockets", abstract_status,
                     abstract_status == "blocked" ? "no Unix sockets at all (above)"
                     : abstract_status == "scoped" ? "Landlock (ABI >= 6): only sockets created inside this process's domain can be reached"
                     : !cli ? "the GUI reaches an X11 display through an abstract socket until it has connected (libxcb does not "
                              "fall back to the path when refused); new Unix sockets are refused once sealed"
                            : "Landlock ABI " + std::to_string(s.landlock_abi) + " cannot scope them (needs 6)",
                     {}, {}};
    if (abstract_status == "blocked") abstract.evidence.push_back(kernel_line);
    abstract.as_expected = abstract.status != "blocked" || filters_in_force;
    out.push_back(abstract);

    out.push_back({"D-Bus", s.unix_sockets_refused && cli ? "blocked" : "open",
                   cli && s.unix_sockets_refused ? "the bus is reached through a Unix socket, which the CLI cannot create"
                                                 : "the GUI's session-bus connection stays open: Qt uses it for the desktop theme, "
                                                   "accessibility and input methods, and a bus-activated service could act for "
                                                   "the process. Synsema sends nothing on it",
                   {}, {}, true});

}

// Files and exec: what Landlock's file rules leave, each shown by a live probe.
void file_channels(const LockStatus& s, const ProbeTargets& targets, std::vector<Channel>& out) {
    const std::string probe_dir = targets.write_dir.empty() ? default_probe_dir() : targets.write_dir;
    Channel files{"files", s.landlock_files ? "scoped" : "open",
                  s.landlock_files ? "Landlock: files can be created or written only beneath " + joined(s.writable_dirs)
                                   : "no Landlock write rules: " + (s.landlock_note.empty() ? std::string("not installed") : s.landlock_note),
                  {try_write(probe_dir)}, {}};
    // A probe folder inside a writable one (a home under /tmp) cannot show the rule.
    const bool probe_inside_writable = write_allowed(probe_dir);
    if (probe_inside_writable) files.probes[0].what += " [inside a folder the lock leaves writable]";
    files.as_expected = files.status == "open" || probe_inside_writable || all_refused(files.probes);
    out.push_back(files);

    Channel exec{"exec", s.landlock_exec ? "blocked" : "open",
                 s.landlock_exec ? "Landlock: execve of any file is refused" : "no Landlock domain", {try_exec()}, {}};
    exec.as_expected = exec.status == "open" || all_refused(exec.probes);
    out.push_back(exec);

}

// Other processes: signals, ptrace, the OCR helpers, io_uring.
void process_channels(const SelfCheck& c, std::vector<Channel>& out) {
    const LockStatus& s = c.lock;
    Channel signals{"signals", s.scoped_signals ? "scoped" : "open",
                    s.scoped_signals ? "Landlock (ABI >= 6): signals only to processes in this domain"
                                     : "Landlock ABI " + std::to_string(s.landlock_abi) + " cannot scope signals (needs 6)",
                    {try_signal_parent()}, {}};
    signals.as_expected = signals.status == "open" || all_refused(signals.probes);
    out.push_back(signals);

    out.push_back({"ptrace", s.landlock ? "scoped" : "open",
                   s.landlock ? "Landlock: ptrace only of processes inside this domain (no live probe: attaching is not harmless)"
                              : "no Landlock domain; the kernel's Yama setting still applies",
                   {}, {}, true});

    // The OCR helpers (engine/ocr/ocr_helper.h) are this process's only
    // children; each locks itself before reading anything, and the kernel's
    // view of it is what is shown.
    for (const int pid : ocr::helper_pids()) {
        const KernelSeccomp helper = kernel_seccomp(pid);
        const bool held = helper.mode == 2 && helper.no_new_privs;
        out.push_back({"OCR helper", held ? "blocked" : "open",
                       "synsema-ocr (pid " + std::to_string(pid) +
                           "): its own seccomp filter refuses every socket family, Unix included; Landlock as the "
                           "CLI's. Tesseract is linked into it statically, without its URL reader's library, so no "
                           "network code is mapped",
                       {}, {"kernel: " + helper.describe()}, held});
    }

    Channel uring{"io_uring", s.seccomp ? "blocked" : "open", "seccomp: io_uring_setup, _enter and _register fail with EPERM",
                  {c.io_uring}, {}};
    uring.as_expected = uring.status != "blocked" || all_refused(uring.probes);
    out.push_back(uring);
}

std::vector<Channel> channels_of(const SelfCheck& c, const ProbeTargets& targets) {
    const LockStatus& s = c.lock;
    std::vector<Channel> out;
    // The kernel's word that this process's filters are in force: seccomp in
    // filter mode with at least as many filters as the lock loaded.
    const bool filters_in_force = c.kernel.mode == 2 && c.kernel.no_new_privs &&
                                  (c.kernel.filters < 0 || c.kernel.filters >= s.seccomp_filters);
    socket_channels(c, filters_in_force, "kernel: " + c.kernel.describe(), out);
    file_channels(s, targets, out);
    process_channels(c, out);
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

KernelSeccomp kernel_seccomp(int pid) {
    KernelSeccomp k;
    std::ifstream in(pid == 0 ? std::string("/proc/self/status") : "/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(in, line)) {
        k.readable = true;
        if (line.rfind("Seccomp:", 0) == 0) k.mode = std::atoi(line.c_str() + 8);
        else if (line.rfind("Seccomp_filters:", 0) == 0) k.filters = std::atoi(line.c_str() + 16);
        else if (line.rfind("NoNewPrivs:", 0) == 0) k.no_new_privs = std::atoi(line.c_str() + 11) == 1;
    }
    return k;
}

std::string KernelSeccomp::describe() const {
    if (!readable) return "status not readable";
    static const char* modes[] = {"none", "strict", "filter"};
    std::string d = "Seccomp: " + std::to_string(mode) + (mode >= 0 && mode <= 2 ? std::string(" (") + modes[mode] + ")" : "");
    if (filters >= 0) d += ", Seccomp_filters: " + std::to_string(filters);
    return d + ", NoNewPrivs: " + (no_new_privs ? "1" : "0");
}

bool SelfCheck::ok() const {
    const bool filters_in_force = lock.locked() && kernel.mode == 2 && kernel.no_new_privs &&
                                  (kernel.filters < 0 || kernel.filters >= lock.seccomp_filters);
    const bool channels_hold = std::all_of(channels.begin(), channels.end(), [](const Channel& ch) { return ch.as_expected; });
    return filters_in_force && io_uring.refused && open_non_unix_sockets == 0 && network_libraries.empty() && channels_hold;
}

SelfCheck run_self_check(const ProbeTargets& targets) {
    SelfCheck c;
    c.lock = lock_status();
    c.kernel = kernel_seccomp();
    c.io_uring = try_io_uring();

    // Open sockets: all minus the Unix ones; the inet tables name the network ones.
    const auto mine = socket_inodes();
    const auto unix_sockets = proc_net_inodes("unix");
    std::set<unsigned long> inet;
    for (const char* t : {"tcp", "tcp6", "udp", "udp6", "raw", "raw6"}) {
        const auto s = proc_net_inodes(t);
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
    j["kernel"] = {{"readable", c.kernel.readable}, {"seccomp_mode", c.kernel.mode},
                   {"seccomp_filters", c.kernel.filters}, {"no_new_privs", c.kernel.no_new_privs}};
    j["io_uring"] = probe(c.io_uring);
    j["open_non_unix_sockets"] = c.open_non_unix_sockets;
    j["open_inet_sockets"] = c.open_inet_sockets;
    j["network_libraries"] = c.network_libraries;
    j["channels"] = nlohmann::json::array();
    for (const auto& ch : c.channels) {
        nlohmann::json probes = nlohmann::json::array();
        for (const auto& p : ch.probes) probes.push_back(probe(p));
        j["channels"].push_back({{"channel", ch.name}, {"status", ch.status}, {"basis", ch.basis},
                                 {"probes", probes}, {"evidence", ch.evidence}, {"as_expected", ch.as_expected}});
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
