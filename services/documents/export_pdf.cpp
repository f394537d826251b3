// PDF export: rendered pages with burned-in boxes, as a new image-only PDF.
#include <QBuffer>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <poppler-qt6.h>

#include <memory>

#include "services/documents/export.h"
#include "engine/util/error.h"

namespace synsema::documents {

std::unique_ptr<Poppler::Document> open_pdf(const QString& path, const QByteArray& bytes);  // pdf_import.cpp

QByteArray export_pdf(const ImportedDocument& doc, const std::vector<redact::Replacement>& applied, int dpi) {
    if (dpi < 150) dpi = 150;
    if (doc.needs_ocr())
        throw Error(ErrorKind::Unsupported, doc.path.toStdString() + ": a page has no text layer (no text found: needs OCR); not exported");
    const QByteArray bytes = reread_unchanged(doc, 256LL * 1024 * 1024);
    auto pdf = open_pdf(doc.path, bytes);
    pdf->setRenderHint(Poppler::Document::Antialiasing, true);
    pdf->setRenderHint(Poppler::Document::TextAntialiasing, true);
    pdf->setRenderHint(Poppler::Document::HideAnnotations, true);  // never burn in a note's content

    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(dpi);
    writer.setCreator(QString());
    writer.setTitle(QString());
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter;
    const double scale = dpi / 72.0;
    for (int p = 0; p < pdf->numPages(); ++p) {
        std::unique_ptr<Poppler::Page> page = pdf->page(p);
        if (!page) throw Error(ErrorKind::Format, doc.path.toStdString() + ": page " + std::to_string(p + 1) + " cannot be rendered");
        QSizeF size = page->pageSizeF();
        // Step 1: the page size first, then a new page (or the painter's first).
        writer.setPageSize(QPageSize(size, QPageSize::Point));
        if (p == 0) {
            if (!painter.begin(&writer)) throw Error(ErrorKind::Io, "cannot start the PDF writer");
        } else {
            writer.newPage();
        }
        // Step 2: render, then burn the boxes into the pixels.
        QImage image = page->renderToImage(dpi, dpi);
        if (image.isNull()) throw Error(ErrorKind::Format, doc.path.toStdString() + ": page " + std::to_string(p + 1) + " cannot be rendered");
        image = image.convertToFormat(QImage::Format_RGB32);
        {
            QPainter boxes(&image);
            for (const auto& w : doc.words) {
                if (w.page != p) continue;
                bool hit = false;
                for (const auto& r : applied)
                    if (r.start < w.end && r.end > w.start) hit = true;
                if (!hit) continue;
                QRectF px(w.box.x() * scale - 2, w.box.y() * scale - 2, w.box.width() * scale + 4, w.box.height() * scale + 4);
                boxes.fillRect(px, Qt::black);
            }
        }
        // Step 3: the image fills the page; nothing else is written.
        painter.drawImage(QRectF(0, 0, writer.width(), writer.height()), image);
    }
    painter.end();
    return buffer.data();
}

}  // namespace synsema::documents
