// synsema-cli inspect: JSON and table output on a writer-made file and on
// stories260K.gguf, summaries of long arrays, and errors on broken files.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "engine/gguf/gguf_writer.h"
#include "tests/support/test_data.h"

using namespace synsema;
using synsema::test::run_cli;

namespace {

// A small file whose every value the test knows.
void write_fixture(const QString& path) {
    gguf::GgufWriter w;
    w.set_string("general.architecture", "llama");
    w.set_u32("llama.block_count", 3);
    w.set_i32("t.negative", -7);
    w.set_u64("t.big", 12345678901234ull);
    w.set_f32("t.eps", 1e-5f);
    w.set_bool("t.flag", true);
    std::vector<std::string> tokens;
    for (int i = 0; i < 40; ++i) tokens.push_back("tok" + std::to_string(i));
    w.set_array_strings("tokenizer.ggml.tokens", tokens);
    w.set_array_i32("t.short", std::vector<int32_t>{3, 1, 4});
    w.add_tensor_from_f32("token_embd.weight", kernels::DType::F32, {8, 40}, std::vector<float>(320, 0.25f));
    w.add_tensor_from_f32("output_norm.weight", kernels::DType::F16, {8}, std::vector<float>(8, 1.0f));
    w.write_file(path.toStdString());
}

QJsonObject parse_json(const QByteArray& out) {
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(out, &err);
    if (err.error != QJsonParseError::NoError) qWarning() << "JSON error:" << err.errorString();
    return doc.object();
}

}  // namespace

class TestCliInspect : public QObject {
    Q_OBJECT

private slots:
    void jsonOfWriterFile();
    void tableOfWriterFile();
    void jsonOfStories260K();
    void brokenFileFails();
};

void TestCliInspect::jsonOfWriterFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("fixture.gguf");
    write_fixture(path);
    const auto r = run_cli({"inspect", "--json", path});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const QJsonObject root = parse_json(r.out);
    QCOMPARE(root["file"].toString(), path);
    QCOMPARE(root["version"].toInt(), 3);
    QCOMPARE(root["alignment"].toInt(), 32);
    QCOMPARE(root["file_size"].toInteger(), QFileInfo(path).size());

    const QJsonObject meta = root["metadata"].toObject();
    QCOMPARE(meta.size(), 8);
    QCOMPARE(meta["general.architecture"].toString(), QString("llama"));
    QCOMPARE(meta["llama.block_count"].toInt(), 3);
    QCOMPARE(meta["t.negative"].toInt(), -7);
    QCOMPARE(meta["t.big"].toInteger(), qint64(12345678901234ll));
    QCOMPARE(meta["t.eps"].toDouble(), 1e-5);  // the f32 printed in its shortest form
    QCOMPARE(meta["t.flag"].toBool(), true);
    QCOMPARE(meta["t.short"].toArray(), (QJsonArray{3, 1, 4}));
    // 40 tokens: summarised as the first 8 and a count.
    const QJsonObject tokens = meta["tokenizer.ggml.tokens"].toObject();
    QCOMPARE(tokens["array"].toString(), QString("string"));
    QCOMPARE(tokens["count"].toInt(), 40);
    const QJsonArray first = tokens["first"].toArray();
    QCOMPARE(first.size(), 8);
    QCOMPARE(first[0].toString(), QString("tok0"));
    QCOMPARE(first[7].toString(), QString("tok7"));
    QCOMPARE(root["metadata_types"].toObject()["t.negative"].toString(), QString("i32"));
    QCOMPARE(root["metadata_types"].toObject()["tokenizer.ggml.tokens"].toString(), QString("array[string]"));

    const QJsonArray tensors = root["tensors"].toArray();
    QCOMPARE(tensors.size(), 2);
    const QJsonObject embd = tensors[0].toObject();
    QCOMPARE(embd["name"].toString(), QString("token_embd.weight"));
    QCOMPARE(embd["type"].toString(), QString("f32"));
    QCOMPARE(embd["shape"].toArray(), (QJsonArray{8, 40}));
    QCOMPARE(embd["bytes"].toInt(), 1280);
    QCOMPARE(embd["offset"].toInt(), 0);
    const QJsonObject norm = tensors[1].toObject();
    QCOMPARE(norm["type"].toString(), QString("f16"));
    QCOMPARE(norm["bytes"].toInt(), 16);
    QCOMPARE(norm["offset"].toInt(), 1280);
}

void TestCliInspect::tableOfWriterFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("fixture.gguf");
    write_fixture(path);
    const auto r = run_cli({"inspect", path});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains("version:     3"), qPrintable(out));
    // The summary every front end shows comes first (gguf::GgufSummary).
    QVERIFY2(out.startsWith("name:"), qPrintable(out));
    QVERIFY(QRegularExpression(R"(\narchitecture:\s+llama\n)").match(out).hasMatch());
    QVERIFY(QRegularExpression(R"(\nquantization:\s+F16:1 F32:1\n)").match(out).hasMatch());  // a tie: name order
    QVERIFY(out.indexOf("architecture:") < out.indexOf("metadata ("));
    QVERIFY(out.contains("metadata (8 keys):"));
    QVERIFY(QRegularExpression(R"(llama\.block_count\s+u32\s+3\n)").match(out).hasMatch());
    QVERIFY(QRegularExpression(R"(t\.eps\s+f32\s+1e-05\n)").match(out).hasMatch());
    QVERIFY(out.contains(R"(["tok0", "tok1", "tok2", "tok3", "tok4", "tok5", "tok6", "tok7", ...] (40 items))"));
    QVERIFY(out.contains("[3, 1, 4]"));
    QVERIFY(!out.contains("tok8"));
    QVERIFY(out.contains("tensors (2, 1296 bytes):"));
    QVERIFY(QRegularExpression(R"(token_embd\.weight\s+f32\s+\[8, 40\]\s+1280\s+0\n)").match(out).hasMatch());
    QVERIFY(QRegularExpression(R"(output_norm\.weight\s+f16\s+\[8\]\s+16\s+1280\n)").match(out).hasMatch());
}

void TestCliInspect::jsonOfStories260K() {
    SYNSEMA_REQUIRE_DATA(path, "models/stories260K.gguf");
    const auto r = run_cli({"inspect", "--json", path});
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const QJsonObject root = parse_json(r.out);
    const QJsonObject meta = root["metadata"].toObject();
    QCOMPARE(meta["general.architecture"].toString(), QString("llama"));
    QCOMPARE(meta["llama.block_count"].toInt(), 5);
    QCOMPARE(meta["tokenizer.ggml.tokens"].toObject()["count"].toInt(), 512);
    QCOMPARE(meta["tokenizer.ggml.tokens"].toObject()["first"].toArray()[1].toString(), QString("<s>"));
    const QJsonArray tensors = root["tensors"].toArray();
    QCOMPARE(tensors.size(), 48);
    bool found = false;
    for (const auto& t : tensors) {
        const QJsonObject o = t.toObject();
        if (o["name"].toString() != "token_embd.weight") continue;
        found = true;
        QCOMPARE(o["shape"].toArray(), (QJsonArray{64, 512}));
        QCOMPARE(o["bytes"].toInt(), 64 * 512 * 4);
    }
    QVERIFY(found);
}

void TestCliInspect::brokenFileFails() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A valid file cut in the middle of its metadata.
    const QString good = dir.filePath("good.gguf");
    write_fixture(good);
    QFile in(good);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray head = in.read(100);
    const QString broken = dir.filePath("broken.gguf");
    QFile out(broken);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(head);
    out.close();
    for (const bool json : {false, true}) {
        QStringList args{"inspect", broken};
        if (json) args << "--json";
        const auto r = run_cli(args);
        QCOMPARE(r.exit_code, 1);
        QVERIFY2(r.err.contains(broken.toUtf8() + ": "), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
    const auto missing = run_cli({"inspect", dir.filePath("missing.gguf")});
    QCOMPARE(missing.exit_code, 1);
    QVERIFY(missing.err.contains("missing.gguf"));
    const auto usage = run_cli({"inspect"});
    QCOMPARE(usage.exit_code, 2);
}

QTEST_MAIN(TestCliInspect)
#include "tst_cli_inspect.moc"
