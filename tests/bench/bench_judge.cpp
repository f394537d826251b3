// Judge benchmark: 20 documents of 300 tokens behind a shared 100-token
// instruction, scored with and without prefix reuse, on a random-weight model
// wide enough that the matrix products of prefill dominate attention
// (n_embd 1024, n_ff 8192, 1 layer: attention at position 250 is ~2% of a
// token's work, so the saving tracks the tokens not evaluated). Prints the times
// and the speed-up (by CPU time at one thread, which a busy shared machine
// does not distort; wall time is printed too); with --check X it exits 1
// when the speed-up is below X.
//   build/tests/bench/bench-judge [--threads N] [--check 1.25] [--repeat R]
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <unistd.h>

#include "engine/judge/preset.h"
#include "engine/judge/scorer.h"
#include "engine/model/model.h"
#include "engine/model/model_maker.h"
#include "engine/session/session.h"
#include "engine/util/version_info.h"

using namespace synsema;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kDocuments = 20;
constexpr size_t kDocumentTokens = 300;
constexpr size_t kInstructionTokens = 100;

// Random lower-case words until the text encodes to at least `tokens` tokens.
std::string text_of_tokens(const Tokenizer& tok, size_t tokens, std::mt19937& rng) {
    std::uniform_int_distribution<int> letter('a', 'z'), length(2, 7);
    std::string text;
    while (tok.encode(text, {}).size() < tokens) {
        if (!text.empty()) text += ' ';
        for (int n = length(rng); n > 0; --n) text += char(letter(rng));
    }
    return text;
}

struct Run {
    double seconds = 0;      // wall clock
    double cpu_seconds = 0;  // this process's CPU time (robust on a shared machine at 1 thread)
    int64_t tokens = 0;
};

double cpu_now() { return double(std::clock()) / CLOCKS_PER_SEC; }

Run judge_all(const model::Model& m, const judge::Preset& preset, const std::vector<std::string>& docs, bool reuse, int threads) {
    Session session(m, {.n_ctx = 1024, .n_threads = threads, .n_batch = 32});
    judge::Scorer scorer(session, preset, {.reuse_prefix = reuse});
    const auto start = Clock::now();
    const double cpu_start = cpu_now();
    double checksum = 0;
    for (const auto& d : docs) checksum += scorer.score(d).raw_probs[0];
    Run r;
    r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    r.cpu_seconds = cpu_now() - cpu_start;
    r.tokens = session.tokens_evaluated();
    if (!(checksum >= 0)) std::fprintf(stderr, "bad probabilities\n");
    return r;
}

}  // namespace

int main(int argc, char** argv) {
    int threads = 1, repeat = 2;
    double check = 0;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--threads")) threads = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--check")) check = std::atof(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--repeat")) repeat = std::max(1, std::atoi(argv[i + 1]));
    }

    // 1. The model: random weights, real shapes.
    model::ModelSpec spec;
    spec.n_embd = 1024;
    spec.n_ff = 8192;
    spec.n_layer = 1;
    spec.n_head = 16;
    spec.n_head_kv = 16;
    const std::string path = (std::filesystem::temp_directory_path() / ("bench-judge-" + std::to_string(::getpid()) + ".gguf")).string();
    model::make_random_model(spec).write_file(path);
    const auto m = model::Model::load(path, {.arch_dirs = {source_arch_dir()}});
    std::filesystem::remove(path);

    // 2. A shared 100-token instruction and 20 documents of 300 tokens.
    std::mt19937 rng(42);
    judge::Preset preset;
    preset.name = "bench";
    preset.instruction = text_of_tokens(m->tokenizer(), kInstructionTokens, rng);
    preset.prompt_template = "{instruction}\n{document}\nanswer:";
    preset.labels = {{"yes", " y"}, {"no", " n"}};  // one token each, like Yes/No on a real vocabulary
    std::vector<std::string> docs;
    for (int i = 0; i < kDocuments; ++i) docs.push_back(text_of_tokens(m->tokenizer(), kDocumentTokens, rng));

    // 3. Best of `repeat` runs each way (the machine is shared).
    Run best_reuse{1e30, 1e30, 0}, best_fresh{1e30, 1e30, 0};
    for (int r = 0; r < repeat; ++r) {
        const Run fresh = judge_all(*m, preset, docs, false, threads);
        const Run reuse = judge_all(*m, preset, docs, true, threads);
        if (fresh.cpu_seconds < best_fresh.cpu_seconds) best_fresh = fresh;
        if (reuse.cpu_seconds < best_reuse.cpu_seconds) best_reuse = reuse;
    }
    // CPU time: on one thread it is the work done, whatever else the machine runs.
    const double speedup = best_fresh.cpu_seconds / best_reuse.cpu_seconds;
    std::printf("judge: %d documents x %zu tokens, shared instruction %zu tokens, %d thread(s)\n", kDocuments,
                kDocumentTokens, kInstructionTokens, threads);
    std::printf("  without prefix reuse: %8.3f s CPU, %8.3f s wall  (%lld tokens evaluated)\n", best_fresh.cpu_seconds,
                best_fresh.seconds, static_cast<long long>(best_fresh.tokens));
    std::printf("  with prefix reuse:    %8.3f s CPU, %8.3f s wall  (%lld tokens evaluated)\n", best_reuse.cpu_seconds,
                best_reuse.seconds, static_cast<long long>(best_reuse.tokens));
    std::printf("  speed-up: %.2fx (token ratio %.2fx)\n", speedup, double(best_fresh.tokens) / double(best_reuse.tokens));
    if (check > 0 && speedup < check) {
        std::printf("FAIL: speed-up %.2fx is below %.2fx\n", speedup, check);
        return 1;
    }
    return 0;
}
