// One scanned page into an imported document: turned upright (page_image.h),
// recognised by the OCR helper, its words appended to the text with their
// boxes in points, and the page's record and notices (OCR used, languages,
// mean confidence, low confidence, no text found).
#pragma once
#include <QImage>

#include "services/documents/document.h"

namespace synsema::documents {

// `grey` as decoded or rendered (not yet square or upright); `scale` makes its
// pixels square; `dpi` is the square resolution.
void add_ocr_page(ImportedDocument& doc, int page, const QImage& grey, int dpi, const PagePrep& scale,
                  const ImportOptions& options);

// Throws Error(Cancelled) when options.cancel is set; reports page progress.
void before_ocr_page(const ImportOptions& options, int page, int pages);

}  // namespace synsema::documents
