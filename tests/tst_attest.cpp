// Attestation: weights, arch file and engine hashed byte-exact (checked
// against sha256sum), the hash cache (reuse, invalidation by mtime), content
// addresses (a tampered blob is reported), cancellation and the JSON report.
#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>

#include <cstdio>

#include "engine/attest/attestation.h"
#include "engine/gguf/gguf_set.h"
#include "kernels/cpu_features.h"
#include "engine/sources/resolver.h"
#include "engine/util/error.h"
#include "engine/util/version_info.h"
#include "tests/support/fake_stores.h"

using namespace synsema;

namespace {

// sha256sum's answer for a file, run as a separate program.
QString sha256sum(const QString& path) {
    QProcess p;
    p.start("sha256sum", {path});
    if (!p.waitForFinished(120000) || p.exitCode() != 0) return "sha256sum failed";
    return QString::fromLatin1(p.readAllStandardOutput()).section(' ', 0, 0);
}

// Moves the file's mtime one second ahead (same bytes).
bool touch_later(const QString& path) {
    struct stat st {};
    if (::stat(path.toLocal8Bit().constData(), &st) != 0) return false;
    QFile f(path);
    return f.open(QIODevice::ReadWrite) &&
           f.setFileTime(QDateTime::fromSecsSinceEpoch(st.st_mtim.tv_sec + 1), QFileDevice::FileModificationTime);
}

// Overwrites one byte near the end in place (same size), then sets the
// modification time back to what it was, as `touch -r` would.
bool edit_in_place_keeping_mtime(const QString& path) {
    const QByteArray local = path.toLocal8Bit();
    struct stat st {};
    if (::stat(local.constData(), &st) != 0) return false;
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite) || !f.seek(f.size() - 2)) return false;
    char c = 0;
    if (!f.getChar(&c) || !f.seek(f.size() - 2) || !f.putChar(char(c ^ 0x33))) return false;
    f.close();
    const timespec times[2] = {st.st_atim, st.st_mtim};
    return ::utimensat(AT_FDCWD, local.constData(), times, 0) == 0;
}

}  // namespace

class Attest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void hashes_match_sha256sum_data();
    void hashes_match_sha256sum();
    void cache_reuse_and_mtime_invalidation();
    void tampered_blob_is_reported();
    void split_model_hashes_every_split();
    void cancel_stops_hashing();
    void damaged_cache_is_ignored();
    void report_json_has_every_field();
    void run_digest_hashes_input_and_output();
    void touch_r_after_an_edit_misses_the_cache();
    void rename_over_a_loaded_model_is_tampering();
    void in_place_edit_of_a_loaded_model_is_tampering();
    void libraries_and_loader_settings_are_reported();

private:
    attest::AttestOptions options(bool cache = true) const {
        attest::AttestOptions o;
        o.cache_path = (home_.home() + "/cache.json").toStdString();
        o.use_cache = cache;
        return o;
    }
    test::FakeHome home_;
    QByteArray model_;
};

void Attest::initTestCase() {
    QVERIFY(home_.ok());
    home_.apply_to_process();
    model_ = test::small_model_bytes(7, "attest-model");
    home_.add_ollama("registry.ollama.ai", "library", "good", "latest", model_);
    home_.add_hf("org", "repo", "repo-Q8_0.gguf", test::small_model_bytes(8));
    const QString blob = home_.add_ollama("registry.ollama.ai", "library", "tampered", "latest", test::small_model_bytes(9));
    // Flip one byte in the tensor data after the blob was named by its hash.
    QFile f(blob);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.seek(f.size() - 3));
    char c = 0;
    QVERIFY(f.getChar(&c));
    QVERIFY(f.seek(f.size() - 3));
    QVERIFY(f.putChar(char(c ^ 0x5a)));
}

void Attest::hashes_match_sha256sum_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("ollama") << "good";
    QTest::newRow("huggingface") << "org/repo";
}

void Attest::hashes_match_sha256sum() {
    QFETCH(QString, name);
    const auto model = sources::resolve_model(name.toStdString());
    const auto a = attest::attest_model(model, options(false));
    QCOMPARE(a.weights.size(), size_t(1));
    QCOMPARE(QString::fromStdString(a.weights[0].sha256), sha256sum(QString::fromStdString(model.entry.files[0].path)));
    QVERIFY(!a.weights[0].reused);
    QVERIFY(!a.weights[0].content_address_mismatch);
    QVERIFY(!a.tampering_suspected);
    QCOMPARE(QString::fromStdString(a.architecture), QString("llama"));
    QVERIFY(!a.arch_file.path.empty());
    QCOMPARE(QString::fromStdString(a.arch_file.sha256), sha256sum(QString::fromStdString(a.arch_file.path)));
    QCOMPARE(QString::fromStdString(a.engine_binary.path), QCoreApplication::applicationFilePath());
    QCOMPARE(QString::fromStdString(a.engine_binary.sha256), sha256sum(QCoreApplication::applicationFilePath()));
    QVERIFY(a.engine_library.find("linked into the executable") != std::string::npos);
}

void Attest::cache_reuse_and_mtime_invalidation() {
    const auto model = sources::resolve_model("good");
    QFile::remove(home_.home() + "/cache.json");
    const auto first = attest::attest_model(model, options());
    QVERIFY(!first.weights[0].reused);
    QVERIFY(QFile::exists(home_.home() + "/cache.json"));
    const auto second = attest::attest_model(model, options());
    QVERIFY(second.weights[0].reused);
    QCOMPARE(second.weights[0].sha256, first.weights[0].sha256);
    QCOMPARE(second.weights[0].computed_at, first.weights[0].computed_at);
    QCOMPARE(QString::fromStdString(attest::to_json(second)["model"]["files"][0]["hash"].get<std::string>()),
             QString("reused from cache"));
    // Same bytes, new mtime: the cache must not answer.
    QVERIFY(touch_later(QString::fromStdString(model.entry.files[0].blob_path)));
    const auto third = attest::attest_model(model, options());
    QVERIFY(!third.weights[0].reused);
    QCOMPARE(third.weights[0].sha256, first.weights[0].sha256);
}

void Attest::tampered_blob_is_reported() {
    const auto model = sources::resolve_model("tampered");
    const auto a = attest::attest_model(model, options(false));
    QVERIFY(a.tampering_suspected);
    QVERIFY(a.weights[0].content_address_mismatch);
    QCOMPARE(QString::fromStdString(a.weights[0].sha256), sha256sum(QString::fromStdString(model.entry.files[0].path)));
    QVERIFY(a.weights[0].sha256 != a.weights[0].expected_sha256);
    bool warned = false;
    for (const auto& w : a.warnings) warned = warned || w.find("POSSIBLE TAMPERING") != std::string::npos;
    QVERIFY(warned);
    const auto j = attest::to_json(a);
    QVERIFY(j["tampering_suspected"].get<bool>());
    QVERIFY(!j["model"]["files"][0]["content_address"]["match"].get<bool>());
    QVERIFY(attest::to_text(a).find("POSSIBLE TAMPERING") != std::string::npos);
}

void Attest::split_model_hashes_every_split() {
    const QStringList parts = test::write_split_model(test::small_model_bytes(10), home_.home() + "/split/m", 3);
    QCOMPARE(parts.size(), 3);
    const auto model = sources::resolve_model(parts[0].toStdString());
    QCOMPARE(model.entry.files.size(), size_t(3));
    const auto a = attest::attest_model(model, options(false));
    QCOMPARE(a.weights.size(), size_t(3));
    uint64_t total = 0;
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(QString::fromStdString(a.weights[size_t(i)].sha256), sha256sum(parts[i]));
        total += uint64_t(QFileInfo(parts[i]).size());
    }
    QCOMPARE(a.weights_size, total);
}

void Attest::cancel_stops_hashing() {
    auto o = options(false);
    int calls = 0;
    o.progress = [&](uint64_t, uint64_t) { return ++calls < 1; };
    ErrorKind kind = ErrorKind::Io;
    try {
        attest::attest_model(sources::resolve_model("good"), o);
    } catch (const Error& e) {
        kind = e.kind();
    }
    QCOMPARE(kind, ErrorKind::Cancelled);
    QCOMPARE(calls, 1);
}

void Attest::damaged_cache_is_ignored() {
    const QString path = home_.home() + "/damaged.json";
    for (const QByteArray& bad : {QByteArray("{\"entries\": [1,2]"),
                                  QByteArray(R"({"entries": {"1:2": {"size": -1, "sha256": "zz"}}})")}) {
        QVERIFY(test::write_file(path, bad));
        attest::HashCache cache(path.toStdString());
        QVERIFY(!cache.lookup({1, 2, 0, 0}));
    }
    // A well-formed entry is found only for the exact identity.
    attest::HashCache cache(path.toStdString());
    cache.store({1, 2, 3, 4}, "/x", {std::string(64, 'a'), "2025-01-01T00:00:00Z"});
    cache.save();
    attest::HashCache again(path.toStdString());
    QVERIFY(again.lookup({1, 2, 3, 4}));
    QVERIFY(!again.lookup({1, 2, 3, 5}));
    QVERIFY(!again.lookup({1, 2, 4, 4}));
}

void Attest::report_json_has_every_field() {
    auto a = attest::attest_model(sources::resolve_model("good"), options(false));
    a.runs.push_back(attest::make_run_digest("run", "in", "out"));
    const auto j = attest::to_json(a);
    QCOMPARE(QString::fromStdString(j["model"]["name"].get<std::string>()), QString("good:latest"));
    QCOMPARE(QString::fromStdString(j["model"]["source"].get<std::string>()), QString("ollama"));
    QCOMPARE(j["model"]["size"].get<uint64_t>(), uint64_t(model_.size()));
    QCOMPARE(QString::fromStdString(j["model"]["sha256"].get<std::string>()), test::sha256_hex(model_));
    QVERIFY(j["arch"]["file"]["sha256"].is_string());
    QCOMPARE(QString::fromStdString(j["engine"]["version"].get<std::string>()), QString::fromStdString(version()));
    QCOMPARE(QString::fromStdString(j["engine"]["git_revision"].get<std::string>()), QString::fromStdString(git_revision()));
    QVERIFY(j["engine"]["binary"]["sha256"].is_string());
    QCOMPARE(QString::fromStdString(j["engine"]["kernels"].get<std::string>()), QString(kernels::kernel_path_name()));
    QVERIFY(QString::fromStdString(attest::to_text(a)).contains(QString("kernels: ") + kernels::kernel_path_name()));
    QVERIFY(QRegularExpression("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$")
                .match(QString::fromStdString(j["created_at"].get<std::string>())).hasMatch());
    QVERIFY(j["egress"].contains("locked"));
    QVERIFY(j["egress"].contains("allow_network_flag"));
    QCOMPARE(j["runs"].size(), size_t(1));
}

void Attest::run_digest_hashes_input_and_output() {
    const auto r = attest::make_run_digest("run", "The prompt", "the output");
    QCOMPARE(QString::fromStdString(r.input_sha256), test::sha256_hex("The prompt"));
    QCOMPARE(QString::fromStdString(r.output_sha256), test::sha256_hex("the output"));
    QCOMPARE(r.output_bytes, uint64_t(10));
}

void Attest::touch_r_after_an_edit_misses_the_cache() {
    // The review's spoof: change bytes in place, then put the old mtime back.
    const QString path = home_.home() + "/spoof.gguf";
    QVERIFY(test::write_file(path, test::small_model_bytes(11)));
    const auto model = sources::resolve_model(path.toStdString());
    const auto first = attest::attest_model(model, options());
    QVERIFY(!first.weights[0].reused);
    QVERIFY(edit_in_place_keeping_mtime(path));
    const auto second = attest::attest_model(model, options());
    QVERIFY2(!second.weights[0].reused, "an edited file was answered from the hash cache");
    QVERIFY(second.weights[0].sha256 != first.weights[0].sha256);
    QCOMPARE(QString::fromStdString(second.weights[0].sha256), sha256sum(path));
}

void Attest::rename_over_a_loaded_model_is_tampering() {
    const QString path = home_.home() + "/loaded.gguf";
    const QByteArray original = test::small_model_bytes(12);
    QVERIFY(test::write_file(path, original));
    const QString original_sha = sha256sum(path);
    const auto resolved = sources::resolve_model(path.toStdString());
    const auto files = gguf::GgufSet::open(path.toStdString());
    // During the run, another file is renamed over the model's path.
    const QString other = home_.home() + "/other.gguf";
    QVERIFY(test::write_file(other, test::small_model_bytes(13)));
    QVERIFY(std::rename(other.toLocal8Bit().constData(), path.toLocal8Bit().constData()) == 0);
    attest::LoadedModel loaded{&resolved, files.get(), "", ""};
    const auto a = attest::attest_loaded(loaded, options(false));
    // The hash is of the bytes that were mapped, not of the file now at the path.
    QCOMPARE(QString::fromStdString(a.weights[0].sha256), original_sha);
    QVERIFY(a.tampering_suspected);
    std::string all;
    for (const auto& w : a.warnings) all += w + "\n";
    QVERIFY2(a.tampering.size() == 1, all.c_str());
    QVERIFY(a.tampering[0].what.find("renamed over") != std::string::npos);
    QVERIFY(a.tampering[0].before && a.tampering[0].after);
    QVERIFY(a.tampering[0].before->inode != a.tampering[0].after->inode);
    const auto j = attest::to_json(a);
    QVERIFY(j["tampering"][0]["at_load"]["inode"].is_number());
    QVERIFY(j["tampering"][0]["now"]["inode"].is_number());
    QCOMPARE(QString::fromStdString(j["model"]["hashed_through"].get<std::string>()),
             QString("the descriptors the loaded model was mapped through"));
}

void Attest::in_place_edit_of_a_loaded_model_is_tampering() {
    const QString path = home_.home() + "/edited.gguf";
    QVERIFY(test::write_file(path, test::small_model_bytes(14)));
    const auto resolved = sources::resolve_model(path.toStdString());
    const auto files = gguf::GgufSet::open(path.toStdString());
    QVERIFY(attest::check_mapped(*files).empty());
    QVERIFY(edit_in_place_keeping_mtime(path));  // the private mapping would show this edit
    const auto found = attest::check_mapped(*files);
    QCOMPARE(found.size(), size_t(1));
    QVERIFY(found[0].what.find("changed in place") != std::string::npos);
    QVERIFY(found[0].before->ctime_ns != found[0].after->ctime_ns);
    QCOMPARE(found[0].before->mtime_ns, found[0].after->mtime_ns);  // mtime was set back; ctime gives it away
    attest::LoadedModel loaded{&resolved, files.get(), "", ""};
    QVERIFY(attest::attest_loaded(loaded, options(false)).tampering_suspected);
}

void Attest::libraries_and_loader_settings_are_reported() {
    qputenv("LD_LIBRARY_PATH", "/opt/elsewhere");
    const auto a = attest::attest_model(sources::resolve_model("good"), options(false));
    qunsetenv("LD_LIBRARY_PATH");
    bool qt_core = false;
    for (const auto& l : a.libraries) {
        qt_core |= l.path.find("libQt6Core") != std::string::npos;
        QCOMPARE(l.sha256.size(), size_t(64));
        QVERIFY(!l.reused);
    }
    QVERIFY(qt_core);
    bool flagged = false;
    for (const auto& w : a.warnings) flagged |= w.find("LD_LIBRARY_PATH=/opt/elsewhere") != std::string::npos;
    QVERIFY(flagged);
    QCOMPARE(QString::fromStdString(attest::to_json(a)["engine"]["loader_environment"][0].get<std::string>()),
             QString("LD_LIBRARY_PATH=/opt/elsewhere"));
    QVERIFY(attest::all_computed_now(a));
}

QTEST_MAIN(Attest)
#include "tst_attest.moc"
