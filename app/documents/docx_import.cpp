// DOCX import: the guarded ZIP, then body, headers, footers, footnotes,
// endnotes and comments, each w:t mapped to its bytes of the text.
#include <algorithm>

#include "app/documents/docx_xml.h"
#include "app/documents/zip_guard.h"
#include "engine/util/error.h"

namespace synsema::documents {

namespace {
constexpr qint64 kMaxDocxBytes = 256LL * 1024 * 1024;
// document.xml first, then the other text parts by name.
int part_rank(const QString& name) { return name == "word/document.xml" ? 0 : 1; }
}  // namespace

ImportedDocument import_docx(const QString& path) {
    ImportedDocument doc;
    doc.path = path;
    doc.format = Format::Docx;
    const QByteArray bytes = read_input(path, kMaxDocxBytes, &doc);
    doc.sha256 = sha256_hex(bytes);
    std::vector<ZipEntry> entries = read_zip_guarded(bytes, path);
    std::vector<const ZipEntry*> parts;
    bool has_body = false, has_media = false;
    for (const auto& e : entries) {
        if (is_docx_text_part(e.name)) parts.push_back(&e);
        if (e.name == "word/document.xml") has_body = true;
        if (e.name.startsWith("word/media/") || e.name.startsWith("word/embeddings/")) has_media = true;
    }
    if (!has_body) throw Error(ErrorKind::Format, path.toStdString() + ": not a DOCX (no word/document.xml)");
    std::stable_sort(parts.begin(), parts.end(), [](const ZipEntry* a, const ZipEntry* b) {
        int ra = part_rank(a->name), rb = part_rank(b->name);
        return ra != rb ? ra < rb : a->name < b->name;
    });
    for (const ZipEntry* e : parts) read_docx_part(e->name, e->data, doc);
    if (has_media) doc.notices << "images and embedded objects are not analysed; they are copied unchanged";
    return doc;
}

}  // namespace synsema::documents
