// llama.cpp's tokenizer test vectors (../shared/vocab): every string of each
// .inp file, tokenized without BOS/EOS and without special-token parsing, must
// give exactly the ids on the matching line of the .out file. Two SentencePiece
// vocabularies (llama-spm, phi-3) and two byte-level BPE ones (gpt-2, qwen2).
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <string>
#include <vector>

#include "engine/gguf/gguf_file.h"
#include "engine/tokenizer/tokenizer.h"
#include "tests/support/test_data.h"

using synsema::TokenId;

namespace {

constexpr std::string_view kSeparator = "\n__ggml_vocab_test__\n";

std::string read_all(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = f.readAll();
    return std::string(bytes.constData(), static_cast<size_t>(bytes.size()));
}

// .inp: every test string is followed by the separator line.
std::vector<std::string> split_inputs(const std::string& text) {
    std::vector<std::string> out;
    size_t pos = 0;
    while (pos < text.size()) {
        const size_t end = text.find(kSeparator, pos);
        if (end == std::string::npos) break;
        out.push_back(text.substr(pos, end - pos));
        pos = end + kSeparator.size();
    }
    return out;
}

// .out: one line of space-separated ids per test string (empty line: no tokens).
std::vector<std::vector<TokenId>> split_outputs(const std::string& text) {
    std::vector<std::vector<TokenId>> out;
    QList<QByteArray> lines = QByteArray::fromStdString(text).split('\n');
    if (!lines.isEmpty() && lines.back().isEmpty()) lines.removeLast();  // the final newline
    for (const QByteArray& line : lines) {
        std::vector<TokenId> ids;
        for (const QByteArray& field : line.split(' '))
            if (!field.isEmpty()) ids.push_back(field.toInt());
        out.push_back(std::move(ids));
    }
    return out;
}

QString format_ids(const std::vector<TokenId>& ids) {
    QStringList parts;
    for (TokenId id : ids) parts << QString::number(id);
    return "[" + parts.join(' ') + "]";
}

}  // namespace

class TokenizerVectorsTest : public QObject {
    Q_OBJECT

private slots:
    void vectors_data();
    void vectors();
    void round_trip_data() { vectors_data(); }
    void round_trip();
    void qwen2_loads_quickly();
    void stories260k_reference_prompts();
};

void TokenizerVectorsTest::vectors_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("model");
    QTest::newRow("llama-spm") << "llama-spm" << "llama";
    QTest::newRow("phi-3") << "phi-3" << "llama";
    QTest::newRow("gpt-2") << "gpt-2" << "gpt2";
    QTest::newRow("qwen2") << "qwen2" << "gpt2";
}

void TokenizerVectorsTest::vectors() {
    QFETCH(QString, name);
    QFETCH(QString, model);
    const QString base = "vocab/ggml-vocab-" + name + ".gguf";
    SYNSEMA_REQUIRE_DATA(gguf_path, base);
    SYNSEMA_REQUIRE_DATA(inp_path, base + ".inp");
    SYNSEMA_REQUIRE_DATA(out_path, base + ".out");

    const auto file = synsema::gguf::GgufFile::open(gguf_path.toStdString());
    const auto tokenizer = synsema::Tokenizer::from_gguf(*file);
    QCOMPARE(QString::fromUtf8(tokenizer->model_name()), model);
    QVERIFY2(tokenizer->warning().empty(), tokenizer->warning().c_str());

    const std::vector<std::string> inputs = split_inputs(read_all(inp_path));
    const std::vector<std::vector<TokenId>> expected = split_outputs(read_all(out_path));
    QVERIFY2(inputs.size() >= 40, "the .inp file holds fewer test strings than expected");
    QCOMPARE(inputs.size(), expected.size());

    QStringList failures;
    for (size_t i = 0; i < inputs.size(); ++i) {
        const std::vector<TokenId> got = tokenizer->encode(inputs[i], {false, false});
        if (got != expected[i]) {
            failures << QString("line %1 (%2): expected %3, got %4")
                            .arg(i + 1)
                            .arg(QString::fromStdString(inputs[i]).toHtmlEscaped().left(60))
                            .arg(format_ids(expected[i]), format_ids(got));
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(QString::number(failures.size()) + " of " +
                                            QString::number(inputs.size()) + " strings differ:\n" +
                                            failures.join('\n')));
}

// Both algorithms are lossless on valid UTF-8: SentencePiece keeps every byte
// (byte fallback) and decode() removes only the space encode() added; byte-level
// BPE maps bytes one to one. (Qwen2 normalises to NFC; the vectors are NFC.)
void TokenizerVectorsTest::round_trip() {
    QFETCH(QString, name);
    const QString base = "vocab/ggml-vocab-" + name + ".gguf";
    SYNSEMA_REQUIRE_DATA(gguf_path, base);
    SYNSEMA_REQUIRE_DATA(inp_path, base + ".inp");
    const auto file = synsema::gguf::GgufFile::open(gguf_path.toStdString());
    const auto tokenizer = synsema::Tokenizer::from_gguf(*file);

    const std::vector<std::string> inputs = split_inputs(read_all(inp_path));
    QVERIFY(!inputs.empty());
    QStringList failures;
    for (size_t i = 0; i < inputs.size(); ++i) {
        const std::vector<TokenId> ids = tokenizer->encode(inputs[i], {false, false});
        const std::string back = tokenizer->decode(ids);
        if (back != inputs[i])
            failures << QString("line %1: '%2' came back as '%3'")
                            .arg(i + 1)
                            .arg(QString::fromStdString(inputs[i]), QString::fromStdString(back));
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join('\n')));
}

// 151,936 tokens and ~151k merges: opening and indexing must stay fast.
void TokenizerVectorsTest::qwen2_loads_quickly() {
    SYNSEMA_REQUIRE_DATA(gguf_path, "vocab/ggml-vocab-qwen2.gguf");
    QElapsedTimer timer;
    timer.start();
    const auto file = synsema::gguf::GgufFile::open(gguf_path.toStdString());
    const auto tokenizer = synsema::Tokenizer::from_gguf(*file);
    const qint64 ms = timer.elapsed();
    qInfo("qwen2 vocabulary: %zu tokens loaded in %lld ms", tokenizer->vocab_size(), static_cast<long long>(ms));
    QCOMPARE(tokenizer->vocab_size(), size_t{151936});
    // The target is < 150 ms; the bound leaves room for a loaded shared machine.
    QVERIFY2(ms < 1000, qPrintable(QString("loading took %1 ms").arg(ms)));
}

// The reference prompts were tokenized by llama.cpp (BOS included), and its
// greedy continuation decoded to greedy_text: both must match here.
void TokenizerVectorsTest::stories260k_reference_prompts() {
    SYNSEMA_REQUIRE_DATA(model, "models/stories260K.gguf");
    SYNSEMA_REQUIRE_DATA(reference, "reference/stories260K.json");
    const auto file = synsema::gguf::GgufFile::open(model.toStdString());
    const auto tokenizer = synsema::Tokenizer::from_gguf(*file);
    const QJsonArray cases =
        QJsonDocument::fromJson(QByteArray::fromStdString(read_all(reference))).object().value("cases").toArray();
    QVERIFY(!cases.isEmpty());
    for (const QJsonValue& value : cases) {
        const QJsonObject c = value.toObject();
        const std::string text = c.value("text").toString().toStdString();
        std::vector<TokenId> expected;
        for (const QJsonValue& id : c.value("tokens").toArray()) expected.push_back(id.toInt());
        QCOMPARE(tokenizer->encode(text, {true, false}), expected);
        QCOMPARE(tokenizer->decode(expected), text);

        // The continuation follows the prompt, so its first space is kept.
        const QJsonObject llama = c.value("llama_cpp").toObject();
        synsema::StreamingDecoder stream(*tokenizer, false);
        std::string continuation;
        for (const QJsonValue& id : llama.value("greedy").toArray()) continuation += stream.push(id.toInt());
        continuation += stream.flush();
        QCOMPARE(QString::fromStdString(continuation), llama.value("greedy_text").toString());
    }
}

QTEST_MAIN(TokenizerVectorsTest)
#include "tst_tokenizer_vectors.moc"
