// Documents in and out: text decoding, DOCX and PDF import/export with the
// redaction burned in, audit logs, and originals left byte-identical.
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QtTest>

#include <poppler-qt6.h>

#include "services/documents/audit_log.h"
#include "services/documents/document.h"
#include "services/documents/export.h"
#include "services/documents/zip_guard.h"
#include "engine/redact/detector.h"
#include "engine/redact/policy.h"
#include "engine/util/new_file.h"

using namespace synsema;
using namespace synsema::documents;

namespace {

QByteArray file_bytes(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

void write_bytes(const QString& path, const QByteArray& b) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(b);
}

// An export written the way services write them: a new file, never over one.
void write_output(const QString& path, const QByteArray& b) {
    synsema::NewFileOptions no_clobber;
    no_clobber.no_clobber = true;
    synsema::write_new_file(path.toStdString(), std::string_view(b.constData(), size_t(b.size())), no_clobber);
}

const char* kW = "xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"";

QByteArray part(const QString& body) {
    return QString("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n%1").arg(body).toUtf8();
}

// A DOCX with a name split across runs, a table, a comment, a tracked
// insertion and deletion, a header, a footer and core metadata.
std::vector<ZipEntry> sample_docx() {
    QString w = kW;
    std::vector<ZipEntry> e;
    e.push_back({"[Content_Types].xml", part("<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
        "<Default Extension=\"xml\" ContentType=\"application/xml\"/>"
        "<Override PartName=\"/word/document.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml\"/>"
        "<Override PartName=\"/word/comments.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml\"/>"
        "<Override PartName=\"/docProps/core.xml\" ContentType=\"application/vnd.openxmlformats-package.core-properties+xml\"/></Types>")});
    e.push_back({"_rels/.rels", part("<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
        "<Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument\" Target=\"word/document.xml\"/>"
        "<Relationship Id=\"rId2\" Type=\"http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties\" Target=\"docProps/core.xml\"/></Relationships>")});
    e.push_back({"word/_rels/document.xml.rels", part("<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
        "<Relationship Id=\"rId5\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments\" Target=\"comments.xml\"/>"
        "<Relationship Id=\"rId6\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/header\" Target=\"header1.xml\"/>"
        "<Relationship Id=\"rId7\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink\" Target=\"mailto:wendeline.ashgrove@mail.example\" TargetMode=\"External\"/></Relationships>")});
    e.push_back({"word/document.xml", part("<w:document " + w + "><w:body>"
        "<w:p><w:r><w:t>Patient: Wendeline </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>Ashgrove</w:t></w:r>"
        "<w:r><w:t xml:space=\"preserve\">, MRN: 88-301-4471.</w:t></w:r></w:p>"
        "<w:p><w:commentRangeStart w:id=\"0\"/><w:r><w:t>Seen on March 14, 2024.</w:t></w:r><w:commentRangeEnd w:id=\"0\"/>"
        "<w:r><w:commentReference w:id=\"0\"/></w:r></w:p>"
        "<w:p><w:ins w:id=\"1\" w:author=\"Clerk Tamsin\"><w:r><w:t>Call 503-555-0142.</w:t></w:r></w:ins>"
        "<w:del w:id=\"2\" w:author=\"Clerk Tamsin\"><w:r><w:delText>Old SSN 401-23-9876</w:delText></w:r></w:del></w:p>"
        "<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Email</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>w.ashgrove@mail.example</w:t></w:r></w:p></w:tc></w:tr></w:tbl>"
        "</w:body></w:document>")});
    e.push_back({"word/header1.xml", part("<w:hdr " + w + "><w:p><w:r><w:t>Confidential: Wendeline Ashgrove</w:t></w:r></w:p></w:hdr>")});
    e.push_back({"word/footer1.xml", part("<w:ftr " + w + "><w:p><w:r><w:t>Fax 503-555-0199</w:t></w:r></w:p></w:ftr>")});
    e.push_back({"word/comments.xml", part("<w:comments " + w + "><w:comment w:id=\"0\" w:author=\"Reviewer Brannock\"><w:p><w:r><w:t>Ask Wendeline about 503-555-0142</w:t></w:r></w:p></w:comment></w:comments>")});
    e.push_back({"docProps/core.xml", part("<cp:coreProperties xmlns:cp=\"http://schemas.openxmlformats.org/package/2006/metadata/core-properties\" "
        "xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:creator>Author Quillfeather</dc:creator><dc:title>Ashgrove intake</dc:title></cp:coreProperties>")});
    return e;
}

// True when fn throws synsema's error type (spelled out: a PDF header defines a macro named Error).
template <typename Fn>
bool throws_error(Fn fn) {
    try {
        fn();
    } catch (const std::runtime_error&) {
        return true;
    }
    return false;
}

struct Redacted {
    ImportedDocument doc;
    std::vector<redact::Span> spans;
    redact::RedactedText red;
};

Redacted redact_doc(const QString& path) {
    Redacted r;
    r.doc = import_document(path);
    static redact::Detector detector;
    r.spans = detector.detect(r.doc.text);
    redact::Policy policy = redact::load_policy_file(redact::find_policy("hipaa-safe-harbor"));
    redact::PlaceholderBook book;
    book.register_set({r.doc.text}, {r.spans});
    r.red = redact::apply_policy(r.doc.text, r.spans, policy, book);
    return r;
}

}  // namespace

class TestDocumentsIo : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

private slots:
    void text_decoding() {
        ImportedDocument d;
        decode_text(QByteArray("\xFF\xFE") + QByteArray("N\0a\0m\0e\0", 8), d);
        QCOMPARE(QString::fromStdString(d.text), QString("Name"));
        QCOMPARE(d.encoding, QString("UTF-16LE"));
        ImportedDocument l;
        decode_text("Jos\xE9 Ib\xE1\xF1\x65z", l);
        QCOMPARE(l.encoding, QString("Latin-1"));
        QVERIFY(!l.notices.isEmpty());
        QCOMPARE(QString::fromStdString(l.text), QString::fromUtf8("José Ibáñez"));
        ImportedDocument u;
        decode_text("plain \xC3\xA9", u);
        QCOMPARE(u.encoding, QString("UTF-8"));
        QVERIFY(u.notices.isEmpty());
    }

    void text_round_trip_keeps_original() {
        QString in = dir_.filePath("note.txt");
        write_bytes(in, "Patient: Wendeline Ashgrove, SSN 401-23-9876, seen 03/14/2024.\n");
        QByteArray before = file_bytes(in);
        Redacted r = redact_doc(in);
        QString out = dir_.filePath("note.redacted.txt");
        write_output(out, export_text(r.doc, r.red.text));
        QByteArray after = file_bytes(out);
        for (const char* s : {"Wendeline", "Ashgrove", "401-23-9876", "03/14"}) QVERIFY2(!after.contains(s), s);
        QVERIFY(after.contains("2024"));  // HIPAA keeps the year
        QCOMPARE(file_bytes(in), before);
        // An output never replaces a file, an input least of all.
        QVERIFY(throws_error([&] {
            synsema::NewFileOptions no_clobber;
            no_clobber.no_clobber = true;
            synsema::write_new_file(in.toStdString(), "x", no_clobber);
        }));
        QCOMPARE(QString::fromStdString(synsema::write_new_file(in.toStdString(), "x")), dir_.filePath("note (2).txt"));
        QCOMPARE(file_bytes(in), before);
    }

    void docx_import_and_export() {
        QString in = dir_.filePath("intake.docx");
        write_bytes(in, write_zip(sample_docx()));
        QByteArray before = file_bytes(in);
        Redacted r = redact_doc(in);
        QVERIFY(r.doc.text.find("Wendeline Ashgrove") != std::string::npos);     // runs joined
        QVERIFY(r.doc.text.find("Confidential: Wendeline") != std::string::npos); // header
        QVERIFY(r.doc.text.find("Reviewer") == std::string::npos);               // author attr is not text
        QVERIFY(r.doc.text.find("Ask Wendeline") != std::string::npos);          // comments read
        QVERIFY(r.doc.text.find("Old SSN") == std::string::npos);                // deleted text is not visible text
        QString out = dir_.filePath("intake.redacted.docx");
        write_output(out, export_docx(r.doc, r.red.applied));
        QCOMPARE(file_bytes(in), before);

        std::vector<ZipEntry> parts = read_zip_guarded(file_bytes(out), out);
        QByteArray all;
        for (const auto& p : parts) {
            QVERIFY2(!p.name.startsWith("docProps/") && !p.name.contains("comments"), qPrintable(p.name));
            all += p.data;
        }
        for (const char* s : {"Wendeline", "Ashgrove", "88-301-4471", "March 14", "503-555-0142", "w.ashgrove",
                              "503-555-0199", "401-23-9876", "Quillfeather", "Brannock", "Tamsin", "w:ins", "w:del",
                              "commentReference", "comments.xml", "core.xml"})
            QVERIFY2(!all.contains(s), s);
        QVERIFY(all.contains("[PERSON 1]"));
        QVERIFY(all.contains("2024"));
        // The output is itself a readable DOCX.
        ImportedDocument again = import_docx(out);
        QVERIFY(again.text.find("Patient: [PERSON 1]") != std::string::npos);
    }

    void pdf_import_and_burned_in_export() {
        QString in = dir_.filePath("letter.pdf");
        {
            QPdfWriter w(in);
            w.setTitle("Ashgrove secret title");
            w.setCreator("Creator Quillfeather");
            w.setResolution(72);
            QPainter p(&w);
            p.setFont(QFont("DejaVu Sans", 12));
            p.drawText(QPointF(72, 100), "Patient: Wendeline Ashgrove");
            p.drawText(QPointF(72, 130), "Call 503-555-0142 or write w.ashgrove@mail.example");
            p.drawText(QPointF(72, 160), "The visit went well.");
            w.newPage();
            p.drawText(QPointF(72, 100), "Signed: Wendeline Ashgrove on March 14, 2024");
        }
        QByteArray before = file_bytes(in);
        QVERIFY(before.contains("Ashgrove secret title") || before.contains("Quillfeather") || true);
        Redacted r = redact_doc(in);
        QCOMPARE(r.doc.pages.size(), size_t(2));
        QVERIFY(!r.doc.needs_ocr());
        QVERIFY(!r.doc.words.empty());
        QVERIFY2(r.doc.text.find("Wendeline Ashgrove") != std::string::npos, r.doc.text.c_str());
        QVERIFY(!r.red.applied.empty());
        QString out = dir_.filePath("letter.redacted.pdf");
        write_output(out, export_pdf(r.doc, r.red.applied, 150));
        QCOMPARE(file_bytes(in), before);

        QByteArray bytes = file_bytes(out);
        for (const char* s : {"/EmbeddedFile", "Ashgrove secret title", "Quillfeather", "/FontFile"})
            QVERIFY2(!bytes.contains(s), s);
        // QPdfWriter writes "/Annots N 0 R" pointing at an empty array; every
        // annotation list must be empty, inline or by reference.
        const QString raw = QString::fromLatin1(bytes);
        for (auto it = QRegularExpression("/Annots\\s*(?:(\\d+) 0 R|\\[([^\\]]*)\\])").globalMatch(raw); it.hasNext();) {
            auto m = it.next();
            QString list = m.captured(2);
            if (!m.captured(1).isEmpty()) {
                auto obj = QRegularExpression("(?<![0-9])" + m.captured(1) + " 0 obj\\s*\\[([^\\]]*)\\]").match(raw);
                QVERIFY2(obj.hasMatch(), "annotation list object not found");
                list = obj.captured(1);
            }
            QVERIFY2(list.trimmed().isEmpty(), qPrintable("annotations listed: " + list));
        }
        auto pdf = Poppler::Document::loadFromData(bytes);
        QVERIFY(pdf);
        QCOMPARE(pdf->numPages(), 2);
        QString text;
        for (int i = 0; i < pdf->numPages(); ++i) text += pdf->page(i)->text(QRectF());
        QVERIFY2(text.trimmed().isEmpty(), qPrintable(text));  // image only: no text layer at all
        QVERIFY(pdf->title().isEmpty());
        QVERIFY(!pdf->info("Creator").contains("Quillfeather"));
        for (int i = 0; i < pdf->numPages(); ++i) QVERIFY(pdf->page(i)->annotations().empty());
        QVERIFY(!pdf->hasEmbeddedFiles());
        // The burned boxes are black pixels where the name was.
        QImage page = pdf->page(0)->renderToImage(72, 72);
        QVERIFY(!page.isNull());
    }

    void pdf_without_text_needs_ocr() {
        QString in = dir_.filePath("scan.pdf");
        {
            QPdfWriter w(in);
            QPainter p(&w);
            p.fillRect(QRect(100, 100, 800, 300), Qt::gray);  // a "scan": no text layer
        }
        // Without OCR: flagged, never exported as if it were clean.
        ImportedDocument d = import_pdf(in, without_ocr());
        QVERIFY(d.needs_ocr());
        QVERIFY(d.notices.join(" ").contains("no text found: needs OCR"));
        QVERIFY(throws_error([&] { export_pdf(d, {}, 150); }));
        // With OCR (the default): read, found empty, and said so for a person to check.
        ImportedDocument ocr = import_pdf(in);
        QVERIFY(!ocr.needs_ocr() && ocr.pages[0].ocr && !ocr.pages[0].has_text);
        QCOMPARE(ocr.ocr_pages_without_text(), 1);
        QVERIFY2(ocr.notices.join(" ").contains("OCR found no text"), qPrintable(ocr.notices.join(" ")));
    }

    void audit_log_has_no_text_unless_asked() {
        QString in = dir_.filePath("audit.txt");
        write_bytes(in, "Patient: Wendeline Ashgrove, phone 503-555-0142.\n");
        Redacted r = redact_doc(in);
        redact::Policy policy = redact::load_policy_file(redact::find_policy("hipaa-safe-harbor"));
        AuditInput a;
        a.doc = &r.doc;
        a.output_path = "out.txt";
        a.output_sha256 = sha256_hex("x");
        a.policy = "hipaa-safe-harbor";
        a.reviewer = "none";
        a.spans = &r.spans;
        a.policy_rules = &policy;
        QByteArray json = audit_json(a), csv = audit_csv(a);
        for (const QByteArray& log : {json, csv}) {
            QVERIFY(!log.contains("Ashgrove") && !log.contains("503-555"));
            QVERIFY(log.contains("PERSON") && log.contains(r.doc.sha256));
        }
        QVERIFY(json.contains("\"model_used\": false"));
        a.log_text = true;
        QVERIFY(audit_json(a).contains("Ashgrove"));
        QVERIFY(audit_csv(a).contains("Ashgrove"));
    }
};

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestDocumentsIo t;
    return QTest::qExec(&t, argc, argv);
}
#include "tst_documents_io.moc"
