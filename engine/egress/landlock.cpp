#include "landlock.h"

#include <fcntl.h>
#include <linux/landlock.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>

#include "engine/util/unique_fd.h"

namespace synsema::egress {
namespace {

// struct landlock_ruleset_attr as of ABI 6. The kernel accepts this size on
// every ABI as long as the fields it does not know are zero.
struct RulesetAttr {
    uint64_t handled_access_fs = 0;
    uint64_t handled_access_net = 0;
    uint64_t scoped = 0;
};
struct PathBeneathAttr {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

constexpr int kRulePathBeneath = 1;  // LANDLOCK_RULE_PATH_BENEATH

// File-system rights by the ABI that introduced them.
constexpr uint64_t kExecute = 1ULL << 0, kWriteFile = 1ULL << 1, kRemoveDir = 1ULL << 4, kRemoveFile = 1ULL << 5,
                   kMakeChar = 1ULL << 6, kMakeDir = 1ULL << 7, kMakeReg = 1ULL << 8, kMakeSock = 1ULL << 9,
                   kMakeFifo = 1ULL << 10, kMakeBlock = 1ULL << 11, kMakeSym = 1ULL << 12;
constexpr uint64_t kRefer = 1ULL << 13;     // ABI 2
constexpr uint64_t kTruncate = 1ULL << 14;  // ABI 3
constexpr uint64_t kNetBindTcp = 1ULL << 0, kNetConnectTcp = 1ULL << 1;  // ABI 4
constexpr uint64_t kScopeAbstractUnix = 1ULL << 0, kScopeSignal = 1ULL << 1;  // ABI 6

std::string errno_text(int err) { return std::string(strerrordesc_np(err) ? strerrordesc_np(err) : "unknown error"); }

void add_note(LockStatus& s, const std::string& note) { s.landlock_note += (s.landlock_note.empty() ? "" : "; ") + note; }

// Every right that creates, changes or removes something, for this ABI.
uint64_t write_rights(int abi) {
    uint64_t r = kWriteFile | kRemoveDir | kRemoveFile | kMakeChar | kMakeDir | kMakeReg | kMakeSock | kMakeFifo |
                 kMakeBlock | kMakeSym;
    if (abi >= 2) r |= kRefer;
    if (abi >= 3) r |= kTruncate;
    return r;
}

// Adds "write beneath `path`" (or, for a file, "write to it"); false when it cannot be opened.
bool allow_writes(int ruleset, const std::string& path, uint64_t dir_rights, uint64_t file_rights) {
    UniqueFd fd(::open(path.c_str(), O_PATH | O_CLOEXEC));
    if (!fd.valid()) return false;
    struct stat st {};
    if (::fstat(fd.get(), &st) != 0) return false;
    PathBeneathAttr rule{S_ISDIR(st.st_mode) ? dir_rights : file_rights, fd.get()};
    return ::syscall(SYS_landlock_add_rule, ruleset, kRulePathBeneath, &rule, 0) == 0;
}

}  // namespace

int landlock_abi() {
    const long abi = ::syscall(SYS_landlock_create_ruleset, nullptr, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return abi < 0 ? 0 : int(abi);
}

void install_landlock(LockStatus& s, const std::vector<std::string>& writable_dirs, bool restrict_files) {
    s.landlock_abi = landlock_abi();
    if (s.landlock_abi == 0) {
        add_note(s, "Landlock is not available in this kernel: file writes, exec and ptrace are not confined");
        return;
    }
    const int abi = s.landlock_abi;
    const uint64_t writes = write_rights(abi);
    RulesetAttr attr;
    // Even with nothing else handled, a domain confines ptrace to itself.
    attr.handled_access_fs = kExecute | (restrict_files ? writes : 0);
    if (abi >= 4) attr.handled_access_net = kNetBindTcp | kNetConnectTcp;
    else add_note(s, "Landlock ABI " + std::to_string(abi) + " has no network rules (needs 4); seccomp alone refuses inet sockets");
    if (abi >= 6) attr.scoped = kScopeAbstractUnix | kScopeSignal;
    else add_note(s, "Landlock ABI " + std::to_string(abi) + " cannot scope abstract Unix sockets or signals (needs 6)");

    UniqueFd ruleset(int(::syscall(SYS_landlock_create_ruleset, &attr, sizeof attr, 0)));
    if (!ruleset.valid()) {
        add_note(s, "landlock_create_ruleset failed: " + errno_text(errno));
        return;
    }
    if (restrict_files) {
        const uint64_t file_writes = kWriteFile | (abi >= 3 ? kTruncate : 0);
        for (const auto& dir : writable_dirs)
            if (allow_writes(ruleset.get(), dir, writes, file_writes)) s.writable_dirs.push_back(dir);
            else add_note(s, "cannot allow writes beneath " + dir + ": " + errno_text(errno));
        // Discarded output and the terminal are not files a user keeps.
        for (const char* device : {"/dev/null", "/dev/tty", "/dev/pts"})
            allow_writes(ruleset.get(), device, kWriteFile | (abi >= 3 ? kTruncate : 0), file_writes);
    }
    if (::syscall(SYS_landlock_restrict_self, ruleset.get(), 0) != 0) {
        add_note(s, "landlock_restrict_self failed: " + errno_text(errno));
        s.writable_dirs.clear();
        return;
    }
    s.landlock = true;
    s.landlock_exec = true;
    s.landlock_files = restrict_files;
    s.landlock_net = abi >= 4;
    s.scoped_abstract_unix = s.scoped_signals = abi >= 6;
}

}  // namespace synsema::egress
