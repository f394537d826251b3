// What every fuzz target needs: catching the errors inputs may legitimately
// cause, the shared test data, a scratch folder for targets that read files,
// and a Qt application for the document importers.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/util/error.h"

namespace synsema::fuzz {

// Runs `body`; synsema::Error (any kind) is the engine refusing the input,
// which is the correct outcome for hostile bytes. Anything else escapes and
// fails the run: another exception type, a crash, a sanitizer report.
template <class Body>
int refusing_is_fine(Body&& body) {
    try {
        body();
    } catch (const Error&) {
    }
    return 0;
}

inline std::string_view as_text(const uint8_t* data, size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// $SYNSEMA_TEST_DATA, else the build's ../shared. required_data() throws
// std::runtime_error (which fails the run) when the file is missing, so a
// target never fuzzes less than it claims.
std::string test_data_dir();
std::string required_data(const std::string& relative);

// The source tree's archs/ folder.
std::string arch_dir();

// A private folder for this process, created once, removed at exit.
const std::string& scratch_dir();
// Writes bytes to `path`, replacing it; throws std::runtime_error on failure.
void write_file(const std::string& path, std::string_view bytes);

// Creates the QGuiApplication (offscreen) the document importers need, once.
void ensure_qt_application();

}  // namespace synsema::fuzz
