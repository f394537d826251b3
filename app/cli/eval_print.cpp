#include "app/cli/eval_print.h"

#include <cstdio>
#include <string>

namespace synsema::cli {

namespace {
void print_row(const char* name, const redact::Score& s) {
    std::printf("  %-16s %5zu %6zu  %6.3f   %6zu %4zu  %6.3f\n", name, s.gold, s.caught, s.recall(), s.detected,
                s.false_positives, s.precision());
}
}  // namespace

void print_eval_table(const char* title, size_t count, const char* unit, const redact::EvalReport& report) {
    std::printf("%s: %zu %s\n", title, count, unit);
    std::printf("  %-16s %5s %6s  %6s   %6s %4s  %6s\n", "category", "gold", "caught", "recall", "found", "FP", "prec.");
    for (const auto& [cat, s] : report.by_category) print_row(cat.c_str(), s);
    std::printf("\n");
    print_row("structured", report.structured);
    print_row("names", report.names);
    print_row("addresses", report.addresses);
    print_row("organizations", report.organizations);
    print_row("overall", report.overall);
    std::printf("\n");
}

void print_eval_misses(const redact::EvalReport& report, bool with_text) {
    // A part-covered miss says how much was covered: a name found without its
    // middle initial is a different fix from a name not found at all.
    for (const auto& m : report.missed)
        std::printf("missed: %s %s %zu-%zu%s%s\n", m.document.c_str(), m.type.c_str(), m.start, m.end,
                    m.covered > 0 ? (" (covered " + std::to_string(int(m.covered * 100)) + "%)").c_str() : "",
                    with_text ? (" \"" + m.text + "\"").c_str() : "");
    for (const auto& m : report.false_positives)
        std::printf("false positive: %s %s %zu-%zu %s%s\n", m.document.c_str(), m.type.c_str(), m.start, m.end,
                    m.rule.c_str(), with_text ? (" \"" + m.text + "\"").c_str() : "");
}

}  // namespace synsema::cli
