// TIFF in, TIFF out (issue #22: "TIFF input may also give a TIFF"). A fax's
// multi-page bilevel TIFF, redacted with keep_tiff, comes back a new
// multi-page TIFF: every page, still bilevel, boxes burned in, no text and
// none of the input's tags; OCR'd again, the identifiers are gone. A grey
// TIFF stays grey; other scans, and TIFFs without keep_tiff, still give an
// image-only PDF. The output is a new file: a taken name or a link there is
// never written over or through. And the page joiner on its own: pages of
// mixed depth read back, a page with a tag that is not the pixels' refused.
#include <QGuiApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

#include "services/documents/document.h"
#include "services/documents/tiff_pages.h"
#include "services/redact/redaction_job.h"
#include "engine/redact/detector.h"
#include "engine/redact/policy.h"
#include "engine/util/error.h"
#include "tests/support/fax_pages.h"
#include "tests/support/scan_pages.h"
#include "tests/support/test_data.h"

using namespace synsema;
using namespace synsema::documents;
using synsema::test::fax_pix;
using synsema::test::multipage_tiff;
using synsema::test::render_page;

namespace {

const QString kPageOne =
    "REFERRAL BY FAX\n"
    "Patient: Margaret Holloway    MRN: 00482913\n"
    "DOB: 04/17/1951    Phone: (614) 555-0142\n"
    "The patient was treated with ceftriaxone.\n";
const QString kPageTwo = "Page two: Beatrix Okonkwo-Hale was seen on 03/02/2024.\nFollow-up with ceftriaxone as before.\n";
const char* const kGone[] = {"Holloway", "Margaret", "00482913", "555-0142", "04/17/1951", "Okonkwo"};
// Stored in the input as its ImageDescription: input metadata the output must not carry.
const char kInputDescription[] = "scanned at Riverside Clinic by J. Whitcombe";

QByteArray read_file(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

QString write_file(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) qFatal("cannot write %s", qPrintable(path));
    return path;
}

// A two-page fax, its first page carrying an ImageDescription.
QByteArray fax_file() {
    PIX* first = fax_pix(render_page(kPageOne, 200));
    pixSetText(first, kInputDescription);
    return multipage_tiff({first, fax_pix(render_page(kPageTwo, 200))});
}

// Every tag of every directory of a (little-endian) TIFF.
std::vector<std::set<int>> tiff_tags(const QByteArray& b) {
    auto u = [&](qint64 at, int n) {
        uint32_t v = 0;
        for (int i = 0; i < n; ++i) v |= uint32_t(uint8_t(b[at + i])) << (8 * i);
        return v;
    };
    std::vector<std::set<int>> pages;
    if (!b.startsWith(QByteArray("II*\0", 4))) return pages;
    for (qint64 ifd = u(4, 4); ifd != 0 && ifd + 2 <= b.size() && pages.size() < 100;) {
        std::set<int> tags;
        const int n = int(u(ifd, 2));
        for (int i = 0; i < n; ++i) tags.insert(int(u(ifd + 2 + 12 * i, 2)));
        pages.push_back(tags);
        ifd = u(ifd + 2 + 12 * n, 4);
    }
    return pages;
}

struct Page {
    int depth = 0, width = 0, xres = 0, yres = 0;
};
std::vector<Page> pages_of(const QByteArray& tiff) {
    std::vector<Page> out;
    PIXA* pixa = pixaReadMemMultipageTiff(reinterpret_cast<const l_uint8*>(tiff.constData()), size_t(tiff.size()));
    if (!pixa) return out;
    for (int i = 0; i < pixaGetCount(pixa); ++i) {
        PIX* pix = pixaGetPix(pixa, i, L_CLONE);
        Page p;
        p.depth = pixGetDepth(pix);
        p.width = pixGetWidth(pix);
        pixGetResolution(pix, &p.xres, &p.yres);
        out.push_back(p);
        pixDestroy(&pix);
    }
    pixaDestroy(&pixa);
    return out;
}

QByteArray encoded_page(PIX* pix, int compression) {
    l_uint8* data = nullptr;
    size_t size = 0;
    if (pixWriteMemTiff(&data, &size, pix, compression) != 0) qFatal("cannot encode a TIFF page");
    QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    lept_free(data);
    pixDestroy(&pix);
    return bytes;
}

std::vector<services::ExportedDocument> redact_files(const QStringList& files, const QString& out_dir, bool keep_tiff,
                                                     bool no_clobber = false) {
    services::RedactionSet set = services::import_documents(files);
    if (!set.failed.empty()) qFatal("import failed: %s", qPrintable(set.failed[0].message));
    services::detect_documents(set, redact::Detector());
    services::ExportOptions options;
    options.out_dir = out_dir;
    options.policy = redact::load_policy_file(redact::find_policy("hipaa-safe-harbor"));
    options.keep_tiff = keep_tiff;
    options.no_clobber = no_clobber;
    return services::export_documents(set, options);
}

void expect_redacted_on_reading(const QString& output) {
    const ImportedDocument again = import_document(output);
    QVERIFY2(again.text.find("ceftriaxone") != std::string::npos, again.text.c_str());  // the rest is still there
    for (const char* gone : kGone)
        QVERIFY2(again.text.find(gone) == std::string::npos, qPrintable(QString(gone) + " survived: " + QString::fromStdString(again.text)));
}

}  // namespace

class DocumentsTiffExport : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString file(const QString& name) const { return dir_.filePath(name); }

private slots:
    void fax_in_gives_a_bilevel_multipage_tiff_out() {
        const QString input = write_file(file("fax.tif"), fax_file());
        const QByteArray input_sha = QCryptographicHash::hash(read_file(input), QCryptographicHash::Sha256);
        QVERIFY(read_file(input).contains(kInputDescription));  // the input does carry it
        const auto results = redact_files({input}, file("out"), true);
        QVERIFY2(results.size() == 1 && results[0].error.isEmpty(), results.empty() ? "no result" : qPrintable(results[0].error));
        QCOMPARE(results[0].output, file("out/fax.redacted.tif"));
        const QByteArray out = read_file(results[0].output);
        QCOMPARE(QCryptographicHash::hash(read_file(input), QCryptographicHash::Sha256), input_sha);  // the input is untouched
        QCOMPARE(results[0].output_sha256, QCryptographicHash::hash(out, QCryptographicHash::Sha256).toHex());

        // Two pages, bilevel, square pixels at the fax's 200 dpi.
        const std::vector<Page> pages = pages_of(out);
        QCOMPARE(pages.size(), size_t(2));
        for (const Page& p : pages) {
            QCOMPARE(p.depth, 1);
            QCOMPARE(p.xres, 200);
            QCOMPARE(p.yres, 200);
            QVERIFY2(p.width >= 1650 && p.width <= 1800, qPrintable(QString::number(p.width)));
        }
        // Nothing but what the pixels need: no description, software, date, EXIF.
        const std::set<int> structural = {254, 256, 257, 258, 259, 262, 266, 273, 274, 277, 278, 279,
                                          282, 283, 284, 292, 293, 296, 317, 320, 322, 323, 324, 325, 338, 339};
        const std::vector<std::set<int>> tags = tiff_tags(out);
        QCOMPARE(tags.size(), size_t(2));
        for (const auto& page : tags)
            for (int tag : page) QVERIFY2(structural.count(tag), qPrintable(QString("tag %1 in the output").arg(tag)));
        QVERIFY(!out.contains(kInputDescription));
        QVERIFY(!out.contains("Holloway"));
        expect_redacted_on_reading(results[0].output);
    }

    void grey_tiff_stays_grey() {
        // An 8-bit page, as a scanner set to grey writes it.
        const QString input = write_file(file("grey.tiff"), multipage_tiff({test::grey_pix(render_page(kPageOne, 200), 200)}));
        const auto results = redact_files({input}, file("grey-out"), true);
        QVERIFY2(results[0].error.isEmpty(), qPrintable(results[0].error));
        QCOMPARE(results[0].output, file("grey-out/grey.redacted.tif"));
        const std::vector<Page> pages = pages_of(read_file(results[0].output));
        QCOMPARE(pages.size(), size_t(1));
        QCOMPARE(pages[0].depth, 8);
        expect_redacted_on_reading(results[0].output);
    }

    // keep_tiff is about TIFF input: a PNG still gives a PDF, and without it a TIFF does too.
    void other_scans_and_the_default_give_pdf() {
        const QString png = test::save(render_page(kPageOne), file("letter.png"), "png");
        const QString tif = write_file(file("plain-fax.tif"), multipage_tiff({fax_pix(render_page(kPageTwo, 200))}));
        const auto kept = redact_files({png}, file("png-out"), true);
        QCOMPARE(kept[0].output, file("png-out/letter.redacted.pdf"));
        const auto by_default = redact_files({tif}, file("default-out"), false);
        QCOMPARE(by_default[0].output, file("default-out/plain-fax.redacted.pdf"));
        QVERIFY(read_file(by_default[0].output).startsWith("%PDF"));
    }

    // A user's file and a link at the output's name are left as they are.
    void taken_names_and_links_are_never_written_over() {
        const QString input = write_file(file("taken.tif"), multipage_tiff({fax_pix(render_page(kPageOne, 200))}));
        QDir().mkpath(file("taken-out"));
        write_file(file("taken-out/taken.redacted.tif"), "the user's own file");
        write_file(file("elsewhere.txt"), "a file a link points to");
        QVERIFY(QFile::link(file("elsewhere.txt"), file("taken-out/taken.redacted (2).tif")));
        const auto results = redact_files({input}, file("taken-out"), true);
        QVERIFY2(results[0].error.isEmpty(), qPrintable(results[0].error));
        QCOMPARE(results[0].output, file("taken-out/taken.redacted (3).tif"));
        QCOMPARE(read_file(file("taken-out/taken.redacted.tif")), QByteArray("the user's own file"));
        QCOMPARE(read_file(file("elsewhere.txt")), QByteArray("a file a link points to"));
        QCOMPARE(pages_of(read_file(results[0].output)).size(), size_t(1));
        // --no-clobber: the document fails, and nothing is written.
        const auto refused = redact_files({input}, file("taken-out"), true, true);
        QVERIFY(!refused[0].error.isEmpty() && refused[0].output.isEmpty());
        QVERIFY(!QFile::exists(file("taken-out/taken.redacted (4).tif")));
    }

    void cli_keep_tiff() {
        const QString input = write_file(file("cli-fax.tif"), multipage_tiff({fax_pix(render_page(kPageOne, 200))}));
        const test::CliResult r = test::run_cli({"redact", input, "--keep-tiff", "--out", file("cli-out")});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QVERIFY(QFile::exists(file("cli-out/cli-fax.redacted.tif")));
        QVERIFY(!QFile::exists(file("cli-out/cli-fax.redacted.pdf")));
        QCOMPARE(pages_of(read_file(file("cli-out/cli-fax.redacted.tif"))).size(), size_t(1));
    }

    void joined_pages_read_back() {
        QByteArray file_bytes;
        PIX* small = pixCreate(40, 30, 1);
        pixSetResolution(small, 200, 200);
        append_tiff_page(file_bytes, encoded_page(pixCopy(nullptr, small), IFF_TIFF_G4), "p1");
        PIX* grey = pixCreate(37, 21, 8);  // odd sizes: the next page starts at an odd length
        pixSetAllArbitrary(grey, 200);
        pixSetResolution(grey, 300, 300);
        append_tiff_page(file_bytes, encoded_page(grey, IFF_TIFF_ZIP), "p2");
        append_tiff_page(file_bytes, encoded_page(small, IFF_TIFF_G4), "p3");
        const std::vector<Page> pages = pages_of(file_bytes);
        QCOMPARE(pages.size(), size_t(3));
        QCOMPARE(pages[0].depth, 1);
        QCOMPARE(pages[1].depth, 8);
        QCOMPARE(pages[1].width, 37);
        QCOMPARE(pages[1].xres, 300);
        QCOMPARE(pages[2].depth, 1);
        QCOMPARE(pages[2].width, 40);
    }

    void a_page_with_other_tags_is_refused() {
        PIX* pix = pixCreate(40, 30, 1);
        pixSetText(pix, "a description");  // written as ImageDescription (270)
        const QByteArray described = encoded_page(pix, IFF_TIFF_G4);
        for (const QByteArray& bad : {described, QByteArray("II*\0garbage", 11), QByteArray("not a tiff")}) {
            QByteArray joined;
            try {
                append_tiff_page(joined, bad, "scan.tif: page 2");
                QFAIL("a page that cannot be moved safely was added");
            } catch (const Error& e) {
                QCOMPARE(e.kind(), ErrorKind::Format);
                QVERIFY2(QString(e.what()).contains("scan.tif: page 2"), e.what());
            }
            QVERIFY(joined.isEmpty());
        }
    }
};

QTEST_MAIN(DocumentsTiffExport)
#include "tst_documents_tiff_export.moc"
