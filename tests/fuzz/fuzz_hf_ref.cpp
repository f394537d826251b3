// Hugging Face names and refs: the input's first line is a name (org/repo,
// org/repo:TAG, org/repo/FILE) for the name parser, the split-name parser and
// a cache lookup; the rest is the content of models--fuzz--repo/refs/main in
// a private hub cache, which decides the snapshot folder the lookup enters.
#include <cstdlib>
#include <filesystem>
#include <string>

#include "engine/gguf/gguf_set.h"
#include "engine/sources/hf_cache.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

namespace {
constexpr const char* kCommit = "0123456789abcdef0123456789abcdef01234567";

const std::string& fuzz_cache() {
    static const std::string cache = [] {
        const std::string dir = scratch_dir() + "/hf";
        setenv("HF_HUB_CACHE", dir.c_str(), 1);
        const std::string snap = dir + "/models--fuzz--repo/snapshots/" + kCommit;
        write_file(snap + "/repo-Q4_K_M.gguf", "GGUF");
        write_file(snap + "/sub/repo-00001-of-00002.gguf", "GGUF");
        std::filesystem::create_directories(dir + "/models--fuzz--repo/snapshots/" + std::string(40, 'f'));
        return dir;
    }();
    return cache;
}
}  // namespace

int hf_ref(const uint8_t* data, size_t size) {
    const std::string& cache = fuzz_cache();
    const std::string_view input = as_text(data, size);
    const size_t line_end = input.find('\n');
    const std::string_view name = input.substr(0, line_end);
    write_file(cache + "/models--fuzz--repo/refs/main",
               line_end == std::string_view::npos ? std::string_view() : input.substr(line_end + 1));
    return refusing_is_fine([&] {
        (void)gguf::parse_split_name(name);
        std::vector<std::string> searched;
        std::string why_not;
        if (const auto parsed = sources::parse_repo_name(name)) {
            (void)gguf::split_path(parsed->file, 1, 2);
            (void)sources::find_hf(*parsed, searched, &why_not);
        }
        (void)sources::find_hf(*sources::parse_repo_name("fuzz/repo:Q4_K_M"), searched, &why_not);
        (void)sources::list_hf();
    });
}

}  // namespace synsema::fuzz
