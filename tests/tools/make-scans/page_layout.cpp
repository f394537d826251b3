#include "page_layout.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QPainter>

#include <stdexcept>

namespace synsema::scans {

namespace {

// 11 pt at 300 dpi: 11 / 72 * 300 = 45.8 px.
constexpr int kFontPixels = 46;

QString expand_tabs(const QString& line) {
    QString out;
    for (QChar c : line) {
        if (c == '\t') {
            do out += ' '; while (out.size() % 8 != 0);
        } else if (c != '\r') {
            out += c;
        }
    }
    return out;
}

// Splits one source line into page lines no wider than `width`: breaks after
// the last space that fits, or inside a word that alone is wider.
void wrap_one(const QString& line, const QFontMetricsF& fm, qreal width, std::vector<QString>& out) {
    QString rest = line;
    while (fm.horizontalAdvance(rest) > width) {
        int fit = 0;  // the longest prefix that fits
        while (fit < rest.size() && fm.horizontalAdvance(rest.left(fit + 1)) <= width) ++fit;
        if (fit == 0) fit = 1;
        int cut = rest.lastIndexOf(' ', fit);
        if (cut <= 0) cut = fit;  // one long word: break inside it
        out.push_back(rest.left(cut));
        rest = rest.mid(cut);
        while (rest.startsWith(' ')) rest.remove(0, 1);
    }
    out.push_back(rest);
}

}  // namespace

QFont page_font(const QString& family) {
    if (!QFontDatabase::families().contains(family))
        throw std::runtime_error("make-scans: font \"" + family.toStdString() +
                                 "\" is not installed (fc-list shows the fonts; Debian's fonts-dejavu-core has DejaVu)");
    QFont font(family);
    font.setPixelSize(kFontPixels);
    font.setStyleStrategy(QFont::NoFontMerging);
    if (QFontInfo(font).family() != family)
        throw std::runtime_error("make-scans: font \"" + family.toStdString() + "\" resolved to \"" +
                                 QFontInfo(font).family().toStdString() + "\"");
    return font;
}

std::vector<QString> wrap_lines(const QString& text, const QFont& font) {
    const QFontMetricsF fm(font);
    const qreal width = kPageWidth - 2 * kMargin;
    std::vector<QString> lines;
    QStringList source = text.split('\n');
    if (!source.isEmpty() && source.back().isEmpty()) source.removeLast();  // the final newline
    for (const QString& line : source) wrap_one(expand_tabs(line), fm, width, lines);
    return lines;
}

std::vector<QImage> render_pages(const QString& text, const QFont& font) {
    const std::vector<QString> lines = wrap_lines(text, font);
    const QFontMetricsF fm(font);
    const qreal step = fm.lineSpacing();
    const int per_page = std::max(1, int((kPageHeight - 2 * kMargin) / step));
    std::vector<QImage> pages;
    for (size_t first = 0; first < lines.size() || pages.empty(); first += per_page) {
        // RGB32 to paint on (the raster engine's native format), kept as 8-bit grey.
        QImage page(kPageWidth, kPageHeight, QImage::Format_RGB32);
        page.fill(Qt::white);
        QPainter painter(&page);
        painter.setRenderHint(QPainter::TextAntialiasing, true);
        painter.setFont(font);
        painter.setPen(Qt::black);
        for (size_t i = first; i < lines.size() && i < first + per_page; ++i)
            painter.drawText(QPointF(kMargin, kMargin + fm.ascent() + step * qreal(i - first)), lines[i]);
        painter.end();
        QImage grey = page.convertToFormat(QImage::Format_Grayscale8);
        grey.setDotsPerMeterX(11811);  // 300 dpi
        grey.setDotsPerMeterY(11811);
        pages.push_back(grey);
        if (lines.empty()) break;
    }
    return pages;
}

}  // namespace synsema::scans
