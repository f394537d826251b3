#include "leptonica_pix.h"

namespace synsema::documents {

void silence_leptonica() {
    static const bool once = [] {
        setMsgSeverity(L_SEVERITY_NONE);
        return true;
    }();
    (void)once;
}

QImage grey_of(PIX* pix) {
    PixPtr grey(pixConvertTo8(pix, 0));
    if (!grey) return {};
    const l_int32 w = pixGetWidth(grey.get()), h = pixGetHeight(grey.get()), wpl = pixGetWpl(grey.get());
    QImage out(w, h, QImage::Format_Grayscale8);
    if (out.isNull()) return {};
    const l_uint32* data = pixGetData(grey.get());
    for (l_int32 y = 0; y < h; ++y) {
        const l_uint32* line = data + size_t(y) * size_t(wpl);
        uchar* row = out.scanLine(y);
        for (l_int32 x = 0; x < w; ++x) row[x] = uchar(GET_DATA_BYTE(line, x));
    }
    return out;
}

PixPtr pix_of(const QImage& grey) {
    PixPtr pix(pixCreate(grey.width(), grey.height(), 8));
    if (!pix) return pix;
    const l_int32 wpl = pixGetWpl(pix.get());
    l_uint32* data = pixGetData(pix.get());
    for (int y = 0; y < grey.height(); ++y) {
        l_uint32* line = data + size_t(y) * size_t(wpl);
        const uchar* row = grey.constScanLine(y);
        for (int x = 0; x < grey.width(); ++x) SET_DATA_BYTE(line, x, row[x]);
    }
    return pix;
}

}  // namespace synsema::documents
