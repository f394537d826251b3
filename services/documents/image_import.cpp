// Scans (PNG, JPEG, TIFF with every page) through OCR: read through one
// descriptor, every page checked against the pixel cap, then page by page
// turned upright and recognised, with progress and cancel between pages.
#include "services/documents/document.h"
#include "services/documents/ocr_page.h"
#include "services/documents/page_image.h"
#include "engine/util/error.h"

namespace synsema::documents {

namespace {
constexpr qint64 kMaxImageFile = 256LL * 1024 * 1024;
}

ImportedDocument import_image(const QString& path, const ImportOptions& options) {
    ImportedDocument doc;
    doc.path = path;
    doc.format = Format::Image;
    QByteArray bytes = read_input(path, kMaxImageFile, &doc);
    doc.sha256 = sha256_hex(bytes);
    const ScanFile scan(path, std::move(bytes));
    doc.image_kind = scan.kind();
    if (!options.ocr)
        throw Error(ErrorKind::Unsupported, path.toStdString() + ": a scanned image needs OCR, which is turned off");
    // Decoded here one at a time; recognised as many at once as there are helpers.
    OcrBatch batch(doc, options);
    for (int p = 0; p < scan.pages(); ++p) {
        before_ocr_page(options, p, scan.pages());
        int dpi = kDefaultScanDpi;
        PagePrep scale;
        QImage grey = scan.grey_page(p, &dpi, &scale);
        batch.add(p, std::move(grey), dpi, scale);
    }
    batch.flush();
    if (options.page_progress) options.page_progress(scan.pages(), scan.pages());
    return doc;
}

}  // namespace synsema::documents
