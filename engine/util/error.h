// The engine's error type. Every failure caused by input (a file, a name, a
// setting) is thrown as synsema::Error with a kind a caller can test and a
// message that names the file and the problem; nothing calls exit() or assert().
#pragma once
#include <stdexcept>
#include <string>
#include <string_view>

namespace synsema {

enum class ErrorKind {
    Io,           // a file could not be opened, read or written
    Format,       // a file is malformed (GGUF, arch, document)
    Unsupported,  // valid but not supported here (tensor type, architecture)
    Limit,        // exceeds a resource limit (memory, context, size caps)
    Arch,         // an architecture file is invalid or does not fit the model
    Tokenizer,    // the vocabulary or input text cannot be tokenized
    NotFound,     // a model name was not found in any source
    Cancelled,    // the caller cancelled the operation
    Invalid,      // a bad argument or setting
    Exists,       // an output would replace an existing file (never done)
};

const char* error_kind_name(ErrorKind kind);

// At most max_bytes of `text` for a message, cut at a UTF-8 character
// boundary, with "… (N more bytes)" when cut: a hostile file's own text (a
// template's error, a name) never makes a message megabytes long.
std::string cut_for_message(std::string_view text, size_t max_bytes);

class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
    ErrorKind kind() const { return kind_; }

private:
    ErrorKind kind_;
};

}  // namespace synsema
