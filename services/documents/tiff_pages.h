// A multi-page TIFF written in memory, page by page, for the TIFF export of
// a scan (export.h). Each page is encoded by Leptonica into memory on its
// own and then appended to the file, its offsets moved by where it lands:
// Leptonica's own multi-page writer goes through a temporary file, and a
// page of someone's record has no business on disk outside the output.
// Written per page: the pixels, their size, depth, compression and
// resolution; no description, software, dates or any tag of the input.
#pragma once
#include <QByteArray>
#include <QImage>

#include <string>

namespace synsema::documents {

class TiffPages {
public:
    // Adds `grey` (8-bit grey) as the next page at `dpi`: bilevel (black
    // below half grey, CCITT G4, what fax software reads) or 8-bit grey
    // (Deflate). `where` names the page in errors. Throws Error(Limit) when
    // the file would pass 4 GB (TIFF's offsets are 32 bits), Error(Io)
    // when the encoder fails.
    void add(const QImage& grey, int dpi, bool bilevel, const std::string& where);
    int pages() const { return pages_; }
    const QByteArray& bytes() const { return file_; }

private:
    QByteArray file_;
    int pages_ = 0;
};

// Appends `page`, a whole single-page TIFF, to `file` (empty, or a TIFF
// made by this function): its image data and directory are copied after
// the file's end, every offset in its directory moved by as much, and the
// file's last directory linked to it. Throws Error(Format) naming `where`
// for a page it cannot move safely (malformed, more than one directory,
// offsets in a tag it does not know to hold them), Error(Limit) past 4 GB.
void append_tiff_page(QByteArray& file, const QByteArray& page, const std::string& where);

}  // namespace synsema::documents
