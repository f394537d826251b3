// How speckled a scanned page is, measured before OCR reads it.
//
// On a nearly blank page with scanner noise, Tesseract's global (Otsu)
// threshold lands inside the noise instead of between paper and print. Its
// layout analysis then sorts tens of thousands of specks into columns (90 s
// for one page on our CI machine), reads them as nonsense words and misses
// the lines printed there. Measured first, such a page is read smoothed
// straight away (ocr_page.cpp).
#pragma once
#include <QImage>

namespace synsema::documents {

// The dark specks (8-connected components) per megapixel that a global Otsu
// threshold of the page leaves: the threshold Tesseract applies, so what its
// layout analysis would have to sort. Printed pages at 300 dpi give 20-1,000
// (a letter is one or two specks); make-scans' noisy copy of a nearly blank
// page about 49,000. 0 for a page under 16 pixels either way, or when
// Leptonica cannot threshold it (out of memory): such a page is read as it
// lies, as before.
double threshold_specks_per_megapixel(const QImage& grey);

// At or above this, a page is read smoothed first (ocr_page.cpp).
constexpr double kSpeckledPageSpecks = 5000;

}  // namespace synsema::documents
