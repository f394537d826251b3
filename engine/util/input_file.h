// Opening a user's input (a document, a model, a preset) the one safe way:
//   - a path the user named as a symbolic link is resolved, and the real path
//     is what reports record; any other path is opened with O_NOFOLLOW, so a
//     link swapped in between the check and the open is refused;
//   - anything that is not a regular file (a FIFO, a device, a socket, a
//     directory) is refused with a clear error instead of blocking forever;
//   - the file is read, hashed and mapped through this one descriptor, so
//     what is hashed is what was read.
#pragma once
#include <cstdint>
#include <string>

#include "engine/util/file_identity.h"
#include "engine/util/unique_fd.h"

namespace synsema {

struct InputFile {
    UniqueFd fd;             // read-only, close-on-exec, blocking
    std::string named_path;  // as the user named it
    std::string real_path;   // absolute, every link resolved: what reports record
    bool named_link = false; // the user named a symbolic link (resolved to real_path)
    FileIdentity identity;   // fstat() of fd at open
};

// Throws Error(Unsupported) when not a regular file, Error(Io) otherwise
// (missing, unreadable); every message names the path.
InputFile open_input(const std::string& path);

// Reads exactly `size` bytes from the start of the file into `out`, then
// checks that the file ends there. Throws Error(Io) naming the file when a
// read fails or the file is shorter or longer than `size` (it changed while
// it was read).
void read_input_exactly(const InputFile& in, char* out, uint64_t size);

// The whole file, refusing files over max_bytes with Error(Limit).
std::string read_input_bytes(const InputFile& in, uint64_t max_bytes);
// open_input() then read_input_bytes(): a preset, a policy, a word list, a template.
std::string read_input_file(const std::string& path, uint64_t max_bytes);

}  // namespace synsema
