#include "serial_image.h"

#include <algorithm>
#include <cstring>

#include <QColorSpace>

#include "services/documents/leptonica_pix.h"

namespace synsema::documents {

namespace {

// Qt 6.4 splits a conversion when it has more than 2^16 pixels
// (qimage_conversions.cpp: segments = pixels >> 16) and a fill when a call
// has more than 96 spans (qdrawhelper.cpp); these bands stay under both.
constexpr int kBandPixels = 1 << 15;
constexpr int kPaintBandRows = 32;

int band_rows(int width) { return std::max(1, kBandPixels / std::max(1, width)); }

// RGB32 (0xffRRGGBB) and Leptonica's 32-bit pixel (0xRRGGBB00).
PixPtr pix_of_rgb(const QImage& rgb) {
    PixPtr pix(pixCreate(rgb.width(), rgb.height(), 32));
    if (!pix) return pix;
    const l_int32 wpl = pixGetWpl(pix.get());
    l_uint32* data = pixGetData(pix.get());
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        l_uint32* line = data + size_t(y) * size_t(wpl);
        for (int x = 0; x < rgb.width(); ++x) line[x] = l_uint32(row[x] & 0xffffffu) << 8;
    }
    return pix;
}

QImage rgb_of(PIX* pix) {
    const l_int32 w = pixGetWidth(pix), h = pixGetHeight(pix), wpl = pixGetWpl(pix);
    QImage out(w, h, QImage::Format_RGB32);
    if (out.isNull()) return out;
    const l_uint32* data = pixGetData(pix);
    for (l_int32 y = 0; y < h; ++y) {
        const l_uint32* line = data + size_t(y) * size_t(wpl);
        auto* row = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (l_int32 x = 0; x < w; ++x) row[x] = 0xff000000u | (line[x] >> 8);
    }
    return out;
}

// Leptonica rounds a scaled size (w * factor + 0.5); a size one pixel off is
// cut or padded with the edge pixels so callers get what they asked for.
QImage exactly(const QImage& image, int width, int height) {
    if (image.isNull() || (image.width() == width && image.height() == height)) return image;
    QImage out(width, height, image.format());
    if (out.isNull()) return out;
    const int bytes = image.depth() / 8;
    for (int y = 0; y < height; ++y) {
        const uchar* src = image.constScanLine(std::min(y, image.height() - 1));
        uchar* dst = out.scanLine(y);
        const int copy = std::min(width, image.width());
        std::memcpy(dst, src, size_t(copy) * size_t(bytes));
        for (int x = copy; x < width; ++x) std::memcpy(dst + size_t(x) * bytes, src + size_t(copy - 1) * bytes, size_t(bytes));
    }
    return out;
}

}  // namespace

QImage converted(const QImage& image, QImage::Format format) {
    if (image.isNull() || image.format() == format) return image;
    QImage out(image.size(), format);
    if (out.isNull()) return out;
    const int rows = band_rows(image.width());
    for (int y = 0; y < image.height(); y += rows) {
        const int n = std::min(rows, image.height() - y);
        // A read-only view of the band's rows: no copy of the source.
        QImage band(image.constScanLine(y), image.width(), n, image.bytesPerLine(), image.format());
        if (image.colorCount() > 0) band.setColorTable(image.colorTable());
        band.setColorSpace(image.colorSpace());
        const QImage done = band.convertToFormat(format);
        if (done.isNull()) return {};
        for (int r = 0; r < n; ++r) std::memcpy(out.scanLine(y + r), done.constScanLine(r), size_t(std::min(out.bytesPerLine(), done.bytesPerLine())));
    }
    out.setDotsPerMeterX(image.dotsPerMeterX());
    out.setDotsPerMeterY(image.dotsPerMeterY());
    return out;
}

QImage scaled_smooth(const QImage& image, int width, int height) {
    if (image.isNull() || width <= 0 || height <= 0) return {};
    if (image.width() == width && image.height() == height) return image;
    silence_leptonica();
    const bool grey = image.format() == QImage::Format_Grayscale8;
    PixPtr pix = grey ? pix_of(image) : pix_of_rgb(converted(image, QImage::Format_RGB32));
    if (!pix) return {};
    // No sharpening: OCR and the preview want the page as it is.
    PixPtr done(pixScaleGeneral(pix.get(), float(width) / float(image.width()), float(height) / float(image.height()), 0.0f, 0));
    if (!done) return {};
    return exactly(grey ? grey_of(done.get()) : rgb_of(done.get()), width, height);
}

QImage quarter_turned(const QImage& grey, int quarter_turns) {
    const int turns = ((quarter_turns % 4) + 4) % 4;
    if (turns == 0 || grey.isNull()) return grey;
    silence_leptonica();
    PixPtr pix = pix_of(grey);
    PixPtr done(pix ? pixRotateOrth(pix.get(), turns) : nullptr);
    return done ? grey_of(done.get()) : QImage();
}

void paint_in_bands(QImage& canvas, const std::function<void(QPainter&)>& paint) {
    for (int y = 0; y < canvas.height(); y += kPaintBandRows) {
        QPainter painter(&canvas);
        painter.setClipRect(0, y, canvas.width(), std::min(kPaintBandRows, canvas.height() - y));
        paint(painter);
    }
}

}  // namespace synsema::documents
