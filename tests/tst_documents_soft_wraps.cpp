// Soft line breaks on PDF and scanned pages (services/documents/soft_wraps.h):
// a page laid out here word by word, with boxes as a 6-point-per-character
// font would give them, in a 300-point column. A break is soft only when
// the next word would not have fitted; labels, bullets, blank lines, other
// columns and short lines keep theirs. Detection then finds what the wrap
// had split, at the offsets of the original text.
#include <QtTest>

#include "services/documents/document.h"
#include "services/documents/soft_wraps.h"
#include "engine/redact/detector.h"

using namespace synsema;
using namespace synsema::documents;

namespace {

constexpr double kCharWidth = 6, kLineHeight = 12, kLeft = 72;

// Lines of words; an empty string is a blank line. `indent` shifts a line right.
struct PageLine {
    QString text;
    double indent = 0;
    bool block_end = false;  // OCR closed a block after this line: a blank line in the text, none on the page
    bool new_page = false;   // this line is the first of a new page (the import's blank line before it)
};

ImportedDocument laid_out(const QList<PageLine>& lines) {
    ImportedDocument doc;
    doc.format = Format::Pdf;
    double y = 72;
    int page_index = 0;
    for (const PageLine& line : lines) {
        if (line.new_page) {
            ++page_index;
            doc.text += '\n';
            y = 72;
        }
        if (line.text.isEmpty()) {
            doc.text += '\n';
            y += kLineHeight;
            continue;
        }
        double x = kLeft + line.indent;
        const QStringList words = line.text.split(' ');
        for (int i = 0; i < words.size(); ++i) {
            const std::string w = words[i].toStdString();
            PdfWord word;
            word.page = page_index;
            word.box = QRectF(x, y, kCharWidth * words[i].size(), kLineHeight * 0.8);
            word.start = doc.text.size();
            doc.text += w;
            word.end = doc.text.size();
            doc.words.push_back(word);
            x += kCharWidth * (words[i].size() + 1);
            doc.text += i + 1 < words.size() ? ' ' : '\n';
        }
        if (line.block_end) doc.text += '\n';
        y += kLineHeight * 1.2;
    }
    PdfPage page;
    page.has_text = true;
    for (int p = 0; p <= page_index; ++p) doc.pages.push_back(page);
    return doc;
}

// 50 characters: the column is 300 points wide.
const QString kFull = "The patient was seen in clinic this morning by the";

}  // namespace

class DocumentsSoftWraps : public QObject {
    Q_OBJECT
private slots:
    void breaks_data() {
        QTest::addColumn<QString>("second");
        QTest::addColumn<double>("indent");
        QTest::addColumn<bool>("short_first");
        QTest::addColumn<bool>("soft");
        QTest::newRow("next word did not fit") << "attending, Dr. Okafor." << 0.0 << false << true;
        QTest::newRow("short line: a hard break") << "attending, Dr. Okafor." << 0.0 << true << false;
        QTest::newRow("a label starts the line") << "Attending physician: Dr. Okafor" << 0.0 << false << false;
        QTest::newRow("a field line keeps its end") << "attending, Dr. Okafor." << 0.0 << false << false;
        QTest::newRow("a bullet starts the line") << "- follow-up in two weeks" << 0.0 << false << false;
        QTest::newRow("another column") << "attending, Dr. Okafor." << 120.0 << false << false;
    }
    void breaks() {
        QFETCH(QString, second);
        QFETCH(double, indent);
        QFETCH(bool, short_first);
        QFETCH(bool, soft);
        // A third line keeps the column 50 characters wide when the first is short.
        const QString first = short_first ? QString("Seen in clinic today.")
                              : QString(QTest::currentDataTag()) == "a field line keeps its end"
                                  ? QString("Address: 1427 Wexford Lane, Columbus, OH 43214 the")
                                  : kFull;
        const ImportedDocument doc = laid_out({{first}, {second, indent}, {}, {kFull}});
        const std::string out = text_for_detection(doc);
        QCOMPARE(out.size(), doc.text.size());
        const size_t at = doc.text.find('\n');
        QCOMPARE(out[at], soft ? ' ' : '\n');
        // Nothing else changes: not the blank line, not the bytes.
        std::string expected = doc.text;
        if (soft) expected[at] = ' ';
        QCOMPARE(out, expected);
    }

    void blank_line_is_kept() {
        const ImportedDocument doc = laid_out({{kFull}, {}, {"attending, Dr. Okafor."}});
        QCOMPARE(text_for_detection(doc), doc.text);
    }

    // OCR closed a block where the line only wrapped ("account\n\n0093318824"):
    // no gap on the page, so both newlines are soft. A real paragraph gap is kept.
    void block_end_without_a_gap_is_soft() {
        const ImportedDocument doc = laid_out({{kFull, 0, true}, {"attending, Dr. Okafor."}, {}, {kFull}});
        std::string expected = doc.text;
        const size_t at = doc.text.find("\n\n");
        expected[at] = expected[at + 1] = ' ';
        QCOMPARE(text_for_detection(doc), expected);
        const ImportedDocument apart = laid_out({{kFull}, {}, {"attending, Dr. Okafor."}, {}, {kFull}});
        QCOMPARE(apart.text.find("the\n\nattending") != std::string::npos, true);
        QCOMPARE(text_for_detection(apart), apart.text);
    }

    // A hard break (the next word would have fitted) where OCR closed a
    // block with no gap on the page: one line break, as on the page.
    void block_end_at_a_hard_break_is_one_line_break() {
        const ImportedDocument doc =
            laid_out({{"Paid by check no. 10482 on account", 0, true}, {"0093318824 (routing 021000021)."}, {}, {kFull}});
        std::string expected = doc.text;
        const size_t at = doc.text.find("account\n\n") + 7;
        expected[at] = ' ';
        QCOMPARE(text_for_detection(doc), expected);
        bool caught = false;
        for (const auto& s : redact::Detector().detect(expected))
            caught = caught || (expected.compare(s.start, s.end - s.start, "0093318824") == 0);
        QVERIFY2(caught, "the account number after OCR's blank line was not found");
    }

    // A sentence that runs over the page's end continues on the next page's
    // first line; a short last line (a footer, a paragraph's end) does not.
    void line_over_a_page_end() {
        const ImportedDocument doc = laid_out({{kFull}, {"attending, Dr. Okafor.", 0, false, true}, {kFull}});
        std::string expected = doc.text;
        const size_t at = doc.text.find("the\n\n");
        expected[at + 3] = expected[at + 4] = ' ';
        QCOMPARE(text_for_detection(doc), expected);
        const ImportedDocument footer =
            laid_out({{kFull}, {"Page 1 of 2"}, {"attending, Dr. Okafor.", 0, false, true}, {kFull}});
        QCOMPARE(text_for_detection(footer).find("2\n\nattending") != std::string::npos, true);
    }

    void plain_text_is_unchanged() {
        ImportedDocument doc;
        doc.text = "Seen by Dr.\nAnita Rao\n";
        QCOMPARE(text_for_detection(doc), doc.text);
    }

    // A street address wrapped after its street name is found whole.
    void wrapped_address_is_found_whole() {
        const ImportedDocument doc = laid_out({{"Please send the records to her home at 2210 Maple"},
                                               {"Crest Drive, Columbus, OH 43214 by Friday."},
                                               {},
                                               {kFull}});
        const std::string text = text_for_detection(doc);
        const auto spans = redact::Detector().detect(text);
        const size_t street = doc.text.find("2210"), drive_end = doc.text.find("Drive") + 5;
        bool whole = false;
        for (const auto& s : spans) whole = whole || (s.start <= street && s.end >= drive_end);
        QVERIFY2(whole, "the address across the wrap was not found as one span");
    }
};

QTEST_GUILESS_MAIN(DocumentsSoftWraps)
#include "tst_documents_soft_wraps.moc"
