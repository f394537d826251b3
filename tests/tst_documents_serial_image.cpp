// services/documents/serial_image.h: the engine thread's image operations give
// Qt's own pixels (conversions, quarter turns, painting) or a close smoothing
// (scaling), and none of them waits on Qt's global thread pool, where the GUI
// thread's painting queues (a 50-120 ms stall of the window during OCR).
#include <QElapsedTimer>
#include <QPainter>
#include <QSemaphore>
#include <QThreadPool>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <thread>

#include "services/documents/document.h"
#include "services/documents/page_image.h"
#include "services/documents/serial_image.h"

using namespace synsema::documents;

namespace {

// A page-like image: a grey ramp with dark strokes, so every pixel matters.
QImage test_page(int w, int h, QImage::Format format) {
    QImage img(w, h, QImage::Format_ARGB32);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const int ink = ((x / 7 + y / 5) % 9 == 0) ? 0 : 255;
            img.setPixel(x, y, qRgba(std::min(ink, (x * 255) / std::max(1, w - 1)), std::min(ink, (y * 255) / std::max(1, h - 1)),
                                     (x * 3 + y) & 255, 200 + (x & 55)));
        }
    return img.convertToFormat(format);
}

double mean_abs_difference(const QImage& a, const QImage& b) {
    const QImage ga = a.convertToFormat(QImage::Format_RGB32), gb = b.convertToFormat(QImage::Format_RGB32);
    double total = 0;
    for (int y = 0; y < ga.height(); ++y)
        for (int x = 0; x < ga.width(); ++x) {
            const QRgb p = ga.pixel(x, y), q = gb.pixel(x, y);
            total += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) + std::abs(qBlue(p) - qBlue(q));
        }
    return total / (3.0 * ga.width() * ga.height());
}

// Holds every thread of Qt's global pool until released.
class BusyPool {
public:
    BusyPool() {
        QThreadPool* pool = QThreadPool::globalInstance();
        n_ = pool->maxThreadCount();
        for (int i = 0; i < n_; ++i)
            pool->start([this] {
                started_.release();
                release_.acquire();
            });
        started_.acquire(n_);
    }
    ~BusyPool() {
        release();
        QThreadPool::globalInstance()->waitForDone();
    }
    // From any thread; once.
    void release() {
        if (!released_.exchange(true)) release_.release(n_);
    }

private:
    int n_ = 0;
    std::atomic<bool> released_{false};
    QSemaphore started_, release_;
};

}  // namespace

class DocumentsSerialImage : public QObject {
    Q_OBJECT

private slots:
    void converted_is_qts_conversion_data() {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        const int sizes[][2] = {{1, 1}, {7, 3}, {333, 211}, {2551, 40}, {64, 2049}};
        const QImage::Format pairs[][2] = {{QImage::Format_ARGB32_Premultiplied, QImage::Format_Grayscale8},
                                           {QImage::Format_RGB32, QImage::Format_Grayscale8},
                                           {QImage::Format_Mono, QImage::Format_Grayscale8},
                                           {QImage::Format_Indexed8, QImage::Format_Grayscale8},
                                           {QImage::Format_RGB888, QImage::Format_Grayscale8},
                                           {QImage::Format_Grayscale8, QImage::Format_RGB32},
                                           {QImage::Format_ARGB32, QImage::Format_RGB32}};
        for (const auto& s : sizes)
            for (const auto& p : pairs)
                QTest::addRow("%dx%d %d->%d", s[0], s[1], int(p[0]), int(p[1])) << s[0] << s[1] << int(p[0]) << int(p[1]);
    }
    void converted_is_qts_conversion() {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, from);
        QFETCH(int, to);
        const QImage source = test_page(width, height, QImage::Format(from));
        const QImage mine = converted(source, QImage::Format(to));
        QCOMPARE(mine, source.convertToFormat(QImage::Format(to)));
    }

    void quarter_turns_are_qts() {
        const QImage grey = test_page(301, 157, QImage::Format_Grayscale8);
        for (int turns = -1; turns <= 4; ++turns)
            QCOMPARE(quarter_turned(grey, turns), grey.transformed(QTransform().rotate(90.0 * turns)));
    }

    void scaled_smooth_is_close_to_qts_data() {
        QTest::addColumn<int>("format");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<double>("tolerance");  // mean difference in grey levels
        // Shrinking a 300 dpi page to the preview's 100 dpi; growing a fax's 98 dpi rows to 196.
        QTest::newRow("grey shrink") << int(QImage::Format_Grayscale8) << 400 << 301 << 4.0;
        QTest::newRow("colour shrink") << int(QImage::Format_RGB32) << 400 << 301 << 4.0;
        QTest::newRow("grey fax rows") << int(QImage::Format_Grayscale8) << 1200 << 1806 << 4.0;
        QTest::newRow("grey one pixel less") << int(QImage::Format_Grayscale8) << 1199 << 902 << 4.0;
    }
    void scaled_smooth_is_close_to_qts() {
        QFETCH(int, format);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(double, tolerance);
        const QImage source = test_page(1200, 903, QImage::Format(format));
        const QImage mine = scaled_smooth(source, width, height);
        QCOMPARE(mine.size(), QSize(width, height));
        QCOMPARE(mine.format(), format == QImage::Format_Grayscale8 ? QImage::Format_Grayscale8 : QImage::Format_RGB32);
        const QImage qts = source.scaled(width, height, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        const double difference = mean_abs_difference(mine, qts);
        QVERIFY2(difference <= tolerance, qPrintable(QString("mean difference %1 grey levels").arg(difference)));
    }

    void painting_in_bands_is_painting_once() {
        const QImage grey = test_page(517, 389, QImage::Format_Grayscale8);
        const auto paint = [&](QPainter& p) {
            p.setRenderHint(QPainter::SmoothPixmapTransform, true);
            p.translate(300, 250);
            p.rotate(2.7);
            p.translate(-grey.width() / 2.0, -grey.height() / 2.0);
            p.drawImage(0, 0, grey);
        };
        QImage once(600, 500, QImage::Format_RGB32), banded(600, 500, QImage::Format_RGB32);
        once.fill(Qt::white);
        banded.fill(Qt::white);
        {
            QPainter p(&once);
            paint(p);
        }
        paint_in_bands(banded, paint);
        // Inside the drawn image every pixel is the same; where a band's edge
        // crosses the image's outline, that one outline pixel may come out otherwise.
        int differing = 0;
        for (int y = 0; y < once.height(); ++y)
            for (int x = 0; x < once.width(); ++x) differing += once.pixel(x, y) != banded.pixel(x, y) ? 1 : 0;
        const int band_edges = once.height() / 32;
        QVERIFY2(differing <= 2 * band_edges, qPrintable(QString("%1 pixels differ").arg(differing)));
    }

    // The point of the file: with every thread of the global pool held, a
    // page's worth of the engine's image work still finishes; Qt's own
    // conversion of the grey page to RGB32 waits for the pool (the test can fail).
    void nothing_waits_on_the_global_pool() {
        const QImage page = test_page(2550, 3300, QImage::Format_ARGB32_Premultiplied);
        const QImage grey = page.convertToFormat(QImage::Format_Grayscale8);
        BusyPool busy;
        // Were the work to wait on the pool, the watchdog frees it after 20 s and the bound below fails.
        std::atomic<bool> finished{false};
        std::thread watchdog([&] {
            for (int i = 0; i < 200 && !finished; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
            busy.release();
        });

        std::atomic<bool> qt_done{false};
        std::thread control([&] {
            (void)grey.convertToFormat(QImage::Format_RGB32);
            qt_done = true;
        });

        QElapsedTimer clock;
        clock.start();
        QCOMPARE(converted(page, QImage::Format_Grayscale8).size(), page.size());
        QCOMPARE(converted(grey, QImage::Format_RGB32).size(), page.size());
        QCOMPARE(scaled_smooth(page, 850, 1100).size(), QSize(850, 1100));
        QCOMPARE(scaled_smooth(grey, 2550, 6600).height(), 6600);
        QCOMPARE(quarter_turned(grey, 1).size(), QSize(3300, 2550));
        PagePrep prep;
        prep.quarter_turns = 3;
        prep.deskew_degrees = 1.5;
        prep.y_scale = 1.25;
        QVERIFY(!apply_prep(grey, prep).isNull());
        const qint64 elapsed = clock.elapsed();
        const bool qt_waited = !qt_done.load();
        finished = true;
        watchdog.join();
        control.join();
        qInfo("the engine's image work took %lld ms with the pool held", static_cast<long long>(elapsed));
        QVERIFY2(elapsed < 20000, "the engine's image work waited for Qt's global thread pool");
        QVERIFY2(qt_waited, "Qt's own conversion finished with the pool held: this test no longer shows anything");
    }
};

QTEST_MAIN(DocumentsSerialImage)
#include "tst_documents_serial_image.moc"
