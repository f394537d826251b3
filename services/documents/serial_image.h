// Image operations for the engine thread that never wait on Qt's global
// thread pool.
//
// Why: Qt 6.4 splits a large QImage conversion, a smooth scale or a painted
// fill into tasks on QThreadPool::globalInstance() and blocks until they are
// done. The GUI thread's own painting (a progress bar's fill) queues in that
// same pool, behind every task the engine queued: a page-sized conversion on
// the engine thread stalled the window 50-120 ms on two cores while OCR ran.
// Here conversions and painting run in bands small enough that Qt keeps each
// on the calling thread (the same pixels as one call), and scaling and
// quarter turns go through Leptonica, which is single-threaded.
// tst_documents_serial_image proves it with the pool held busy.
#pragma once
#include <QImage>
#include <QPainter>

#include <functional>

namespace synsema::documents {

// image.convertToFormat(format), on this thread.
QImage converted(const QImage& image, QImage::Format format);

// The image at width x height (shape not kept), smoothed: area averaging when
// shrinking, linear interpolation when growing, no sharpening. Grey stays
// 8-bit grey; anything else comes back as RGB32. Null when out of memory.
QImage scaled_smooth(const QImage& image, int width, int height);

// An 8-bit grey image turned clockwise by `quarter_turns` x 90 degrees (exact).
QImage quarter_turned(const QImage& grey, int quarter_turns);

// Runs `paint` once per band of `canvas`'s rows, clipped to the band, so each
// of Qt's fills stays on this thread. `paint` must draw the same thing every
// time; the result is the same as painting once, but for a pixel on a drawn
// image's outline where a band's edge crosses it.
void paint_in_bands(QImage& canvas, const std::function<void(QPainter&)>& paint);

}  // namespace synsema::documents
