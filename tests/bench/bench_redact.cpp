// Rule-based redaction throughput on plain text. Run by hand:
//   build/tests/bench/bench-redact [MB] [FILE]
// Prints MB/s of Detector::detect over a synthetic clinical/legal text with an
// identifier every ~115 bytes, or over FILE repeated to MB megabytes (e.g.
// tests/data/redaction/clinical-legal-prose.txt, prose without identifiers).
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/redact/detector.h"
#include "synthetic_redact_text.h"

int main(int argc, char** argv) {
    size_t megabytes = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 8;
    if (megabytes == 0 || megabytes > 512) megabytes = 8;
    std::string text;
    text.reserve(megabytes << 20);
    if (argc > 2) {
        std::ifstream in(argv[2], std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        const std::string chunk = ss.str();
        if (chunk.empty()) {
            std::fprintf(stderr, "bench-redact: cannot read %s\n", argv[2]);
            return 1;
        }
        while (text.size() < (megabytes << 20)) text += chunk + "\n";
    }
    append_synthetic_redact_text(text, megabytes << 20);
    synsema::redact::Detector detector;
    // Wall time and this process's CPU time: on a shared, loaded machine the
    // CPU figure is the one that measures the code.
    auto start = std::chrono::steady_clock::now();
    std::clock_t cpu_start = std::clock();
    auto spans = detector.detect(text);
    double cpu = double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    double mb = double(text.size()) / (1024.0 * 1024.0);
    std::printf("bench-redact: %.1f MB, %zu spans: wall %.2f s = %.2f MB/s, cpu %.2f s = %.2f MB/s\n", mb,
                spans.size(), seconds, mb / seconds, cpu, mb / cpu);
    return 0;
}
