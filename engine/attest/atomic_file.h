// Writing a file so that readers see the old content or the new, never half:
// a temporary file in the same folder, fsync, then rename over the target.
#pragma once
#include <string>
#include <string_view>

namespace synsema::attest {

// Creates missing parent folders. Throws Error(Io) naming the file.
void write_file_atomically(const std::string& path, std::string_view bytes);

// Now, UTC, ISO 8601 with seconds: "2025-01-31T12:34:56Z".
std::string utc_now_iso8601();

}  // namespace synsema::attest
