// Seed inputs for every fuzz target, made by the project's own writers (GGUF
// writer and model maker, the ZIP writer, Qt's PDF writer) or read from files
// the repository and ../shared already hold (arch files, chat templates,
// tokenizer test strings, the redaction dev set). Nothing binary is committed:
// fuzz_seed_maker writes these into the corpus folders, and
// tst_fuzz_regressions replays them through the targets in every ctest run.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace synsema::fuzz {

struct Seed {
    std::string name;   // a file name
    std::string bytes;
};

// Throws std::runtime_error when a needed ../shared file is missing.
std::vector<Seed> seeds_for(std::string_view target);

}  // namespace synsema::fuzz
