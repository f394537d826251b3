#include "services/documents/docx_images.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QImageWriter>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtEndian>

#include <algorithm>
#include <cmath>

#include "services/documents/grey_gif.h"
#include "services/documents/serial_image.h"

namespace synsema::documents {

namespace {

constexpr int kGrey = 191;
constexpr qint64 kMaxGreyPixels = 16LL * 1024 * 1024;  // a hostile header cannot make us allocate more
const QSize kDefaultSize(64, 64);

QString size_text(QSize s) { return QString("%1x%2").arg(s.width()).arg(s.height()); }

// The size to draw: the image's own, scaled down (same shape) past the cap.
QSize grey_size(QSize s, QString* note) {
    if (!s.isValid() || s.isEmpty()) {
        *note = " (size unknown: " + size_text(kDefaultSize) + ")";
        return kDefaultSize;
    }
    const double pixels = double(s.width()) * s.height();
    if (pixels <= double(kMaxGreyPixels) && s.width() <= 65535 && s.height() <= 65535) return s;
    const double f = std::min({std::sqrt(double(kMaxGreyPixels) / pixels), 65535.0 / s.width(), 65535.0 / s.height()});
    const QSize scaled(std::max(1, int(s.width() * f)), std::max(1, int(s.height() * f)));
    *note = " (scaled down from " + size_text(s) + ")";
    return scaled;
}

QByteArray encode(const QImage& image, const QByteArray& format) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, format);
    if (format == "jpeg") writer.setQuality(90);
    return writer.write(image) ? bytes : QByteArray();
}

bool writable(const QByteArray& format) {
    return !format.isEmpty() && QImageWriter::supportedImageFormats().contains(format);
}

// EMF and WMF (Word's vector pictures), which Qt cannot read: their sizes from the header.
QSize metafile_size(const QByteArray& b) {
    auto i32 = [&](int at) { return qFromLittleEndian<qint32>(b.constData() + at); };
    auto i16 = [&](int at) { return int(qFromLittleEndian<qint16>(b.constData() + at)); };
    if (b.size() >= 88 && i32(0) == 1 && qFromLittleEndian<quint32>(b.constData() + 40) == 0x464D4520u)  // EMR_HEADER, " EMF"
        return QSize(int(std::clamp<qint64>(qint64(i32(16)) - i32(8) + 1, 0, 1 << 20)),
                     int(std::clamp<qint64>(qint64(i32(20)) - i32(12) + 1, 0, 1 << 20)));
    if (b.size() >= 22 && qFromLittleEndian<quint32>(b.constData()) == 0x9AC6CDD7u) {  // placeable WMF
        const int inch = qFromLittleEndian<quint16>(b.constData() + 14);
        if (inch > 0) return QSize((i16(10) - i16(6)) * 96 / inch, (i16(12) - i16(8)) * 96 / inch);
    }
    return {};
}

// An SVG can hold text (a <text> element, <title>, <desc>, metadata): it
// becomes one grey rectangle with the original's width, height and viewBox
// when they are plain numbers, else a default size.
QByteArray grey_svg(const QByteArray& bytes, QString* detail) {
    static const QRegularExpression length(R"(^\s*[0-9]+(\.[0-9]+)?\s*(px|pt|pc|mm|cm|in|em|ex|%)?\s*$)");
    static const QRegularExpression box(R"(^\s*-?[0-9.]+([ ,]+-?[0-9.]+){3}\s*$)");
    QString width = "64", height = "64", view_box;
    QXmlStreamReader r(bytes);
    while (!r.atEnd()) {
        r.readNext();
        if (r.tokenType() == QXmlStreamReader::DTD || r.tokenType() == QXmlStreamReader::EntityReference) break;
        if (!r.isStartElement()) continue;
        const auto a = r.attributes();
        if (length.match(a.value("width")).hasMatch()) width = a.value("width").toString().trimmed();
        if (length.match(a.value("height")).hasMatch()) height = a.value("height").toString().trimmed();
        if (box.match(a.value("viewBox")).hasMatch()) view_box = a.value("viewBox").toString().simplified();
        break;  // the root element only
    }
    QString svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height + "\"";
    QString rect = "<rect width=\"100%\" height=\"100%\"";
    if (!view_box.isEmpty()) {
        const QStringList v = view_box.split(QRegularExpression("[ ,]+"));
        svg += " viewBox=\"" + view_box + "\"";
        rect = QString("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\"").arg(v[0], v[1], v[2], v[3]);
    }
    *detail = "SVG " + width + "x" + height;
    return (svg + ">" + rect + QString(" fill=\"rgb(%1,%1,%1)\"/></svg>\n").arg(kGrey)).toUtf8();
}

// A name for a PNG beside `name` that no part has.
QString png_name(const QString& name, const QSet<QString>& taken) {
    const QString stem = name.left(name.lastIndexOf('.'));
    QString candidate = stem + ".png";
    for (int n = 2; taken.contains(candidate); ++n) candidate = stem + "-grey" + (n > 2 ? QString::number(n) : "") + ".png";
    return candidate;
}

QByteArray canonical(QByteArray format) {
    format = format.toLower();
    return format == "jpg" ? QByteArray("jpeg") : format;
}

RedactedImage grey_box(const QString& name, const QByteArray& bytes, const QSet<QString>& taken) {
    RedactedImage out{name, {}, "grey box", {}};
    const QString suffix = QFileInfo(name).suffix().toLower();
    if (suffix == "svg") {
        out.bytes = grey_svg(bytes, &out.detail);
        return out;
    }
    QBuffer buffer;
    buffer.setData(bytes);
    QImageReader reader(&buffer);
    const QByteArray format = canonical(reader.format());
    QSize size = reader.size();
    if (!size.isValid() && reader.canRead()) size = reader.read().size();  // decoded within Qt's allocation limit
    if (!size.isValid()) size = metafile_size(bytes);
    QString note;
    size = grey_size(size, &note);
    if (format == "gif") {
        out.bytes = grey_gif(size.width(), size.height(), kGrey);
        out.detail = "GIF " + size_text(size) + note;
        return out;
    }
    QImage grey(size, QImage::Format_Grayscale8);
    grey.fill(kGrey);
    if (writable(format)) {
        out.bytes = encode(grey, format);
        out.detail = QString::fromLatin1(format.toUpper()) + " " + size_text(size) + note;
        if (!out.bytes.isEmpty()) return out;
    }
    // A format Qt cannot write (EMF, WMF, TIFF, WDP…) or an unreadable file:
    // a grey PNG under a new name (the caller points the references at it).
    const QString was = format.isEmpty() ? suffix.toUpper() : QString::fromLatin1(format.toUpper());
    out.name = suffix == "png" ? name : png_name(name, taken);
    out.bytes = encode(converted(grey, QImage::Format_RGB32), "png");
    out.detail = was + " as PNG " + size_text(size) + note + " (" + was + " cannot be written)";
    return out;
}

// The pixels alone: a new QImage holds no text keys, and Qt's writers add
// no EXIF/XMP, so nothing but the picture is written.
RedactedImage strip_metadata(const QString& name, const QByteArray& bytes, const QSet<QString>& taken) {
    QBuffer buffer;
    buffer.setData(bytes);
    QImageReader reader(&buffer);
    reader.setAutoTransform(false);
    const QByteArray format = canonical(reader.format());
    QImage image = reader.read();
    if (image.isNull() || !writable(format) || format == "gif") {
        RedactedImage out = grey_box(name, bytes, taken);
        out.detail += image.isNull() ? " (could not be decoded to strip its metadata)"
                                     : " (" + QString::fromLatin1(format.toUpper()) + " cannot be re-encoded)";
        return out;
    }
    image = converted(image, image.hasAlphaChannel() ? QImage::Format_ARGB32 : QImage::Format_RGB32);
    const QImage pixels = QImage(image.constBits(), image.width(), image.height(), image.bytesPerLine(), image.format()).copy();
    RedactedImage out{name, encode(pixels, format), "metadata stripped",
                      QString::fromLatin1(format.toUpper()) + " " + size_text(pixels.size()) + " re-encoded"};
    if (out.bytes.isEmpty()) return grey_box(name, bytes, taken);
    return out;
}

}  // namespace

RedactedImage redact_docx_image(const QString& name, const QByteArray& bytes, DocxImagePolicy policy,
                                const QSet<QString>& taken) {
    return policy == DocxImagePolicy::StripMetadata && QFileInfo(name).suffix().toLower() != "svg"
               ? strip_metadata(name, bytes, taken)
               : grey_box(name, bytes, taken);
}

}  // namespace synsema::documents
