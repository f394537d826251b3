// Hostile documents: zip bombs (high ratio, oversized, overlapping entries,
// 100,000 entries), billion laughs and external entities in DOCX XML, DOCX
// cleaning inputs (deep nesting, an unterminated field, image headers with
// absurd sizes, relationship targets that climb out, broken settings.xml),
// encrypted, truncated, empty and cyclic PDFs, invalid UTF-8, a UTF-8 stress
// text and a 20 MB single line. Each is refused with the right error kind or
// processed within bounds; nothing crashes.
#include <QGuiApplication>
#include <QElapsedTimer>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include <ctime>

#include "services/documents/document.h"
#include "services/documents/export.h"
#include "services/documents/zip_guard.h"
#include "engine/redact/detector.h"
#include "engine/util/error.h"
#include "tests/support/sanitizers.h"

using namespace synsema;
using namespace synsema::documents;

namespace {

void write_bytes(const QString& path, const QByteArray& b) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(b);
}

// The error kind an import throws, or "ok".
QString import_outcome(const QString& path) {
    try {
        import_document(path);
        return "ok";
    } catch (const Error& e) {
        return error_kind_name(e.kind());
    }
}

QByteArray minimal_docx(const QByteArray& document_xml) {
    return write_zip({{"[Content_Types].xml", "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>"},
                      {"word/document.xml", document_xml}});
}

// A PDF from numbered object bodies, with a correct xref table.
QByteArray build_pdf(const QStringList& objects, const QString& trailer_extra) {
    QByteArray out = "%PDF-1.4\n";
    QList<int> offsets;
    for (int i = 0; i < objects.size(); ++i) {
        offsets << out.size();
        out += QString("%1 0 obj\n%2\nendobj\n").arg(i + 1).arg(objects[i]).toLatin1();
    }
    int xref = out.size();
    out += QString("xref\n0 %1\n0000000000 65535 f \n").arg(objects.size() + 1).toLatin1();
    for (int o : offsets) out += QString("%1 00000 n \n").arg(o, 10, 10, QChar('0')).toLatin1();
    out += QString("trailer\n<< /Size %1 /Root 1 0 R %2 >>\nstartxref\n%3\n%%EOF\n")
               .arg(objects.size() + 1).arg(trailer_extra).arg(xref).toLatin1();
    return out;
}

void put16(QByteArray& b, int at, quint16 v) { qToLittleEndian(v, b.data() + at); }
void put32(QByteArray& b, int at, quint32 v) { qToLittleEndian(v, b.data() + at); }

}  // namespace

class TestDocumentsHostile : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

private slots:
    void zip_bomb_high_ratio() {
        QString p = dir_.filePath("ratio.docx");
        write_bytes(p, minimal_docx(QByteArray(8 * 1024 * 1024, ' ')));
        QCOMPARE(import_outcome(p), QString("limit"));
    }

    void zip_bomb_oversized_entry() {
        QString p = dir_.filePath("big.docx");
        write_bytes(p, minimal_docx(QByteArray(70 * 1024 * 1024, 'a')));
        QCOMPARE(import_outcome(p), QString("limit"));
    }

    void zip_bomb_overlapping_entries() {
        // One deflated entry, then 400 central-directory records all pointing
        // at the same local data (each 1 MB): the declared sizes add up.
        QByteArray base = write_zip({{"word/document.xml", QByteArray(1024 * 1024, 'x')}});
        int eocd = base.lastIndexOf(QByteArray("PK\x05\x06", 4));
        QVERIFY(eocd > 0);
        quint32 cd_offset = qFromLittleEndian<quint32>(base.constData() + eocd + 16);
        QByteArray record = base.mid(cd_offset, eocd - cd_offset);
        quint16 name_len = qFromLittleEndian<quint16>(record.constData() + 28);
        QByteArray fixed = record.left(46), tail = record.mid(46 + name_len);
        QByteArray out = base.left(cd_offset), cd;
        const int n = 400;
        for (int i = 0; i < n; ++i) {
            QByteArray name = QString("word/p%1.xml").arg(i, 4, 10, QChar('0')).toLatin1();
            QByteArray r = fixed;
            put16(r, 28, name.size());
            cd += r + name + tail;
        }
        QByteArray end = base.mid(eocd, 22);
        put16(end, 8, n);
        put16(end, 10, n);
        put32(end, 12, cd.size());
        put32(end, 16, out.size());
        QString p = dir_.filePath("overlap.docx");
        write_bytes(p, out + cd + end);
        QString outcome = import_outcome(p);
        QVERIFY2(outcome == "limit" || outcome == "format", qPrintable(outcome));
    }

    void zip_with_100000_entries() {
        std::vector<ZipEntry> entries;
        entries.push_back({"word/document.xml", "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"/>"});
        for (int i = 0; i < 100000; ++i) entries.push_back({QString("f/%1").arg(i), {}});
        QString p = dir_.filePath("many.docx");
        write_bytes(p, write_zip(entries));
        // CPU time, not wall time: the test machines are shared and loaded.
        QElapsedTimer t;
        t.start();
        std::clock_t cpu = std::clock();
        QCOMPARE(import_outcome(p), QString("limit"));
        QVERIFY(double(std::clock() - cpu) / CLOCKS_PER_SEC < 10.0);  // refused from the directory, not by reading
        QVERIFY(t.isValid());
    }

    void billion_laughs_and_external_entities() {
        QByteArray laughs = "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\">"
                            "<!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">"
                            "<!ENTITY lol3 \"&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;\">]>"
                            "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\">"
                            "<w:body><w:p><w:r><w:t>&lol3;</w:t></w:r></w:p></w:body></w:document>";
        QByteArray external = "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>"
                              "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\">"
                              "<w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body></w:document>";
        QByteArray undeclared = "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\">"
                                "<w:body><w:p><w:r><w:t>&nope;</w:t></w:r></w:p></w:body></w:document>";
        int i = 0;
        for (const QByteArray& xml : {laughs, external, undeclared}) {
            QString p = dir_.filePath(QString("xml%1.docx").arg(i++));
            write_bytes(p, minimal_docx(xml));
            QCOMPARE(import_outcome(p), QString("format"));
        }
    }

    void docx_deep_nesting_and_unterminated_field() {
        // 200,000 nested unknown elements, then a field that never ends: the
        // walk is iterative, and import and export agree on the text slots.
        QByteArray xml = "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\" "
                         "xmlns:x=\"urn:x\"><w:body><w:p><w:r><w:t>Before the field.</w:t></w:r></w:p>";
        // Names from a little LCG, so the part does not compress past the zip-bomb ratio cap.
        const int depth = 200000;
        std::vector<QByteArray> names;
        quint32 seed = 12345;
        for (int i = 0; i < depth; ++i) {
            seed = seed * 1664525u + 1013904223u;
            names.push_back("x:e" + QByteArray::number(seed, 36));
        }
        for (int i = 0; i < depth; ++i) xml += "<" + names[i] + ">";
        for (int i = depth - 1; i >= 0; --i) xml += "</" + names[i] + ">";
        xml += "<w:p><w:r><w:fldChar w:fldCharType=\"begin\"/></w:r><w:r><w:t>instruction forever</w:t></w:r></w:p>"
               "</w:body></w:document>";
        QString p = dir_.filePath("deep.docx");
        write_bytes(p, minimal_docx(xml));
        std::clock_t cpu = std::clock();
        ImportedDocument doc = import_docx(p);
        QCOMPARE(QString::fromStdString(doc.text), QString("Before the field.\n\n\n"));  // the emptied paragraph still ends a line
        QString out = dir_.filePath("deep.out.docx");
        write_bytes(out, export_docx(doc, {}));
        QCOMPARE(import_docx(out).text, doc.text);
        QVERIFY(double(std::clock() - cpu) / CLOCKS_PER_SEC < 30.0);
    }

    void docx_absurd_image_headers() {
        QByteArray emf(88, '\0');  // EMF bounds from INT_MIN to INT_MAX
        put32(emf, 0, 1);
        put32(emf, 8, 0x80000000u);
        put32(emf, 12, 0x80000000u);
        put32(emf, 16, 0x7fffffffu);
        put32(emf, 20, 0x7fffffffu);
        put32(emf, 40, 0x464D4520u);
        QByteArray wmf(22, '\0');  // a placeable WMF with 0 units per inch
        put32(wmf, 0, 0x9AC6CDD7u);
        QByteArray gif("GIF89a\xff\xff\xff\xff\x80\x00\x00\x00\x00\x00\xff\xff\xff;", 20);  // 65535 x 65535, no image
        std::vector<ZipEntry> entries = {
            {"[Content_Types].xml", "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>"},
            {"word/document.xml", "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"/>"},
            {"word/media/a.emf", emf}, {"word/media/b.wmf", wmf}, {"word/media/c.gif", gif},
            {"word/media/d.png", QByteArray("\x89PNG\r\n\x1a\n", 8)}, {"word/media/e.svg", "<svg width=\"1e9\" height=\"-5\"/>"}};
        QString p = dir_.filePath("images.docx");
        write_bytes(p, write_zip(entries));
        std::clock_t cpu = std::clock();
        std::vector<ExportAction> actions;
        QString out = dir_.filePath("images.out.docx");
        write_bytes(out, export_docx(import_docx(p), {}, {}, &actions));
        QVERIFY(double(std::clock() - cpu) / CLOCKS_PER_SEC < 30.0);
        int replaced = 0;
        for (const auto& a : actions) replaced += a.action == "grey box";
        QCOMPARE(replaced, 5);
        for (const auto& e : read_zip_guarded(out))
            if (e.name.startsWith("word/media/")) QVERIFY2(e.data.size() < 4 * 1024 * 1024, qPrintable(e.name));
    }

    void docx_references_that_climb_out() {
        std::vector<ZipEntry> entries = {
            {"[Content_Types].xml", "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
                                    "<Override PartName=\"/../../etc/passwd\" ContentType=\"x\"/></Types>"},
            {"word/_rels/document.xml.rels",
             "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
             "<Relationship Id=\"a\" Type=\"t\" Target=\"../../../../etc/passwd\"/>"
             "<Relationship Id=\"b\" Type=\"t\" Target=\"%2e%2e/%2e%2e/word/document.xml\"/>"
             "<Relationship Id=\"c\" Type=\"t\" Target=\"%zz%\"/></Relationships>"},
            {"word/document.xml", "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\">"
                                  "<w:body><w:p><w:r><w:t>kept</w:t></w:r></w:p></w:body></w:document>"}};
        QString p = dir_.filePath("climb.docx");
        write_bytes(p, write_zip(entries));
        QString out = dir_.filePath("climb.out.docx");
        write_bytes(out, export_docx(import_docx(p), {}));
        QCOMPARE(import_docx(out).text, std::string("kept\n\n"));
    }

    void docx_broken_settings_is_named() {
        std::vector<ZipEntry> entries = {
            {"word/document.xml", "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"/>"},
            {"word/settings.xml", "<w:settings xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:docVars>"}};
        QString p = dir_.filePath("settings.docx");
        write_bytes(p, write_zip(entries));
        try {
            import_docx(p);
            QFAIL("a broken settings.xml was accepted");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Format);
            QVERIFY2(QString(e.what()).contains("word/settings.xml"), e.what());
        }
    }

    void encrypted_pdf() {
        QStringList objs = {"<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
                            "<< /Filter /Standard /V 1 /R 2 /O <" + QString(64, 'A') + "> /U <" + QString(64, 'B') + "> /P -4 >>"};
        QString p = dir_.filePath("enc.pdf");
        write_bytes(p, build_pdf(objs, "/Encrypt 4 0 R /ID [<00112233445566778899AABBCCDDEEFF> <00112233445566778899AABBCCDDEEFF>]"));
        try {
            import_pdf(p);
            QFAIL("encrypted PDF accepted");
        } catch (const Error& e) {
            QVERIFY2(e.kind() == ErrorKind::Unsupported || e.kind() == ErrorKind::Format, e.what());
            if (e.kind() == ErrorKind::Unsupported) QVERIFY(QString(e.what()).contains("encrypted"));
        }
    }

    void empty_truncated_and_cyclic_pdfs() {
        QString empty = dir_.filePath("empty.pdf");
        write_bytes(empty, {});
        QCOMPARE(import_outcome(empty), QString("format"));
        QString garbage = dir_.filePath("garbage.pdf");
        write_bytes(garbage, "this is not a pdf at all");
        QCOMPARE(import_outcome(garbage), QString("format"));

        QString full = dir_.filePath("full.pdf");
        {
            QPdfWriter w(full);
            QPainter painter(&w);
            painter.drawText(QPointF(100, 100), "Patient: Wendeline Ashgrove");
        }
        QFile f(full);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray bytes = f.readAll();
        for (double cut : {0.1, 0.5, 0.9}) {
            QString t = dir_.filePath(QString("cut%1.pdf").arg(cut));
            write_bytes(t, bytes.left(int(bytes.size() * cut)));
            QString outcome = import_outcome(t);
            QVERIFY2(outcome == "ok" || outcome == "format", qPrintable(outcome));
        }
        QStringList cyclic = {"<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>",
                              "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>"};
        QString c = dir_.filePath("cycle.pdf");
        write_bytes(c, build_pdf(cyclic, ""));
        QString outcome = import_outcome(c);
        QVERIFY2(outcome == "ok" || outcome == "format", qPrintable(outcome));
    }

    void invalid_and_stress_utf8() {
        // Markus Kuhn-style stress: boundaries, overlongs, surrogates, lone
        // continuations, 5/6-byte forms, FE/FF, truncated sequences.
        QByteArray s = "Kuhn stress: \xCE\xBA\xE1\xBD\xB9\xCF\x83\xCE\xBC\xCE\xB5 "
                       "\xEF\xBF\xBF \xF4\x8F\xBF\xBF \xC0\xAF \xE0\x80\xAF \xED\xA0\x80 \xED\xBF\xBF "
                       "\x80\xBF \xF8\x88\x80\x80\x80 \xFC\x84\x80\x80\x80\x80 \xFE\xFF \xC3 \xE2\x82 "
                       "Patient: Wendeline Ashgrove SSN 401-23-9876\n";
        QString p = dir_.filePath("stress.txt");
        write_bytes(p, s);
        ImportedDocument d = import_document(p);
        QCOMPARE(d.encoding, QString("Latin-1"));
        QVERIFY(!d.notices.isEmpty());
        redact::Detector det;
        auto spans = det.detect(d.text);
        bool ssn = false;
        for (const auto& sp : spans) ssn = ssn || sp.category == "SSN";
        QVERIFY(ssn);
    }

    void twenty_megabyte_single_line() {
        // Under ASan the line is 4 MB: the same code paths and the same
        // memory checks, without 100 s of sanitized regex work (CI budget).
        const int megabytes = test::kSanitizerSlowdown == 1 ? 20 : 4;
        QByteArray line;
        line.reserve((megabytes + 1) * 1024 * 1024);
        while (line.size() < megabytes * 1024 * 1024) line += "Aaaa Bbbb 555-0142 x@y.z 1/2 ";
        QString p = dir_.filePath("line.txt");
        write_bytes(p, line);
        // CPU time, not wall time: the test machines are shared and loaded.
        QElapsedTimer t;
        t.start();
        std::clock_t cpu = std::clock();
        ImportedDocument d = import_document(p);
        auto spans = redact::Detector().detect(d.text);
        qInfo("%d MB line: %lld ms, %zu spans", megabytes, static_cast<long long>(t.elapsed()), spans.size());
        double cpu_seconds = double(std::clock() - cpu) / CLOCKS_PER_SEC;
        qInfo("cpu %.1f s", cpu_seconds);
        // A blow-up guard, scaled for the sanitizer builds' constant slowdown.
        QVERIFY2(cpu_seconds < 60.0 * test::kSanitizerSlowdown, qPrintable(QString("%1 s of CPU").arg(cpu_seconds)));
    }
};

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestDocumentsHostile t;
    return QTest::qExec(&t, argc, argv);
}
#include "tst_documents_hostile.moc"
