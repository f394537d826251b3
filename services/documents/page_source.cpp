#include "page_source.h"

#include <poppler-qt6.h>

#include "engine/util/error.h"
#include "services/documents/document_types.h"
#include "services/documents/serial_image.h"

namespace synsema::documents {

std::unique_ptr<Poppler::Document> open_pdf(const QString& path, const QByteArray& bytes);  // pdf_import.cpp

PageSource::PageSource(const ImportedDocument& doc) : doc_(doc) {
    const QByteArray bytes = reread_unchanged(doc, 256LL * 1024 * 1024);
    if (doc.format == Format::Image) {
        scan_.emplace(doc.path, bytes);
        pages_ = scan_->pages();
    } else {
        pdf_ = open_pdf(doc.path, bytes);
        pdf_->setRenderHint(Poppler::Document::Antialiasing, true);
        pdf_->setRenderHint(Poppler::Document::TextAntialiasing, true);
        pdf_->setRenderHint(Poppler::Document::HideAnnotations, true);  // never burn in a note's content
        pages_ = pdf_->numPages();
    }
    if (size_t(pages_) != doc.pages.size())
        throw Error(ErrorKind::Io, doc.path.toStdString() + ": the page count changed since it was imported");
}

PageSource::~PageSource() = default;

QImage PageSource::render(int p, int dpi, double* points_to_pixels, QSizeF* points) const {
    const PdfPage& info = doc_.pages[size_t(p)];
    if (info.ocr) {
        // The same pixels OCR read, turned upright the same way.
        QImage grey;
        if (scan_) {
            int decoded_dpi = 0;
            PagePrep ignored;
            grey = scan_->grey_page(p, &decoded_dpi, &ignored);
        } else if (std::unique_ptr<Poppler::Page> page = pdf_->page(p)) {
            grey = to_grey(page->renderToImage(info.ocr_dpi, info.ocr_dpi));
        }
        if (grey.isNull()) throw Error(ErrorKind::Format, page_label(doc_.path, p) + " cannot be rendered");
        *points_to_pixels = info.ocr_dpi / 72.0;
        *points = info.size_points;
        return converted(apply_prep(grey, info.prep), QImage::Format_RGB32);
    }
    std::unique_ptr<Poppler::Page> page = pdf_ ? pdf_->page(p) : nullptr;
    if (!page) throw Error(ErrorKind::Format, page_label(doc_.path, p) + " cannot be rendered");
    QImage image = page->renderToImage(dpi, dpi);
    if (image.isNull()) throw Error(ErrorKind::Format, page_label(doc_.path, p) + " cannot be rendered");
    *points_to_pixels = dpi / 72.0;
    *points = page->pageSizeF();
    return converted(image, QImage::Format_RGB32);
}

}  // namespace synsema::documents
