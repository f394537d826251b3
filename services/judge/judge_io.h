// Files the judge reads and writes: documents to judge (plain text and
// Markdown, UTF-8 validated), labeled CSV files (text,label; RFC 4180) and
// result CSV exports. Every input is hostile: sizes are capped, bad UTF-8 and
// malformed CSV are errors naming the file and the line.
#pragma once
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>
#include <vector>

#include "services/documents/document.h"

namespace synsema::services {

constexpr int64_t kMaxJudgeDocumentBytes = 64LL * 1024 * 1024;
constexpr int64_t kMaxLabeledCsvBytes = 256LL * 1024 * 1024;
constexpr size_t kMaxLabeledRows = 1000000;

struct JudgeDocument {
    QString path;
    std::string text;     // valid UTF-8
    QByteArray sha256;    // hex, of the file's bytes
    QStringList notices;  // from the importer, e.g. "decoded as Latin-1"
    double ocr_confidence = -1;  // lowest mean OCR confidence of a page (0..100); -1 when no page was OCR'd
    int ocr_pages_without_text = 0;  // OCR'd pages where OCR found nothing: a person looks
};

// Reads any document type through services/documents' importers, the same
// text importer redaction uses (sha256 of the file's bytes). Throws
// synsema::Error: Io (unreadable), Limit (too big), Format (malformed, no
// text), Unsupported (another file type, encrypted PDF, a PDF page that
// needs OCR).
// Scans and PDF pages without text are OCR'd as `import` says.
JudgeDocument read_judge_document(const QString& path, const documents::ImportOptions& import = {});

struct LabeledRow {
    std::string text;
    std::string label;
    int64_t line = 0;  // 1-based line where the record starts
};

// Parses a labeled CSV: a header row naming the columns "text" and "label"
// (any order, other columns ignored), then one record per row. Quoted fields
// may hold commas, newlines and doubled quotes (RFC 4180). Throws Error(Format)
// naming `source` and the line of the problem.
std::vector<LabeledRow> parse_labeled_csv(const QByteArray& bytes, const QString& source);
// Reads and parses a file; `sha256` (optional) receives the hex hash of its bytes.
std::vector<LabeledRow> read_labeled_csv(const QString& path, QByteArray* sha256 = nullptr);

// One CSV field: quoted when needed, and a leading = + - @ is defused with
// a quote mark so spreadsheet programs never evaluate it as a formula.
QByteArray csv_field(const QString& value);


}  // namespace synsema::services
