// synsema-cli tokenize: ids on one line (no BOS unless --add-special), special
// tokens parsed only with --parse-special, --json with ids and pieces, and
// errors that exit non-zero naming the file.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "engine/gguf/gguf_file.h"
#include "engine/tokenizer/tokenizer.h"
#include "tests/support/test_data.h"

namespace {

// The ids the engine itself gives, as the line the CLI must print.
QByteArray expected_line(const QString& model, const std::string& text, bool add_special, bool parse_special) {
    const auto file = synsema::gguf::GgufFile::open(model.toStdString());
    const auto tokenizer = synsema::Tokenizer::from_gguf(*file);
    QStringList parts;
    for (synsema::TokenId id : tokenizer->encode(text, {add_special, parse_special})) parts << QString::number(id);
    return parts.join(' ').toUtf8() + "\n";
}

}  // namespace

class CliTokenizeTest : public QObject {
    Q_OBJECT

private slots:
    void prints_ids_without_bos();
    void add_special_adds_bos();
    void parse_special_parses_control_text();
    void json_has_ids_and_pieces();
    void bpe_vocabulary();
    void file_input_and_invalid_utf8();
    void missing_model_fails();
    void usage_errors();
};

void CliTokenizeTest::prints_ids_without_bos() {
    SYNSEMA_REQUIRE_DATA(model, "models/stories260K.gguf");
    const auto r = synsema::test::run_cli({"tokenize", "--model", model, "Once upon a time"});
    QCOMPARE(r.exit_code, 0);
    QCOMPARE(r.out, expected_line(model, "Once upon a time", false, false));
    const QList<QByteArray> ids = r.out.trimmed().split(' ');
    QVERIFY(ids.size() >= 4);
    QVERIFY(ids.front() != "1");
}

void CliTokenizeTest::add_special_adds_bos() {
    SYNSEMA_REQUIRE_DATA(model, "models/stories260K.gguf");
    const auto plain = synsema::test::run_cli({"tokenize", "--model", model, "Once upon a time"});
    const auto r = synsema::test::run_cli({"tokenize", "--model", model, "--add-special", "Once upon a time"});
    QCOMPARE(r.exit_code, 0);
    QCOMPARE(r.out, "1 " + plain.out);
}

void CliTokenizeTest::parse_special_parses_control_text() {
    SYNSEMA_REQUIRE_DATA(model, "models/stories260K.gguf");
    const auto literal = synsema::test::run_cli({"tokenize", "--model", model, "<s>Hi"});
    QCOMPARE(literal.exit_code, 0);
    QVERIFY(!literal.out.trimmed().split(' ').contains("1"));
    const auto parsed = synsema::test::run_cli({"tokenize", "--model", model, "--parse-special", "<s>Hi"});
    QCOMPARE(parsed.exit_code, 0);
    QVERIFY(parsed.out.startsWith("1 "));
    QCOMPARE(parsed.out, expected_line(model, "<s>Hi", false, true));
}

void CliTokenizeTest::json_has_ids_and_pieces() {
    SYNSEMA_REQUIRE_DATA(model, "models/stories260K.gguf");
    const auto r = synsema::test::run_cli({"tokenize", "--model", model, "--json", "--add-special", "Hello world"});
    QCOMPARE(r.exit_code, 0);
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonArray ids = doc.object().value("ids").toArray();
    const QJsonArray pieces = doc.object().value("pieces").toArray();
    QCOMPARE(ids.size(), pieces.size());
    QVERIFY(ids.size() >= 3);
    QCOMPARE(ids.at(0).toInt(), 1);
    QCOMPARE(pieces.at(0).toString(), QString("<s>"));
    QString joined;
    for (qsizetype i = 1; i < pieces.size(); ++i) joined += pieces.at(i).toString();
    QCOMPARE(joined, QString(" Hello world"));
    // The ids are the plain output's ids.
    QStringList plain;
    for (const auto& id : ids) plain << QString::number(id.toInt());
    QCOMPARE(plain.join(' ').toUtf8() + "\n", expected_line(model, "Hello world", true, false));
}

void CliTokenizeTest::bpe_vocabulary() {
    SYNSEMA_REQUIRE_DATA(model, "vocab/ggml-vocab-qwen2.gguf");
    const std::string text = "<|im_start|>user\nHello world<|im_end|>";
    const auto plain = synsema::test::run_cli({"tokenize", "--model", model, QString::fromStdString(text)});
    QCOMPARE(plain.exit_code, 0);
    QCOMPARE(plain.out, expected_line(model, text, false, false));
    const auto parsed = synsema::test::run_cli({"tokenize", "--model", model, "--parse-special", QString::fromStdString(text)});
    QCOMPARE(parsed.exit_code, 0);
    QCOMPARE(parsed.out, expected_line(model, text, false, true));
    QVERIFY(parsed.out != plain.out);
}

void CliTokenizeTest::file_input_and_invalid_utf8() {
    SYNSEMA_REQUIRE_DATA(model, "models/stories260K.gguf");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString good = dir.filePath("good.txt");
    const QString bad = dir.filePath("bad.txt");
    {
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Once upon a time");
        QFile g(bad);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("Once \xff upon");
    }
    const auto ok = synsema::test::run_cli({"tokenize", "--model", model, "--file", good});
    QCOMPARE(ok.exit_code, 0);
    QCOMPARE(ok.out, expected_line(model, "Once upon a time", false, false));

    const auto r = synsema::test::run_cli({"tokenize", "--model", model, "--file", bad});
    QVERIFY(r.exit_code != 0);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(bad.toUtf8()), r.err.constData());
    QVERIFY2(r.err.contains("invalid UTF-8 at byte 5"), r.err.constData());
}

void CliTokenizeTest::missing_model_fails() {
    QTemporaryDir dir;
    const QString missing = dir.filePath("no-such-model.gguf");
    const auto r = synsema::test::run_cli({"tokenize", "--model", missing, "hello"});
    QVERIFY(r.exit_code != 0);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("no-such-model.gguf"), r.err.constData());
}

void CliTokenizeTest::usage_errors() {
    SYNSEMA_REQUIRE_DATA(model, "models/stories260K.gguf");
    const auto no_model = synsema::test::run_cli({"tokenize", "hello"});
    QVERIFY(no_model.exit_code != 0);
    QVERIFY(no_model.err.contains("--model"));
    const auto no_text = synsema::test::run_cli({"tokenize", "--model", model});
    QVERIFY(no_text.exit_code != 0);
    const auto help = synsema::test::run_cli({"tokenize", "--help"});
    QCOMPARE(help.exit_code, 0);
    QVERIFY(help.out.contains("--json"));
    QVERIFY(help.out.contains("pieces"));
}

QTEST_MAIN(CliTokenizeTest)
#include "tst_cli_tokenize.moc"
