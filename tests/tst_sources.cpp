// Model sources in a fake HOME: every name form (path, Ollama, Hugging Face,
// LM Studio), the default tag, case-insensitive names, Ollama's extra layers,
// cloud manifests, incomplete and dangling HF files, splits, failed lookups.
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QtTest>

#include "engine/sources/hf_cache.h"
#include "engine/sources/model_listing.h"
#include "engine/sources/ollama_store.h"
#include "engine/sources/resolver.h"
#include "engine/util/error.h"
#include "tests/support/fake_stores.h"

using namespace synsema;
using synsema::test::FakeHome;

namespace {

QString file_sha(const std::string& path) {
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly)) return {};
    return synsema::test::sha256_hex(f.readAll());
}

// The message and kind of the Error `fn` throws ("" when it does not throw).
template <class Fn>
std::string error_of(Fn fn, ErrorKind* kind) {
    try {
        fn();
    } catch (const Error& e) {
        *kind = e.kind();
        return e.what();
    }
    return "";
}

}  // namespace

class Sources : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void resolves_every_form_data();
    void resolves_every_form();
    void ollama_extra_layers_are_offered();
    void ollama_models_env_wins();
    void cloud_manifest_is_listed_not_runnable();
    void hostile_manifest_is_not_runnable();
    void incomplete_and_dangling_files_are_not_present_data();
    void incomplete_and_dangling_files_are_not_present();
    void hf_cache_location_order();
    void not_found_lists_places_and_close_names();
    void listing_describes_each_model();
    void listing_fifty_models_is_fast();

private:
    FakeHome home_;
    QByteArray a_, b_, c_, d_, e_;  // distinct models
};

void Sources::initTestCase() {
    QVERIFY(home_.ok());
    home_.apply_to_process();
    a_ = test::small_model_bytes(1, "model-a");
    b_ = test::small_model_bytes(2, "model-b");
    c_ = test::small_model_bytes(3, "model-c");
    d_ = test::small_model_bytes(4, "model-d");
    e_ = test::small_model_bytes(5, "model-e");
    test::OllamaLayers extras;
    extras.template_text = "{{ .System }} {{ .Prompt }}";
    extras.system_prompt = "You are terse.";
    extras.params_json = R"({"stop": ["<|end|>", "User:"], "temperature": 0.25, "num_ctx": 1024})";
    home_.add_ollama("registry.ollama.ai", "library", "qwen2.5", "0.5b", a_, extras);
    home_.add_ollama("registry.ollama.ai", "library", "tiny", "latest", b_);
    home_.add_ollama("registry.ollama.ai", "someuser", "mymodel", "v1", c_);
    home_.add_ollama("hf.co", "SomeOrg", "Some-Repo-GGUF", "Q4_K_M", d_);
    test::OllamaLayers cloud;
    cloud.model_layer = false;
    home_.add_ollama("registry.ollama.ai", "library", "bigcloud", "cloud", QByteArray(), cloud);

    home_.add_hf("TheOrg", "Tiny-GGUF", "tiny-Q4_K_M.gguf", a_);
    home_.add_hf("TheOrg", "Tiny-GGUF", "tiny-Q8_0.gguf", b_);
    home_.add_hf("TheOrg", "Tiny-GGUF", "tiny-Q4_K.gguf", e_);
    home_.add_hf("solo", "one", "sub/one-f16.gguf", c_);
    home_.add_lmstudio("pub", "lmrepo", "lm-Q8_0.gguf", d_);
    QVERIFY(test::write_file(home_.home() + "/plain/model.gguf", e_));
}

void Sources::resolves_every_form_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("path") << home_.home() + "/plain/model.gguf" << "file" << e_ << home_.home() + "/plain/model.gguf";
    QTest::newRow("ollama model:tag") << "qwen2.5:0.5b" << "ollama" << a_ << "qwen2.5:0.5b";
    QTest::newRow("ollama default tag") << "tiny" << "ollama" << b_ << "tiny:latest";
    QTest::newRow("ollama case-insensitive") << "TINY:Latest" << "ollama" << b_ << "tiny:latest";
    QTest::newRow("ollama library/ prefix") << "library/tiny" << "ollama" << b_ << "tiny:latest";
    QTest::newRow("ollama user/model:tag") << "someuser/mymodel:v1" << "ollama" << c_ << "someuser/mymodel:v1";
    QTest::newRow("ollama hf.co/org/repo:tag") << "hf.co/someorg/some-repo-gguf:q4_k_m" << "ollama" << d_
                                               << "hf.co/SomeOrg/Some-Repo-GGUF:Q4_K_M";
    QTest::newRow("hf org/repo picks Q4_K_M") << "TheOrg/Tiny-GGUF" << "huggingface" << a_ << "TheOrg/Tiny-GGUF/tiny-Q4_K_M.gguf";
    QTest::newRow("hf org/repo:Q8_0") << "TheOrg/Tiny-GGUF:Q8_0" << "huggingface" << b_ << "TheOrg/Tiny-GGUF/tiny-Q8_0.gguf";
    QTest::newRow("hf tag case-insensitive") << "theorg/tiny-gguf:q8_0" << "huggingface" << b_ << "TheOrg/Tiny-GGUF/tiny-Q8_0.gguf";
    QTest::newRow("hf Q4_K is not Q4_K_M") << "TheOrg/Tiny-GGUF:Q4_K" << "huggingface" << e_ << "TheOrg/Tiny-GGUF/tiny-Q4_K.gguf";
    QTest::newRow("hf org/repo/file") << "TheOrg/Tiny-GGUF/tiny-Q8_0.gguf" << "huggingface" << b_ << "TheOrg/Tiny-GGUF/tiny-Q8_0.gguf";
    QTest::newRow("hf the only GGUF") << "solo/one" << "huggingface" << c_ << "solo/one/sub/one-f16.gguf";
    QTest::newRow("lmstudio repo") << "pub/lmrepo" << "lmstudio" << d_ << "pub/lmrepo/lm-Q8_0.gguf";
    QTest::newRow("lmstudio file") << "PUB/LMREPO/lm-q8_0.gguf" << "lmstudio" << d_ << "pub/lmrepo/lm-Q8_0.gguf";
}

void Sources::resolves_every_form() {
    QFETCH(QString, name);
    QFETCH(QString, source);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, canonical);
    const auto r = sources::resolve_model(name.toStdString());
    QCOMPARE(QString(sources::source_kind_name(r.entry.source)), source);
    QCOMPARE(QString::fromStdString(r.entry.name), canonical);
    QCOMPARE(r.entry.files.size(), size_t(1));
    QCOMPARE(file_sha(r.entry.files[0].path), test::sha256_hex(bytes));
    QCOMPARE(r.entry.files[0].size, uint64_t(bytes.size()));
    // Ollama and HF blobs carry their sha256 in their name; others carry none.
    const bool addressed = source == "ollama" || source == "huggingface";
    QCOMPARE(QString::fromStdString(r.entry.files[0].expected_sha256), addressed ? test::sha256_hex(bytes) : QString());
}

void Sources::ollama_extra_layers_are_offered() {
    const auto r = sources::resolve_model("qwen2.5:0.5b");
    QVERIFY(r.entry.ollama.has_value());
    const auto& x = *r.entry.ollama;
    QCOMPARE(QString::fromStdString(x.template_text), QString("{{ .System }} {{ .Prompt }}"));
    QCOMPARE(QString::fromStdString(x.system_prompt), QString("You are terse."));
    QCOMPARE(x.stop, (std::vector<std::string>{"<|end|>", "User:"}));
    QCOMPARE(x.options.value("temperature", 0.0), 0.25);
    QCOMPARE(x.options.value("num_ctx", 0), 1024);
    QVERIFY(!x.options.contains("stop"));
}

void Sources::ollama_models_env_wins() {
    // $OLLAMA_MODELS replaces ~/.ollama/models; the older sha256:<hex> blob name is accepted.
    const QString other = home_.home() + "/elsewhere";
    FakeHome tmp;
    const QString blob = tmp.add_ollama("registry.ollama.ai", "library", "moved", "latest", c_);
    QDir().mkpath(other);
    QVERIFY(QFile::rename(tmp.ollama_store() + "/manifests", other + "/manifests"));
    QDir().mkpath(other + "/blobs");
    QVERIFY(QFile::rename(blob, other + "/blobs/sha256:" + test::sha256_hex(c_)));
    qputenv("OLLAMA_MODELS", other.toUtf8());
    const auto r = sources::resolve_model("moved");
    ErrorKind kind{};
    const auto gone = error_of([] { sources::resolve_model("qwen2.5:0.5b"); }, &kind);
    qunsetenv("OLLAMA_MODELS");
    QCOMPARE(file_sha(r.entry.files[0].path), test::sha256_hex(c_));
    QVERIFY(r.entry.files[0].path.find("sha256:") != std::string::npos);
    QCOMPARE(kind, ErrorKind::NotFound);
    QVERIFY2(gone.find(other.toStdString()) != std::string::npos, gone.c_str());
}

void Sources::cloud_manifest_is_listed_not_runnable() {
    bool listed = false;
    for (const auto& e : sources::list_all_sources())
        if (e.name == "bigcloud:cloud") {
            listed = true;
            QVERIFY(!e.runnable);
            QVERIFY2(e.not_runnable_reason.find("no model layer") != std::string::npos, e.not_runnable_reason.c_str());
        }
    QVERIFY(listed);
    ErrorKind kind{};
    const auto msg = error_of([] { sources::resolve_model("bigcloud:cloud"); }, &kind);
    QCOMPARE(kind, ErrorKind::Unsupported);
    QVERIFY2(msg.find("no model layer") != std::string::npos, msg.c_str());
}

void Sources::hostile_manifest_is_not_runnable() {
    FakeHome h;
    const QString dir = h.ollama_store() + "/manifests/registry.ollama.ai/library/";
    QVERIFY(test::write_file(dir + "garbage/latest", "{not json"));
    QVERIFY(test::write_file(dir + "wrongtypes/latest", R"({"layers": [{"mediaType": 7, "digest": []}]})"));
    QVERIFY(test::write_file(dir + "baddigest/latest",
                             R"({"layers": [{"mediaType": "application/vnd.ollama.image.model", "digest": "sha256:../../etc/passwd"}]})"));
    QVERIFY(test::write_file(dir + "huge/latest", QByteArray(2 << 20, ' ')));
    qputenv("OLLAMA_MODELS", h.ollama_store().toUtf8());
    const auto list = sources::list_ollama();
    qunsetenv("OLLAMA_MODELS");
    QCOMPARE(list.size(), size_t(4));
    for (const auto& e : list) {
        QVERIFY2(!e.runnable && !e.not_runnable_reason.empty(), e.name.c_str());
        QVERIFY(e.files.empty());
    }
}

void Sources::incomplete_and_dangling_files_are_not_present_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("incomplete blob") << "incomplete" << "incomplete";
    QTest::newRow("dangling link") << "dangling" << "dangling";
}

void Sources::incomplete_and_dangling_files_are_not_present() {
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    const QString repo = "dl-" + kind;
    const QString link = home_.add_hf("dl", repo, "model-Q4_K_M.gguf", a_);
    const QString blob = QFileInfo(link).symLinkTarget();
    if (kind == "incomplete") QVERIFY(QFile::rename(blob, blob + ".incomplete"));
    else QVERIFY(QFile::remove(blob));
    ErrorKind k{};
    const auto msg = error_of([&] { sources::resolve_model(("dl/" + repo).toStdString()); }, &k);
    QCOMPARE(k, ErrorKind::NotFound);
    QVERIFY2(msg.find(reason.toStdString()) != std::string::npos, msg.c_str());
    bool listed = false;
    for (const auto& e : sources::list_hf())
        if (QString::fromStdString(e.name) == "dl/" + repo + "/model-Q4_K_M.gguf") {
            listed = true;
            QVERIFY(!e.runnable);
            QVERIFY2(e.not_runnable_reason.find(reason.toStdString()) != std::string::npos, e.not_runnable_reason.c_str());
        }
    QVERIFY(listed);
}

void Sources::hf_cache_location_order() {
    const QByteArray home = qgetenv("HOME");
    qputenv("XDG_CACHE_HOME", "/x/cache");
    QCOMPARE(QString::fromStdString(sources::hf_cache_dir()), QString("/x/cache/huggingface/hub"));
    qputenv("HF_HOME", "/x/hf");
    QCOMPARE(QString::fromStdString(sources::hf_cache_dir()), QString("/x/hf/hub"));
    qputenv("HUGGINGFACE_HUB_CACHE", "/x/legacy");
    QCOMPARE(QString::fromStdString(sources::hf_cache_dir()), QString("/x/legacy"));
    qputenv("HF_HUB_CACHE", "/x/hub");
    QCOMPARE(QString::fromStdString(sources::hf_cache_dir()), QString("/x/hub"));
    home_.apply_to_process();
    QCOMPARE(QString::fromStdString(sources::hf_cache_dir()), home_.hf_cache());
    QCOMPARE(qgetenv("HOME"), home);
}

void Sources::not_found_lists_places_and_close_names() {
    ErrorKind kind{};
    const std::string msg = error_of([] { sources::resolve_model("qwen2.5:0.5"); }, &kind);
    QCOMPARE(kind, ErrorKind::NotFound);
    for (const QString& place : {home_.ollama_store() + "/manifests/registry.ollama.ai/library/qwen2.5/0.5",
                                 QString("/usr/share/ollama/.ollama/models/manifests/registry.ollama.ai/library/qwen2.5/0.5")})
        QVERIFY2(msg.find(place.toStdString()) != std::string::npos, msg.c_str());
    QVERIFY2(msg.find("Did you mean") != std::string::npos && msg.find("qwen2.5:0.5b") != std::string::npos, msg.c_str());

    const std::string repo = error_of([] { sources::resolve_model("TheOrg/Tiny-GUFF"); }, &kind);
    QCOMPARE(kind, ErrorKind::NotFound);
    for (const QString& place : {home_.hf_cache() + "/models--TheOrg--Tiny-GUFF", home_.lmstudio() + "/TheOrg/Tiny-GUFF"})
        QVERIFY2(repo.find(place.toStdString()) != std::string::npos, repo.c_str());
    QVERIFY2(repo.find("TheOrg/Tiny-GGUF/tiny-Q4_K_M.gguf") != std::string::npos, repo.c_str());

    const std::string path = error_of([] { sources::resolve_model("/nonexistent/model.gguf"); }, &kind);
    QCOMPARE(kind, ErrorKind::NotFound);
    QVERIFY2(path.find("/nonexistent/model.gguf") != std::string::npos, path.c_str());

    const std::string tag = error_of([] { sources::resolve_model("TheOrg/Tiny-GGUF:Q2_K"); }, &kind);
    QVERIFY2(tag.find("no GGUF file with the tag 'Q2_K'") != std::string::npos, tag.c_str());
}

void Sources::listing_describes_each_model() {
    const auto models = sources::list_models();
    const sources::ModelListing* qwen = nullptr;
    for (const auto& m : models)
        if (m.entry.name == "qwen2.5:0.5b") qwen = &m;
    QVERIFY(qwen);
    QVERIFY2(qwen->header_error.empty(), qwen->header_error.c_str());
    QCOMPARE(QString::fromStdString(qwen->architecture), QString("llama"));
    // The fixture: 2 layers, embedding 32, FFN 64, 4 heads / 2 KV heads (KV width 16), vocab 300.
    const uint64_t per_layer = 32 + 32 * 32 + 2 * 32 * 16 + 32 * 32 + 32 + 3 * 32 * 64;
    QCOMPARE(qwen->parameters, uint64_t(2 * 300 * 32 + 32 + 2 * per_layer));
    QCOMPARE(QString::fromStdString(qwen->quant_mix), QString("Q8_0:16 F32:5"));
    QCOMPARE(qwen->context_length, int64_t(2048));
    QVERIFY(qwen->arch_file);
    QCOMPARE(qwen->entry.total_size(), uint64_t(a_.size()));
    const auto j = sources::to_json(*qwen);
    QCOMPARE(QString::fromStdString(j["source"].get<std::string>()), QString("ollama"));
    QVERIFY(j["runnable"].get<bool>());
    QCOMPARE(QString::fromStdString(j["ollama"]["system"].get<std::string>()), QString("You are terse."));
    QCOMPARE(j["ollama"]["stop"].size(), size_t(2));
}

void Sources::listing_fifty_models_is_fast() {
    FakeHome h;
    for (int i = 0; i < 50; ++i)
        h.add_ollama("registry.ollama.ai", "library", QString("m%1").arg(i), "latest", test::small_model_bytes(uint64_t(100 + i)));
    qputenv("OLLAMA_MODELS", h.ollama_store().toUtf8());
    QElapsedTimer timer;
    timer.start();
    const auto models = sources::list_models();
    const qint64 ms = timer.elapsed();
    qunsetenv("OLLAMA_MODELS");
    int described = 0;
    for (const auto& m : models) described += m.entry.source == sources::SourceKind::Ollama && m.parameters > 0;
    QCOMPARE(described, 50);
    QVERIFY2(ms < 1000, qPrintable(QString("listing took %1 ms").arg(ms)));
}

QTEST_MAIN(Sources)
#include "tst_sources.moc"
