// synsema-cli redact [--policy P] [--model M [--review-preset R]] [--docx-images grey|strip] [--keep-tiff] FILES… --out DIR
// [--json] [--log-text] [--attest FILE]:
// imports each document, detects identifiers over the whole set, applies the
// policy and writes, per document, the redacted copy and an audit log (JSON
// and CSV) through the pipeline the GUI shares (services/redact/redaction_job.h).
// With --model, the judge reviews every uncertain span and its calibrated
// gate decides it or leaves it for a person; every output names the model by
// the sha256 of its weights. --attest writes a signed report of the run
// (app/cli/redaction_report.h) that `synsema-cli verify` checks. Originals are only read. Exit codes: 0 all
// written, 1 an error, 3 a document needs OCR (not exported).
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

#include <cstdio>
#include <memory>
#include <optional>

#include <nlohmann/json.hpp>

#include "app/cli/attest_output.h"
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/model_name.h"
#include "app/cli/redaction_report.h"
#include "engine/attest/signed_report.h"
#include "services/documents/document_types.h"
#include "services/redact/redaction_job.h"
#include "engine/ocr/ocr_protocol.h"
#include "engine/model/model.h"
#include "engine/redact/detector.h"
#include "engine/redact/policy.h"
#include "engine/util/error.h"

namespace synsema::cli {

namespace {

nlohmann::json span_json(const redact::Span& s, const std::string& text) {
    return {{"start", s.start},
            {"end", s.end},
            {"category", s.category},
            {"rule", s.rule},
            {"confidence", s.confidence},
            {"needs_review", s.needs_review},
            {"decision", redact::decision_name(s.decision)},
            {"decided_by", redact::decider_name(s.decided_by)},
            {"reviewed_by", s.reviewed_by.empty() ? nlohmann::json(nullptr) : nlohmann::json(s.reviewed_by)},
            {"review_p_identifier", s.review_probability < 0 ? nlohmann::json(nullptr) : nlohmann::json(s.review_probability)},
            {"text", text.substr(s.start, s.length())}};
}

}  // namespace

int run_redact(const QStringList& args) {
    QCommandLineParser parser;
    parser.addOption({"policy", "Policy name or JSON file (default hipaa-safe-harbor).", "P", redact::kDefaultPolicy});
    parser.addOption({"out", "Folder for the redacted copies and audit logs.", "DIR"});
    parser.addOption({"model", "Review uncertain spans with this model (path, Ollama, Hugging Face or LM Studio name).", "M"});
    parser.addOption({"review-preset", "Judge preset for the model review (default phi-span).", "R", redact::kSpanReviewPreset});
    parser.addOption({"threads", "Compute threads for the model review (default: all cores).", "N", "0"});
    parser.addOption({"json", "Print the spans (UTF-8 byte offsets and text) as JSON."});
    parser.addOption({"attest", "Write a signed report of the run (every input, output and audit log with its sha256; "
                                "the engine; the model's attestation) to FILE.", "FILE"});
    parser.addOption({"log-text", "Write the redacted text of each span into the audit logs."});
    parser.addOption({"no-clobber", "When an output name is taken, fail that document instead of writing \"NAME.redacted (2).EXT\"."});
    parser.addOption({"words", "Word list (default /usr/share/dict/american-english).", "FILE"});
    parser.addOption({"dpi", "PDF render resolution (>= 150).", "N", "150"});
    parser.addOption({"ocr-lang", "OCR languages for scans and PDF pages without text, '+'-joined Tesseract names "
                                  "(eng, deu, fra, spa, nld).", "LANGS", "eng"});
    parser.addOption({"docx-images", "DOCX images: grey (a grey box of the same size, default) or strip "
                                     "(the pixels re-encoded without metadata; check what they show).", "MODE", "grey"});
    parser.addOption({"keep-tiff", "A TIFF scan's redacted copy is a TIFF too (NAME.redacted.tif: every page, boxes burned in, "
                                   "a bilevel fax still bilevel; no text, none of the input's tags) instead of an image-only PDF."});
    parser.addPositionalArgument("FILES", "Documents: " + documents::supported_list());
    if (int code = parse_or_exit(parser, "redact", args); code >= 0) return code;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) return fail("redact: no documents given");
    if (!parser.isSet("out")) return fail("redact: --out DIR is required");
    const QString images = parser.value("docx-images");
    if (images != "grey" && images != "strip") return fail("redact: --docx-images must be grey or strip, not " + to_std(images));
    documents::ImportOptions import;
    import.ocr_languages = parser.value("ocr-lang");
    if (!ocr::valid_languages(to_std(import.ocr_languages)))
        return fail("redact: --ocr-lang must be '+'-joined language names such as eng+deu, not " + to_std(import.ocr_languages));

    // Step 1: policy, the reviewer (the model when given) and the detector,
    // which fails clearly without the word list.
    redact::Policy policy = redact::load_policy_file(redact::find_policy(to_std(parser.value("policy"))));
    std::unique_ptr<model::Model> model;
    std::optional<sources::ResolvedModel> resolved;
    if (parser.isSet("model")) {
        resolved = resolve_name(parser.value("model"));
        model = load_resolved(*resolved);
    }
    services::ReviewerSetup setup;
    setup.preset = parser.value("review-preset");
    setup.threads = parser.value("threads").toInt();
    redact::DetectorOptions options;
    if (parser.isSet("words")) options.word_list_path = to_std(parser.value("words"));
    redact::Detector detector(options, services::make_reviewer(model.get(), setup));

    // Step 2: import every document (a failure is reported, the rest go on),
    // then detect over the whole set so names and placeholders agree.
    services::RedactionSet set = services::import_documents(files, {}, nullptr, import);
    int exit_code = set.failed.empty() ? 0 : 1;
    for (const auto& f : set.failed)
        std::fprintf(stderr, "synsema-cli redact: %s [%s]\n", qPrintable(f.message), qPrintable(f.error_kind));
    services::detect_documents(set, detector);

    // Step 3: the redacted copies and their audit logs.
    services::ExportOptions export_options;
    export_options.out_dir = parser.value("out");
    export_options.policy = policy;
    export_options.log_text = parser.isSet("log-text");
    export_options.no_clobber = parser.isSet("no-clobber");
    export_options.dpi = parser.value("dpi").toInt();
    export_options.keep_tiff = parser.isSet("keep-tiff");
    export_options.docx.images = images == "strip" ? documents::DocxImagePolicy::StripMetadata : documents::DocxImagePolicy::GreyBox;
    const std::vector<services::ExportedDocument> exported = services::export_documents(set, export_options);

    nlohmann::json report = {{"policy", policy.name},
                             {"model_used", set.model_used},
                             {"reviewer", set.reviewer.toStdString()},
                             {"model_sha256", set.model_used ? nlohmann::json(set.model_sha256.toStdString()) : nlohmann::json(nullptr)},
                             {"spans_reviewed_by_model", set.spans_reviewed_by_model},
                             {"documents", nlohmann::json::array()}};
    for (const auto& f : set.failed)
        report["documents"].push_back({{"input", to_std(f.path)}, {"error", to_std(f.message)}, {"error_kind", to_std(f.error_kind)}});
    for (size_t i = 0; i < set.docs.size(); ++i) {
        const auto& doc = set.docs[i];
        const auto& r = exported[i];
        nlohmann::json entry = {{"input", to_std(doc.path)}, {"input_real_path", to_std(doc.real_path)},
                                {"input_sha256", doc.sha256.toStdString()},
                                {"format", documents::format_name(doc.format)}, {"spans", nlohmann::json::array()}};
        for (const auto& n : doc.notices) entry["notices"].push_back(to_std(n));
        for (const auto& s : set.spans[i]) entry["spans"].push_back(span_json(s, doc.text));
        if (!r.error.isEmpty()) {
            std::fprintf(stderr, "synsema-cli redact: %s [%s]\n", qPrintable(r.error), qPrintable(r.error_kind));
            entry["error"] = to_std(r.error);
            entry["error_kind"] = to_std(r.error_kind);
            exit_code = r.needs_ocr ? 3 : 1;
        } else {
            entry["output"] = to_std(r.output);
            entry["audit_json"] = to_std(r.audit_json);
            entry["audit_csv"] = to_std(r.audit_csv);
            entry["output_sha256"] = r.output_sha256.toStdString();
            entry["redacted"] = r.redacted;
            if (!parser.isSet("json"))
                std::printf("%s -> %s: %zu spans, %zu redacted, %zu for review\n", qPrintable(doc.path),
                            qPrintable(r.output), r.spans, r.redacted, r.for_review);
        }
        report["documents"].push_back(entry);
    }
    if (parser.isSet("attest")) {
        nlohmann::json attestation = nullptr;
        if (model) attestation = attest::to_json(build_run_attestation(*resolved, *model, {}, {}));
        nlohmann::json signed_report = redaction_report(set, exported, policy.name, std::move(attestation));
        attest::sign_report(signed_report);
        write_report_json(signed_report, to_std(parser.value("attest")));
    }
    if (parser.isSet("json")) {
        std::printf("%s\n", report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace).c_str());
    } else if (set.model_used) {
        std::printf("model used: %s (weights sha256 %s); %lld uncertain spans scored, decided by its gate or left "
                    "for review\n", qPrintable(set.reviewer), qPrintable(set.model_sha256),
                    static_cast<long long>(set.spans_reviewed_by_model));
    } else {
        std::printf("no model used: rules only; uncertain spans are redacted and marked for review\n");
    }
    return exit_code;
}

}  // namespace synsema::cli
