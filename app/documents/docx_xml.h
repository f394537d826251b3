// WordprocessingML text parts: reading their visible text with a map from
// each w:t element to its bytes, and rewriting them with new w:t contents,
// without comments anchors, tracked changes (w:del dropped, w:ins unwrapped)
// or formatting-change history. XML with a DTD or entity declarations is
// refused outright; QXmlStreamReader never expands external entities.
#pragma once
#include <QByteArray>
#include <QString>

#include <functional>
#include <string>
#include <vector>

#include "app/documents/document.h"

namespace synsema::documents {

// Text parts read for detection, in this order.
bool is_docx_text_part(const QString& name);
// Parts dropped from the output (metadata, comments, thumbnails, custom XML).
bool is_docx_dropped_part(const QString& name);

// Appends the part's text to doc.text and its w:t elements to doc.runs.
// Throws Error(Format) naming the part on malformed XML or a DTD.
void read_docx_part(const QString& part, const QByteArray& xml, ImportedDocument& doc);

// Rewrites a text part; new_text(element index, original text) gives each
// w:t's new content.
QByteArray rewrite_docx_part(const QString& part, const QByteArray& xml,
                             const std::function<QString(int element, const QString& original)>& new_text);

// Removes relationships / content-type overrides that point at dropped parts.
QByteArray filter_docx_references(const QString& part, const QByteArray& xml);

}  // namespace synsema::documents
