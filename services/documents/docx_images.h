// Images inside a DOCX (word/media/*) in a redacted copy. An image can show
// a name (a scanned signature, a photo) and carry one in its metadata (PNG
// tEXt/iTXt/zTXt/eXIf chunks, JPEG EXIF/XMP/COM segments, a GIF comment), so
// by default it becomes a grey box of the same format and pixel size. On
// request it is decoded and re-encoded from its pixels alone instead, which
// drops every metadata block but keeps what the picture shows.
#pragma once
#include <QByteArray>
#include <QSet>
#include <QString>

namespace synsema::documents {

enum class DocxImagePolicy {
    GreyBox,        // the default: nothing of the image survives but its size
    StripMetadata,  // the pixels re-encoded, no metadata (a person must check what the image shows)
};

struct RedactedImage {
    QString name;      // the part name: the original's, or a new .png one when the format cannot be written
    QByteArray bytes;
    QString action;    // "grey box" or "metadata stripped"
    QString detail;    // e.g. "PNG 640x480", "EMF as PNG 320x200 (EMF cannot be written)"
};

// `taken` holds every part name of the package (a new name avoids them).
// Never throws on image content: an image that cannot be read becomes a
// grey PNG of a default size, and the detail says so.
RedactedImage redact_docx_image(const QString& name, const QByteArray& bytes, DocxImagePolicy policy,
                                const QSet<QString>& taken);

}  // namespace synsema::documents
