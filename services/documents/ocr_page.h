// Scanned pages into an imported document, a few at a time: each page turned
// upright (page_image.h) and recognised by one of the OCR helper processes
// (as many pages at once as there are helpers), then appended in page order:
// its words added to the text with their boxes in points, and the page's
// record and notices (OCR used, languages, mean confidence, low confidence,
// no text found).
#pragma once
#include <QImage>

#include <vector>

#include "services/documents/document.h"

namespace synsema::documents {

class OcrBatch {
public:
    OcrBatch(ImportedDocument& doc, const ImportOptions& options);

    // Queues a page: `grey` as decoded or rendered (not yet square or
    // upright), `scale` makes its pixels square, `dpi` is the square
    // resolution. Runs the queue when it is full.
    void add(int page, QImage grey, int dpi, const PagePrep& scale);
    // Runs what is queued (concurrently) and appends it in page order. Call
    // before a page that is not OCR'd, and at the end.
    void flush();

private:
    struct Pending {
        int page;
        QImage grey;
        int dpi;
        PagePrep scale;
    };
    ImportedDocument& doc_;
    const ImportOptions& options_;
    std::vector<Pending> pending_;
    size_t capacity_ = 1;
};

// A page with a text layer whose print goes beyond it (print_beyond_text.h):
// `grey` is the page rendered at `dpi`, as it is; the words OCR reads outside
// `text_boxes` (points) are appended to the text after the layer's words.
// Records the OCR in `info` and a notice; pages stay as they are (no turn or
// deskew: the text layer's boxes fix the page's frame).
void ocr_beyond_text_layer(ImportedDocument& doc, PdfPage& info, int page, const QImage& grey, int dpi,
                           const std::vector<QRectF>& text_boxes, const QString& languages);

// Throws Error(Cancelled) when options.cancel is set; reports page progress.
void before_ocr_page(const ImportOptions& options, int page, int pages);

}  // namespace synsema::documents
