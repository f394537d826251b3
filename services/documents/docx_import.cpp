// DOCX import: the file read once and hashed, the guarded ZIP, then every
// part the tables of docx_rules.h keep or read (body, headers, footers,
// footnotes, endnotes, comments, text boxes, SmartArt, charts…), each text
// slot mapped to its bytes of the text.
#include <algorithm>

#include "services/documents/docx_rules.h"
#include "services/documents/docx_xml.h"
#include "services/documents/zip_guard.h"
#include "engine/util/error.h"

namespace synsema::documents {

namespace {
// document.xml first, then the other parts by name.
int part_rank(const QString& name) { return name == "word/document.xml" ? 0 : 1; }
}  // namespace

ImportedDocument import_docx(const QString& path) {
    ImportedDocument doc;
    doc.path = path;
    doc.format = Format::Docx;
    const QByteArray bytes = read_input(path, kMaxZipFileBytes, &doc);
    doc.sha256 = sha256_hex(bytes);
    std::vector<ZipEntry> entries = read_zip_guarded(bytes, path);
    QSet<QString> names;
    for (const auto& e : entries) names.insert(e.name);
    if (!names.contains("word/document.xml"))
        throw Error(ErrorKind::Format, path.toStdString() + ": not a DOCX (no word/document.xml)");
    std::vector<const ZipEntry*> parts;
    int images = 0;
    QStringList removed;
    for (const auto& e : entries) {
        const DocxPart action = docx_part_rule(e.name, names).action;
        if (action == DocxPart::Clean || action == DocxPart::ReadThenRemove) parts.push_back(&e);
        if (action == DocxPart::Image) ++images;
        if (action == DocxPart::Remove && (e.name.startsWith("word/embeddings/") || e.name.startsWith("word/activeX/")))
            removed << e.name;
    }
    std::stable_sort(parts.begin(), parts.end(), [](const ZipEntry* a, const ZipEntry* b) {
        int ra = part_rank(a->name), rb = part_rank(b->name);
        return ra != rb ? ra < rb : a->name < b->name;
    });
    for (const ZipEntry* e : parts) read_docx_part(e->name, e->data, doc);
    if (images > 0)
        doc.notices << QString("%1 image(s) not analysed: the redacted copy replaces each (by default with a grey box)").arg(images);
    if (!removed.isEmpty())
        doc.notices << QString("%1 embedded object(s) not analysed: removed from the redacted copy").arg(removed.size());
    return doc;
}

}  // namespace synsema::documents
