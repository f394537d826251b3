// The redaction boxes burned into a page image, the same for the PDF and the
// TIFF export: black over every word of the page that a replacement touches,
// two pixels wider on each side so antialiased edges of the glyphs go too.
#pragma once
#include <QImage>

#include <vector>

#include "services/documents/document.h"
#include "engine/redact/redactor.h"

namespace synsema::documents {

// `scale` maps the words' boxes (points) to the image's pixels.
void burn_boxes(QImage& image, const ImportedDocument& doc, int page, const std::vector<redact::Replacement>& applied, double scale);

}  // namespace synsema::documents
