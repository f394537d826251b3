#include "tiff_pages.h"

#include <cstdint>

#include "engine/util/error.h"
#include "services/documents/leptonica_pix.h"
#include "services/documents/serial_image.h"

namespace synsema::documents {

namespace {

constexpr qint64 kMaxTiff = 0xFFFFFFFFLL;  // offsets are 32 bits
constexpr uint16_t kStripOffsets = 273, kTileOffsets = 324;

// The tags an encoded page may carry: what the pixels need to be read.
// Anything else (a description, software, a date, EXIF, another directory)
// stops the export, so no tag we did not mean to write gets out.
bool structural(uint16_t tag) {
    switch (tag) {
        case 254: case 256: case 257: case 258: case 259: case 262: case 266: case kStripOffsets: case 274:
        case 277: case 278: case 279: case 282: case 283: case 284: case 292: case 293: case 296: case 317:
        case 320: case 322: case 323: case kTileOffsets: case 325: case 338: case 339:
            return true;
        default:
            return false;
    }
}

uint64_t type_size(uint16_t type) {
    switch (type) {
        case 1: case 2: case 6: case 7: return 1;
        case 3: case 8: return 2;
        case 4: case 9: case 11: return 4;
        case 5: case 10: case 12: return 8;
        default: return 0;
    }
}

// One file's byte order, and reads and writes in it.
struct Order {
    bool little = true;
    uint32_t get(const QByteArray& b, qint64 at, int n) const {
        uint32_t v = 0;
        for (int i = 0; i < n; ++i) {
            const uint32_t byte = uint8_t(b[at + (little ? i : n - 1 - i)]);
            v |= byte << (8 * i);
        }
        return v;
    }
    void put32(QByteArray& b, qint64 at, uint32_t v) const {
        for (int i = 0; i < 4; ++i) b[at + (little ? i : 3 - i)] = char((v >> (8 * i)) & 0xFF);
    }
};

[[noreturn]] void malformed(const std::string& where, const std::string& why) {
    throw Error(ErrorKind::Format, where + ": the encoded TIFF page cannot be added (" + why + ")");
}

Order order_of(const QByteArray& b, const std::string& where) {
    if (b.size() >= 8 && b.startsWith(QByteArray("II*\0", 4))) return {true};
    if (b.size() >= 8 && b.startsWith(QByteArray("MM\0*", 4))) return {false};
    malformed(where, "not a TIFF");
}

// Where a directory's "next" offset is, after checking the directory fits in `b`.
qint64 next_field(const QByteArray& b, const Order& o, qint64 ifd, const std::string& where) {
    if (ifd < 8 || ifd + 2 > b.size()) malformed(where, "directory outside the file");
    const qint64 end = ifd + 2 + 12 * qint64(o.get(b, ifd, 2));
    if (end + 4 > b.size()) malformed(where, "directory outside the file");
    return end;
}

// Checks every entry of a single-page TIFF's one directory; returns its offset.
qint64 checked_page(const QByteArray& page, const Order& o, const std::string& where) {
    const qint64 ifd = o.get(page, 4, 4);
    const qint64 next = next_field(page, o, ifd, where);
    if (o.get(page, next, 4) != 0) malformed(where, "more than one directory");
    for (qint64 e = ifd + 2; e < next; e += 12) {
        const uint16_t tag = uint16_t(o.get(page, e, 2)), type = uint16_t(o.get(page, e + 2, 2));
        const uint64_t bytes = type_size(type) * o.get(page, e + 4, 4);
        if (!structural(tag)) malformed(where, "tag " + std::to_string(tag) + " is not one of the pixels'");
        if (type_size(type) == 0) malformed(where, "tag " + std::to_string(tag) + " has an unknown type");
        if (bytes > 4 && o.get(page, e + 8, 4) + bytes > uint64_t(page.size())) malformed(where, "a value outside the file");
        if ((tag == kStripOffsets || tag == kTileOffsets) && type != 4) malformed(where, "image offsets that are not 32-bit");
    }
    return ifd;
}

// The offset of the last directory's "next" field in a file this code made.
qint64 last_next_field(const QByteArray& file, const Order& o, const std::string& where) {
    qint64 ifd = o.get(file, 4, 4);
    for (int guard = 0; guard < 1'000'000; ++guard) {
        const qint64 next = next_field(file, o, ifd, where);
        if (o.get(file, next, 4) == 0) return next;
        ifd = o.get(file, next, 4);
    }
    malformed(where, "a loop of directories");
}

}  // namespace

void append_tiff_page(QByteArray& file, const QByteArray& page, const std::string& where) {
    const Order o = order_of(page, where);
    const qint64 ifd = checked_page(page, o, where);
    if (file.isEmpty()) {
        file = page;
        return;
    }
    if (order_of(file, where).little != o.little) malformed(where, "byte orders differ");
    const qint64 link = last_next_field(file, o, where);
    if (file.size() % 2 != 0) file.append('\0');  // directories and values start on a word boundary
    const qint64 base = file.size();
    if (base + page.size() > kMaxTiff)
        throw Error(ErrorKind::Limit, where + ": the redacted TIFF would be over 4 GB; export this scan as a PDF");
    file.append(page);
    // The page's offsets counted from its own start now count from `base`.
    const uint64_t shift = uint64_t(base);
    for (qint64 e = base + ifd + 2; e < base + next_field(page, o, ifd, where); e += 12) {
        const uint16_t tag = uint16_t(o.get(file, e, 2));
        const uint64_t bytes = type_size(uint16_t(o.get(file, e + 2, 2))) * o.get(file, e + 4, 4);
        const qint64 values = bytes > 4 ? qint64(o.get(file, e + 8, 4) + shift) : e + 8;
        if (bytes > 4) o.put32(file, e + 8, uint32_t(values));
        if (tag == kStripOffsets || tag == kTileOffsets)
            for (qint64 v = values; v < values + qint64(bytes); v += 4) o.put32(file, v, uint32_t(o.get(file, v, 4) + shift));
    }
    o.put32(file, link, uint32_t(base + ifd));
}

void TiffPages::add(const QImage& grey_in, int dpi, bool bilevel, const std::string& where) {
    silence_leptonica();
    const QImage grey = converted(grey_in, QImage::Format_Grayscale8);
    PixPtr pix = pix_of(grey);
    if (pix && bilevel) pix.reset(pixConvertTo1(pix.get(), 128));
    if (!pix) throw Error(ErrorKind::Io, where + ": out of memory for the TIFF page");
    pixSetResolution(pix.get(), dpi, dpi);
    l_uint8* data = nullptr;
    size_t size = 0;
    if (pixWriteMemTiff(&data, &size, pix.get(), bilevel ? IFF_TIFF_G4 : IFF_TIFF_ZIP) != 0 || !data)
        throw Error(ErrorKind::Io, where + ": the TIFF encoder failed");
    const QByteArray page(reinterpret_cast<const char*>(data), qsizetype(size));
    lept_free(data);
    append_tiff_page(file_, page, where);
    ++pages_;
}

}  // namespace synsema::documents
