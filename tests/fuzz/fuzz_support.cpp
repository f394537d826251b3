#include "tests/fuzz/fuzz_support.h"

#include <QGuiApplication>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "tests/fuzz/fuzz_entries.h"

namespace synsema::fuzz {
namespace fs = std::filesystem;

std::string test_data_dir() {
    if (const char* env = std::getenv("SYNSEMA_TEST_DATA"); env && *env) return env;
    return SYNSEMA_FUZZ_TEST_DATA_DEFAULT;
}

std::string required_data(const std::string& relative) {
    const std::string path = test_data_dir() + "/" + relative;
    if (!fs::is_regular_file(path))
        throw std::runtime_error("fuzz fixture " + path +
                                 " is missing: set SYNSEMA_TEST_DATA to the shared test data folder");
    return path;
}

std::string arch_dir() { return SYNSEMA_FUZZ_ARCH_DIR; }

namespace {
struct ScratchDir {
    std::string path;
    ScratchDir() {
        std::string pattern = (fs::temp_directory_path() / "synsema-fuzz-XXXXXX").string();
        if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot create a scratch folder in " + pattern);
        path = pattern;
    }
    ~ScratchDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
};
}  // namespace

const std::string& scratch_dir() {
    static const ScratchDir dir;
    return dir.path;
}

void write_file(const std::string& path, std::string_view bytes) {
    fs::create_directories(fs::path(path).parent_path());
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
    if (!out) throw std::runtime_error("cannot write " + path);
}

void ensure_qt_application() {
    if (QCoreApplication::instance()) return;
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "synsema-fuzz";
    static char* argv[] = {name, nullptr};
    static QGuiApplication app(argc, argv);
}

std::span<const NamedEntry> all_entries() {
    static const std::array<NamedEntry, 11> entries{{
        {"gguf_reader", gguf_reader},
        {"gguf_forward", gguf_forward},
        {"arch", arch},
        {"tokenizer", tokenizer},
        {"chat_template", chat_template},
        {"ollama_manifest", ollama_manifest},
        {"hf_ref", hf_ref},
        {"docx_import", docx_import},
        {"pdf_import", pdf_import},
        {"redact", redact},
        {"image_import", image_import},
    }};
    return entries;
}

}  // namespace synsema::fuzz
