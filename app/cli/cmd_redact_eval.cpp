// synsema-cli redact-eval --gold DIR [--gold DIR2 …] [--holdout LIST] [--json]
// [--show-text] [--holdout-misses]: scores the rules against annotated folders
// (NAME.txt + NAME.gold.json), without a model. Every folder's documents are
// detected together as one set. With --holdout, the figures are printed for
// all documents and for the held-out part (the documents LIST names); the
// held-out part's misses are listed only with --holdout-misses, so they can
// stay unseen while the rules are tuned.
#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>
#include <set>

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

void print_table(const char* title, size_t documents, const redact::EvalReport& report) {
    std::printf("%s: %zu documents\n", title, documents);
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

void print_misses(const redact::EvalReport& report, bool with_text) {
    for (const auto& m : report.missed)
        std::printf("missed: %s %s %zu-%zu%s\n", m.document.c_str(), m.type.c_str(), m.start, m.end,
                    with_text ? (" \"" + m.text + "\"").c_str() : "");
    for (const auto& m : report.false_positives)
        std::printf("false positive: %s %s %zu-%zu %s%s\n", m.document.c_str(), m.type.c_str(), m.start, m.end,
                    m.rule.c_str(), with_text ? (" \"" + m.text + "\"").c_str() : "");
}
}  // namespace

int run_redact_eval(const QStringList& args) {
    QCommandLineParser parser;
    parser.addOption({"gold", "Annotated folder (NAME.txt + NAME.gold.json); repeat to score several as one set.", "DIR"});
    parser.addOption({"holdout", "File naming the held-out documents (one file name per line, # comments).", "LIST"});
    parser.addOption({"words", "Word list (default /usr/share/dict/american-english).", "FILE"});
    parser.addOption({"json", "Print the report as JSON."});
    parser.addOption({"show-text", "Include the text of missed and false-positive spans."});
    parser.addOption({"holdout-misses", "Also list the held-out documents' misses and false positives."});
    if (int code = parse_or_exit(parser, "redact-eval", args); code >= 0) return code;
    if (!parser.isSet("gold")) return fail("redact-eval: --gold DIR is required");

    std::vector<redact::GoldDocument> docs;
    for (const QString& dir : parser.values("gold")) {
        auto more = redact::load_gold_dir(to_std(dir));
        for (auto& d : more) docs.push_back(std::move(d));
    }
    std::set<std::string> held;
    if (parser.isSet("holdout")) {
        std::string list = to_std(parser.value("holdout"));
        for (const auto& name : redact::load_name_list(list)) {
            bool found = std::any_of(docs.begin(), docs.end(), [&](const auto& d) { return d.name == name; });
            if (!found) return fail("redact-eval: " + list + " names " + name + ", which is in none of the --gold folders");
            held.insert(name);
        }
    }
    redact::DetectorOptions options;
    if (parser.isSet("words")) options.word_list_path = to_std(parser.value("words"));
    redact::Detector detector(options);
    std::vector<std::string_view> texts;
    for (const auto& d : docs) texts.push_back(d.text);
    const auto detected = detector.detect_set(texts);
    const auto report = redact::evaluate(docs, detected);
    // The held-out part and the rest, scored on the same detection (one set).
    std::vector<redact::GoldDocument> held_docs, rest_docs;
    std::vector<std::vector<redact::Span>> held_spans, rest_spans;
    for (size_t i = 0; i < docs.size(); ++i) {
        bool h = held.count(docs[i].name) != 0;
        (h ? held_docs : rest_docs).push_back(docs[i]);
        (h ? held_spans : rest_spans).push_back(detected[i]);
    }
    const auto held_report = redact::evaluate(held_docs, held_spans);
    const auto rest_report = redact::evaluate(rest_docs, rest_spans);
    const bool text = parser.isSet("show-text");

    if (parser.isSet("json")) {
        nlohmann::json j = redact::to_json(parser.isSet("holdout") && !parser.isSet("holdout-misses") ? rest_report : report, text);
        nlohmann::json all = redact::to_json(report, false);
        j["overall"] = all["overall"];
        j["groups"] = all["groups"];
        j["categories"] = all["categories"];
        j["documents"] = docs.size();
        j["model_used"] = false;
        if (parser.isSet("holdout")) {
            nlohmann::json h = redact::to_json(held_report, text);
            if (!parser.isSet("holdout-misses")) {
                h.erase("missed");
                h.erase("false_positives");
            }
            h["documents"] = held_docs.size();
            j["holdout"] = h;
        }
        std::printf("%s\n", j.dump(2).c_str());
        return 0;
    }
    std::printf("redact-eval: rules only (no model used)\n\n");
    print_table("all documents", docs.size(), report);
    if (parser.isSet("holdout")) {
        print_table("held-out part", held_docs.size(), held_report);
        print_misses(parser.isSet("holdout-misses") ? report : rest_report, text);
    } else {
        print_misses(report, text);
    }
    return 0;
}

}  // namespace synsema::cli
