// ocr-roundtrip-check: issue 22's round trip on one redacted output.
//
//   ocr-roundtrip-check [--input ORIGINAL] [--no-ocr] [--ignore-case] REDACTED GOLD.json
//
// REDACTED is an image-only PDF, or a TIFF (redact --keep-tiff).
// 1. no text layer: no page of a PDF has text (what pdftotext reads); a
//    TIFF has none;
// 2. no metadata: no info entry but Producer and the dates, no XMP, no
//    attachments, outline or annotations (a TIFF: no tag but the pixels');
//    none of ORIGINAL's metadata values and no gold identifier in the file's
//    bytes as written;
// 3. OCR of every page again (import_document: the project's own OCR), and no
//    gold identifier of >= 4 characters in the text read, exactly or at edit
//    distance <= 1 (engine/redact/leak_search.h).
// Prints one line per finding; exit 0 when every check passed, 1 when one
// failed, 2 when the check could not be made (bad arguments, unreadable
// files, or a build that cannot OCR the pages).
//
// Wiring: import_document() OCRs the output's pages (no text layer) in the
// --ocr-lang languages (English by default). The OCR
// helper (synsema-ocr) is found through SYNSEMA_OCR_HELPER, which
// scripts/ocr-roundtrip-check.sh sets: this tool does not sit beside it.
#include <QCommandLineParser>
#include <QGuiApplication>

#include <cstdio>
#include <stdexcept>

#include "engine/redact/leak_search.h"
#include "output_checks.h"
#include "services/documents/document.h"

using namespace synsema;

namespace {

int report(const char* check, const QStringList& findings) {
    for (const QString& f : findings) std::printf("FAIL %s: %s\n", check, qPrintable(f));
    if (findings.isEmpty()) std::printf("ok   %s\n", check);
    return findings.isEmpty() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription("Checks a redacted output (image-only PDF or TIFF): no text layer, no metadata, "
                                     "no gold identifier read back by OCR.");
    parser.addHelpOption();
    parser.addOption({"input", "The original the output was made from (its metadata must not be in the output).", "FILE"});
    parser.addOption({"ocr-lang", "OCR languages for reading the output back.", "LANGS", "eng"});
    parser.addOption({"no-ocr", "Skip the OCR of the pages (only the text layer, metadata and bytes)."});
    parser.addOption({"ignore-case", "Identifiers match whatever the case of their ASCII letters."});
    parser.addPositionalArgument("REDACTED", "The redacted output: an image-only PDF or a TIFF.");
    parser.addPositionalArgument("GOLD", "The gold JSON of the document (NAME.gold.json, its NAME.txt beside it).");
    parser.process(app);
    const QStringList args = parser.positionalArguments();
    if (args.size() != 2) {
        std::fprintf(stderr, "ocr-roundtrip-check: give REDACTED and GOLD.json (--help)\n");
        return 2;
    }
    const QString& output = args[0];
    try {
        const redact::GoldDocument gold = redact::load_gold_file(args[1].toStdString());
        int failed = 0;
        const bool tiff = roundtrip::is_tiff(output);
        failed |= report("no text layer", tiff ? QStringList() : roundtrip::text_layer_findings(output));
        failed |= report("no metadata", tiff ? roundtrip::tiff_tag_findings(output) : roundtrip::metadata_findings(output));
        QStringList verbatim = roundtrip::verbatim_findings(output, roundtrip::gold_identifiers(gold), "gold identifier");
        if (parser.isSet("input"))
            verbatim << roundtrip::verbatim_findings(output, roundtrip::input_metadata(parser.value("input")), "input metadata");
        failed |= report("nothing of the input in the file's bytes", verbatim);
        if (!parser.isSet("no-ocr")) {
            const documents::ImportedDocument doc =
                documents::import_document(output, documents::ocr_in(parser.value("ocr-lang")));
            if (doc.needs_ocr()) {
                std::printf("round trip: not checked: %s has pages without text and this build did not OCR them\n",
                            qPrintable(output));
                return 2;
            }
            redact::LeakSearch how;
            how.ignore_case = parser.isSet("ignore-case");
            QStringList leaks, inside_words;
            for (const auto& leak : redact::find_leaks(doc.text, gold.spans, how))
                (leak.inside_word ? inside_words : leaks)
                    << QString("%1 \"%2\" read back as \"%3\" (distance %4)")
                           .arg(QString::fromStdString(leak.type), QString::fromStdString(leak.identifier),
                                QString::fromStdString(leak.found))
                           .arg(leak.distance);
            failed |= report("no gold identifier read back", leaks);
            for (const QString& near : inside_words)
                std::printf("  not counted (one edit away, inside a longer word): %s\n", qPrintable(near));
            std::printf("read back: %zu characters from %zu pages\n", doc.text.size(), doc.pages.size());
        }
        std::printf("round trip: %s\n", failed ? "FAILED" : "passed");
        return failed ? 1 : 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "ocr-roundtrip-check: %s\n", e.what());
        return 2;
    }
}
