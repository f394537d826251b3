// An imported document: its text as UTF-8 (the detector's input, offsets in
// bytes) and a map from text offsets back to where the text came from — PDF
// word boxes, DOCX w:t elements — so that export can act on the original
// structure. Import failures throw synsema::Error:
//   Format       malformed, truncated, empty, DTD/entities in XML
//   Unsupported  encrypted PDF, unknown file type
//   Limit        too large, zip-bomb caps exceeded
//   Io           unreadable
#pragma once
#include <QByteArray>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

#include "engine/util/file_identity.h"

namespace synsema::documents {

enum class Format { Text, Markdown, Pdf, Docx };
const char* format_name(Format f);

struct PdfWord {
    int page = 0;       // 0-based
    QRectF box;         // in PDF points, origin top-left of the page
    size_t start = 0;   // byte range in ImportedDocument::text
    size_t end = 0;
};

struct PdfPage {
    QSizeF size_points;
    bool has_text = false;  // false: "no text found: needs OCR"
};

struct DocxText {
    QString part;       // e.g. "word/document.xml"
    int paragraph = 0;  // index of the w:p in the part
    int element = 0;    // index of the w:t in the part (document order)
    size_t start = 0;   // byte range in ImportedDocument::text
    size_t end = 0;
};

struct ImportedDocument {
    QString path;                   // as the user named it
    QString real_path;              // the file read (links resolved): what the audit records
    bool named_link = false;        // the user named a symbolic link
    FileIdentity identity;          // of the file read, at import
    Format format = Format::Text;
    std::string text;               // UTF-8
    QStringList notices;            // e.g. "decoded as Latin-1", "page 2: no text found: needs OCR"
    QString encoding = "UTF-8";
    std::vector<PdfWord> words;     // PDF only
    std::vector<PdfPage> pages;     // PDF only
    std::vector<DocxText> runs;     // DOCX only
    QByteArray sha256;              // hex of the input file's bytes

    bool needs_ocr() const;
};

// Decides the format by extension (.txt .text .md .markdown .pdf .docx) and imports.
ImportedDocument import_document(const QString& path);

ImportedDocument import_text(const QString& path, Format format);
ImportedDocument import_pdf(const QString& path);
ImportedDocument import_docx(const QString& path);

// Decodes bytes: BOM UTF-8/UTF-16LE/BE, else UTF-8 when valid, else Latin-1
// (with a notice). Sets doc.text, doc.encoding, doc.notices.
void decode_text(const QByteArray& bytes, ImportedDocument& doc);

QByteArray sha256_hex(const QByteArray& bytes);
// Reads a whole input through one descriptor (engine/util/input_file.h: a
// named link resolved, anything but a regular file refused), refusing files
// over max_bytes (Error Limit) or unreadable (Io). Fills doc.path's
// real_path, named_link and identity when `doc` is given.
QByteArray read_input(const QString& path, qint64 max_bytes, ImportedDocument* doc = nullptr);
// For export: the input's bytes again, refused unless their sha256 is the one
// recorded at import (Error Io: "changed since it was imported").
QByteArray reread_unchanged(const ImportedDocument& doc, qint64 max_bytes);

}  // namespace synsema::documents
