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
    }
    return "unknown";
}

}  // namespace synsema
