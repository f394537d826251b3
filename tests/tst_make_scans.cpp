// make-scans (tests/tools/make-scans), issue 22's scanned test material: the
// files and their names, page sizes and counts, resolutions, what each
// variant does to the pixels, no text layer in the PDFs, the same bytes for
// the same seed, and a clear failure for a missing font.
#include <QDir>
#include <QFile>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <leptonica/allheaders.h>
#include <poppler-qt6.h>

#include <cmath>
#include <memory>

#include "tests/tools/make-scans/page_layout.h"

namespace {

struct Run {
    int exit_code = -1;
    QByteArray err;
};

Run make_scans(const QStringList& args) {
    QProcess p;
    p.start(SYNSEMA_MAKE_SCANS_PATH, args);
    if (!p.waitForFinished(300000)) p.kill();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardError()};
}

// A page of text with a tab, a line longer than the page and a word longer than a line.
QString one_page_text() {
    return "Patient: Jane Q. Example\tDOB: 03/14/1961\n"
           "This sentence is deliberately much longer than a single printed line of a letter-size page so that "
           "the layout has to wrap it at a space and carry on below.\n"
           "Account ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJ\n";
}

QString long_text(int lines) {
    QString text;
    for (int i = 1; i <= lines; ++i) text += QString("Line %1 of the record, MRN 55%2.\n").arg(i, 3, 10, QChar('0')).arg(i);
    return text;
}

void write(const QString& path, const QString& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.toUtf8());
}

// Mean of |a - b| over two same-sized grey images.
double mean_difference(const QImage& a, const QImage& b) {
    double sum = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) sum += std::abs(int(a.constScanLine(y)[x]) - int(b.constScanLine(y)[x]));
    return sum / (double(a.width()) * a.height());
}

// Dark pixels (< 128) in a rectangle of a grey image.
long dark_pixels(const QImage& g, QRect r) {
    long n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) n += g.constScanLine(y)[x] < 128;
    return n;
}

QImage grey(const QString& path) {
    QImage image(path);
    return image.convertToFormat(QImage::Format_Grayscale8);
}

}  // namespace

class TestMakeScans : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString out_;
    QJsonArray manifest_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        write(dir_.filePath("short.txt"), one_page_text());
        write(dir_.filePath("long.txt"), long_text(70));
        out_ = dir_.filePath("out");
        // Both fonts on one page; several pages in one font (the noise of every page costs CI time).
        Run r = make_scans({out_, dir_.filePath("short.txt")});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        r = make_scans({"--fonts", "serif", out_, dir_.filePath("long.txt")});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QFile m(QDir(out_).filePath("manifest.json"));
        QVERIFY(m.open(QIODevice::ReadOnly));
        manifest_ = QJsonDocument::fromJson(m.readAll()).object()["files"].toArray();
    }

    void every_variant_in_each_font_data() {
        QTest::addColumn<QString>("stem");
        QTest::addColumn<QStringList>("fonts");
        QTest::addColumn<QStringList>("files");
        const QStringList one_page = {"clean.pdf", "clean.png", "noise.pdf", "noise.png", "skew.pdf", "skew.png",
                                      "jpeg60.pdf", "jpeg60.jpg", "page90.pdf", "page90.png", "fax.tif"};
        const QStringList pages = {"clean.pdf", "noise.pdf", "skew.pdf", "jpeg60.pdf", "page90.pdf", "fax.tif"};
        QTest::newRow("one page") << "short" << QStringList{"serif", "sans"} << one_page;
        QTest::newRow("several pages (no single-image files)") << "long" << QStringList{"serif"} << pages;
    }
    void every_variant_in_each_font() {
        QFETCH(QString, stem);
        QFETCH(QStringList, fonts);
        QFETCH(QStringList, files);
        QStringList expected;
        for (const QString& font : fonts)
            for (const QString& f : files) expected << stem + "." + font + "-" + f;
        QStringList present = QDir(out_).entryList({stem + ".*"}, QDir::Files);
        expected.sort();
        present.sort();
        QCOMPARE(present, expected);
    }

    void wrapped_lines_fit_and_keep_the_text() {
        QFont font = synsema::scans::page_font("DejaVu Serif");
        const auto lines = synsema::scans::wrap_lines(one_page_text(), font);
        QVERIFY(lines.size() >= 5);  // 3 source lines, two of them wrapped
        QFontMetricsF fm(font);
        QString joined;
        for (const QString& l : lines) {
            QVERIFY2(fm.horizontalAdvance(l) <= synsema::scans::kPageWidth - 2 * synsema::scans::kMargin, qPrintable(l));
            joined += l;
        }
        QString source = one_page_text();
        source.remove('\n').remove(' ').remove('\t');
        joined.remove(' ');
        QCOMPARE(joined, source);
    }

    void pages_are_letter_size_at_300_dpi() {
        QImage page(QDir(out_).filePath("short.serif-clean.png"));
        QCOMPARE(page.size(), QSize(2550, 3300));
        QCOMPARE(std::lround(page.dotsPerMeterX() * 0.0254), 300L);
        QVERIFY(page.allGray());
        QCOMPARE(page.text("Description"), QString("make-scans short.serif-clean"));
        const QImage g = page.convertToFormat(QImage::Format_Grayscale8);
        QVERIFY(dark_pixels(g, QRect(300, 300, 1950, 300)) > 2000);  // the first lines have ink
        QCOMPARE(dark_pixels(g, QRect(0, 0, 2550, 290)), 0L);        // the top margin has none
        QCOMPARE(dark_pixels(g, QRect(2260, 0, 290, 3300)), 0L);     // nor the right margin (lines wrapped)
    }

    void pdfs_hold_every_page_and_no_text_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("pages");
        for (const QString& v : QStringList{"clean", "noise", "skew", "jpeg60", "page90"}) {
            QTest::newRow(qPrintable("short " + v)) << "short.sans-" + v + ".pdf" << 1;
            QTest::newRow(qPrintable("long " + v)) << "long.serif-" + v + ".pdf" << 2;
        }
    }
    void pdfs_hold_every_page_and_no_text() {
        QFETCH(QString, file);
        QFETCH(int, pages);
        auto pdf = Poppler::Document::load(QDir(out_).filePath(file));
        QVERIFY(pdf);
        QCOMPARE(pdf->numPages(), pages);
        int landscape = 0;
        for (int p = 0; p < pages; ++p) {
            auto page = pdf->page(p);
            QVERIFY(page->text(QRectF()).trimmed().isEmpty());  // page images only
            QSizeF size = page->pageSizeF();
            if (size.width() > size.height()) ++landscape;
            QVERIFY(std::abs(size.width() * size.height() - 612.0 * 792.0) < 1.0);
        }
        QCOMPARE(landscape, file.contains("page90") ? 1 : 0);
        QCOMPARE(pdf->info("Title"), "make-scans " + file.chopped(4));  // metadata for the round trip to miss
    }

    void noise_skew_and_jpeg_change_the_pixels() {
        const QImage clean = grey(QDir(out_).filePath("short.serif-clean.png"));
        const double noise = mean_difference(clean, grey(QDir(out_).filePath("short.serif-noise.png")));
        const double skewed = mean_difference(clean, grey(QDir(out_).filePath("short.serif-skew.png")));
        const double jpeg = mean_difference(clean, grey(QDir(out_).filePath("short.serif-jpeg60.jpg")));
        qInfo("mean |difference| to clean: noise %.2f, skew %.2f, jpeg60 %.2f", noise, skewed, jpeg);
        QVERIFY(noise > 6 && noise < 25);   // sigma 24, clamped at white
        QVERIFY(skewed > 0.5);
        QVERIFY(jpeg > 0.05 && jpeg < noise);  // artefacts around the type only
        for (const auto& v : manifest_) {
            const QJsonObject row = v.toObject();
            if (row["variant"] != "skew") continue;
            for (const auto& a : row["degrees"].toArray()) QVERIFY(std::abs(a.toDouble()) >= 1 && std::abs(a.toDouble()) <= 3);
        }
    }

    void the_turned_page_is_landscape() {
        QImage turned(QDir(out_).filePath("short.sans-page90.png"));
        QCOMPARE(turned.size(), QSize(3300, 2550));
    }

    void fax_is_a_multipage_bilevel_tiff_at_200_by_100_dpi() {
        setMsgSeverity(L_SEVERITY_NONE);
        const QByteArray path = QFile::encodeName(QDir(out_).filePath("long.serif-fax.tif"));
        Pixa* pixa = pixaReadMultipageTiff(path.constData());
        QVERIFY(pixa);
        std::unique_ptr<Pixa, void (*)(Pixa*)> guard(pixa, [](Pixa* p) { pixaDestroy(&p); });
        QCOMPARE(pixaGetCount(pixa), 2);
        for (int i = 0; i < 2; ++i) {
            Pix* pix = pixaGetPix(pixa, i, L_CLONE);
            QCOMPARE(pixGetWidth(pix), 1700);
            QCOMPARE(pixGetHeight(pix), 1100);
            QCOMPARE(pixGetDepth(pix), 1);
            QCOMPARE(pixGetXRes(pix), 200);
            QCOMPARE(pixGetYRes(pix), 100);
            l_int32 black = 0;
            pixCountPixels(pix, &black, nullptr);
            QVERIFY2(black > 5000 && black < 1700 * 1100 / 5, qPrintable(QString::number(black)));  // text, not a blank or black page
            pixDestroy(&pix);
        }
    }

    void the_same_seed_gives_the_same_bytes() {
        const QString again = dir_.filePath("again"), other = dir_.filePath("other");
        Run r = make_scans({"--fonts", "serif", again, dir_.filePath("short.txt")});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        r = make_scans({"--fonts", "serif", "--seed", "23", "--variants", "noise,skew", other, dir_.filePath("short.txt")});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const QStringList files = QDir(again).entryList({"short.*"}, QDir::Files);
        QCOMPARE(files.size(), 11);
        for (const QString& f : files) {
            QFile a(QDir(out_).filePath(f)), b(QDir(again).filePath(f));
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QVERIFY2(a.readAll() == b.readAll(), qPrintable(f + " differs between two runs"));
        }
        for (const QString& f : QStringList{"short.serif-noise.png", "short.serif-skew.png"}) {
            QFile a(QDir(out_).filePath(f)), b(QDir(other).filePath(f));
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QVERIFY2(a.readAll() != b.readAll(), qPrintable(f + " is the same under another seed"));
        }
    }

    void a_missing_font_fails_clearly() {
        Run r = make_scans({"--serif", "No Such Font Family 22", dir_.filePath("none"), dir_.filePath("short.txt")});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.err.contains("No Such Font Family 22") && r.err.contains("not installed"), r.err.constData());
    }
};

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);  // fonts, for wrap_lines
    TestMakeScans t;
    return QTest::qExec(&t, argc, argv);
}
#include "tst_make_scans.moc"
