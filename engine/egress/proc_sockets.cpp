#include "proc_sockets.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace synsema::egress {
namespace {

// "socket:[1234]" → 1234; anything else → 0.
unsigned long inode_of_link(const std::string& target) {
    if (target.rfind("socket:[", 0) != 0) return 0;
    return std::strtoul(target.c_str() + 8, nullptr, 10);
}

// The column holding the inode in each table of /proc/self/net.
size_t inode_column(const std::string& table) {
    if (table == "unix") return 6;    // Num RefCount Protocol Flags Type St Inode Path
    if (table == "packet") return 8;  // sk RefCnt Type Proto Iface R Rmem User Inode
    return 9;  // tcp, udp, raw (and their 6s): … timeout inode; netlink: … Drops Inode
}

}  // namespace

unsigned long socket_inode_of_fd(int fd) {
    std::error_code ec;
    const auto target = std::filesystem::read_symlink("/proc/self/fd/" + std::to_string(fd), ec);
    return ec ? 0 : inode_of_link(target.string());
}

std::set<unsigned long> socket_inodes() {
    std::set<unsigned long> out;
    std::error_code ec;
    for (std::filesystem::directory_iterator it("/proc/self/fd", ec), end; !ec && it != end; it.increment(ec)) {
        const std::string target = std::filesystem::read_symlink(it->path(), ec).string();
        if (ec) {
            ec.clear();
            continue;
        }
        if (const unsigned long inode = inode_of_link(target)) out.insert(inode);
    }
    return out;
}

std::set<unsigned long> proc_net_inodes(const std::string& table) {
    std::set<unsigned long> out;
    std::ifstream in("/proc/self/net/" + table);
    const size_t column = inode_column(table);
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

std::string socket_family(unsigned long inode) {
    static const std::pair<const char*, const char*> tables[] = {
        {"unix", "AF_UNIX"},     {"tcp", "AF_INET"},     {"udp", "AF_INET"},       {"raw", "AF_INET"},
        {"udplite", "AF_INET"},  {"tcp6", "AF_INET6"},   {"udp6", "AF_INET6"},     {"raw6", "AF_INET6"},
        {"udplite6", "AF_INET6"}, {"netlink", "AF_NETLINK"}, {"packet", "AF_PACKET"}};
    for (const auto& [table, family] : tables)
        if (proc_net_inodes(table).count(inode)) return family;
    return "";
}

}  // namespace synsema::egress
