// The redaction pipeline shared by `synsema-cli redact` and the GUI's Redact
// tab: import a set of documents, detect identifiers over the whole set (with
// the model reviewer when a model is loaded), then export redacted copies and
// audit logs. Export takes the spans as they stand after a person's review,
// so the GUI's accept / reject / add decisions reach the files exactly like
// the CLI's rule decisions do. Originals are only ever read; every output is
// a new file written atomically. Runs on whatever thread calls it (the GUI
// calls it on its engine thread) and takes progress and cancel.
#pragma once
#include <QImage>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

#include "services/documents/document.h"
#include "services/documents/export.h"
#include "engine/redact/detector.h"
#include "engine/redact/model_reviewer.h"
#include "engine/redact/policy.h"
#include "engine/redact/reviewer.h"
#include "engine/redact/span.h"

namespace synsema::model { class Model; }

namespace synsema::services {

using JobProgress = std::function<void(qint64 done, qint64 total, const QString& what)>;

struct FailedDocument {
    QString path;
    QString message;
    QString error_kind;  // error_kind_name(), e.g. "Unsupported"
};

// A document set after detection: what the person reviews and what export writes.
struct RedactionSet {
    std::vector<documents::ImportedDocument> docs;
    std::vector<std::vector<redact::Span>> spans;  // per document, sorted by start, non-overlapping
    std::vector<FailedDocument> failed;            // files that could not be imported
    QString reviewer = "none";                     // SpanReviewer::id()
    bool model_used = false;
    QString model_sha256;                          // of the reviewer model's weights; "" without a model
    qint64 spans_reviewed_by_model = 0;
    // For the window: each page of a PDF or scan as drawn at export, at
    // kPreviewDpi (empty for other documents, and until render_previews).
    std::vector<std::vector<QImage>> previews;
};

inline constexpr int kPreviewDpi = 100;
inline constexpr int kMaxPreviewPages = 100;  // per document; later pages are not previewed

// Fills set.previews (the first kMaxPreviewPages pages of each PDF or scan).
// A document whose pages cannot be drawn again gets none. Throws
// Error(Cancelled) between pages.
void render_previews(RedactionSet& set, const std::atomic<bool>* cancel = nullptr);

// Imports each file (a failure is recorded and the rest go on). Throws
// Error(Cancelled) when *cancel is set between files.
// Scans and PDF pages without text are OCR'd as `import` says (languages;
// its cancel and page progress are filled in from these arguments).
RedactionSet import_documents(const QStringList& files, const JobProgress& progress = {},
                              const std::atomic<bool>* cancel = nullptr, documents::ImportOptions import = {});

struct ReviewerSetup {
    QString preset = redact::kSpanReviewPreset;  // judge preset name or .json path
    int threads = 0;
    const std::atomic<bool>* cancel = nullptr;
    JobProgress progress;
};

// A ModelSpanReviewer over `model` (its weights hashed through the attestation
// hash cache), or NoModelReviewer when model is null.
std::shared_ptr<redact::SpanReviewer> make_reviewer(const model::Model* model, const ReviewerSetup& setup);

// Detects over every imported document at once (names and placeholders agree
// across the set) and records which reviewer and model took part.
void detect_documents(RedactionSet& set, const redact::Detector& detector);

struct ExportOptions {
    QString out_dir;
    bool no_clobber = false;  // a taken output name fails the document instead of "NAME (2).EXT"
    redact::Policy policy;
    bool log_text = false;  // write each span's text into the audit logs
    int dpi = 150;          // PDF render resolution
    bool keep_tiff = false;  // a TIFF scan's redacted copy as a TIFF (NAME.redacted.tif), not an image-only PDF
    documents::DocxExportOptions docx;  // DOCX images: grey boxes (default) or metadata stripped
};

struct ExportedDocument {
    QString input;
    QString output;       // the redacted copy ("" when it failed)
    QString audit_json, audit_csv;
    QByteArray output_sha256;
    size_t spans = 0, redacted = 0, for_review = 0;
    QString error;        // non-empty: nothing was written for this document
    QString error_kind;
    bool needs_ocr = false;
};

// Writes, per document, NAME.redacted.EXT and NAME.audit.json / .csv into
// out_dir (created when missing; NAME gets "-2", "-3"… when two documents of
// the set share it). Every file is new (engine/util/new_file.h): when any of
// the three names is taken (by an earlier output, a user's file, a link, or an
// input of the run) all three become "NAME.redacted (2).EXT"…, or, with
// no_clobber, the document fails with Error(Exists). A document that needs
// OCR is never exported. Throws Error(Io) when out_dir cannot be created or
// is a symbolic link, Error(Cancelled) between documents.
std::vector<ExportedDocument> export_documents(const RedactionSet& set, const ExportOptions& options,
                                               const JobProgress& progress = {},
                                               const std::atomic<bool>* cancel = nullptr);

}  // namespace synsema::services
