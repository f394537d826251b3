// The sockets of this process as the kernel lists them in /proc: which
// descriptors are sockets (/proc/self/fd links "socket:[INODE]") and of which
// family (the inode's row in /proc/self/net/unix, tcp, udp, raw, netlink,
// packet …). Read-only, and no socket call: the lock and its self-check learn
// about sockets without using the socket API.
#pragma once
#include <set>
#include <string>

namespace synsema::egress {

// The inode of the socket `fd` of this process, 0 when fd is not a socket.
unsigned long socket_inode_of_fd(int fd);

// Inodes of every socket descriptor this process holds.
std::set<unsigned long> socket_inodes();

// The inodes listed in /proc/self/net/`table` ("unix", "tcp6", …).
std::set<unsigned long> proc_net_inodes(const std::string& table);

// "AF_UNIX", "AF_INET", "AF_INET6", "AF_NETLINK" or "AF_PACKET" from the table
// the inode is in; "" when no table lists it (another family).
std::string socket_family(unsigned long inode);

}  // namespace synsema::egress
