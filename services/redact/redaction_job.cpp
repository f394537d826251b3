#include "redaction_job.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <set>

#include "services/documents/audit_log.h"
#include "services/documents/document_types.h"
#include "services/documents/export.h"
#include "services/documents/page_source.h"
#include "services/documents/serial_image.h"
#include "services/documents/soft_wraps.h"
#include "services/redact/ocr_review.h"
#include "services/judge/judge_service.h"
#include "engine/attest/weights_sha256.h"
#include "engine/model/model.h"
#include "engine/redact/redactor.h"
#include "engine/util/error.h"
#include "engine/util/new_file.h"

namespace synsema::services {

namespace {

void check_cancel(const std::atomic<bool>* cancel, const char* what) {
    if (cancel && cancel->load()) throw Error(ErrorKind::Cancelled, what);
}

// A scan read from a TIFF gives a TIFF when asked (keep_tiff); by its bytes, not its name.
bool as_tiff(const documents::ImportedDocument& doc, const ExportOptions& options) {
    return options.keep_tiff && doc.format == documents::Format::Image && doc.image_kind == "TIFF";
}

QString extension_of(const documents::ImportedDocument& doc, const ExportOptions& options) {
    return as_tiff(doc, options) ? "tif" : documents::type_of(doc.format).output_extension;
}

QByteArray redacted_bytes(const documents::ImportedDocument& doc, const redact::RedactedText& red, const ExportOptions& options,
                          std::vector<documents::ExportAction>* actions) {
    using documents::Format;
    if (doc.format == Format::Docx) return documents::export_docx(doc, red.applied, options.docx, actions);
    if (as_tiff(doc, options)) return documents::export_tiff(doc, red.applied);
    if (doc.format == Format::Pdf || doc.format == Format::Image) return documents::export_pdf(doc, red.applied, options.dpi);
    return documents::export_text(doc, red.text);
}

// A file stem per document, unique within the set, so that no export of one
// document overwrites another's output or audit log.
std::vector<QString> unique_stems(const std::vector<documents::ImportedDocument>& docs) {
    std::vector<QString> stems;
    std::set<QString> taken;
    for (const auto& doc : docs) {
        const QString base = QFileInfo(doc.path).completeBaseName();
        QString stem = base;
        for (int n = 2; taken.count(stem.toLower()); ++n) stem = base + "-" + QString::number(n);
        taken.insert(stem.toLower());
        stems.push_back(stem);
    }
    return stems;
}

}  // namespace

RedactionSet import_documents(const QStringList& files, const JobProgress& progress, const std::atomic<bool>* cancel,
                              documents::ImportOptions import) {
    RedactionSet set;
    import.cancel = cancel;
    for (qsizetype i = 0; i < files.size(); ++i) {
        check_cancel(cancel, "import cancelled");
        const QString name = QFileInfo(files[i]).fileName();
        if (progress) progress(i, files.size(), name);
        // A scan reports each page it OCRs (the GUI's progress bar moves per page).
        if (progress)
            import.page_progress = [&](int page, int pages) {
                if (page < pages) progress(i, files.size(), QString("%1: OCR of page %2 of %3").arg(name).arg(page + 1).arg(pages));
            };
        try {
            set.docs.push_back(documents::import_document(files[i], import));
        } catch (const Error& e) {
            if (e.kind() == ErrorKind::Cancelled) throw;
            set.failed.push_back({files[i], QString::fromUtf8(e.what()), error_kind_name(e.kind())});
        }
    }
    return set;
}

std::shared_ptr<redact::SpanReviewer> make_reviewer(const model::Model* model, const ReviewerSetup& setup) {
    if (!model) return std::make_shared<redact::NoModelReviewer>();
    judge::Preset preset = load_preset(setup.preset);
    attest::HashCache cache;
    const std::string sha = attest::weights_sha256(*model, &cache, [&](uint64_t done, uint64_t total) {
        if (setup.progress) setup.progress(qint64(done >> 20), qint64(total >> 20), "hashing the model's weights (MB)");
        return !(setup.cancel && setup.cancel->load());
    });
    redact::ModelReviewerOptions options;
    options.threads = setup.threads;
    options.cancel = setup.cancel;
    if (setup.progress)
        options.progress = [progress = setup.progress](int64_t reviewed) {
            progress(reviewed, 0, "model review of uncertain spans");
        };
    return std::make_shared<redact::ModelSpanReviewer>(*model, std::move(preset), sha, std::move(options));
}

void detect_documents(RedactionSet& set, const redact::Detector& detector) {
    // Detection reads each text with soft line breaks as spaces (soft_wraps.h):
    // the same bytes but those, so the spans are spans of d.text.
    std::vector<std::string> detection_texts;
    detection_texts.reserve(set.docs.size());
    for (const auto& d : set.docs) detection_texts.push_back(documents::text_for_detection(d));
    std::vector<std::string_view> texts(detection_texts.begin(), detection_texts.end());
    set.spans = detector.detect_set(texts);
    for (size_t i = 0; i < set.docs.size(); ++i) review_low_confidence_words(set.docs[i], set.spans[i]);
    const redact::SpanReviewer& reviewer = detector.reviewer();
    set.reviewer = QString::fromStdString(reviewer.id());
    set.model_used = reviewer.uses_model();
    set.model_sha256 = QString::fromStdString(reviewer.model_sha256());
    set.spans_reviewed_by_model = 0;
    for (const auto& list : set.spans)
        set.spans_reviewed_by_model += std::count_if(list.begin(), list.end(), [](const redact::Span& s) {
            return !s.reviewed_by.empty();
        });
}

void render_previews(RedactionSet& set, const std::atomic<bool>* cancel) {
    set.previews.assign(set.docs.size(), {});
    for (size_t i = 0; i < set.docs.size(); ++i) {
        const auto& doc = set.docs[i];
        if (doc.pages.empty() || doc.needs_ocr()) continue;
        try {
            const documents::PageSource source(doc);
            for (int p = 0; p < source.pages() && p < kMaxPreviewPages; ++p) {
                check_cancel(cancel, "preview cancelled");
                double scale = 1;
                QSizeF points;
                const QImage page = source.render(p, kPreviewDpi, &scale, &points);
                // Every preview at kPreviewDpi, so a box in points maps the same way on each.
                set.previews[i].push_back(documents::scaled_smooth(page, int(points.width() * kPreviewDpi / 72.0),
                                                                              int(points.height() * kPreviewDpi / 72.0)));
            }
        } catch (const Error& e) {
            if (e.kind() == ErrorKind::Cancelled) throw;
            set.previews[i].clear();  // the text view still works; export will say what is wrong
        }
    }
}

std::vector<ExportedDocument> export_documents(const RedactionSet& set, const ExportOptions& options,
                                               const JobProgress& progress, const std::atomic<bool>* cancel) {
    if (set.spans.size() != set.docs.size())
        throw Error(ErrorKind::Invalid, "redaction export: the spans do not match the documents");
    const OutputFolder folder(options.out_dir.toStdString());
    NewFileOptions new_files;
    new_files.no_clobber = options.no_clobber;
    for (const auto& d : set.docs) new_files.inputs.push_back(d.identity);

    // Placeholders are numbered over the whole set, so [PERSON 1] is the same
    // person in every document.
    std::vector<std::string_view> texts;
    for (const auto& d : set.docs) texts.push_back(d.text);
    redact::PlaceholderBook book;
    book.register_set(texts, set.spans);
    const std::vector<QString> stems = unique_stems(set.docs);

    std::vector<ExportedDocument> results;
    for (size_t i = 0; i < set.docs.size(); ++i) {
        check_cancel(cancel, "export cancelled");
        const auto& doc = set.docs[i];
        const auto& spans = set.spans[i];
        if (progress) progress(qint64(i), qint64(set.docs.size()), QFileInfo(doc.path).fileName());
        ExportedDocument r;
        r.input = doc.path;
        r.spans = spans.size();
        r.for_review = size_t(std::count_if(spans.begin(), spans.end(), [](const auto& s) { return s.needs_review; }));
        r.needs_ocr = doc.needs_ocr();
        try {
            if (doc.needs_ocr())
                throw Error(ErrorKind::Unsupported, doc.path.toStdString() + ": no text found: needs OCR; not exported");
            const redact::RedactedText red = redact::apply_policy(doc.text, spans, options.policy, book);
            std::vector<documents::ExportAction> actions;
            const QByteArray bytes = redacted_bytes(doc, red, options, &actions);
            const std::vector<std::string> names = folder.free_names(
                {(stems[i] + ".redacted." + extension_of(doc, options)).toStdString(), (stems[i] + ".audit.json").toStdString(),
                 (stems[i] + ".audit.csv").toStdString()},
                new_files);
            const QString out_path = QString::fromStdString(folder.path_of(names[0]));
            documents::AuditInput audit;
            audit.doc = &doc;
            audit.output_path = out_path;
            audit.output_sha256 = documents::sha256_hex(bytes);
            audit.policy = QString::fromStdString(options.policy.name);
            audit.reviewer = set.reviewer;
            audit.model_used = set.model_used;
            audit.model_sha256 = set.model_sha256;
            audit.spans = &spans;
            audit.policy_rules = &options.policy;
            audit.log_text = options.log_text;
            if (doc.format == documents::Format::Docx) audit.export_actions = &actions;
            const QByteArray audit_json = documents::audit_json(audit), audit_csv = documents::audit_csv(audit);
            folder.write_new(names[0], std::string_view(bytes.constData(), size_t(bytes.size())));
            r.audit_json = QString::fromStdString(folder.write_new(names[1], std::string_view(audit_json.constData(), size_t(audit_json.size()))));
            r.audit_csv = QString::fromStdString(folder.write_new(names[2], std::string_view(audit_csv.constData(), size_t(audit_csv.size()))));
            r.output = out_path;
            r.output_sha256 = audit.output_sha256;
            r.redacted = red.applied.size();
        } catch (const Error& e) {
            if (e.kind() == ErrorKind::Cancelled) throw;
            r.error = QString::fromUtf8(e.what());
            r.error_kind = error_kind_name(e.kind());
        }
        results.push_back(std::move(r));
    }
    if (progress) progress(qint64(set.docs.size()), qint64(set.docs.size()), {});
    return results;
}

}  // namespace synsema::services
