// Page images for OCR: scans (PNG, JPEG, TIFF with all its pages) decoded by
// Leptonica from bytes already read through one descriptor, every page's size
// checked against a pixel cap before a pixel is decoded; and the steps that
// turn a page upright (PagePrep), applied the same way at import and export.
#pragma once
#include <QByteArray>
#include <QImage>
#include <QString>

#include <vector>

#include "services/documents/document.h"
#include "engine/ocr/ocr_protocol.h"

namespace synsema::documents {

// Pixels a page may have, as decoded or rendered (engine/ocr: 60 megapixels).
constexpr qint64 kMaxPagePixels = qint64(ocr::kMaxPixels);
constexpr int kMaxImagePages = 1000;
constexpr int kDefaultScanDpi = 300;

class ScanFile {
public:
    // Checks the type (PNG, JPEG, TIFF) and every page's header; throws
    // Error(Format) for what is not a readable image, Error(Limit) for a page
    // over the pixel cap or too many pages. `path` is for messages only.
    ScanFile(const QString& path, QByteArray bytes);

    int pages() const { return pages_; }
    // Page `index` as 8-bit grey with square pixels, and its resolution
    // (dpi; kDefaultScanDpi when the file does not say). `scale` receives the
    // x/y scaling done to make the pixels square (a fax's 200 x 100 dpi).
    QImage grey_page(int index, int* dpi, PagePrep* scale) const;
    const char* kind() const { return kind_; }  // "PNG", "JPEG", "TIFF"
    // Whether page `index` is stored with one bit per pixel (a fax), as its header says.
    bool bilevel(int index) const { return bilevel_.at(size_t(index)); }

private:
    QString path_;
    QByteArray bytes_;
    int format_ = 0;  // Leptonica's IFF_*
    int pages_ = 0;
    const char* kind_ = "";
    std::vector<bool> bilevel_;  // per page
};

// The page turned upright: scaled (prep.x_scale, y_scale), turned by
// prep.quarter_turns, then rotated by prep.deskew_degrees on a white canvas
// large enough to keep every pixel. Throws Error(Limit) when that canvas would
// be over the pixel cap (find_prep does not choose such a rotation).
QImage apply_prep(const QImage& grey, const PagePrep& prep);

// Finds the rotation of an already square, grey page: OSD (through the OCR
// helper) for quarter turns, then Leptonica's skew search for small angles.
// Keeps prep's scale. A small rotation whose canvas would be over the pixel
// cap is left out: the page is read as it lies.
PagePrep find_prep(const QImage& square_grey, int dpi, PagePrep prep, int helper_slot = 0);

// The page with each pixel the mean of its 3 x 3 neighbourhood: a scanner's
// speckle fades while a letter's strokes (several pixels wide at OCR's
// resolutions) stay. Same size, so boxes found on it fit the page.
QImage smoothed(const QImage& grey);

// Any QImage as 8-bit grey; and as the OCR protocol's image.
QImage to_grey(const QImage& image);
ocr::GreyImage to_ocr_image(const QImage& grey);

}  // namespace synsema::documents
