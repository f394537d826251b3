// The recognizers' fast scans must find exactly what a plain scan finds:
// Regex::for_each_at (tried only at identifier_starts candidates) and
// Regex::for_each_near (searching only near a required byte) against
// Regex::for_each, over generated text full of digits, capitals, '@', ':',
// blanks and non-ASCII characters (a Unicode digit, the Kelvin sign, long s).
#include <QtTest>

#include <algorithm>
#include <cstdint>

#include "engine/redact/regex.h"
#include "engine/redact/text_scan.h"
#include "engine/redact/word_alternation.h"
#include "engine/redact/word_index.h"
#include "engine/util/error.h"

using namespace synsema::redact;

namespace {

// Deterministic mixed text: short pieces drawn from a table, so that matches
// are frequent and their neighbours vary.
std::string generated_text(uint32_t seed, size_t pieces) {
    static const char* kPieces[] = {
        "0", "1", "2", "5", "9", "42", "555", "2024", "(", ")", "+", "-", ".", "/", ",", ":", " ", " ", "  ", "\t",
        "\n", "@", "_", "&", "a", "x", "Mr", "Ann", "ACME", "Inc", "Co.", "March", "Dec", "J", "name", "Name",
        "patient", "primary care physician", "next of kin", "ne\xE2\x84\xAAt of kin", "\xC5\xBFpouse", "\xD9\xA3",
        "\xC3\xA9", "\xE2\x80\x99", "bob", "mail.example.org", "x.y", "#", "(503) 555", "555-0182", "+1 614", "2024-11-3", "1999.1.12", "2026/12/", "+1555", "5551234", "2345", "555234 ", "+1555234 ",
        "Acme Inc", "Ward & Co.", "March 3", "3 Dec", "Dec 2024", "ann.lee@", "x@y.org", "@example.org",
        "Name:", "PATIENT :", "Next of Kin\t:", "ne\xE2\x84\xAAt of \xE2\x84\xAAin:", "\xC5\xBFpou\xC5\xBF" "e :",
        // Local parts of 63 and 64 bytes: at and past the e-mail pattern's reach.
        "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc"};
    constexpr size_t kCount = sizeof kPieces / sizeof kPieces[0];
    std::string text;
    uint32_t state = seed;
    for (size_t i = 0; i < pieces; ++i) {
        state = state * 1664525u + 1013904223u;
        text += kPieces[(state >> 8) % kCount];
    }
    return text;
}

using Found = std::vector<std::pair<size_t, size_t>>;

Found plain(const Regex& re, std::string_view text) {
    Found found;
    re.for_each(text, [&](const Match& m) {
        found.emplace_back(m.start(), m.end());
        return true;
    });
    return found;
}

}  // namespace

class TestRedactRegex : public QObject {
    Q_OBJECT
private slots:
    void candidates_find_the_same_matches_data() {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("start_bytes");
        QTest::addColumn<bool>("letters");  // candidates from letter_starts, not identifier_starts
        QTest::addColumn<QStringList>("then");  // StartBytes::then: the bytes allowed at offsets 1, 2, …
        QTest::newRow("digits") << QString(R"((?<![\w-])\d{1,3}(?:[ .-]\d{2,4})?(?![\w-]))") << QString("0123456789") << false << QStringList{};
        QTest::newRow("phone-like") << QString(R"((?<![\w+.-])(?:\+?1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[ .-])\d{3})") << QString("+(0123456789") << false << QStringList{};
        QTest::newRow("plus") << QString(R"((?<![\w+])\+\d{1,3}(?:[ .-]?\d{1,4}){1,3})") << QString("+") << false << QStringList{};
        QTest::newRow("capitals") << QString(R"((?<![\w&])(?:[A-Z][\w.]*|&)(?:[ ](?:[A-Z][\w.]*|&|of)){0,3}[ ](?:Inc|Co\.))")
                                  << QString("ABCDEFGHIJKLMNOPQRSTUVWXYZ&") << false << QStringList{};
        QTest::newRow("day or month") << QString(R"((?<![\w])(?:\d{1,2}[ ](?:March|Dec)|(?:March|Dec)[ ]\d{1,4}))")
                                      << QString("0123456789JFMASOND") << false << QStringList{};
        QTest::newRow("caseless digits") << QString(R"((?i)(?<![\w.])(\d{1,3})\s*(?:x|name))") << QString("0123456789") << false << QStringList{};
        // Words of either case after \b, caseless: k also matches U+212A, s also U+017F.
        QTest::newRow("caseless words") << QString(R"((?i)\b(?:name|patient|next[ ]of[ ]kin|spouse|bob)[ \t]*:?)")
                                        << QString("NnPpSsBb") << true << QStringList{};
        // A prefix every match has: the rest of the candidates is skipped before PCRE2 (a Unicode digit
        // among the first bytes is always tried).
        const QString d = "0123456789";
        QTest::newRow("iso date prefix") << QString(R"((?<![\w/-])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\w/]))") << d << false
                                         << QStringList{d, d, d, "-/."};
        QTest::newRow("ten digits prefix") << QString(R"((?<![\w+.-])(?:\+?1)?[2-9]\d{2}[2-9]\d{2}(?![\w-]))") << QString("+0123456789")
                                           << false << QStringList{d, d, d, d, d};
        QTest::newRow("dashed prefix") << QString(R"((?<![\w-])\d{2}-\d{3}|(?<![\w-])\d{5})") << d << false << QStringList{d, d + "-"};
    }
    void candidates_find_the_same_matches() {
        QFETCH(QString, pattern);
        QFETCH(QString, start_bytes);
        QFETCH(bool, letters);
        QFETCH(QStringList, then);
        const std::string p = pattern.toStdString(), lead = start_bytes.toStdString();
        std::vector<std::string> then_bytes;
        for (const QString& t : then) then_bytes.push_back(t.toStdString());
        const Regex scan_all(p);
        const Regex candidates_only(p, StartBytes{lead, std::vector<std::string_view>(then_bytes.begin(), then_bytes.end())});
        size_t total = 0;
        for (uint32_t seed = 1; seed <= 40; ++seed) {
            const std::string text = generated_text(seed, 4000);
            const Found expected = plain(scan_all, text);
            Found got;
            candidates_only.for_each_at(text, letters ? letter_starts(text) : identifier_starts(text), [&](const Match& m) {
                got.emplace_back(m.start(), m.end());
                return true;
            });
            QCOMPARE(got, expected);
            total += expected.size();
        }
        QVERIFY2(total > 100, "the generated text must give the pattern something to find");
    }

    void near_search_finds_the_same_matches_data() {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<int>("byte");
        QTest::addColumn<int>("reach");
        QTest::newRow("e-mail") << QString(R"((?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@(?:[A-Za-z0-9-]+\.){1,8}[A-Za-z]{2,24}(?![\w-]))")
                                << int('@') << 64;
        // Caseless: k also matches U+212A (3 bytes), s also U+017F (2 bytes).
        QTest::newRow("label") << QString(R"((?i)(?<![\w])(?:name|patient|primary[ ]care[ ]physician|next[ ]of[ ]kin|spouse)[ \t]*:)")
                               << int(':') << 3 * 22;
    }
    void near_search_finds_the_same_matches() {
        QFETCH(QString, pattern);
        QFETCH(int, byte);
        QFETCH(int, reach);
        const Regex re(pattern.toStdString());
        size_t total = 0;
        for (uint32_t seed = 1; seed <= 40; ++seed) {
            const std::string text = generated_text(seed, 4000);
            const Found expected = plain(re, text);
            Found got;
            re.for_each_near(text, static_cast<char>(byte), static_cast<size_t>(reach), [&](const Match& m) {
                got.emplace_back(m.start(), m.end());
                return true;
            });
            QCOMPARE(got, expected);
            total += expected.size();
        }
        QVERIFY2(total > 100, "the generated text must give the pattern something to find");
    }

    void a_callback_can_stop_the_fast_scans() {
        const std::string text = "1 2 3 a@b.org c@d.org";
        const Regex digits(R"((?<![\w])\d)", StartBytes{"0123456789"});
        int calls = 0;
        digits.for_each_at(text, identifier_starts(text), [&](const Match&) { return ++calls < 2; });
        QCOMPARE(calls, 2);
        const Regex mail(R"([a-z]@[a-z]+\.org)");
        calls = 0;
        mail.for_each_near(text, '@', 1, [&](const Match&) { return ++calls < 1; });
        QCOMPARE(calls, 1);
    }

    void identifier_starts_follow_word_boundaries() {
        const std::string text = "a1 (2 x_3 Bob +4 &c \xC3\xA9t\xC3\xA9";
        const std::vector<size_t> expected = {3, 4, 10, 14, 15, 17, 20};
        QCOMPARE(identifier_starts(text), expected);
    }

    void letter_starts_follow_word_boundaries() {
        const std::string text = "a1 (2 x_3 Bob +4 &c \xC3\xA9t\xC3\xA9 ab";
        // "t" after "é" counts: only ASCII word bytes before a position rule it out (a superset is safe).
        const std::vector<size_t> expected = {0, 6, 10, 18, 20, 22, 26};
        QCOMPARE(letter_starts(text), expected);
    }

    // first_token_at searches from a guess: the same index as a plain lower_bound, for every position of
    // texts whose words are spread unevenly (a dense start, a long gap, a dense end).
    void first_token_at_is_lower_bound() {
        for (uint32_t seed = 1; seed <= 6; ++seed) {
            const std::string text = generated_text(seed, 400) + std::string(5000, ' ') + generated_text(seed + 100, 50) + "\n" +
                                     std::string(300, '9') + " end";
            const std::vector<Token> tokens = tokenize_words(text);
            QVERIFY(tokens.size() > 20);
            for (size_t pos = 0; pos <= text.size() + 2; ++pos) {
                const size_t expected = static_cast<size_t>(
                    std::lower_bound(tokens.begin(), tokens.end(), pos, [](const Token& t, size_t p) { return t.start < p; }) -
                    tokens.begin());
                QCOMPARE(first_token_at(tokens, pos), expected);
            }
        }
        QCOMPARE(first_token_at({}, 5), size_t{0});
    }

    // The index finds the same tokens as the walk over every token, in text order, ASCII case
    // ignored after the first letter, non-ASCII words and words sharing a first letter included.
    void word_index_finds_what_the_token_walk_finds() {
        size_t total = 0;
        for (uint32_t seed = 1; seed <= 20; ++seed) {
            const std::string text = generated_text(seed, 3000) + " NAME Name nAME patient Patient's x X";
            const std::vector<Token> tokens = tokenize_words(text);
            const WordIndex index(tokens);
            for (const auto& words : {std::initializer_list<std::string_view>{"name", "patient", "x"},
                                      std::initializer_list<std::string_view>{"bob", "ann", "acme", "mr", "\xC3\xA9t\xC3\xA9"},
                                      std::initializer_list<std::string_view>{"march", "dec", "inc", "co", "kin", "next"}}) {
                const std::vector<size_t> expected = starts_of_words(tokens, words);
                QCOMPARE(index.starts_of(words), expected);
                total += expected.size();
            }
        }
        QVERIFY2(total > 100, "the generated text must hold the words");
    }

    // A grouped alternation matches what the plain one does, at the same places and lengths,
    // prefixes and shared first letters included, and under (?i) (É, Kelvin sign, long s).
    void grouped_alternation_finds_the_same_matches_data() {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<bool>("caseless");
        QTest::newRow("street words") << QStringList{"St", "Street", "Sq", "Ave", "Av", "Avenue", "STREET", "Rd", "Road", "Co\\.", "Bob", "Ann"} << false;
        QTest::newRow("caseless") << QStringList{"name", "NAME", "next", "patient", "spouse", "\xC3\xA9t\xC3\xA9", "\xC3\x89T\xC3\x89", "kin", "bob", "x"} << true;
    }
    void grouped_alternation_finds_the_same_matches() {
        QFETCH(QStringList, words);
        QFETCH(bool, caseless);
        std::vector<std::string> list;
        std::string plain_alt;
        for (const QString& w : words) {
            list.push_back(w.toStdString());
            plain_alt += (plain_alt.empty() ? "" : "|") + w.toStdString();
        }
        const std::string head = caseless ? "(?i)" : "";
        // A continuation that makes a shorter branch fail and a longer one succeed, and the reverse.
        const std::string tail = R"((?:[ ]of|\b|e))";
        const Regex plain_re(head + "(?:" + plain_alt + ")" + tail);
        const Regex grouped_re(head + "(?:" + grouped_alternation(list, caseless) + ")" + tail);
        size_t total = 0;
        for (uint32_t seed = 1; seed <= 40; ++seed) {
            const std::string text = generated_text(seed, 3000) + " Street Sq Avenue Co. ROAD";
            const Found expected = plain(plain_re, text);
            QCOMPARE(plain(grouped_re, text), expected);
            total += expected.size();
        }
        QVERIFY2(total > 100, "the generated text must give the alternation something to find");
    }

    void grouped_alternation_refuses_a_quantified_opening() {
        QVERIFY_THROWS_EXCEPTION(synsema::Error, grouped_alternation({"L?td", "Ltd"}));
        QCOMPARE(QString::fromStdString(grouped_alternation({"St", "Sq", "Ave", "", "Street"})), QString("S(?:t|q|treet)|Ave"));
    }
};

QTEST_MAIN(TestRedactRegex)
#include "tst_redact_regex.moc"
