// Text export.

#include "services/documents/export.h"
#include "engine/util/error.h"

namespace synsema::documents {

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

}  // namespace synsema::documents
