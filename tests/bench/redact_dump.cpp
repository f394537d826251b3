// Every span Detector::detect_set finds, one line each, for comparing two
// builds' outputs byte for byte (a speed change must not change a span):
//   redact-dump [--synthetic MB] [--lines FILE]... [--set] FILE...
// Each FILE is detected alone, and with --set also all FILEs as one document
// set (names spread across it). --lines: every line of FILE is one document,
// with "\n" written as the two characters \ and n (templated property texts).
// --synthetic: bench-redact's synthetic text of MB megabytes.
// Output: "# document" headers, then per span: start end category rule
// confidence needs_review decision decided_by reviewed_by review_probability
// entity [entity_candidates] note.
#include <cstdio>
#include <exception>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/redact/detector.h"
#include "synthetic_redact_text.h"

namespace {

using synsema::redact::Span;

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "redact-dump: cannot read %s\n", path.c_str());
        std::exit(1);
    }
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void print_spans(const std::string& name, const std::vector<Span>& spans) {
    std::printf("# %s: %zu spans\n", name.c_str(), spans.size());
    for (const Span& s : spans) {
        std::printf("%zu %zu %s %s %.17g %d %s %s '%s' %.17g %d [", s.start, s.end, s.category.c_str(),
                    s.rule.c_str(), s.confidence, s.needs_review ? 1 : 0, synsema::redact::decision_name(s.decision),
                    synsema::redact::decider_name(s.decided_by), s.reviewed_by.c_str(), s.review_probability,
                    s.entity);
        for (int c : s.entity_candidates) std::printf(" %d", c);
        std::printf(" ] %s\n", s.note.c_str());
    }
}

// One document alone; an error (invalid UTF-8) is printed as its outcome.
void dump_one(const synsema::redact::Detector& detector, const std::string& name, const std::string& text) {
    try {
        print_spans(name, detector.detect(text));
    } catch (const std::exception& e) {
        std::printf("# %s: error %s\n", name.c_str(), e.what());
    }
}

std::string unescape_newlines(const std::string& line) {
    std::string out;
    for (size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == 'n') {
            out += '\n';
            ++i;
        } else {
            out += line[i];
        }
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    synsema::redact::Detector detector;
    std::vector<std::string> files;
    bool as_set = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--set") {
            as_set = true;
        } else if (arg == "--synthetic" && i + 1 < argc) {
            std::string text;
            append_synthetic_redact_text(text, std::strtoul(argv[++i], nullptr, 10) << 20);
            dump_one(detector, "synthetic", text);
        } else if (arg == "--lines" && i + 1 < argc) {
            const std::string path = argv[++i];
            std::istringstream lines(read_file(path));
            std::string line;
            for (size_t n = 1; std::getline(lines, line); ++n)
                dump_one(detector, path + ":" + std::to_string(n), unescape_newlines(line));
        } else {
            files.push_back(arg);
        }
    }
    std::vector<std::string> texts;
    for (const auto& f : files) {
        texts.push_back(read_file(f));
        dump_one(detector, f, texts.back());
    }
    if (as_set && !texts.empty()) {
        const std::vector<std::string_view> views(texts.begin(), texts.end());
        const auto sets = detector.detect_set(views);
        for (size_t d = 0; d < sets.size(); ++d) print_spans("set:" + files[d], sets[d]);
    }
    return 0;
}
