#include "page_damage.h"

#include <QBuffer>
#include <QImageWriter>
#include <QPainter>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace synsema::scans {

uint64_t seed_of(const QByteArray& text) {
    uint64_t h = 1469598103934665603ull;
    for (char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    return h;
}

double uniform(std::mt19937_64& rng, double lo, double hi) {
    return lo + (hi - lo) * (double(rng() >> 11) * 0x1.0p-53);
}

QImage add_gaussian_noise(const QImage& grey, double sigma, std::mt19937_64& rng) {
    QImage out = grey.convertToFormat(QImage::Format_Grayscale8);
    for (int y = 0; y < out.height(); ++y) {
        uchar* row = out.scanLine(y);
        for (int x = 0; x < out.width(); x += 2) {
            // Box-Muller: two independent normals from two uniforms.
            double u1 = std::max(uniform(rng, 0, 1), 1e-300), u2 = uniform(rng, 0, 1);
            double r = sigma * std::sqrt(-2.0 * std::log(u1));
            double n[2] = {r * std::cos(2 * M_PI * u2), r * std::sin(2 * M_PI * u2)};
            for (int k = 0; k < 2 && x + k < out.width(); ++k)
                row[x + k] = uchar(std::clamp(std::lround(row[x + k] + n[k]), 0L, 255L));
        }
    }
    return out;
}

QImage skew(const QImage& grey, double degrees) {
    QImage out(grey.size(), QImage::Format_RGB32);
    out.fill(Qt::white);
    QPainter painter(&out);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter.translate(grey.width() / 2.0, grey.height() / 2.0);
    painter.rotate(degrees);
    painter.translate(-grey.width() / 2.0, -grey.height() / 2.0);
    painter.drawImage(0, 0, grey);
    painter.end();
    QImage result = out.convertToFormat(QImage::Format_Grayscale8);
    result.setDotsPerMeterX(grey.dotsPerMeterX());
    result.setDotsPerMeterY(grey.dotsPerMeterY());
    return result;
}

QImage quarter_turn(const QImage& grey) {
    return grey.transformed(QTransform().rotate(90));  // exact for multiples of 90
}

QByteArray jpeg_bytes(const QImage& grey, int quality) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "jpg");
    writer.setQuality(quality);
    if (!writer.write(grey)) throw std::runtime_error("make-scans: JPEG encoding failed: " + writer.errorString().toStdString());
    return bytes;
}

QImage fax_page(const QImage& grey) {
    // 8.5 x 11 in at 200 x 100 dpi. Smooth resampling first (the fax machine's
    // optics), then a fixed threshold (its 1-bit coder).
    const int width = grey.width() * 200 / 300, height = grey.height() * 100 / 300;
    QImage small = grey.scaled(width, height, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                       .convertToFormat(QImage::Format_Grayscale8);
    QImage mono(width, height, QImage::Format_Mono);
    mono.setColorTable({qRgb(255, 255, 255), qRgb(0, 0, 0)});  // index 1 = black ink
    for (int y = 0; y < height; ++y) {
        const uchar* in = small.constScanLine(y);
        for (int x = 0; x < width; ++x) mono.setPixel(x, y, in[x] < 160 ? 1 : 0);
    }
    mono.setDotsPerMeterX(7874);  // 200 dpi
    mono.setDotsPerMeterY(3937);  // 100 dpi
    return mono;
}

}  // namespace synsema::scans
