// OCR throughput (issue #22): letter-size pages at 300 dpi, rendered here
// with Qt as image-only PDFs, imported through the OCR helpers. Prints the
// latency of a one-page document (the first run's includes the helpers'
// start and Tesseract's language load) and pages per second over a PAGES-page
// document, for each of R runs, then medians.
//   build/tests/bench/bench-ocr [PAGES] [RUNS]
// Tesseract's own threads: OMP_THREAD_LIMIT (2 for the figure).
#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "services/documents/document.h"
#include "tests/support/scan_pages.h"

namespace {

const QString kPage =
    "DISCHARGE SUMMARY\n\nPatient: Margaret Holloway    MRN: 00482913\nDOB: 04/17/1951    Admitted: 03/02/2024\n"
    "Attending: Dr. Anjali Raman, MD (NPI 1987654328)\nAddress: 1427 Wexford Lane, Apt 3B, Columbus, OH 43214\n\n"
    "HISTORY OF PRESENT ILLNESS\nMrs. Holloway is a 72-year-old woman with type 2 diabetes mellitus, hypertension\n"
    "and Parkinson's disease who presented with two days of fever and dysuria. Her daughter reported new\n"
    "confusion on the morning of March 1. Urine culture grew E. coli sensitive to ceftriaxone. She was treated\n"
    "with IV ceftriaxone and transitioned to oral cefpodoxime on 3/6. Metformin was held and restarted.\n\n"
    "DISCHARGE MEDICATIONS\n1. Cefpodoxime 200 mg PO BID for 5 days\n2. Lisinopril 10 mg daily\n"
    "3. Carbidopa-levodopa 25/100 mg three times daily\n\nFollow up with the primary care physician in one week.\n";

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int pages = argc > 1 ? std::max(2, std::atoi(argv[1])) : 6;
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 3;
    QTemporaryDir dir;
    QList<QImage> images;
    for (int i = 0; i < pages; ++i) images << synsema::test::render_page(kPage + kPage);
    auto write = [&](const QString& name, const QList<QImage>& list) {
        const QString path = dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(synsema::test::pdf_of(list)) <= 0) std::exit(1);
        return path;
    };
    const QString one = write("one.pdf", {images.front()}), many = write("many.pdf", images);
    std::vector<double> first_ms, pps;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer clock;
        clock.start();
        (void)synsema::documents::import_document(one);
        first_ms.push_back(double(clock.elapsed()));
        clock.restart();
        const auto doc = synsema::documents::import_document(many);
        pps.push_back(pages / (double(clock.elapsed()) / 1000.0));
        std::printf("run %d: one page %.0f ms%s; %d pages at %.2f pages/s (%zu words)\n", r + 1, first_ms.back(),
                    r == 0 ? " (helpers started)" : "", pages, pps.back(), doc.words.size());
    }
    std::printf("median: one page %.0f ms, %.2f pages/s (first run's page %.0f ms)\n", median(first_ms), median(pps), first_ms.front());
    return 0;
}
