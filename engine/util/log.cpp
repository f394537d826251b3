#include "log.h"

#include <spdlog/sinks/stdout_color_sinks.h>

#include <atomic>

namespace synsema::log {
namespace {
std::atomic<bool> g_content{false};
}

void init(bool debug) {
    auto logger = spdlog::get("synsema");
    if (!logger) logger = spdlog::stderr_color_mt("synsema");
    logger->set_pattern("[%H:%M:%S.%e] [%^%l%$] %v");
    logger->set_level(debug ? spdlog::level::debug : spdlog::level::info);
    spdlog::set_default_logger(logger);
    g_content.store(debug);
}

bool content_logging_enabled() { return g_content.load(); }

std::string content(std::string_view text) {
    if (g_content.load()) return std::string(text);
    return "<" + std::to_string(text.size()) + " bytes withheld>";
}

}  // namespace synsema::log
