// Redacted documents as bytes; services::export_documents writes them as new
// files (engine/util/new_file.h). The original is only ever read, and DOCX
// and PDF export read it again only when its sha256 is the one imported.
//  - text/markdown: the redacted text, UTF-8;
//  - DOCX: rebuilt with redacted w:t runs; comments, tracked changes,
//    document metadata (docProps/*), custom XML and thumbnails removed;
//  - PDF: each page rendered by Poppler (annotations hidden), black boxes
//    burned over redacted words, written as a new image-only PDF: no text
//    layer, no metadata, annotations or attachments of the original.
#pragma once
#include <QByteArray>
#include <QString>

#include <vector>

#include "app/documents/document.h"
#include "engine/redact/redactor.h"

namespace synsema::documents {

QByteArray export_text(const ImportedDocument& doc, const std::string& redacted_text);
QByteArray export_docx(const ImportedDocument& doc, const std::vector<redact::Replacement>& applied);
QByteArray export_pdf(const ImportedDocument& doc, const std::vector<redact::Replacement>& applied, int dpi = 150);

// The redacted content of doc.text[start, end) under `applied` (sorted, non-overlapping):
// a replacement is written where it starts, and removed text elsewhere.
std::string redact_range(const std::string& text, size_t start, size_t end, const std::vector<redact::Replacement>& applied);

}  // namespace synsema::documents
