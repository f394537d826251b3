// TIFF export of a scan, for TIFF input that should come back a TIFF (fax
// software reads TIFF, not PDF). Each page is drawn the way the PDF export
// draws it (page_source.h: decoded again, turned upright by the steps
// recorded at import, at the resolution OCR read it), the boxes are burned
// into its pixels, and it becomes one page of a new TIFF written in memory
// (tiff_pages.h). A page stored bilevel stays bilevel; any other is grey,
// as OCR and the PDF export saw it.
#include "services/documents/burn_boxes.h"
#include "services/documents/document_types.h"
#include "services/documents/export.h"
#include "services/documents/page_image.h"
#include "services/documents/page_source.h"
#include "services/documents/tiff_pages.h"
#include "engine/util/error.h"

namespace synsema::documents {

QByteArray export_tiff(const ImportedDocument& doc, const std::vector<redact::Replacement>& applied) {
    if (doc.format != Format::Image)
        throw Error(ErrorKind::Unsupported, doc.path.toStdString() + ": only a scanned image can be exported as a TIFF");
    if (doc.needs_ocr())
        throw Error(ErrorKind::Unsupported, doc.path.toStdString() + ": a page has no text (no text found: needs OCR); not exported");
    const PageSource source(doc);
    TiffPages out;
    for (int p = 0; p < source.pages(); ++p) {
        double scale = 1;
        QSizeF points;
        // A scan's page comes at its OCR resolution whatever is asked here.
        QImage image = source.render(p, kDefaultScanDpi, &scale, &points);
        burn_boxes(image, doc, p, applied, scale);
        out.add(to_grey(image), doc.pages[size_t(p)].ocr_dpi, source.bilevel(p), page_label(doc.path, p));
    }
    return out.bytes();
}

}  // namespace synsema::documents
