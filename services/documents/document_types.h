// The document types Synsema reads, in one table: the file-name extensions of
// each format, the extension its redacted copy gets, and what the dialogs and
// messages list. Import, the judge, both pages' drop targets and file dialogs
// and the CLI's help all read it.
#pragma once
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

#include "services/documents/document.h"

namespace synsema::documents {

struct DocumentType {
    Format format;
    const char* name;               // format_name(): "text", "markdown", "pdf", "docx"
    const char* output_extension;   // of the redacted copy
    QStringList extensions;         // lower case, without the dot
};

const std::vector<DocumentType>& document_types();

// The format of `path` by its extension (case-insensitive); a file without an
// extension is plain text. nullopt for anything else.
std::optional<Format> format_of(const QString& path);
const DocumentType& type_of(Format format);

// "*.txt *.text *.md *.markdown *.pdf *.docx", for file dialogs.
QString dialog_patterns();
// "txt, md, pdf, docx", for messages.
QString supported_list();

// "FILE: page N" (N counted from 1, `page` from 0): how an error or a notice
// names one page of a document.
std::string page_label(const QString& path, int page);

}  // namespace synsema::documents
