// The Proof tab in a real MainWindow, under the egress lock as in the app:
// load a model, open the tab, and the three sha256 values it shows are the
// ones `synsema-cli attest --json` prints for the same model (the engine
// binary is the running executable: the CLI's is synsema-cli, so that one is
// checked against an independent hash of each binary). The exported report
// parses and carries the same hashes; the egress self-check shows 0 open
// inet sockets and no networking library.
#include <QApplication>
#include <QClipboard>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QtTest>

#include <cstdio>

#include "engine/egress/egress_lock.h"
#include "engine/model/model_maker.h"
#include "tests/support/fake_stores.h"
#include "tests/support/test_data.h"
#include "ui/engine/engine_controller.h"
#include "ui/shell/main_window.h"
#include "ui/proof/proof_egress.h"
#include "ui/proof/proof_page.h"

using namespace synsema;

namespace {

QString file_sha256(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return QString::fromLatin1(h.result().toHex());
}

QString field(const QWidget& w, const QString& name) {
    auto* e = w.findChild<QLineEdit*>(name);
    return e ? e->text() : QStringLiteral("<no field %1>").arg(name);
}

QString label(const QWidget& w, const QString& name) {
    auto* l = w.findChild<QLabel*>(name);
    return l ? l->text() : QStringLiteral("<no label %1>").arg(name);
}

QJsonObject parse_object(const QByteArray& json) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) qWarning("JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

// Loads `path` through the window and opens the Proof tab; returns once the panel is filled.
bool load_and_open_proof(ui::MainWindow& w, const QString& path) {
    QSignalSpy ready(&w, &ui::MainWindow::model_ready);
    w.add_model_file(path);
    w.load_model(path);
    if (!ready.wait(30000)) return false;
    QSignalSpy proof(w.proof_page(), &ui::ProofPage::proof_ready);
    // The View menu's Alt+3 opens the third tab, as a keyboard user would.
    QTest::keyClick(&w, Qt::Key_3, Qt::AltModifier);
    if (w.tabs()->currentWidget() != w.proof_page()) return false;
    return proof.wait(60000);
}

}  // namespace

// `synsema-cli ARGS` through the shell, before this process locks itself
// (the lock refuses exec): its stdout, or "" when it failed.
QByteArray cli_output(const QStringList& args) {
    QString command = "'" + test::cli_path() + "'";
    for (const auto& a : args) command += " '" + a + "'";
    FILE* pipe = ::popen(command.toLocal8Bit().constData(), "r");
    if (!pipe) return {};
    QByteArray out;
    char buf[4096];
    for (size_t n; (n = std::fread(buf, 1, sizeof buf, pipe)) > 0;) out.append(buf, qsizetype(n));
    return ::pclose(pipe) == 0 ? out : QByteArray();
}

class UiProof : public QObject {
    Q_OBJECT
public:
    // Before the lock: the fake home, the model made here, and the CLI's
    // reports on both models (the CLI also fills the shared hash cache, so
    // the window then reuses those hashes).
    void prepare();

private slots:
    void initTestCase();
    void shows_the_cli_hashes_data();
    void shows_the_cli_hashes();
    void no_model_shows_egress_only();

private:
    test::FakeHome home_;  // its ~/.cache holds the hash cache the CLI and the window share
    QString made_model_;
    QMap<QString, QByteArray> cli_reports_;  // model path → `attest --json` output
    QByteArray cli_key_;                     // `synsema-cli key` in the same HOME
};

void UiProof::prepare() {
    if (!home_.ok()) return;
    home_.apply_to_process();
    model::ModelSpec spec;
    spec.name = "proof-test-model";
    made_model_ = home_.home() + "/proof.gguf";
    model::make_random_model(spec).write_file(made_model_.toStdString());
    for (const QString& path : {made_model_, test::test_data_file("models/stories260K.gguf")})
        if (!path.isEmpty()) cli_reports_[QFileInfo(path).absoluteFilePath()] = cli_output({"attest", "--model", path, "--json"});
    cli_key_ = cli_output({"key"});
}

void UiProof::initTestCase() {
    QVERIFY(synsema::egress::lock_status().locked());
    QVERIFY(home_.ok());
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(QFileInfo::exists(made_model_));
}

void UiProof::shows_the_cli_hashes_data() {
    QTest::addColumn<QString>("shared");  // a ../shared file, or "" for the model made here
    QTest::newRow("made with the writer") << QString();
    QTest::newRow("stories260K") << QStringLiteral("models/stories260K.gguf");
}

void UiProof::shows_the_cli_hashes() {
    QFETCH(QString, shared);
    QString path = made_model_;
    if (!shared.isEmpty()) {
        SYNSEMA_REQUIRE_DATA(data_path, shared);
        path = QFileInfo(data_path).absoluteFilePath();
    }

    // The CLI ran first (prepare()): it filled the shared hash cache, so the window reuses those hashes.
    const QByteArray cli = cli_reports_.value(path);
    QVERIFY2(!cli.isEmpty(), qPrintable("synsema-cli attest failed on " + path));
    const QJsonObject cli_json = parse_object(cli);
    const QString cli_weights = cli_json["model"]["files"][0]["sha256"].toString();
    const QString cli_arch = cli_json["arch"]["file"]["sha256"].toString();
    const QString cli_engine = cli_json["engine"]["binary"]["sha256"].toString();
    QCOMPARE(cli_weights, file_sha256(path));
    QCOMPARE(cli_arch.size(), 64);
    QCOMPARE(cli_engine, file_sha256(test::cli_path()));

    ui::MainWindow w;
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QSignalSpy self_check(w.proof_page()->egress_box(), &ui::ProofEgressBox::self_check_ready);
    QVERIFY(load_and_open_proof(w, path));
    const ui::ProofPage& page = *w.proof_page();
    QCOMPARE(field(page, "proofWeights0Sha256"), cli_weights);
    QCOMPARE(field(page, "proofArchSha256"), cli_arch);
    QCOMPARE(field(page, "proofEngineSha256"), file_sha256(QCoreApplication::applicationFilePath()));
    QVERIFY(!page.findChild<QLineEdit*>("proofWeights1Sha256"));  // one file, one row
    QCOMPARE(page.report()->attestation.arch_file.path, cli_json["arch"]["file"]["path"].toString().toStdString());
    QVERIFY2(label(page, "proofWeights0Provenance").startsWith("Reused from the hash cache"),
             qPrintable(label(page, "proofWeights0Provenance")));
    QVERIFY2(label(page, "proofWeights0ContentAddress").contains("not applicable"),
             qPrintable(label(page, "proofWeights0ContentAddress")));

    // Copy puts the hash on the clipboard.
    QApplication::clipboard()->clear();
    QTest::mouseClick(page.findChild<QPushButton*>("proofWeights0Copy"), Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), cli_weights);

    // Verify again reads every byte, without the cache, and finds the same values.
    QSignalSpy again(&page, &ui::ProofPage::proof_ready);
    QTest::mouseClick(page.findChild<QPushButton*>("proofVerifyAgain"), Qt::LeftButton);
    QVERIFY(again.wait(60000));
    QCOMPARE(field(page, "proofWeights0Sha256"), cli_weights);
    QCOMPARE(field(page, "proofArchSha256"), cli_arch);
    for (const char* id : {"proofWeights0Provenance", "proofArchProvenance", "proofEngineProvenance"})
        QVERIFY2(label(page, id).startsWith("Verified now"), qPrintable(label(page, id)));

    // The exported report is the CLI's JSON, with the same hashes.
    const QString out = home_.home() + "/report-" + QTest::currentDataTag() + ".json";
    QCOMPARE(page.export_report(out), QString());
    QFile report(out);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QJsonObject j = parse_object(report.readAll());
    QCOMPARE(j["schema"].toString(), cli_json["schema"].toString());
    QCOMPARE(j.keys(), cli_json.keys());
    QCOMPARE(j["model"]["requested"].toString(), cli_json["model"]["requested"].toString());
    QCOMPARE(j["model"]["files"][0]["sha256"].toString(), cli_weights);
    QCOMPARE(j["model"]["sha256"].toString(), cli_weights);
    QCOMPARE(j["arch"]["file"]["sha256"].toString(), cli_arch);
    QCOMPARE(j["engine"]["binary"]["sha256"].toString(), field(page, "proofEngineSha256"));
    QCOMPARE(j["engine"]["binary"]["hash"].toString(), QString("computed now"));
    QVERIFY(j["egress"]["seccomp"].toBool());  // this process's lock, as the CLI reports its own
    QVERIFY(cli_json["egress"]["seccomp"].toBool());

    // The egress part: locked, and a live self-check with nothing open or mapped.
    QVERIFY(self_check.count() > 0 || self_check.wait(10000));
    const auto& check = page.egress_box()->last_check();
    QVERIFY(check.has_value());
    QCOMPARE(check->open_inet_sockets, 0);
    QVERIFY(label(page, "proofOpenInetSockets").startsWith("0 open inet sockets"));
    QCOMPARE(label(page, "proofNetworkLibraries"), QString("none"));
    QVERIFY2(label(page, "proofSelfCheckVerdict").startsWith("passed"), qPrintable(label(page, "proofSelfCheckVerdict")));
    QVERIFY(label(page, "proofEgressLock").contains("Network: locked"));
    QVERIFY(label(w, "statusEgress").startsWith("Network: locked"));
}

void UiProof::no_model_shows_egress_only() {
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* page = w.proof_page();
    QSignalSpy self_check(page->egress_box(), &ui::ProofEgressBox::self_check_ready);
    w.tabs()->setCurrentWidget(page);
    QVERIFY(self_check.wait(10000));
    QVERIFY(label(*page, "proofModel").startsWith("No model is loaded"));
    QVERIFY(field(*page, "proofWeights0Sha256").isEmpty());
    QVERIFY(!page->findChild<QPushButton*>("proofVerifyAgain")->isEnabled());
    QVERIFY(!page->findChild<QPushButton*>("proofExport")->isEnabled());
    const QString never = home_.home() + "/never.json";
    QVERIFY(!page->export_report(never).isEmpty());
    QVERIFY(!QFile::exists(never));
    QVERIFY(label(*page, "proofOpenInetSockets").startsWith("0 open inet sockets"));
    // The signing key the CLI uses in the same HOME, by its fingerprint.
    const QString fingerprint = QString::fromLatin1(cli_key_).section("fingerprint: ", 1).section('\n', 0, 0);
    QCOMPARE(fingerprint.size(), 64);
    QVERIFY2(label(*page, "proofKeyFingerprint").contains(fingerprint), qPrintable(label(*page, "proofKeyFingerprint")));
    // Run self-check again produces a fresh result.
    QTest::mouseClick(page->findChild<QPushButton*>("proofSelfCheckAgain"), Qt::LeftButton);
    QVERIFY(self_check.wait(10000));
    QCOMPARE(self_check.count(), 2);
}

int main(int argc, char** argv) {
    UiProof test;
    test.prepare();  // before the lock, which refuses to start programs
    // As app/gui/main.cpp does: the lock first, before QApplication starts threads.
    synsema::egress::LockOptions options;
    options.profile = synsema::egress::Profile::Gui;
    synsema::egress::install_egress_lock(options);
    QApplication app(argc, argv);
    return QTest::qExec(&test, argc, argv);
}

#include "tst_ui_proof.moc"
