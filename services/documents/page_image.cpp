#include "page_image.h"

#include <QPainter>
#include <QTransform>

#include <cmath>
#include <memory>

#include "engine/ocr/ocr_helper.h"
#include "engine/util/error.h"
#include "services/documents/document_types.h"
#include "services/documents/leptonica_pix.h"
#include "services/documents/serial_image.h"

namespace synsema::documents {

namespace {

const auto* data_of(const QByteArray& b) { return reinterpret_cast<const l_uint8*>(b.constData()); }

std::string where(const QString& path, int page, int pages) {
    return pages > 1 ? page_label(path, page) : path.toStdString();
}

void check_size(const QString& path, int page, int pages, l_int32 w, l_int32 h) {
    if (w <= 0 || h <= 0)
        throw Error(ErrorKind::Format, where(path, page, pages) + ": the image has no pixels");
    if (qint64(w) * qint64(h) > kMaxPagePixels)
        throw Error(ErrorKind::Limit, where(path, page, pages) + ": the image is " + std::to_string(w) + " x " +
                                          std::to_string(h) + " pixels, over the cap of " +
                                          std::to_string(kMaxPagePixels / 1'000'000) + " megapixels");
}

// The canvas a small rotation needs to keep every corner of a `size` page.
QSize turned_size(QSize size, double degrees) {
    QTransform turn;
    turn.rotate(degrees);
    return turn.mapRect(QRectF(QPointF(0, 0), QSizeF(size))).toAlignedRect().size();
}

bool within_cap(QSize size) { return qint64(size.width()) * qint64(size.height()) <= kMaxPagePixels; }

}  // namespace

ScanFile::ScanFile(const QString& path, QByteArray bytes) : path_(path), bytes_(std::move(bytes)) {
    silence_leptonica();
    if (bytes_.isEmpty()) throw Error(ErrorKind::Format, path.toStdString() + ": empty file, not an image");
    l_int32 format = 0;
    if (findFileFormatBuffer(data_of(bytes_), &format) != 0) format = 0;
    if (format == IFF_PNG) kind_ = "PNG";
    else if (format == IFF_JFIF_JPEG) kind_ = "JPEG";
    else if (L_FORMAT_IS_TIFF(format)) kind_ = "TIFF";
    else throw Error(ErrorKind::Format, path.toStdString() + ": not a PNG, JPEG or TIFF image");
    format_ = format;
    if (std::string_view(kind_) != "TIFF") {
        l_int32 f = 0, w = 0, h = 0, bps = 0, spp = 0, cmap = 0;
        if (pixReadHeaderMem(data_of(bytes_), size_t(bytes_.size()), &f, &w, &h, &bps, &spp, &cmap) != 0)
            throw Error(ErrorKind::Format, path.toStdString() + ": damaged " + kind_ + " image (unreadable header)");
        check_size(path, 0, 1, w, h);
        pages_ = 1;
        bilevel_.push_back(bps == 1 && spp == 1);
        return;
    }
    // TIFF: every directory's header, each against the cap, before decoding any.
    for (l_int32 n = 0;; ++n) {
        l_int32 w = 0, h = 0, bps = 0, spp = 0, res = 0, cmap = 0, f = 0;
        if (readHeaderMemTiff(data_of(bytes_), size_t(bytes_.size()), n, &w, &h, &bps, &spp, &res, &cmap, &f) != 0) break;
        if (n >= kMaxImagePages)
            throw Error(ErrorKind::Limit, path.toStdString() + ": more than " + std::to_string(kMaxImagePages) + " pages");
        check_size(path, n, 2, w, h);
        pages_ = n + 1;
        bilevel_.push_back(bps == 1 && spp == 1);
    }
    if (pages_ == 0) throw Error(ErrorKind::Format, path.toStdString() + ": damaged TIFF image (no readable page)");
}

QImage ScanFile::grey_page(int index, int* dpi, PagePrep* scale) const {
    silence_leptonica();
    PixPtr pix(std::string_view(kind_) == "TIFF" ? pixReadMemTiff(data_of(bytes_), size_t(bytes_.size()), index)
                                                  : pixReadMem(data_of(bytes_), size_t(bytes_.size())));
    if (!pix) throw Error(ErrorKind::Format, where(path_, index, pages_) + ": damaged " + kind_ + " image (cannot decode)");
    check_size(path_, index, pages_, pixGetWidth(pix.get()), pixGetHeight(pix.get()));
    QImage grey = grey_of(pix.get());
    if (grey.isNull()) throw Error(ErrorKind::Format, where(path_, index, pages_) + ": unsupported pixel format");
    l_int32 xres = 0, yres = 0;
    pixGetResolution(pix.get(), &xres, &yres);
    // A resolution outside what scanners write is a missing one.
    auto sane = [](l_int32 r) { return r >= 50 && r <= 1200; };
    if (!sane(xres) && !sane(yres)) xres = yres = kDefaultScanDpi;
    else if (!sane(xres)) xres = yres;
    else if (!sane(yres)) yres = xres;
    const int square = std::max(xres, yres);
    PagePrep prep;
    prep.x_scale = double(square) / xres;
    prep.y_scale = double(square) / yres;
    if (qint64(std::lround(grey.width() * prep.x_scale)) * qint64(std::lround(grey.height() * prep.y_scale)) > kMaxPagePixels)
        throw Error(ErrorKind::Limit, where(path_, index, pages_) + ": the image is over the pixel cap once its pixels are made square");
    *dpi = square;
    *scale = prep;
    return grey;
}

QImage smoothed(const QImage& grey) {
    silence_leptonica();
    PixPtr pix = pix_of(to_grey(grey));
    PixPtr mean(pix ? pixBlockconv(pix.get(), 1, 1) : nullptr);
    QImage out = mean ? grey_of(mean.get()) : QImage();
    if (out.isNull()) throw Error(ErrorKind::Io, "out of memory smoothing a page for OCR");
    return out;
}

QImage to_grey(const QImage& image) {
    return converted(image, QImage::Format_Grayscale8);
}

ocr::GreyImage to_ocr_image(const QImage& grey) {
    ocr::GreyImage out;
    out.width = uint32_t(grey.width());
    out.height = uint32_t(grey.height());
    out.pixels.resize(size_t(out.width) * out.height);
    for (int y = 0; y < grey.height(); ++y)
        std::memcpy(out.pixels.data() + size_t(y) * out.width, grey.constScanLine(y), out.width);
    return out;
}

QImage apply_prep(const QImage& grey_in, const PagePrep& prep) {
    QImage grey = to_grey(grey_in);
    // Step 1: square pixels.
    if (prep.x_scale != 1.0 || prep.y_scale != 1.0)
        grey = scaled_smooth(grey, int(std::lround(grey.width() * prep.x_scale)), int(std::lround(grey.height() * prep.y_scale)));
    // Step 2: quarter turns are exact.
    grey = quarter_turned(grey, prep.quarter_turns);
    // Step 3: the small rotation, on a white canvas that keeps every corner.
    if (std::abs(prep.deskew_degrees) >= 0.05) {
        // A long, thin page turned a few degrees needs a canvas many times its
        // own area (a fax strip of 125,000 x 160 pixels turned 1.5 degrees: 428
        // megapixels, 1.7 GB); find_prep never picks such a turn.
        const QSize bounds = turned_size(grey.size(), prep.deskew_degrees);
        if (!within_cap(bounds))
            throw Error(ErrorKind::Limit, "the page would be over the pixel cap once turned by " +
                                              std::to_string(prep.deskew_degrees) + " degrees");
        QImage canvas(bounds, QImage::Format_RGB32);
        canvas.fill(Qt::white);
        paint_in_bands(canvas, [&](QPainter& painter) {
            painter.setRenderHint(QPainter::SmoothPixmapTransform, true);
            painter.translate(canvas.width() / 2.0, canvas.height() / 2.0);
            painter.rotate(prep.deskew_degrees);
            painter.translate(-grey.width() / 2.0, -grey.height() / 2.0);
            painter.drawImage(0, 0, grey);
        });
        grey = converted(canvas, QImage::Format_Grayscale8);
    }
    return grey;
}

PagePrep find_prep(const QImage& square_grey, int dpi, PagePrep prep, int helper_slot) {
    // Quarter turns: OSD says how far clockwise the page was turned when
    // scanned; below a confidence of 2 its answer is a guess, and an upright
    // page is the likelier case.
    const ocr::Orientation o = ocr::detect_orientation(to_ocr_image(square_grey), uint32_t(dpi), helper_slot);
    prep.quarter_turns = o.confidence >= 2.0 ? ((360 - o.degrees) / 90) % 4 : 0;
    QImage upright = square_grey;
    if (prep.quarter_turns != 0) upright = quarter_turned(upright, prep.quarter_turns);
    // Small skew: Leptonica's search over a binarised copy; it answers in
    // degrees to rotate clockwise. Only a confident, small angle is applied.
    silence_leptonica();
    PixPtr grey = pix_of(upright);
    PixPtr binary(grey ? pixConvertTo1(grey.get(), 160) : nullptr);
    l_float32 angle = 0, confidence = 0;
    if (binary && pixFindSkew(binary.get(), &angle, &confidence) == 0 && confidence >= 2.5 && std::abs(angle) >= 0.1 &&
        std::abs(angle) <= 10 && within_cap(turned_size(upright.size(), angle)))
        prep.deskew_degrees = angle;
    return prep;
}

}  // namespace synsema::documents
