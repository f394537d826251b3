// The projection of gold spans onto OCR text (engine/redact/text_alignment.h):
// each row aligns an original text with an OCR'd copy and checks exactly
// which OCR text one span of the original became.
#include <QtTest>

#include "engine/redact/text_alignment.h"
#include "engine/util/error.h"

using namespace synsema::redact;

class TestTextAlignment : public QObject {
    Q_OBJECT
private slots:
    void projects_a_span_data() {
        QTest::addColumn<QString>("original");
        QTest::addColumn<QString>("ocr");
        QTest::addColumn<QString>("span");       // in the original (its first occurrence)
        QTest::addColumn<QString>("expected");   // what it became in the OCR text ("" = nothing)
        QTest::newRow("identical") << "Patient John Smith, DOB 03/14/1961." << "Patient John Smith, DOB 03/14/1961."
                                   << "John Smith" << "John Smith";
        QTest::newRow("identical, last span") << "Patient John Smith, DOB 03/14/1961." << "Patient John Smith, DOB 03/14/1961."
                                              << "03/14/1961" << "03/14/1961";
        QTest::newRow("reflowed: a line break became a space") << "Name: John\nSmith lives at 12 Oak Street, Reno"
                                                                << "Name: John Smith lives\nat 12 Oak Street, Reno"
                                                                << "John\nSmith" << "John Smith";
        QTest::newRow("reflowed: a space became a line break and indentation")
            << "Name: John Smith lives at 12 Oak Street, Reno" << "Name: John Smith lives at 12 Oak\n    Street, Reno"
            << "12 Oak Street" << "12 Oak\n    Street";
        QTest::newRow("tabs and runs of spaces") << "MRN:\t\t88120455\tWard 4" << "MRN: 88120455 Ward 4"
                                                 << "88120455" << "88120455";
        QTest::newRow("0 read as O") << "Ref MRN 0045-1187 seen today" << "Ref MRN O045-1187 seen today"
                                     << "0045-1187" << "O045-1187";
        QTest::newRow("1 read as l, 7 as 1") << "Call 555-0117 now" << "Call 555-Ol l1 now" << "555-0117" << "555-Ol l1";
        QTest::newRow("m read as rn (one inserted)") << "Dr. Amira Hamdan, MD" << "Dr. Arnira Hamdan, MD"
                                                     << "Amira Hamdan" << "Arnira Hamdan";
        QTest::newRow("dropped characters") << "signed by Jonathan Smith on Monday" << "signed by Jnathan Smth on Monday"
                                            << "Smith" << "Smth";
        QTest::newRow("dropped first character") << "signed by Jonathan Smith on Monday" << "signed by onathan Smith on Monday"
                                                 << "Jonathan" << "onathan";
        QTest::newRow("inserted inside the span") << "SSN 123-45-6789 on file" << "SSN 123-45-67.89 on file"
                                                  << "123-45-6789" << "123-45-67.89";
        QTest::newRow("inserted next to the span stays out") << "SSN 123-45-6789 on file" << "SSN ,123-45-6789' on file"
                                                             << "123-45-6789" << "123-45-6789";
        QTest::newRow("span dropped entirely") << "Witness: Dr. Alan Poe signed the form" << "Witness: Dr. signed the form"
                                               << "Alan Poe" << "";
        QTest::newRow("span dropped but for the space inside it") << "Witness (Alan Poe) signed" << "Witness ( ) signed"
                                                                  << "Alan Poe" << "";
        QTest::newRow("empty OCR result") << "Patient John Smith" << "" << "John Smith" << "";
        QTest::newRow("only whitespace read") << "Patient John Smith" << " \n\n " << "John Smith" << "";
        QTest::newRow("a letter misread as another of two bytes") << "Zoë Ng, 14 Rue Haute" << "Zoé Ng, 14 Rue Haute"
                                                                << "Zoë Ng" << "Zoé Ng";
        QTest::newRow("one byte read as two (whole character kept)") << "Patient Jose Ruiz" << "Patient José Ruiz"
                                                                     << "Jose" << "José";
        QTest::newRow("two spans apart, the second one") << "Tel 555-0101. Fax 555-0199." << "Te1 555-O1O1. Fax 555-0l99."
                                                         << "555-0199" << "555-0l99";
        QTest::newRow("a page of noise before") << "Account 4417-2231 closed" << "~ ' . ,, ;\nAccount 4417-2231 closed"
                                                << "4417-2231" << "4417-2231";
    }
    void projects_a_span() {
        QFETCH(QString, original);
        QFETCH(QString, ocr);
        QFETCH(QString, span);
        QFETCH(QString, expected);
        const std::string o = original.toStdString(), r = ocr.toStdString(), s = span.toStdString();
        const size_t start = o.find(s);
        QVERIFY(start != std::string::npos);
        TextAlignment alignment(o, r);
        const auto range = alignment.project(start, start + s.size());
        QVERIFY(range.start <= range.end && range.end <= r.size());
        QCOMPARE(QString::fromStdString(r.substr(range.start, range.end - range.start)), expected);
    }

    void whitespace_costs_nothing() {
        QCOMPARE(TextAlignment("MRN:\t\t88120455\tWard 4", "MRN: 88120455 Ward 4").edit_distance(), size_t(0));
        QCOMPARE(TextAlignment("Name: John\nSmith lives", "Name:   John Smith\n\n lives").edit_distance(), size_t(0));
        QCOMPARE(TextAlignment("Name: John", "Narne: John").edit_distance(), size_t(2));
    }

    void identical_texts_have_no_distance_and_every_span_maps_to_itself() {
        const std::string text = "Line one\nline two, MRN 5566\n\tend";
        TextAlignment alignment(text, text);
        QCOMPARE(alignment.edit_distance(), size_t(0));
        for (size_t s = 0; s < text.size(); ++s)
            for (size_t e = s + 1; e <= text.size(); ++e) {
                bool has_letter = false;
                for (size_t i = s; i < e; ++i) has_letter |= text[i] != ' ' && text[i] != '\n' && text[i] != '\t';
                if (!has_letter) continue;
                auto r = alignment.project(s, e);
                // The same bytes, less leading and trailing whitespace.
                size_t ts = s, te = e;
                while (text[ts] == ' ' || text[ts] == '\n' || text[ts] == '\t') ++ts;
                while (text[te - 1] == ' ' || text[te - 1] == '\n' || text[te - 1] == '\t') --te;
                QCOMPARE(r.start, ts);
                QCOMPARE(r.end, te);
            }
    }

    void project_gold_keeps_types_and_misses_what_was_not_read() {
        GoldDocument gold;
        gold.name = "note.txt";
        gold.text = "Patient: Mary Ann Lee\nMRN: 00771234\nDocket 22-CV-0101\nSeen by Dr. Oz";
        auto add = [&](const std::string& text, const std::string& type) {
            size_t at = gold.text.find(text);
            gold.spans.push_back({at, at + text.size(), type, text});
        };
        add("Mary Ann Lee", "PERSON");
        add("00771234", "MRN");
        add("22-CV-0101", "IGNORE");
        add("Oz", "PERSON");
        const GoldDocument scanned = project_gold(gold, "note.serif-clean.png",
                                                  "Patient: Mary Ann\nLee MRN: OO771234\nDocket 22-CV-0101\nSeen by Dr.");
        QCOMPARE(scanned.name, std::string("note.serif-clean.png"));
        QCOMPARE(scanned.spans.size(), size_t(4));
        QCOMPARE(scanned.spans[0].text, std::string("Mary Ann\nLee"));
        QCOMPARE(scanned.spans[1].text, std::string("OO771234"));
        QCOMPARE(scanned.spans[1].type, std::string("MRN"));
        QCOMPARE(scanned.spans[2].type, std::string("IGNORE"));
        QCOMPARE(scanned.spans[2].text, std::string("22-CV-0101"));
        QCOMPARE(scanned.spans[3].start, scanned.spans[3].end);  // "Oz" was not read
        // Scored on the scanned text: a detector that found the three read spans catches
        // two of the three required ones; the dropped one is missed.
        std::vector<Span> found;
        for (int i = 0; i < 3; ++i) {
            Span s;
            s.start = scanned.spans[i].start;
            s.end = scanned.spans[i].end;
            s.category = scanned.spans[i].type == "IGNORE" ? "ID" : scanned.spans[i].type;
            found.push_back(s);
        }
        const EvalReport report = evaluate({scanned}, {found});
        QCOMPARE(report.overall.gold, size_t(3));
        QCOMPARE(report.overall.caught, size_t(2));
        QCOMPARE(report.overall.false_positives, size_t(0));
        QCOMPARE(report.missed.size(), size_t(1));
    }

    void a_text_too_long_is_refused() {
        const std::string big(kMaxAlignedText + 1, 'a');
        try {
            TextAlignment alignment(big, "a");
            QFAIL("no error");
        } catch (const synsema::Error& e) {
            QCOMPARE(e.kind(), synsema::ErrorKind::Limit);
        }
    }
};

QTEST_GUILESS_MAIN(TestTextAlignment)
#include "tst_redact_text_alignment.moc"
