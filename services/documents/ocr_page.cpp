#include "ocr_page.h"

#include "services/documents/page_image.h"
#include "engine/ocr/ocr_helper.h"
#include "engine/util/error.h"

namespace synsema::documents {

void before_ocr_page(const ImportOptions& options, int page, int pages) {
    if (options.cancel && options.cancel->load()) throw Error(ErrorKind::Cancelled, "OCR cancelled");
    if (options.page_progress) options.page_progress(page, pages);
}

namespace {

void recognise_page(ImportedDocument& doc, int page, const QImage& grey, int dpi, const PagePrep& scale,
                    const ImportOptions& options) {
    // Step 1: upright (OSD, deskew) on square pixels; export repeats exactly these steps.
    PagePrep scale_only = scale;
    const QImage square = apply_prep(grey, scale_only);
    const PagePrep prep = find_prep(square, dpi, scale);
    const QImage upright = apply_prep(grey, prep);
    // Step 2: recognise.
    const ocr::Recognition result = ocr::recognize(to_ocr_image(upright), uint32_t(dpi), options.ocr_languages.toStdString());
    // Step 3: words into the text, boxes into points; lines end in '\n', blocks in a blank line.
    PdfPage info;
    info.ocr = true;
    info.ocr_dpi = dpi;
    info.prep = prep;
    info.ocr_orientation = (360 - 90 * prep.quarter_turns) % 360;
    info.ocr_confidence = result.mean_confidence;
    info.ocr_languages = options.ocr_languages;
    info.size_points = QSizeF(upright.width() * 72.0 / dpi, upright.height() * 72.0 / dpi);
    const double to_points = 72.0 / dpi;
    for (const auto& word : result.words) {
        PdfWord w;
        w.page = page;
        w.box = QRectF(word.x * to_points, word.y * to_points, word.w * to_points, word.h * to_points);
        w.start = doc.text.size();
        doc.text += word.text;
        w.end = doc.text.size();
        w.ocr_confidence = word.confidence;
        doc.words.push_back(w);
        info.has_text = true;
        doc.text += word.line_end ? "\n" : " ";
        if (word.block_end) doc.text += "\n";
    }
    doc.text += '\n';
    // Step 4: what a person should know about this page.
    const QString name = QString("page %1").arg(page + 1);
    QString used = QString("%1: OCR (%2), mean confidence %3").arg(name, options.ocr_languages).arg(qRound(result.mean_confidence));
    if (prep.quarter_turns != 0) used += QString(", turned %1°").arg(90 * prep.quarter_turns);
    if (std::abs(prep.deskew_degrees) >= 0.05) used += QString(", deskewed %1°").arg(prep.deskew_degrees, 0, 'f', 1);
    doc.notices << used;
    if (!info.has_text)
        doc.notices << name + ": OCR found no text (blank, a picture or handwriting?): check the page by eye";
    else if (result.mean_confidence < kLowOcrPageConfidence)
        doc.notices << name + QString(": low OCR confidence (%1): check the text against the page").arg(qRound(result.mean_confidence));
    doc.pages.push_back(info);
}

}  // namespace

void add_ocr_page(ImportedDocument& doc, int page, const QImage& grey, int dpi, const PagePrep& scale,
                  const ImportOptions& options) {
    try {
        recognise_page(doc, page, grey, dpi, scale, options);
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Cancelled) throw;
        throw Error(e.kind(), doc.path.toStdString() + ": page " + std::to_string(page + 1) + ": " + e.what());
    }
}

}  // namespace synsema::documents
