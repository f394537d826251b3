// A word Tesseract read joins the page's words trimmed, and a blank "word" (a
// speck) is dropped with its line and block ends passed to the word before:
// kept, it would put two spaces between its neighbours, which the redaction
// reads as a column gap and so loses a label ("serial number  CMD-IP-…").
#include <QtTest>

#include "engine/ocr/ocr_words.h"

using synsema::ocr::Word;

namespace {

Word at(int x, bool line_end = false, bool block_end = false) {
    Word w;
    w.x = x;
    w.confidence = 90;
    w.line_end = line_end;
    w.block_end = block_end;
    return w;
}

}  // namespace

class OcrWords : public QObject {
    Q_OBJECT
private slots:
    void trimmed_data() {
        QTest::addColumn<QString>("read");
        QTest::addColumn<QString>("kept");
        QTest::newRow("plain") << "serial" << "serial";
        QTest::newRow("space around") << "  CMD-IP-0048213 " << "CMD-IP-0048213";
        QTest::newRow("tab and newline") << "\tnumber\n" << "number";
        QTest::newRow("inner space kept") << " a b " << "a b";
        QTest::newRow("non-ASCII") << " Müller\r" << "Müller";
    }
    void trimmed() {
        QFETCH(QString, read);
        QFETCH(QString, kept);
        std::vector<Word> words;
        QVERIFY(synsema::ocr::append_recognised_word(words, read.toStdString(), at(7)));
        QCOMPARE(int(words.size()), 1);
        QCOMPARE(QString::fromStdString(words[0].text), kept);
        QCOMPARE(words[0].x, 7);
    }

    void blank_word_is_dropped_and_its_ends_move_back_data() {
        QTest::addColumn<QString>("blank");
        QTest::addColumn<bool>("line_end");
        QTest::addColumn<bool>("block_end");
        QTest::newRow("space, mid-line") << " " << false << false;
        QTest::newRow("spaces, ends the line") << "   " << true << false;
        QTest::newRow("newline, ends the block") << "\n" << true << true;
    }
    void blank_word_is_dropped_and_its_ends_move_back() {
        QFETCH(QString, blank);
        QFETCH(bool, line_end);
        QFETCH(bool, block_end);
        std::vector<Word> words;
        QVERIFY(synsema::ocr::append_recognised_word(words, "number", at(1)));
        QVERIFY(!synsema::ocr::append_recognised_word(words, blank.toStdString(), at(2, line_end, block_end)));
        QCOMPARE(int(words.size()), 1);
        QCOMPARE(words[0].line_end, line_end);
        QCOMPARE(words[0].block_end, block_end);
        // The next word follows with one separator, not two.
        QVERIFY(synsema::ocr::append_recognised_word(words, "CMD-IP-0048213", at(3)));
        QCOMPARE(int(words.size()), 2);
        QCOMPARE(words[1].x, 3);
    }

    void blank_first_word_is_dropped() {
        std::vector<Word> words;
        QVERIFY(!synsema::ocr::append_recognised_word(words, " \t", at(1, true, true)));
        QVERIFY(words.empty());
    }

    // A word that already ends its line keeps that end when a blank follows.
    void ends_are_not_cleared() {
        std::vector<Word> words;
        QVERIFY(synsema::ocr::append_recognised_word(words, "end.", at(1, true, false)));
        QVERIFY(!synsema::ocr::append_recognised_word(words, " ", at(2, false, false)));
        QVERIFY(words[0].line_end);
    }
};

QTEST_APPLESS_MAIN(OcrWords)
#include "tst_ocr_words.moc"
