#include "unread_print.h"

#include <algorithm>
#include <vector>

#include "engine/ocr/ocr_helper.h"
#include "services/documents/page_image.h"
#include "services/documents/print_beyond_text.h"
#include "services/documents/serial_image.h"

namespace synsema::documents {

namespace {

// The words' boxes in points, as print_beyond_text.h takes them.
std::vector<QRectF> boxes_in_points(const std::vector<ocr::Word>& words, int dpi) {
    std::vector<QRectF> out;
    out.reserve(words.size());
    const double to_points = 72.0 / dpi;
    for (const auto& w : words) out.emplace_back(w.x * to_points, w.y * to_points, w.w * to_points, w.h * to_points);
    return out;
}

// The page with every word read painted white (2 pixels wider each way, for
// the ink that overhangs a word's box).
QImage without_words(const QImage& grey, const std::vector<ocr::Word>& words) {
    QImage out = grey.copy();
    for (const auto& w : words) {
        const int x0 = std::max(0, w.x - 2), x1 = std::min(out.width(), w.x + w.w + 2);
        const int y0 = std::max(0, w.y - 2), y1 = std::min(out.height(), w.y + w.h + 2);
        for (int y = y0; y < y1 && x1 > x0; ++y) std::fill(out.scanLine(y) + x0, out.scanLine(y) + x1, uchar(255));
    }
    return out;
}

}  // namespace

int read_unread_print(const QImage& upright, int dpi, const std::string& languages, int helper_slot, ocr::Recognition& read) {
    const QImage grey = to_grey(upright);
    const QImage small =
        scaled_smooth(grey, std::max(1, grey.width() * kPrintCheckDpi / dpi), std::max(1, grey.height() * kPrintCheckDpi / dpi));
    if (letter_shapes_beyond_text(small, kPrintCheckDpi, boxes_in_points(read.words, dpi)) < kUnreadShapesForOcr) return 0;
    // As one block of lines: the page layout analysis that left the print out
    // the first time may leave it out again (a line under a row of dashes).
    ocr::Recognition more = ocr::recognize_block(to_ocr_image(without_words(grey, read.words)), uint32_t(dpi), languages, helper_slot);
    if (more.words.empty()) return 0;
    const double before = read.mean_confidence * double(read.words.size());
    if (!read.words.empty()) read.words.back().line_end = read.words.back().block_end = true;
    const size_t added = more.words.size();
    read.words.insert(read.words.end(), std::make_move_iterator(more.words.begin()), std::make_move_iterator(more.words.end()));
    read.mean_confidence = (before + more.mean_confidence * double(added)) / double(read.words.size());
    return int(added);
}

}  // namespace synsema::documents
