// Page images written as files: PNG and JPEG through Qt; the PDF of page
// images and the multi-page fax TIFF through Leptonica.
//
// Why Leptonica: Qt 6.4's TIFF writer (qt6-image-formats-plugins, not
// installed by default) writes one image per file, never a multi-page TIFF,
// and cannot write the 1-bit CCITT Group 3 compression fax software uses.
// Leptonica (already a dependency for Tesseract) writes both, sets the
// separate 200 x 100 dpi resolution tags, and writes a PDF that carries the
// page images as given (Flate, or DCT at a chosen quality), with no date
// when asked, so that the same seed gives the same bytes (QPdfWriter stamps
// the time and re-encodes images as it likes).
#pragma once
#include <QByteArray>
#include <QImage>
#include <QString>

#include <vector>

namespace synsema::scans {

enum class PdfImages { Lossless, Jpeg60 };

// Writes bytes as a new file at path (atomically; an existing file is replaced:
// this is a test tool writing into its own output folder).
void write_file(const QString& path, const QByteArray& bytes);

// `description` goes into a PNG text chunk and the PDF's Title: input metadata
// that the redacted output must not carry (the round trip checks it).
QByteArray png_bytes(const QImage& grey, const QString& description);
// One page per image (8-bit grey), each page sized by its pixels at 300 dpi.
QByteArray pdf_bytes(const std::vector<QImage>& pages, PdfImages images, const QString& title);
// A multi-page TIFF of 1-bit pages (Format_Mono, index 1 = black), CCITT G3,
// at the images' own resolution (fax_page: 200 x 100 dpi).
QByteArray fax_tiff_bytes(const std::vector<QImage>& pages);

}  // namespace synsema::scans
