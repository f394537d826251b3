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

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "engine/util/file_identity.h"

namespace synsema::documents {

enum class Format { Text, Markdown, Pdf, Docx, Image };
const char* format_name(Format f);

// A word on a page, from a PDF's text layer or from OCR (then its box is in
// the prepared page image's coordinates, converted to points).
struct PdfWord {
    int page = 0;       // 0-based
    QRectF box;         // in PDF points, origin top-left of the page
    size_t start = 0;   // byte range in ImportedDocument::text
    size_t end = 0;
    double ocr_confidence = -1;  // 0..100 for an OCR word; -1 for a text-layer word
};

// How a scanned page was turned upright before OCR; export applies the same
// steps to the same pixels, so the burned boxes land on the words.
struct PagePrep {
    int quarter_turns = 0;      // clockwise quarter turns applied (OSD): 0..3
    double deskew_degrees = 0;  // then rotated by this many degrees (clockwise), about the centre
    double x_scale = 1.0;       // then scaled to square pixels (fax: 200 x 100 dpi gives y_scale 2)
    double y_scale = 1.0;
};

struct PdfPage {
    QSizeF size_points;
    bool has_text = false;  // false: "no text found: needs OCR"
    bool ocr = false;       // the page's words came from OCR
    bool ocr_beside_text = false;  // a text-layer page whose print beyond the layer was OCR'd too (print_beyond_text.h)
    int ocr_dpi = 0;        // resolution of the OCR'd image (boxes: points = pixels * 72 / dpi)
    double ocr_confidence = 0;  // mean word confidence, 0..100
    int ocr_orientation = 0;    // degrees OSD found the page turned by (0, 90, 180, 270)
    PagePrep prep;
    bool ocr_smoothed = false;  // read smoothed: a speckled page, or the smoothed reading was better (ocr_page.cpp)
    int ocr_second_reading_words = 0;  // words read again where the first reading left print (unread_print.h)
    QString ocr_languages;  // "eng+deu"

    // Whether OCR read any of the page's words.
    bool ocr_read() const { return ocr || ocr_beside_text; }
};

// What import may do besides reading: OCR for pages without text (PDF) and
// images, with per-page progress and cancel between pages.
struct ImportOptions {
    bool ocr = true;
    QString ocr_languages = "eng";
    std::function<void(int page, int pages)> page_progress;
    const std::atomic<bool>* cancel = nullptr;
};
// Shorthands (designated initializers that leave members out draw GCC's
// -Wmissing-field-initializers).
ImportOptions ocr_in(const QString& languages);
ImportOptions without_ocr();

// Below this mean word confidence a page gets a "low OCR confidence" notice
// and the judge sends the document to review.
constexpr double kLowOcrPageConfidence = 70.0;
// Below this a word next to or inside a detected span sends the span to review.
constexpr double kLowOcrWordConfidence = 60.0;

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
    std::vector<PdfWord> words;     // PDF and images (OCR)
    std::vector<PdfPage> pages;     // PDF and images
    std::vector<DocxText> runs;     // DOCX only
    QByteArray sha256;              // hex of the input file's bytes
    QString image_kind;             // scans: "PNG", "JPEG" or "TIFF", as the file's bytes say

    bool needs_ocr() const;        // a page has no text and was not OCR'd
    bool used_ocr() const;         // some page's text came from OCR
    double min_ocr_confidence() const;  // lowest mean OCR confidence of a page; 100 without OCR
    int ocr_pages_without_text() const;  // OCR'd pages where OCR found nothing (blank, picture, handwriting)
};

// Decides the format by extension (.txt .text .md .markdown .pdf .docx, and
// .png .jpg .jpeg .tif .tiff for scans) and imports.
ImportedDocument import_document(const QString& path, const ImportOptions& options = {});

ImportedDocument import_text(const QString& path, Format format);
ImportedDocument import_pdf(const QString& path, const ImportOptions& options = {});
ImportedDocument import_image(const QString& path, const ImportOptions& options = {});
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
