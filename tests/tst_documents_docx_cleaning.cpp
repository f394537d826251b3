// The DOCX cleaning pieces one at a time: the grey GIF writer, images whose
// format Qt cannot write (a grey PNG under a new name, references followed),
// the metadata-stripping option, SVG, field instructions across nested
// fields, text in elements the tables do not know, XML comments, and Strict
// OOXML namespaces (read and redacted like transitional ones).
#include <QBuffer>
#include <QGuiApplication>
#include <QImage>
#include <QImageReader>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include "services/documents/docx_images.h"
#include "services/documents/docx_rules.h"
#include "services/documents/document.h"
#include "services/documents/export.h"
#include "services/documents/grey_gif.h"
#include "services/documents/zip_guard.h"
#include "engine/redact/detector.h"
#include "engine/redact/policy.h"

using namespace synsema;
using namespace synsema::documents;

namespace {

const QString kW = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const QString kStrictW = "http://purl.oclc.org/ooxml/wordprocessingml/main";

void write_bytes(const QString& path, const QByteArray& b) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(b);
}

QByteArray body(const QString& inner, const QString& ns = kW) {
    return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><w:document xmlns:w=\"" + ns +
            "\" xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><w:body>" + inner +
            "</w:body></w:document>").toUtf8();
}

std::vector<ZipEntry> package(const QByteArray& document, std::vector<ZipEntry> more = {}) {
    std::vector<ZipEntry> e = {
        {"[Content_Types].xml", "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
                                "<Default Extension=\"emf\" ContentType=\"image/x-emf\"/></Types>"},
        {"word/document.xml", document}};
    for (auto& m : more) e.push_back(std::move(m));
    return e;
}

QByteArray image_bytes(const QImage& image, const char* format) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, format);
    return bytes;
}

// An EMF header record only (88 bytes): bounds 0,0 - 319,199.
QByteArray emf_header() {
    QByteArray b(88, '\0');
    qToLittleEndian<quint32>(1, b.data());            // EMR_HEADER
    qToLittleEndian<quint32>(88, b.data() + 4);
    qToLittleEndian<qint32>(319, b.data() + 16);      // right
    qToLittleEndian<qint32>(199, b.data() + 20);      // bottom
    qToLittleEndian<quint32>(0x464D4520u, b.data() + 40);
    return b + "Zebulon Quarrington";
}

// CRC-32 (PNG's chunk checksum), bit by bit: a test helper only.
quint32 crc32(const QByteArray& data) {
    quint32 c = 0xffffffffu;
    for (char byte : data) {
        c ^= quint8(byte);
        for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
    }
    return c ^ 0xffffffffu;
}

struct Exported {
    ImportedDocument doc;
    std::vector<ZipEntry> entries;
    std::vector<ExportAction> actions;
};

// Imports, detects, applies the default policy and exports.
Exported redact_export(const QString& path, const DocxExportOptions& options = {}) {
    Exported out;
    out.doc = import_docx(path);
    static const redact::Detector detector;
    const auto spans = detector.detect(out.doc.text);
    const redact::Policy policy = redact::load_policy_file(redact::find_policy("hipaa-safe-harbor"));
    redact::PlaceholderBook book;
    book.register_set({out.doc.text}, {spans});
    const auto red = redact::apply_policy(out.doc.text, spans, policy, book);
    QBuffer buffer;
    buffer.setData(export_docx(out.doc, red.applied, options, &out.actions));
    const QString written = path + ".out.docx";
    write_bytes(written, buffer.data());
    out.entries = read_zip_guarded(written);
    return out;
}

QByteArray entry(const std::vector<ZipEntry>& entries, const QString& name) {
    for (const auto& e : entries)
        if (e.name == name) return e.data;
    return "(missing)";
}

QString action_of(const std::vector<ExportAction>& actions, const QString& part) {
    for (const auto& a : actions)
        if (a.part == part) return a.action + ": " + a.detail;
    return {};
}

}  // namespace

class TestDocumentsDocxCleaning : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

    // A package whose body is `xml`, redacted and exported.
    Exported redact_body(const QString& name, const QString& xml) {
        const QString in = dir_.filePath(name + ".docx");
        write_bytes(in, write_zip(package(body(xml))));
        return redact_export(in);
    }

private slots:
    void grey_gif_decodes_at_every_size_data() {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("1x1") << 1 << 1;
        QTest::newRow("7x3") << 7 << 3;
        QTest::newRow("300x200: several LZW groups") << 300 << 200;
        QTest::newRow("1200x900") << 1200 << 900;
        QTest::newRow("one long row") << 65535 << 1;
    }
    void grey_gif_decodes_at_every_size() {
        QFETCH(int, width);
        QFETCH(int, height);
        const QByteArray gif = grey_gif(width, height, 191);
        QImage image = QImage::fromData(gif, "GIF");
        QCOMPARE(image.size(), QSize(width, height));
        for (int y = 0; y < height; y += std::max(1, height / 7))
            for (int x = 0; x < width; x += std::max(1, width / 13))
                QCOMPARE(image.pixelColor(x, y), QColor(191, 191, 191));
        QCOMPARE(image.pixelColor(width - 1, height - 1), QColor(191, 191, 191));
        QVERIFY(gif.size() < 64 + qint64(width) * height / 16);  // runs are coded, not pixels one by one
    }

    void unwritable_format_becomes_png_and_references_follow() {
        const QString in = dir_.filePath("emf.docx");
        write_bytes(in, write_zip(package(
            body("<w:p><w:r><w:t>See figure.</w:t></w:r></w:p>"),
            {{"word/_rels/document.xml.rels",
              "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
              "<Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/image\" "
              "Target=\"media/image4.emf\"/></Relationships>"},
             {"word/media/image4.emf", emf_header()},
             {"word/media/image4.png", image_bytes(QImage(5, 5, QImage::Format_RGB32), "PNG")}})));
        Exported r = redact_export(in);
        QCOMPARE(entry(r.entries, "word/media/image4.emf"), QByteArray("(missing)"));
        const QByteArray png = entry(r.entries, "word/media/image4-grey.png");  // image4.png was taken
        QCOMPARE(QImage::fromData(png, "PNG").size(), QSize(320, 200));
        QVERIFY(entry(r.entries, "word/_rels/document.xml.rels").contains("Target=\"media/image4-grey.png\""));
        QVERIFY(entry(r.entries, "[Content_Types].xml")
                    .contains("<Override PartName=\"/word/media/image4-grey.png\" ContentType=\"image/png\"/>"));
        QVERIFY2(action_of(r.actions, "word/media/image4.emf").contains("EMF as PNG 320x200"),
                 qPrintable(action_of(r.actions, "word/media/image4.emf")));
        // The redacted copy is a package the import reads again.
        write_bytes(dir_.filePath("emf-again.docx"), write_zip(r.entries));
        QVERIFY(import_docx(dir_.filePath("emf-again.docx")).text.find("See figure.") != std::string::npos);
    }

    void strip_metadata_keeps_pixels_and_drops_text() {
        QImage red(30, 20, QImage::Format_RGB32);
        red.fill(QColor(200, 30, 30));
        red.setText("Author", "Zebulon Quarrington");
        const QByteArray png = image_bytes(red, "PNG");
        QVERIFY(png.contains("Quarrington"));
        const RedactedImage stripped = redact_docx_image("word/media/a.png", png, DocxImagePolicy::StripMetadata, {});
        QCOMPARE(stripped.action, QString("metadata stripped"));
        QCOMPARE(stripped.name, QString("word/media/a.png"));
        QVERIFY(!stripped.bytes.contains("Quarrington") && !stripped.bytes.contains("tEXt"));
        const QImage back = QImage::fromData(stripped.bytes, "PNG");
        QCOMPARE(back.size(), QSize(30, 20));
        QCOMPARE(back.pixelColor(29, 19), QColor(200, 30, 30));
        QVERIFY(back.textKeys().isEmpty());
        // A GIF cannot be re-encoded: it becomes a grey box, and says why.
        const RedactedImage gif = redact_docx_image("word/media/b.gif", grey_gif(4, 4, 0), DocxImagePolicy::StripMetadata, {});
        QCOMPARE(gif.action, QString("grey box"));
        QVERIFY(gif.detail.contains("cannot be re-encoded"));
        // The default is a grey box of the same format and size.
        const RedactedImage grey = redact_docx_image("word/media/a.png", png, DocxImagePolicy::GreyBox, {});
        QCOMPARE(grey.action, QString("grey box"));
        QCOMPARE(QImage::fromData(grey.bytes, "PNG").pixelColor(0, 0), QColor(191, 191, 191));
    }

    void svg_becomes_one_grey_rectangle() {
        const QByteArray svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"40\" viewBox=\"0 0 120 40\">"
                               "<title>Zebulon Quarrington</title><text x=\"1\" y=\"20\">Zebulon Quarrington</text></svg>";
        const RedactedImage grey = redact_docx_image("word/media/sig.svg", svg, DocxImagePolicy::StripMetadata, {});
        QCOMPARE(grey.action, QString("grey box"));
        QVERIFY(!grey.bytes.contains("Quarrington") && !grey.bytes.contains("<text"));
        QVERIFY(grey.bytes.contains("width=\"120\"") && grey.bytes.contains("viewBox=\"0 0 120 40\""));
        QImage rendered = QImage::fromData(grey.bytes, "SVG");
        QCOMPARE(rendered.size(), QSize(120, 40));
        QCOMPARE(rendered.pixelColor(60, 20), QColor(191, 191, 191));
        // Attribute values that are not plain lengths are not copied.
        const RedactedImage odd = redact_docx_image("word/media/x.svg", "<svg width=\"Zebulon\" height=\"3\"/>",
                                                    DocxImagePolicy::GreyBox, {});
        QVERIFY(!odd.bytes.contains("Zebulon"));
    }

    void hostile_image_header_is_capped() {
        // A PNG header declaring 100000 x 100000 pixels (no data): the grey box is scaled down.
        QByteArray png = image_bytes(QImage(1, 1, QImage::Format_RGB32), "PNG");
        qToBigEndian<quint32>(100000, png.data() + 16);
        qToBigEndian<quint32>(100000, png.data() + 20);
        qToBigEndian<quint32>(crc32(png.mid(12, 17)), png.data() + 29);  // IHDR's type and data
        const RedactedImage grey = redact_docx_image("word/media/huge.png", png, DocxImagePolicy::GreyBox, {});
        QVERIFY2(grey.detail.contains("scaled down from 100000x100000"), qPrintable(grey.detail));
        const QImage back = QImage::fromData(grey.bytes, "PNG");
        QVERIFY(!back.isNull() && qint64(back.width()) * back.height() <= 16LL * 1024 * 1024);
        // Bytes that are no image at all: a default-size grey PNG, named anew.
        const RedactedImage junk = redact_docx_image("word/media/junk.wdp", "Zebulon Quarrington", DocxImagePolicy::GreyBox, {});
        QCOMPARE(junk.name, QString("word/media/junk.png"));
        QCOMPARE(QImage::fromData(junk.bytes, "PNG").size(), QSize(64, 64));
        // Junk already named .png keeps its name (it becomes a real PNG).
        const RedactedImage named = redact_docx_image("word/media/j.png", "junk", DocxImagePolicy::GreyBox, {"word/media/j.png"});
        QCOMPARE(named.name, QString("word/media/j.png"));
    }

    void field_instructions_go_results_stay() {
        // A HYPERLINK field with a nested field inside its instruction; then a
        // result. Only the outer result is text.
        const QString xml =
            "<w:p><w:r><w:fldChar w:fldCharType=\"begin\"/></w:r><w:r><w:instrText> HYPERLINK </w:instrText></w:r>"
            "<w:r><w:fldChar w:fldCharType=\"begin\"/></w:r><w:r><w:instrText> AUTHOR </w:instrText></w:r>"
            "<w:r><w:fldChar w:fldCharType=\"separate\"/></w:r><w:r><w:t>Quarrington nested result</w:t></w:r>"
            "<w:r><w:fldChar w:fldCharType=\"end\"/></w:r>"
            "<w:r><w:fldChar w:fldCharType=\"separate\"/></w:r><w:r><w:t>visible result</w:t></w:r>"
            "<w:r><w:fldChar w:fldCharType=\"end\"/></w:r><w:r><w:t> and after.</w:t></w:r></w:p>";
        Exported r = redact_body("fields", xml);
        QVERIFY2(r.doc.text == "visible result and after.\n\n", r.doc.text.c_str());
        const QByteArray out = entry(r.entries, "word/document.xml");
        QVERIFY(out.contains("visible result") && !out.contains("Quarrington") && !out.contains("fldChar"));
        QVERIFY(action_of(r.actions, "word/document.xml").contains("field instructions"));
    }

    void unknown_elements_lose_their_text_and_comments_go() {
        const QString xml = "<w:p><w:r><w:t>Kept text.</w:t></w:r><!-- Zebulon Quarrington -->"
                            "<x:note xmlns:x=\"urn:example:unknown\" x:keep=\"1\">Zebulon Quarrington</x:note></w:p>";
        Exported r = redact_body("unknown", xml);
        const QByteArray out = entry(r.entries, "word/document.xml");
        QVERIFY2(!out.contains("Quarrington") && out.contains("Kept text.") && out.contains("<x:note"), out.constData());
        const QString done = action_of(r.actions, "word/document.xml");
        QVERIFY2(done.contains("XML comments 1") && done.contains("other text 1"), qPrintable(done));
    }

    void unwrapped_elements_pass_their_namespaces_down() {
        // A smart tag declares the prefix its runs use; its tag is not written,
        // so the declaration must move to the runs (else the XML is broken).
        const QString xml = "<w:p><w:smartTag xmlns:st=\"urn:example:st\" w:element=\"PersonName\">"
                            "<w:r st:x=\"1\"><w:t>Plain</w:t></w:r><st:y/></w:smartTag>"
                            "<w:customXml xmlns:st=\"urn:example:other\" w:element=\"a\"><w:customXml w:element=\"b\">"
                            "<w:r st:z=\"2\"><w:t>text</w:t></w:r></w:customXml></w:customXml></w:p>";
        Exported r = redact_body("unwrap", xml);
        const QByteArray out = entry(r.entries, "word/document.xml");
        QVERIFY2(out.contains("<w:r xmlns:st=\"urn:example:st\" st:x=\"1\">"), out.constData());
        QVERIFY2(out.contains("<st:y xmlns:st=\"urn:example:st\"/>"), out.constData());
        QVERIFY2(out.contains("<w:r xmlns:st=\"urn:example:other\" st:z=\"2\">"), out.constData());  // the inner one wins
        QVERIFY(!out.contains("smartTag") && !out.contains("customXml"));
        write_bytes(dir_.filePath("unwrap-again.docx"), write_zip(r.entries));
        QCOMPARE(import_docx(dir_.filePath("unwrap-again.docx")).text, r.doc.text);  // well-formed, same slots
    }

    void strict_ooxml_is_read_and_redacted() {
        const QString in = dir_.filePath("strict.docx");
        write_bytes(in, write_zip(package(body("<w:p><w:r><w:t>Patient: Zebulon Quarrington, seen today.</w:t></w:r></w:p>"
                                               "<w:p><w:bookmarkStart w:id=\"1\" w:name=\"Quarrington\"/></w:p>",
                                               kStrictW))));
        Exported r = redact_export(in);
        QVERIFY2(r.doc.text.find("Zebulon Quarrington") != std::string::npos, r.doc.text.c_str());
        const QByteArray out = entry(r.entries, "word/document.xml");
        QVERIFY2(!out.contains("Quarrington") && out.contains("[PERSON 1]"), out.constData());
    }

    void part_table_decisions_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("action");
        QTest::newRow("body") << "word/document.xml" << int(DocxPart::Clean);
        QTest::newRow("header") << "word/header3.xml" << int(DocxPart::Clean);
        QTest::newRow("chart") << "word/charts/chart1.xml" << int(DocxPart::Clean);
        QTest::newRow("comments") << "word/comments.xml" << int(DocxPart::ReadThenRemove);
        QTest::newRow("comments ids") << "word/commentsIds.xml" << int(DocxPart::ReadThenRemove);
        QTest::newRow("glossary") << "word/glossary/document.xml" << int(DocxPart::Remove);
        QTest::newRow("chart workbook") << "word/embeddings/Microsoft_Excel_Worksheet.xlsx" << int(DocxPart::Remove);
        QTest::newRow("thumbnail") << "docProps/thumbnail.jpeg" << int(DocxPart::Remove);
        QTest::newRow("image") << "word/media/image1.JPG" << int(DocxPart::Image);
        QTest::newRow("font") << "word/fonts/font1.odttf" << int(DocxPart::Keep);
        QTest::newRow("macros") << "word/vbaProject.bin" << int(DocxPart::Remove);
        QTest::newRow("unknown xml") << "word/intelligence2.xml" << int(DocxPart::Remove);
        QTest::newRow("body rels") << "word/_rels/document.xml.rels" << int(DocxPart::References);
        QTest::newRow("glossary rels") << "word/glossary/_rels/document.xml.rels" << int(DocxPart::Remove);
        QTest::newRow("rels of a missing part") << "word/_rels/footer9.xml.rels" << int(DocxPart::Remove);
    }
    void part_table_decisions() {
        QFETCH(QString, name);
        QFETCH(int, action);
        const QSet<QString> names = {"word/document.xml", "word/header3.xml", "word/glossary/document.xml", name};
        QCOMPARE(int(docx_part_rule(name, names).action), action);
    }
};

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestDocumentsDocxCleaning t;
    return QTest::qExec(&t, argc, argv);
}
#include "tst_documents_docx_cleaning.moc"
