// Architecture files: the parser's errors (file:line:column), the compiler's
// checks against a model, hostile files, and a deployer-added architecture.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

#include "engine/arch/arch_parser.h"
#include "engine/arch/arch_registry.h"
#include "engine/model/compiler.h"
#include "engine/model/model.h"
#include "engine/model/model_maker.h"
#include "engine/session/session.h"
#include "engine/util/error.h"
#include "engine/util/version_info.h"

using namespace synsema;

namespace {

std::string read_text(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string llama_arch_text() { return read_text(source_arch_dir() + "/llama.arch"); }

std::string replace_once(std::string text, const std::string& from, const std::string& to) {
    const auto pos = text.find(from);
    if (pos == std::string::npos) throw std::runtime_error("fixture text not found: " + from);
    return text.replace(pos, from.size(), to);
}

// Returns the Error message, or "" when no error was thrown.
template <class F>
std::string error_of(F&& f, ErrorKind* kind = nullptr) {
    try {
        f();
    } catch (const Error& e) {
        if (kind) *kind = e.kind();
        return e.what();
    }
    return {};
}

}  // namespace

class ArchTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void shipped_llama_parses();
    void parse_errors_data();
    void parse_errors();
    void garbage_is_rejected();
    void compile_errors_data();
    void compile_errors();
    void new_architecture_runs_with_same_logits();
    void huge_training_context_is_clamped();
    void linear_groups_data();
    void linear_groups();

private:
    QTemporaryDir dir_;
    QString model_path_;
    std::unique_ptr<gguf::GgufFile> file_;
};

void ArchTest::initTestCase() {
    QVERIFY(dir_.isValid());
    model_path_ = dir_.filePath("tiny.gguf");
    model::ModelSpec spec;
    model::make_random_model(spec).write_file(model_path_.toStdString());
    file_ = gguf::GgufFile::open(model_path_.toStdString());
}

void ArchTest::shipped_llama_parses() {
    const auto def = arch::parse_arch(llama_arch_text(), "llama.arch");
    QCOMPARE(def.names.size(), size_t(1));
    QCOMPARE(def.names[0], std::string("llama"));
    QVERIFY(!def.block.empty());
    const auto plan = model::compile_plan(def, *file_);
    QCOMPARE(plan.n_layer, int64_t(2));
    QCOMPARE(plan.n_vocab, int64_t(300));
    QCOMPARE(plan.kv_layers.size(), size_t(2));
}

void ArchTest::parse_errors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");  // "LINE:COL: message fragment"
    const QString ok_tail = "block:\n  x = add(x, x)\noutput:\n  logits = add(x, x)\n";
    QTest::newRow("no arch") << ("param a = 1\n" + ok_tail) << "1:1: missing 'arch NAME'";
    QTest::newRow("bad char") << "arch x\nparam a = 1 $ 2\n" << "2:13: unexpected character 0x24";
    QTest::newRow("nul byte") << QString("arch x\nparam a = 1") + QChar(0) + "\n" << "2:12: unexpected character 0x00";
    QTest::newRow("missing paren") << ("arch x\nblock:\n  x = add(x, x\n" ) << "3:15: expected ')'";
    QTest::newRow("step outside section") << "arch x\n  x = add(x, x)\n" << "2:3: a step must be inside a section";
    QTest::newRow("missing equals") << "arch x\nparam a 1\n" << "2:9: expected '='";
    QTest::newRow("unterminated string") << "arch x\nparam a = key(\"abc\n" << "2:15: unterminated string";
    QTest::newRow("duplicate section") << ("arch x\n" + ok_tail + "block:\n") << "6:1: section 'block' appears twice";
    QTest::newRow("trailing tokens") << "arch x\nparam a = 1 2\n" << "2:13: expected end of line";
    QTest::newRow("positional after named") << "arch x\nblock:\n  q = rope(q, style=neox, 3)\n" << "3:27: positional argument after a named";
    QTest::newRow("path trick") << "arch x\nblock:\n  h = embed(../etc/passwd)\n" << "3:13: unexpected character 0x2E";
    QTest::newRow("deep nesting") << ("arch x\nparam a = " + QString(200, '(') + "1" + QString(200, ')') + "\n")
                                  << "expression nested too deeply";
    QTest::newRow("no block") << "arch x\noutput:\n  logits = add(x, x)\n" << "1:1: missing 'block:'";
}

void ArchTest::parse_errors() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const QByteArray bytes = text.toUtf8();
    ErrorKind kind{};
    const std::string msg = error_of([&] { arch::parse_arch(std::string_view(bytes.constData(), size_t(bytes.size())), "bad.arch"); }, &kind);
    QVERIFY2(!msg.empty(), "no error raised");
    QCOMPARE(kind, ErrorKind::Arch);
    QVERIFY2(QString::fromStdString(msg).startsWith("bad.arch:"), msg.c_str());
    QVERIFY2(QString::fromStdString(msg).contains(expected), msg.c_str());
}

void ArchTest::garbage_is_rejected() {
    // 10 MB of pseudo-random bytes, written to a file: refused by size, quickly.
    const QString path = dir_.filePath("garbage.arch");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray chunk(1 << 20, '\0');
        uint32_t x = 12345;
        for (int i = 0; i < 10; ++i) {
            for (auto& c : chunk) c = char((x = x * 1664525u + 1013904223u) >> 24);
            f.write(chunk);
        }
    }
    QElapsedTimer timer;
    timer.start();
    ErrorKind kind{};
    const std::string msg = error_of([&] { arch::parse_arch_file(path.toStdString()); }, &kind);
    QCOMPARE(kind, ErrorKind::Arch);
    QVERIFY2(QString::fromStdString(msg).contains(":1:1: file is 10485760 bytes"), msg.c_str());
    QVERIFY(timer.elapsed() < 2000);
    // A garbage file under the size cap fails at its first bad character.
    std::string small(4000, 'x');
    for (size_t i = 0; i < small.size(); i += 7) small[i] = char(0x80 + i % 50);
    const std::string m2 = error_of([&] { arch::parse_arch(small, "small.arch"); });
    QVERIFY2(QString::fromStdString(m2).startsWith("small.arch:1:"), m2.c_str());
}

void ArchTest::compile_errors_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown step") << "f = swiglu(g, u)" << "f = frobnicate(g, u)" << "unknown step 'frobnicate'";
    QTest::newRow("unknown tensor") << "blk.attn_q.weight)" << "blk.attn_qq.weight)"
                                    << "tensor 'blk.0.attn_qq.weight' not found";
    QTest::newRow("wrong shape") << "d = linear(f, blk.ffn_down.weight)" << "d = linear(h, blk.ffn_down.weight)"
                                 << "wrong shape: tensor 'blk.0.ffn_down.weight' takes 128 inputs";
    QTest::newRow("missing hyperparameter") << "key(\"{arch}.attention.layer_norm_rms_epsilon\", 0.00001)"
                                            << "key(\"{arch}.attention.layer_norm_epsilon_missing\")"
                                            << "missing hyperparameter: the model file has no key 'llama.attention.layer_norm_epsilon_missing'";
    QTest::newRow("unknown parameter") << "n_head_kv, head_dim)" << "n_head_kv, head_dimm)" << "unknown parameter 'head_dimm'";
    QTest::newRow("bad head count") << "param n_head    = key(\"{arch}.attention.head_count\")"
                                    << "param n_head    = 3" << "head_dim must be a whole number in [1, 512], got 21.3333";
    QTest::newRow("fractional n_ctx_train") << "param n_ctx_train = key(\"{arch}.context_length\", 4096)"
                                            << "param n_ctx_train = 0.5" << "n_ctx_train must be a whole number >= 1";
    QTest::newRow("use before set") << "o = linear(a, blk.attn_output.weight)" << "o = linear(zz, blk.attn_output.weight)"
                                    << "activation 'zz' is used before it is set";
}

void ArchTest::compile_errors() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, expected);
    const std::string text = replace_once(llama_arch_text(), from.toStdString(), to.toStdString());
    ErrorKind kind{};
    const std::string msg = error_of([&] { model::compile_plan(arch::parse_arch(text, "edited.arch"), *file_); }, &kind);
    QVERIFY2(!msg.empty(), "no error raised");
    QCOMPARE(kind, ErrorKind::Arch);
    QVERIFY2(QRegularExpression("^edited\\.arch:\\d+:\\d+: ").match(QString::fromStdString(msg)).hasMatch(), msg.c_str());
    QVERIFY2(QString::fromStdString(msg).contains(expected), msg.c_str());
}

void ArchTest::new_architecture_runs_with_same_logits() {
    // A deployer copies llama.arch as mynewarch.arch into the user arch folder.
    QTemporaryDir user;
    QVERIFY(user.isValid());
    {
        std::ofstream out(user.filePath("mynewarch.arch").toStdString());
        out << replace_once(llama_arch_text(), "arch llama", "arch mynewarch");
    }
    model::ModelSpec spec;
    spec.arch = "mynewarch";
    const QString new_path = dir_.filePath("mynewarch.gguf");
    model::make_random_model(spec).write_file(new_path.toStdString());

    // Without the file, the error names every folder searched.
    ErrorKind kind{};
    const std::string msg = error_of([&] { model::Model::load(new_path.toStdString(), {.arch_dirs = {source_arch_dir()}}); }, &kind);
    QCOMPARE(kind, ErrorKind::NotFound);
    QVERIFY2(QString::fromStdString(msg).contains(QString::fromStdString(source_arch_dir() + "/mynewarch.arch")), msg.c_str());

    auto fresh = model::Model::load(new_path.toStdString(), {.arch_dirs = {user.path().toStdString(), source_arch_dir()}});
    QCOMPARE(QString::fromStdString(fresh->arch_path()), user.filePath("mynewarch.arch"));
    auto known = model::Model::load(model_path_.toStdString(), {.arch_dirs = {source_arch_dir()}});
    const std::vector<TokenId> tokens = {1, 100, 200, 150, 42};
    Session a(*fresh, {.n_ctx = 16, .n_threads = 1});
    Session b(*known, {.n_ctx = 16, .n_threads = 1});
    const auto la = a.eval(tokens);
    const auto lb = b.eval(tokens);
    QCOMPARE(la.size(), lb.size());
    for (size_t i = 0; i < la.size(); ++i) QCOMPARE(la[i], lb[i]);
}

// n_ctx_train only bounds the default context: a huge value is clamped (its
// conversion to an integer was undefined behaviour: fuzz regression
// arch/huge-n-ctx-train; on x86 it gave a negative context).
void ArchTest::huge_training_context_is_clamped() {
    const std::string text = replace_once(llama_arch_text(), "param n_ctx_train = key(\"{arch}.context_length\", 4096)",
                                          "param n_ctx_train = 100000000000000000000000000000000000000000");
    const auto plan = model::compile_plan(arch::parse_arch(text, "edited.arch"), *file_);
    QCOMPARE(plan.n_ctx_train, int64_t(1) << 31);
}

// Consecutive linear steps on one input run as one matmul group, but only
// while each writes a name no earlier member writes; however the steps are
// grouped, the logits are those of the shipped file.
void ArchTest::linear_groups_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("fused");  // the block's Linear steps' `fused`, in order
    QTest::newRow("shipped") << "" << "" << "2 0 0 0 1 0 0";
    QTest::newRow("step between k and v") << "  v = linear(h, blk.attn_v.weight)"
                                          << "  z = add(h, h)\n  v = linear(h, blk.attn_v.weight)" << "1 0 0 0 1 0 0";
    QTest::newRow("same name twice") << "  g = linear(h, blk.ffn_gate.weight)"
                                     << "  g = linear(h, blk.ffn_gate.weight)\n  g = linear(h, blk.ffn_gate.weight)"
                                     << "2 0 0 0 0 1 0 0";
}

void ArchTest::linear_groups() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, fused);
    const std::string text = from.isEmpty() ? llama_arch_text()
                                            : replace_once(llama_arch_text(), from.toStdString(), to.toStdString());
    const auto plan = model::compile_plan(arch::parse_arch(text, "edited.arch"), *file_);
    for (const auto& layer : plan.layers) {
        QStringList got;
        for (const auto& in : layer)
            if (in.op == model::OpCode::Linear) got << QString::number(in.fused);
        QCOMPARE(got.join(' '), fused);
    }

    QTemporaryDir user;
    QVERIFY(user.isValid());
    {
        std::ofstream out(user.filePath("llama.arch").toStdString());
        out << text;
    }
    auto edited = model::Model::load(model_path_.toStdString(), {.arch_dirs = {user.path().toStdString()}});
    auto shipped = model::Model::load(model_path_.toStdString(), {.arch_dirs = {source_arch_dir()}});
    const std::vector<TokenId> tokens = {1, 100, 200, 150, 42, 7, 299};
    for (int threads : {1, 2}) {
        Session a(*edited, {.n_ctx = 16, .n_threads = threads});
        Session b(*shipped, {.n_ctx = 16, .n_threads = threads});
        const auto la = a.eval(tokens);
        const auto lb = b.eval(tokens);
        QCOMPARE(la.size(), lb.size());
        for (size_t i = 0; i < la.size(); ++i) QCOMPARE(la[i], lb[i]);
    }
}

QTEST_MAIN(ArchTest)
#include "tst_arch.moc"
