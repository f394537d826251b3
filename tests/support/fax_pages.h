// Fax-like pages for tests: a grey page drawn at 200 dpi (scan_pages.h)
// squashed to 200 x 100 dpi and made bilevel, as fax software stores it, and
// a set of such pages as a multi-page TIFF. Links Leptonica.
#pragma once
#include <leptonica/allheaders.h>

#include <QByteArray>
#include <QImage>

#include <vector>

namespace synsema::test {

// An 8-bit Leptonica image of a page, at `dpi` both ways. The caller owns it.
inline PIX* grey_pix(const QImage& page, int dpi) {
    const QImage grey = page.convertToFormat(QImage::Format_Grayscale8);
    PIX* pix = pixCreate(grey.width(), grey.height(), 8);
    for (int y = 0; y < grey.height(); ++y) {
        l_uint32* line = pixGetData(pix) + size_t(y) * size_t(pixGetWpl(pix));
        for (int x = 0; x < grey.width(); ++x) SET_DATA_BYTE(line, x, grey.constScanLine(y)[x]);
    }
    pixSetResolution(pix, dpi, dpi);
    return pix;
}

// A bilevel Leptonica image from a grey one, with a fax's resolution. The caller owns it.
inline PIX* fax_pix(const QImage& page_at_200) {
    PIX* grey = grey_pix(page_at_200.scaled(page_at_200.width(), page_at_200.height() / 2, Qt::IgnoreAspectRatio,
                                            Qt::SmoothTransformation), 200);
    PIX* binary = pixConvertTo1(grey, 128);
    pixDestroy(&grey);
    pixSetResolution(binary, 200, 100);
    return binary;
}

// The pages (taken over) as one multi-page TIFF file's bytes.
inline QByteArray multipage_tiff(const std::vector<PIX*>& pages) {
    PIXA* pixa = pixaCreate(int(pages.size()));
    for (PIX* p : pages) pixaAddPix(pixa, p, L_INSERT);
    l_uint8* data = nullptr;
    size_t size = 0;
    const bool ok = pixaWriteMemMultipageTiff(&data, &size, pixa) == 0 && data;
    pixaDestroy(&pixa);
    if (!ok) qFatal("cannot write a multi-page TIFF");
    QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    lept_free(data);
    return bytes;
}

}  // namespace synsema::test
