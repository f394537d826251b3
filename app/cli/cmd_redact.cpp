// synsema-cli redact [--policy P] FILES… --out DIR [--json] [--log-text]:
// imports each document, detects identifiers over the whole set, applies the
// policy and writes, per document, the redacted copy and an audit log (JSON
// and CSV). Originals are only read. Exit codes: 0 all written, 1 an error,
// 3 a document needs OCR (not exported).
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

#include <cstdio>
#include <memory>

#include <nlohmann/json.hpp>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/documents/audit_log.h"
#include "app/documents/document.h"
#include "app/documents/export.h"
#include "engine/redact/detector.h"
#include "engine/redact/policy.h"
#include "engine/redact/redactor.h"
#include "engine/util/error.h"

namespace synsema::cli {

namespace {

QString output_name(const documents::ImportedDocument& doc) {
    QFileInfo info(doc.path);
    QString ext = doc.format == documents::Format::Docx ? "docx" : doc.format == documents::Format::Pdf ? "pdf"
                : doc.format == documents::Format::Markdown ? "md" : "txt";
    return info.completeBaseName() + ".redacted." + ext;
}

}  // namespace

int run_redact(const QStringList& args) {
    QCommandLineParser parser;
    parser.addOption({"policy", "Policy name or JSON file (default hipaa-safe-harbor).", "P", redact::kDefaultPolicy});
    parser.addOption({"out", "Folder for the redacted copies and audit logs.", "DIR"});
    parser.addOption({"json", "Print the spans (UTF-8 byte offsets and text) as JSON."});
    parser.addOption({"log-text", "Write the redacted text of each span into the audit logs."});
    parser.addOption({"words", "Word list (default /usr/share/dict/american-english).", "FILE"});
    parser.addOption({"dpi", "PDF render resolution (>= 150).", "N", "150"});
    parser.addPositionalArgument("FILES", "Documents: .txt .md .pdf .docx");
    if (int code = parse_or_exit(parser, "redact", args); code >= 0) return code;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) return fail("redact: no documents given");
    if (!parser.isSet("out")) return fail("redact: --out DIR is required");
    QDir out_dir(parser.value("out"));
    if (!out_dir.exists() && !QDir().mkpath(out_dir.absolutePath())) return fail("redact: cannot create " + to_std(out_dir.absolutePath()));

    // Step 1: policy and detector (fails clearly without the word list).
    std::string policy_path = redact::find_policy(to_std(parser.value("policy")));
    redact::Policy policy = redact::load_policy_file(policy_path);
    redact::DetectorOptions options;
    if (parser.isSet("words")) options.word_list_path = to_std(parser.value("words"));
    redact::Detector detector(options);

    // Step 2: import every document; a failure is reported and the rest go on.
    int exit_code = 0;
    std::vector<documents::ImportedDocument> docs;
    nlohmann::json report = {{"policy", policy.name}, {"model_used", false}, {"reviewer", detector.reviewer().id()},
                             {"documents", nlohmann::json::array()}};
    for (const QString& file : files) {
        try {
            docs.push_back(documents::import_document(file));
        } catch (const Error& e) {
            std::fprintf(stderr, "synsema-cli redact: %s [%s]\n", e.what(), error_kind_name(e.kind()));
            report["documents"].push_back({{"input", to_std(file)}, {"error", e.what()}, {"error_kind", error_kind_name(e.kind())}});
            exit_code = 1;
        }
    }
    // Step 3: detect over the whole set, so names and placeholders agree across documents.
    std::vector<std::string_view> texts;
    for (const auto& d : docs) texts.push_back(d.text);
    auto spans = detector.detect_set(texts);
    redact::PlaceholderBook book;
    book.register_set(texts, spans);

    // Step 4: per document, the redacted copy and its audit logs.
    for (size_t i = 0; i < docs.size(); ++i) {
        const auto& doc = docs[i];
        nlohmann::json entry = {{"input", to_std(doc.path)}, {"input_sha256", doc.sha256.toStdString()},
                                {"format", documents::format_name(doc.format)}, {"spans", nlohmann::json::array()}};
        for (const auto& n : doc.notices) entry["notices"].push_back(to_std(n));
        for (const auto& s : spans[i])
            entry["spans"].push_back({{"start", s.start}, {"end", s.end}, {"category", s.category}, {"rule", s.rule},
                                      {"confidence", s.confidence}, {"needs_review", s.needs_review},
                                      {"decision", s.decision}, {"text", doc.text.substr(s.start, s.length())}});
        try {
            if (doc.needs_ocr())
                throw Error(ErrorKind::Unsupported, to_std(doc.path) + ": no text found: needs OCR; not exported");
            redact::RedactedText red = redact::apply_policy(doc.text, spans[i], policy, book);
            QByteArray bytes = doc.format == documents::Format::Docx ? documents::export_docx(doc, red.applied)
                             : doc.format == documents::Format::Pdf ? documents::export_pdf(doc, red.applied, parser.value("dpi").toInt())
                             : documents::export_text(doc, red.text);
            QString out_path = out_dir.filePath(output_name(doc));
            documents::write_atomically(out_path, bytes, doc.path);
            documents::AuditInput audit;
            audit.doc = &doc;
            audit.output_path = out_path;
            audit.output_sha256 = documents::sha256_hex(bytes);
            audit.policy = QString::fromStdString(policy.name);
            audit.reviewer = QString::fromStdString(detector.reviewer().id());
            audit.model_used = detector.reviewer().uses_model();
            audit.spans = &spans[i];
            audit.policy_rules = &policy;
            audit.log_text = parser.isSet("log-text");
            QString base = out_dir.filePath(QFileInfo(doc.path).completeBaseName());
            documents::write_atomically(base + ".audit.json", documents::audit_json(audit), doc.path);
            documents::write_atomically(base + ".audit.csv", documents::audit_csv(audit), doc.path);
            entry["output"] = to_std(out_path);
            entry["output_sha256"] = audit.output_sha256.toStdString();
            entry["redacted"] = red.applied.size();
            if (!parser.isSet("json"))
                std::printf("%s -> %s: %zu spans, %zu redacted, %zu for review\n", qPrintable(doc.path), qPrintable(out_path),
                            spans[i].size(), red.applied.size(),
                            static_cast<size_t>(std::count_if(spans[i].begin(), spans[i].end(), [](const auto& s) { return s.needs_review; })));
        } catch (const Error& e) {
            std::fprintf(stderr, "synsema-cli redact: %s [%s]\n", e.what(), error_kind_name(e.kind()));
            entry["error"] = e.what();
            entry["error_kind"] = error_kind_name(e.kind());
            exit_code = doc.needs_ocr() ? 3 : 1;
        }
        report["documents"].push_back(entry);
    }
    if (parser.isSet("json")) std::printf("%s\n", report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace).c_str());
    else std::printf("no model used: rules only; uncertain spans are redacted and marked for review\n");
    return exit_code;
}

}  // namespace synsema::cli
