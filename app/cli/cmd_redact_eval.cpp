// synsema-cli redact-eval --gold DIR [--gold DIR2 …] [--holdout LIST] [--json]
// [--show-text] [--holdout-misses]: scores the rules against annotated folders
// (NAME.txt + NAME.gold.json), without a model. Every folder's documents are
// detected together as one set. With --holdout, the figures are printed for
// all documents and for the held-out part (the documents LIST names); the
// held-out part's misses are listed only with --holdout-misses, so they can
// stay unseen while the rules are tuned.
//
// With --scans DIR the same rules are scored on scanned copies of those
// documents (<stem>.<variant>.<ext>, e.g. make-scans' output; see
// redact_eval_scans.h); --compare-text adds the ratio of each category's recall
// to the same documents as text (issue 22's acceptance: >= 0.95x).
#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>
#include <set>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/eval_print.h"
#include "app/cli/redact_eval_scans.h"
#include "engine/ocr/ocr_protocol.h"
#include "engine/redact/detector.h"
#include "engine/redact/gold_eval.h"

namespace synsema::cli {

int run_redact_eval(const QStringList& args) {
    QCommandLineParser parser;
    parser.addOption({"gold", "Annotated folder (NAME.txt + NAME.gold.json); repeat to score several as one set.", "DIR"});
    parser.addOption({"holdout", "File naming the held-out documents (one file name per line, # comments).", "LIST"});
    parser.addOption({"words", "Word list (default /usr/share/dict/american-english).", "FILE"});
    parser.addOption({"json", "Print the report as JSON."});
    parser.addOption({"show-text", "Include the text of missed and false-positive spans."});
    parser.addOption({"holdout-misses", "Also list the held-out documents' misses and false positives."});
    parser.addOption({"scans", "Score scanned copies instead: every <stem>.<variant>.<ext> in DIR (images, PDFs, text) "
                               "against <stem>.gold.json of the --gold folders.", "DIR"});
    parser.addOption({"ocr-lang", "With --scans: OCR languages, '+'-joined Tesseract names.", "LANGS", "eng"});
    parser.addOption({"scan-files", "With --scans: only the file names matching this pattern (default *).", "GLOB", "*"});
    parser.addOption({"compare-text", "With --scans: also score the same documents as text, and print each category's "
                                      "recall ratio (scans / text) against --min-ratio."});
    parser.addOption({"min-ratio", "With --compare-text: the ratio each category must reach (default 0.95).", "R", "0.95"});
    parser.addOption({"dump-text", "With --scans: write the text each scan is read as (OCR where needed) to "
                                   "DIR/<scan file>.txt, as new files (never over one).", "DIR"});
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
    if (parser.isSet("scans")) {
        ScanEvalOptions scan;
        scan.dir = to_std(parser.value("scans"));
        scan.pattern = to_std(parser.value("scan-files"));
        scan.compare_text = parser.isSet("compare-text");
        bool ok = false;
        scan.min_ratio = parser.value("min-ratio").toDouble(&ok);
        if (!ok || scan.min_ratio <= 0) return fail("redact-eval: --min-ratio must be a positive number");
        scan.json = parser.isSet("json");
        scan.show_text = parser.isSet("show-text");
        scan.held = held;
        scan.held_misses = parser.isSet("holdout-misses");
        scan.ocr_languages = to_std(parser.value("ocr-lang"));
        scan.dump_text_dir = to_std(parser.value("dump-text"));
        if (!ocr::valid_languages(scan.ocr_languages)) return fail("redact-eval: --ocr-lang must be like eng or eng+deu");
        return run_scan_eval(docs, options, scan);
    }
    for (const char* only : {"compare-text", "scan-files", "ocr-lang", "dump-text"})
        if (parser.isSet(only)) return fail(std::string("redact-eval: --") + only + " needs --scans DIR");
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
    print_eval_table("all documents", docs.size(), "documents", report);
    if (parser.isSet("holdout")) {
        print_eval_table("held-out part", held_docs.size(), "documents", held_report);
        print_eval_misses(parser.isSet("holdout-misses") ? report : rest_report, text);
    } else {
        print_eval_misses(report, text);
    }
    return 0;
}

}  // namespace synsema::cli
