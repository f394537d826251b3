// Letter-spaced PDF text (issue #19): a PDF written here by hand, its
// content streams in Helvetica with `9 Tc` character spacing and a name
// hyphenated across a line break ("Zebu-" / "lon"), imports as words, has the
// name detected and is exported with black over the name's area and no text
// layer. Ordinary text on the same page (single letters with ordinary
// spaces, monospaced letters, mild spacing) keeps its words apart. The layout
// rules are also checked on synthetic glyph boxes (pdf_words.h).
#include <QGuiApplication>
#include <QHash>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <poppler-qt6.h>

#include <ctime>

#include "services/documents/document.h"
#include "services/documents/pdf_words.h"
#include "services/redact/redaction_job.h"
#include "engine/redact/detector.h"
#include "engine/redact/policy.h"

using namespace synsema;
using namespace synsema::documents;

namespace {

// A one-page PDF (612 x 792 points) from a content stream; fonts F1 =
// Helvetica, F2 = Courier (standard Type1 fonts, nothing embedded).
QByteArray pdf_with_content(const QByteArray& content) {
    const QList<QByteArray> objects = {
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> "
        "/Contents 6 0 R >>",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>",
        "<< /Length " + QByteArray::number(content.size()) + " >>\nstream\n" + content + "\nendstream",
    };
    QByteArray out = "%PDF-1.4\n";
    QList<qsizetype> offsets;
    for (int i = 0; i < objects.size(); ++i) {
        offsets << out.size();
        out += QByteArray::number(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const qsizetype xref = out.size();
    out += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (qsizetype o : offsets) out += QString("%1 00000 n \n").arg(o, 10, 10, QChar('0')).toLatin1();
    out += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n" +
           QByteArray::number(xref) + "\n%%EOF\n";
    return out;
}

// The letter-spaced record, then ordinary lines that must not be glued.
const QByteArray kContent =
    "BT /F1 12 Tf 9 Tc 72 700 Td (Patient: Zebu-) Tj 0 -20 Td (lon Quarrington, seen today.) Tj ET\n"
    "BT /F1 12 Tf 0 Tc 72 600 Td (Options A B C D are listed. I a m ok.) Tj ET\n"
    "BT /F1 12 Tf 0 Tc 72 570 Td (A B C D) Tj ET\n"
    "BT /F2 12 Tf 0 Tc 72 540 Td (Y N N Y) Tj ET\n"
    "BT /F1 12 Tf 2 Tc 72 510 Td (Mild spacing keeps words) Tj ET\n"
    "BT /F1 12 Tf 0 Tc 72 480 Td (The visit went well.) Tj ET";

void write_bytes(const QString& path, const QByteArray& b) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(b);
}

// Share of the pixels inside `box` (points, at 72 dpi) darker than 60.
double dark_share(const QImage& image, const QRectF& box) {
    const QRect r = box.adjusted(1, 1, -1, -1).toAlignedRect().intersected(image.rect());
    if (r.isEmpty()) return 0;
    int dark = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) dark += qGray(image.pixel(x, y)) < 60;
    return double(dark) / (r.width() * r.height());
}

// Helvetica's advance widths at 12 points (Adobe's AFM, per 1000 em), which
// is what Poppler's glyph boxes span.
double helvetica(QChar c) {
    static const QHash<QChar, int> width = {
        {'A', 667}, {'B', 667}, {'C', 722}, {'D', 722}, {'E', 667}, {'L', 556}, {'N', 722}, {'O', 778}, {'P', 667},
        {'Q', 778}, {'U', 722}, {'Z', 611}, {'a', 556}, {'b', 556}, {'c', 500}, {'d', 556}, {'e', 556}, {'g', 556},
        {'i', 222}, {'l', 222}, {'n', 556}, {'o', 556}, {'r', 333}, {'t', 278}, {'u', 556}, {':', 278}, {',', 278},
        {'-', 333}};
    return width.value(c, 556) * 12.0 / 1000.0;
}

// Synthetic glyph boxes as Poppler gives them for `text` drawn from x with
// character spacing tc: one box per glyph, tc between boxes, and a space
// (3.336 points) plus 2 tc at a space.
std::vector<PdfGlyphWord> glyph_run(const QString& text, double x, double y, double tc) {
    std::vector<PdfGlyphWord> out;
    for (QChar c : text) {
        if (c == ' ') {
            x += 3.336 + tc;
            continue;
        }
        out.push_back({QString(c), QRectF(x, y, helvetica(c), 11.1), true, false});
        x += helvetica(c) + tc;
    }
    out.back().line_end = true;
    out.back().space_after = false;
    return out;
}

// Words with ordinary spaces between them (no tracking), as Poppler gives them.
std::vector<PdfGlyphWord> word_run(const QStringList& words, double x, double y, double space = 3.336) {
    std::vector<PdfGlyphWord> out;
    for (const QString& w : words) {
        double width = 0;
        for (QChar c : w) width += helvetica(c);
        out.push_back({w, QRectF(x, y, width, 11.1), true, false});
        x += width + space;
    }
    out.back().line_end = true;
    return out;
}

QString text_of(const std::vector<PdfTextWord>& words) {
    QString s;
    for (const auto& w : words)
        s += w.text + (w.after == PdfTextWord::After::Space ? " " : w.after == PdfTextWord::After::Newline ? "\n" : "");
    return s;
}

}  // namespace

Q_DECLARE_METATYPE(std::vector<PdfGlyphWord>)

class TestDocumentsPdfSpacing : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

private slots:
    void letter_spaced_name_is_found_and_burned() {
        const QString in = dir_.filePath("spaced.pdf");
        write_bytes(in, pdf_with_content(kContent));
        services::RedactionSet set = services::import_documents({in});
        QVERIFY2(set.failed.empty(), set.failed.empty() ? "" : qPrintable(set.failed[0].message));
        const ImportedDocument& doc = set.docs[0];
        QVERIFY2(doc.text.find("Patient: Zebulon Quarrington, seen today.") != std::string::npos, doc.text.c_str());

        static const redact::Detector detector;
        services::detect_documents(set, detector);
        bool person = false;
        for (const auto& s : set.spans[0])
            person = person || (s.category == "PERSON" && doc.text.substr(s.start, s.length()).find("Zebulon") != std::string::npos);
        QVERIFY2(person, "the letter-spaced name was not detected");

        services::ExportOptions options;
        options.out_dir = dir_.filePath("out");
        options.policy = redact::load_policy_file(redact::find_policy("hipaa-safe-harbor"));
        const auto exported = services::export_documents(set, options);
        QVERIFY2(exported[0].error.isEmpty(), qPrintable(exported[0].error));

        auto output = Poppler::Document::load(exported[0].output);
        QVERIFY(output);
        QVERIFY2(output->page(0)->text(QRectF()).trimmed().isEmpty(), "the output has a text layer");
        const QImage page = output->page(0)->renderToImage(72, 72);
        // Black over each part of the name ("Zebu-", "lon", "Quarrington,"), with its letter gaps.
        auto input = Poppler::Document::load(in);
        int name_boxes = 0;
        QRectF patient;
        for (const auto& w : doc.words) {
            const QString word = QString::fromStdString(doc.text.substr(w.start, w.end - w.start));
            if (word == "Patient:") patient = w.box;
            if (word != "Zebu" && word != "lon" && word != "Quarrington,") continue;
            ++name_boxes;
            QVERIFY2(w.box.width() > 30, qPrintable(word));  // a joined word, not a glyph
            const double share = dark_share(page, w.box);
            QVERIFY2(share > 0.97, qPrintable(QString("%1: %2 of its box is black").arg(word).arg(share)));
        }
        QCOMPARE(name_boxes, 3);
        // The hyphen's glyph is inside the first part's box, so it is burned too.
        QVERIFY(!patient.isEmpty());
        QVERIFY2(dark_share(page, patient) < 0.5, "the label was burned as well");
    }

    void ordinary_text_is_not_glued() {
        const QString in = dir_.filePath("ordinary.pdf");
        write_bytes(in, pdf_with_content(kContent));
        const ImportedDocument doc = import_pdf(in);
        for (const char* line : {"Options A B C D are listed. I a m ok.\n", "\nA B C D\n", "\nY N N Y\n",
                                 "Mild spacing keeps words\n", "The visit went well.\n"})
            QVERIFY2(doc.text.find(line) != std::string::npos, qPrintable(QString("%1 not in:\n%2").arg(line, doc.text.c_str())));
    }

    void layout_rules_data() {
        QTest::addColumn<std::vector<PdfGlyphWord>>("words");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tracked words (9 Tc)") << glyph_run("Patient Zebulon", 72, 100, 9) << "Patient Zebulon\n";
        QTest::newRow("narrow tracking, two words (2 Tc)") << glyph_run("Dr Zebulon", 72, 100, 2) << "Dr Zebulon\n";
        QTest::newRow("wide tracking, one word (7 Tc)") << glyph_run("ZEBULON", 72, 100, 7) << "ZEBULON\n";
        QTest::newRow("narrow tracking alone: ambiguous, left apart")
            << glyph_run("abcd", 72, 100, 3.3) << "a b c d\n";
        QTest::newRow("single letters, ordinary spaces") << word_run({"A", "B", "C", "D"}, 72, 100) << "A B C D\n";
        QTest::newRow("single letters, Poppler says no space") << [] {
            auto w = word_run({"A", "B", "C", "D"}, 72, 100);
            for (auto& word : w) word.space_after = false;
            return w;
        }() << "A B C D\n";
        QTest::newRow("single letters, a double space") << [] {
            auto w = word_run({"A", "B"}, 72, 100);
            w.back().line_end = false;
            auto c = word_run({"C"}, w.back().box.right() + 2 * 3.336, 100);
            w.insert(w.end(), c.begin(), c.end());
            return w;
        }() << "A B C\n";
        QTest::newRow("monospaced letters") << [] {
            std::vector<PdfGlyphWord> w;
            for (int i = 0; i < 4; ++i) w.push_back({QString("YNNY"[i]), QRectF(72 + i * 14.4, 100, 7.2, 11.1), true, i == 3});
            return w;
        }() << "Y N N Y\n";
        QTest::newRow("an ordinary sentence") << word_run({"The", "visit", "went", "well."}, 72, 100) << "The visit went well.\n";
    }
    void layout_rules() {
        QFETCH(std::vector<PdfGlyphWord>, words);
        QFETCH(QString, expected);
        QCOMPARE(text_of(lay_out_pdf_words(words)), expected);
    }

    void columns_poppler_split_are_chained() {
        // Poppler's order for a tracked two-line record: each word its own
        // "column", the second line's first word before the first line's second.
        auto patient = glyph_run("Patient:", 72, 100, 9);
        auto zebu = glyph_run("Zebu-", patient.back().box.right() + 2 * 9 + 3.336, 100, 9);
        auto lon = glyph_run("lon", 72, 120, 9);
        auto quarrington = glyph_run("Quarrington,", lon.back().box.right() + 2 * 9 + 3.336, 120, 9);
        std::vector<PdfGlyphWord> words;
        for (const auto* run : {&patient, &lon, &zebu, &quarrington}) words.insert(words.end(), run->begin(), run->end());
        const auto laid = lay_out_pdf_words(words);
        QCOMPARE(text_of(laid), QString("Patient: Zebulon Quarrington,\n"));
        QCOMPARE(laid.size(), size_t(4));
        QVERIFY(laid[1].box.contains(zebu.back().box));  // the hyphen's glyph is in "Zebu"'s box
        QCOMPARE(laid[1].box.left(), zebu.front().box.left());
    }

    void hyphenation_rules() {
        auto line = [](const QString& word, double y, bool end) {
            return PdfGlyphWord{word, QRectF(72, y, 40, 11), false, end};
        };
        QCOMPARE(text_of(lay_out_pdf_words({line("treat-", 100, true), line("ment", 120, true)})), QString("treatment\n"));
        QCOMPARE(text_of(lay_out_pdf_words({line("Smith-", 100, true), line("Jones", 120, true)})), QString("Smith-Jones\n"));
        QCOMPARE(text_of(lay_out_pdf_words({line("1990-", 100, true), line("ties", 120, true)})), QString("1990-\nties\n"));
        QCOMPARE(text_of(lay_out_pdf_words({line("up-", 120, true), line("wards", 100, true)})), QString("up-\nwards\n"));
    }

    void degenerate_boxes_stay_bounded() {
        // 6000 zero-width glyph lines on one baseline, and boxes in a ring: no hang, every glyph kept.
        std::vector<PdfGlyphWord> words;
        for (int i = 0; i < 6000; ++i) words.push_back({"x", QRectF(100, 100, 0, 11), true, true});
        for (int i = 0; i < 3000; ++i) words.push_back({"y", QRectF(100 + (i % 7) * 3, 200, 2, 11), true, true});
        std::clock_t cpu = std::clock();
        const auto laid = lay_out_pdf_words(words);
        QVERIFY(double(std::clock() - cpu) / CLOCKS_PER_SEC < 20.0);
        qsizetype glyphs = 0;
        for (const auto& w : laid) glyphs += w.text.size();
        QCOMPARE(glyphs, qsizetype(9000));
    }
};

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestDocumentsPdfSpacing t;
    return QTest::qExec(&t, argc, argv);
}
#include "tst_documents_pdf_spacing.moc"
