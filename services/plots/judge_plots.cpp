#include "judge_plots.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

#include "services/judge/judge_io.h"
#include "services/output_file.h"
#include "engine/util/error.h"

namespace synsema::services {
namespace {

constexpr int kWidth = 640, kHeight = 520;
constexpr int kLeft = 70, kRight = 20, kTop = 50, kBottom = 60;

void require_gui() {
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        throw Error(ErrorKind::Invalid, "drawing plots needs a QGuiApplication (fonts)");
}

// The plot area and the mapping from [0,1]^2 into it.
struct Frame {
    QRectF area{double(kLeft), double(kTop), double(kWidth - kLeft - kRight), double(kHeight - kTop - kBottom)};
    QPointF at(double x, double y) const { return {area.left() + x * area.width(), area.bottom() - y * area.height()}; }
};

QImage blank_canvas() {
    QImage image(kWidth, kHeight, QImage::Format_ARGB32);
    image.fill(Qt::white);
    return image;
}

// Axes with ticks every 0.2, their labels and the axis titles.
void draw_axes(QPainter& p, const Frame& f, const QString& title, const QString& x_title, const QString& y_title) {
    p.setPen(QPen(QColor(220, 220, 220), 1));
    for (int i = 0; i <= 5; ++i) {
        const double v = i / 5.0;
        p.drawLine(f.at(v, 0), f.at(v, 1));
        p.drawLine(f.at(0, v), f.at(1, v));
    }
    p.setPen(QPen(Qt::black, 1.5));
    p.drawRect(f.area);
    QFont font = p.font();
    font.setPixelSize(12);
    p.setFont(font);
    for (int i = 0; i <= 5; ++i) {
        const double v = i / 5.0;
        const QString label = QString::number(v, 'f', 1);
        p.drawText(QRectF(f.at(v, 0).x() - 20, f.area.bottom() + 4, 40, 16), Qt::AlignCenter, label);
        p.drawText(QRectF(f.area.left() - 44, f.at(0, v).y() - 8, 38, 16), Qt::AlignRight | Qt::AlignVCenter, label);
    }
    p.drawText(QRectF(f.area.left(), f.area.bottom() + 24, f.area.width(), 20), Qt::AlignCenter, x_title);
    p.save();
    p.translate(16, f.area.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-f.area.height() / 2, -10, f.area.height(), 20), Qt::AlignCenter, y_title);
    p.restore();
    font.setPixelSize(15);
    font.setBold(true);
    p.setFont(font);
    p.drawText(QRectF(0, 10, kWidth, 28), Qt::AlignCenter, title);
    font.setBold(false);
    font.setPixelSize(12);
    p.setFont(font);
}

}  // namespace

QImage draw_reliability_diagram(const judge::Metrics& metrics, const QString& title) {
    require_gui();
    QImage image = blank_canvas();
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const Frame f;
    draw_axes(p, f, QString("%1 — ECE %2 (n = %3)").arg(title).arg(metrics.ece, 0, 'f', 4).arg(metrics.n),
              "confidence", "accuracy");
    // Bars: accuracy per bin; the gap to the bin's mean confidence in red.
    for (const auto& bin : metrics.bins) {
        if (bin.count == 0) continue;
        const QRectF bar(f.at(bin.lower, bin.accuracy), f.at(bin.upper, 0));
        p.fillRect(bar.adjusted(1, 0, -1, 0), QColor(70, 110, 180));
        const double lo = std::min(bin.accuracy, bin.mean_confidence), hi = std::max(bin.accuracy, bin.mean_confidence);
        p.fillRect(QRectF(f.at(bin.lower, hi), f.at(bin.upper, lo)).adjusted(1, 0, -1, 0), QColor(220, 60, 60, 110));
    }
    p.setPen(QPen(Qt::darkGray, 1.5, Qt::DashLine));
    p.drawLine(f.at(0, 0), f.at(1, 1));
    p.setPen(Qt::black);
    p.drawText(QRectF(f.area.left() + 8, f.area.top() + 6, 260, 18), Qt::AlignLeft,
               "blue: accuracy, red: gap to confidence");
    return image;
}

QImage draw_risk_coverage(const judge::Metrics& raw, const judge::Metrics& calibrated, double gate_coverage) {
    require_gui();
    QImage image = blank_canvas();
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const Frame f;
    draw_axes(p, f, "Risk–coverage", "coverage (fraction decided automatically)", "risk (error rate among decided)");
    auto curve = [&](const judge::Metrics& m, const QColor& colour, const QString& name, int legend_row) {
        QPainterPath path;
        path.moveTo(f.at(0, m.risk_coverage.empty() ? 0 : m.risk_coverage.front().risk));
        for (const auto& pt : m.risk_coverage) path.lineTo(f.at(pt.coverage, pt.risk));
        p.setPen(QPen(colour, 2));
        p.drawPath(path);
        p.drawText(QRectF(f.area.left() + 8, f.area.top() + 6 + 18 * legend_row, 300, 18), Qt::AlignLeft,
                   QString("%1 (AURC %2)").arg(name).arg(m.aurc, 0, 'f', 4));
    };
    curve(raw, QColor(150, 150, 150), "raw", 0);
    curve(calibrated, QColor(70, 110, 180), "calibrated", 1);
    if (gate_coverage >= 0) {
        p.setPen(QPen(QColor(200, 120, 0), 1.5, Qt::DashLine));
        p.drawLine(f.at(gate_coverage, 0), f.at(gate_coverage, 1));
        p.drawText(QRectF(f.at(gate_coverage, 1).x() + 4, f.area.top() + 42, 160, 18), Qt::AlignLeft, "gate");
    }
    return image;
}

QString save_png(const QImage& image, const QString& path) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) throw Error(ErrorKind::Io, path.toStdString() + ": cannot encode PNG");
    return write_new_output(path, bytes);
}

}  // namespace synsema::services
