// Scoring detected spans against an annotated set (NAME.txt + NAME.gold.json):
//   a gold span is caught when >= 90% of its characters are covered by
//   detected spans (of any category: redacted is redacted);
//   a detected span is a false positive when < 50% of its characters lie
//   inside gold or IGNORE spans.
// Figures per gold category, per group (structured, names, addresses,
// organisations) and overall.
#pragma once
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "span.h"

namespace synsema::redact {

struct GoldSpan {
    size_t start = 0, end = 0;
    std::string type;
    std::string text;
};

struct GoldDocument {
    std::string name;  // file name of the text
    std::string text;
    std::vector<GoldSpan> spans;
};

// Loads one NAME.gold.json with the text it names (beside it); throws Error
// naming the file on a missing text, bad JSON or a span outside the text.
GoldDocument load_gold_file(const std::string& path);
// Loads every *.gold.json in dir with its text; throws Error naming the file
// on a missing text, bad JSON or a span outside the text.
std::vector<GoldDocument> load_gold_dir(const std::string& dir);
// The document names of a held-out list: one file name per line, '#'
// comments and blank lines ignored. Throws Error naming the file when it
// cannot be read or names no document.
std::vector<std::string> load_name_list(const std::string& path);

struct Score {
    size_t gold = 0, caught = 0;              // recall side
    size_t detected = 0, false_positives = 0; // precision side
    double recall() const { return gold ? double(caught) / double(gold) : 1.0; }
    double precision() const { return detected ? double(detected - false_positives) / double(detected) : 1.0; }
};

struct Miss {
    std::string document, type, text;
    std::string rule;  // false positives: the rule that found the span
    size_t start = 0, end = 0;
    double covered = 0;
};

struct EvalReport {
    std::map<std::string, Score> by_category;
    Score overall, structured, names, addresses, organizations;
    std::vector<Miss> missed;            // gold spans not caught
    std::vector<Miss> false_positives;   // detected spans mostly outside gold
};

EvalReport evaluate(const std::vector<GoldDocument>& docs, const std::vector<std::vector<Span>>& detected);
nlohmann::json to_json(const EvalReport& report, bool with_text);

}  // namespace synsema::redact
