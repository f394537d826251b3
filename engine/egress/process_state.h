// What a process brings with it from its parent, which the lock and the
// attestation report on: descriptors inherited at start, and loader settings
// that decide which code is mapped (LD_PRELOAD, …, and Qt's plugin paths).
#pragma once
#include <functional>
#include <string>
#include <vector>

namespace synsema::egress {

struct InheritedDescriptors {
    std::vector<std::string> closed;  // "fd 3: AF_INET socket", closed here
    std::vector<std::string> kept;    // "fd 5: pipe:[1234]", "fd 6: AF_UNIX socket"
};

// How a descriptor is told apart: its socket inode (0: not a socket) and that
// inode's family from the kernel's socket tables ("AF_UNIX", "AF_INET", …; ""
// when no table lists it). The default reads /proc; a test passes its own, so
// the closing can be shown without any socket.
struct DescriptorProbe {
    std::function<unsigned long(int fd)> socket_inode;
    std::function<std::string(unsigned long inode)> family;
};
DescriptorProbe kernel_descriptor_probe();

// Closes every descriptor >= 3 that is a socket of any family but AF_UNIX
// (an inherited TCP connection would otherwise be a way out that no socket()
// call is needed for) and lists the rest.
InheritedDescriptors close_inherited_network_sockets(const DescriptorProbe& probe = kernel_descriptor_probe());

// "NAME=value" for each loader or plugin variable that is set now.
std::vector<std::string> loader_environment();

// The app's own folders: $XDG_CONFIG_HOME/synsema, $XDG_CACHE_HOME/synsema,
// $XDG_DATA_HOME/synsema (with the usual ~/.config, ~/.cache, ~/.local/share
// defaults), then /tmp and $TMPDIR.
std::vector<std::string> default_writable_dirs();
// The GUI also writes where the user picks: every folder directly in the
// home folder that is not hidden (~/Documents, ~/Desktop, …), and removable
// media (/media, /mnt, /run/media). Dot folders (~/.config/autostart,
// ~/.ssh) and files directly in the home folder stay out of reach.
std::vector<std::string> gui_writable_dirs();

}  // namespace synsema::egress
