// Print that OCR's reading of a page left out. Tesseract's page layout now
// and then drops a whole line (the sans copy of 07-in-hospital-discharge:
// "TPA: HealthBridge TPA Services  Card ID HB7730214566", indented above a
// row of dashes, was not in the text), and a line not read is a line export
// leaves unredacted. So each OCR'd page is checked the way a text-layer page
// is (print_beyond_text.h): with the words read blanked, the letter-sized
// shapes left are counted, and from kUnreadShapesForOcr on the page is read
// again with those words painted white, as one block of lines: Tesseract's
// layout analysis, which left the print out, may leave it out again (in
// 13-pharmacy-counselling-log's JPEG copy it did, for a line under dashes).
#pragma once
#include <QImage>

#include <string>

#include "engine/ocr/ocr_protocol.h"

namespace synsema::documents {

// Letter-sized shapes left after the words read from which a page is read
// again. The dev set's pages leave 0-4 (a dash row, a stray mark); the line
// above left 44. Low on purpose: reading a page of blanks again is cheap,
// and a short line (a postcode, a signature's name) is a handful of shapes.
inline constexpr int kUnreadShapesForOcr = 10;

// `upright` is the page as OCR read it (8-bit grey at `dpi`), `read` what it
// read. When enough print is left, reads the page again without the words
// already read and appends what it finds to `read` as a block of its own
// after them (mean confidence over all words). Returns the words added.
int read_unread_print(const QImage& upright, int dpi, const std::string& languages, int helper_slot, ocr::Recognition& read);

}  // namespace synsema::documents
