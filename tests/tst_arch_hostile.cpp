// Hostile architecture files beyond tst_arch's grammar errors: a 50 MB file,
// very long lines, nesting far past the limit, NUL bytes in every position a
// lexer might trip on, and tensor names that try path tricks. Each is refused
// as ErrorKind::Arch with the file, line:column and the problem, quickly.
// Tensor-name tricks are tried in the shipped llama.arch against a tiny model.
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "engine/arch/arch_parser.h"
#include "engine/arch/arch_registry.h"
#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_writer.h"
#include "engine/model/compiler.h"
#include "engine/model/model_maker.h"
#include "engine/util/error.h"

using namespace synsema;

namespace {

struct Outcome {
    ErrorKind kind = ErrorKind::Invalid;
    QString message;  // empty: parsed
};

Outcome parse(const std::string& text, const std::string& name = "hostile.arch") {
    try {
        arch::parse_arch(text, name);
    } catch (const Error& e) {
        return {e.kind(), QString::fromStdString(e.what())};
    }
    return {};
}

}  // namespace

class TestArchHostile : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void fiftyMegabyteFileIsRefusedBySize() {
        const QString path = dir_.filePath("huge.arch");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            const QByteArray line = "param a = key(\"{arch}.block_count\")\n";
            QByteArray chunk;
            while (chunk.size() < (1 << 20)) chunk += line;
            chunk.truncate(1 << 20);
            for (int i = 0; i < 50; ++i) QCOMPARE(f.write(chunk), qint64(chunk.size()));
        }
        QElapsedTimer timer;
        timer.start();
        try {
            arch::parse_arch_file(path.toStdString());
            QFAIL("a 50 MB architecture file was parsed");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Arch);
            QCOMPARE(QString(e.what()), path + ":1:1: file is 52428800 bytes; architecture files are limited to 262144");
        }
        QVERIFY2(timer.elapsed() < 5000, "the size check read the whole file");  // generous: shared machine
    }

    void longLinesAndDeepNesting_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        const QByteArray cap_minus = QByteArray(int(arch::kMaxArchFileBytes) - 100, 'a');
        QTest::newRow("one 256 KB identifier") << ("arch x\nparam " + cap_minus + " 1\n")
                                               << QString("hostile.arch:2:%1: expected '='").arg(cap_minus.size() + 8);
        QTest::newRow("one 256 KB line of nothing") << ("arch x\n" + QByteArray(int(arch::kMaxArchFileBytes) - 10, ' ') + "$\n")
                                                    << QString("hostile.arch:2:%1: unexpected character 0x24").arg(arch::kMaxArchFileBytes - 9);
        QTest::newRow("100,000 open parentheses") << ("arch x\nparam a = " + QByteArray(100000, '(') + "1\n")
                                                  << QString("expression nested too deeply");
        QTest::newRow("one byte over the cap") << QByteArray(int(arch::kMaxArchFileBytes) + 1, '\n')
                                               << QString("hostile.arch:1:1: file is 262145 bytes; architecture files are limited to 262144");
    }
    void longLinesAndDeepNesting() {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QElapsedTimer timer;
        timer.start();
        const Outcome o = parse(text.toStdString());
        QVERIFY2(!o.message.isEmpty(), "parsed");
        QCOMPARE(o.kind, ErrorKind::Arch);
        QVERIFY2(o.message.startsWith("hostile.arch:"), qPrintable(o.message));
        QVERIFY2(o.message.contains(expected), qPrintable(o.message));
        QVERIFY2(timer.elapsed() < 5000, "took longer than 5 s");
    }

    void nulBytes_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("first byte") << QByteArray("\0arch x\n", 8) << "hostile.arch:1:1: unexpected character 0x00";
        // "ar" ends at the NUL and is read as a step outside any section.
        QTest::newRow("inside a keyword") << QByteArray("ar\0ch x\n", 8) << "hostile.arch:1:1: a step must be inside a section";
        QTest::newRow("after a string") << QByteArray("arch x\nparam a = key(\"ab\")\0\n", 29)
                                        << "hostile.arch:2:20: unexpected character 0x00";
        QTest::newRow("inside a tensor name") << QByteArray("arch x\nblock:\n  h = embed(tok\0en.weight)\n", 40)
                                              << "hostile.arch:3:16: unexpected character 0x00";
        QTest::newRow("only NULs") << QByteArray(4096, '\0') << "hostile.arch:1:1: unexpected character 0x00";
    }
    void nulBytes() {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const Outcome o = parse(text.toStdString());
        QVERIFY2(!o.message.isEmpty(), "parsed");
        QCOMPARE(o.kind, ErrorKind::Arch);
        QVERIFY2(o.message.startsWith(expected), qPrintable(o.message));
    }

    void pathTrickTensorNames_data() {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QString>("expected");
        // Substituted for token_embd.weight in the shipped llama.arch. A name
        // is only ever looked up in the model's tensor table, never opened as
        // a file: those the lexer accepts fail as tensors not found (or as a
        // bad expression), nothing reaches the file system.
        QTest::newRow("parent folder") << QByteArray("../../etc/passwd") << ":19:13: unexpected character 0x2E";
        QTest::newRow("absolute path") << QByteArray("/etc/passwd") << ":19:13: expected a value (number, string, name or tensor), found '/'";
        QTest::newRow("home folder") << QByteArray("~/.ssh/id_rsa") << ":19:13: unexpected character 0x7E";
        QTest::newRow("backslash") << QByteArray("blk.0\\..\\x") << ":19:18: unexpected character 0x5C";
        QTest::newRow("percent-encoded") << QByteArray("%2e%2e") << ":19:13: unexpected character 0x25";
        QTest::newRow("slash inside") << QByteArray("token_embd/weight") << ":19:";
        QTest::newRow("quoted path") << QByteArray("\"../../etc/passwd\"") << ":19:";
        QTest::newRow("dots only") << QByteArray("blk...weight") << ":19:";
    }
    void pathTrickTensorNames() {
        QFETCH(QByteArray, name);
        QFETCH(QString, expected);
        QFile shipped(QString::fromStdString(arch::find_arch("llama", arch::default_arch_dirs()).path));
        QVERIFY(shipped.open(QIODevice::ReadOnly));
        QByteArray text = shipped.readAll();
        const QByteArray embed = "x = embed(token_embd.weight)";
        QVERIFY2(text.indexOf(embed) > 0 && text.left(text.indexOf(embed)).count('\n') == 18,
                 "llama.arch changed: the embed step is no longer on line 19");
        text.replace(embed, "x = embed(" + name + ")");
        ErrorKind kind{};
        QString message;
        try {
            const arch::ArchDef def = arch::parse_arch(text.toStdString(), "hostile.arch");
            const auto file = gguf::GgufFile::from_memory("tiny.gguf", tiny_model_);
            (void)model::compile_plan(def, *file);
            QFAIL("the architecture compiled");
        } catch (const Error& e) {
            kind = e.kind();
            message = e.what();
        }
        QCOMPARE(kind, ErrorKind::Arch);
        QVERIFY2(message.startsWith("hostile.arch" + expected), qPrintable(message));
    }

    void initTestCase() {
        model::ModelSpec spec;
        spec.n_layer = 1;
        spec.n_embd = 32;
        spec.n_ff = 64;
        spec.n_head = 2;
        spec.n_head_kv = 1;
        tiny_model_ = model::make_random_model(spec).to_bytes();
    }

private:
    std::vector<uint8_t> tiny_model_;
};

QTEST_GUILESS_MAIN(TestArchHostile)
#include "tst_arch_hostile.moc"
