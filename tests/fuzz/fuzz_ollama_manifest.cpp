// The Ollama store: the input's first line is a model name, then up to a NUL
// byte the manifest stored under manifests/registry.ollama.ai/library/fuzz/latest,
// then the content of blob sha256-000…0 (which a fuzzed manifest may name as
// its model, template, system or params layer). The name goes through the
// name parser, the manifest through the lookup that reads it and the listing.
#include <cstdlib>
#include <string>

#include "engine/sources/ollama_store.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

namespace {
const std::string& fuzz_store() {
    static const std::string store = [] {
        const std::string dir = scratch_dir() + "/ollama";
        setenv("OLLAMA_MODELS", dir.c_str(), 1);
        return dir;
    }();
    return store;
}
}  // namespace

int ollama_manifest(const uint8_t* data, size_t size) {
    const std::string& store = fuzz_store();
    const std::string_view input = as_text(data, size);
    const size_t line_end = input.find('\n');
    const std::string_view name = input.substr(0, line_end);
    const std::string_view rest = line_end == std::string_view::npos ? std::string_view() : input.substr(line_end + 1);
    const size_t blob_start = rest.find('\0');
    write_file(store + "/manifests/registry.ollama.ai/library/fuzz/latest", rest.substr(0, blob_start));
    write_file(store + "/blobs/sha256-" + std::string(64, '0'),
               blob_start == std::string_view::npos ? std::string_view() : rest.substr(blob_start + 1));
    return refusing_is_fine([&] {
        if (const auto parsed = sources::parse_ollama_name(name)) {
            (void)parsed->display();
            std::vector<std::string> searched;
            (void)sources::find_ollama(*parsed, searched);
        }
        std::vector<std::string> searched;
        (void)sources::find_ollama(*sources::parse_ollama_name("fuzz"), searched);
        (void)sources::list_ollama();
    });
}

}  // namespace synsema::fuzz
