// Text and DOCX export.

#include <map>

#include "app/documents/docx_xml.h"
#include "app/documents/export.h"
#include "app/documents/zip_guard.h"
#include "engine/util/error.h"

namespace synsema::documents {

namespace {
constexpr qint64 kMaxDocxBytes = 256LL * 1024 * 1024;
}  // namespace

std::string redact_range(const std::string& text, size_t start, size_t end, const std::vector<redact::Replacement>& applied) {
    std::string out;
    size_t pos = start;
    for (const auto& r : applied) {
        if (r.end <= start || r.start >= end) continue;
        if (r.start > pos) out.append(text, pos, std::min(r.start, end) - pos);
        if (r.start >= start && r.start < end) out += r.text;
        pos = std::max(pos, std::min(r.end, end));
    }
    if (pos < end) out.append(text, pos, end - pos);
    return out;
}

QByteArray export_text(const ImportedDocument&, const std::string& redacted_text) {
    return QByteArray::fromStdString(redacted_text);
}

QByteArray export_docx(const ImportedDocument& doc, const std::vector<redact::Replacement>& applied) {
    // Step 1: where each (part, w:t index) sits in the text.
    std::map<std::pair<QString, int>, const DocxText*> where;
    for (const auto& run : doc.runs) where[{run.part, run.element}] = &run;
    // Step 2: copy every entry but the dropped ones, rewriting text parts and references.
    std::vector<ZipEntry> out;
    for (auto& e : read_zip_guarded(reread_unchanged(doc, kMaxDocxBytes), doc.path)) {
        if (is_docx_dropped_part(e.name)) continue;
        if (is_docx_text_part(e.name)) {
            QString part = e.name;
            e.data = rewrite_docx_part(part, e.data, [&](int element, const QString&) {
                auto it = where.find({part, element});
                // A w:t the import did not see (should not happen): drop its text rather than leak it.
                if (it == where.end()) return QString();
                return QString::fromStdString(redact_range(doc.text, it->second->start, it->second->end, applied));
            });
        } else if (e.name.endsWith(".rels") || e.name == "[Content_Types].xml") {
            e.data = filter_docx_references(e.name, e.data);
        }
        out.push_back(std::move(e));
    }
    return write_zip(out);
}

}  // namespace synsema::documents
