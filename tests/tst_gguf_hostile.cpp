// Hostile GGUF files: one handcrafted broken file per attack class, each
// rejected with its exact Problem and a message naming the file; plus every
// truncation of a valid file and random byte corruption. Uses no shared data,
// so it also runs as tst_gguf_hostile_asan (ASan + UBSan).
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cstring>
#include <random>

#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_writer.h"

using namespace synsema;
using namespace synsema::gguf;

Q_DECLARE_METATYPE(synsema::gguf::Problem)

namespace {

constexpr uint32_t kString = 8, kArray = 9, kU32 = 4, kU64 = 10, kU8 = 0;
constexpr uint32_t kF32 = 0, kQ4_0 = 2;  // tensor types

// Emits GGUF fields byte by byte, with no validation at all.
struct Raw {
    QByteArray b;
    Raw& u8(uint8_t v) { b.append(char(v)); return *this; }
    Raw& u32(uint32_t v) { b.append(reinterpret_cast<const char*>(&v), 4); return *this; }
    Raw& u64(uint64_t v) { b.append(reinterpret_cast<const char*>(&v), 8); return *this; }
    Raw& bytes(const QByteArray& s) { b.append(s); return *this; }
    Raw& str(const QByteArray& s) { return u64(uint64_t(s.size())).bytes(s); }
    Raw& zeros(int n) { b.append(QByteArray(n, '\0')); return *this; }
    Raw& pad(int alignment) { return zeros((alignment - b.size() % alignment) % alignment); }

    Raw& header(uint64_t n_tensors, uint64_t n_kv, uint32_t version = 3) {
        return bytes("GGUF").u32(version).u64(n_tensors).u64(n_kv);
    }
    Raw& kv_u32(const QByteArray& key, uint32_t v) { return str(key).u32(kU32).u32(v); }
    Raw& kv_str(const QByteArray& key, const QByteArray& v) { return str(key).u32(kString).str(v); }
    Raw& tensor(const QByteArray& name, std::initializer_list<uint64_t> ne, uint32_t type, uint64_t offset) {
        str(name).u32(uint32_t(ne.size()));
        for (uint64_t n : ne) u64(n);
        return u32(type).u64(offset);
    }
};

// Parses `bytes`, which must fail; returns the error or describes what went wrong.
std::optional<GgufError> parse_error(const QByteArray& bytes, const std::string& name) {
    const std::span<const uint8_t> span(reinterpret_cast<const uint8_t*>(bytes.constData()), size_t(bytes.size()));
    try {
        GgufFile::from_memory(name, span);
    } catch (const GgufError& e) {
        return e;
    }
    return std::nullopt;
}

// The problems a file cut short may legitimately produce.
bool is_truncation_problem(Problem p) {
    return p == Problem::Truncated || p == Problem::TooManyKeys || p == Problem::TooManyTensors ||
           p == Problem::StringTooLong || p == Problem::ArrayTooLong || p == Problem::TensorOutOfBounds;
}

// A valid file with every kind of field, for truncation and corruption.
std::vector<uint8_t> valid_file() {
    GgufWriter w;
    w.set_string("general.architecture", "llama");
    w.set_u32("llama.block_count", 2);
    w.set_f32("llama.rope.freq_base", 10000.0f);
    w.set_bool("flag", true);
    w.set_array_strings("tokenizer.ggml.tokens", {"<unk>", "<s>", "</s>", "hello", "world", "\xE2\x96\x81x"});
    w.set_array_f32("tokenizer.ggml.scores", std::vector<float>{0, 0, 0, -1, -2, -3});
    w.set_array_i32("tokenizer.ggml.token_type", std::vector<int32_t>{2, 3, 3, 1, 1, 1});
    w.add_tensor_from_f32("token_embd.weight", kernels::DType::F32, {8, 6}, std::vector<float>(48, 0.5f));
    w.add_tensor_from_f32("output_norm.weight", kernels::DType::F16, {8}, std::vector<float>(8, 1.0f));
    w.add_tensor("blk.0.attn_q.weight", kernels::DType::Q4_0, {32, 2}, std::vector<uint8_t>(36, 0x11));
    return w.to_bytes();
}

}  // namespace

class TestGgufHostile : public QObject {
    Q_OBJECT

private slots:
    void brokenFile_data();
    void brokenFile();
    void validFileParses();
    void everyTruncationFails();
    void randomCorruptionNeverCrashes();
    void emptyFileAndDirectory();
};

void TestGgufHostile::brokenFile_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<Problem>("problem");
    const uint64_t huge = uint64_t(1) << 60;
    const uint64_t two63 = uint64_t(1) << 63;
    // Room for one f32 tensor of 16 elements (64 bytes) after a 32-byte-aligned header.
    auto one_tensor = [](std::initializer_list<uint64_t> ne, uint32_t type, uint64_t offset, int data_bytes) {
        Raw r;
        r.header(1, 0).tensor("t", ne, type, offset).pad(32).zeros(data_bytes);
        return r.b;
    };

    // Header.
    QTest::newRow("bad magic") << Raw().bytes("GGUX").u32(3).u64(0).u64(0).b << Problem::BadMagic;
    QTest::newRow("short magic") << QByteArray("GG") << Problem::Truncated;
    QTest::newRow("version 1") << Raw().header(0, 0, 1).b << Problem::BadVersion;
    QTest::newRow("version 4") << Raw().header(0, 0, 4).b << Problem::BadVersion;
    QTest::newRow("big-endian v3") << Raw().header(0, 0, 0x03000000u).b << Problem::BadVersion;
    QTest::newRow("header cut in n_kv") << Raw().bytes("GGUF").u32(3).u64(0).u32(0).b << Problem::Truncated;
    QTest::newRow("n_tensors huge") << Raw().header(huge, 0).zeros(64).b << Problem::TooManyTensors;
    QTest::newRow("n_tensors all ones") << Raw().header(~uint64_t(0), 0).zeros(64).b << Problem::TooManyTensors;
    QTest::newRow("n_kv huge") << Raw().header(0, huge).zeros(64).b << Problem::TooManyKeys;
    QTest::newRow("n_kv just too many") << Raw().header(0, 5).kv_u32("a", 1).zeros(40).b << Problem::TooManyKeys;

    // Strings.
    QTest::newRow("key length 2^63") << Raw().header(0, 1).u64(two63).zeros(16).b << Problem::StringTooLong;
    QTest::newRow("key length just past EOF") << Raw().header(0, 1).u64(9).bytes("abcdefgh").b << Problem::StringTooLong;
    QTest::newRow("string value length 2^63")
        << Raw().header(0, 1).str("k").u32(kString).u64(two63).zeros(8).b << Problem::StringTooLong;
    QTest::newRow("string value past EOF")
        << Raw().header(0, 1).str("k").u32(kString).u64(6).bytes("abcde").b << Problem::StringTooLong;
    QTest::newRow("key invalid utf8") << Raw().header(0, 1).kv_u32("bad\xFF", 1).b << Problem::BadUtf8;
    QTest::newRow("key overlong utf8") << Raw().header(0, 1).kv_u32("a\xC0\xAF", 1).b << Problem::BadUtf8;
    QTest::newRow("key surrogate utf8") << Raw().header(0, 1).kv_u32("a\xED\xA0\x80", 1).b << Problem::BadUtf8;
    QTest::newRow("key cut utf8") << Raw().header(0, 1).kv_u32("a\xE2\x96", 1).b << Problem::BadUtf8;
    QTest::newRow("string value invalid utf8") << Raw().header(0, 1).kv_str("k", "\x80x").b << Problem::BadUtf8;
    QTest::newRow("tensor name invalid utf8")
        << Raw().header(1, 0).tensor("t\xF5", {16}, kF32, 0).pad(32).zeros(64).b << Problem::BadUtf8;

    // Values and arrays.
    QTest::newRow("value type 13") << Raw().header(0, 1).str("k").u32(13).u32(0).b << Problem::BadValueType;
    QTest::newRow("value type cut") << Raw().header(0, 1).str("k").u32(kU32).bytes("xx").b << Problem::Truncated;
    QTest::newRow("array element type 13")
        << Raw().header(0, 1).str("k").u32(kArray).u32(13).u64(1).zeros(8).b << Problem::BadValueType;
    QTest::newRow("nested array")
        << Raw().header(0, 1).str("k").u32(kArray).u32(kArray).u64(1).u32(kU8).u64(1).u8(0).b << Problem::NestedArray;
    QTest::newRow("u8 array count huge")
        << Raw().header(0, 1).str("k").u32(kArray).u32(kU8).u64(huge).zeros(16).b << Problem::ArrayTooLong;
    QTest::newRow("u8 array one past EOF")
        << Raw().header(0, 1).str("k").u32(kArray).u32(kU8).u64(5).zeros(4).b << Problem::ArrayTooLong;
    QTest::newRow("u64 array count wraps")  // 2^61 * 8 == 2^64 wraps to 0
        << Raw().header(0, 1).str("k").u32(kArray).u32(kU64).u64(uint64_t(1) << 61).zeros(16).b << Problem::ArrayTooLong;
    QTest::newRow("string array count huge")
        << Raw().header(0, 1).str("k").u32(kArray).u32(kString).u64(huge).zeros(16).b << Problem::ArrayTooLong;
    QTest::newRow("string array count wraps")
        << Raw().header(0, 1).str("k").u32(kArray).u32(kString).u64((uint64_t(1) << 61) + 1).zeros(16).b
        << Problem::ArrayTooLong;
    // Declared strings, really four u32: the first "length" is 1 | 2 << 32.
    QTest::newRow("string array holding u32")
        << Raw().header(0, 1).str("k").u32(kArray).u32(kString).u64(2).u32(1).u32(2).u32(3).u32(4).b
        << Problem::StringTooLong;
    // Declared strings, really u64s {5, 6}: reads "06 00 00 00 00" as a string, then runs out.
    QTest::newRow("string array holding u64")
        << Raw().header(0, 1).str("k").u32(kArray).u32(kString).u64(2).u64(5).u64(6).b << Problem::Truncated;
    // Declared u32, really a string: the elements read fine, the leftover text is then a bad next key.
    QTest::newRow("u32 array holding a string")
        << Raw().header(0, 2).str("k").u32(kArray).u32(kU32).u64(2).str("hello").b << Problem::Truncated;
    QTest::newRow("duplicate key") << Raw().header(0, 2).kv_u32("a.b", 1).kv_str("a.b", "x").b << Problem::DuplicateKey;

    // Alignment.
    QTest::newRow("alignment 0") << Raw().header(0, 1).kv_u32("general.alignment", 0).b << Problem::BadAlignment;
    QTest::newRow("alignment 3") << Raw().header(0, 1).kv_u32("general.alignment", 3).b << Problem::BadAlignment;
    QTest::newRow("alignment 2^31")
        << Raw().header(0, 1).kv_u32("general.alignment", 1u << 31).b << Problem::BadAlignment;
    QTest::newRow("alignment as string")
        << Raw().header(0, 1).kv_str("general.alignment", "32").b << Problem::BadAlignment;
    QTest::newRow("alignment as u64")
        << Raw().header(0, 1).str("general.alignment").u32(kU64).u64(32).b << Problem::BadAlignment;

    // Tensor shapes and types.
    QTest::newRow("ne 2^40 x 2^40") << one_tensor({uint64_t(1) << 40, uint64_t(1) << 40}, kF32, 0, 64)
                                    << Problem::SizeOverflow;
    QTest::newRow("ne product wraps to 0") << one_tensor({uint64_t(1) << 32, uint64_t(1) << 32}, kF32, 0, 64)
                                           << Problem::SizeOverflow;
    QTest::newRow("ne product past int64") << one_tensor({uint64_t(1) << 21, uint64_t(1) << 21, uint64_t(1) << 21}, kF32, 0, 64)
                                           << Problem::SizeOverflow;
    QTest::newRow("f32 byte size overflows") << one_tensor({uint64_t(1) << 31, uint64_t(1) << 31}, kF32, 0, 64)
                                             << Problem::SizeOverflow;
    QTest::newRow("n_dims 5") << one_tensor({1, 1, 1, 1, 16}, kF32, 0, 64) << Problem::BadDims;
    QTest::newRow("n_dims 0") << one_tensor({}, kF32, 0, 64) << Problem::BadDims;
    QTest::newRow("zero dimension") << one_tensor({16, 0}, kF32, 0, 64) << Problem::BadDims;
    QTest::newRow("q4_0 ne0 33") << one_tensor({33}, kQ4_0, 0, 64) << Problem::BadDims;
    QTest::newRow("tensor type 99") << one_tensor({16}, 99, 0, 64) << Problem::BadTensorType;
    QTest::newRow("tensor type 4 (removed q4_2)") << one_tensor({16}, 4, 0, 64) << Problem::BadTensorType;
    QTest::newRow("tensor info cut") << Raw().header(1, 0).str("tensor_name_long").u32(1).u64(16).u32(kF32).u32(0).b
                                     << Problem::Truncated;
    QTest::newRow("duplicate tensor")
        << Raw().header(2, 0).tensor("t", {16}, kF32, 0).tensor("t", {16}, kF32, 64).pad(32).zeros(128).b
        << Problem::DuplicateTensor;

    // Tensor data placement.
    QTest::newRow("offset misaligned") << one_tensor({16}, kF32, 4, 96) << Problem::TensorMisaligned;
    QTest::newRow("data past EOF") << one_tensor({16}, kF32, 0, 63) << Problem::TensorOutOfBounds;
    QTest::newRow("data section missing") << one_tensor({16}, kF32, 0, 0) << Problem::TensorOutOfBounds;
    QTest::newRow("offset near 2^64") << one_tensor({16}, kF32, ~uint64_t(31), 64) << Problem::TensorOutOfBounds;
    QTest::newRow("overlapping tensors")
        << Raw().header(2, 0).tensor("a", {16}, kF32, 32).tensor("b", {16}, kF32, 0).pad(32).zeros(96).b
        << Problem::TensorOverlap;
    QTest::newRow("same offset twice")
        << Raw().header(2, 0).tensor("a", {8}, kF32, 0).tensor("b", {8}, kF32, 0).pad(32).zeros(32).b
        << Problem::TensorOverlap;
    QTest::newRow("misaligned under custom alignment")
        << Raw().header(1, 1).kv_u32("general.alignment", 64).tensor("t", {16}, kF32, 32).pad(64).zeros(128).b
        << Problem::TensorMisaligned;
}

void TestGgufHostile::brokenFile() {
    QFETCH(QByteArray, bytes);
    QFETCH(Problem, problem);
    // In memory.
    const auto err = parse_error(bytes, "hostile-mem.gguf");
    QVERIFY2(err.has_value(), "the broken file was accepted");
    QVERIFY2(err->problem() == problem, qPrintable(QString("expected %1, got %2: %3")
                                                      .arg(problem_name(problem), problem_name(err->problem()), err->what())));
    QVERIFY2(QString(err->what()).startsWith("hostile-mem.gguf: "), err->what());
    QCOMPARE(err->kind(), ErrorKind::Format);
    QVERIFY(err->offset() <= uint64_t(bytes.size()) || err->offset() == kNoOffset);

    // The same bytes through the mmap path.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("hostile.gguf");
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    out.close();
    try {
        GgufFile::open(path.toStdString());
        QFAIL("the broken file was accepted through open()");
    } catch (const GgufError& e) {
        QCOMPARE(problem_name(e.problem()), problem_name(problem));
        QVERIFY2(QString(e.what()).startsWith(path + ": "), e.what());
    }
}

void TestGgufHostile::validFileParses() {
    // The base of the truncation and corruption tests must itself be valid.
    const auto bytes = valid_file();
    const auto f = GgufFile::from_memory("valid.gguf", bytes);
    QCOMPARE(f->tensors().size(), size_t(3));
    QCOMPARE(f->metadata().size(), size_t(7));
    QCOMPARE(f->tensors().back().n_bytes, uint64_t(36));
    QCOMPARE(f->data_offset() + f->tensors().back().offset + 64, uint64_t(bytes.size()));  // 36 padded to 64
}

void TestGgufHostile::everyTruncationFails() {
    const auto bytes = valid_file();
    QVERIFY(bytes.size() > 256);
    // Every prefix: a cut at each byte, which covers each 64-byte boundary too.
    for (size_t cut = 0; cut < bytes.size(); ++cut) {
        const QByteArray prefix(reinterpret_cast<const char*>(bytes.data()), qsizetype(cut));
        const auto err = parse_error(prefix, "cut.gguf");
        // The last tensor's padding is not data: cutting it off leaves a valid file.
        const bool only_padding_cut = cut >= bytes.size() - (64 - 36);
        if (only_padding_cut) {
            QVERIFY2(!err.has_value(), qPrintable(QString("cut at %1: %2").arg(cut).arg(err ? err->what() : "")));
            continue;
        }
        QVERIFY2(err.has_value(), qPrintable(QString("cut at %1 was accepted").arg(cut)));
        QVERIFY2(is_truncation_problem(err->problem()),
                 qPrintable(QString("cut at %1: %2").arg(cut).arg(err->what())));
        QVERIFY2(QString(err->what()).startsWith("cut.gguf: "), err->what());
        if (cut < 24) QCOMPARE(problem_name(err->problem()), problem_name(Problem::Truncated));
    }
}

void TestGgufHostile::randomCorruptionNeverCrashes() {
    // Deterministic corruption: flip 1..4 random bytes, many times. The reader
    // must either accept the file or throw GgufError, never crash (ASan checks reads).
    const auto base = valid_file();
    std::mt19937 rng(12345);
    int rejected = 0;
    for (int round = 0; round < 3000; ++round) {
        std::vector<uint8_t> bytes = base;
        const int flips = 1 + int(rng() % 4);
        for (int k = 0; k < flips; ++k) bytes[rng() % bytes.size()] = uint8_t(rng());
        try {
            const auto f = GgufFile::from_memory("fuzz.gguf", bytes);
            for (const auto& t : f->tensors()) QVERIFY(t.data + t.n_bytes <= bytes.data() + bytes.size());
        } catch (const GgufError& e) {
            ++rejected;
            QVERIFY2(QString(e.what()).startsWith("fuzz.gguf: "), e.what());
        }
    }
    QVERIFY(rejected > 100);  // corruption is mostly noticed
}

void TestGgufHostile::emptyFileAndDirectory() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString empty = dir.filePath("empty.gguf");
    QFile f(empty);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    const struct {
        QString path;
        Problem problem;
        ErrorKind kind;
    } cases[] = {
        {empty, Problem::Truncated, ErrorKind::Format},
        {dir.path(), Problem::Io, ErrorKind::Io},
        {dir.filePath("missing.gguf"), Problem::Io, ErrorKind::Io},
    };
    for (const auto& c : cases) {
        try {
            GgufFile::open(c.path.toStdString());
            QFAIL(qPrintable(c.path + " was accepted"));
        } catch (const GgufError& e) {
            QCOMPARE(problem_name(e.problem()), problem_name(c.problem));
            QCOMPARE(e.kind(), c.kind);
            QVERIFY2(QString(e.what()).startsWith(c.path + ": "), e.what());
        }
    }
    // Empty memory image too.
    const auto err = parse_error(QByteArray(), "nothing.gguf");
    QVERIFY(err && err->problem() == Problem::Truncated);
}

QTEST_MAIN(TestGgufHostile)
#include "tst_gguf_hostile.moc"
