// DOCX export: the input read again and checked against its import hash,
// then every part through the tables of docx_rules.h — visible text redacted,
// hidden text and unknown parts removed, images replaced — and written as a
// new package. What was done to each part is returned for the audit log.
#include <map>

#include "services/documents/docx_images.h"
#include "services/documents/docx_rules.h"
#include "services/documents/docx_xml.h"
#include "services/documents/export.h"
#include "services/documents/zip_guard.h"
#include "engine/util/error.h"

namespace synsema::documents {

namespace {

QString removals_text(const DocxRemovals& removed) {
    QStringList parts;
    for (const auto& [what, count] : removed) parts << QString("%1 %2").arg(what).arg(count);
    return parts.join(", ");
}

}  // namespace

QByteArray export_docx(const ImportedDocument& doc, const std::vector<redact::Replacement>& applied,
                       const DocxExportOptions& options, std::vector<ExportAction>* actions) {
    // Step 1: the bytes exported are the bytes imported.
    const QByteArray bytes = reread_unchanged(doc, kMaxZipFileBytes);
    std::vector<ZipEntry> entries = read_zip_guarded(bytes, doc.path);
    QSet<QString> names;
    for (const auto& e : entries) names.insert(e.name);
    std::vector<ExportAction> done;

    // Step 2: each part's rule; removed parts go, images are replaced first
    // (one may get a new name, which the references then follow).
    std::vector<DocxPartRule> rules;
    QSet<QString> removed;
    std::map<QString, QString> renamed;
    for (auto& e : entries) {
        rules.push_back(docx_part_rule(e.name, names));
        const DocxPartRule& rule = rules.back();
        if (rule.action == DocxPart::Remove || rule.action == DocxPart::ReadThenRemove) {
            removed.insert(e.name);
            done.push_back({e.name, "removed", rule.what});
        } else if (rule.action == DocxPart::Image) {
            RedactedImage image = redact_docx_image(e.name, e.data, options.images, names);
            done.push_back({e.name, image.action, image.detail});
            if (image.name != e.name) {
                renamed[e.name] = image.name;
                names.insert(image.name);
                e.name = image.name;
            }
            e.data = std::move(image.bytes);
        } else if (rule.action == DocxPart::Keep) {
            done.push_back({e.name, "kept", rule.what});
        }
    }

    // Step 3: XML parts cleaned, slots redacted; references filtered.
    std::map<std::pair<QString, int>, const DocxText*> where;
    for (const auto& run : doc.runs) where[{run.part, run.element}] = &run;
    std::vector<ZipEntry> out;
    for (size_t i = 0; i < entries.size(); ++i) {
        ZipEntry& e = entries[i];
        if (removed.contains(e.name)) continue;
        if (rules[i].action == DocxPart::Clean) {
            DocxRemovals removals;
            const QString part = e.name;
            e.data = clean_docx_part(part, e.data, [&](int slot, const QString&) {
                auto it = where.find({part, slot});
                // A slot the import did not see (should not happen): its text goes rather than leaks.
                if (it == where.end()) return QString();
                return QString::fromStdString(redact_range(doc.text, it->second->start, it->second->end, applied));
            }, &removals);
            if (!removals.empty()) done.push_back({e.name, "cleaned", removals_text(removals)});
        } else if (rules[i].action == DocxPart::References) {
            e.data = filter_docx_references(e.name, e.data, [&](const QString& p) { return removed.contains(p); }, renamed);
        }
        out.push_back(std::move(e));
    }
    if (actions) *actions = std::move(done);
    return write_zip(out);
}

}  // namespace synsema::documents
