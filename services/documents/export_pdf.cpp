// PDF export: every page as an image with burned-in boxes, in a new
// image-only PDF. A page with a text layer is rendered by Poppler; a page
// that was OCR'd (a PDF page without text, or a scan) is rendered or decoded
// again and turned upright by the same steps as at import, so the boxes land
// on the words OCR found. Nothing but the pixels is written: no text layer,
// no metadata.
#include <QBuffer>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <poppler-qt6.h>

#include <memory>
#include <optional>

#include "services/documents/export.h"
#include "services/documents/page_image.h"
#include "engine/util/error.h"

namespace synsema::documents {

std::unique_ptr<Poppler::Document> open_pdf(const QString& path, const QByteArray& bytes);  // pdf_import.cpp

namespace {

std::string page_name(const ImportedDocument& doc, int p) { return doc.path.toStdString() + ": page " + std::to_string(p + 1); }

// Black boxes over page p's words that a replacement touches; `scale` maps points to the image's pixels.
void burn_boxes(QImage& image, const ImportedDocument& doc, int p, const std::vector<redact::Replacement>& applied, double scale) {
    QPainter boxes(&image);
    for (const auto& w : doc.words) {
        if (w.page != p) continue;
        bool hit = false;
        for (const auto& r : applied)
            if (r.start < w.end && r.end > w.start) hit = true;
        if (!hit) continue;
        boxes.fillRect(QRectF(w.box.x() * scale - 2, w.box.y() * scale - 2, w.box.width() * scale + 4, w.box.height() * scale + 4),
                       Qt::black);
    }
}

// The PDF being written: pages of images, nothing else.
class ImagePdf {
public:
    explicit ImagePdf(int dpi) : writer_(&buffer_) {
        buffer_.open(QIODevice::WriteOnly);
        writer_.setResolution(dpi);
        writer_.setCreator(QString());
        writer_.setTitle(QString());
        writer_.setPageMargins(QMarginsF(0, 0, 0, 0));
    }
    void add(const QSizeF& points, const QImage& image) {
        // The page size first, then a new page (or the painter's first).
        writer_.setPageSize(QPageSize(points, QPageSize::Point));
        if (!started_) {
            if (!painter_.begin(&writer_)) throw Error(ErrorKind::Io, "cannot start the PDF writer");
            started_ = true;
        } else {
            writer_.newPage();
        }
        painter_.drawImage(QRectF(0, 0, writer_.width(), writer_.height()), image);
    }
    QByteArray finish() {
        if (started_) painter_.end();
        return buffer_.data();
    }

private:
    QBuffer buffer_;
    QPdfWriter writer_;
    QPainter painter_;
    bool started_ = false;
};

}  // namespace

QByteArray export_pdf(const ImportedDocument& doc, const std::vector<redact::Replacement>& applied, int dpi) {
    if (dpi < 150) dpi = 150;
    if (doc.needs_ocr())
        throw Error(ErrorKind::Unsupported, doc.path.toStdString() + ": a page has no text layer (no text found: needs OCR); not exported");
    const QByteArray bytes = reread_unchanged(doc, 256LL * 1024 * 1024);
    // Scans: the same decoder as at import.
    std::optional<ScanFile> scan;
    std::unique_ptr<Poppler::Document> pdf;
    int pages = 0;
    if (doc.format == Format::Image) {
        scan.emplace(doc.path, bytes);
        pages = scan->pages();
    } else {
        pdf = open_pdf(doc.path, bytes);
        pdf->setRenderHint(Poppler::Document::Antialiasing, true);
        pdf->setRenderHint(Poppler::Document::TextAntialiasing, true);
        pdf->setRenderHint(Poppler::Document::HideAnnotations, true);  // never burn in a note's content
        pages = pdf->numPages();
    }
    if (size_t(pages) != doc.pages.size())
        throw Error(ErrorKind::Io, doc.path.toStdString() + ": the page count changed since it was imported");

    ImagePdf out(dpi);
    for (int p = 0; p < pages; ++p) {
        const PdfPage& info = doc.pages[size_t(p)];
        QImage image;
        QSizeF points = info.size_points;
        double scale = dpi / 72.0;
        if (info.ocr) {
            // Step 1 (scanned): the same pixels OCR read, turned upright the same way.
            int decoded_dpi = info.ocr_dpi;
            QImage grey;
            if (scan) {
                PagePrep ignored;
                grey = scan->grey_page(p, &decoded_dpi, &ignored);
            } else {
                std::unique_ptr<Poppler::Page> page = pdf->page(p);
                if (page) grey = to_grey(page->renderToImage(info.ocr_dpi, info.ocr_dpi));
            }
            if (grey.isNull()) throw Error(ErrorKind::Format, page_name(doc, p) + " cannot be rendered");
            image = apply_prep(grey, info.prep).convertToFormat(QImage::Format_RGB32);
            scale = info.ocr_dpi / 72.0;
        } else {
            // Step 1 (text layer): Poppler renders the page.
            std::unique_ptr<Poppler::Page> page = pdf->page(p);
            if (!page) throw Error(ErrorKind::Format, page_name(doc, p) + " cannot be rendered");
            points = page->pageSizeF();
            image = page->renderToImage(dpi, dpi);
            if (image.isNull()) throw Error(ErrorKind::Format, page_name(doc, p) + " cannot be rendered");
            image = image.convertToFormat(QImage::Format_RGB32);
        }
        // Step 2: burn the boxes into the pixels; step 3: the image fills the page.
        burn_boxes(image, doc, p, applied, scale);
        out.add(points, image);
    }
    return out.finish();
}

}  // namespace synsema::documents
