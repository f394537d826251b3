// The round trip's search for gold identifiers in OCR'd redacted pages
// (engine/redact/leak_search.h): exact, one edit away, not two; short
// identifiers and IGNORE spans left out; whitespace and case; near misses
// inside longer words.
#include <QtTest>

#include "engine/redact/leak_search.h"

using namespace synsema::redact;

class TestLeakSearch : public QObject {
    Q_OBJECT
private slots:
    void finds_identifiers_data() {
        QTest::addColumn<QString>("text");        // the OCR'd redacted page
        QTest::addColumn<QString>("identifier");  // one gold span
        QTest::addColumn<QString>("type");
        QTest::addColumn<bool>("ignore_case");
        QTest::addColumn<QString>("found");       // "" = no leak
        QTest::addColumn<int>("distance");
        QTest::newRow("redacted: nothing left") << "Patient: ███████ DOB: ██████" << "Mary Lee" << "PERSON" << false << "" << 0;
        QTest::newRow("exact") << "Patient: Mary Lee DOB" << "Mary Lee" << "PERSON" << false << "Mary Lee" << 0;
        QTest::newRow("one substitution (OCR 0 for O)") << "MRN 0O7712 seen" << "007712" << "MRN" << false << "0O7712" << 1;
        QTest::newRow("one character dropped") << "call 555-012 now" << "555-0123" << "PHONE" << false << "555-012" << 1;
        QTest::newRow("one character inserted") << "SSN 123-45-67889 x" << "123-45-6789" << "SSN" << false << "123-45-67889" << 1;  // the place that is a whole word
        QTest::newRow("two edits: not a leak") << "MRN OO7712 seen" << "007712" << "MRN" << false << "" << 0;
        QTest::newRow("broken over two lines") << "by Dr. Amira\n  Hamdan today" << "Amira Hamdan" << "PERSON" << false
                                              << "Amira Hamdan" << 0;
        QTest::newRow("a box over the middle, both halves read") << "Amira ▇▇▇▇ Hamdan" << "Amira Hamdan" << "PERSON" << false
                                                                << "" << 0;
        QTest::newRow("four characters: searched") << "ward 4B, Reno office" << "Reno" << "LOCATION" << false << "Reno" << 0;
        QTest::newRow("three characters: not searched") << "seen by Dr. Oza here" << "Oza" << "PERSON" << false << "" << 0;
        QTest::newRow("four characters counted as characters, not bytes") << "Zoë" << "Zoë" << "PERSON" << false << "" << 0;
        QTest::newRow("IGNORE is not an identifier") << "Docket 22-CV-0101" << "22-CV-0101" << "IGNORE" << false << "" << 0;
        QTest::newRow("case differs: found when asked") << "NAME: MARY LEE" << "Mary Lee" << "PERSON" << true << "mary lee" << 0;
        QTest::newRow("case differs: exact case by default") << "NAME: MARY LEE" << "Mary Lee" << "PERSON" << false << "" << 0;
        QTest::newRow("exact inside a longer word: a leak") << "seen by Renoir" << "Reno" << "LOCATION" << false << "Reno" << 0;
        QTest::newRow("one edit away inside a longer word: not a leak") << "report finalised today" << "Lina" << "PERSON" << false
                                                                       << "" << 0;
        QTest::newRow("one edit away, whole word, after a near miss") << "finalised by Lino" << "Lina" << "PERSON" << false
                                                                     << "Lino" << 1;
        QTest::newRow("one edit away before a non-Latin letter: inside") << "Linoй" << "Lina" << "PERSON" << false << "" << 0;
        QTest::newRow("one edit away between punctuation: whole") << "(Lino)" << "Lina" << "PERSON" << false << "Lino" << 1;
        QTest::newRow("empty OCR result") << "" << "Mary Lee" << "PERSON" << false << "" << 0;
    }
    void finds_identifiers() {
        QFETCH(QString, text);
        QFETCH(QString, identifier);
        QFETCH(QString, type);
        QFETCH(bool, ignore_case);
        QFETCH(QString, found);
        QFETCH(int, distance);
        GoldSpan g;
        g.text = identifier.toStdString();
        g.type = type.toStdString();
        g.end = g.text.size();
        LeakSearch how;
        how.ignore_case = ignore_case;
        const auto leaks = find_leaks(text.toStdString(), {g}, how);
        if (found.isEmpty()) {
            const bool none = leaks.empty() || (leaks.size() == 1 && leaks[0].inside_word);
            QVERIFY2(none, none ? "" : leaks[0].found.c_str());
            return;
        }
        QCOMPARE(leaks.size(), size_t(1));
        QVERIFY(!leaks[0].inside_word);
        QCOMPARE(QString::fromStdString(leaks[0].found), found);
        QCOMPARE(leaks[0].distance, distance);
        QCOMPARE(QString::fromStdString(leaks[0].type), type);
    }

    void each_identifier_once_in_gold_order() {
        std::vector<GoldSpan> gold;
        for (const char* t : {"Mary Lee", "007712", "Mary Lee", "Reno"}) {
            GoldSpan g;
            g.text = t;
            g.type = "X";
            gold.push_back(g);
        }
        const auto leaks = find_leaks("Reno: Mary Lee, Mary Lee, MRN 007712", gold);
        QCOMPARE(leaks.size(), size_t(3));
        QCOMPARE(leaks[0].identifier, std::string("Mary Lee"));
        QCOMPARE(leaks[1].identifier, std::string("007712"));
        QCOMPARE(leaks[2].identifier, std::string("Reno"));
    }

    void near_miss_inside_a_word_is_reported_as_such() {
        GoldSpan g;
        g.text = "Lina";
        g.type = "PERSON";
        const auto leaks = find_leaks("report finalised today", {g});
        QCOMPARE(leaks.size(), size_t(1));
        QVERIFY(leaks[0].inside_word);
        QCOMPARE(leaks[0].found, std::string("fina"));
        QCOMPARE(leaks[0].distance, 1);
    }
};

QTEST_GUILESS_MAIN(TestLeakSearch)
#include "tst_redact_leak_search.moc"
