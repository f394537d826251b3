// synsema-cli redact-eval --gold DIR [--json] [--show-text]: scores the rules
// against an annotated folder (NAME.txt + NAME.gold.json), without a model.
#include <QCommandLineParser>

#include <cstdio>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "engine/redact/detector.h"
#include "engine/redact/gold_eval.h"

namespace synsema::cli {

namespace {
void print_row(const char* name, const redact::Score& s) {
    std::printf("  %-16s %5zu %6zu  %6.3f   %6zu %4zu  %6.3f\n", name, s.gold, s.caught, s.recall(), s.detected,
                s.false_positives, s.precision());
}
}  // namespace

int run_redact_eval(const QStringList& args) {
    QCommandLineParser parser;
    parser.addOption({"gold", "Annotated folder (NAME.txt + NAME.gold.json).", "DIR"});
    parser.addOption({"words", "Word list (default /usr/share/dict/american-english).", "FILE"});
    parser.addOption({"json", "Print the report as JSON."});
    parser.addOption({"show-text", "Include the text of missed and false-positive spans."});
    if (int code = parse_or_exit(parser, "redact-eval", args); code >= 0) return code;
    if (!parser.isSet("gold")) return fail("redact-eval: --gold DIR is required");

    auto docs = redact::load_gold_dir(to_std(parser.value("gold")));
    redact::DetectorOptions options;
    if (parser.isSet("words")) options.word_list_path = to_std(parser.value("words"));
    redact::Detector detector(options);
    std::vector<std::string_view> texts;
    for (const auto& d : docs) texts.push_back(d.text);
    auto report = redact::evaluate(docs, detector.detect_set(texts));

    if (parser.isSet("json")) {
        nlohmann::json j = redact::to_json(report, parser.isSet("show-text"));
        j["documents"] = docs.size();
        j["model_used"] = false;
        std::printf("%s\n", j.dump(2).c_str());
        return 0;
    }
    std::printf("redact-eval: %zu documents, rules only (no model used)\n\n", docs.size());
    std::printf("  %-16s %5s %6s  %6s   %6s %4s  %6s\n", "category", "gold", "caught", "recall", "found", "FP", "prec.");
    for (const auto& [cat, s] : report.by_category) print_row(cat.c_str(), s);
    std::printf("\n");
    print_row("structured", report.structured);
    print_row("names", report.names);
    print_row("addresses", report.addresses);
    print_row("organizations", report.organizations);
    print_row("overall", report.overall);
    for (const auto& m : report.missed)
        std::printf("missed: %s %s %zu-%zu%s\n", m.document.c_str(), m.type.c_str(), m.start, m.end,
                    parser.isSet("show-text") ? (" \"" + m.text + "\"").c_str() : "");
    for (const auto& m : report.false_positives)
        std::printf("false positive: %s %s %zu-%zu%s\n", m.document.c_str(), m.type.c_str(), m.start, m.end,
                    parser.isSet("show-text") ? (" \"" + m.text + "\"").c_str() : "");
    return 0;
}

}  // namespace synsema::cli
