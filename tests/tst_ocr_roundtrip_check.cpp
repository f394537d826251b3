// ocr-roundtrip-check (tests/tools/ocr-roundtrip-check), issue 22's round
// trip on a redacted output: passes a clean image-only PDF; fails, naming
// what it found, on a text layer, on metadata (the input's above all), on a
// gold identifier read back exactly or one edit away; refuses bad arguments.
// A TIFF output (redact --keep-tiff) passes with the pixels' tags only and
// fails on any other (a description here).
// The pages here carry a text layer where a leak is wanted, which the
// document layer reads without OCR; the OCR of image pages is the same path.
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <leptonica/allheaders.h>

namespace {

struct Run {
    int exit_code = -1;
    QString out, err;
};

Run check(const QStringList& args) {
    QProcess p;
    p.start(SYNSEMA_ROUNDTRIP_CHECK_PATH, args);
    if (!p.waitForFinished(120000)) p.kill();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

struct PdfSpec {
    QString title, creator;
    QString text;  // drawn as text (a text layer) when not empty
};

// A one-page letter PDF: a grey page image, and text on top when asked.
void write_pdf(const QString& path, const PdfSpec& spec) {
    QPdfWriter writer(path);
    writer.setResolution(150);
    writer.setTitle(spec.title);
    writer.setCreator(spec.creator);
    writer.setPageSize(QPageSize(QPageSize::Letter));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter(&writer);
    QImage page(1275, 1650, QImage::Format_Grayscale8);
    page.fill(230);
    painter.drawImage(QRect(0, 0, writer.width(), writer.height()), page);
    if (!spec.text.isEmpty()) {
        painter.setFont(QFont("DejaVu Sans", 12));
        painter.drawText(QPointF(150, 300), spec.text);
    }
    painter.end();
}

// A one-page bilevel TIFF, with `description` as its ImageDescription when not empty.
void write_tiff(const QString& path, const char* description) {
    PIX* pix = pixCreate(850, 1100, 1);
    pixSetResolution(pix, 100, 100);
    if (*description) pixSetText(pix, description);
    l_uint8* data = nullptr;
    size_t size = 0;
    if (pixWriteMemTiff(&data, &size, pix, IFF_TIFF_G4) != 0) qFatal("cannot encode %s", qPrintable(path));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(reinterpret_cast<const char*>(data), qint64(size)) != qint64(size))
        qFatal("cannot write %s", qPrintable(path));
    lept_free(data);
    pixDestroy(&pix);
}

// A hand-made one-page PDF whose page object starts at byte `page_offset`, so
// the xref table holds that offset zero-padded; `content` is the page's
// content stream, uncompressed.
QByteArray pdf_with_page_at(qsizetype page_offset, const QByteArray& content) {
    QByteArray pdf = "%PDF-1.4\n";
    QList<qsizetype> offsets;
    offsets << pdf.size();
    pdf += "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n";
    offsets << pdf.size();
    pdf += "2 0 obj << /Type /Pages /Kids [4 0 R] /Count 1 >> endobj\n";
    offsets << pdf.size();
    pdf += "3 0 obj << /Length " + QByteArray::number(content.size()) + " >>\nstream\n" + content + "\nendstream\nendobj\n";
    pdf += QByteArray(page_offset - pdf.size() - 1, ' ') + "\n";  // blank lines: a reader skips them
    offsets << pdf.size();
    pdf += "4 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >> endobj\n";
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 5\n0000000000 65535 f \n";
    for (qsizetype at : offsets) pdf += QByteArray::number(at).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer << /Size 5 /Root 1 0 R >>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

void write_bytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) qFatal("cannot write %s", qPrintable(path));
}

}  // namespace

class TestOcrRoundtripCheck : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString gold_;

    QString path(const QString& name) const { return dir_.filePath(name); }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const QByteArray text = "Patient: Mary Lee\nMRN: 00771234\nSeen in Springfield by Dr. Oz.\nDocket 22-CV-0101\n";
        QFile t(path("note.txt"));
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write(text);
        t.close();
        auto span = [&](const char* s, const char* type) {
            const int at = text.indexOf(s);
            return QString(R"({"start": %1, "end": %2, "type": "%3"})").arg(at).arg(at + int(qstrlen(s))).arg(type);
        };
        gold_ = path("note.gold.json");
        QFile g(gold_);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(QString(R"({"document": "note.txt", "spans": [%1, %2, %3, %4, %5]})")
                    .arg(span("Mary Lee", "PERSON"), span("00771234", "MRN"), span("Springfield", "LOCATION"),
                         span("Oz", "PERSON"), span("22-CV-0101", "IGNORE"))
                    .toUtf8());
    }

    void a_clean_image_only_output_passes() {
        write_pdf(path("clean.pdf"), {});
        Run r = check({"--no-ocr", path("clean.pdf"), gold_});
        QVERIFY2(r.exit_code == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains("ok   no text layer") && r.out.contains("ok   no metadata") && r.out.contains("round trip: passed"));
    }

    void identifiers_read_back_fail_it() {
        // Read back: the name one letter off, the MRN with O for 0, the short name and IGNORE: only the first two leak.
        write_pdf(path("leaky.pdf"), {"", "", "Patient Mary Lea, MRN 0O771234, Dr. Oz, 22-CV-0101, Spr1ngf1eld"});
        Run r = check({path("leaky.pdf"), gold_});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.out.contains("FAIL no text layer: page 1 has a text layer"), qPrintable(r.out));
        QVERIFY2(r.out.contains("FAIL no gold identifier read back: PERSON \"Mary Lee\" read back as \"Mary Le"),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains("FAIL no gold identifier read back: MRN \"00771234\" read back as \"0O771234\" (distance 1)"),
                 qPrintable(r.out));
        QVERIFY2(!r.out.contains("LOCATION") && !r.out.contains("Oz\"") && !r.out.contains("IGNORE"), qPrintable(r.out));
        QVERIFY(r.out.contains("round trip: FAILED"));
    }

    void two_edits_away_is_not_a_leak() {
        write_pdf(path("far.pdf"), {"", "", "Patient Mory Lea, MRN OO771234"});
        Run r = check({path("far.pdf"), gold_});
        QCOMPARE(r.exit_code, 1);  // the text layer still fails it
        QVERIFY2(r.out.contains("ok   no gold identifier read back"), qPrintable(r.out));
    }

    void metadata_fails_it() {
        write_pdf(path("meta.pdf"), {"Intake of Mary Lee", "Scanner 7731", ""});
        Run r = check({"--no-ocr", path("meta.pdf"), gold_});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.out.contains("FAIL no metadata: metadata Title = \"Intake of Mary Lee\""), qPrintable(r.out));
        QVERIFY2(r.out.contains("FAIL no metadata: metadata Creator = \"Scanner 7731\""), qPrintable(r.out));
        QVERIFY2(r.out.contains("gold identifier \"Mary Lee\" is in the output file as written"), qPrintable(r.out));
    }

    void the_inputs_metadata_fails_it() {
        write_pdf(path("input.pdf"), {"Batch 7731-Q scan", "", ""});
        write_pdf(path("copied.pdf"), {"Batch 7731-Q scan", "", ""});
        Run r = check({"--no-ocr", "--input", path("input.pdf"), path("copied.pdf"), gold_});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.out.contains("input metadata \"Batch 7731-Q scan\" is in the output file as written"), qPrintable(r.out));
        r = check({"--no-ocr", "--input", path("input.pdf"), path("clean.pdf"), gold_});
        QVERIFY2(r.exit_code == 0, qPrintable(r.out + r.err));
    }

    void a_gold_number_inside_an_xref_offset_is_not_a_leak() {
        // The page object at byte 771234: the xref says 0000771234, which holds the MRN 00771234.
        write_bytes(path("xref.pdf"), pdf_with_page_at(771234, "0.9 g 0 0 612 792 re f"));
        Run r = check({"--no-ocr", path("xref.pdf"), gold_});
        QVERIFY2(r.exit_code == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains("ok   nothing of the input in the file's bytes"));
    }

    void a_gold_number_in_a_stream_or_a_comment_is_still_found() {
        write_bytes(path("stream.pdf"), pdf_with_page_at(2000, "% MRN 00771234\n0.9 g 0 0 612 792 re f"));
        Run r = check({"--no-ocr", path("stream.pdf"), gold_});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.out.contains("gold identifier \"00771234\" is in the output file as written"), qPrintable(r.out));
        QByteArray commented = pdf_with_page_at(2000, "0.9 g 0 0 612 792 re f");
        commented.insert(commented.indexOf("1 0 obj"), "% 00771234\n");  // shifts no offset the test reads back
        write_bytes(path("comment.pdf"), commented);
        r = check({"--no-ocr", path("comment.pdf"), gold_});
        QVERIFY2(r.out.contains("gold identifier \"00771234\" is in the output file as written"), qPrintable(r.out));
    }

    void a_tiff_with_the_pixels_tags_only_passes() {
        write_tiff(path("clean.tif"), "");
        Run r = check({"--no-ocr", path("clean.tif"), gold_});
        QVERIFY2(r.exit_code == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains("ok   no metadata") && r.out.contains("round trip: passed"));
    }

    void a_tiff_with_a_description_fails_it() {
        write_tiff(path("described.tif"), "Intake of Mary Lee");
        Run r = check({"--no-ocr", path("described.tif"), gold_});
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.out.contains("FAIL no metadata: page 1 has tag 270, which is not the pixels'"), qPrintable(r.out));
        QVERIFY2(r.out.contains("gold identifier \"Mary Lee\" is in the output file as written"), qPrintable(r.out));
    }

    void bad_arguments_are_not_a_pass() {
        Run r = check({path("clean.pdf")});
        QCOMPARE(r.exit_code, 2);
        QFile junk(path("junk.pdf"));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("%PDF-1.4 not really");
        junk.close();
        r = check({"--no-ocr", path("junk.pdf"), gold_});
        QCOMPARE(r.exit_code, 2);
        QVERIFY2(r.err.contains("junk.pdf"), qPrintable(r.err));
        r = check({"--no-ocr", path("clean.pdf"), path("missing.gold.json")});
        QCOMPARE(r.exit_code, 2);
        QVERIFY2(r.err.contains("missing.gold.json"), qPrintable(r.err));
    }
};

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);  // fonts for the PDFs' text
    TestOcrRoundtripCheck t;
    return QTest::qExec(&t, argc, argv);
}
#include "tst_ocr_roundtrip_check.moc"
