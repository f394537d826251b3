#include "page_files.h"

#include <QBuffer>
#include <QFile>
#include <QImageWriter>
#include <QSaveFile>
#include <QTemporaryDir>

#include <leptonica/allheaders.h>

#include <cmath>
#include <cstdlib>
#include <memory>
#include <stdexcept>

namespace synsema::scans {

namespace {

struct PixDeleter { void operator()(Pix* p) const { pixDestroy(&p); } };
struct PixaDeleter { void operator()(Pixa* p) const { pixaDestroy(&p); } };
using PixPtr = std::unique_ptr<Pix, PixDeleter>;
using PixaPtr = std::unique_ptr<Pixa, PixaDeleter>;

int dpi_of(int dots_per_meter) { return int(std::lround(dots_per_meter * 0.0254)); }

PixPtr new_pix(int width, int height, int depth) {
    PixPtr pix(pixCreate(width, height, depth));
    if (!pix) throw std::runtime_error("make-scans: out of memory for a page image");
    return pix;
}

// An 8-bit grey QImage as a Leptonica 8 bpp Pix (0 = black).
PixPtr grey_pix(const QImage& image) {
    const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
    PixPtr pix = new_pix(grey.width(), grey.height(), 8);
    l_uint32* data = pixGetData(pix.get());
    const int wpl = pixGetWpl(pix.get());
    for (int y = 0; y < grey.height(); ++y) {
        const uchar* in = grey.constScanLine(y);
        l_uint32* line = data + size_t(y) * wpl;
        for (int x = 0; x < grey.width(); ++x) SET_DATA_BYTE(line, x, in[x]);
    }
    return pix;
}

// A Format_Mono QImage (index 1 = black) as a 1 bpp Pix (1 = black).
PixPtr mono_pix(const QImage& mono) {
    if (mono.format() != QImage::Format_Mono || mono.colorCount() != 2 || mono.color(1) != qRgb(0, 0, 0))
        throw std::runtime_error("make-scans: a fax page must be 1-bit with index 1 black");
    PixPtr pix = new_pix(mono.width(), mono.height(), 1);
    l_uint32* data = pixGetData(pix.get());
    const int wpl = pixGetWpl(pix.get());
    for (int y = 0; y < mono.height(); ++y) {
        const uchar* in = mono.constScanLine(y);  // MSB first
        l_uint32* line = data + size_t(y) * wpl;
        for (int x = 0; x < mono.width(); ++x)
            if ((in[x >> 3] >> (7 - (x & 7))) & 1) SET_DATA_BIT(line, x);
    }
    pixSetResolution(pix.get(), dpi_of(mono.dotsPerMeterX()), dpi_of(mono.dotsPerMeterY()));
    return pix;
}

// Leptonica reports errors on stderr and by return codes; only errors are
// worth printing, and the PDF must not carry a date.
void quiet_leptonica() {
    static const bool once = [] {
        setMsgSeverity(L_SEVERITY_ERROR);
        l_pdfSetDateAndVersion(0);
        return true;
    }();
    (void)once;
}

}  // namespace

void write_file(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw std::runtime_error("make-scans: cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
}

QByteArray png_bytes(const QImage& grey, const QString& description) {
    QImage tagged = grey;
    tagged.setText("Description", description);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(tagged)) throw std::runtime_error("make-scans: PNG encoding failed: " + writer.errorString().toStdString());
    return bytes;
}

QByteArray pdf_bytes(const std::vector<QImage>& pages, PdfImages images, const QString& title) {
    quiet_leptonica();
    PixaPtr pixa(pixaCreate(int(pages.size())));
    for (const QImage& page : pages) {
        PixPtr pix = grey_pix(page);
        pixaAddPix(pixa.get(), pix.release(), L_INSERT);
    }
    const int type = images == PdfImages::Jpeg60 ? L_JPEG_ENCODE : L_FLATE_ENCODE;
    const int quality = images == PdfImages::Jpeg60 ? 60 : 0;
    l_uint8* data = nullptr;
    size_t size = 0;
    const QByteArray title_bytes = title.toUtf8();
    if (pixaConvertToPdfData(pixa.get(), 300, 1.0f, type, quality, title_bytes.constData(), &data, &size) != 0 || !data)
        throw std::runtime_error("make-scans: Leptonica could not write the PDF");
    QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    lept_free(data);
    return bytes;
}

QByteArray fax_tiff_bytes(const std::vector<QImage>& pages) {
    quiet_leptonica();
    // Leptonica appends TIFF pages only to a named file ("a" mode): a private
    // temporary folder, read back and removed.
    QTemporaryDir dir;
    if (!dir.isValid()) throw std::runtime_error("make-scans: no temporary folder for the TIFF");
    const QString path = dir.filePath("fax.tif");
    const QByteArray native = QFile::encodeName(path);
    for (size_t i = 0; i < pages.size(); ++i) {
        PixPtr pix = mono_pix(pages[i]);
        if (pixWriteTiff(native.constData(), pix.get(), IFF_TIFF_G3, i == 0 ? "w" : "a") != 0)
            throw std::runtime_error("make-scans: Leptonica could not write TIFF page " + std::to_string(i + 1));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) throw std::runtime_error("make-scans: cannot read back " + path.toStdString());
    return file.readAll();
}

}  // namespace synsema::scans
