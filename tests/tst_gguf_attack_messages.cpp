// The GGUF attack classes issue #10 names, each with its exact error: the
// ErrorKind, the Problem, the byte offset and the message's detail text (the
// broader per-class table is tst_gguf_hostile, which checks Problem only).
#include <QtTest>

#include <optional>

#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_writer.h"

using namespace synsema;
using namespace synsema::gguf;

namespace {

constexpr uint32_t kU32 = 4, kArray = 9, kF32 = 0;

struct Raw {
    std::vector<uint8_t> b;
    Raw& u32(uint32_t v) { return put(&v, 4); }
    Raw& u64(uint64_t v) { return put(&v, 8); }
    Raw& put(const void* p, size_t n) {
        b.insert(b.end(), static_cast<const uint8_t*>(p), static_cast<const uint8_t*>(p) + n);
        return *this;
    }
    Raw& str(std::string_view s) { return u64(s.size()).put(s.data(), s.size()); }
    Raw& header(uint64_t n_tensors, uint64_t n_kv) { return put("GGUF", 4).u32(3).u64(n_tensors).u64(n_kv); }
    Raw& tensor(std::string_view name, std::initializer_list<uint64_t> ne, uint64_t offset) {
        str(name).u32(uint32_t(ne.size()));
        for (uint64_t n : ne) u64(n);
        return u32(kF32).u64(offset);
    }
    Raw& pad_to(size_t alignment) {
        b.resize((b.size() + alignment - 1) / alignment * alignment, 0);
        return *this;
    }
    Raw& zeros(size_t n) {
        b.resize(b.size() + n, 0);
        return *this;
    }
};

std::optional<GgufError> error_of(const std::vector<uint8_t>& bytes) {
    try {
        GgufFile::from_memory("attack.gguf", bytes);
    } catch (const GgufError& e) {
        return e;
    }
    return std::nullopt;
}

}  // namespace

class TestGgufAttackMessages : public QObject {
    Q_OBJECT

    static void expect(const std::optional<GgufError>& e, Problem problem, uint64_t offset, const QString& message) {
        QVERIFY2(e.has_value(), "the file was accepted");
        QCOMPARE(e->kind(), ErrorKind::Format);
        QCOMPARE(problem_name(e->problem()), problem_name(problem));
        QCOMPARE(e->offset(), offset);
        QCOMPARE(QString(e->what()), message);
    }

private slots:
    void alignmentTwoToThe31() {
        const auto bytes = Raw().header(0, 1).str("general.alignment").u32(kU32).u32(1u << 31).b;
        expect(error_of(bytes), Problem::BadAlignment, 24,
               "attack.gguf: key 'general.alignment' value at byte 24: alignment 2147483648 is not a power of two between 1 and 1048576");
    }

    void arrayDeclaredAsOneTypeReadAsAnother() {
        // A valid file: tokenizer.ggml.tokens is declared an array of u32, and
        // every consumer that reads it as strings must get a typed error.
        GgufWriter w;
        w.set_array_i32("tokenizer.ggml.tokens", std::vector<int32_t>{1, 2, 3});
        const auto bytes = w.to_bytes();
        const auto f = GgufFile::from_memory("attack.gguf", bytes);
        try {
            f->get_array("tokenizer.ggml.tokens", ValueType::String);
            QFAIL("an i32 array was read as strings");
        } catch (const GgufError& e) {
            QCOMPARE(e.kind(), ErrorKind::Format);
            QCOMPARE(problem_name(e.problem()), problem_name(Problem::WrongType));
            QCOMPARE(QString(e.what()), QString("attack.gguf: key 'tokenizer.ggml.tokens' at byte 24: "
                                                "expected an array of string, found an array of i32"));
        }
        // And an array declared as 4 strings whose bytes are 4 u32s: read as
        // declared, the strings cannot fit in what is left.
        const auto lying = Raw().header(0, 1).str("k").u32(kArray).u32(8).u64(4).u32(1).u32(2).u32(3).u32(4).b;
        const auto e = error_of(lying);
        QVERIFY(e.has_value());
        QCOMPARE(problem_name(e->problem()), problem_name(Problem::ArrayTooLong));
        QCOMPARE(e->kind(), ErrorKind::Format);
    }

    void tensorTwoToThe40Squared() {
        auto bytes = Raw().header(1, 0).tensor("t", {uint64_t(1) << 40, uint64_t(1) << 40}, 0).pad_to(32).zeros(64).b;
        // Reported at the second dimension, the one that makes the count overflow.
        expect(error_of(bytes), Problem::SizeOverflow, 45,
               "attack.gguf: tensor 't' ne[1] at byte 45: element count overflows");
    }

    void overlappingOffsets() {
        // b occupies [0, 64); a starts at 32, inside it.
        auto bytes = Raw().header(2, 0).tensor("a", {16}, 32).tensor("b", {16}, 0).pad_to(32).zeros(96).b;
        const auto e = error_of(bytes);
        QVERIFY(e.has_value());
        QCOMPARE(e->kind(), ErrorKind::Format);
        QCOMPARE(problem_name(e->problem()), problem_name(Problem::TensorOverlap));
        QVERIFY2(QString(e->what()).startsWith("attack.gguf: tensor 'a' offset at byte 24: data overlaps tensor 'b'"), e->what());
    }

    void tensorPastTheEndOfTheFile() {
        auto raw = Raw().header(1, 0).tensor("t", {16}, 0).pad_to(32).zeros(63);
        const auto size = raw.b.size();
        expect(error_of(raw.b), Problem::TensorOutOfBounds, 24,
               QString("attack.gguf: tensor 't' offset at byte 24: data of 64 bytes at data offset 0 runs past the end "
                       "of the file (%1 bytes)").arg(size));
    }

    void keyWithLengthTwoToThe63() {
        const auto bytes = Raw().header(0, 1).u64(uint64_t(1) << 63).zeros(16).b;
        expect(error_of(bytes), Problem::StringTooLong, 24,
               "attack.gguf: key #0 at byte 24: string length 9223372036854775808 exceeds the 16 bytes left in the file");
    }

    void truncationAtEvery64ByteBoundary() {
        GgufWriter w;
        w.set_string("general.architecture", "llama");
        w.set_array_strings("tokenizer.ggml.tokens", {"<unk>", "<s>", "</s>", "hello", "world"});
        w.add_tensor_from_f32("a.weight", kernels::DType::F32, {64, 4}, std::vector<float>(256, 0.5f));
        w.add_tensor_from_f32("b.weight", kernels::DType::F32, {64}, std::vector<float>(64, 1.0f));
        const auto bytes = w.to_bytes();
        QVERIFY(bytes.size() > 1024);
        int cuts = 0;
        for (size_t cut = 0; cut < bytes.size(); cut += 64, ++cuts) {
            const std::vector<uint8_t> prefix(bytes.begin(), bytes.begin() + std::ptrdiff_t(cut));
            const auto e = error_of(prefix);
            QVERIFY2(e.has_value(), qPrintable(QString("cut at %1 was accepted").arg(cut)));
            QCOMPARE(e->kind(), ErrorKind::Format);
            const Problem p = e->problem();
            const bool data_cut = p == Problem::TensorOutOfBounds;
            QVERIFY2(p == Problem::Truncated || p == Problem::StringTooLong || p == Problem::ArrayTooLong ||
                         p == Problem::TooManyKeys || p == Problem::TooManyTensors || data_cut,
                     e->what());
            QVERIFY2(QString(e->what()).startsWith("attack.gguf: "), e->what());
            // The error points inside what is there, and says what ran out.
            QVERIFY2(e->offset() <= cut, e->what());
            QVERIFY2(QString(e->what()).contains(data_cut ? QString("runs past the end of the file (%1 bytes)").arg(cut)
                                                          : QString("file")),
                     e->what());
        }
        QVERIFY(cuts >= 16);
    }
};

QTEST_GUILESS_MAIN(TestGgufAttackMessages)
#include "tst_gguf_attack_messages.moc"
