#include "document_types.h"

#include <QFileInfo>

namespace synsema::documents {

const std::vector<DocumentType>& document_types() {
    static const std::vector<DocumentType> types = {
        {Format::Text, "text", "txt", {"txt", "text"}},
        {Format::Markdown, "markdown", "md", {"md", "markdown"}},
        {Format::Pdf, "pdf", "pdf", {"pdf"}},
        {Format::Docx, "docx", "docx", {"docx"}},
        // Scans: OCR'd, exported as an image-only PDF.
        {Format::Image, "image", "pdf", {"png", "jpg", "jpeg", "tif", "tiff"}},
    };
    return types;
}

std::optional<Format> format_of(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix.isEmpty()) return Format::Text;
    for (const auto& t : document_types())
        if (t.extensions.contains(suffix)) return t.format;
    return std::nullopt;
}

const DocumentType& type_of(Format format) {
    for (const auto& t : document_types())
        if (t.format == format) return t;
    return document_types().front();
}

QString dialog_patterns() {
    QStringList patterns;
    for (const auto& t : document_types())
        for (const auto& e : t.extensions) patterns << "*." + e;
    return patterns.join(' ');
}

QString supported_list() {
    QStringList names;
    for (const auto& t : document_types()) names << t.extensions.front();
    return names.join(", ");
}

std::string page_label(const QString& path, int page) { return path.toStdString() + ": page " + std::to_string(page + 1); }

}  // namespace synsema::documents
