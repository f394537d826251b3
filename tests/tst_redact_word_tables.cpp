// The redaction's two word tables against the standard containers they
// replace: WordTable (the Lexicon's open-addressing table) must give every
// word the flags an std::unordered_map gives it, through growth and repeated
// adds; WordSet's bit-mask prefilter must never turn away a listed word, as
// written or with its case folded.
#include <QtTest>

#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "engine/redact/word_set.h"
#include "engine/redact/word_table.h"

using namespace synsema::redact;

namespace {

// Deterministic words of 1 to 70 bytes over a small alphabet (so that words
// collide in length, first and last byte), some of them non-ASCII.
std::vector<std::string> generated_words(uint32_t seed, size_t count) {
    static const char* kPieces[] = {"a", "b", "e", "n", "s", "A", "N", "Z", "'", "-", "\xC3\xA9", "\xC3\x9F", "\xE2\x80\x99", "0"};
    constexpr size_t kCount = sizeof kPieces / sizeof kPieces[0];
    std::vector<std::string> words;
    uint32_t state = seed;
    auto next = [&] { return state = state * 1664525u + 1013904223u; };
    for (size_t i = 0; i < count; ++i) {
        std::string w;
        const size_t pieces = 1 + (next() >> 8) % ((next() >> 8) % 8 == 0 ? 60 : 9);
        for (size_t k = 0; k < pieces; ++k) w += kPieces[(next() >> 8) % kCount];
        words.push_back(w);
    }
    return words;
}

std::string ascii_lowered(std::string w) {
    for (char& c : w)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
    return w;
}

}  // namespace

class TestRedactWordTables : public QObject {
    Q_OBJECT
private slots:
    void table_matches_a_map_data() {
        QTest::addColumn<uint32_t>("seed");
        QTest::addColumn<int>("words");
        QTest::addColumn<int>("reserved");
        QTest::newRow("small, grows from empty") << 1u << 40 << 0;
        QTest::newRow("grows many times") << 2u << 30000 << 0;
        QTest::newRow("reserved, then grows") << 3u << 20000 << 1000;
        QTest::newRow("reserved enough") << 4u << 20000 << 40000;
    }
    void table_matches_a_map() {
        QFETCH(uint32_t, seed);
        QFETCH(int, words);
        QFETCH(int, reserved);
        const std::vector<std::string> added = generated_words(seed, static_cast<size_t>(words));
        WordTable table;
        if (reserved) table.reserve(static_cast<size_t>(reserved));
        std::unordered_map<std::string, uint32_t> expected;
        for (size_t i = 0; i < added.size(); ++i) {
            const uint32_t flag = 1u << (i % 31);  // a word added twice gathers both flags
            table.add(added[i], flag);
            expected[added[i]] |= flag;
        }
        QCOMPARE(table.size(), expected.size());
        for (const auto& [word, flags] : expected) QCOMPARE(table.find(word), flags);
        // Absent words: other draws, prefixes and extensions of present ones, the empty word.
        size_t absent = 0;
        for (const std::string& w : generated_words(seed + 1000, 5000)) {
            for (const std::string& probe : {w, w.substr(0, w.size() / 2), w + "x"}) {
                if (expected.count(probe)) continue;
                QCOMPARE(table.find(probe), 0u);
                ++absent;
            }
        }
        QVERIFY(absent > 1000);
        QCOMPARE(table.find(""), 0u);
        table.add("", 1);  // ignored: the Lexicon never keys an empty word
        QCOMPARE(table.size(), expected.size());
    }

    void empty_table_finds_nothing() {
        WordTable table;
        QCOMPARE(table.find("word"), 0u);
        QCOMPARE(table.size(), size_t{0});
    }

    void set_prefilter_never_turns_a_word_away_data() {
        QTest::addColumn<uint32_t>("seed");
        QTest::addColumn<int>("listed");
        QTest::newRow("a handful") << 5u << 8;
        QTest::newRow("a few hundred") << 6u << 300;
        QTest::newRow("thousands, every mask full") << 7u << 5000;
    }
    void set_prefilter_never_turns_a_word_away() {
        QFETCH(uint32_t, seed);
        QFETCH(int, listed);
        std::vector<std::string> storage = generated_words(seed, static_cast<size_t>(listed));
        std::vector<std::string_view> views(storage.begin(), storage.end());
        const WordSet set(views);
        const std::unordered_set<std::string> expected(storage.begin(), storage.end());
        QCOMPARE(set.size(), expected.size());
        for (const std::string& w : generated_words(seed + 77, 20000)) {
            QCOMPARE(set.contains(w), expected.count(w) == 1);
            QCOMPARE(set.count(w), expected.count(w));
            QCOMPARE(set.contains(w, false), expected.count(w) == 1);
            QCOMPARE(set.contains(w, true), expected.count(ascii_lowered(w)) == 1);
        }
        for (const std::string& w : storage) {
            QVERIFY(set.contains(w));
            if (w == ascii_lowered(w)) {
                std::string upper = w;
                for (char& c : upper)
                    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - ('a' - 'A'));
                QVERIFY2(set.contains(upper, true), upper.c_str());
            }
        }
    }

    void set_keeps_the_listed_order_and_unions() {
        const WordSet a{"may", "june", "may", "july"};
        const WordSet b{"june", "august"};
        const WordSet both{&a, &b};
        QCOMPARE(std::vector<std::string_view>(a.begin(), a.end()), (std::vector<std::string_view>{"may", "june", "july"}));
        QCOMPARE(std::vector<std::string_view>(both.begin(), both.end()),
                 (std::vector<std::string_view>{"may", "june", "july", "august"}));
        QVERIFY(both.contains("August", true));
        QVERIFY(!both.contains("August"));
        QVERIFY(!both.contains(""));
        const WordSet with_empty{""};
        QVERIFY(with_empty.contains(""));
    }
};

QTEST_MAIN(TestRedactWordTables)
#include "tst_redact_word_tables.moc"
