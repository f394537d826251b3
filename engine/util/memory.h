// How much memory the machine can still give us, for refusing a model that
// cannot fit and clamping a KV cache that would not, before allocating or
// mapping anything (an mmap of a too-large model "succeeds" and then thrashes).
#pragma once
#include <cstdint>
#include <string>

namespace synsema {

// MemAvailable from /proc/meminfo (free memory plus reclaimable caches), in
// bytes; 0 when it cannot be read, which callers treat as "unknown: no limit".
uint64_t available_memory_bytes();

// "1.5 GiB", "640.0 MiB", "512 bytes": sizes in messages.
std::string format_bytes(uint64_t bytes);

}  // namespace synsema
