// A line chart as a QImage (QPainter): a few named series over a shared x
// axis, optionally logarithmic (base 2), with a legend. The performance report
// draws prefill and decode speed against prompt length with it. Needs a
// QGuiApplication (fonts); save with save_png() from judge_plots.h.
#pragma once
#include <QColor>
#include <QImage>
#include <QString>
#include <QVector>

namespace synsema::services {

struct ChartSeries {
    QString name;
    QColor color;
    QVector<QPointF> points;  // (x, y), y >= 0
};

struct LineChart {
    QString title, x_title, y_title;
    bool log2_x = false;  // x ticks at the data's x values, spaced by log2
    QVector<ChartSeries> series;
};

QImage draw_line_chart(const LineChart& chart);

}  // namespace synsema::services
