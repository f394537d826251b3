#include "error.h"

namespace synsema {

const char* error_kind_name(ErrorKind kind) {
    switch (kind) {
        case ErrorKind::Io: return "io";
        case ErrorKind::Format: return "format";
        case ErrorKind::Unsupported: return "unsupported";
        case ErrorKind::Limit: return "limit";
        case ErrorKind::Arch: return "arch";
        case ErrorKind::Tokenizer: return "tokenizer";
        case ErrorKind::NotFound: return "not-found";
        case ErrorKind::Cancelled: return "cancelled";
        case ErrorKind::Invalid: return "invalid";
        case ErrorKind::Exists: return "exists";
    }
    return "unknown";
}

std::string cut_for_message(std::string_view text, size_t max_bytes) {
    if (text.size() <= max_bytes) return std::string(text);
    size_t end = max_bytes;
    // Back up over continuation bytes (10xxxxxx) to a character boundary.
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    return std::string(text.substr(0, end)) + "… (" + std::to_string(text.size() - end) + " more bytes)";
}

}  // namespace synsema
