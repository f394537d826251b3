// Writes the seed corpus of every fuzz target (fuzz_seeds.h) into
// OUT/<target>/. Usage: fuzz_seed_maker OUT [TARGET...]
#include <cstdio>
#include <exception>
#include <string>

#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_seeds.h"
#include "tests/fuzz/fuzz_support.h"

int main(int argc, char** argv) {
    using namespace synsema::fuzz;
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s OUT [TARGET...]\n", argv[0]);
        return 2;
    }
    const std::string out = argv[1];
    try {
        for (const auto& target : all_entries()) {
            bool wanted = argc == 2;
            for (int i = 2; i < argc; ++i) wanted = wanted || target.name == argv[i];
            if (!wanted) continue;
            const auto seeds = seeds_for(target.name);
            for (const auto& seed : seeds) write_file(out + "/" + std::string(target.name) + "/" + seed.name, seed.bytes);
            std::printf("%-16s %zu seeds\n", std::string(target.name).c_str(), seeds.size());
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "fuzz_seed_maker: %s\n", e.what());
        return 1;
    }
    return 0;
}
