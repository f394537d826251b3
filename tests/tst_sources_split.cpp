// Split GGUFs (llama.cpp's NAME-0000k-of-0000N.gguf) load as one model and
// give exactly the logits of the unsplit file, through a path and through the
// Hugging Face cache; broken splits are clear errors.
#include <QtTest>

#include "engine/gguf/gguf_set.h"
#include "engine/model/model.h"
#include "engine/session/session.h"
#include "engine/sources/resolver.h"
#include "engine/util/error.h"
#include "engine/util/version_info.h"
#include "tests/support/fake_stores.h"

using namespace synsema;

namespace {

std::vector<float> logits_of(const model::Model& m) {
    Session s(m, {.n_ctx = 32, .n_threads = 2});
    const std::vector<TokenId> tokens = {1, 300 - 5, 17, 42, 260, 7};
    const auto l = s.eval(tokens);
    return {l.begin(), l.end()};
}

model::LoadOptions arch_options() { return {.arch_dirs = {source_arch_dir()}}; }

}  // namespace

class SourcesSplit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void split_names();
    void split_file_gives_same_logits_data();
    void split_file_gives_same_logits();
    void split_in_hf_cache_is_one_model();
    void missing_or_wrong_split_is_an_error();

private:
    test::FakeHome home_;
    QByteArray whole_;
    std::vector<float> reference_;
};

void SourcesSplit::initTestCase() {
    QVERIFY(home_.ok());
    home_.apply_to_process();
    whole_ = test::small_model_bytes(21, "split-me");
    QVERIFY(test::write_file(home_.home() + "/whole.gguf", whole_));
    const auto m = model::Model::load((home_.home() + "/whole.gguf").toStdString(), arch_options());
    reference_ = logits_of(*m);
    QVERIFY(!reference_.empty());
}

void SourcesSplit::split_names() {
    const auto s = gguf::parse_split_name("/a/b/model-Q4_K_M-00002-of-00005.gguf");
    QVERIFY(s.has_value());
    QCOMPARE(QString::fromStdString(s->prefix), QString("/a/b/model-Q4_K_M"));
    QCOMPARE(s->number, uint64_t(2));
    QCOMPARE(s->count, uint64_t(5));
    QCOMPARE(QString::fromStdString(gguf::split_path("/a/m", 3, 12)), QString("/a/m-00003-of-00012.gguf"));
    for (const char* bad : {"m-00000-of-00002.gguf", "m-00003-of-00002.gguf", "m-0001-of-00002.gguf", "m-00001-of-00002.bin",
                            "m-0000a-of-00002.gguf", "-00001-of-00002.gguf"})
        QVERIFY2(!gguf::parse_split_name(bad), bad);
}

void SourcesSplit::split_file_gives_same_logits_data() {
    QTest::addColumn<int>("parts");
    QTest::newRow("2 splits") << 2;
    QTest::newRow("3 splits") << 3;
}

void SourcesSplit::split_file_gives_same_logits() {
    QFETCH(int, parts);
    const QStringList files = test::write_split_model(whole_, home_.home() + QString("/s%1/model").arg(parts), parts);
    // Model::load on the first split finds its siblings; the resolver names them all.
    const auto m = model::Model::load(files[0].toStdString(), arch_options());
    QCOMPARE(m->files().size(), size_t(parts));
    QCOMPARE(logits_of(*m), reference_);
    const auto r = sources::resolve_model(files[0].toStdString());
    QCOMPARE(r.entry.files.size(), size_t(parts));
    const auto m2 = model::Model::load_files(r.entry.paths(), arch_options());
    QCOMPARE(logits_of(*m2), reference_);
}

void SourcesSplit::split_in_hf_cache_is_one_model() {
    const QStringList files = test::write_split_model(whole_, home_.home() + "/tmp-split/big-Q4_K_M", 2);
    for (const QString& f : files) {
        QFile in(f);
        QVERIFY(in.open(QIODevice::ReadOnly));
        home_.add_hf("splitorg", "big", QFileInfo(f).fileName(), in.readAll());
    }
    const auto r = sources::resolve_model("splitorg/big:Q4_K_M");
    QCOMPARE(QString::fromStdString(r.entry.name), QString("splitorg/big/big-Q4_K_M-00001-of-00002.gguf"));
    QCOMPARE(r.entry.files.size(), size_t(2));
    for (const auto& f : r.entry.files) QVERIFY(!f.expected_sha256.empty());
    const auto m = model::Model::load_files(r.entry.paths(), arch_options());
    QCOMPARE(logits_of(*m), reference_);
}

void SourcesSplit::missing_or_wrong_split_is_an_error() {
    const QStringList files = test::write_split_model(whole_, home_.home() + "/broken/model", 3);
    QVERIFY(QFile::remove(files[2]));
    try {
        model::Model::load(files[0].toStdString(), arch_options());
        QFAIL("a missing split must be an error");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::NotFound);
        QVERIFY2(std::string(e.what()).find(files[2].toStdString()) != std::string::npos, e.what());
    }
    // Splits in the wrong order, or one split alone.
    for (const std::vector<std::string>& paths : {std::vector<std::string>{files[1].toStdString(), files[0].toStdString()},
                                                  std::vector<std::string>{files[0].toStdString()}}) {
        try {
            model::Model::load_files(paths, arch_options());
            QFAIL("inconsistent splits must be an error");
        } catch (const Error& e) {
            QVERIFY2(std::string(e.what()).find("split") != std::string::npos, e.what());
        }
    }
}

QTEST_MAIN(SourcesSplit)
#include "tst_sources_split.moc"
