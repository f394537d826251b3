// Rule-based redaction throughput on plain text. Run by hand:
//   build/tests/bench/bench-redact [MB] [FILE]
// Prints MB/s of Detector::detect over a synthetic clinical/legal text with an
// identifier every ~115 bytes, or over FILE repeated to MB megabytes (e.g.
// tests/data/redaction/clinical-legal-prose.txt, prose without identifiers).
// Also prints a digest of every span (offsets, category, rule, confidence,
// decision, entity): a speed change that claims to keep every output can show
// the same digest before and after.
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdint>
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
    // FNV-1a over each span's fields, as text.
    uint64_t digest = 14695981039346656037ull;
    for (const auto& s : spans) {
        char line[160];
        const int n = std::snprintf(line, sizeof line, "%zu %zu %d %.6f %d|", s.start, s.end, s.entity, s.confidence,
                                    static_cast<int>(s.decision));
        const std::string fields = std::string(line, n > 0 ? size_t(n) : 0) + s.category + "|" + s.rule + "\n";
        for (unsigned char c : fields) digest = (digest ^ c) * 1099511628211ull;
    }
    // SPANS_OUT=FILE: also every span as a line, to diff two builds' outputs.
    if (const char* path = std::getenv("SPANS_OUT")) {
        std::ofstream list(path);
        for (const auto& s : spans)
            list << s.start << ' ' << s.end << ' ' << s.category << ' ' << s.rule << ' ' << s.confidence << ' '
                 << static_cast<int>(s.decision) << ' ' << s.entity << ' ' << text.substr(s.start, s.length()) << '\n';
    }
    std::printf("bench-redact: %.1f MB, %zu spans: wall %.2f s = %.2f MB/s, cpu %.2f s = %.2f MB/s, digest %016llx\n", mb,
                spans.size(), seconds, mb / seconds, cpu, mb / cpu, static_cast<unsigned long long>(digest));
    return 0;
}
