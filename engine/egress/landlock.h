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
// `scope_abstract_unix`: refuse connects to abstract Unix sockets outside the
// domain (ABI >= 6). Not for the GUI: libxcb reaches the X server through an
// abstract socket and, refused, does not fall back to the path.
void install_landlock(LockStatus& s, const std::vector<std::string>& writable_dirs, bool restrict_files,
                      bool scope_abstract_unix);

}  // namespace synsema::egress
