// Text export, and the atomic writer shared by all formats.
#include <QFileInfo>
#include <QSaveFile>

#include "app/documents/export.h"
#include "engine/util/error.h"

namespace synsema::documents {

void write_atomically(const QString& path, const QByteArray& bytes, const QString& forbidden) {
    if (!forbidden.isEmpty() && QFileInfo(path).absoluteFilePath() == QFileInfo(forbidden).absoluteFilePath())
        throw Error(ErrorKind::Io, path.toStdString() + ": refusing to overwrite the original");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw Error(ErrorKind::Io, "cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
}

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
