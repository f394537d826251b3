// GGUF reader and writer: round trips of every value type and of tensors,
// typed getters, expect_tensor, and every real GGUF file in ../shared.
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <cstring>

#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_keys.h"
#include "engine/gguf/gguf_writer.h"
#include "kernels/type_kernels.h"
#include "tests/support/test_data.h"

using namespace synsema;
using namespace synsema::gguf;
using kernels::DType;

namespace {

// Runs `fn`, which must throw GgufError with `problem`; returns its message.
template <class Fn>
QString expect_problem(Problem problem, Fn&& fn) {
    try {
        fn();
    } catch (const GgufError& e) {
        if (e.problem() != problem)
            return QStringLiteral("WRONG PROBLEM %1: %2").arg(problem_name(e.problem()), e.what());
        return QString::fromStdString(e.what());
    }
    return QStringLiteral("WRONG PROBLEM: nothing thrown");
}

std::span<const uint8_t> as_span(const std::vector<uint8_t>& v) { return {v.data(), v.size()}; }

}  // namespace

class TestGgufReader : public QObject {
    Q_OBJECT

private slots:
    void scalarRoundTrip_data();
    void scalarRoundTrip();
    void arrayRoundTrip();
    void tensorRoundTrip_data();
    void tensorRoundTrip();
    void typedGetterErrors();
    void expectTensor();
    void writerRejectsBadInput();
    void writeFileIsAtomicAndReadable();
    void largeVocabularyParsesFast();
    void stories260K();
    void wellKnownKeys();
    void sharedFilesParse_data();
    void sharedFilesParse();
};

void TestGgufReader::scalarRoundTrip_data() {
    QTest::addColumn<uint32_t>("version");
    QTest::newRow("v2") << 2u;
    QTest::newRow("v3") << 3u;
}

void TestGgufReader::scalarRoundTrip() {
    QFETCH(uint32_t, version);
    GgufWriter w;
    w.set_version(version);
    w.set_u8("t.u8", 250);
    w.set_i8("t.i8", -100);
    w.set_u16("t.u16", 65000);
    w.set_i16("t.i16", -32000);
    w.set_u32("t.u32", 4000000000u);
    w.set_i32("t.i32", -2000000000);
    w.set_u64("t.u64", 0xFFFFFFFFFFFFFFF0ull);
    w.set_i64("t.i64", -(int64_t(1) << 62));
    w.set_f32("t.f32", 1e-5f);
    w.set_f64("t.f64", -3.25e100);
    w.set_bool("t.bool", true);
    w.set_string("t.str", "h\xC3\xA9llo");
    w.set_string("t.empty", "");
    w.set_u32("t.u8", 7);  // replacing keeps the first position
    const auto bytes = w.to_bytes();
    const auto f = GgufFile::from_memory("mem.gguf", as_span(bytes));

    QCOMPARE(f->version(), version);
    QCOMPARE(f->metadata().size(), size_t(13));
    QCOMPARE(f->metadata()[0].key, std::string("t.u8"));
    QCOMPARE(f->metadata()[0].value.type, ValueType::U32);
    QCOMPARE(f->metadata()[12].key, std::string("t.empty"));
    QCOMPARE(*f->get_uint("t.u8"), uint64_t(7));
    QCOMPARE(*f->get_int("t.i8"), int64_t(-100));
    QCOMPARE(f->find("t.i8")->value.type, ValueType::I8);
    QCOMPARE(*f->get_uint("t.u16"), uint64_t(65000));
    QCOMPARE(*f->get_int("t.i16"), int64_t(-32000));
    QCOMPARE(*f->get_uint("t.u32"), uint64_t(4000000000u));
    QCOMPARE(*f->get_int("t.u32"), int64_t(4000000000u));
    QCOMPARE(*f->get_int("t.i32"), int64_t(-2000000000));
    QCOMPARE(*f->get_uint("t.u64"), uint64_t(0xFFFFFFFFFFFFFFF0ull));
    QCOMPARE(*f->get_int("t.i64"), -(int64_t(1) << 62));
    QCOMPARE(*f->get_float("t.f32"), double(1e-5f));
    QCOMPARE(*f->get_float("t.f64"), -3.25e100);
    QCOMPARE(*f->get_float("t.i32"), -2000000000.0);
    QCOMPARE(*f->get_bool("t.bool"), true);
    QCOMPARE(*f->get_string("t.str"), std::string_view("h\xC3\xA9llo"));
    QCOMPARE(*f->get_string("t.empty"), std::string_view());
    QVERIFY(!f->get_uint("absent").has_value());
    QVERIFY(!f->get_string("absent").has_value());
    QVERIFY(f->find("absent") == nullptr);
    QCOMPARE(f->tensors().size(), size_t(0));
    QCOMPARE(f->alignment(), uint64_t(32));
    QCOMPARE(f->data_offset() % 32, uint64_t(0));
    QVERIFY(f->data_offset() >= 24);
}

void TestGgufReader::arrayRoundTrip() {
    GgufWriter w;
    const std::vector<std::string> words = {"a", "", "\xE2\x96\x81the", std::string("x\0y", 3)};
    const std::vector<uint8_t> u8s = {0, 1, 255};
    const std::vector<int32_t> i32s = {-1, 0, 2147483647};
    const std::vector<uint32_t> u32s = {1, 4000000000u};
    const std::vector<float> f32s = {0.5f, -1.25f, 1e30f};
    const std::vector<double> f64s = {1e-300, 2.5};
    const std::vector<int16_t> i16s = {-7, 300};
    std::vector<uint8_t> i16_bytes(i16s.size() * 2);
    std::memcpy(i16_bytes.data(), i16s.data(), i16_bytes.size());
    w.set_array_strings("a.str", words);
    w.set_array_u8("a.u8", u8s);
    w.set_array_i32("a.i32", i32s);
    w.set_array_u32("a.u32", u32s);
    w.set_array_f32("a.f32", f32s);
    w.set_array_f64("a.f64", f64s);
    w.set_array_bool("a.bool", {true, false, true});
    w.set_array_raw("a.i16", ValueType::I16, 2, i16_bytes);
    w.set_array_f32("a.empty", {});
    const auto bytes = w.to_bytes();
    const auto f = GgufFile::from_memory("mem.gguf", as_span(bytes));

    const Value* s = f->get_array("a.str", ValueType::String);
    QVERIFY(s);
    QCOMPARE(s->array_size, uint64_t(4));
    QCOMPARE(s->strings.size(), size_t(4));
    for (size_t i = 0; i < words.size(); ++i) QCOMPARE(std::string(s->strings[i]), words[i]);
    // String views point into the file image, not into copies.
    QVERIFY(reinterpret_cast<const uint8_t*>(s->strings[0].data()) >= bytes.data());
    QVERIFY(reinterpret_cast<const uint8_t*>(s->strings[0].data()) < bytes.data() + bytes.size());

    QCOMPARE(*f->get_number_array("a.u8"), std::vector<double>({0, 1, 255}));
    QCOMPARE(*f->get_number_array("a.i32"), std::vector<double>({-1, 0, 2147483647}));
    QCOMPARE(*f->get_number_array("a.u32"), std::vector<double>({1, 4000000000.0}));
    QCOMPARE(*f->get_number_array("a.f32"), std::vector<double>({0.5, -1.25, double(1e30f)}));
    QCOMPARE(*f->get_number_array("a.f64"), std::vector<double>({1e-300, 2.5}));
    QCOMPARE(*f->get_number_array("a.i16"), std::vector<double>({-7, 300}));
    QCOMPARE(f->get_number_array("a.empty")->size(), size_t(0));
    const Value* b = f->get_array("a.bool", ValueType::Bool);
    QVERIFY(b);
    QCOMPARE(b->array_size, uint64_t(3));
    QCOMPARE(*array_number(*b, 0), 1.0);
    QCOMPARE(*array_number(*b, 1), 0.0);
    QVERIFY(!array_number(*b, 3).has_value());
    QVERIFY(f->get_array("absent", ValueType::U8) == nullptr);
}

void TestGgufReader::tensorRoundTrip_data() {
    QTest::addColumn<uint32_t>("version");
    QTest::addColumn<uint32_t>("alignment");
    QTest::newRow("v3-align32") << 3u << 32u;
    QTest::newRow("v2-align32") << 2u << 32u;
    QTest::newRow("v3-align64") << 3u << 64u;
    QTest::newRow("v3-align1") << 3u << 1u;
    QTest::newRow("v3-align4096") << 3u << 4096u;
}

void TestGgufReader::tensorRoundTrip() {
    QFETCH(uint32_t, version);
    QFETCH(uint32_t, alignment);
    // Values exactly representable in f16 and bf16, so the round trip is exact.
    std::vector<float> values(3 * 5);
    for (size_t i = 0; i < values.size(); ++i) values[i] = float(int(i) - 7) * 0.25f;
    std::vector<uint8_t> q4(2 * 18);  // two q4_0 blocks of arbitrary bytes
    for (size_t i = 0; i < q4.size(); ++i) q4[i] = uint8_t(i * 37 + 1);

    GgufWriter w;
    w.set_version(version);
    if (alignment != 32) w.set_alignment(alignment);
    w.set_string("general.architecture", "test");
    w.add_tensor_from_f32("t.f32", DType::F32, {5, 3}, values);
    w.add_tensor_from_f32("t.f16", DType::F16, {15}, values);
    w.add_tensor_from_f32("t.bf16", DType::BF16, {5, 1, 3}, values);
    w.add_tensor("t.q4_0", DType::Q4_0, {32, 2}, q4);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("t.gguf").toStdString();
    w.write_file(path);
    const auto f = GgufFile::open(path);
    QCOMPARE(f->version(), version);
    QCOMPARE(f->alignment(), uint64_t(alignment));
    QCOMPARE(f->data_offset() % alignment, uint64_t(0));
    QCOMPARE(f->tensors().size(), size_t(4));
    const char* names[] = {"t.f32", "t.f16", "t.bf16", "t.q4_0"};
    for (size_t i = 0; i < 4; ++i) QCOMPARE(f->tensors()[i].name, std::string(names[i]));

    const uint8_t* begin = f->bytes().data();
    const uint8_t* end = begin + f->file_size();
    for (const auto& t : f->tensors()) {
        QCOMPARE(t.offset % alignment, uint64_t(0));
        QCOMPARE(t.data, begin + f->data_offset() + t.offset);
        QVERIFY(t.data + t.n_bytes <= end);
    }
    const TensorInfo* t32 = f->find_tensor("t.f32");
    QVERIFY(t32);
    QCOMPARE(t32->n_dims, 2u);
    QCOMPARE(t32->ne, (std::array<uint64_t, 4>{5, 3, 1, 1}));
    QCOMPARE(t32->n_elements, uint64_t(15));
    QCOMPARE(t32->n_bytes, uint64_t(60));
    QVERIFY(std::memcmp(t32->data, values.data(), 60) == 0);
    for (const char* name : {"t.f16", "t.bf16"}) {
        const TensorInfo* t = f->find_tensor(name);
        QVERIFY(t);
        QCOMPARE(t->n_bytes, uint64_t(30));
        std::vector<float> back(15);
        kernels::type_kernels(t->type)->dequantize_row(t->data, back.data(), 15);
        QCOMPARE(back, values);
    }
    QCOMPARE(f->find_tensor("t.bf16")->ne, (std::array<uint64_t, 4>{5, 1, 3, 1}));
    const TensorInfo* tq = f->find_tensor("t.q4_0");
    QCOMPARE(tq->type, DType::Q4_0);
    QCOMPARE(tq->n_bytes, uint64_t(36));
    QVERIFY(std::memcmp(tq->data, q4.data(), q4.size()) == 0);
    QVERIFY(f->find_tensor("absent") == nullptr);
}

void TestGgufReader::typedGetterErrors() {
    GgufWriter w;
    w.set_u32("k.u32", 5);
    w.set_i32("k.neg", -5);
    w.set_u64("k.huge", ~uint64_t(0));
    w.set_string("k.str", "x");
    w.set_u8("k.u8", 1);
    w.set_array_strings("k.strs", {"a"});
    w.set_array_i32("k.ints", std::vector<int32_t>{1});
    const auto bytes = w.to_bytes();
    const auto f = GgufFile::from_memory("getters.gguf", as_span(bytes));

    QString msg = expect_problem(Problem::WrongType, [&] { f->get_string("k.u32"); });
    QVERIFY2(msg.startsWith("getters.gguf: key 'k.u32' at byte "), qPrintable(msg));
    QVERIFY2(msg.contains("expected a string, found u32"), qPrintable(msg));
    QVERIFY(!expect_problem(Problem::WrongType, [&] { f->get_uint("k.neg"); }).startsWith("WRONG"));
    QVERIFY(!expect_problem(Problem::WrongType, [&] { f->get_int("k.huge"); }).startsWith("WRONG"));
    QVERIFY(!expect_problem(Problem::WrongType, [&] { f->get_uint("k.str"); }).startsWith("WRONG"));
    QVERIFY(!expect_problem(Problem::WrongType, [&] { f->get_float("k.str"); }).startsWith("WRONG"));
    QVERIFY(!expect_problem(Problem::WrongType, [&] { f->get_bool("k.u8"); }).startsWith("WRONG"));
    QVERIFY(!expect_problem(Problem::WrongType, [&] { f->get_array("k.u32", ValueType::U32); }).startsWith("WRONG"));
    msg = expect_problem(Problem::WrongType, [&] { f->get_array("k.ints", ValueType::String); });
    QVERIFY2(msg.contains("expected an array of string, found an array of i32"), qPrintable(msg));
    QVERIFY(!expect_problem(Problem::WrongType, [&] { f->get_number_array("k.strs"); }).startsWith("WRONG"));
    try {
        f->get_bool("k.u8");
        QFAIL("no throw");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::Format);
    }
}

void TestGgufReader::expectTensor() {
    GgufWriter w;
    w.add_tensor_from_f32("w", DType::F32, {4, 2}, std::vector<float>(8, 1.0f));
    const auto bytes = w.to_bytes();
    const auto f = GgufFile::from_memory("model.gguf", as_span(bytes));
    const DType f32_f16[] = {DType::F32, DType::F16};
    const DType only_q8[] = {DType::Q8_0, DType::Q4_K};
    const uint64_t good[] = {4, 2};
    const uint64_t any_rows[] = {4, 0};
    const uint64_t good_padded[] = {4, 2, 1};
    const uint64_t wrong[] = {4, 3};
    const uint64_t flat[] = {8};

    QCOMPARE(&f->expect_tensor("w", f32_f16, good), f->find_tensor("w"));
    QCOMPARE(&f->expect_tensor("w", f32_f16, any_rows), f->find_tensor("w"));
    QCOMPARE(&f->expect_tensor("w", f32_f16, good_padded), f->find_tensor("w"));
    QString msg = expect_problem(Problem::MissingTensor, [&] { f->expect_tensor("nope", f32_f16, good); });
    QVERIFY2(msg.startsWith("model.gguf: tensor 'nope'"), qPrintable(msg));
    msg = expect_problem(Problem::WrongType, [&] { f->expect_tensor("w", only_q8, good); });
    QVERIFY2(msg.contains("unsupported tensor type f32 in tensor 'w'") && msg.contains("q8_0, q4_K"), qPrintable(msg));
    msg = expect_problem(Problem::BadDims, [&] { f->expect_tensor("w", f32_f16, wrong); });
    QVERIFY2(msg.contains("expected shape [4, 3], found [4, 2]"), qPrintable(msg));
    QVERIFY(!expect_problem(Problem::BadDims, [&] { f->expect_tensor("w", f32_f16, flat); }).startsWith("WRONG"));
}

void TestGgufReader::writerRejectsBadInput() {
    GgufWriter w;
    QVERIFY_THROWS_EXCEPTION(Error, w.set_version(1));
    QVERIFY_THROWS_EXCEPTION(Error, w.set_alignment(3));
    QVERIFY_THROWS_EXCEPTION(Error, w.set_alignment(0));
    const std::vector<uint8_t> seven(7);
    QVERIFY_THROWS_EXCEPTION(Error, w.add_tensor("t", DType::F32, {2}, seven));      // needs 8 bytes
    QVERIFY_THROWS_EXCEPTION(Error, w.add_tensor("t", DType::Q4_0, {33}, seven));    // not whole blocks
    QVERIFY_THROWS_EXCEPTION(Error, w.add_tensor("t", DType::F32, {}, seven));
    QVERIFY_THROWS_EXCEPTION(Error, w.add_tensor_from_f32("t", DType::F32, {3}, std::vector<float>(2)));
    // A type without a quantizer cannot be produced from floats.
    QVERIFY(kernels::type_kernels(DType::I64) == nullptr);
    try {
        w.add_tensor_from_f32("t", DType::I64, {2}, std::vector<float>(2));
        QFAIL("no throw");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::Unsupported);
    }
    w.add_tensor("t", DType::F32, {2}, std::vector<uint8_t>(8));
    QVERIFY_THROWS_EXCEPTION(Error, w.add_tensor("t", DType::F32, {2}, std::vector<uint8_t>(8)));
    QCOMPARE(w.tensor_count(), size_t(1));
}

void TestGgufReader::writeFileIsAtomicAndReadable() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("out.gguf").toStdString();
    GgufWriter w;
    w.set_string("general.name", "first");
    QCOMPARE(w.write_file(path), path);
    w.set_string("general.name", "second");
    // An existing file is never replaced: an error by default, a new name on request.
    QVERIFY_THROWS_EXCEPTION(Error, w.write_file(path));
    QCOMPARE(w.write_file(path, false), dir.filePath("out (2).gguf").toStdString());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), (QStringList{"out (2).gguf", "out.gguf"}));  // no temporary left over
    QCOMPARE(*GgufFile::open(path)->get_string("general.name"), std::string_view("first"));
    QCOMPARE(*GgufFile::open(dir.filePath("out (2).gguf").toStdString())->get_string("general.name"), std::string_view("second"));
    // A missing folder is created; a folder that is a symbolic link is refused.
    QVERIFY(QFileInfo::exists(QString::fromStdString(w.write_file(dir.filePath("missing/dir/x.gguf").toStdString()))));
    QVERIFY(QFile::link(dir.filePath("missing"), dir.filePath("link")));
    QVERIFY_THROWS_EXCEPTION(Error, w.write_file(dir.filePath("link").toStdString() + "/y.gguf"));
}

void TestGgufReader::largeVocabularyParsesFast() {
    std::vector<std::string> vocab(150000);
    for (size_t i = 0; i < vocab.size(); ++i) vocab[i] = "tok" + std::to_string(i * 7919);
    GgufWriter w;
    w.set_array_strings("tokenizer.ggml.tokens", vocab);
    w.set_array_f32("tokenizer.ggml.scores", std::vector<float>(vocab.size(), -1.0f));
    const auto bytes = w.to_bytes();
    QElapsedTimer timer;
    timer.start();
    const auto f = GgufFile::from_memory("vocab.gguf", as_span(bytes));
    const qint64 ms = timer.elapsed();
    const Value* tokens = f->get_array("tokenizer.ggml.tokens", ValueType::String);
    QCOMPARE(tokens->strings.size(), vocab.size());
    QCOMPARE(std::string(tokens->strings[149999]), vocab[149999]);
    // Generous bound: a few ms normally; a per-string allocation or quadratic step would blow it.
    QVERIFY2(ms < 1000, qPrintable(QString("parsing took %1 ms").arg(ms)));
}

void TestGgufReader::stories260K() {
    SYNSEMA_REQUIRE_DATA(path, "models/stories260K.gguf");
    const auto f = GgufFile::open(path.toStdString());
    QCOMPARE(f->tensors().size(), size_t(48));
    QCOMPARE(*f->get_string("general.architecture"), std::string_view("llama"));
    QCOMPARE(f->get_array("tokenizer.ggml.tokens", ValueType::String)->array_size, uint64_t(512));
    QCOMPARE(*f->get_uint("llama.block_count"), uint64_t(5));
    QCOMPARE(*f->get_uint("llama.embedding_length"), uint64_t(64));
    const TensorInfo* embd = f->find_tensor("token_embd.weight");
    QVERIFY(embd);
    QCOMPARE(embd->n_dims, 2u);
    QCOMPARE(embd->ne, (std::array<uint64_t, 4>{64, 512, 1, 1}));
    QCOMPARE(embd->type, DType::F32);
    for (const auto& t : f->tensors()) QCOMPARE(t.type, DType::F32);
}

void TestGgufReader::wellKnownKeys() {
    SYNSEMA_REQUIRE_DATA(path, "models/stories260K.gguf");
    const auto f = GgufFile::open(path.toStdString());
    const std::string arch(*f->get_string(keys::kArchitecture));
    QCOMPARE(keys::arch_key(keys::ArchKey::BlockCount, arch), std::string("llama.block_count"));
    QCOMPARE(*f->get_uint(keys::arch_key(keys::ArchKey::HeadCountKv, arch)), uint64_t(4));
    QCOMPARE(*f->get_uint(keys::arch_key(keys::ArchKey::FeedForwardLength, arch)), uint64_t(172));
    QCOMPARE(*f->get_float(keys::arch_key(keys::ArchKey::LayerNormRmsEps, arch)), double(1e-5f));
    QCOMPARE(*f->get_uint(keys::kBosId), uint64_t(1));
    QCOMPARE(f->get_array(keys::kTokens, ValueType::String)->array_size, uint64_t(512));
}

void TestGgufReader::sharedFilesParse_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("has_tensors");
    const QString root = synsema::test::test_data_dir();
    QVERIFY2(!root.isEmpty(), qPrintable(synsema::test::missing_reason("models")));
    int count = 0;
    for (const char* folder : {"models", "vocab"}) {
        const QDir dir(QDir(root).filePath(folder));
        for (const QString& name : dir.entryList({"*.gguf"}, QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(QString(folder) + "/" + name)) << dir.filePath(name) << (folder[0] == 'm');
            ++count;
        }
    }
    QVERIFY2(count >= 30, "expected the shared models and vocab files");
}

void TestGgufReader::sharedFilesParse() {
    QFETCH(QString, path);
    QFETCH(bool, has_tensors);
    const auto f = GgufFile::open(path.toStdString());
    QVERIFY(f->get_string("general.architecture").has_value());
    const Value* tokens = f->get_array("tokenizer.ggml.tokens", ValueType::String);
    QVERIFY(tokens && tokens->array_size > 0);
    QCOMPARE(!f->tensors().empty(), has_tensors);
    uint64_t total = 0;
    for (const auto& t : f->tensors()) {
        QVERIFY(t.data >= f->bytes().data() + f->data_offset());
        QVERIFY(t.data + t.n_bytes <= f->bytes().data() + f->file_size());
        total += t.n_bytes;
    }
    // Vocabulary-only files may end without padding up to the data section.
    if (has_tensors) QVERIFY(f->data_offset() + total <= f->file_size());
}

QTEST_MAIN(TestGgufReader)
#include "tst_gguf_reader.moc"
