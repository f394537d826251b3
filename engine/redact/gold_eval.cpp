#include "gold_eval.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/util/error.h"
#include "engine/util/input_file.h"

namespace synsema::redact {

namespace {

constexpr uintmax_t kMaxFile = 64u * 1024 * 1024;

std::string read_file(const std::filesystem::path& path) {
    std::error_code ec;
    auto size = std::filesystem::file_size(path, ec);
    if (ec) throw Error(ErrorKind::Io, "redact-eval: cannot read " + path.string());
    if (size > kMaxFile) throw Error(ErrorKind::Limit, "redact-eval: " + path.string() + " is larger than 64 MB");
    return read_input_file(path.string(), kMaxFile);
}

bool is_char_start(char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }

// Characters (code points) of [start, end) whose byte is marked.
size_t covered_chars(const std::string& text, const std::vector<char>& mark, size_t start, size_t end, size_t* total) {
    size_t covered = 0, all = 0;
    for (size_t i = start; i < end && i < text.size(); ++i) {
        if (!is_char_start(text[i])) continue;
        ++all;
        if (mark[i]) ++covered;
    }
    *total = all;
    return covered;
}

Score* group_of(EvalReport& r, const std::string& category) {
    if (is_name_category(category)) return &r.names;
    if (is_address_category(category)) return &r.addresses;
    if (is_org_category(category)) return &r.organizations;
    return &r.structured;
}

}  // namespace

GoldDocument load_gold_file(const std::string& path) {
    namespace fs = std::filesystem;
    const fs::path gold_path(path);
    nlohmann::json j = nlohmann::json::parse(read_file(gold_path), nullptr, false);
    if (j.is_discarded() || !j.is_object())
        throw Error(ErrorKind::Format, "redact-eval: " + gold_path.string() + " is not a JSON object");
    GoldDocument doc;
    const std::string base = gold_path.filename().string();
    const bool gold_name = base.size() > 10 && base.compare(base.size() - 10, 10, ".gold.json") == 0;
    if (!(j.contains("document") && j["document"].is_string()) && !gold_name)
        throw Error(ErrorKind::Format, "redact-eval: " + gold_path.string() + " names no document (and is not NAME.gold.json)");
    doc.name = j.contains("document") && j["document"].is_string() ? j["document"].get<std::string>()
                                                                    : base.substr(0, base.size() - 10) + ".txt";
    if (doc.name.find('/') != std::string::npos || doc.name.find("..") != std::string::npos)
        throw Error(ErrorKind::Format, "redact-eval: " + gold_path.string() + " names a document outside its folder");
    doc.text = read_file(gold_path.parent_path() / doc.name);
    if (!j.contains("spans") || !j["spans"].is_array())
        throw Error(ErrorKind::Format, "redact-eval: " + gold_path.string() + " has no spans array");
    for (const auto& s : j["spans"]) {
        if (!s.is_object() || !s.contains("start") || !s.contains("end") || !s.contains("type") ||
            !s["start"].is_number_unsigned() || !s["end"].is_number_unsigned() || !s["type"].is_string())
            throw Error(ErrorKind::Format, "redact-eval: " + gold_path.string() + " has a malformed span");
        GoldSpan g;
        g.start = s["start"].get<size_t>();
        g.end = s["end"].get<size_t>();
        g.type = s["type"].get<std::string>();
        if (g.start >= g.end || g.end > doc.text.size())
            throw Error(ErrorKind::Format, "redact-eval: " + gold_path.string() + " has a span outside its text");
        g.text = doc.text.substr(g.start, g.end - g.start);
        doc.spans.push_back(g);
    }
    return doc;
}

std::vector<GoldDocument> load_gold_dir(const std::string& dir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) throw Error(ErrorKind::NotFound, "redact-eval: no such folder " + dir);
    std::vector<fs::path> golds;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        std::string name = entry.path().filename().string();
        if (name.size() > 10 && name.compare(name.size() - 10, 10, ".gold.json") == 0) golds.push_back(entry.path());
    }
    std::sort(golds.begin(), golds.end());
    if (golds.empty()) throw Error(ErrorKind::NotFound, "redact-eval: no *.gold.json files in " + dir);
    std::vector<GoldDocument> docs;
    docs.reserve(golds.size());
    for (const auto& gold_path : golds) docs.push_back(load_gold_file(gold_path.string()));
    return docs;
}

std::vector<std::string> load_name_list(const std::string& path) {
    std::string text = read_file(path);
    std::vector<std::string> names;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.pop_back();
        size_t first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') continue;
        names.push_back(line.substr(first));
    }
    if (names.empty()) throw Error(ErrorKind::Format, "redact-eval: " + path + " names no document");
    return names;
}

EvalReport evaluate(const std::vector<GoldDocument>& docs, const std::vector<std::vector<Span>>& detected) {
    EvalReport r;
    for (size_t d = 0; d < docs.size() && d < detected.size(); ++d) {
        const auto& doc = docs[d];
        std::vector<char> det_mark(doc.text.size(), 0), gold_mark(doc.text.size(), 0);
        for (const auto& s : detected[d])
            for (size_t i = s.start; i < s.end && i < doc.text.size(); ++i) det_mark[i] = 1;
        for (const auto& g : doc.spans)
            for (size_t i = g.start; i < g.end; ++i) gold_mark[i] = 1;
        // Recall: gold spans covered to 90%.
        for (const auto& g : doc.spans) {
            if (g.type == "IGNORE") continue;
            size_t total = 0, cov = covered_chars(doc.text, det_mark, g.start, g.end, &total);
            bool caught = total > 0 && cov * 10 >= total * 9;
            for (Score* s : {&r.by_category[g.type], &r.overall, group_of(r, g.type)}) {
                ++s->gold;
                if (caught) ++s->caught;
            }
            if (!caught) r.missed.push_back({doc.name, g.type, g.text, "", g.start, g.end, total ? double(cov) / total : 0});
        }
        // Precision: detected spans at least half inside gold or IGNORE.
        for (const auto& s : detected[d]) {
            size_t total = 0, inside = covered_chars(doc.text, gold_mark, s.start, s.end, &total);
            bool fp = inside * 2 < total;
            for (Score* sc : {&r.by_category[s.category], &r.overall, group_of(r, s.category)}) {
                ++sc->detected;
                if (fp) ++sc->false_positives;
            }
            if (fp)
                r.false_positives.push_back({doc.name, s.category, doc.text.substr(s.start, s.end - s.start), s.rule,
                                             s.start, s.end, total ? double(inside) / total : 0});
        }
    }
    return r;
}

nlohmann::json to_json(const EvalReport& report, bool with_text) {
    auto score = [](const Score& s) {
        return nlohmann::json{{"gold", s.gold}, {"caught", s.caught}, {"recall", s.recall()}, {"detected", s.detected},
                              {"false_positives", s.false_positives}, {"precision", s.precision()}};
    };
    nlohmann::json j;
    for (const auto& [cat, s] : report.by_category) j["categories"][cat] = score(s);
    j["overall"] = score(report.overall);
    j["groups"] = {{"structured", score(report.structured)}, {"names", score(report.names)},
                   {"addresses", score(report.addresses)}, {"organizations", score(report.organizations)}};
    auto misses = [&](const std::vector<Miss>& list) {
        nlohmann::json a = nlohmann::json::array();
        for (const auto& m : list) {
            nlohmann::json e{{"document", m.document}, {"type", m.type}, {"start", m.start}, {"end", m.end},
                             {"fraction", m.covered}};
            if (with_text) e["text"] = m.text;
            a.push_back(e);
        }
        return a;
    };
    j["missed"] = misses(report.missed);
    j["false_positives"] = misses(report.false_positives);
    return j;
}

}  // namespace synsema::redact
