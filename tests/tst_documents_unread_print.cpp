// Print an OCR reading left out is read again (services/documents/unread_print.h).
// Tesseract's layout now and then drops a whole line of a page, which export
// then leaves unredacted; the round trip found one ("TPA: HealthBridge TPA
// Services  Card ID HB7730214566" in a scanned discharge summary). Here a
// reading that lacks a line is made by leaving that line's words out of a
// real reading of the page: the line is found in the second reading and
// added after the rest as a block of its own. A complete reading is left
// as it is, and so is a page whose only leftovers are a rule and a speck.
// And the two lines the round trip found left out are read.
#include <QGuiApplication>
#include <QPainter>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "engine/ocr/ocr_helper.h"
#include "services/documents/document.h"
#include "services/documents/page_image.h"
#include "services/documents/unread_print.h"
#include "tests/support/scan_pages.h"
#include "tests/support/test_data.h"

using namespace synsema;
using namespace synsema::documents;

namespace {

const QString kPage =
    "DISCHARGE SUMMARY\n"
    "Patient: Margaret Holloway    MRN: 00482913\n"
    "Payer: Suraksha General Insurance\n"
    "\n\n\n\n"
    "TPA: HealthBridge TPA Services    Card ID HB7730214566\n";

QString text_of(const ocr::Recognition& r) {
    QString out;
    for (const auto& w : r.words) out += QString::fromStdString(w.text) + (w.line_end ? "\n" : " ");
    return out;
}

}  // namespace

class DocumentsUnreadPrint : public QObject {
    Q_OBJECT
    QImage page_;
    ocr::Recognition full_;

private slots:
    void initTestCase() {
        page_ = to_grey(test::render_page(kPage));
        full_ = ocr::recognize(to_ocr_image(page_), 300, "eng");
        QVERIFY2(text_of(full_).contains("HealthBridge"), qPrintable(text_of(full_)));
    }

    void a_line_left_out_is_read_again() {
        // The reading without the last line: every word below the middle of the page's text dropped.
        ocr::Recognition read = full_;
        int tpa_top = 0;
        for (const auto& w : full_.words)
            if (w.text == "TPA:") tpa_top = w.y;
        QVERIFY(tpa_top > 0);
        std::erase_if(read.words, [&](const ocr::Word& w) { return w.y >= tpa_top - 5; });
        const size_t kept = read.words.size();
        QVERIFY(kept > 5);
        const int added = read_unread_print(page_, 300, "eng", 0, read);
        QVERIFY2(added >= 6, qPrintable(QString::number(added) + ": " + text_of(read)));
        QCOMPARE(read.words.size(), kept + size_t(added));
        QVERIFY(read.words[kept - 1].block_end);  // the second reading is a block of its own
        const QString text = text_of(read);
        QVERIFY2(text.contains("HealthBridge") && text.contains("HB7730214566"), qPrintable(text));
        QVERIFY2(read.mean_confidence > 80, qPrintable(QString::number(read.mean_confidence)));
    }

    // The two lines the round trip of the scanned dev set found left out,
    // made again by make-scans from the shared dev texts: in 07's sans copy
    // the line over a row of dashes, in 13's sans JPEG copy the line under
    // one (which the masked page's layout analysis left out again: only the
    // reading as one block finds it).
    void lines_the_round_trip_found_left_out_data() {
        QTest::addColumn<QString>("document");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("line");
        QTest::newRow("07 sans clean") << "07-in-hospital-discharge" << "clean" << "HealthBridge TPA Services Card ID HB7730214566";
        QTest::newRow("13 sans jpeg60") << "13-pharmacy-counselling-log" << "jpeg60" << "DOB 1957-04-22 Rx 6104418";
    }
    void lines_the_round_trip_found_left_out() {
        QFETCH(QString, document);
        QFETCH(QString, variant);
        QFETCH(QString, line);
        SYNSEMA_REQUIRE_DATA(text, "eval/redaction-wide/" + document + ".txt");
        QTemporaryDir out;
        QProcess make;
        make.start(SYNSEMA_MAKE_SCANS_PATH, {out.path(), text, "--fonts", "sans", "--variants", variant});
        QVERIFY(make.waitForFinished(120000) && make.exitCode() == 0);
        const ImportedDocument doc = import_document(out.filePath(document + ".sans-" + variant + ".pdf"));
        const QString read = QString::fromStdString(doc.text).simplified();
        QVERIFY2(read.contains(line), qPrintable(read));
        QVERIFY(doc.pages[0].ocr_second_reading_words > 0);
    }

    void a_complete_reading_is_left_as_it_is() {
        ocr::Recognition read = full_;
        QCOMPARE(read_unread_print(page_, 300, "eng", 0, read), 0);
        QCOMPARE(read.words.size(), full_.words.size());
    }

    void a_rule_and_a_speck_are_not_print() {
        QImage page = page_.copy();
        QPainter p(&page);
        p.fillRect(QRect(300, 2800, 1900, 4), Qt::black);  // a rule under the text
        p.fillRect(QRect(2000, 3000, 12, 12), Qt::black);  // a speck
        p.end();
        ocr::Recognition read = full_;
        QCOMPARE(read_unread_print(page, 300, "eng", 0, read), 0);
    }
};

QTEST_MAIN(DocumentsUnreadPrint)
#include "tst_documents_unread_print.moc"
