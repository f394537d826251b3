// Whether a PDF page that has a text layer also shows printed words that the
// layer does not hold: a scanned page with a Bates number or a fax header
// stamped on as text, a letter pasted in as a picture, text drawn as outlines.
// Such a page is OCR'd as well (pdf_import.cpp); otherwise its scanned words
// would be exported unredacted while the page looked "read".
//
// The test is cheap: the page rendered at kPrintCheckDpi, the text layer's
// word boxes blanked, and the dark connected shapes of a letter's size
// counted. Rules, borders, logos and signatures make few such shapes; a
// scanned paragraph makes hundreds.
#pragma once
#include <QImage>
#include <QRectF>

#include <vector>

namespace synsema::documents {

inline constexpr int kPrintCheckDpi = 75;
// Letter-sized shapes outside the text layer from which a page is OCR'd too.
inline constexpr int kPrintedShapesForOcr = 40;

// Letter-sized dark shapes in `grey` (Format_Grayscale8 at `dpi`) outside
// `text_boxes` (points, origin top-left).
int letter_shapes_beyond_text(const QImage& grey, int dpi, const std::vector<QRectF>& text_boxes);

}  // namespace synsema::documents
