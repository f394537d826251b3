// Plain text and Markdown: BOM-aware decoding with a Latin-1 fallback.
#include <QFileInfo>
#include <QStringDecoder>

#include <algorithm>

#include "services/documents/document.h"
#include "services/documents/document_types.h"
#include "engine/util/error.h"
#include "engine/util/sha256.h"
#include "engine/util/utf8_check.h"
#include "engine/util/input_file.h"

namespace synsema::documents {

namespace {
constexpr qint64 kMaxText = 256LL * 1024 * 1024;

bool valid_utf8(const QByteArray& b) { return utf8::is_valid(std::string_view(b.constData(), size_t(b.size()))); }
}  // namespace

const char* format_name(Format f) { return type_of(f).name; }

bool ImportedDocument::needs_ocr() const {
    for (const auto& p : pages)
        if (!p.has_text && !p.ocr) return true;
    return false;
}

ImportOptions ocr_in(const QString& languages) {
    ImportOptions o;
    o.ocr_languages = languages;
    return o;
}

ImportOptions without_ocr() {
    ImportOptions o;
    o.ocr = false;
    return o;
}

bool ImportedDocument::used_ocr() const {
    for (const auto& p : pages)
        if (p.ocr_read()) return true;
    return false;
}

int ImportedDocument::ocr_pages_without_text() const {
    return int(std::count_if(pages.begin(), pages.end(), [](const PdfPage& p) { return p.ocr && !p.has_text; }));
}

double ImportedDocument::min_ocr_confidence() const {
    double low = 100;
    for (const auto& p : pages)
        if (p.ocr_read()) low = std::min(low, p.ocr_confidence);
    return low;
}

QByteArray sha256_hex(const QByteArray& bytes) {
    return QByteArray::fromStdString(sha256_bytes(std::string_view(bytes.constData(), size_t(bytes.size()))));
}

QByteArray read_input(const QString& path, qint64 max_bytes, ImportedDocument* doc) {
    const InputFile in = open_input(path.toStdString());
    if (in.identity.size > uint64_t(max_bytes))
        throw Error(ErrorKind::Limit, path.toStdString() + " is larger than " + std::to_string(max_bytes >> 20) + " MB");
    QByteArray bytes(qsizetype(in.identity.size), Qt::Uninitialized);
    read_input_exactly(in, bytes.data(), in.identity.size);
    if (doc) {
        doc->real_path = QString::fromStdString(in.real_path);
        doc->named_link = in.named_link;
        doc->identity = in.identity;
    }
    return bytes;
}

QByteArray reread_unchanged(const ImportedDocument& doc, qint64 max_bytes) {
    QByteArray bytes = read_input(doc.path, max_bytes);
    if (sha256_hex(bytes) != doc.sha256)
        throw Error(ErrorKind::Io, doc.path.toStdString() + ": the file changed since it was imported; import it again");
    return bytes;
}

void decode_text(const QByteArray& bytes, ImportedDocument& doc) {
    // Step 1: a byte-order mark decides.
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        QByteArray body = bytes.mid(3);
        if (!valid_utf8(body)) throw Error(ErrorKind::Format, doc.path.toStdString() + ": invalid UTF-8 after a UTF-8 byte-order mark");
        doc.text = body.toStdString();
        doc.encoding = "UTF-8 (BOM)";
        return;
    }
    bool le = bytes.startsWith("\xFF\xFE"), be = bytes.startsWith("\xFE\xFF");
    if (le || be) {
        QStringDecoder dec(le ? QStringDecoder::Utf16LE : QStringDecoder::Utf16BE, QStringDecoder::Flag::Stateless);
        QString s = dec.decode(bytes.mid(2));
        if (dec.hasError()) throw Error(ErrorKind::Format, doc.path.toStdString() + ": invalid UTF-16 text");
        doc.text = s.toUtf8().toStdString();
        doc.encoding = le ? "UTF-16LE" : "UTF-16BE";
        doc.notices << QString("decoded from %1; redacted text is written as UTF-8").arg(doc.encoding);
        return;
    }
    // Step 2: valid UTF-8, else Latin-1 (every byte is a character), with a notice.
    if (valid_utf8(bytes)) {
        doc.text = bytes.toStdString();
        return;
    }
    doc.text = QString::fromLatin1(bytes).toUtf8().toStdString();
    doc.encoding = "Latin-1";
    doc.notices << "not valid UTF-8: decoded as Latin-1; check the redacted text";
}

ImportedDocument import_text(const QString& path, Format format) {
    ImportedDocument doc;
    doc.path = path;
    doc.format = format;
    QByteArray bytes = read_input(path, kMaxText, &doc);
    doc.sha256 = sha256_hex(bytes);
    decode_text(bytes, doc);
    return doc;
}

ImportedDocument import_document(const QString& path, const ImportOptions& options) {
    const std::optional<Format> format = format_of(path);
    if (!format)
        throw Error(ErrorKind::Unsupported, path.toStdString() + ": unsupported file type '." +
                                                QFileInfo(path).suffix().toLower().toStdString() + "' (" +
                                                supported_list().toStdString() + ")");
    switch (*format) {
        case Format::Pdf: return import_pdf(path, options);
        case Format::Image: return import_image(path, options);
        case Format::Docx: return import_docx(path);
        case Format::Text:
        case Format::Markdown: break;
    }
    return import_text(path, *format);
}

}  // namespace synsema::documents
