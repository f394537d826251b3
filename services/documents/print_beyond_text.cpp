#include "print_beyond_text.h"

#include <algorithm>
#include <cmath>

namespace synsema::documents {

// Our own flood fill rather than Leptonica's pixConnComp: the page is already
// a QImage, and only each shape's extent is needed.
int letter_shapes_beyond_text(const QImage& grey, int dpi, const std::vector<QRectF>& text_boxes) {
    const int width = grey.width(), height = grey.height();
    if (width <= 0 || height <= 0 || grey.format() != QImage::Format_Grayscale8) return 0;
    // Step 1: ink (darker than mid-grey), with the text layer's words blanked
    // (their boxes grown by 2 points: glyph ink overhangs the box a little).
    std::vector<unsigned char> ink(size_t(width) * size_t(height), 0);
    for (int y = 0; y < height; ++y) {
        const uchar* line = grey.constScanLine(y);
        for (int x = 0; x < width; ++x) ink[size_t(y) * size_t(width) + size_t(x)] = line[x] < 128;
    }
    const double scale = dpi / 72.0;
    for (const QRectF& box : text_boxes) {
        const int x0 = std::max(0, int(std::floor((box.left() - 2) * scale)));
        const int y0 = std::max(0, int(std::floor((box.top() - 2) * scale)));
        const int x1 = std::min(width, int(std::ceil((box.right() + 2) * scale)));
        const int y1 = std::min(height, int(std::ceil((box.bottom() + 2) * scale)));
        for (int y = y0; y < y1; ++y) std::fill_n(ink.begin() + ptrdiff_t(size_t(y) * size_t(width) + size_t(x0)), std::max(0, x1 - x0), 0);
    }
    // Step 2: 8-connected shapes; one of a letter's size is 0.04-0.6 inch tall
    // and at most 1.5 inches wide (a word set tight is one shape).
    const int min_height = std::max(2, int(std::lround(0.04 * dpi))), max_height = int(std::lround(0.6 * dpi));
    const int max_width = int(std::lround(1.5 * dpi));
    int letters = 0;
    std::vector<int> stack;
    for (int start = 0; start < width * height; ++start) {
        if (!ink[size_t(start)]) continue;
        int left = width, right = -1, top = height, bottom = -1;
        ink[size_t(start)] = 0;
        stack.push_back(start);
        while (!stack.empty()) {
            const int at = stack.back();
            stack.pop_back();
            const int x = at % width, y = at / width;
            left = std::min(left, x), right = std::max(right, x), top = std::min(top, y), bottom = std::max(bottom, y);
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const int nx = x + dx, ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
                    const size_t n = size_t(ny) * size_t(width) + size_t(nx);
                    if (!ink[n]) continue;
                    ink[n] = 0;
                    stack.push_back(int(n));
                }
        }
        const int w = right - left + 1, h = bottom - top + 1;
        if (h >= min_height && h <= max_height && w <= max_width) ++letters;
    }
    return letters;
}

}  // namespace synsema::documents
