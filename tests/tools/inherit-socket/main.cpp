// inherit-socket: a test tool for tst_cli_egress (never installed). It opens a
// kernel device-event socket (AF_NETLINK, NETLINK_KOBJECT_UEVENT: the kernel
// telling user space about devices, no network) as descriptor 3, without
// close-on-exec, and runs the given program, which inherits it. Nothing is sent
// or received on it: it stands for a non-Unix socket a parent process left open,
// which the CLI's egress lock must close before it reads anything.
//   inherit-socket PROGRAM [ARGS...]
#include <linux/netlink.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdio>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: inherit-socket PROGRAM [ARGS...]\n");
        return 2;
    }
    const int s = ::socket(AF_NETLINK, SOCK_DGRAM, NETLINK_KOBJECT_UEVENT);
    if (s < 0) {
        std::perror("inherit-socket: socket(AF_NETLINK)");
        return 1;
    }
    // Bound with no multicast group (the kernel picks the port id): it then appears in
    // /proc/net/netlink, where the CLI reads a socket's family, and still receives nothing.
    sockaddr_nl address{};
    address.nl_family = AF_NETLINK;
    if (::bind(s, reinterpret_cast<const sockaddr*>(&address), sizeof address) < 0) {
        std::perror("inherit-socket: bind");
        return 1;
    }
    // dup2 gives descriptor 3 without close-on-exec, as an inherited one would be.
    if (s != 3) {
        if (::dup2(s, 3) < 0) {
            std::perror("inherit-socket: dup2");
            return 1;
        }
        ::close(s);
    }
    ::execv(argv[1], argv + 1);
    std::perror("inherit-socket: exec");
    return 1;
}
