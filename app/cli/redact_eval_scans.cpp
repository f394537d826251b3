#include "app/cli/redact_eval_scans.h"

#include <QDir>
#include <QFileInfo>

#include <cstdio>
#include <map>

#include "app/cli/cli_common.h"
#include "app/cli/eval_print.h"
#include "engine/redact/text_alignment.h"
#include "engine/util/error.h"
#include "services/documents/document.h"
#include "services/documents/soft_wraps.h"
#include "services/output_file.h"

namespace synsema::cli {

namespace {

struct ScanFile {
    QString path;
    std::string file;     // name in the folder
    std::string group;    // "<variant>.<ext>": the copies detected together
    size_t gold = 0;      // index into the gold documents
};

std::string stem_of(const std::string& name) {
    const size_t dot = name.rfind('.');
    return dot == std::string::npos ? name : name.substr(0, dot);
}

// The scanned files of the folder, each with its gold document: the longest
// gold stem that the name starts with, followed by ".<variant>.<ext>".
std::vector<ScanFile> find_scans(const std::vector<redact::GoldDocument>& gold, const ScanEvalOptions& options) {
    QDir dir(QString::fromStdString(options.dir));
    if (!dir.exists()) throw Error(ErrorKind::NotFound, "redact-eval: no such folder " + options.dir);
    std::vector<ScanFile> scans;
    for (const QFileInfo& info : dir.entryInfoList({QString::fromStdString(options.pattern)}, QDir::Files, QDir::Name)) {
        const std::string name = info.fileName().toStdString();
        if (name == "manifest.json") continue;  // make-scans' list of what it wrote
        size_t best = gold.size(), best_len = 0;
        for (size_t i = 0; i < gold.size(); ++i) {
            const std::string stem = stem_of(gold[i].name);
            if (stem.size() > best_len && name.size() > stem.size() + 1 && name.compare(0, stem.size(), stem) == 0 &&
                name[stem.size()] == '.') {
                best = i;
                best_len = stem.size();
            }
        }
        const std::string rest = best < gold.size() ? name.substr(best_len + 1) : "";
        const size_t dot = rest.rfind('.');
        if (best == gold.size() || dot == std::string::npos || dot == 0) {
            std::fprintf(stderr, "redact-eval: skipped %s: not <stem>.<variant>.<ext> of a --gold document\n", name.c_str());
            continue;
        }
        scans.push_back({info.filePath(), name, rest, best});
    }
    if (scans.empty())
        throw Error(ErrorKind::NotFound, "redact-eval: no scanned copies of the --gold documents in " + options.dir);
    return scans;
}

// The text a scan reads as, through the document layer (OCR where needed).
std::string read_scan(const ScanFile& scan, const std::string& languages) {
    const documents::ImportedDocument doc =
        documents::import_document(scan.path, documents::ocr_in(QString::fromStdString(languages)));
    if (doc.needs_ocr())
        throw Error(ErrorKind::Unsupported, "redact-eval: " + scan.file +
                                                ": a page has no text layer (no text found: needs OCR) and this build did not read it");
    return documents::text_for_detection(doc);  // what redact detects in (soft line breaks as spaces)
}

struct Scored {
    std::vector<redact::GoldDocument> docs;          // the scans, gold projected onto their text
    std::vector<std::vector<redact::Span>> found;
    std::vector<redact::GoldDocument> text_docs;     // the same documents as text
    std::vector<std::vector<redact::Span>> text_found;
    std::vector<std::string> groups;                 // per entry: <variant>.<ext>
    std::vector<size_t> gold_index;                  // per entry: its gold document
};

// The text a scan was read as, for finding why a span was missed or came back after redaction (a fax's OCR
// reading "#" as something else): DIR/<scan file>.txt, a new file, never over one (write_new_output).
void dump_text(const std::string& dir, const ScanFile& scan, const std::string& text) {
    if (!QDir().mkpath(QString::fromStdString(dir)))
        throw Error(ErrorKind::Io, "redact-eval: --dump-text: cannot create the folder " + dir);
    const QString path = QDir(QString::fromStdString(dir)).filePath(QString::fromStdString(scan.file) + ".txt");
    services::write_new_output(path, QByteArray::fromStdString(text), /*no_clobber=*/true);
}

Scored score_all(const std::vector<redact::GoldDocument>& gold, const std::vector<ScanFile>& scans,
                 const redact::DetectorOptions& detector_options, bool compare_text, const std::string& ocr_languages,
                 const std::string& dump_text_dir) {
    redact::Detector detector(detector_options);
    std::map<std::string, std::vector<size_t>> by_group;
    for (size_t i = 0; i < scans.size(); ++i) by_group[scans[i].group].push_back(i);
    Scored s;
    size_t done = 0;
    for (const auto& [group, members] : by_group) {
        std::vector<redact::GoldDocument> docs;
        for (size_t i : members) {
            std::fprintf(stderr, "redact-eval: reading %zu/%zu %s\n", ++done, scans.size(), scans[i].file.c_str());
            std::string text = read_scan(scans[i], ocr_languages);
            if (!dump_text_dir.empty()) dump_text(dump_text_dir, scans[i], text);
            docs.push_back(redact::project_gold(gold[scans[i].gold], scans[i].file, std::move(text)));
        }
        std::vector<std::string_view> texts;
        for (const auto& d : docs) texts.push_back(d.text);
        for (auto& spans : detector.detect_set(texts)) s.found.push_back(std::move(spans));
        if (compare_text) {
            std::vector<std::string_view> originals;
            for (size_t i : members) originals.push_back(gold[scans[i].gold].text);
            for (size_t i : members) s.text_docs.push_back(gold[scans[i].gold]);
            for (auto& spans : detector.detect_set(originals)) s.text_found.push_back(std::move(spans));
        }
        for (size_t k = 0; k < members.size(); ++k) {
            s.docs.push_back(std::move(docs[k]));
            s.groups.push_back(group);
            s.gold_index.push_back(scans[members[k]].gold);
        }
    }
    return s;
}

// The entries whose predicate holds, scored.
template <class Pred>
redact::EvalReport evaluate_where(const std::vector<redact::GoldDocument>& docs,
                                  const std::vector<std::vector<redact::Span>>& found, Pred keep) {
    std::vector<redact::GoldDocument> d;
    std::vector<std::vector<redact::Span>> f;
    for (size_t i = 0; i < docs.size(); ++i)
        if (keep(i)) {
            d.push_back(docs[i]);
            f.push_back(found[i]);
        }
    return redact::evaluate(d, f);
}

struct Ratio {
    std::string category;
    double scan = 0, text = 0, ratio = 0;
    bool met = true;
};

// Per category with gold spans: scan recall / text recall (1 when the text
// catches none either).
std::vector<Ratio> ratios(const redact::EvalReport& scans, const redact::EvalReport& text, double min_ratio) {
    std::vector<Ratio> out;
    for (const auto& [cat, t] : text.by_category) {
        if (t.gold == 0) continue;
        const auto it = scans.by_category.find(cat);
        const double scan_recall = it == scans.by_category.end() ? 0.0 : it->second.recall();
        const double ratio = t.recall() > 0 ? scan_recall / t.recall() : 1.0;
        out.push_back({cat, scan_recall, t.recall(), ratio, ratio >= min_ratio});
    }
    return out;
}

nlohmann::json ratios_json(const std::vector<Ratio>& list) {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& r : list) j[r.category] = {{"scan_recall", r.scan}, {"text_recall", r.text}, {"ratio", r.ratio}, {"met", r.met}};
    return j;
}

}  // namespace

int run_scan_eval(const std::vector<redact::GoldDocument>& gold, const redact::DetectorOptions& detector_options,
                  const ScanEvalOptions& options) {
    const std::vector<ScanFile> scans = find_scans(gold, options);
    const Scored s = score_all(gold, scans, detector_options, options.compare_text, options.ocr_languages, options.dump_text_dir);
    auto held = [&](size_t i) { return options.held.count(gold[s.gold_index[i]].name) != 0; };
    const bool with_held = !options.held.empty();
    const auto report = redact::evaluate(s.docs, s.found);
    const auto held_report = evaluate_where(s.docs, s.found, held);
    const auto rest_report = evaluate_where(s.docs, s.found, [&](size_t i) { return !held(i); });
    std::set<std::string> group_names(s.groups.begin(), s.groups.end());
    std::set<size_t> documents(s.gold_index.begin(), s.gold_index.end());
    redact::EvalReport text_report;
    std::vector<Ratio> ratio_list;
    if (options.compare_text) {
        text_report = redact::evaluate(s.text_docs, s.text_found);
        ratio_list = ratios(report, text_report, options.min_ratio);
    }
    bool met = true;
    std::string below;
    for (const auto& r : ratio_list)
        if (!r.met) {
            met = false;
            below += (below.empty() ? "" : ", ") + r.category;
        }

    if (options.json) {
        const bool hide = with_held && !options.held_misses;
        nlohmann::json j = redact::to_json(hide ? rest_report : report, options.show_text);
        nlohmann::json whole = redact::to_json(report, false);
        for (const char* key : {"overall", "groups", "categories"}) j[key] = whole[key];
        j["files"] = s.docs.size();
        j["documents"] = documents.size();
        j["model_used"] = false;
        for (const auto& g : group_names) {
            nlohmann::json v = redact::to_json(evaluate_where(s.docs, s.found, [&](size_t i) { return s.groups[i] == g; }), false);
            v.erase("missed");
            v.erase("false_positives");
            if (options.compare_text)
                v["text_overall"] = redact::to_json(evaluate_where(s.text_docs, s.text_found, [&](size_t i) { return s.groups[i] == g; }),
                                                    false)["overall"];
            j["variants"][g] = v;
        }
        if (with_held) {
            nlohmann::json h = redact::to_json(held_report, options.show_text);
            if (hide) {
                h.erase("missed");
                h.erase("false_positives");
            }
            j["holdout"] = h;
        }
        if (options.compare_text) {
            nlohmann::json t = redact::to_json(text_report, false);
            t.erase("missed");
            t.erase("false_positives");
            j["text"] = t;
            j["ratio"] = ratios_json(ratio_list);
            j["acceptance"] = {{"min_ratio", options.min_ratio}, {"met", met}};
        }
        std::printf("%s\n", j.dump(2).c_str());
        return 0;
    }

    std::printf("redact-eval: rules only (no model used), on %zu scanned copies of %zu documents (%zu variants)\n\n",
                s.docs.size(), documents.size(), group_names.size());
    print_eval_table("all scans", s.docs.size(), "files", report);
    if (with_held) {
        size_t n = 0;
        for (size_t i = 0; i < s.docs.size(); ++i) n += held(i);
        print_eval_table("held-out part", n, "files", held_report);
    }
    std::printf("by variant:\n  %-22s %5s  %10s %6s %9s %7s%s\n", "variant", "files", "structured", "names", "addresses",
                "overall", options.compare_text ? "    text  ratio" : "");
    for (const auto& g : group_names) {
        auto in_group = [&](size_t i) { return s.groups[i] == g; };
        const auto r = evaluate_where(s.docs, s.found, in_group);
        size_t n = 0;
        for (size_t i = 0; i < s.docs.size(); ++i) n += in_group(i);
        std::printf("  %-22s %5zu  %10.3f %6.3f %9.3f %7.3f", g.c_str(), n, r.structured.recall(), r.names.recall(),
                    r.addresses.recall(), r.overall.recall());
        if (options.compare_text) {
            const double t = evaluate_where(s.text_docs, s.text_found, in_group).overall.recall();
            std::printf("   %5.3f  %5.3f", t, t > 0 ? r.overall.recall() / t : 1.0);
        }
        std::printf("\n");
    }
    std::printf("\n");
    if (options.compare_text) {
        std::printf("recall on the scans against the same documents as text (acceptance: >= %.2fx per category):\n",
                    options.min_ratio);
        std::printf("  %-16s %6s %6s %6s\n", "category", "scans", "text", "ratio");
        for (const auto& r : ratio_list)
            std::printf("  %-16s %6.3f %6.3f %6.3f%s\n", r.category.c_str(), r.scan, r.text, r.ratio, r.met ? "" : "  below");
        std::printf("acceptance: %s\n\n", met ? "met" : ("not met (" + below + ")").c_str());
    }
    print_eval_misses(with_held && !options.held_misses ? rest_report : report, options.show_text);
    return 0;
}

}  // namespace synsema::cli
