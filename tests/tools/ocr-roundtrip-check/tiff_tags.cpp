// The tags of every page of a TIFF output, against what the pixels need: a
// redacted TIFF may carry no description, software, date, XMP, EXIF or any
// other tag where text (the input's, or a name) could ride along.
#include <QFile>

#include <set>
#include <stdexcept>

#include "output_checks.h"

namespace synsema::roundtrip {

namespace {

// Size, depth, compression, layout, resolution, palette: nothing else.
const std::set<uint32_t> kPixelTags = {254, 256, 257, 258, 259, 262, 266, 273, 274, 277, 278, 279, 282,
                                       283, 284, 292, 293, 296, 317, 320, 322, 323, 324, 325, 338, 339};

}  // namespace

QStringList tiff_tag_findings(const QString& tiff_path) {
    QFile f(tiff_path);
    if (!f.open(QIODevice::ReadOnly)) throw std::runtime_error("ocr-roundtrip-check: cannot read " + tiff_path.toStdString());
    const QByteArray b = f.readAll();
    const bool little = b.startsWith("II");
    auto get = [&](qint64 at, int n) -> uint32_t {
        if (at < 0 || at + n > b.size()) throw std::runtime_error("ocr-roundtrip-check: " + tiff_path.toStdString() + " is a damaged TIFF");
        uint32_t v = 0;
        for (int i = 0; i < n; ++i) v |= uint32_t(uint8_t(b[at + (little ? i : n - 1 - i)])) << (8 * i);
        return v;
    };
    QStringList out;
    int page = 0;
    for (qint64 ifd = get(4, 4); ifd != 0; ifd = get(ifd + 2 + 12 * qint64(get(ifd, 2)), 4)) {
        if (++page > 10000) throw std::runtime_error("ocr-roundtrip-check: " + tiff_path.toStdString() + ": a loop of directories");
        for (uint32_t i = 0, n = get(ifd, 2); i < n; ++i) {
            const uint32_t tag = get(ifd + 2 + 12 * i, 2);
            if (!kPixelTags.count(tag)) out << QString("page %1 has tag %2, which is not the pixels'").arg(page).arg(tag);
        }
    }
    return out;
}

}  // namespace synsema::roundtrip
