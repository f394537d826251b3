// Between QImage and Leptonica's PIX, for the files that decode scans
// (page_image.cpp) and write TIFF pages (tiff_pages.cpp). Internal to the
// documents layer: it includes Leptonica's headers, which nothing above
// services should see.
#pragma once
#include <leptonica/allheaders.h>

#include <QImage>

#include <memory>

namespace synsema::documents {

struct PixDeleter {
    void operator()(PIX* p) const { pixDestroy(&p); }
};
using PixPtr = std::unique_ptr<PIX, PixDeleter>;

// Leptonica reports failures on stderr; ours go into the errors we throw.
void silence_leptonica();

// Any PIX as 8-bit grey (null when Leptonica cannot convert it).
QImage grey_of(PIX* pix);
// An 8-bit grey QImage as an 8-bit PIX (null when out of memory).
PixPtr pix_of(const QImage& grey);

}  // namespace synsema::documents
