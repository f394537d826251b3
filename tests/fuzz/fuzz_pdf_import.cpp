// PDF import: the input is written as a .pdf file and imported through
// Poppler (text, word boxes, pages). OCR is off: pages without text are
// flagged (the image decoders have their own target, image_import).
#include <QString>

#include "services/documents/document.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

int pdf_import(const uint8_t* data, size_t size) {
    ensure_qt_application();
    const std::string path = scratch_dir() + "/input.pdf";
    write_file(path, as_text(data, size));
    return refusing_is_fine([&] { (void)documents::import_pdf(QString::fromStdString(path), documents::without_ocr()); });
}

}  // namespace synsema::fuzz
