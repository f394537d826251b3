// PDF text through Poppler-Qt6: per page, the words in Poppler's reading order
// with their boxes (letter-spaced text joined, hyphenated line ends rejoined). Encrypted files are refused; a page without a text layer
// is flagged "no text found: needs OCR" and never treated as clean.
#include <poppler-qt6.h>

#include <cmath>
#include <memory>

#include "services/documents/document.h"
#include "services/documents/document_types.h"
#include "services/documents/ocr_page.h"
#include "services/documents/page_image.h"
#include "services/documents/pdf_words.h"
#include "services/documents/print_beyond_text.h"
#include "engine/util/error.h"

namespace synsema::documents {

namespace {
constexpr qint64 kMaxPdf = 256LL * 1024 * 1024;
constexpr int kMaxPages = 5000;
}  // namespace

std::unique_ptr<Poppler::Document> open_pdf(const QString& path, const QByteArray& bytes) {
    if (bytes.isEmpty()) throw Error(ErrorKind::Format, path.toStdString() + ": empty file, not a PDF");
    if (!bytes.startsWith("%PDF-") && bytes.indexOf("%PDF-") < 0)
        throw Error(ErrorKind::Format, path.toStdString() + ": not a PDF (no %PDF- header)");
    std::unique_ptr<Poppler::Document> pdf = Poppler::Document::loadFromData(bytes);
    if (!pdf) throw Error(ErrorKind::Format, path.toStdString() + ": damaged or truncated PDF");
    if (pdf->isLocked() || pdf->isEncrypted())
        throw Error(ErrorKind::Unsupported, path.toStdString() + ": the PDF is encrypted; decrypt it first");
    if (pdf->numPages() <= 0) throw Error(ErrorKind::Format, path.toStdString() + ": the PDF has no readable pages");
    if (pdf->numPages() > kMaxPages)
        throw Error(ErrorKind::Limit, path.toStdString() + ": more than " + std::to_string(kMaxPages) + " pages");
    return pdf;
}

int ocr_dpi_for(const QSizeF& points) {
    // 300 dpi, or less for a page so large that 300 dpi passes the pixel cap.
    const double square_inches = (points.width() / 72.0) * (points.height() / 72.0);
    if (square_inches <= 0) return kDefaultScanDpi;
    const double fits = std::sqrt(double(kMaxPagePixels) / square_inches);
    return int(std::min<double>(kDefaultScanDpi, std::floor(fits)));
}

// The page rendered in grey at the resolution OCR gets (ocr_dpi_for); a null
// image when even 100 dpi would pass the pixel cap. A page Poppler cannot
// render is an error naming it.
QImage render_for_ocr(const ImportedDocument& doc, Poppler::Page& page, int p, int* dpi) {
    *dpi = ocr_dpi_for(page.pageSizeF());
    if (*dpi < 100) return {};
    const QImage image = page.renderToImage(*dpi, *dpi);
    if (image.isNull()) throw Error(ErrorKind::Format, page_label(doc.path, p) + " cannot be rendered for OCR");
    return to_grey(image);
}

// A page without a text layer, rendered (Poppler is used from this thread
// only) and queued for recognition.
void ocr_pdf_page(ImportedDocument& doc, Poppler::Page& page, int p, int pages, const ImportOptions& options, OcrBatch& batch) {
    before_ocr_page(options, p, pages);
    int dpi = 0;
    const QImage grey = render_for_ocr(doc, page, p, &dpi);
    if (grey.isNull()) {
        const QSizeF points = page.pageSizeF();
        throw Error(ErrorKind::Limit, page_label(doc.path, p) + " is " + std::to_string(int(points.width() / 72)) + " x " +
                                          std::to_string(int(points.height() / 72)) + " inches: too large to OCR");
    }
    batch.add(p, grey, dpi, PagePrep{});
}

// A page with a text layer: OCR for whatever print the layer does not hold
// (print_beyond_text.h), on the page as it is.
void ocr_beyond_text_layer_if_needed(ImportedDocument& doc, PdfPage& info, Poppler::Page& page, int p, int pages,
                                     const ImportOptions& options) {
    std::vector<QRectF> text_boxes;  // the page's words are the last ones added
    for (auto w = doc.words.rbegin(); w != doc.words.rend() && w->page == p; ++w) text_boxes.push_back(w->box);
    const QImage check = to_grey(page.renderToImage(kPrintCheckDpi, kPrintCheckDpi));
    if (check.isNull() || letter_shapes_beyond_text(check, kPrintCheckDpi, text_boxes) < kPrintedShapesForOcr) return;
    before_ocr_page(options, p, pages);
    int dpi = 0;
    const QImage grey = render_for_ocr(doc, page, p, &dpi);
    if (grey.isNull()) {
        doc.notices << QString("page %1: print beyond the text layer, but the page is too large to OCR: check it by eye").arg(p + 1);
        return;
    }
    ocr_beyond_text_layer(doc, info, p, grey, dpi, text_boxes, options.ocr_languages);
}

ImportedDocument import_pdf(const QString& path, const ImportOptions& options) {
    ImportedDocument doc;
    doc.path = path;
    doc.format = Format::Pdf;
    QByteArray bytes = read_input(path, kMaxPdf, &doc);
    doc.sha256 = sha256_hex(bytes);
    auto pdf = open_pdf(path, bytes);
    OcrBatch batch(doc, options);
    for (int p = 0; p < pdf->numPages(); ++p) {
        std::unique_ptr<Poppler::Page> page = pdf->page(p);
        PdfPage info;
        const std::vector<std::unique_ptr<Poppler::TextBox>> boxes =
            page ? page->textList() : std::vector<std::unique_ptr<Poppler::TextBox>>{};
        if (page && options.ocr && boxes.empty()) {
            ocr_pdf_page(doc, *page, p, pdf->numPages(), options, batch);
            continue;
        }
        batch.flush();  // pages stay in order
        if (!page) {
            doc.pages.push_back(info);
            doc.notices << QString("page %1: unreadable page: no text found: needs OCR").arg(p + 1);
            continue;
        }
        info.size_points = page->pageSizeF();
        // Step 1: Poppler's words in its reading order, letter-spaced text
        // joined and hyphenated line ends rejoined (pdf_words.h).
        std::vector<PdfGlyphWord> glyphs;
        for (const auto& box : boxes)
            glyphs.push_back({box->text(), box->boundingBox(), box->hasSpaceAfter(), box->nextWord() == nullptr});
        for (const PdfTextWord& word : lay_out_pdf_words(glyphs)) {
            const std::string text = word.text.toUtf8().toStdString();
            if (text.empty()) continue;
            PdfWord w;
            w.page = p;
            w.box = word.box;
            w.start = doc.text.size();
            doc.text += text;
            w.end = doc.text.size();
            doc.words.push_back(w);
            info.has_text = true;
            if (word.after == PdfTextWord::After::Newline) doc.text += '\n';
            else if (word.after == PdfTextWord::After::Space) doc.text += ' ';
        }
        // Step 2: print the text layer does not hold (a scan under a Bates
        // stamp) is OCR'd too.
        if (options.ocr && info.has_text) ocr_beyond_text_layer_if_needed(doc, info, *page, p, pdf->numPages(), options);
        // Step 3: pages are separated by a blank line.
        doc.text += '\n';
        if (!info.has_text) doc.notices << QString("page %1: no text found: needs OCR").arg(p + 1);
        doc.pages.push_back(info);
    }
    batch.flush();
    return doc;
}

}  // namespace synsema::documents
