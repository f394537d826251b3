// Scanned pages for tests: text drawn by Qt on a letter-size page at a given
// resolution, saved in a format, turned by any angle on a white canvas, and PDFs made of such
// page images (no text layer) or of real text. Needs a QGuiApplication.
#pragma once
#include <QBuffer>
#include <QFont>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QPdfWriter>
#include <QPen>
#include <QTransform>

namespace synsema::test {

// A letter-size page at `dpi` with `text` in an 11-point sans face.
inline QImage render_page(const QString& text, int dpi = 300) {
    QImage page(int(8.5 * dpi), 11 * dpi, QImage::Format_RGB32);
    page.fill(Qt::white);
    page.setDotsPerMeterX(int(dpi / 0.0254));
    page.setDotsPerMeterY(int(dpi / 0.0254));
    QPainter p(&page);
    QFont font("DejaVu Sans");
    font.setPointSizeF(11);
    p.setFont(font);
    p.setPen(Qt::black);
    p.drawText(QRect(dpi, dpi, int(6.5 * dpi), 9 * dpi), Qt::AlignLeft | Qt::AlignTop, text);
    p.end();
    return page;
}

inline QString save(const QImage& image, const QString& path, const char* format, int quality = -1) {
    QImageWriter writer(path, format);
    if (quality >= 0) writer.setQuality(quality);
    if (!writer.write(image)) qFatal("cannot write %s", qPrintable(path));
    return path;
}

inline QImage rotated(const QImage& image, double degrees) {
    QTransform t;
    t.rotate(degrees);
    QImage out(t.mapRect(QRectF(image.rect())).toAlignedRect().size(), QImage::Format_RGB32);
    out.fill(Qt::white);
    QPainter p(&out);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.translate(out.width() / 2.0, out.height() / 2.0);
    p.rotate(degrees);
    p.translate(-image.width() / 2.0, -image.height() / 2.0);
    p.drawImage(0, 0, image);
    return out;
}

// Letter pages, 300 dpi, no margins: one PDF pixel is one scan pixel.
inline void set_up_letter_300dpi(QPdfWriter& writer) {
    writer.setResolution(300);
    writer.setPageSize(QPageSize(QPageSize::Letter));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
}

// A PDF whose pages are the given images (no text layer), or, for a null
// image, a page with `text` as real text.
inline QByteArray pdf_of(const QList<QImage>& pages, const QString& text = {}) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    set_up_letter_300dpi(writer);
    QPainter p(&writer);
    for (int i = 0; i < pages.size(); ++i) {
        if (i > 0) writer.newPage();
        if (pages[i].isNull()) {
            QFont font("DejaVu Sans");
            font.setPointSizeF(11);
            p.setFont(font);
            p.drawText(QRect(300, 300, 1950, 2700), Qt::AlignLeft | Qt::AlignTop, text);
        } else {
            p.drawImage(QRect(0, 0, writer.width(), writer.height()), pages[i]);
        }
    }
    p.end();
    return buffer.data();
}

// A one-page PDF: `scan` as the page's picture, with `stamp` as real text in
// the bottom margin, as a discovery production's Bates number is stamped
// onto scanned pages.
inline QByteArray pdf_of_stamped_scan(const QImage& scan, const QString& stamp) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    set_up_letter_300dpi(writer);
    QPainter p(&writer);
    if (!scan.isNull()) p.drawImage(QRect(0, 0, writer.width(), writer.height()), scan);
    QFont font("DejaVu Sans");
    font.setPointSizeF(10);
    p.setFont(font);
    p.drawText(QRect(1800, 3150, 600, 60), Qt::AlignRight | Qt::AlignTop, stamp);
    p.end();
    return buffer.data();
}

// A one-page digital PDF: `text` as real text inside a ruled table of
// `rows` x 4 cells (lines, no picture), as forms and invoices are.
inline QByteArray pdf_of_ruled_text(const QString& text, int rows) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    set_up_letter_300dpi(writer);
    QPainter p(&writer);
    p.setPen(QPen(Qt::black, 4));
    for (int r = 0; r <= rows; ++r) p.drawLine(300, 1200 + 60 * r, 2250, 1200 + 60 * r);
    for (int c = 0; c <= 4; ++c) p.drawLine(300 + 487 * c, 1200, 300 + 487 * c, 1200 + 60 * rows);
    QFont font("DejaVu Sans");
    font.setPointSizeF(11);
    p.setFont(font);
    p.drawText(QRect(300, 300, 1950, 850), Qt::AlignLeft | Qt::AlignTop, text);
    p.end();
    return buffer.data();
}

}  // namespace synsema::test
