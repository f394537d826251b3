// redact-eval --scans DIR (issue 22): the rules scored on scanned copies of
// the --gold documents. Every file <stem>.<variant>.<ext> in DIR is read
// through import_document() (OCR for images and PDF pages without text, once
// the build has it), the gold spans of <stem>.txt are carried onto the text
// read (engine/redact/text_alignment.h), and the copies of one <variant>.<ext>
// are detected together as one set, as the text documents are.
#pragma once
#include <set>
#include <string>
#include <vector>

#include "engine/redact/detector.h"
#include "engine/redact/gold_eval.h"

namespace synsema::cli {

struct ScanEvalOptions {
    std::string dir;
    std::string pattern = "*";       // file names to score (wildcards)
    bool compare_text = false;       // also score the same documents as text: the ratio per category
    double min_ratio = 0.95;         // the acceptance: scan recall >= min_ratio x text recall, per category
    bool json = false;
    bool show_text = false;
    std::set<std::string> held;      // held-out document names (--holdout): their own table
    bool held_misses = false;
    std::string ocr_languages = "eng";  // --ocr-lang
    std::string dump_text_dir;          // --dump-text: each scan's text as read, DIR/<scan file>.txt (new files only)
};

// Prints the report; returns the exit code (0, or 1 with a message naming
// the file on a bad input or a scan that could not be read).
int run_scan_eval(const std::vector<redact::GoldDocument>& gold, const redact::DetectorOptions& detector_options,
                  const ScanEvalOptions& options);

}  // namespace synsema::cli
