// Scan import up to OCR: the input's type found, every page header checked
// against the pixel cap, and (at most four) pages decoded by Leptonica to
// grey with square pixels and turned by a fixed PagePrep, as export does.
#include <QByteArray>
#include <QString>

#include "services/documents/page_image.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

int image_import(const uint8_t* data, size_t size) {
    ensure_qt_application();
    return refusing_is_fine([&] {
        const documents::ScanFile scan("input", QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
        for (int p = 0; p < scan.pages() && p < 4; ++p) {
            int dpi = 0;
            documents::PagePrep prep;
            const QImage grey = scan.grey_page(p, &dpi, &prep);
            prep.quarter_turns = 1;
            prep.deskew_degrees = 1.5;
            (void)documents::apply_prep(grey, prep);
        }
    });
}

}  // namespace synsema::fuzz
