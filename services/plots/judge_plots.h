// The judge's two plots as PNG files, drawn with QPainter on a QImage: the
// reliability diagram (accuracy against confidence per ECE bin) and the
// risk–coverage curve. Text needs fonts, so a QGuiApplication must exist
// (the CLI creates one on the offscreen platform when there is no display).
#pragma once
#include <QImage>
#include <QString>

#include "engine/judge/metrics.h"

namespace synsema::services {

// Bars of per-bin accuracy over the diagonal of perfect calibration, with the
// ECE in the title. Empty bins are left blank.
QImage draw_reliability_diagram(const judge::Metrics& metrics, const QString& title);

// Risk against coverage for the raw and the calibrated probabilities, with
// AURC in the legend; `gate_coverage` (< 0: none) marks the gate's operating point.
QImage draw_risk_coverage(const judge::Metrics& raw, const judge::Metrics& calibrated, double gate_coverage);

// Saves as PNG, atomically. Throws Error(Io) on failure and Error(Invalid)
// when no QGuiApplication exists.
// Writes a new PNG file; returns the path written (output_file.h).
QString save_png(const QImage& image, const QString& path);

}  // namespace synsema::services
