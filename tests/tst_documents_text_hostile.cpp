// Hostile plain text: every case of Markus Kuhn's UTF-8 decoder stress test
// (generated here from its table of contents, not downloaded), mixed line
// endings, and a 50 MB single line, each imported within bounded time and
// memory. Valid UTF-8 stays byte for byte; anything else becomes Latin-1 with
// a notice; the detector still finds the identifier next to the damage.
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>

#include <ctime>

#include "services/documents/document.h"
#include "engine/redact/detector.h"
#include "engine/tokenizer/utf8.h"

using namespace synsema;
using namespace synsema::documents;

namespace {

// Encodes a code point in 1..6 bytes the way the original UTF-8 (RFC 2279)
// did, so that 5- and 6-byte forms, surrogates and values past U+10FFFF can
// be written down, plus overlong forms when `length` is forced.
QByteArray encode_any(uint32_t cp, int length = 0) {
    if (length == 0) length = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : cp < 0x200000 ? 4 : cp < 0x4000000 ? 5 : 6;
    if (length == 1) return QByteArray(1, char(cp));
    static const uint8_t lead[] = {0, 0, 0xC0, 0xE0, 0xF0, 0xF8, 0xFC};
    QByteArray out(length, '\0');
    for (int i = length - 1; i > 0; --i) {
        out[i] = char(0x80 | (cp & 0x3F));
        cp >>= 6;
    }
    out[0] = char(lead[length] | cp);
    return out;
}

struct StressCase {
    QByteArray bytes;
    bool valid;  // valid UTF-8 (RFC 3629)
};

// Kuhn's sections 1-5.
QList<QPair<QString, StressCase>> kuhn_cases() {
    QList<QPair<QString, StressCase>> c;
    const auto add = [&](const QString& name, const QByteArray& b, bool valid) { c.append({name, {b, valid}}); };
    // 1 Some correct UTF-8 text (Greek "kosme").
    add("1 kosme", "\xCE\xBA\xE1\xBD\xB9\xCF\x83\xCE\xBC\xCE\xB5", true);
    // 2.1 First possible sequence of each length, 2.2 last, 2.3 other boundaries.
    const uint32_t first[] = {0x80, 0x800, 0x10000, 0x200000, 0x4000000};
    const uint32_t last[] = {0x7F, 0x7FF, 0xFFFF, 0x1FFFFF, 0x3FFFFFF, 0x7FFFFFFF};
    for (int i = 0; i < 5; ++i) add(QString("2.1 first %1 bytes").arg(i + 2), encode_any(first[i]), i < 3);
    for (int i = 0; i < 6; ++i) add(QString("2.2 last %1 bytes").arg(i + 1), encode_any(last[i]), i < 3);
    for (uint32_t cp : {0xD7FFu, 0xE000u, 0xFFFDu, 0x10FFFFu}) add(QString("2.3 U+%1").arg(cp, 0, 16), encode_any(cp), true);
    add("2.3 U+110000", encode_any(0x110000), false);
    // 3.1 Unexpected continuation bytes: each alone, then runs of 2..7 and all 64.
    for (int b = 0x80; b <= 0xBF; ++b) add(QString("3.1 continuation %1").arg(b, 0, 16), QByteArray(1, char(b)), false);
    QByteArray all_continuations;
    for (int b = 0x80; b <= 0xBF; ++b) all_continuations += char(b);
    for (int n = 2; n <= 7; ++n) add(QString("3.1 %1 continuations").arg(n), all_continuations.left(n), false);
    add("3.1 all 64 continuations", all_continuations, false);
    // 3.2 Lonely start characters, each followed by a space.
    for (int b = 0xC0; b <= 0xFD; ++b) add(QString("3.2 lonely start %1").arg(b, 0, 16), QByteArray(1, char(b)) + ' ', false);
    // 3.3 Sequences with the last continuation byte missing (for 0 and the maximum), 3.4 all of them concatenated.
    QByteArray concatenated;
    for (int len = 2; len <= 6; ++len)
        for (uint32_t cp : {uint32_t(0), last[len - 1]}) {
            const QByteArray cut = encode_any(cp, len).chopped(1);
            concatenated += cut;
            add(QString("3.3 %1-byte 0x%2 cut").arg(len).arg(cp, 0, 16), cut, false);
        }
    add("3.4 concatenated cuts", concatenated, false);
    // 3.5 Impossible bytes.
    add("3.5 FE", "\xFE", false);
    add("3.5 FF", "\xFF", false);
    add("3.5 FE FE FF FF", "\xFE\xFE\xFF\xFF", false);
    // 4 Overlong forms: "/" in 2..6 bytes, the largest overlongs, overlong NUL.
    for (int len = 2; len <= 6; ++len) {
        add(QString("4.1 overlong / in %1").arg(len), encode_any('/', len), false);
        add(QString("4.3 overlong NUL in %1").arg(len), encode_any(0, len), false);
    }
    const uint32_t max_overlong[] = {0x7F, 0x7FF, 0xFFFF, 0x1FFFFF, 0x3FFFFFF};
    for (int len = 2; len <= 6; ++len) add(QString("4.2 max overlong %1").arg(len), encode_any(max_overlong[len - 2], len), false);
    // 5.1 Single UTF-16 surrogates, 5.2 paired surrogates.
    for (uint32_t s : {0xD800u, 0xDB7Fu, 0xDB80u, 0xDBFFu, 0xDC00u, 0xDF80u, 0xDFFFu})
        add(QString("5.1 surrogate %1").arg(s, 0, 16), encode_any(s), false);
    for (uint32_t hi : {0xD800u, 0xDB7Fu, 0xDBFFu})
        for (uint32_t lo : {0xDC00u, 0xDFFFu})
            add(QString("5.2 pair %1 %2").arg(hi, 0, 16).arg(lo, 0, 16), encode_any(hi) + encode_any(lo), false);
    // 5.3 Noncharacters: valid UTF-8, must pass through unchanged.
    for (uint32_t cp : {0xFFFEu, 0xFFFFu, 0xFDD0u, 0xFDEFu, 0x1FFFEu, 0x10FFFFu})
        add(QString("5.3 noncharacter %1").arg(cp, 0, 16), encode_any(cp), true);
    return c;
}

long max_rss_kib() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

}  // namespace

class TestDocumentsTextHostile : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    redact::Detector detector_;

    ImportedDocument import_bytes(const QByteArray& bytes, const QString& name) {
        const QString path = dir_.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) throw std::runtime_error("cannot write " + path.toStdString());
        f.write(bytes);
        f.close();
        return import_document(path);
    }

private slots:
    void kuhnStressCase_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("valid");
        const auto cases = kuhn_cases();
        QVERIFY(cases.size() > 150);
        for (const auto& [name, c] : cases) QTest::newRow(qPrintable(name)) << c.bytes << c.valid;
    }
    void kuhnStressCase() {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, valid);
        // The generator's own labels agree with the engine's UTF-8 validator.
        const std::string raw = bytes.toStdString();
        QCOMPARE(utf8::first_invalid_byte(raw) == utf8::kValid, valid);
        const QByteArray text = "Before " + bytes + " after. SSN 401-23-9876\n";
        const ImportedDocument d = import_bytes(text, "kuhn.txt");
        QCOMPARE(utf8::first_invalid_byte(d.text), utf8::kValid);
        if (valid) {
            QCOMPARE(d.encoding, QString("UTF-8"));
            QCOMPARE(QByteArray::fromStdString(d.text), text);
            QVERIFY(d.notices.isEmpty());
        } else {
            QCOMPARE(d.encoding, QString("Latin-1"));
            QCOMPARE(d.notices, QStringList{"not valid UTF-8: decoded as Latin-1; check the redacted text"});
        }
        bool ssn = false;
        for (const auto& span : detector_.detect(d.text)) ssn = ssn || span.category == "SSN";
        QVERIFY2(ssn, "the identifier next to the stress bytes was missed");
    }

    void mixedLineEndings() {
        const QByteArray text = "Patient: Wendeline Ashgrove\r\nSSN 401-23-9876\nPhone (555) 201-0142\r"
                                "Seen 3/4/2024\n\rEmail w.ashgrove@example.com\r\n\r\n";
        const ImportedDocument d = import_bytes(text, "mixed.txt");
        QCOMPARE(QByteArray::fromStdString(d.text), text);  // offsets must map to the original bytes
        QStringList found;
        for (const auto& span : detector_.detect(d.text)) {
            found << QString::fromStdString(span.category);
            const std::string covered = d.text.substr(span.start, span.end - span.start);
            QVERIFY2(covered.find_first_of("\r\n") == std::string::npos || span.category == "ADDRESS",
                     qPrintable("a span crosses a line ending: " + QString::fromStdString(covered)));
        }
        for (const char* category : {"SSN", "PHONE", "DATE", "EMAIL"})
            QVERIFY2(found.contains(category), qPrintable(found.join(",") + " lacks " + category));
    }

    void fiftyMegabyteSingleLine() {
        QByteArray line;
        line.reserve(51 * 1024 * 1024);
        while (line.size() < 50 * 1024 * 1024) line += "lorem ipsum dolor sit amet 401-23-9876 ";
        const long rss_before = max_rss_kib();
        std::clock_t cpu = std::clock();
        const ImportedDocument d = import_bytes(line, "line.txt");
        const double cpu_seconds = double(std::clock() - cpu) / CLOCKS_PER_SEC;
        QCOMPARE(d.text.size(), size_t(line.size()));
        QCOMPARE(d.encoding, QString("UTF-8"));
        // Bounded: the import is linear (CPU time, as the machines are shared)
        // and holds a few copies of the text at most (the file bytes, the
        // decoded text, our own copy in `line`).
        qInfo("50 MB line: %.2f s CPU, peak RSS grew by %ld MiB", cpu_seconds, (max_rss_kib() - rss_before) / 1024);
        QVERIFY2(cpu_seconds < 30.0, "importing 50 MB took more than 30 s of CPU");
        QVERIFY2(max_rss_kib() - rss_before < 400 * 1024, "importing 50 MB grew the process by more than 400 MB");
    }
};

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestDocumentsTextHostile t;
    return QTest::qExec(&t, argc, argv);
}
#include "tst_documents_text_hostile.moc"
