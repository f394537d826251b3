// Landlock for the egress lock: one ruleset that handles every write-like
// file access, execve, TCP bind/connect (ABI >= 4) and the abstract-Unix and
// signal scopes (ABI >= 6), with the only allowances being writes beneath the
// given folders (and to /dev/null and the terminal). Debian 12's headers
// predate most of this, so the ABI's constants are spelled out here.
#pragma once
#include <string>
#include <vector>

#include "engine/egress/egress_lock.h"

namespace synsema::egress {

// The kernel's Landlock ABI version; 0 when Landlock is not available.
int landlock_abi();

// Builds and enforces the ruleset on the calling thread (and every thread it
// creates later). Records what was done, and what could not be, in `s`.
void install_landlock(LockStatus& s, const std::vector<std::string>& writable_dirs, bool restrict_files);

}  // namespace synsema::egress
