// Redacted documents as bytes; services::export_documents writes them as new
// files (engine/util/new_file.h). The original is only ever read, and DOCX
// and PDF export read it again only when its sha256 is the one imported.
//  - text/markdown: the redacted text, UTF-8;
//  - DOCX: the input checked against its import hash, then rebuilt part by
//    part through the tables of docx_rules.h: visible text (body, text boxes,
//    SmartArt, charts, equations, WordArt) redacted; comments, tracked
//    changes, field instructions, alt text, tooltips, content-control
//    properties, bookmarks, document variables, the glossary, embedded
//    objects, metadata, custom XML and unknown parts removed; images replaced
//    by grey boxes (or re-encoded without metadata);
//  - PDF: each page rendered by Poppler (annotations hidden), black boxes
//    burned over redacted words, written as a new image-only PDF: no text
//    layer, no metadata, annotations or attachments of the original;
//  - TIFF (a scan, when asked): each page drawn as for the PDF, boxes burned
//    in, written as one page of a new multi-page TIFF; a bilevel (fax) page
//    stays bilevel. Pixels and resolution only: no text, no tag of the input.
#pragma once
#include <QByteArray>
#include <QString>

#include <vector>

#include "services/documents/document.h"
#include "services/documents/docx_images.h"
#include "engine/redact/redactor.h"

namespace synsema::documents {

QByteArray export_text(const ImportedDocument& doc, const std::string& redacted_text);

struct DocxExportOptions {
    DocxImagePolicy images = DocxImagePolicy::GreyBox;
};

// What the DOCX export did to one part, for the audit log.
struct ExportAction {
    QString part;    // e.g. "word/media/image1.png"
    QString action;  // "removed", "grey box", "metadata stripped", "cleaned", "kept"
    QString detail;  // e.g. "glossary document (building blocks)", "PNG 640x480", "alt text 2, bookmarks 1"
};

// Throws Error(Io) naming the file when it changed since import.
QByteArray export_docx(const ImportedDocument& doc, const std::vector<redact::Replacement>& applied,
                       const DocxExportOptions& options = {}, std::vector<ExportAction>* actions = nullptr);
QByteArray export_pdf(const ImportedDocument& doc, const std::vector<redact::Replacement>& applied, int dpi = 150);
// Throws Error(Unsupported) for a document that is not a scan.
QByteArray export_tiff(const ImportedDocument& doc, const std::vector<redact::Replacement>& applied);

// The redacted content of doc.text[start, end) under `applied` (sorted, non-overlapping):
// a replacement is written where it starts, and removed text elsewhere.
std::string redact_range(const std::string& text, size_t start, size_t end, const std::vector<redact::Replacement>& applied);

}  // namespace synsema::documents
