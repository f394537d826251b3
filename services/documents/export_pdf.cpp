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

#include "services/documents/burn_boxes.h"
#include "services/documents/export.h"
#include "services/documents/page_source.h"
#include "engine/util/error.h"

namespace synsema::documents {

namespace {

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
    const PageSource source(doc);
    ImagePdf out(dpi);
    for (int p = 0; p < source.pages(); ++p) {
        // Step 1: the page as an image (page_source.h); step 2: the boxes
        // burned into its pixels; step 3: the image fills the page.
        double scale = 1;
        QSizeF points;
        QImage image = source.render(p, dpi, &scale, &points);
        burn_boxes(image, doc, p, applied, scale);
        out.add(points, image);
    }
    return out.finish();
}

}  // namespace synsema::documents
