#include "process_state.h"

#include <dirent.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string_view>

#include "engine/egress/proc_sockets.h"

namespace synsema::egress {
namespace {

namespace fs = std::filesystem;

std::string env_or(const char* name, const std::string& fallback) {
    const char* v = std::getenv(name);
    return v && *v ? std::string(v) : fallback;
}

std::string home() { return env_or("HOME", ""); }

std::string link_of(int fd) {
    std::error_code ec;
    const auto target = fs::read_symlink("/proc/self/fd/" + std::to_string(fd), ec);
    return ec ? "unknown" : target.string();
}

}  // namespace

DescriptorProbe kernel_descriptor_probe() { return {socket_inode_of_fd, socket_family}; }

InheritedDescriptors close_inherited_network_sockets(const DescriptorProbe& probe) {
    InheritedDescriptors out;
    // Collect first: closing while iterating would disturb the listing.
    std::vector<int> fds;
    if (DIR* dir = ::opendir("/proc/self/fd")) {
        const int own = ::dirfd(dir);
        while (const dirent* e = ::readdir(dir)) {
            const int fd = std::atoi(e->d_name);
            if (fd >= 3 && fd != own && std::string_view(e->d_name) != "." && std::string_view(e->d_name) != "..")
                fds.push_back(fd);
        }
        ::closedir(dir);
    }
    for (int fd : fds) {
        // The family from the kernel's socket tables, not the socket API.
        const unsigned long inode = probe.socket_inode(fd);
        const std::string family = inode ? probe.family(inode) : "";
        const std::string what = "fd " + std::to_string(fd) + ": " +
                                 (inode ? (family.empty() ? "non-Unix" : family) + " socket" : link_of(fd));
        if (inode && family != "AF_UNIX") {
            ::close(fd);
            out.closed.push_back(what);
        } else {
            out.kept.push_back(what);
        }
    }
    return out;
}

std::vector<std::string> loader_environment() {
    std::vector<std::string> set;
    for (const char* name : {"LD_PRELOAD", "LD_LIBRARY_PATH", "LD_AUDIT", "QT_PLUGIN_PATH", "QT_QPA_PLATFORM_PLUGIN_PATH"})
        if (const char* v = std::getenv(name); v && *v) set.push_back(std::string(name) + "=" + v);
    return set;
}

std::vector<std::string> default_writable_dirs() {
    std::vector<std::string> dirs;
    const std::string h = home();
    if (!h.empty() || std::getenv("XDG_CONFIG_HOME")) dirs.push_back(env_or("XDG_CONFIG_HOME", h + "/.config") + "/synsema");
    if (!h.empty() || std::getenv("XDG_CACHE_HOME")) dirs.push_back(env_or("XDG_CACHE_HOME", h + "/.cache") + "/synsema");
    if (!h.empty() || std::getenv("XDG_DATA_HOME")) dirs.push_back(env_or("XDG_DATA_HOME", h + "/.local/share") + "/synsema");
    dirs.push_back("/tmp");
    if (const std::string tmp = env_or("TMPDIR", ""); !tmp.empty() && tmp != "/tmp") dirs.push_back(tmp);
    return dirs;
}

std::vector<std::string> gui_writable_dirs() {
    std::vector<std::string> dirs;
    const std::string h = home();
    std::error_code ec;
    if (!h.empty())
        for (fs::directory_iterator it(h, ec), end; !ec && it != end; it.increment(ec)) {
            const std::string name = it->path().filename().string();
            if (!name.empty() && name[0] != '.' && it->is_directory(ec)) dirs.push_back(it->path().string());
        }
    for (const char* media : {"/media", "/mnt", "/run/media"})
        if (fs::is_directory(media, ec)) dirs.push_back(media);
    return dirs;
}

}  // namespace synsema::egress
