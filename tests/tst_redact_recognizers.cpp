// Recognizers, propagation, policies and operators on small invented texts
// (not the dev set's strings): what must be found, and what must not.
#include <QFileInfo>
#include <QtTest>

#include <filesystem>

#include "engine/redact/detector.h"
#include "engine/redact/policy.h"
#include "engine/redact/redactor.h"
#include "engine/util/error.h"

using namespace synsema::redact;

namespace {
const Detector& detector() {
    static Detector d;
    return d;
}
// The category of the span covering `needle` entirely, or "" when none does.
QString category_covering(const std::string& text, const std::vector<Span>& spans, const std::string& needle) {
    size_t at = text.find(needle);
    if (at == std::string::npos) return "<needle missing>";
    for (const auto& s : spans)
        if (s.start <= at && s.end >= at + needle.size()) return QString::fromStdString(s.category);
    return {};
}
bool touches(const std::vector<Span>& spans, size_t start, size_t end) {
    for (const auto& s : spans)
        if (s.start < end && s.end > start) return true;
    return false;
}
}  // namespace

// A deed in Montenegrin: enough of its function words for the record to be taken for no listed language.
constexpr const char* kCroatianDeed =
    "Primalac je rođena u Grahovu i živi sa kćerkom u Nikšiću, ali je sada kod sina u Beogradu, kći Radoja, koja je "
    "upoznata sa ovim i da se ne protivi.\nAdresa notara je Njegoševa br. 12, a davalac živi u naselju, Ulica 13. jula bb.\nRješenje br. 12/2026 je izdato.\n";

class TestRedactRecognizers : public QObject {
    Q_OBJECT
private slots:
    void finds_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("needle");
        QTest::addColumn<QString>("category");
        auto row = [](const char* name, const char* text, const char* needle, const char* cat) {
            QTest::newRow(name) << QString(text) << QString(needle) << QString(cat);
        };
        // The rows are data, one a line, kept by kind in tests/redact_rows/ (they use `row` above).
#include "redact_rows/finds_names.inc"
#include "redact_rows/finds_places.inc"
#include "redact_rows/finds_orgs.inc"
#include "redact_rows/finds_structured.inc"
    }
    void finds() {
        QFETCH(QString, text);
        QFETCH(QString, needle);
        QFETCH(QString, category);
        std::string t = text.toStdString();
        auto spans = detector().detect(t);
        QCOMPARE(category_covering(t, spans, needle.toStdString()), category);
    }

    void an_english_name_after_a_chinese_name_joins_it() {
        // Singapore writes the English given name after the Chinese name: one person, one span.
        const std::string t = "Alternate contact: Mdm Tan Mei Ling, Joanne (sister) 8155 0274\n";
        const auto spans = detector().detect(t);
        const size_t from = t.find("Tan"), to = t.find("Joanne") + 6;
        QVERIFY2(std::any_of(spans.begin(), spans.end(), [&](const Span& s) { return s.category == "PERSON" && s.start <= from && s.end >= to; }),
                 "the Chinese name and the English one in one PERSON span");
    }

    void a_caseless_name_spreads_within_its_record() {
        // A register names the father after a title; the note under it names him bare, and a Haji with no name.
        const std::string t = "د پلار نوم: حاجي نورالله\nد بلال پلار نورالله ومنله، بیا راغی حاجي.\n";
        auto spans = detector().detect(t);
        const size_t bare = t.rfind("نورالله");
        QVERIFY(touches(spans, bare, bare + std::string("نورالله").size()));
        const size_t haji = t.rfind("حاجي");
        QVERIFY2(!touches(spans, haji, haji + std::string("حاجي").size()), "a title is no name part");
    }

    void ignores_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("needle");
        auto row = [](const char* name, const char* text, const char* needle) {
            QTest::newRow(name) << QString(text) << QString(needle);
        };
        // The rows are data, one a line, in tests/redact_rows/ignores.inc (they use `row` above).
#include "redact_rows/ignores.inc"
    }
    // The German row above needs Debian's wngerman list, which scripts/setup-deps.sh installs.
    void german_word_list_is_installed() {
        QVERIFY2(QFileInfo(QString::fromLatin1(kGermanWordListPath)).isFile(),
                 "Debian's wngerman list is missing (/usr/share/dict/ngerman): run scripts/setup-deps.sh");
    }
    // The British spelling row needs Debian's wbritish list, which scripts/setup-deps.sh installs.
    void british_word_list_is_installed() {
        QVERIFY2(QFileInfo(QString::fromLatin1(kBritishWordListPath)).isFile(),
                 "Debian's wbritish list is missing (/usr/share/dict/british-english): run scripts/setup-deps.sh");
    }
    // So does the Spanish row on a sentence's first word (wspanish); the other three lists likewise.
    void romance_and_dutch_word_lists_are_installed() {
        for (const char* path : kRomanceDutchWordListPaths)
            QVERIFY2(QFileInfo(QString::fromLatin1(path)).isFile(),
                     qPrintable(QString("Debian's word list %1 is missing: run scripts/setup-deps.sh").arg(path)));
    }

    void ignores() {
        QFETCH(QString, text);
        QFETCH(QString, needle);
        std::string t = text.toStdString();
        size_t at = t.find(needle.toStdString());
        QVERIFY(at != std::string::npos);
        QVERIFY2(!touches(detector().detect(t), at, at + needle.toUtf8().size()), qPrintable(needle));
    }

    // An organisation spreads by its distinctive first word, never by a word of the language:
    // "Name of Hospital where admitted" must not make every later "Name" an organisation.
    void organisations_spread_only_by_unknown_words() {
        std::string t = "Name of Hospital where admitted: Lakeside Care\nc) Bank Name and Branch: Kestrel Bank\n";
        auto spans = detector().detect(t);
        size_t at = t.find("Name and Branch");
        for (const auto& s : spans)
            QVERIFY2(!(s.start <= at && s.end >= at + 4 && s.category == "ORGANIZATION"), s.rule.c_str());
    }

    void propagates_names_across_the_set() {
        std::string a = "Patient: Ottoline Farquharson-Webb was admitted.";
        std::string b = "Later, Ottoline called. FARQUHARSON-WEBB's son visited.";
        auto spans = detector().detect_set({a, b});
        QCOMPARE(category_covering(b, spans[1], "Ottoline"), QString("PERSON"));
        QCOMPARE(category_covering(b, spans[1], "FARQUHARSON-WEBB's"), QString("PERSON"));
    }

    void uncertain_spans_need_review() {
        std::string t = "Take 1/2 tablet. Recheck on 4/12.";
        auto spans = detector().detect(t);
        bool review = false;
        for (const auto& s : spans) review = review || (s.needs_review && s.decision == Decision::Review && s.decided_by == Decider::Pending);
        QVERIFY(review);
        QVERIFY(!touches(spans, t.find("1/2"), t.find("1/2") + 3));
    }

    // Issue 20: one person, one placeholder; an ambiguous short form goes to a person.
    void one_person_one_placeholder() {
        std::string t = "Patient: Jane Q. Example\nMs. Example was seen by Dr. Alan Placeholder.\n"
                        "EXAMPLE, JANE signed the consent. Jane agreed and J. Example left.\n";
        auto spans = detector().detect(t);
        Policy hipaa = load_policy_file(find_policy("hipaa-safe-harbor"));
        PlaceholderBook book;
        book.register_set({t}, {spans});
        std::string out = apply_policy(t, spans, hipaa, book).text;
        QVERIFY2(out.find("Example") == std::string::npos && out.find("EXAMPLE") == std::string::npos, out.c_str());
        QVERIFY2(out.find("Placeholder") == std::string::npos && out.find("Jane") == std::string::npos, out.c_str());
        QVERIFY2(out.find("[PERSON 1]\n[PERSON 1] was seen by [PERSON 2].") != std::string::npos, out.c_str());
        QVERIFY2(out.find("[PERSON 1] agreed and [PERSON 1] left.") != std::string::npos, out.c_str());
        QVERIFY2(out.find("[PERSON 3]") == std::string::npos, out.c_str());
    }

    // Issue 20: the initials and user names of a person the record names
    // (engine/redact/person_forms.cpp). "expected" is the decision on the
    // needle's nth occurrence: redact, review or none.
    void person_forms_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("needle");
        QTest::addColumn<int>("nth");
        QTest::addColumn<QString>("expected");
        const char* handover = "Handover from: Orla D'Arcy RN   To: Pham Van Long RN\nKeys co-signed OD'A / PVL.\n";
        const char* supervisor = "Supervisor Gretchen Ambler (GA) approved the reserve.\nLater GA signed the letter.\n";
        const char* login = "Reviewer: Tobias Lindqvist\nPrinted 2025-11-30 by TLINDQVIST\nEdits under user tlindqvist.\n";
        // A surname in another grammatical case (propagate.cpp, inflected_part): redacted as the name.
        const char* czech = "Pacientka: Jana Doubravová, r. č. 855612/1234\nLékař hovořil s Doubravovou o léčbě.\n";
        const char* russian = "Пациент: Сергей Каменев, 1970 г. р.\nВыписка выдана Каменеву на руки.\n";
        // A role a court's paper labels a person with: words of the language as the name, redacted.
        QTest::newRow("words of the language after 'Accused:'") << "Accused: Grant Rose\n" << "Grant Rose" << 0 << "redact";
        QTest::newRow("the same words after another label are reviewed") << "Remarks: Grant Rose\n" << "Grant Rose" << 0 << "review";
        QTest::newRow("a Czech surname in the instrumental") << czech << "Doubravovou" << 0 << "redact";
        QTest::newRow("a Russian surname in the dative") << russian << "Каменеву" << 0 << "redact";
        QTest::newRow("three initials") << handover << "PVL" << 0 << "redact";
        QTest::newRow("initials keeping an apostrophe") << handover << "OD'A" << 0 << "redact";
        QTest::newRow("initials defined in brackets") << supervisor << "GA" << 0 << "redact";
        QTest::newRow("defined initials used again") << supervisor << "GA" << 1 << "redact";
        QTest::newRow("user name in capitals") << login << "TLINDQVIST" << 0 << "redact";
        QTest::newRow("user name in lower case") << login << "tlindqvist" << 0 << "redact";
        QTest::newRow("two letters that are also a word") << "Seen by Dr Anil Chaudhry today.\nAC reviewed the scan.\n"
                                                         << "AC" << 0 << "review";
        QTest::newRow("a label is no person") << "Patient seen by Gwen Price.\nGP: Dr Aled Morgan\n" << "GP" << 0 << "none";
        const char* log = "11/03/2025 09:12 RQ  First notice from insd by phone.\n11/03/2025 10:40 RQ  Contact clmt.\n";
        QTest::newRow("a log's lines signed with initials") << log << "RQ" << 1 << "redact";
        const char* sms = "08:41 IN   hey its me\n08:44 OUT  hi yes this is the office\n08:46 IN   heat still not fixed\n";
        QTest::newRow("an SMS export's direction is no signature") << sms << "IN" << 0 << "none";
        QTest::newRow("a clock's words are no signature") << "09:12 AM  Called.\n10:40 AM  Called again.\n" << "AM" << 0 << "none";
        QTest::newRow("initials of nobody named") << "CCTV shows MK pointing at the door.\n" << "MK" << 0 << "none";
        const char* audit = "access_ts,user_id,user_name,role\n2026-11-03 07:41:12,jmaldonado,\"MALDONADO ORTIZ, JOSE L\",RN\n"
                            "2026-11-03 08:15:50,acolon2,\"COLON VEGA, ALEXIS\",MD\nRun by: icfigueroa (Lcda. Ivonne C. Figueroa Santiago)\n"
                            "1. Accesses by jmaldonado and acolon2 match the encounter.\n";
        QTest::newRow("a login from the first of two surnames") << audit << "jmaldonado" << 1 << "redact";
        QTest::newRow("a numbered login") << audit << "acolon2" << 1 << "redact";
        QTest::newRow("a login with a middle initial") << audit << "icfigueroa" << 0 << "redact";
    }
    void person_forms() {
        QFETCH(QString, text);
        QFETCH(QString, needle);
        QFETCH(int, nth);
        QFETCH(QString, expected);
        const std::string t = text.toStdString(), n = needle.toStdString();
        size_t at = t.find(n);
        for (int i = 0; i < nth && at != std::string::npos; ++i) at = t.find(n, at + 1);
        QVERIFY2(at != std::string::npos, "needle missing");
        QString found = "none";
        for (const auto& s : detector().detect(t))
            if (s.start <= at && s.end >= at + n.size()) {
                QCOMPARE(QString::fromStdString(s.category), QString("PERSON"));
                found = s.decision == Decision::Review ? "review" : "redact";
            }
        QCOMPARE(found, expected);
    }

    void ambiguous_short_form_goes_to_review() {
        std::string a = "Patient: Jane Example\n";
        std::string b = "Her brother, Mr. John Example, called. Later Example called back.\n";
        auto spans = detector().detect_set({a, b});
        const Span* alone = nullptr;
        size_t at = b.find("Example called back");
        for (const auto& s : spans[1])
            if (s.start == at) alone = &s;
        QVERIFY2(alone, "the short form was not found");
        QCOMPARE(alone->decision, Decision::Review);
        QCOMPARE(alone->decided_by, Decider::Pending);
        QVERIFY(alone->needs_review);
        QCOMPARE(alone->entity, -1);
        QCOMPARE(alone->entity_candidates.size(), size_t(2));
        QVERIFY2(alone->note.find("ambiguous short form") != std::string::npos, alone->note.c_str());
        QVERIFY2(alone->note.find("xample") == std::string::npos, "the audit note must hold no document text");
        Policy hipaa = load_policy_file(find_policy("hipaa-safe-harbor"));
        PlaceholderBook book;
        book.register_set({a, b}, spans);
        std::string out = apply_policy(b, spans[1], hipaa, book).text;
        QVERIFY2(out.find("[PERSON 1/2] called back") != std::string::npos || out.find("[PERSON 2/1] called back") != std::string::npos,
                 out.c_str());
    }

    void missing_gazetteers_fail_clearly() {
        DetectorOptions o;
        o.data_dir = "/nonexistent/redact-data";
        try {
            Detector d(o);
            QFAIL("no error");
        } catch (const synsema::Error& e) {
            QCOMPARE(e.kind(), synsema::ErrorKind::NotFound);
            QVERIFY(QString(e.what()).contains("/nonexistent/redact-data"));
        }
    }

    void missing_word_list_fails_clearly() {
        DetectorOptions o;
        o.word_list_path = "/nonexistent/words";
        try {
            Detector d(o);
            QFAIL("no error");
        } catch (const synsema::Error& e) {
            QCOMPARE(e.kind(), synsema::ErrorKind::NotFound);
            QVERIFY(QString(e.what()).contains("/nonexistent/words"));
        }
    }

    void invalid_utf8_is_refused() {
        std::string bad = "name \xC3\x28 here";
        QVERIFY_THROWS_EXCEPTION(synsema::Error, detector().detect(bad));
    }

    void policies_parse_and_reject_hostile_json() {
        Policy p = load_policy_file(find_policy("hipaa-safe-harbor"));
        QCOMPARE(p.rules.size(), size_t(25));
        QVERIFY(p.rule_for("PERSON"));
        Policy f = load_policy_file(find_policy("frcp-5.2"));
        QCOMPARE(f.rule_for("SSN")->op, Operator::KeepLast4);
        for (const char* bad : {"", "[]", "{\"name\":\"x\"}", "{\"name\":\"x\",\"rules\":[{\"category\":\"NOPE\",\"operator\":\"mask\"}]}",
                                "{\"name\":\"x\",\"rules\":[{\"category\":\"SSN\",\"operator\":\"explode\"}]}"}) {
            QVERIFY_THROWS_EXCEPTION(synsema::Error, parse_policy(bad, "test"));
        }
        std::string deep(100000, '[');
        QVERIFY_THROWS_EXCEPTION(synsema::Error, parse_policy(deep, "deep"));
        // A policy name cannot walk out of the policy folders: "../policies/
        // hipaa-safe-harbor" reaches a real policy only if ".." is followed.
        // (Not "../../etc/passwd": an existing path is taken as the user's
        // file, so that check depended on the folder the test ran in.)
        int checked = 0;
        for (const std::string& dir : policy_search_dirs()) {
            const std::string escaping = "../" + std::filesystem::path(dir).filename().string() + "/hipaa-safe-harbor";
            if (!std::filesystem::is_regular_file(dir + "/" + escaping + ".json") || std::filesystem::exists(escaping))
                continue;
            QVERIFY_THROWS_EXCEPTION(synsema::Error, find_policy(escaping));
            ++checked;
        }
        QVERIFY2(checked > 0, "no policy folder holding hipaa-safe-harbor.json was found to test with");
    }

    void operators() {
        std::string t = "SSN 401-23-9876, born 11/30/1947, Dr. Okafor saw Okafor's chart.";
        auto spans = detector().detect(t);
        Policy frcp = load_policy_file(find_policy("frcp-5.2"));
        PlaceholderBook book;
        std::string out = apply_policy(t, spans, frcp, book).text;
        QVERIFY2(out.find("XXX-XX-9876") != std::string::npos, out.c_str());
        QVERIFY2(out.find("born 1947") != std::string::npos, out.c_str());
        Policy hipaa = load_policy_file(find_policy("hipaa-safe-harbor"));
        PlaceholderBook book2;
        book2.register_set({t}, {spans});
        std::string h = apply_policy(t, spans, hipaa, book2).text;
        QVERIFY2(h.find("401-23") == std::string::npos && h.find("Okafor") == std::string::npos, h.c_str());
        QVERIFY2(h.find("[PERSON 1] saw [PERSON 1]") != std::string::npos, h.c_str());
    }
};

QTEST_MAIN(TestRedactRecognizers)
#include "tst_redact_recognizers.moc"
