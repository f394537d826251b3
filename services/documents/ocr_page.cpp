#include "ocr_page.h"

#include <exception>
#include <future>

#include "services/documents/document_types.h"
#include "services/documents/page_image.h"
#include "services/documents/speckle.h"
#include "services/documents/unread_print.h"
#include "engine/ocr/ocr_helper.h"
#include "engine/util/error.h"

namespace synsema::documents {

void before_ocr_page(const ImportOptions& options, int page, int pages) {
    if (options.cancel && options.cancel->load()) throw Error(ErrorKind::Cancelled, "OCR cancelled");
    if (options.page_progress) options.page_progress(page, pages);
}

namespace {

struct RecognisedPage {
    PagePrep prep;
    QSize upright;  // pixels of the page OCR read
    ocr::Recognition result;
    bool smoothed = false;
    int second_reading_words = 0;  // words read after those read first were painted out (unread_print.h)
};

// Thread-safe: the helper `slot` serves one page at a time.
RecognisedPage recognise(const QImage& grey, int dpi, const PagePrep& scale, const std::string& languages, int slot) {
    // Step 1: upright (OSD, deskew) on square pixels; export repeats exactly these steps.
    const QImage square = apply_prep(grey, scale);
    RecognisedPage out;
    out.prep = find_prep(square, dpi, scale, slot);
    const QImage upright = apply_prep(grey, out.prep);
    out.upright = upright.size();
    // Step 2: recognise. A speckled page is read smoothed first: read as it
    // lies, Tesseract's threshold lands in the noise, and it spends a minute
    // or more reading speckle as words (speckle.h).
    const bool speckled = threshold_specks_per_megapixel(upright) >= kSpeckledPageSpecks;
    QImage read_from = speckled ? smoothed(upright) : upright;
    out.smoothed = speckled;
    out.result = ocr::recognize(to_ocr_image(read_from), uint32_t(dpi), languages, slot);
    // Step 3: a page read badly is read the other way too, and the better
    // reading kept. On a nearly blank noisy page the speckle is most of what
    // Tesseract's global (Otsu) threshold sees: it read the noise as words
    // and missed the two lines printed there, which export then left
    // unredacted (the round trip of 01-us-ed-note's noisy copy).
    if (out.result.mean_confidence < kLowOcrPageConfidence) {
        QImage other = speckled ? upright : smoothed(upright);
        ocr::Recognition again = ocr::recognize(to_ocr_image(other), uint32_t(dpi), languages, slot);
        if (again.mean_confidence > out.result.mean_confidence) {
            out.result = std::move(again);
            out.smoothed = !speckled;
            read_from = std::move(other);
        }
    }
    // Step 4: print the reading left out, read again on its own.
    out.second_reading_words = read_unread_print(read_from, dpi, languages, slot, out.result);
    return out;
}

QRectF box_in_points(const ocr::Word& word, int dpi) {
    const double to_points = 72.0 / dpi;
    return QRectF(word.x * to_points, word.y * to_points, word.w * to_points, word.h * to_points);
}

// One recognised word into the document's text and word list; lines end in
// '\n', blocks in a blank line.
void append_word(ImportedDocument& doc, int page, const QRectF& box, const ocr::Word& word) {
    PdfWord w;
    w.page = page;
    w.box = box;
    w.start = doc.text.size();
    doc.text += word.text;
    w.end = doc.text.size();
    w.ocr_confidence = word.confidence;
    doc.words.push_back(w);
    doc.text += word.line_end ? "\n" : " ";
    if (word.block_end) doc.text += "\n";
}

// Step 3: words into the text, boxes into points. Step 4: what a person
// should know about the page.
void append(ImportedDocument& doc, int page, int dpi, const RecognisedPage& r, const QString& languages) {
    PdfPage info;
    info.ocr = true;
    info.ocr_dpi = dpi;
    info.prep = r.prep;
    info.ocr_smoothed = r.smoothed;
    info.ocr_second_reading_words = r.second_reading_words;
    info.ocr_orientation = (360 - 90 * r.prep.quarter_turns) % 360;
    info.ocr_confidence = r.result.mean_confidence;
    info.ocr_languages = languages;
    info.size_points = QSizeF(r.upright.width() * 72.0 / dpi, r.upright.height() * 72.0 / dpi);
    for (const auto& word : r.result.words) {
        append_word(doc, page, box_in_points(word, dpi), word);
        info.has_text = true;
    }
    doc.text += '\n';
    const QString name = QString("page %1").arg(page + 1);
    QString used = QString("%1: OCR (%2), mean confidence %3").arg(name, languages).arg(qRound(r.result.mean_confidence));
    if (r.prep.quarter_turns != 0) used += QString(", turned %1°").arg(90 * r.prep.quarter_turns);
    if (std::abs(r.prep.deskew_degrees) >= 0.05) used += QString(", deskewed %1°").arg(r.prep.deskew_degrees, 0, 'f', 1);
    if (r.smoothed) used += ", read smoothed (speckle)";
    if (r.second_reading_words > 0)
        used += QString(", %1 words read in a second reading of print the first left out").arg(r.second_reading_words);
    doc.notices << used;
    if (!info.has_text)
        doc.notices << name + ": OCR found no text (blank, a picture or handwriting?): check the page by eye";
    else if (r.result.mean_confidence < kLowOcrPageConfidence)
        doc.notices << name + QString(": low OCR confidence (%1): check the text against the page").arg(qRound(r.result.mean_confidence));
    doc.pages.push_back(info);
}

// The part of `word` (points) covered by text-layer boxes, 0..1.
double covered_by(const QRectF& word, const std::vector<QRectF>& text_boxes) {
    const double area = word.width() * word.height();
    if (area <= 0) return 1;
    double covered = 0;
    for (const QRectF& box : text_boxes) {
        const QRectF both = word.intersected(box);
        covered += both.width() * both.height();
    }
    return covered / area;
}

}  // namespace

void ocr_beyond_text_layer(ImportedDocument& doc, PdfPage& info, int page, const QImage& grey, int dpi,
                           const std::vector<QRectF>& text_boxes, const QString& languages) {
    const ocr::Recognition result = ocr::recognize(to_ocr_image(grey), uint32_t(dpi), languages.toStdString(), 0);
    int added = 0;
    double confidence_sum = 0;
    for (const auto& word : result.words) {
        const QRectF box = box_in_points(word, dpi);
        // A word the text layer already holds (the stamp itself) is not read twice.
        if (covered_by(box, text_boxes) >= 0.3) continue;
        if (added == 0) doc.text += "\n";  // OCR's words as a block of their own
        append_word(doc, page, box, word);
        ++added;
        confidence_sum += word.confidence;
    }
    const QString name = QString("page %1").arg(page + 1);
    if (added == 0) {
        doc.notices << name + QString(": OCR (%1) found no words beyond the text layer").arg(languages);
        return;
    }
    // The page's OCR figures are those of the words OCR added.
    info.ocr_beside_text = true;
    info.ocr_dpi = dpi;
    info.ocr_confidence = confidence_sum / added;
    info.ocr_languages = languages;
    doc.notices << QString("%1: print beyond the text layer: OCR (%2) added %3 words, mean confidence %4")
                       .arg(name, languages)
                       .arg(added)
                       .arg(qRound(info.ocr_confidence));
    if (info.ocr_confidence < kLowOcrPageConfidence)
        doc.notices << name + QString(": low OCR confidence (%1): check the text against the page").arg(qRound(info.ocr_confidence));
}

OcrBatch::OcrBatch(ImportedDocument& doc, const ImportOptions& options)
    : doc_(doc), options_(options), capacity_(size_t(std::max(1, ocr::helper_count()))) {}

void OcrBatch::add(int page, QImage grey, int dpi, const PagePrep& scale) {
    pending_.push_back({page, std::move(grey), dpi, scale});
    if (pending_.size() >= capacity_) flush();
}

void OcrBatch::flush() {
    if (pending_.empty()) return;
    const std::string languages = options_.ocr_languages.toStdString();
    std::vector<std::future<RecognisedPage>> running;
    for (size_t i = 0; i < pending_.size(); ++i) {
        const Pending& p = pending_[i];
        running.push_back(std::async(std::launch::async, recognise, std::cref(p.grey), p.dpi, std::cref(p.scale),
                                     std::cref(languages), int(i)));
    }
    // Every page is waited for before any error is thrown: no helper is left mid-page.
    std::vector<RecognisedPage> done(pending_.size());
    std::exception_ptr first_error;
    int failed_page = -1;
    for (size_t i = 0; i < running.size(); ++i) {
        try {
            done[i] = running[i].get();
        } catch (...) {
            if (!first_error) {
                first_error = std::current_exception();
                failed_page = pending_[i].page;
            }
        }
    }
    std::vector<Pending> batch = std::move(pending_);
    pending_.clear();
    if (first_error) {
        try {
            std::rethrow_exception(first_error);
        } catch (const Error& e) {
            if (e.kind() == ErrorKind::Cancelled) throw;
            throw Error(e.kind(), page_label(doc_.path, failed_page) + ": " + e.what());
        }
    }
    for (size_t i = 0; i < batch.size(); ++i) append(doc_, batch[i].page, batch[i].dpi, done[i], options_.ocr_languages);
}

}  // namespace synsema::documents
