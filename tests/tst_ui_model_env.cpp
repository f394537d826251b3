// The window at start-up (#23): SYNSEMA_MODEL names a model by a store's
// name (here storyteller:tiny in a fake Ollama store holding stories260K);
// the window selects it in the browser and loads it in the background, and
// the Proof panel says the variable chose it. A SYNSEMA_PROVIDER other than
// "local" is a message on screen and nothing loads.
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QtTest>

#include "tests/support/fake_stores.h"
#include "tests/support/saved_env.h"
#include "tests/support/test_data.h"
#include "ui/engine/engine_controller.h"
#include "ui/models/models_page.h"
#include "ui/proof/proof_page.h"
#include "ui/shell/main_window.h"

using namespace synsema;

class UiModelEnv : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { env_.restore(); }
    void cleanup() { env_.restore(); }
    void loads_the_named_model_at_start_up();
    void a_network_provider_is_a_message_and_nothing_loads();
    void an_unknown_name_is_a_message_naming_it();
    void without_the_variable_nothing_loads();

private:
    test::FakeHome home_;
    QString blob_;
    test::SavedEnv env_{"SYNSEMA_MODEL", "SYNSEMA_PROVIDER"};
};

void UiModelEnv::initTestCase() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    QVERIFY(home_.ok());
    home_.apply_to_process();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QFile f(gguf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    blob_ = home_.add_ollama("registry.ollama.ai", "library", "storyteller", "tiny", f.readAll());
}

void UiModelEnv::loads_the_named_model_at_start_up() {
    qputenv("SYNSEMA_MODEL", "storyteller:tiny");
    qunsetenv("SYNSEMA_PROVIDER");
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy ready(&w, &ui::MainWindow::model_ready);
    QSignalSpy started(w.engine(), &ui::EngineController::load_started);
    QVERIFY(w.load_model_from_environment());
    // In the background: the call returns before the model is there, and
    // the browser already shows it selected.
    QCOMPARE(ready.count(), 0);
    QCOMPARE(w.models_page()->selected_path(), blob_);
    QVERIFY(ready.wait(30000));
    QCOMPARE(started.count(), 1);
    QCOMPARE(ready.takeFirst().at(0).toString(), QString("storyteller:tiny"));
    QCOMPARE(w.loaded_model().found_as, QString("storyteller:tiny"));
    QCOMPARE(w.loaded_model().origin, QString("SYNSEMA_MODEL"));
    QCOMPARE(w.loaded_model().path, blob_);

    auto* origin = w.proof_page()->findChild<QLabel*>("proofModelOrigin");
    QVERIFY(origin);
    QVERIFY2(origin->text().contains("SYNSEMA_MODEL=storyteller:tiny"), qPrintable(origin->text()));
    QVERIFY2(origin->text().contains("environment variable"), qPrintable(origin->text()));
    QVERIFY(!origin->isHidden());
}

void UiModelEnv::a_network_provider_is_a_message_and_nothing_loads() {
    qputenv("SYNSEMA_MODEL", "storyteller:tiny");
    qputenv("SYNSEMA_PROVIDER", "openai");
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy started(w.engine(), &ui::EngineController::load_started);
    QVERIFY(!w.load_model_from_environment());
    auto* box = w.findChild<QMessageBox*>("startProblem");
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY2(box->text().contains("SYNSEMA_PROVIDER=openai") && box->text().contains("no network provider, by design"),
             qPrintable(box->text()));
    QVERIFY2(w.findChild<QLabel*>("statusModel")->text().contains("no network provider"),
             qPrintable(w.findChild<QLabel*>("statusModel")->text()));
    QTest::qWait(300);
    QCOMPARE(started.count(), 0);
    QVERIFY(!w.engine()->busy());
    QVERIFY(!w.check_provider_at_start());  // --model PATH is refused the same way
}

void UiModelEnv::an_unknown_name_is_a_message_naming_it() {
    qputenv("SYNSEMA_MODEL", "nosuchmodel:7b");
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!w.load_model_from_environment());
    auto* box = w.findChild<QMessageBox*>("startProblem");
    QVERIFY(box);
    QVERIFY2(box->text().contains("SYNSEMA_MODEL=nosuchmodel:7b"), qPrintable(box->text()));
    QVERIFY2(box->text().contains(home_.ollama_store()), qPrintable(box->text()));  // every place searched
}

void UiModelEnv::without_the_variable_nothing_loads() {
    qunsetenv("SYNSEMA_MODEL");
    ui::MainWindow w;
    QSignalSpy started(w.engine(), &ui::EngineController::load_started);
    QVERIFY(!w.load_model_from_environment());
    QVERIFY(!w.findChild<QMessageBox*>("startProblem"));
    QTest::qWait(200);
    QCOMPARE(started.count(), 0);
}

QTEST_MAIN(UiModelEnv)
#include "tst_ui_model_env.moc"
