// WordprocessingML parts through the tables of docx_rules.h. One walk serves
// import and export, so both number the text slots (w:t, a:t, m:t, c:v,
// WordArt strings) alike: import appends each slot's text to the document
// with its byte range; export writes each slot's redacted text and leaves out
// what the tables remove. Element and attribute names are written exactly as
// read (prefixes matter: mc:Ignorable lists them). XML with a DTD or entity
// declarations is refused outright; QXmlStreamReader never expands external
// entities. XML comments and processing instructions are removed.
#pragma once
#include <QByteArray>
#include <QString>

#include <functional>
#include <map>
#include <string>

#include "services/documents/document.h"

namespace synsema::documents {

// What a walk removed: the tables' labels ("alt text", "bookmarks"…) to counts.
using DocxRemovals = std::map<QString, int>;

// Appends the part's visible text to doc.text and its slots to doc.runs.
// Throws Error(Format) naming the part on malformed XML or a DTD.
void read_docx_part(const QString& part, const QByteArray& xml, ImportedDocument& doc);

// Writes the part cleaned by the tables; new_text(slot, original) gives each
// slot's content. Counts what it removed into *removed when given.
QByteArray clean_docx_part(const QString& part, const QByteArray& xml,
                           const std::function<QString(int slot, const QString& original)>& new_text,
                           DocxRemovals* removed = nullptr);

// [Content_Types].xml or a .rels part: references to parts for which
// is_removed() holds are dropped, external targets (hyperlinks, mailto:,
// linked files, templates) blanked, and targets of `renamed` parts (old → new
// full part name, PNG) pointed at their new names.
QByteArray filter_docx_references(const QString& part, const QByteArray& xml,
                                  const std::function<bool(const QString& part)>& is_removed,
                                  const std::map<QString, QString>& renamed = {});

}  // namespace synsema::documents
