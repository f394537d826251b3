// DOCX import: the input is written as a .docx file and imported (the
// guarded ZIP reader, then the XML of every text part).
#include <QString>

#include "app/documents/document.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

int docx_import(const uint8_t* data, size_t size) {
    ensure_qt_application();
    const std::string path = scratch_dir() + "/input.docx";
    write_file(path, as_text(data, size));
    return refusing_is_fine([&] { (void)documents::import_docx(QString::fromStdString(path)); });
}

}  // namespace synsema::fuzz
