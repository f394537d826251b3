// The pages of an imported PDF or scan as images, the way export draws them:
// a page with a text layer rendered by Poppler, an OCR'd page decoded or
// rendered again and turned upright by the steps recorded at import. The
// input is read again and refused unless unchanged since import. Export burns
// boxes into these images; the window shows them as previews.
#pragma once
#include <QImage>
#include <QSizeF>

#include <memory>
#include <optional>

#include "services/documents/document.h"
#include "services/documents/page_image.h"

namespace Poppler { class Document; }

namespace synsema::documents {

class PageSource {
public:
    // Throws Error(Io) when the file changed since import (or its page count did).
    explicit PageSource(const ImportedDocument& doc);
    ~PageSource();

    int pages() const { return pages_; }
    // Page p as RGB32: a text page at `dpi`, an OCR'd page at its OCR
    // resolution. `points_to_pixels` receives the scale from the page's
    // points (word boxes) to the image, `points` the page size.
    QImage render(int p, int dpi, double* points_to_pixels, QSizeF* points) const;
    // Whether page p of a scan is stored with one bit per pixel (a fax page).
    bool bilevel(int p) const { return scan_ && scan_->bilevel(p); }

private:
    const ImportedDocument& doc_;
    std::optional<ScanFile> scan_;
    std::unique_ptr<Poppler::Document> pdf_;
    int pages_ = 0;
};

}  // namespace synsema::documents
