// Logging. Messages never contain document text, prompts or outputs unless the
// user turned on debug logging: use log_content() for anything user-supplied,
// which drops the text unless content logging is enabled.
#pragma once
#include <spdlog/spdlog.h>

#include <string>
#include <string_view>

namespace synsema::log {

// Sets up the default logger (stderr) at info, or debug when `debug` is set.
// Content logging follows `debug`: only a user's explicit choice enables it.
void init(bool debug);
bool content_logging_enabled();
// The text itself when content logging is on, else "<N bytes withheld>".
std::string content(std::string_view text);

}  // namespace synsema::log
