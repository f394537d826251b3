// DOCX import and export: the input is written as a .docx file, imported (the
// guarded ZIP reader, then the XML of every part the tables read), and
// exported with all of its text replaced (the cleaning walk, references,
// images); the export re-reads the file and checks its hash.
#include <QString>

#include "services/documents/document.h"
#include "services/documents/export.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

int docx_import(const uint8_t* data, size_t size) {
    ensure_qt_application();
    const std::string path = scratch_dir() + "/input.docx";
    write_file(path, as_text(data, size));
    return refusing_is_fine([&] {
        const documents::ImportedDocument doc = documents::import_docx(QString::fromStdString(path));
        std::vector<redact::Replacement> all;
        if (!doc.text.empty()) all.push_back({0, doc.text.size(), "[X]", redact::Operator::Mask});
        (void)documents::export_docx(doc, all);
    });
}

}  // namespace synsema::fuzz
