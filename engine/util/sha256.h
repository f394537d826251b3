// Streaming SHA-256 with OpenSSL's EVP interface (which uses the CPU's SHA
// extensions). Files are read in large sequential chunks with progress
// reports; the caller can cancel between chunks.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace synsema {

inline constexpr size_t kHashChunkBytes = size_t(8) << 20;

// Return false to cancel (the hash then throws Error(Cancelled)).
using HashProgress = std::function<bool(uint64_t bytes_done, uint64_t bytes_total)>;

// Lower-case hex sha256 of every byte of the file, opened as an input
// (engine/util/input_file.h). Throws Error(Io) naming the file.
std::string sha256_file(const std::string& path, const HashProgress& progress = {});
// Every byte of an open regular file, read from offset 0 with pread (the
// descriptor's offset is left alone); `name` is for messages.
std::string sha256_fd(int fd, const std::string& name, const HashProgress& progress = {});
std::string sha256_bytes(std::string_view bytes);

}  // namespace synsema
