#include "line_chart.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <set>

#include "engine/util/error.h"

namespace synsema::services {
namespace {

constexpr int kWidth = 720, kHeight = 480;
constexpr int kLeft = 80, kRight = 30, kTop = 50, kBottom = 60;

// A "nice" upper bound for the y axis (1, 2 or 5 times a power of ten) and its tick step.
std::pair<double, double> nice_axis(double max_value) {
    if (max_value <= 0) return {1.0, 0.2};
    const double magnitude = std::pow(10.0, std::floor(std::log10(max_value)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * magnitude >= max_value) return {m * magnitude, m * magnitude / 5.0};
    return {10 * magnitude, 2 * magnitude};
}

}  // namespace

QImage draw_line_chart(const LineChart& chart) {
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        throw Error(ErrorKind::Invalid, "drawing charts needs a QGuiApplication (fonts)");
    QImage image(kWidth, kHeight, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area(kLeft, kTop, kWidth - kLeft - kRight, kHeight - kTop - kBottom);

    // The data's ranges; x through log2 when asked (x must then be > 0).
    std::set<double> xs;
    double y_max = 0;
    for (const auto& s : chart.series)
        for (const auto& pt : s.points) {
            if (chart.log2_x && pt.x() <= 0) throw Error(ErrorKind::Invalid, "log-scale chart needs x > 0");
            xs.insert(pt.x());
            y_max = std::max(y_max, pt.y());
        }
    if (xs.empty()) throw Error(ErrorKind::Invalid, "chart has no data");
    auto tx = [&](double x) { return chart.log2_x ? std::log2(x) : x; };
    const double x_lo = tx(*xs.begin()), x_hi = std::max(tx(*xs.rbegin()), x_lo + 1e-9);
    const auto [y_top, y_step] = nice_axis(y_max * 1.05);
    auto at = [&](double x, double y) {
        return QPointF(area.left() + (tx(x) - x_lo) / (x_hi - x_lo) * area.width(), area.bottom() - y / y_top * area.height());
    };

    // Grid, ticks and labels.
    QFont font = p.font();
    font.setPixelSize(12);
    p.setFont(font);
    for (double y = 0; y <= y_top + 1e-9; y += y_step) {
        p.setPen(QPen(QColor(225, 225, 225), 1));
        p.drawLine(at(*xs.begin(), y).x(), at(0, y).y(), area.right(), at(0, y).y());
        p.setPen(Qt::black);
        p.drawText(QRectF(area.left() - 64, at(0, y).y() - 8, 58, 16), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(y, 'g', 4));
    }
    for (double x : xs) {
        p.setPen(QPen(QColor(225, 225, 225), 1));
        p.drawLine(QPointF(at(x, 0).x(), area.top()), QPointF(at(x, 0).x(), area.bottom()));
        p.setPen(Qt::black);
        p.drawText(QRectF(at(x, 0).x() - 30, area.bottom() + 4, 60, 16), Qt::AlignCenter, QString::number(x, 'g', 6));
    }
    p.setPen(QPen(Qt::black, 1.5));
    p.drawRect(area);
    p.drawText(QRectF(area.left(), area.bottom() + 24, area.width(), 20), Qt::AlignCenter, chart.x_title);
    p.save();
    p.translate(18, area.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-area.height() / 2, -10, area.height(), 20), Qt::AlignCenter, chart.y_title);
    p.restore();
    QFont bold = font;
    bold.setPixelSize(15);
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRectF(0, 10, kWidth, 28), Qt::AlignCenter, chart.title);
    p.setFont(font);

    // The series, each a polyline with dots, and the legend.
    for (int i = 0; i < chart.series.size(); ++i) {
        const auto& s = chart.series[i];
        if (s.points.isEmpty()) continue;
        QPainterPath path(at(s.points[0].x(), s.points[0].y()));
        for (const auto& pt : s.points) path.lineTo(at(pt.x(), pt.y()));
        p.setPen(QPen(s.color, 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setBrush(s.color);
        for (const auto& pt : s.points) p.drawEllipse(at(pt.x(), pt.y()), 3.5, 3.5);
        const QPointF legend(area.right() - 180, area.top() + 14 + 20 * i);
        p.drawLine(legend, legend + QPointF(24, 0));
        p.setPen(Qt::black);
        p.drawText(QRectF(legend.x() + 30, legend.y() - 8, 150, 16), Qt::AlignLeft | Qt::AlignVCenter, s.name);
    }
    return image;
}

}  // namespace synsema::services
