// Text laid out on letter-size page images, as a printer would put it before
// a scanner reads it back: 300 dpi, 1-inch margins, ~11 pt type, long lines
// wrapped at spaces (or inside a word longer than the line), tabs expanded to
// 8-column stops, pages filled top to bottom.
#pragma once
#include <QFont>
#include <QImage>
#include <QString>

#include <vector>

namespace synsema::scans {

constexpr int kDpi = 300;
constexpr int kPageWidth = 2550;   // 8.5 in at 300 dpi
constexpr int kPageHeight = 3300;  // 11 in
constexpr int kMargin = 300;       // 1 in

// The font for `family` at 11 pt on a 300-dpi page; throws std::runtime_error
// naming the family when the font database does not have it (Qt would
// silently substitute another one).
QFont page_font(const QString& family);

// The lines of `text` as they appear on the page: wrapped to the text width.
std::vector<QString> wrap_lines(const QString& text, const QFont& font);

// Grayscale (Format_Grayscale8) pages, white paper and black antialiased type.
std::vector<QImage> render_pages(const QString& text, const QFont& font);

}  // namespace synsema::scans
